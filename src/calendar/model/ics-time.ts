/**
 * iCalendar DATE, DATE-TIME and DURATION values (RFC 5545 3.3.4, 3.3.5,
 * 3.3.6) as the calendar's payload strings. Pure. A time is kept as its
 * wall-clock fields (read as if UTC) and its kind: a day, a UTC time (`Z`),
 * a time in a named zone (TZID, read through Intl: model/zone.ts), or a
 * floating time (local, or UTC with the calendar's `timezone: 'UTC'`).
 * A feed has thousands: one small object each, its instant found once.
 */
import { isoString } from './iso-string';
import { zonedInstant, zoneOffset } from './zone';

type Kind = 'date' | 'utc' | 'zoned' | 'floating';

/** Days of each month (1-12, index 0 unused) of a common year. */
const MONTH_DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The days of month `month` (1-12) of `year` (proleptic Gregorian, as Date counts): a table, not three Date.UTC calls. */
const monthLength = (year: number, month: number) => (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : MONTH_DAYS[month]);

/** Whether `text` has ASCII digits only from `at` to `end`. */
function digitsAt(text: string, at: number, end: number): boolean {
  for (let i = at; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The digits of `text` from `at` to `end` as a number. */
function readNumber(text: string, at: number, end: number): number {
  let n = 0;
  for (let i = at; i < end; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}
const DURATION = /^([+-])?P(?:(\d{1,6})W)?(?:(\d{1,6})D)?(?:T(?:(\d{1,6})H)?(?:(\d{1,6})M)?(?:(\d{1,6})S)?)?$/i;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** Wall times of the years 0000-9999, which toISOString writes with four digits. */
const FIRST = -62_167_219_200_000;
const LAST = 253_402_300_800_000;

export class IcsTime {
  readonly dateOnly: boolean;
  /** Its instant in ms (a floating time read as UTC: for ordering only). */
  readonly at: number;

  /** `at`: the instant when the caller has it (a zoned time's, found once); otherwise it is worked out. */
  constructor(
    /** Wall-clock fields read as if UTC, in ms. */
    readonly wall: number,
    readonly kind: Kind,
    /** The TZID it was given in, if any (kept on the payload as `timezone`). */
    readonly zone: string | null,
    at?: number,
  ) {
    this.dateOnly = kind === 'date';
    this.at = at ?? (kind === 'zoned' ? zonedInstant(wall, zone!) ?? wall : wall);
  }

  /** The payload string: `YYYY-MM-DD`, an ISO instant with `Z`, or a floating `YYYY-MM-DDTHH:mm:ss`. */
  text(): string {
    return this.kind === 'utc' || this.kind === 'zoned' ? isoString(this.at) : this.#wallText();
  }

  /**
   * The payload string of a series' DTSTART: as text(), but a TZID time that a spring change skips in its zone stays
   * its wall time (`YYYY-MM-DDTHH:mm:ss`, read in the series' `timezone`). RFC 5545 3.3.10 repeats a series at
   * DTSTART's wall clock and moves only an occurrence whose wall time does not exist that day (later by the gap):
   * the instant would name the clock time after the gap, and every later occurrence would come an hour late.
   */
  seriesText(): string {
    return this.kind === 'zoned' && this.at + zoneOffset(this.zone!, this.at)! !== this.wall ? this.#wallText() : this.text();
  }

  #wallText(): string {
    const { wall, kind } = this;
    if (wall >= FIRST && wall < LAST) return isoString(wall).slice(0, kind === 'date' ? 10 : 19);
    const d = new Date(wall);
    const day = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    return kind === 'date' ? day : `${day}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  }

  /** This time moved by a DURATION (`P1D`, `-PT30M`, `P2W`); null when that is no duration. */
  plus(duration: string): IcsTime | null {
    const m = DURATION.exec(duration.trim());
    if (!m || m[0] === 'P' || /T$/i.test(m[0])) return null;
    const [w, d, h, min, s] = m.slice(2).map((p) => Number(p ?? 0));
    const ms = ((((w * 7 + d) * 24 + h) * 60 + min) * 60 + s) * 1000;
    return new IcsTime(this.wall + (m[1] === '-' ? -ms : ms), this.kind, this.zone);
  }

  /** Whether this time is later than `other`. */
  after(other: IcsTime): boolean {
    return this.at > other.at;
  }
}


/**
 * A DATE or DATE-TIME property value (`VALUE=DATE`, `TZID=`); null when it is neither, or names no real
 * day or time. A TZID the browser does not know is reported once and read as floating (local) time.
 */
export function parseValue(value: string, params: Record<string, string>, report: (problem: string) => void): IcsTime | null {
  const v = value.trim();
  // `YYYYMMDD`, `YYYYMMDDTHHMMSS` or that and `Z` (VALUE), read by character codes: a feed has thousands.
  const timed = v.length === 15 || v.length === 16;
  if (!(v.length === 8 || timed) || !digitsAt(v, 0, 8) || (timed && (!digitsAt(v, 9, 15) || (v[8] !== 'T' && v[8] !== 't')))) return null;
  const utcMark = v.length === 16;
  if (utcMark && v[15] !== 'Z' && v[15] !== 'z') return null;
  const y = readNumber(v, 0, 4);
  const mo = readNumber(v, 4, 6);
  const d = readNumber(v, 6, 8);
  const h = timed ? readNumber(v, 9, 11) : 0;
  const min = timed ? readNumber(v, 11, 13) : 0;
  const s = timed ? readNumber(v, 13, 15) : 0;
  if (mo < 1 || mo > 12 || d < 1 || d > monthLength(y, mo) || h > 23 || min > 59 || s > 60) return null;
  const utc = Date.UTC(y, mo - 1, d, h, min, Math.min(s, 59));
  // Date.UTC reads a year 0-99 as 1900-1999.
  const fixed = y < 100 ? new Date(utc).setUTCFullYear(y) : utc;
  if (!timed || (params.VALUE !== undefined && params.VALUE.toUpperCase() === 'DATE')) return new IcsTime(fixed, 'date', null);
  if (utcMark) return new IcsTime(fixed, 'utc', null);
  const zone = params.TZID?.trim() || null;
  if (!zone) return new IcsTime(fixed, 'floating', null);
  const at = zonedInstant(fixed, zone);
  if (at === null) {
    report(`.ics: TZID "${zone.slice(0, 60)}" is not a time zone this browser knows — its times are read as local time`);
    return new IcsTime(fixed, 'floating', zone);
  }
  return new IcsTime(fixed, 'zoned', zone, at);
}
