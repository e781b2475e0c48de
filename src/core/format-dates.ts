/**
 * Date-like cell formats (date, time, datetime, relative time) on dayjs and
 * Intl. Strings are read strictly: 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm[:ss]'
 * are local (no time-zone shift), an ISO string with Z or an offset is an
 * instant; anything else is not a date.
 */
import dayjs from 'dayjs';
import type { FormatOptions } from './formats';
import { dateTimeFormat, relativeTimeFormat, safeLocale } from './format-intl';

const DATE_STRING = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const TIME_STRING = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Whether the numeric parts name a real calendar day and clock time (no 30 February, no 24:00). */
function realParts(m: RegExpExecArray): boolean {
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((p) => (p === undefined ? undefined : Number(p)));
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > new Date(y!, mo!, 0).getDate()) return false;
  return h! < 24 && mi! < 60 && s! < 60;
}

/**
 * Parse a cell value as a Date: a valid Date (copied), epoch milliseconds, or
 * one of the strings in the module note. Undefined for anything else, including
 * impossible days ('2024-02-30'), bare years, numeric strings, null and
 * undefined (never "now").
 */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : new Date(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) && dayjs(value).isValid() ? dayjs(value).toDate() : undefined;
  if (typeof value !== 'string') return undefined;
  const s = value.trim();
  const m = DATE_STRING.exec(s);
  if (!m || !realParts(m)) return undefined;
  const zone = m[7] ? (m[7].toUpperCase() === 'Z' ? 'Z' : m[7].replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2')) : '';
  const local = s.slice(0, s.length - (m[7]?.length ?? 0)).replace(' ', 'T');
  // dayjs reads a local '.5' as 5 ms: write the fraction as exactly 3 digits
  const iso = local.replace(/\.(\d+)$/, (_, f: string) => `.${f.padEnd(3, '0').slice(0, 3)}`) + zone;
  const d = dayjs(iso);
  return d.isValid() ? d.toDate() : undefined;
}

/** A time-of-day string ('14:30', '9:05:07') on the day of `now`, else undefined. */
function timeToday(value: unknown, now: Date): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const m = TIME_STRING.exec(value.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return undefined;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), Number(m[1]), Number(m[2]), Number(m[3] ?? 0));
}

/** The dayjs locale for an Intl locale ('de-DE' → 'de') if the page loaded it, else undefined. */
function dayjsLocale(locale: unknown): string | undefined {
  const loc = safeLocale(locale)?.toLowerCase();
  if (!loc) return undefined;
  const base = loc.split('-')[0];
  return [loc, base].find((name) => Object.prototype.hasOwnProperty.call(dayjs.Ls, name));
}

const STYLES: Record<'date' | 'time' | 'datetime', Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * date / time / datetime: `pattern` → dayjs format (month names in a dayjs
 * locale the page loaded, else English); no pattern → Intl medium date and/or
 * short time in `locale`. The time format also reads '14:30' as that time
 * today. Not a date → undefined (the caller shows the original text).
 */
export function formatDateLike(value: unknown, kind: 'date' | 'time' | 'datetime', o: FormatOptions): string | undefined {
  const date = toDate(value) ?? (kind === 'time' ? timeToday(value, validNow(o.now)) : undefined);
  if (!date) return undefined;
  if (typeof o.pattern === 'string' && o.pattern !== '') {
    const loc = dayjsLocale(o.locale);
    return (loc ? dayjs(date).locale(loc) : dayjs(date)).format(o.pattern);
  }
  return dateTimeFormat(o.locale, STYLES[kind]).format(date);
}

function validNow(now: unknown): Date {
  return now instanceof Date && !Number.isNaN(now.getTime()) ? now : new Date();
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit & dayjs.OpUnitType, number]> = [
  ['second', 60], ['minute', 60], ['hour', 24], ['day', 30], ['month', 12], ['year', Infinity],
];

/**
 * Relative time from `o.now` (default: the current time) in the largest unit
 * whose rounded count stays below the next unit ('3 days ago', 'in 2 hours',
 * 'yesterday'); a date-only string compares calendar days ('today').
 * Not a date → undefined.
 */
export function formatRelative(value: unknown, o: FormatOptions): string | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  const dateOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  const now = dayjs(validNow(o.now));
  const from = dateOnly ? now.startOf('day') : now;
  const units = dateOnly ? UNITS.slice(3) : UNITS;
  const rtf = relativeTimeFormat(o.locale, { numeric: 'auto' });
  for (const [unit, limit] of units) {
    const count = Math.round(dayjs(date).diff(from, unit, true));
    if (Math.abs(count) < limit) return rtf.format(count === 0 ? 0 : count, unit);
  }
  return undefined;
}
