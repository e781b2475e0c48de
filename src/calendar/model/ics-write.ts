/**
 * Events -> an iCalendar file (RFC 5545; issue 45 item 4). Pure: the ics
 * part (store/ics.ts) hands the text to the browser. CRLF line ends, lines
 * folded at 75 octets never inside a UTF-8 character (3.1), TEXT escaped
 * (3.3.11), times in UTC (`Z`); an all-day event's DTEND is the day after
 * its last day (exclusive in iCalendar, inclusive here: design.md "Calendar
 * dates"). A series stays one VEVENT with its RRULE: a recurring slot is a
 * daily rule, an rrule series is written with its DTSTART, RRULE, EXDATE
 * and RDATE (./ics-series.ts), in its zone.
 */
import { dateOfDay, dayOf, partsOf, parseClock, type Day } from './dates';
import { isSeries, parseEventDate, type CalendarEvent, type Timezone } from './normalize';
import { seriesLines } from './ics-series';
import { real } from './zone-clock';

/** What makes an exported UID unique beyond the event id (RFC 5545 3.8.4.7 wants a domain-like right-hand side). */
export const UID_SUFFIX = '@almanac';
const PRODID = '-//Almanac//EventCalendar//EN';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An absolute http(s) URL as the browser reads it (tabs and line breaks dropped, the scheme
 * lower-cased: `java\tscript:` is javascript:), percent-encoded; null for anything else.
 */
export function httpUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** UTF-8 length of one code point (a lone surrogate is written as U+FFFD: 3 octets). */
const octets = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/**
 * One content line folded (RFC 5545 3.1): at most 75 octets per physical line,
 * continuation lines starting with one space, never splitting a character; CRLF after each.
 */
export function foldLine(line: string): string {
  let out = '';
  let used = 0;
  for (const ch of line) {
    const size = octets(ch.codePointAt(0)!);
    if (used + size > 75) {
      out += '\r\n ';
      used = 1;
    }
    out += ch;
    used += size;
  }
  return `${out}\r\n`;
}

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, any line break as `\n`;
 * other control characters (which TEXT may not hold) dropped, tab kept.
 */
export function escapeText(value: string): string {
  return value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

/** `YYYYMMDDTHHMMSSZ` of an instant (UTC, whole seconds). */
export function utcStamp(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** `YYYYMMDD` of a calendar day. */
function dayStamp(day: Day): string {
  const { year, month0, date } = partsOf(day);
  return `${pad(year, 4)}${pad(month0 + 1)}${pad(date)}`;
}

/** DTSTART, DTEND and RRULE of a recurring slot: its first slot, repeated daily until its last day. */
function slotTiming(event: CalendarEvent, tz: Timezone): string[] {
  const from = parseClock(event.slotStartTime);
  const to = parseClock(event.slotEndTime);
  if (from === null) {
    return [`DTSTART;VALUE=DATE:${dayStamp(event.startDay)}`, `DTEND;VALUE=DATE:${dayStamp(event.startDay + 1)}`, `RRULE:FREQ=DAILY;UNTIL=${dayStamp(event.endDay)}`];
  }
  const lines = [`DTSTART:${utcStamp(real(dateOfDay(event.startDay, from), tz))}`];
  if (to !== null && to > from) lines.push(`DTEND:${utcStamp(real(dateOfDay(event.startDay, to), tz))}`);
  lines.push(`RRULE:FREQ=DAILY;UNTIL=${utcStamp(real(dateOfDay(event.endDay, from), tz))}`);
  return lines;
}

/** DTSTART and DTEND of a continuous event: days for an all-day one (DTEND exclusive), else UTC instants. */
function continuousTiming(event: CalendarEvent, tz: Timezone): string[] {
  if (event.allDay) return [`DTSTART;VALUE=DATE:${dayStamp(event.startDay)}`, `DTEND;VALUE=DATE:${dayStamp(event.endDay + 1)}`];
  const [start, end] = [utcStamp(real(event.start, tz)), utcStamp(real(event.end, tz))];
  // A zero-length event has no DTEND: iCalendar's DTEND must be later than DTSTART.
  return end === start ? [`DTSTART:${start}`] : [`DTSTART:${start}`, `DTEND:${end}`];
}

/** The optional text properties: only those with a value; URL only when http(s). */
function details(event: CalendarEvent): string[] {
  const lines: string[] = [];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.category) lines.push(`CATEGORIES:${escapeText(event.category)}`);
  const url = httpUrl(event.data.url);
  if (url) lines.push(`URL:${url}`);
  return lines;
}

/** UID of an event: the one it came with (a feed's), else its id and UID_SUFFIX. */
function uidOf(event: CalendarEvent): string {
  const own = event.data.uid;
  return escapeText(typeof own === 'string' && own.trim() !== '' ? own : `${event.id}${UID_SUFFIX}`);
}

/**
 * RECURRENCE-ID of an occurrence moved on its own (`recurrenceId`, its original start, written as the
 * update API writes dates: issue 45 item 5), so that a reader replaces that occurrence of the series.
 */
function recurrenceId(event: CalendarEvent, tz: Timezone): string[] {
  const at = parseEventDate(event.data.recurrenceId, tz);
  if (!at) return [];
  return [at.dateOnly ? `RECURRENCE-ID;VALUE=DATE:${dayStamp(dayOf(at.date))}` : `RECURRENCE-ID:${utcStamp(real(at.date, tz))}`];
}

/** One VEVENT's content lines (unfolded). */
function vevent(event: CalendarEvent, stamp: string, tz: Timezone, report?: (problem: string) => void): string[] {
  const series = event.scheduleType === 'continuous' && isSeries(event.data) ? seriesLines(event, tz, report) : null;
  const timing = event.scheduleType === 'recurring-slot' ? slotTiming(event, tz) : series ?? continuousTiming(event, tz);
  return [
    'BEGIN:VEVENT',
    `UID:${uidOf(event)}`,
    `DTSTAMP:${stamp}`,
    ...recurrenceId(event, tz),
    ...timing,
    `SUMMARY:${escapeText(event.untitled ? '' : event.title)}`,
    ...details(event),
    'END:VEVENT',
  ];
}

/**
 * The iCalendar text of `events` (a VCALENDAR with PRODID and VERSION:2.0, one VEVENT each, DTSTAMP
 * `now`). An empty list gives a valid calendar without events. `report` hears what was left out; `tz` is
 * the calendar's zone, in which a series without a zone of its own repeats.
 */
export function writeIcs(events: readonly CalendarEvent[], now: Date, report?: (problem: string) => void, tz: Timezone = 'local'): string {
  const stamp = utcStamp(now);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN'];
  for (const event of events) lines.push(...vevent(event, stamp, tz, report));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('');
}
