/**
 * An iCalendar feed -> event payloads (RFC 5545; issue 45 item 4). Pure.
 * Lines are unfolded before they are decoded, so a fold inside a UTF-8
 * character joins it again; every VEVENT becomes a payload for
 * normalizeEvent. Recurrence is kept, not expanded: RRULE as `rrule`,
 * EXDATE and RDATE as `exdate` and `rdate`, the first occurrence is what
 * shows. A TZID's wall time is read in that zone (model/zone.ts);
 * VTIMEZONE blocks are skipped in favour of the TZID names. Bad input is
 * reported and skipped, never thrown; fixed caps bound the work.
 */
import { httpUrl, UID_SUFFIX } from './ics-write';
import { parseValue, type IcsTime } from './ics-time';
import type { RawEvent } from './normalize';

/** Caps: a larger feed is refused, and reading stops at the event and line caps with one report. */
export const MAX_ICS_BYTES = 5 * 1024 * 1024;
export const MAX_ICS_EVENTS = 5000;
const MAX_LINES = 200_000;

export interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/**
 * Unfold (RFC 5545 3.1): a line break followed by a space or tab is removed, on the bytes, before
 * they are decoded as UTF-8; then split into lines at CRLF, LF or CR.
 */
export function unfold(input: string | Uint8Array): string[] {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    const lf = b === 0x0d && bytes[i + 1] === 0x0a ? i + 1 : b === 0x0a ? i : -1;
    if (lf >= 0 && (bytes[lf + 1] === 0x20 || bytes[lf + 1] === 0x09)) {
      i = lf + 1;
      continue;
    }
    out[n++] = b;
  }
  return new TextDecoder('utf-8').decode(out.subarray(0, n)).split(/\r\n|\n|\r/);
}

/** One `;NAME=value[,value]` parameter, values quoted or not (sticky: read where the last one ended, in linear time). */
const PARAM = /;([A-Za-z0-9-]+)=((?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)/y;

/** `NAME;PARAM=value;PARAM="quoted":value` (RFC 5545 3.1.1); null when the line has no `:` after its name and parameters. */
export function parseLine(line: string): ContentLine | null {
  const head = /^[A-Za-z0-9-]+/.exec(line);
  if (!head) return null;
  const params: Record<string, string> = Object.create(null);
  PARAM.lastIndex = head[0].length;
  let i = PARAM.lastIndex;
  for (let m = PARAM.exec(line); m; m = PARAM.exec(line)) {
    params[m[1].toUpperCase()] = /^"[^"]*"$/.test(m[2]) ? m[2].slice(1, -1) : m[2];
    i = PARAM.lastIndex;
  }
  return line[i] === ':' ? { name: head[0].toUpperCase(), params, value: line.slice(i + 1) } : null;
}

/** A TEXT value unescaped (RFC 5545 3.3.11): `\n` or `\N` a line break, `\\` `\;` `\,` the character. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\s\S])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** Group content lines into VEVENTs (lines of nested components such as VALARM, and VTIMEZONE, left out). */
function vevents(lines: readonly string[], report: (problem: string) => void): ContentLine[][] {
  const events: ContentLine[][] = [];
  let current: ContentLine[] | null = null;
  let depth = 0;
  let bad = 0;
  for (let i = 0; i < lines.length && i < MAX_LINES; i++) {
    if (lines[i] === '') continue;
    const line = parseLine(lines[i]);
    if (!line) bad++;
    else if (line.name === 'BEGIN') {
      if (current) depth++;
      else if (line.value.toUpperCase() === 'VEVENT') events.push((current = []));
    } else if (line.name === 'END' && current) {
      if (depth > 0) depth--;
      else current = null;
    } else if (current && depth === 0) current.push(line);
    if (events.length > MAX_ICS_EVENTS) break;
  }
  if (bad) report(`.ics: ${bad} line(s) are not iCalendar content lines and were skipped`);
  if (lines.length > MAX_LINES) report(`.ics: the feed has more than ${MAX_LINES} lines; the rest was not read`);
  if (events.length > MAX_ICS_EVENTS) report(`.ics: the feed has more than ${MAX_ICS_EVENTS} events; the first ${MAX_ICS_EVENTS} are shown`);
  return events.slice(0, MAX_ICS_EVENTS);
}

/** Start and end fields of a payload from DTSTART and DTEND or DURATION; null without a usable DTSTART. */
function timing(props: Map<string, ContentLine>, label: string, report: (problem: string) => void): RawEvent | null {
  const dtstart = props.get('DTSTART');
  const start = dtstart ? parseValue(dtstart, report) : null;
  if (!start) {
    report(`.ics: VEVENT ${label} has no ${dtstart ? 'valid ' : ''}DTSTART and is not shown`);
    return null;
  }
  const dtend = props.get('DTEND');
  const duration = props.get('DURATION');
  let end: IcsTime | null = dtend ? parseValue(dtend, report) : null;
  if (!end && duration) end = start.plus(duration.value);
  const fields: RawEvent = { start: start.text(), allDay: start.dateOnly };
  // A date-only DTEND is exclusive; the calendar's date-only end is its last day (design.md "Calendar dates").
  if (end && end.dateOnly) end = end.plus('-P1D');
  if (end && end.after(start)) fields.end = end.text();
  if (start.zone) fields.timezone = start.zone;
  return fields;
}

/** Text fields of a VEVENT, unescaped; URL kept only when http(s). */
function texts(props: Map<string, ContentLine>, label: string, report: (problem: string) => void): RawEvent {
  const fields: RawEvent = {};
  const take = (name: string, field: string) => {
    const line = props.get(name);
    if (line) fields[field] = unescapeText(line.value);
  };
  take('SUMMARY', 'title');
  take('DESCRIPTION', 'description');
  take('LOCATION', 'location');
  const category = props.get('CATEGORIES')?.value.split(/(?<!\\),/)[0];
  if (category) fields.category = unescapeText(category);
  const url = props.get('URL')?.value;
  if (url !== undefined) {
    const safe = httpUrl(url.trim());
    if (safe) fields.url = safe;
    else report(`.ics: VEVENT ${label} has a URL that is not http(s) (${url.slice(0, 60)}) — left out`);
  }
  return fields;
}

/** One VEVENT -> a payload; null (reported) when it cannot be placed. */
function toEvent(lines: readonly ContentLine[], index: number, report: (problem: string) => void): RawEvent | null {
  const props = new Map<string, ContentLine>();
  const lists = new Map<string, string[]>([['EXDATE', []], ['RDATE', []]]);
  for (const line of lines) {
    const list = lists.get(line.name);
    if (list) for (const part of line.value.split(',')) {
      const time = parseValue({ ...line, value: part }, report);
      if (time) list.push(time.text());
      else report(`.ics: ${line.name} value "${part.slice(0, 40)}" is not a date or date-time — left out`);
    } else if (!props.has(line.name)) props.set(line.name, line);
  }
  const uid = props.get('UID') ? unescapeText(props.get('UID')!.value) : '';
  const label = uid ? JSON.stringify(uid.slice(0, 60)) : `#${index + 1}`;
  const when = timing(props, label, report);
  if (!when) return null;
  const event: RawEvent = { ...texts(props, label, report), ...when };
  if (uid) Object.assign(event, { id: uid.endsWith(UID_SUFFIX) ? uid.slice(0, -UID_SUFFIX.length) : uid, uid });
  const rrule = props.get('RRULE')?.value;
  if (rrule) event.rrule = rrule;
  for (const [name, list] of lists) if (list.length) event[name.toLowerCase()] = list;
  return event;
}

/**
 * The events of an .ics feed as payloads (id, title, start, end, allDay, location, description,
 * category, url, rrule, exdate, rdate, timezone, uid). A feed over MAX_ICS_BYTES is refused.
 */
export function readIcs(input: string | Uint8Array, report: (problem: string) => void): RawEvent[] {
  // A string's length counts UTF-16 units, never more than its UTF-8 bytes: a longer one is refused before it is encoded.
  const bytes = typeof input === 'string' && input.length <= MAX_ICS_BYTES ? new TextEncoder().encode(input) : input;
  if ((typeof bytes === 'string' ? bytes.length : bytes.byteLength) > MAX_ICS_BYTES) {
    report(`.ics: the feed is larger than ${MAX_ICS_BYTES / 1024 / 1024} MB and was not read`);
    return [];
  }
  const out: RawEvent[] = [];
  const limited = limitReports(report);
  vevents(unfold(bytes), limited).forEach((lines, i) => {
    const event = toEvent(lines, i, limited);
    if (event) out.push(event);
  });
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
