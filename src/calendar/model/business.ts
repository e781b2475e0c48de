/**
 * The time grid's business hours and "now" line (issue 23 item 8), pure:
 * parsing `data-business-hours` ("HH:mm-HH:mm") and `data-business-days`
 * (0-6, Sunday 0), the open part of a day column, and where the now line
 * sits. Positions are fractions of the visible time range (the whole day).
 */
import type { Parser } from '../../core/attrs';
import { dayOf, hhmm, minutesOf, parseClock, weekdayOf, type Day } from './dates';
import { say, type Strings } from './locale';

/** Opening time and closing time, in minutes since midnight (end may be 1440, written 24:00). */
export interface BusinessHours { start: number; end: number }
/** A part of a day column, as fractions of the day (0 = midnight at its top, 1 = its bottom). */
export interface Span { from: number; to: number }

const DAY_MINUTES = 1440;

/** "09:00-17:00" (also "9:00 - 17:30", "08:00-24:00") as minutes; null unless it is a range that ends after it starts. */
export function businessHoursOf(text: string | null): BusinessHours | null {
  const [a, b, extra] = (text ?? '').split('-');
  const start = parseClock(a);
  const end = b?.trim() === '24:00' ? DAY_MINUTES : parseClock(b);
  return extra === undefined && start !== null && end !== null && end > start ? { start, end } : null;
}

/** data-business-hours: a time range such as 09:00-17:00 (kept as written); empty: off. */
export const parseBusinessHours: Parser<string | null> = (raw, report) => {
  if (!raw.trim() || businessHoursOf(raw)) return raw.trim() || null;
  report(`"${raw}" is not a time range such as 09:00-17:00`);
  return undefined;
};

/** data-business-days: "1,2,3,4,5" or [1,2,3,4,5], weekdays 0 (Sunday) to 6. */
export const parseBusinessDays: Parser<number[]> = (raw, report) => {
  const list = raw.replace(/[[\]\s]/g, '');
  if (/^[0-6](,[0-6])*$/.test(list)) return list.split(',').map(Number);
  report(`"${raw}" is not a list of weekdays 0 (Sunday) to 6`);
  return undefined;
};

/** The open part of `day`'s column, as fractions of the day (from 0 to 0 on a day that is not a business day). */
export function openSpan(day: Day, hours: BusinessHours, days: readonly number[]): Span {
  return days.includes(weekdayOf(day)) ? { from: hours.start / DAY_MINUTES, to: hours.end / DAY_MINUTES } : { from: 0, to: 0 };
}

/** What assistive technology hears for `day`: "Business hours 09:00 to 17:00" or "Closed". */
export function businessText(day: Day, hours: BusinessHours, days: readonly number[], strings: Strings, locale: string): string {
  return days.includes(weekdayOf(day)) ? say(locale, strings.businessHours, { start: hhmm(hours.start), end: hhmm(hours.end) }) : strings.closed;
}

/**
 * Where the now line sits in `day`'s column: the fraction of the visible time range (the grid
 * shows the whole day) at this minute; null when `now` is on another day.
 */
export function nowAt(now: Date, day: Day): number | null {
  return dayOf(now) === day ? minutesOf(now) / DAY_MINUTES : null;
}
