/**
 * An iCalendar feed -> event payloads (RFC 5545; issue 45 item 4). Pure.
 * Lines are unfolded before they are decoded, so a fold inside a UTF-8
 * character joins it again (./ics-lines.ts); every VEVENT becomes a payload
 * for normalizeEvent. Recurrence is kept, not expanded: RRULE as `rrule`,
 * EXDATE and RDATE as `exdate` and `rdate`, the first occurrence is what
 * shows. A TZID's wall time is read in that zone (model/zone.ts);
 * VTIMEZONE blocks are skipped in favour of the TZID names. Bad input is
 * reported and skipped, never thrown; fixed caps bound the work.
 */
import { httpUrl, UID_SUFFIX } from './ics-write';
import { ContentLines, unfoldedText, type ContentLine } from './ics-lines';
import { parseValue, type IcsTime } from './ics-time';
import type { RawEvent } from './normalize';

export { parseLine, unfold, type ContentLine } from './ics-lines';

/** Caps: a larger feed is refused, and reading stops at the event and line caps with one report. */
export const MAX_ICS_BYTES = 5 * 1024 * 1024;
export const MAX_ICS_EVENTS = 5000;
const MAX_LINES = 200_000;

/** A TEXT value unescaped (RFC 5545 3.3.11): `\n` or `\N` a line break, `\\` `\;` `\,` the character; a lone trailing `\` stays. */
export function unescapeText(value: string): string {
  let at = value.indexOf('\\');
  if (at < 0) return value;
  let out = '';
  let from = 0;
  for (; at >= 0 && at < value.length - 1; at = value.indexOf('\\', from)) {
    const c = value[at + 1];
    out += value.slice(from, at) + (c === 'n' || c === 'N' ? '\n' : c);
    from = at + 2;
  }
  return out + value.slice(from);
}

/** The properties of a VEVENT a payload is made of. */
type Kept = 'UID' | 'DTSTART' | 'DTEND' | 'DURATION' | 'SUMMARY' | 'DESCRIPTION' | 'LOCATION' | 'CATEGORIES' | 'URL' | 'RRULE';
const KEPT = new Set<string>(['UID', 'DTSTART', 'DTEND', 'DURATION', 'SUMMARY', 'DESCRIPTION', 'LOCATION', 'CATEGORIES', 'URL', 'RRULE']);

/** One VEVENT: the first line of each kept property, and every EXDATE and RDATE line, in order. */
class VEvent {
  readonly props: Partial<Record<Kept, ContentLine>> = {};
  readonly lists: ContentLine[] = [];
}

/** Whether the feed has more than MAX_LINES lines, `read` of them read already. */
function overLines(lines: ContentLines, read: number): boolean {
  while (read <= MAX_LINES && lines.next()) read++;
  return read > MAX_LINES;
}

/** Group content lines into VEVENTs (lines of nested components such as VALARM, and VTIMEZONE, left out). */
function vevents(text: string, report: (problem: string) => void): VEvent[] {
  const events: VEvent[] = [];
  const lines = new ContentLines(text);
  let current: VEvent | null = null;
  let depth = 0;
  let bad = 0;
  let read = 0;
  while (read < MAX_LINES && lines.next()) {
    read++;
    if (lines.start === lines.end) continue;
    const name = lines.read() ? lines.name : null;
    if (name === null) bad++;
    else if (name === 'BEGIN') {
      if (current) depth++;
      else if (lines.value().toUpperCase() === 'VEVENT') events.push((current = new VEvent()));
    } else if (name === 'END' && current) {
      if (depth > 0) depth--;
      else current = null;
    } else if (current && depth === 0) {
      if (name === 'EXDATE' || name === 'RDATE') current.lists.push(lines.line());
      else if (KEPT.has(name)) current.props[name as Kept] ??= lines.line();
    }
    if (events.length > MAX_ICS_EVENTS) break;
  }
  if (bad) report(`.ics: ${bad} line(s) are not iCalendar content lines and were skipped`);
  if (overLines(lines, read)) report(`.ics: the feed has more than ${MAX_LINES} lines; the rest was not read`);
  if (events.length > MAX_ICS_EVENTS) report(`.ics: the feed has more than ${MAX_ICS_EVENTS} events; the first ${MAX_ICS_EVENTS} are shown`);
  return events.slice(0, MAX_ICS_EVENTS);
}

/** Start and end of a VEVENT from DTSTART and DTEND or DURATION; null without a usable DTSTART. */
function timing(props: VEvent['props'], label: string, report: (problem: string) => void): { start: IcsTime; end: IcsTime | null } | null {
  const dtstart = props.DTSTART;
  const start = dtstart ? parseValue(dtstart.value, dtstart.params, report) : null;
  if (!start) {
    report(`.ics: VEVENT ${label} has no ${dtstart ? 'valid ' : ''}DTSTART and is not shown`);
    return null;
  }
  const dtend = props.DTEND;
  const duration = props.DURATION;
  let end: IcsTime | null = dtend ? parseValue(dtend.value, dtend.params, report) : null;
  if (!end && duration) end = start.plus(duration.value);
  // A date-only DTEND is exclusive; the calendar's date-only end is its last day (design.md "Calendar dates").
  if (end && end.dateOnly) end = end.plus('-P1D');
  return { start, end };
}

/** Text fields of a VEVENT, unescaped, into `fields`; URL kept only when http(s). */
function texts(fields: RawEvent, props: VEvent['props'], label: string, report: (problem: string) => void): void {
  if (props.SUMMARY) fields.title = unescapeText(props.SUMMARY.value);
  if (props.DESCRIPTION) fields.description = unescapeText(props.DESCRIPTION.value);
  if (props.LOCATION) fields.location = unescapeText(props.LOCATION.value);
  const category = props.CATEGORIES?.value.split(/(?<!\\),/)[0];
  if (category) fields.category = unescapeText(category);
  const url = props.URL?.value;
  if (url !== undefined) {
    const safe = httpUrl(url.trim());
    if (safe) fields.url = safe;
    else report(`.ics: VEVENT ${label} has a URL that is not http(s) (${url.slice(0, 60)}) — left out`);
  }
}

/** The EXDATE and RDATE lines' values as payload strings, each list in line order. */
function dateLists(lines: readonly ContentLine[], report: (problem: string) => void): { exdate: string[]; rdate: string[] } {
  const lists = { exdate: [] as string[], rdate: [] as string[] };
  for (const line of lines) {
    const list = line.name === 'EXDATE' ? lists.exdate : lists.rdate;
    for (const part of line.value.split(',')) {
      const time = parseValue(part, line.params, report);
      if (time) list.push(time.text());
      else report(`.ics: ${line.name} value "${part.slice(0, 40)}" is not a date or date-time — left out`);
    }
  }
  return lists;
}

/** One VEVENT -> a payload; null (reported) when it cannot be placed. */
function toEvent({ props, lists }: VEvent, index: number, report: (problem: string) => void): RawEvent | null {
  const { exdate, rdate } = dateLists(lists, report);
  const uid = props.UID ? unescapeText(props.UID.value) : '';
  const label = uid ? JSON.stringify(uid.slice(0, 60)) : `#${index + 1}`;
  const when = timing(props, label, report);
  if (!when) return null;
  const { start, end } = when;
  const event: RawEvent = {};
  texts(event, props, label, report);
  event.start = start.text();
  event.allDay = start.dateOnly;
  if (end && end.after(start)) event.end = end.text();
  if (start.zone) event.timezone = start.zone;
  if (uid) {
    event.id = uid.endsWith(UID_SUFFIX) ? uid.slice(0, -UID_SUFFIX.length) : uid;
    event.uid = uid;
  }
  const rrule = props.RRULE?.value;
  if (rrule) event.rrule = rrule;
  if (exdate.length) event.exdate = exdate;
  if (rdate.length) event.rdate = rdate;
  return event;
}

/** The feed as text, unfolded; null when it is over MAX_ICS_BYTES. */
function feedText(input: string | Uint8Array): string | null {
  // A string's length counts UTF-16 units, never more than its UTF-8 bytes (nor a third of them): a longer one is
  // refused, and one of ASCII only or a third of the cap is within it, before (or without) being encoded.
  if (typeof input === 'string') {
    if (input.length > MAX_ICS_BYTES) return null;
    if (input.length * 3 <= MAX_ICS_BYTES || !/[^\x00-\x7f]/.test(input)) return unfoldedText(input);
    input = new TextEncoder().encode(input);
  }
  return input.byteLength > MAX_ICS_BYTES ? null : unfoldedText(input);
}

/**
 * The events of an .ics feed as payloads (id, title, start, end, allDay, location, description,
 * category, url, rrule, exdate, rdate, timezone, uid). A feed over MAX_ICS_BYTES is refused.
 */
export function readIcs(input: string | Uint8Array, report: (problem: string) => void): RawEvent[] {
  const text = feedText(input);
  if (text === null) {
    report(`.ics: the feed is larger than ${MAX_ICS_BYTES / 1024 / 1024} MB and was not read`);
    return [];
  }
  const out: RawEvent[] = [];
  const limited = limitReports(report);
  const events = vevents(text, limited);
  for (let i = 0; i < events.length; i++) {
    const event = toEvent(events[i], i, limited);
    if (event) out.push(event);
  }
  return out;
}

const MAX_REPORTS = 10;

/** `report` for one feed: the first MAX_REPORTS problems, then one line saying more were left unsaid. */
function limitReports(report: (problem: string) => void): (problem: string) => void {
  let count = 0;
  return (problem) => {
    if (++count <= MAX_REPORTS) report(problem);
    else if (count === MAX_REPORTS + 1) report(`.ics: more problems in this feed were not reported`);
  };
}
