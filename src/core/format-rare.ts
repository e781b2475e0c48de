/**
 * The cell formats few tables use: bytes, duration, compact numbers (humanize
 * of a number), identifiers as words (humanize of a string) and truncate.
 * With the dayjs date formats they make the formats chunk
 * (the formats part, ./format-lazy.ts), loaded on first use.
 */
import type { FormatOptions } from './formats';
import { digits, numberFormat } from './format-intl';

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** 1024-based size ('1.5 KB', '1 MB'); up to 1 decimal unless given; never shows '1,024 KB' from rounding. */
export function formatBytes(n: number, o: FormatOptions): string {
  const fmt = numberFormat(o.locale, digits(o.decimals, { maximumFractionDigits: 1 }));
  const places = fmt.resolvedOptions().maximumFractionDigits ?? 1;
  let unit = 0;
  let size = Math.abs(n);
  while (unit < BYTE_UNITS.length - 1 && (size >= 1024 || round(size, places) >= 1024)) {
    size /= 1024;
    unit += 1;
  }
  return `${n < 0 && size > 0 ? '-' : ''}${fmt.format(size)} ${BYTE_UNITS[unit]}`;
}

function round(n: number, places: number): number {
  const f = 10 ** places;
  return Math.round(n * f) / f;
}

/**
 * Seconds as 'M:SS' under an hour, 'H:MM:SS' from an hour ('4:05', '1:01:05'),
 * rounded to the nearest second; negative → '-' prefix.
 */
export function formatDuration(seconds: number): string {
  const total = Math.round(Math.abs(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  const body = h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
  return seconds < 0 && total > 0 ? `-${body}` : body;
}

/** Compact notation (1234567 → '1.2M' in en-US). */
export function formatCompact(n: number, o: FormatOptions): string {
  return numberFormat(o.locale, { notation: 'compact' }).format(n);
}

/**
 * Identifier as words: 'first_name', 'firstName', 'first-name' → 'First name'.
 * Upper-case runs are kept as acronyms ('userID' → 'User ID').
 */
export function humanizeIdentifier(text: string): string {
  const words = text
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => (w.length > 1 && w === w.toUpperCase() && w !== w.toLowerCase() ? w : w.toLowerCase()));
  const sentence = words.join(' ');
  const [first = '', ...rest] = Array.from(sentence);
  return first.toUpperCase() + rest.join('');
}

/** Cut to `length` code points (default 50; must be a positive whole number), trailing space trimmed, then '…'. */
export function truncate(text: string, length: unknown): string {
  const max = typeof length === 'number' && Number.isInteger(length) && length > 0 ? length : 50;
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}
