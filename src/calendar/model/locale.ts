/**
 * Locale resolution and strings (spec "Calendar configuration" locale,
 * "What the service does"): 'auto' asks the host i18n manager, then the
 * document language, then the browser; English is built in, other languages
 * are the language files of src/lang/ (loaded as chunks by the store), and a
 * host translate() wins over both. Weekday and month names come from Intl.
 */
import { dateOfDay, type Day } from './dates';
import type { View } from './ranges';
import { baseLanguage, hostText, type HostI18n } from '../../core/i18n';
import { dateTimeFormat } from '../../core/format-intl';

export { resolveLocale, say, type HostI18n, type LocaleEnv } from '../../core/i18n';

export const STRINGS_EN = {
  calendar: 'Calendar',
  today: 'Today',
  previous: 'Previous',
  next: 'Next',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  list: 'List',
  view: 'View',
  more: '+{count} more',
  moreLabel: 'one:{count} more event on {date}|{count} more events on {date}',
  untitled: 'Untitled',
  allDay: 'All day',
  close: 'Close',
  noEvents: 'No events',
  loading: 'Loading...',
  loadError: 'Events could not be loaded.',
  retry: 'Retry',
  dismiss: 'Dismiss',
  selectMonth: 'Month',
  selectYear: 'Year',
  location: 'Location',
  category: 'Category',
  range: '{start} to {end}',
  businessHours: 'Business hours {start} to {end}',
  closed: 'Closed',
};

type StringKey = keyof typeof STRINGS_EN;
export type Strings = Record<StringKey, string>;

/**
 * Strings for `locale`: a host translation of the English text when the host
 * has one, else the language file's (`file`: its calendar catalogue, once
 * loaded), else English.
 */
export function stringsFor(locale: string, i18n?: HostI18n | null, file?: Partial<Strings>): Strings {
  const out = { ...STRINGS_EN, ...file };
  for (const key of Object.keys(STRINGS_EN) as StringKey[]) out[key] = hostText(i18n, STRINGS_EN[key], locale) ?? out[key];
  return out;
}

/** Weekday names from `firstDayOfWeek`, e.g. ['Mon', 'Tue', ...]. */
export function weekdayNames(locale: string, firstDayOfWeek: number, width: 'short' | 'long' | 'narrow' = 'short'): string[] {
  const f = dateTimeFormat(locale, { weekday: width });
  // 1970-01-04 (day 3) was a Sunday
  return Array.from({ length: 7 }, (_, i) => f.format(dateOfDay(3 + ((firstDayOfWeek + i) % 7))));
}

/** The twelve month names. */
export function monthNames(locale: string, width: 'long' | 'short' = 'long'): string[] {
  const f = dateTimeFormat(locale, { month: width });
  return Array.from({ length: 12 }, (_, m) => f.format(new Date(2024, m, 1)));
}

/** A year as the locale counts it, without era words (Thai: 2569 for 2026). */
export function formatYear(locale: string, year: number): string {
  const d = new Date(2024, 0, 1);
  d.setFullYear(year);
  const parts = dateTimeFormat(locale, { year: 'numeric' }).formatToParts(d);
  return parts.find((p) => p.type === 'year')?.value ?? String(year);
}

/** Period label: 'Mar 3 – 9, 2024' (week), 'Sunday, March 3, 2024' (day), 'March 2024' (month, list). */
export function periodLabel(locale: string, view: View, start: Day, end: Day): string {
  if (view === 'day') return longDate(locale, start);
  if (view === 'week') {
    const f = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    // formatRange (ES2021 Intl) is in every browser that runs the ES2022 bundles: no hand-made fallback.
    return f.formatRange(dateOfDay(start), dateOfDay(end));
  }
  return dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(dateOfDay(start));
}

const longDates = new Map<string, string>();

/**
 * 'Sunday, March 3, 2024' in the locale. Remembered: every event's accessible name says its
 * dates, so a week of 500 events asks for the same few days hundreds of times.
 */
export function longDate(locale: string, day: Day): string {
  const key = locale + ' ' + day;
  let text = longDates.get(key);
  if (text === undefined) {
    if (longDates.size > 999) longDates.clear();
    longDates.set(key, (text = dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(dateOfDay(day))));
  }
  return text;
}
