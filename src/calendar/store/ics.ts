/**
 * The calendar's .ics part (issue 45 item 4), one lazy part loaded on first
 * use: a `data-ics` feed read as the calendar's events, and exportIcs. The
 * feed's URL is resolved against the page and must be on its origin (as
 * every URL an attribute names: design.md "URLs in attributes"); the answer
 * is capped at MAX_ICS_BYTES; the reader (model/ics-read.ts) reports what
 * it skips. The export writes the events of a range (model/ics-write.ts)
 * and hands the file to the browser, then emits eventcalendar:export. A
 * series is in the range when one of its occurrences is (model/occurrences.ts).
 */
import { safeFileName } from '../../core/file-name';
import { downloadBlob } from '../../core/download';
import { fetchBytes } from '../../core/http-text';
import { safeStringify } from '../../core/json';
import { pageUrl } from '../../core/url';
import { dateOfDay, dayOf } from '../model/dates';
import { MAX_ICS_BYTES } from '../model/ics-read';
import { icsEvents } from '../model/ics-events';
import { writeIcs } from '../model/ics-write';
import { real } from '../model/zone-clock';
import type { IcsExportOptions } from '../model/inputs';
import { eventsBetween, isSeries, parseEventDate, type CalendarEvent, type NormalizeOptions, type Timezone } from '../model/normalize';
import { occurrencesOf } from '../model/occurrences';

/** What the part needs of a calendar store (CalendarStore has it). */
interface IcsHost {
  readonly events: readonly CalendarEvent[];
  readonly options: { timezone: Timezone };
  readonly hooks: { emit(name: 'export', payload: Record<string, unknown>): void; warn(message: string): void };
}

/** What loading a feed needs of a calendar store (CalendarStore has it). */
interface FeedHost {
  normalizeOptions(): NormalizeOptions;
  readonly hooks: { warn(message: string): void };
}

/** The events of the feed at `url` (same origin only, at most MAX_ICS_BYTES), normalized for `host` (model/ics-events.ts). */
export async function feedEvents(url: string, signal: AbortSignal, host: FeedHost): Promise<CalendarEvent[]> {
  const resolved = typeof document === 'undefined' ? null : pageUrl(url);
  if (!resolved) throw new Error(`data-ics "${url}" is not a URL on this page's origin`);
  const bytes = await fetchBytes(resolved, { signal, accept: 'text/calendar, text/plain;q=0.5', maxBytes: MAX_ICS_BYTES });
  return icsEvents(bytes, host.normalizeOptions(), (p) => host.hooks.warn(p));
}

/** A bound of the range: a date-only `end` means the end of that day (design.md "Calendar dates"). */
function bound(host: IcsHost, name: 'start' | 'end', value: unknown): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const parsed = parseEventDate(value, host.options.timezone);
  if (!parsed) {
    host.hooks.warn(`exportIcs(): ${name} ${safeStringify(value, 60)} is not a date — ignored`);
    return null;
  }
  return name === 'end' && parsed.dateOnly ? new Date(dateOfDay(dayOf(parsed.date) + 1).getTime() - 1) : parsed.date;
}

/** The events overlapping [start, end]: a series (issue 45 item 2) when one of its occurrences does. */
function between(host: IcsHost, start: Date, end: Date): CalendarEvent[] {
  const days = { start: dayOf(new Date(Math.max(start.getTime(), -8.64e15 / 2))), end: dayOf(new Date(Math.min(end.getTime(), 8.64e15 / 2))) };
  const warn = (p: string) => host.hooks.warn(p);
  return host.events.filter((e) => (e.scheduleType === 'continuous' && isSeries(e.data) ? occurrencesOf(e, days, host.options.timezone, warn).length > 0 : eventsBetween([e], start, end).length > 0));
}

/**
 * Download the events overlapping [start, end] (all events without a range) as an .ics file; a series is
 * one VEVENT with its RRULE. Emits eventcalendar:export `{start, end, filename, count}`; true once the
 * file was handed to the browser.
 */
export function exportIcs(host: IcsHost, given: unknown): boolean {
  const options = (given && typeof given === 'object' ? given : {}) as IcsExportOptions;
  if (given !== undefined && given !== null && typeof given !== 'object') host.hooks.warn('exportIcs() takes an object {start, end, filename} — exporting every event');
  const start = bound(host, 'start', options.start);
  const end = bound(host, 'end', options.end);
  const events = start || end ? between(host, start ?? new Date(-8.64e15), end ?? new Date(8.64e15)) : host.events;
  const file = safeFileName(options.filename, 'ics', () => 'calendar.ics');
  if (file.problem) host.hooks.warn(`exportIcs(): ${file.problem}`);
  const tz = host.options.timezone;
  downloadBlob(writeIcs(events, new Date(), (p) => host.hooks.warn(p), tz), file.name, 'text/calendar;charset=utf-8');
  host.hooks.emit('export', { start: start && real(start, tz), end: end && real(end, tz), filename: file.name, count: events.length });
  return true;
}
