/**
 * The date formats that need dayjs: patterns (data-pattern="DD/MM/YYYY") and
 * relative time (humanize of a date: calendar-aware month and year
 * differences). The script bundles load this as a chunk on first use
 * (the formats part with ./format-rare, core/lazy.ts); a Svelte app's bundler
 * splits it off the same way. Reading dates (format-dates toDate) needs no dayjs.
 */
import dayjs from 'dayjs';
import { relativeTimeFormat, safeLocale } from './format-intl';

/** The dayjs locale for an Intl locale ('de-DE' → 'de') if the page loaded it, else undefined. */
function dayjsLocale(locale: unknown): string | undefined {
  const loc = safeLocale(locale)?.toLowerCase();
  if (!loc) return undefined;
  const base = loc.split('-')[0];
  return [loc, base].find((name) => Object.prototype.hasOwnProperty.call(dayjs.Ls, name));
}

/** `date` in dayjs `pattern`: month names in a dayjs locale the page loaded, else English. */
export function formatPattern(date: Date, pattern: string, locale: unknown): string {
  const loc = dayjsLocale(locale);
  return (loc ? dayjs(date).locale(loc) : dayjs(date)).format(pattern);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit & dayjs.OpUnitType, number]> = [
  ['second', 60], ['minute', 60], ['hour', 24], ['day', 30], ['month', 12], ['year', Infinity],
];

/**
 * `date` relative to `now` in the largest unit whose rounded count stays
 * below the next unit ('3 days ago', 'in 2 hours', 'yesterday'); `dateOnly`
 * compares calendar days ('today').
 * @public reached through the dates chunk's namespace (knip does not follow it)
 */
export function formatRelative(date: Date, dateOnly: boolean, locale: unknown, now: Date): string {
  const from = dateOnly ? dayjs(now).startOf('day') : dayjs(now);
  const rtf = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, limit] of dateOnly ? UNITS.slice(3) : UNITS) {
    const count = Math.round(dayjs(date).diff(from, unit, true));
    if (Math.abs(count) < limit) return rtf.format(count === 0 ? 0 : count, unit);
  }
  return '';
}
