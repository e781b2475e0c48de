/**
 * Date-like cell formats (date, time, datetime, relative time) on Date and
 * Intl; only `pattern` formatting uses dayjs (./format-pattern), which the
 * script bundles load on first use. Strings are read strictly: 'YYYY-MM-DD'
 * and 'YYYY-MM-DD HH:mm[:ss]' are local (no time-zone shift), an ISO string
 * with Z or an offset is an instant; anything else is not a date.
 */
import type { FormatOptions } from './formats';
import { dateTimeFormat } from './format-intl';
import type * as LazyFormats from './format-lazy';

const DATE_STRING = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?(Z|([+-])(\d{2}):?(\d{2}))?$/i;
const TIME_STRING = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Parse a cell value as a Date: a valid Date (copied), epoch milliseconds, or
 * one of the strings in the module note. Undefined for anything else, including
 * impossible days ('2024-02-30'), bare years, numeric strings, null and
 * undefined (never "now").
 */
export function toDate(value: unknown): Date | undefined {
  let date: Date;
  if (value instanceof Date || typeof value === 'number') date = new Date(+value);
  else {
    const m = typeof value === 'string' ? DATE_STRING.exec(value.trim()) : null;
    if (!m) return undefined;
    const [y, mo, d, h, mi, s] = m.slice(1, 7).map((p) => Number(p ?? 0));
    // a real calendar day and clock time: no 30 February, no 24:00
    if (mo < 1 || mo > 12 || d < 1 || d > new Date(y, mo, 0).getDate() || h > 23 || mi > 59 || s > 59) return undefined;
    const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3)); // '.5' is 500 ms
    date = new Date(0);
    if (m[8]) {
      // an instant: Z or an offset ('+07:00', '+0700')
      const offset = m[9] ? (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11])) : 0;
      date.setUTCFullYear(y, mo - 1, d);
      date.setUTCHours(h, mi - offset, s, ms);
    } else {
      // local wall time (setFullYear keeps the years 0-99 as they are)
      date.setFullYear(y, mo - 1, d);
      date.setHours(h, mi, s, ms);
    }
  }
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A time-of-day string ('14:30', '9:05:07') on the day of `now`, else undefined. */
function timeToday(value: unknown, now: Date): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const m = TIME_STRING.exec(value.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return undefined;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), Number(m[1]), Number(m[2]), Number(m[3] ?? 0));
}

/** The formats chunk (./format-lazy): dayjs date patterns and relative time, bytes, duration, compact, truncate. */
type Formats = typeof LazyFormats;
let formats: Formats | undefined;
let wanted: (() => void) | undefined;

/** Install the formats part: the script bundles once it has arrived, the ESM build from the start (src/eager.ts). */
export function setLazyFormats(loaded: Formats | undefined): void {
  formats = loaded;
}

/**
 * `then` runs once, the first time a format of the chunk is asked for while
 * it is not there: the caller loads it and renders again. Until then such
 * dates show in the locale's format and the other values as plain text.
 */
export function whenLazyFormatsWanted(then: () => void): void {
  wanted = then;
}

/** The formats part, or undefined (asking for it the first time). */
export function lazyFormats(): Formats | undefined {
  if (!formats) {
    const then = wanted;
    wanted = undefined;
    then?.();
  }
  return formats;
}

const STYLES: Record<'date' | 'time' | 'datetime', Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * date / time / datetime: `pattern` → dayjs format (month names in a dayjs
 * locale the page loaded, else English; until dayjs is there, as without a
 * pattern); no pattern → Intl medium date and/or short time in `locale`. The
 * time format also reads '14:30' as that time today. Not a date → undefined
 * (the caller shows the original text).
 */
export function formatDateLike(value: unknown, kind: 'date' | 'time' | 'datetime', o: FormatOptions): string | undefined {
  const date = toDate(value) ?? (kind === 'time' ? timeToday(value, validNow(o.now)) : undefined);
  if (!date) return undefined;
  const dayjsFormats = typeof o.pattern === 'string' && o.pattern !== '' ? lazyFormats() : undefined;
  if (dayjsFormats) return dayjsFormats.formatPattern(date, o.pattern!, o.locale);
  return dateTimeFormat(o.locale, STYLES[kind]).format(date);
}

function validNow(now: unknown): Date {
  return now instanceof Date && !Number.isNaN(now.getTime()) ? now : new Date();
}

/**
 * Relative time from `o.now` (default: the current time) in the largest unit
 * whose rounded count stays below the next unit ('3 days ago', 'in 2 hours',
 * 'yesterday'); a date-only string compares calendar days ('today'). Before
 * the dayjs part is there, the date in the locale's format. Not a date →
 * undefined.
 */
export function formatRelative(value: unknown, o: FormatOptions): string | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  const dateOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  return lazyFormats()?.formatRelative(date, dateOnly, o.locale, validNow(o.now))
    ?? dateTimeFormat(o.locale, STYLES[dateOnly ? 'date' : 'datetime']).format(date);
}
