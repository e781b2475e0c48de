/**
 * Cached, fail-safe Intl constructors for the cell formats. A table formats
 * the same column thousands of times, so each formatter is built once per
 * (locale, options). A locale Intl rejects falls back to the runtime default,
 * then to 'en-US'; options Intl rejects still throw (callers catch).
 */
const MAX_CACHED = 200;
const cache = new Map<string, unknown>();

/** The locale if Intl accepts its syntax, else undefined (the runtime default). Never throws. */
export function safeLocale(locale: unknown): string | undefined {
  if (typeof locale !== 'string' || locale.trim() === '') return undefined;
  try {
    Intl.getCanonicalLocales(locale.trim());
    return locale.trim();
  } catch {
    return undefined;
  }
}

/** Build with `locale`, else the default locale, else 'en-US'; a RangeError from bad options is rethrown. */
function build<T>(kind: string, locale: unknown, options: object, make: (l: string | undefined) => T): T {
  // Keyed by the locale as given: the check of its syntax runs only when a formatter is made.
  const key = `${kind}|${typeof locale === 'string' ? locale : ''}|${JSON.stringify(options)}`;
  const hit = cache.get(key) as T | undefined;
  if (hit) return hit;
  const loc = safeLocale(locale);
  let made: T;
  try {
    made = make(loc);
  } catch {
    made = make('en-US');
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, made);
  return made;
}

/** Cached Intl.NumberFormat; a bad locale falls back (see module note). */
export function numberFormat(locale: unknown, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  numbersWarm = true;
  return build('n', locale, options, (l) => new Intl.NumberFormat(l, options));
}

/**
 * Whether a number format was made on this page. The first one loads ICU data and costs
 * 10–15 ms; later ones are cheap, so optional number formatting can wait for idle time until then.
 */
export const numberFormatsWarm = () => numbersWarm;
let numbersWarm = false;

/** Cached Intl.DateTimeFormat (time zone fixed when first built, like any Intl formatter). */
export function dateTimeFormat(locale: unknown, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return build('d', locale, options, (l) => new Intl.DateTimeFormat(l, options));
}

/** Cached Intl.RelativeTimeFormat. */
export function relativeTimeFormat(locale: unknown, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return build('r', locale, options, (l) => new Intl.RelativeTimeFormat(l, options));
}

/** A whole number of decimal places in 0..20, else undefined (meaning "not given"). */
function validDecimals(decimals: unknown): number | undefined {
  return typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 20 ? decimals : undefined;
}

/** Intl digit options: exactly `decimals` places when given, else `fallback`. */
export function digits(decimals: unknown, fallback: Intl.NumberFormatOptions): Intl.NumberFormatOptions {
  const d = validDecimals(decimals);
  return d === undefined ? fallback : { minimumFractionDigits: d, maximumFractionDigits: d };
}
