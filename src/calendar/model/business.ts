/**
 * The time grid's business hours and "now" line (issue 23 item 8), pure:
 * parsing `data-business-hours` ("HH:mm-HH:mm") and `data-business-days`
 * (0-6, Sunday 0), the closed parts of a day column, and where the now line
 * sits. Positions are fractions of the visible time range (the whole day).
 */
import type { Parser } from '../../core/attrs';
import { dayOf, hhmm, minutesOf, parseClock, weekdayOf, type Day } from './dates';
import { say, type Strings } from './locale';

/** Opening time and closing time, in minutes since midnight (end may be 1440, written 24:00). */
export interface BusinessHours { start: number; end: number }
/** A part of a day column, as fractions (0 = top of the visible range, 1 = its bottom). */
export interface Span { from: number; to: number }

const DAY_MINUTES = 1440;
export const WEEKDAYS = [1, 2, 3, 4, 5];

/** "09:00-17:00" (also "9:00 - 17:30", "08:00-24:00") as minutes, or what is wrong with it. */
function readHours(raw: string): BusinessHours | string {
  const [a, b, extra] = raw.split('-');
  const start = parseClock(a);
  const end = b?.trim() === '24:00' ? DAY_MINUTES : parseClock(b);
  if (extra !== undefined || start === null || end === null) return `"${raw}" is not a time range such as 09:00-17:00`;
  return end > start ? { start, end } : `"${raw}" ends before it starts`;
}

/** data-business-hours: checked and written as "HH:mm-HH:mm"; empty: off. */
export const parseBusinessHours: Parser<string | null> = (raw, report) => {
  if (raw.trim() === '') return null;
  const hours = readHours(raw);
  if (typeof hours === 'object') return `${hhmm(hours.start)}-${hhmm(hours.end)}`;
  report(hours);
  return undefined;
};

/** The hours of a checked option value; null when off. */
export function businessHoursOf(option: string | null): BusinessHours | null {
  const hours = option ? readHours(option) : null;
  return typeof hours === 'object' ? hours : null;
}

/** "1,2,3,4,5" or [1,2,3,4,5]: weekdays 0 (Sunday) to 6, sorted, each once. */
export const parseBusinessDays: Parser<number[]> = (raw, report) => {
  const items = raw.replace(/[[\]\s]/g, '').split(',').filter(Boolean);
  if (!items.length || items.some((v) => !/^[0-6]$/.test(v))) {
    report(`"${raw}" is not a list of weekdays 0 (Sunday) to 6`);
    return undefined;
  }
  return [...new Set(items.map(Number))].sort();
};

/** The parts of `day`'s column outside business hours: none when hours are off, all of it on a closed day. */
export function closedSpans(day: Day, hours: BusinessHours | null, days: readonly number[]): Span[] {
  if (!hours) return [];
  if (!days.includes(weekdayOf(day))) return [{ from: 0, to: 1 }];
  const spans = [{ from: 0, to: hours.start / DAY_MINUTES }, { from: hours.end / DAY_MINUTES, to: 1 }];
  return spans.filter((s) => s.to > s.from);
}

/** What assistive technology hears for `day`: "Business hours 09:00 to 17:00", "Closed", or '' when hours are off. */
export function businessText(day: Day, hours: BusinessHours | null, days: readonly number[], strings: Strings, locale: string): string {
  if (!hours) return '';
  if (!days.includes(weekdayOf(day))) return strings.closed;
  return say(locale, strings.businessHours, { start: hhmm(hours.start), end: hhmm(hours.end) });
}

/**
 * Where the now line sits: the index of today's column among the days `first`..`last` and the
 * fraction of the visible time range (`from`..`to` minutes, the whole day by default) at this
 * minute; null when today is not shown or now is outside the range.
 */
export function nowSpot(now: Date, first: Day, last: Day, from = 0, to = DAY_MINUTES): { index: number; at: number } | null {
  const day = dayOf(now);
  const minutes = minutesOf(now);
  if (day < first || day > last || minutes < from || minutes >= to) return null;
  return { index: day - first, at: (minutes - from) / (to - from) };
}
