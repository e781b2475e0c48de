/**
 * Message catalogues of both widgets (README "Languages"). A catalogue maps
 * keys to templates: `{name}` placeholders, numbers formatted with Intl for
 * the locale, and plural forms chosen by Intl.PluralRules on `{count}`:
 * `'one:{count} row.|{count} rows.'` (forms split by `|`, each but the last
 * named by its plural category; the last is 'other'). English is built in
 * where each text is used; other languages are one file each in src/lang/.
 * A host I18nManager's translate() wins: it is asked with the English text
 * (as the calendar always did) and used when it returns something else.
 */
import { hostI18n } from './host';

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

export type Params = Record<string, string | number>;

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

/**
 * A well-formed BCP 47 tag, canonical ('th-th' → 'th-TH'), else null. Not
 * supportedLocalesOf: its first call loads the locale data (≈10–20 ms before a
 * table's first render); a tag Intl has no data for formats in its default.
 */
function supportedLocale(tag: string | null | undefined): string | null {
  if (!tag) return null;
  try {
    return Intl.getCanonicalLocales(tag.replace('_', '-'))[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The language a widget speaks: its own (`data-locale`, the locale option or
 * prop; 'auto' or empty = none), then the host I18nManager's, then
 * `<html lang>`, then the browser's; the first one Intl accepts, else 'en'.
 */
export function resolveLocale(preference: string | null | undefined, env: LocaleEnv): string {
  const candidates = preference && preference !== 'auto' ? [preference] : [hostLocale(env.i18n), env.documentLang, env.navigatorLang];
  for (const c of candidates) {
    const tag = supportedLocale(c);
    if (tag) return tag;
  }
  return 'en';
}

/** The host's translation of `text`, when it has one (it returns something other than its input). */
export function hostText(i18n: HostI18n | null | undefined, text: string, locale: string): string | undefined {
  const translate = i18n?.translate ?? i18n?.t;
  try {
    const value = typeof translate === 'function' ? translate.call(i18n, text, {}, locale) : undefined;
    return typeof value === 'string' && value && value !== text ? value : undefined;
  } catch {
    return undefined; // a failing host translator leaves the built-in text
  }
}

/** Fill a template for `locale`: the plural form for `count`, then `{name}` placeholders (numbers through Intl). */
export function say(locale: string, template: string, params: Params = {}): string {
  const n = params.count;
  if (typeof n === 'number' && template.includes('|')) {
    const forms = template.split('|');
    const category = `${new Intl.PluralRules(locale).select(n)}:`;
    template = forms.find((f) => f.startsWith(category))?.slice(category.length) ?? forms[forms.length - 1];
  }
  return template.replace(/\{(\w+)\}/g, (m, key: string) => {
    const value = params[key];
    return value === undefined ? m : typeof value === 'number' ? value.toLocaleString(locale) : value;
  });
}

/** The base language of a tag, lower case: 'th-TH' → 'th'. */
export const baseLanguage = (locale: string): string => locale.toLowerCase().split(/[-_]/)[0];

/** What locale 'auto' resolves from: the host I18nManager, the page's lang, the browser's language. */
export function localeEnv(): LocaleEnv {
  const doc = globalThis.document;
  return {
    i18n: hostI18n() as HostI18n | null,
    documentLang: doc?.documentElement?.getAttribute('lang'),
    navigatorLang: globalThis.navigator?.language,
  };
}
