/**
 * iCalendar DATE, DATE-TIME and DURATION values (RFC 5545 3.3.4, 3.3.5,
 * 3.3.6) as the calendar's payload strings. Pure. A time is kept as its
 * wall-clock fields (read as if UTC) and its kind: a day, a UTC time (`Z`),
 * a time in a named zone (TZID, read through Intl: model/zone.ts), or a
 * floating time (local, or UTC with the calendar's `timezone: 'UTC'`).
 */
import { realDay } from './dates';
import { zonedInstant } from './zone';

type Kind = 'date' | 'utc' | 'zoned' | 'floating';

export interface IcsTime {
  dateOnly: boolean;
  /** The TZID it was given in, if any (kept on the payload as `timezone`). */
  zone: string | null;
  /** The payload string: `YYYY-MM-DD`, an ISO instant with `Z`, or a floating `YYYY-MM-DDTHH:mm:ss`. */
  text(): string;
  /** This time moved by a DURATION (`P1D`, `-PT30M`, `P2W`); null when that is no duration. */
  plus(duration: string): IcsTime | null;
  /** Its instant in ms (a floating time read as UTC: for ordering only). */
  instant(): number;
  /** Whether this time is later than `other`. */
  after(other: IcsTime): boolean;
}

const VALUE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/i;
const DURATION = /^([+-])?P(?:(\d{1,6})W)?(?:(\d{1,6})D)?(?:T(?:(\d{1,6})H)?(?:(\d{1,6})M)?(?:(\d{1,6})S)?)?$/i;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function make(wall: number, kind: Kind, zone: string | null): IcsTime {
  const instant = (): number => (kind === 'zoned' ? zonedInstant(wall, zone!) ?? wall : wall);
  return {
    dateOnly: kind === 'date',
    zone,
    text() {
      const d = new Date(wall);
      const day = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
      if (kind === 'date') return day;
      if (kind === 'floating') return `${day}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
      return new Date(instant()).toISOString();
    },
    plus(duration) {
      const m = DURATION.exec(duration.trim());
      if (!m || m[0] === 'P' || /T$/i.test(m[0])) return null;
      const [w, d, h, min, s] = m.slice(2).map((p) => Number(p ?? 0));
      const ms = ((((w * 7 + d) * 24 + h) * 60 + min) * 60 + s) * 1000;
      return make(wall + (m[1] === '-' ? -ms : ms), kind, zone);
    },
    after(other) {
      return instant() > other.instant();
    },
    instant,
  };
}

/**
 * A DATE or DATE-TIME property value (`VALUE=DATE`, `TZID=`); null when it is neither, or names no real
 * day or time. A TZID the browser does not know is reported once and read as floating (local) time.
 */
export function parseValue(line: { params: Record<string, string>; value: string }, report: (problem: string) => void): IcsTime | null {
  const m = VALUE.exec(line.value.trim());
  if (!m) return null;
  const [y, mo, d, h, min, s] = m.slice(1, 7).map((p) => Number(p ?? 0));
  if (realDay(y, mo, d) === null || h > 23 || min > 59 || s > 60) return null;
  const utc = Date.UTC(y, mo - 1, d, h, min, Math.min(s, 59));
  // Date.UTC reads a year 0-99 as 1900-1999.
  const fixed = y < 100 ? new Date(utc).setUTCFullYear(y) : utc;
  if (!m[4] || line.params.VALUE?.toUpperCase() === 'DATE') return make(fixed, 'date', null);
  if (m[7]) return make(fixed, 'utc', null);
  const zone = line.params.TZID?.trim() || null;
  if (zone && zonedInstant(fixed, zone) === null) {
    report(`.ics: TZID "${zone.slice(0, 60)}" is not a time zone this browser knows — its times are read as local time`);
    return make(fixed, 'floating', zone);
  }
  return make(fixed, zone ? 'zoned' : 'floating', zone);
}
