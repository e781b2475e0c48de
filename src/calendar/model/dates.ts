/**
 * Calendar days as integers. A `Day` is the number of days since 1970-01-01
 * in the local calendar (not an instant): day arithmetic is plain integer
 * arithmetic, immune to DST and to time of day. Conversions go through
 * Date.UTC on the local year/month/date parts.
 */
export type Day = number;

const MS_PER_DAY = 86_400_000;

/** The local calendar day of `date`. */
export function dayOf(date: Date): Day {
  return dayFromParts(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Day from year, 0-based month and day of month; overflowing parts roll over (Feb 30 -> Mar 1/2). */
export function dayFromParts(year: number, month0: number, date: number): Day {
  // Date.UTC reads a year 0-99 as 1900-1999: such a year is counted 400 years (146,097 days) later,
  // where the calendar is the same. No Date is made: a calendar of 1,500 events calls this thousands of times.
  const early = year >= 0 && year < 100;
  return Math.floor(Date.UTC(early ? year + 400 : year, month0, date) / MS_PER_DAY) - (early ? 146_097 : 0);
}

/** Year, 0-based month and day of month of `day`. */
export function partsOf(day: Day): { year: number; month0: number; date: number } {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month0: d.getUTCMonth(), date: d.getUTCDate() };
}

/** Local midnight of `day` as a Date (what event payloads carry). */
export function dateOfDay(day: Day, minutes = 0): Date {
  const { year, month0, date } = partsOf(day);
  const out = new Date(year, month0, date, 0, minutes);
  // The Date constructor reads a year 0-99 as 1900-1999.
  if (year >= 0 && year < 100) {
    out.setFullYear(year, month0, date);
    out.setHours(0, minutes);
  }
  return out;
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: Day): number {
  return (((day + 4) % 7) + 7) % 7;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of `day` (the API's date format). */
export function isoDay(day: Day): string {
  const { year, month0, date } = partsOf(day);
  return `${pad(year, 4)}-${pad(month0 + 1)}-${pad(date)}`;
}

/** Strict 'YYYY-MM-DD' (a real calendar day) to a Day; null otherwise. */
export function parseIsoDay(text: string): Day | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return m ? realDay(+m[1], +m[2], +m[3]) : null;
}

/** The Day of year, 1-based month and day of month when they make a real calendar day; null otherwise. */
export function realDay(year: number, month: number, date: number): Day | null {
  return month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month - 1) ? null : dayFromParts(year, month - 1, date);
}

/** Number of days in a month (0-based). */
export function daysInMonth(year: number, month0: number): number {
  return dayFromParts(year, month0 + 1, 1) - dayFromParts(year, month0, 1);
}

/** First day of the month containing `day`. */
export function startOfMonth(day: Day): Day {
  const { year, month0 } = partsOf(day);
  return dayFromParts(year, month0, 1);
}

/** Last day of the month containing `day`. */
export function endOfMonth(day: Day): Day {
  const { year, month0 } = partsOf(day);
  return dayFromParts(year, month0 + 1, 0);
}

/** `day` moved by `n` months, keeping the day of month where it exists (Jan 31 + 1 -> Feb 28/29). */
export function addMonths(day: Day, n: number): Day {
  const { year, month0, date } = partsOf(day);
  const target = dayFromParts(year, month0 + n, 1);
  const { year: y, month0: m } = partsOf(target);
  return dayFromParts(y, m, Math.min(date, daysInMonth(y, m)));
}

/** Minutes since midnight of a Date (local clock). */
export function minutesOf(date: Date): number {
  return date.getHours() * 60 + date.getMinutes();
}

/** 'HH:mm' of minutes since midnight (1440 prints as 24:00). */
export function hhmm(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 'H:mm', 'HH:mm' or 'HH:mm:ss' to minutes since midnight; null when not a clock time. */
export function parseClock(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}
