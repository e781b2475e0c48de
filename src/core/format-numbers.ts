/**
 * Number-like cell formats: number, currency, percent (bytes, duration and
 * compact numbers are in ./format-rare, loaded on first use). Each takes a value already known to be non-empty and
 * returns text; input that is not a number comes back as `fallback` text.
 */
import type { FormatOptions } from './formats';
import { digits, numberFormat } from './format-intl';

/** Plain numbers with optional ',' thousands groups (strict 3-digit groups), fraction and exponent. */
const NUMERIC = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * Numeric value for sorting and aggregates: finite numbers, safe bigints and
 * numeric strings ('1,234.5' → 1234.5, ' 12 ' → 12). Conservative: currency
 * symbols, units, hex, 'Infinity', booleans, dates and arrays → undefined.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const s = value.trim();
  if (!/\d/.test(s.split(/[eE]/)[0]) || !NUMERIC.test(s)) return undefined;
  const n = Number(s.replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** Intl number: exactly `decimals` places when given, else at most 3. */
export function formatNumber(n: number, o: FormatOptions): string {
  return numberFormat(o.locale, digits(o.decimals, { maximumFractionDigits: 3 })).format(n);
}

let codes: Set<string> | undefined;

/** Whether `code` is an ISO 4217 code Intl knows (case-insensitive); 'pts' is not. */
function isCurrencyCode(code: string): boolean {
  if (!/^[A-Za-z]{3}$/.test(code)) return false;
  try {
    codes ??= new Set(Intl.supportedValuesOf('currency'));
  } catch {
    return /^[A-Z]{3}$/.test(code); // older engines: trust upper-case codes only
  }
  return codes.has(code.toUpperCase());
}

/**
 * Currency (spec rule 2, like `amount | currency:<code>:<locale>:<decimals>`):
 * an ISO code uses Intl style 'currency' with the currency's own minor units
 * unless `decimals` is given; a label ('฿', 'baht') uses 2 decimals and is a
 * prefix when 1-2 characters ('฿1,234.50'), else a suffix ('1,234.50 baht').
 * No currency → USD.
 */
export function formatCurrency(n: number, o: FormatOptions): string {
  const label = typeof o.currency === 'string' && o.currency.trim() ? o.currency.trim() : 'USD';
  if (isCurrencyCode(label)) {
    const opts = { style: 'currency', currency: label.toUpperCase(), ...digits(o.decimals, {}) } as const;
    return numberFormat(o.locale, opts).format(n);
  }
  const text = numberFormat(o.locale, digits(o.decimals, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(Math.abs(n));
  const sign = n < 0 && /[1-9]/.test(text) ? '-' : '';
  return Array.from(label).length <= 2 ? `${sign}${label}${text}` : `${sign}${text} ${label}`;
}

/** Percent of a ratio, always (0.256 → '25.6%', 12 → '1,200%'); at most 2 decimals unless given. */
export function formatPercent(n: number, o: FormatOptions): string {
  return numberFormat(o.locale, { style: 'percent', ...digits(o.decimals, { maximumFractionDigits: 2 }) }).format(n);
}
