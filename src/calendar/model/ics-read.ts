/**
 * An iCalendar feed -> event payloads (RFC 5545; issue 45 item 4). Pure.
 * Lines are unfolded before they are decoded, so a fold inside a UTF-8
 * character joins it again (./ics-lines.ts); every VEVENT becomes a payload
 * for normalizeEvent. Recurrence is kept, not expanded: RRULE as `rrule`,
 * EXDATE and RDATE as `exdate` and `rdate`; a VEVENT with a RECURRENCE-ID
 * replaces that occurrence of its series (./ics-overrides.ts). A TZID's wall time is read in that zone (model/zone.ts);
 * VTIMEZONE blocks are skipped in favour of the TZID names. Bad input is
 * reported and skipped, never thrown; fixed caps bound the work.
 */
import { httpUrl, UID_SUFFIX } from './ics-write';
import { feedLines, type ContentLine, type ContentLines } from './ics-lines';
import { parseValue, type IcsTime } from './ics-time';
import { applyOverrides } from './ics-overrides';
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
  // A loop of slices: faster than a replace (with a callback or '$1') on a feed's thousands of values.
  let out = '';
  let from = 0;
  for (; at >= 0 && at < value.length - 1; at = value.indexOf('\\', from)) {
    const c = value[at + 1];
    out += value.slice(from, at) + (c === 'n' || c === 'N' ? '\n' : c);
    from = at + 2;
  }
  return out + value.slice(from);
}

/** One VEVENT: the first value of each property a payload is made of, and every EXDATE and RDATE line, in order. */
class VEvent {
  uid: string | null = null;
  dtstart: ContentLine | null = null;
  dtend: ContentLine | null = null;
  duration: string | null = null;
  summary: string | null = null;
  description: string | null = null;
  location: string | null = null;
  categories: string | null = null;
  url: string | null = null;
  rrule: string | null = null;
  recurrenceId: ContentLine | null = null;
  lists: ContentLine[] | null = null;

  /** Keep the current line of `lines` when the payload needs it (a switch and named fields: thousands of lines). */
  take(name: string, lines: ContentLines): void {
    switch (name) {
      case 'UID': this.uid ??= lines.value(); break;
      case 'DTSTART': this.dtstart ??= lines.line(); break;
      case 'DTEND': this.dtend ??= lines.line(); break;
      case 'DURATION': this.duration ??= lines.value(); break;
      case 'SUMMARY': this.summary ??= lines.value(); break;
      case 'DESCRIPTION': this.description ??= lines.value(); break;
      case 'LOCATION': this.location ??= lines.value(); break;
      case 'CATEGORIES': this.categories ??= lines.value(); break;
      case 'URL': this.url ??= lines.value(); break;
      case 'RRULE': this.rrule ??= lines.value(); break;
      case 'RECURRENCE-ID': this.recurrenceId ??= lines.line(); break;
      case 'EXDATE':
      case 'RDATE': (this.lists ??= []).push(lines.line());
    }
  }
}

/** Whether the feed has more than MAX_LINES lines, `read` of them read already. */
function overLines(lines: ContentLines, read: number): boolean {
  while (read <= MAX_LINES && lines.next()) read++;
  return read > MAX_LINES;
}

/**
 * Group content lines into VEVENTs (lines of nested components such as VALARM, and VTIMEZONE, left out), each
 * handed to `done` with its index as it closes (so that it is garbage at once: a feed has thousands), the first
 * MAX_ICS_EVENTS only; one still open at the end of the feed too.
 */
function vevents(lines: ContentLines, report: (problem: string) => void, done: (event: VEvent, index: number) => void): void {
  let count = 0;
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
      else if (lines.value().toUpperCase() === 'VEVENT' && ++count <= MAX_ICS_EVENTS) current = new VEvent();
      else if (count > MAX_ICS_EVENTS) break;
    } else if (name === 'END' && current) {
      if (depth > 0) depth--;
      else {
        done(current, count - 1);
        current = null;
      }
    } else if (current && depth === 0) current.take(name, lines);
  }
  if (current) done(current, count - 1);
  if (bad) report(`.ics: ${bad} line(s) are not iCalendar content lines and were skipped`);
  if (overLines(lines, read)) report(`.ics: the feed has more than ${MAX_LINES} lines; the rest was not read`);
  if (count > MAX_ICS_EVENTS) report(`.ics: the feed has more than ${MAX_ICS_EVENTS} events; the first ${MAX_ICS_EVENTS} are shown`);
}

/** Start and end of a VEVENT from DTSTART and DTEND or DURATION; null without a usable DTSTART. */
function timing(props: VEvent, label: string, report: (problem: string) => void): { start: IcsTime; end: IcsTime | null } | null {
  const dtstart = props.dtstart;
  const start = dtstart ? parseValue(dtstart.value, dtstart.params, report) : null;
  if (!start) {
    report(`.ics: VEVENT ${label} has no ${dtstart ? 'valid ' : ''}DTSTART and is not shown`);
    return null;
  }
  const dtend = props.dtend;
  let end: IcsTime | null = dtend ? parseValue(dtend.value, dtend.params, report) : null;
  if (!end && props.duration !== null) end = start.plus(props.duration);
  // A date-only DTEND is exclusive; the calendar's date-only end is its last day (design.md "Calendar dates").
  if (end && end.dateOnly) end = end.plus('-P1D');
  return { start, end };
}

/** Text fields of a VEVENT, unescaped, into `fields`; URL kept only when http(s). */
function texts(fields: RawEvent, props: VEvent, label: string, report: (problem: string) => void): void {
  if (props.summary !== null) fields.title = unescapeText(props.summary);
  if (props.description !== null) fields.description = unescapeText(props.description);
  if (props.location !== null) fields.location = unescapeText(props.location);
  const category = props.categories?.split(/(?<!\\),/)[0];
  if (category) fields.category = unescapeText(category);
  const url = props.url;
  if (url !== null) {
    const safe = httpUrl(url.trim());
    if (safe) fields.url = safe;
    else report(`.ics: VEVENT ${label} has a URL that is not http(s) (${url.slice(0, 60)}) — left out`);
  }
}

const NO_LISTS: { exdate: readonly string[]; rdate: readonly string[] } = Object.freeze({ exdate: [], rdate: [] });

/** The EXDATE and RDATE lines' values as payload strings, each list in line order. */
function dateLists(lines: readonly ContentLine[] | null, report: (problem: string) => void): { exdate: readonly string[]; rdate: readonly string[] } {
  if (!lines) return NO_LISTS;
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

/**
 * A series whose DTSTART;TZID a spring change skips keeps that wall time (IcsTime.seriesText: RFC 5545 3.3.10), and
 * its length as a `duration` of exact hours, minutes and seconds: its end, an instant, would otherwise be read
 * against a start the calendar reads in its own zone (a series' start is its own zone's wall clock only to the expansion).
 */
function keepWallClock(event: RawEvent, start: IcsTime, end: IcsTime | null): void {
  const wall = start.seriesText();
  if (wall === event.start) return;
  event.start = wall;
  if (event.end === undefined) return;
  const seconds = Math.round((end!.at - start.at) / 1000);
  event.duration = `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`;
  delete event.end;
}

/** One VEVENT -> a payload; null (reported) when it cannot be placed. */
function toEvent(props: VEvent, index: number, report: (problem: string) => void): RawEvent | null {
  const { exdate, rdate } = dateLists(props.lists, report);
  const uid = props.uid !== null ? unescapeText(props.uid) : '';
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
  const rid = props.recurrenceId;
  const replaced = rid && parseValue(rid.value, rid.params, report);
  if (replaced) event.recurrenceId = replaced.text();
  else if (rid) report(`.ics: VEVENT ${label} has a RECURRENCE-ID that is not a date or date-time — shown as an event of its own`);
  if (replaced) return event;
  if (props.rrule || rdate.length) keepWallClock(event, start, end);
  if (props.rrule) event.rrule = props.rrule;
  if (exdate.length) event.exdate = exdate;
  if (rdate.length) event.rdate = rdate;
  return event;
}

/** The feed's lines; null when it is over MAX_ICS_BYTES. */
function feedOf(input: string | Uint8Array): ContentLines | null {
  // A string's length counts UTF-16 units, never more than its UTF-8 bytes (nor a third of them): a longer one is
  // refused, and one of ASCII only or a third of the cap is within it, before (or without) being encoded.
  if (typeof input === 'string') {
    if (input.length > MAX_ICS_BYTES) return null;
    if (input.length * 3 <= MAX_ICS_BYTES || !/[^\x00-\x7f]/.test(input)) return feedLines(input);
    input = new TextEncoder().encode(input);
  }
  return input.byteLength > MAX_ICS_BYTES ? null : feedLines(input);
}

/**
 * The events of an .ics feed as payloads (id, title, start, end, allDay, location, description,
 * category, url, rrule, exdate, rdate, timezone, uid). A feed over MAX_ICS_BYTES is refused.
 */
export function readIcs(input: string | Uint8Array, report: (problem: string) => void): RawEvent[] {
  const lines = feedOf(input);
  if (lines === null) {
    report(`.ics: the feed is larger than ${MAX_ICS_BYTES / 1024 / 1024} MB and was not read`);
    return [];
  }
  const out: RawEvent[] = [];
  const limited = limitReports(report);
  // The events' own problems are said after the feed's (as when every VEVENT was read before any was made an event).
  const later: string[] = [];
  const say = (problem: string) => later.push(problem);
  let overrides = 0;
  const future = new Set<RawEvent>();
  vevents(lines, limited, (props, i) => {
    const event = toEvent(props, i, say);
    if (!event) return;
    out.push(event);
    if (event.recurrenceId === undefined) return;
    overrides++;
    if (/^THISANDFUTURE$/i.test(props.recurrenceId?.params.RANGE ?? '')) future.add(event);
  });
  for (const problem of later) limited(problem);
  return overrides ? applyOverrides(out, future, limited) : out;
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
