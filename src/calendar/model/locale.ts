/**
 * Locale resolution and strings (spec "Calendar configuration" locale,
 * "What the service does"): 'auto' asks the host i18n manager, then the
 * document language, then the browser; built-in strings exist in English
 * and Thai, and a host translate() wins over them. Weekday and month names
 * come from Intl, so no locale files ship.
 */
import { dateOfDay, type Day } from './dates';

export const STRINGS_EN = {
  calendar: 'Calendar',
  today: 'Today',
  previous: 'Previous',
  next: 'Next',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  view: 'View',
  more: '+{count} more',
  moreLabel: '{count} more events on {date}',
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
};

type StringKey = keyof typeof STRINGS_EN;
export type Strings = Record<StringKey, string>;

const STRINGS_TH: Strings = {
  calendar: 'ปฏิทิน',
  today: 'วันนี้',
  previous: 'ก่อนหน้า',
  next: 'ถัดไป',
  month: 'เดือน',
  week: 'สัปดาห์',
  day: 'วัน',
  view: 'มุมมอง',
  more: '+{count} เพิ่มเติม',
  moreLabel: 'กิจกรรมเพิ่มเติม {count} รายการในวันที่ {date}',
  untitled: 'ไม่มีชื่อ',
  allDay: 'ทั้งวัน',
  close: 'ปิด',
  noEvents: 'ไม่มีกิจกรรม',
  loading: 'กำลังโหลด...',
  loadError: 'โหลดกิจกรรมไม่สำเร็จ',
  retry: 'ลองใหม่',
  dismiss: 'ปิด',
  selectMonth: 'เดือน',
  selectYear: 'ปี',
  location: 'สถานที่',
  category: 'หมวดหมู่',
  range: '{start} ถึง {end}',
};

const BUILT_IN: Record<string, Strings> = { en: STRINGS_EN, th: STRINGS_TH };

/** The slice of a host I18nManager Almanac uses; every member optional. */
export interface HostI18n {
  getCurrentLocale?: () => unknown;
  getLocale?: () => unknown;
  currentLocale?: unknown;
  locale?: unknown;
  translate?: (key: string, params?: Record<string, unknown>, locale?: string) => unknown;
  t?: (key: string, params?: Record<string, unknown>) => unknown;
}

export interface LocaleEnv {
  i18n?: HostI18n | null;
  documentLang?: string | null;
  navigatorLang?: string | null;
}

const call = (fn: unknown, self: unknown): unknown => {
  try {
    return typeof fn === 'function' ? fn.call(self) : fn;
  } catch {
    return undefined;
  }
};

/** The host i18n manager's current locale, trying the names frameworks use. */
function hostLocale(i18n: HostI18n | null | undefined): string | null {
  if (!i18n) return null;
  for (const candidate of [i18n.getCurrentLocale, i18n.getLocale, i18n.currentLocale, i18n.locale]) {
    const value = call(candidate, i18n);
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** A BCP 47 tag Intl accepts, else null. */
function supportedLocale(tag: string | null | undefined): string | null {
  if (!tag) return null;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag.replace('_', '-')])[0] ?? null;
  } catch {
    return null;
  }
}

/** Effective locale for a `locale` option ('auto' or a tag); 'en' when nothing usable is found. */
export function resolveLocale(preference: string, env: LocaleEnv): string {
  const candidates = preference && preference !== 'auto' ? [preference] : [hostLocale(env.i18n), env.documentLang, env.navigatorLang];
  for (const c of candidates) {
    const tag = supportedLocale(c ?? null);
    if (tag) return tag;
  }
  return 'en';
}

/** Fill `{name}` placeholders. */
export function interpolate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in params ? String(params[key]) : m));
}

/**
 * Strings for `locale`: a host translation of the English text when the host
 * has one (it returns something other than its input), else the built-in
 * language, else English.
 */
export function stringsFor(locale: string, i18n?: HostI18n | null): Strings {
  const base = BUILT_IN[locale.toLowerCase()] ?? BUILT_IN[locale.toLowerCase().split('-')[0]] ?? STRINGS_EN;
  const out = { ...base };
  const translate = i18n?.translate ?? i18n?.t;
  if (typeof translate !== 'function') return out;
  for (const key of Object.keys(STRINGS_EN) as StringKey[]) {
    try {
      const value = translate.call(i18n, STRINGS_EN[key], {}, locale);
      if (typeof value === 'string' && value && value !== STRINGS_EN[key]) out[key] = value;
    } catch {
      /* a failing host translator leaves the built-in string */
    }
  }
  return out;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Cached Intl.DateTimeFormat. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** Weekday names from `firstDayOfWeek`, e.g. ['Mon', 'Tue', ...]. */
export function weekdayNames(locale: string, firstDayOfWeek: number, width: 'short' | 'long' | 'narrow' = 'short'): string[] {
  const f = dateFormat(locale, { weekday: width });
  // 1970-01-04 (day 3) was a Sunday
  return Array.from({ length: 7 }, (_, i) => f.format(dateOfDay(3 + ((firstDayOfWeek + i) % 7))));
}

/** The twelve month names. */
export function monthNames(locale: string, width: 'long' | 'short' = 'long'): string[] {
  const f = dateFormat(locale, { month: width });
  return Array.from({ length: 12 }, (_, m) => f.format(new Date(2024, m, 1)));
}

/** A year as the locale counts it, without era words (Thai: 2569 for 2026). */
export function formatYear(locale: string, year: number): string {
  const d = new Date(2024, 0, 1);
  d.setFullYear(year);
  const parts = dateFormat(locale, { year: 'numeric' }).formatToParts(d);
  return parts.find((p) => p.type === 'year')?.value ?? String(year);
}

/** Period label: 'March 2024', 'Mar 3 – 9, 2024', 'Sunday, March 3, 2024'. */
export function periodLabel(locale: string, view: 'month' | 'week' | 'day', start: Day, end: Day): string {
  if (view === 'month') return dateFormat(locale, { month: 'long', year: 'numeric' }).format(dateOfDay(start));
  if (view === 'day') return longDate(locale, start);
  const f = dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  return f.formatRange ? f.formatRange(dateOfDay(start), dateOfDay(end)) : `${f.format(dateOfDay(start))} – ${f.format(dateOfDay(end))}`;
}

/** 'Sunday, March 3, 2024' in the locale. */
export function longDate(locale: string, day: Day): string {
  return dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(dateOfDay(day));
}
