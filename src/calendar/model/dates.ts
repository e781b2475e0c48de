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
  // Whole numbers in years far inside the Date range: counted (a feed of 5,000 events calls this tens of thousands of times).
  if (Number.isInteger(year) && Number.isInteger(month0) && Number.isInteger(date) && Math.abs(year) < 200_000 && Math.abs(month0) < 1_000_000 && Math.abs(date) < 10_000_000) {
    return daysFromCivil(year + Math.floor(month0 / 12), ((month0 % 12) + 12) % 12, date);
  }
  // Date.UTC reads a year 0-99 as 1900-1999: such a year is counted 400 years (146,097 days) later,
  // where the calendar is the same. No Date is made: a calendar of 1,500 events calls this thousands of times.
  const early = year >= 0 && year < 100;
  return Math.floor(Date.UTC(early ? year + 400 : year, month0, date) / MS_PER_DAY) - (early ? 146_097 : 0);
}

/** Days from 1970-01-01 to day `date` (may overflow) of month `month0` (0-11) of `year`, proleptic Gregorian (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month0: number, date: number): Day {
  const y = month0 < 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month0 < 2 ? month0 + 10 : month0 - 2) + 2) / 5) + date - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/** Days of each month (0-based) in a common year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Year, 0-based month and day of month of `day`. */
export function partsOf(day: Day): { year: number; month0: number; date: number } {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month0: d.getUTCMonth(), date: d.getUTCDate() };
}

/** Read for its UTC fields only, then forgotten: dateOfDay makes no Date but the one it returns (thousands per render). */
const scratch = new Date(0);

/** Local midnight of `day` as a Date (what event payloads carry). */
export function dateOfDay(day: Day, minutes = 0): Date {
  scratch.setTime(day * MS_PER_DAY);
  const year = scratch.getUTCFullYear();
  const month0 = scratch.getUTCMonth();
  const date = scratch.getUTCDate();
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

/** The character code of digit `n`. */
const c = (n: number) => 48 + n;

/** The instants of the years 0000-9999, which toISOString writes with four digits. */
const ISO_FIRST = -62_167_219_200_000;
const ISO_LAST = 253_402_300_800_000;

/**
 * `new Date(ms).toISOString()`, the same text (`YYYY-MM-DDTHH:mm:ss.sssZ`), made without a Date and in one string
 * for the years 0000-9999 (an .ics feed writes and reads thousands); toISOString itself outside them.
 */
export function isoString(ms: number): string {
  if (!(ms >= ISO_FIRST && ms < ISO_LAST)) return new Date(ms).toISOString();
  // A Date drops a fraction of a millisecond (towards zero).
  ms = Math.trunc(ms);
  const day = Math.floor(ms / MS_PER_DAY);
  let rest = ms - day * MS_PER_DAY;
  // H. Hinnant's civil_from_days.
  const era = Math.floor((day + 719_468) / 146_097);
  const doe = day + 719_468 - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const min = Math.floor(rest / 60_000);
  rest -= min * 60_000;
  const s = Math.floor(rest / 1000);
  const milli = rest - s * 1000;
  return String.fromCharCode(c(Math.floor(y / 1000)), c(Math.floor(y / 100) % 10), c(Math.floor(y / 10) % 10), c(y % 10), 45, c(Math.floor(m / 10)), c(m % 10), 45,
    c(Math.floor(d / 10)), c(d % 10), 84, c(Math.floor(h / 10)), c(h % 10), 58, c(Math.floor(min / 10)), c(min % 10), 58, c(Math.floor(s / 10)), c(s % 10), 46,
    c(Math.floor(milli / 100)), c(Math.floor(milli / 10) % 10), c(milli % 10), 90);
}

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
  if (Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year)) {
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    return date < 1 || date > (month === 2 && leap ? 29 : MONTH_DAYS[month - 1]) ? null : dayFromParts(year, month - 1, date);
  }
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

/** hhmm's strings of a day's whole minutes, made once each (every timed event has two). */
const clock = new Map<number, string>();

/** 'HH:mm' of minutes since midnight (1440 prints as 24:00). */
export function hhmm(minutes: number): string {
  let out = clock.get(minutes);
  if (out === undefined) {
    out = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    if (Number.isInteger(minutes) && minutes >= 0 && minutes <= 1440) clock.set(minutes, out);
  }
  return out;
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
