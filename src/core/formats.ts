/**
 * The thirteen built-in cell formats (data-format / column `format`). Pure:
 * no DOM, no Svelte. Every format returns plain TEXT for the renderer to set
 * as text (never HTML, never escaped), and never throws: on any failure the
 * value's own text is shown. Numbers, currency, percent and relative time use
 * Intl; date patterns use dayjs.
 */
import { formatDateLike, formatRelative, lazyFormats, toDate } from './format-dates';
import { formatCurrency, formatNumber, formatPercent, toNumber } from './format-numbers';
import { formatBoolean, formatLookup, textOf } from './format-text';

export { toDate, toNumber };

export const FORMAT_NAMES = [
  'text', 'number', 'currency', 'percent', 'lookup', 'date', 'time', 'datetime',
  'bytes', 'duration', 'boolean', 'humanize', 'truncate',
] as const;
export type FormatName = typeof FORMAT_NAMES[number];

export interface FormatOptions {
  /** data-decimals: exact decimal places for number, currency, percent, bytes (whole number 0..20, else ignored). */
  decimals?: number;
  /** data-locale: BCP 47 tag; undefined or rejected by Intl → the runtime default ('en-US' if that fails). */
  locale?: string;
  /** data-currency: ISO 4217 code ('USD', 'thb') or a label ('฿', 'baht'); default 'USD'. */
  currency?: string;
  /** data-pattern: dayjs pattern for date, time, datetime ('DD/MM/YYYY', 'HH:mm'). */
  pattern?: string;
  /** lookup labels (value → label), already resolved by the caller; also 'true'/'false' labels for boolean. */
  options?: Record<string, unknown> | Map<string, unknown>;
  /** truncate: maximum characters (code points), default 50. */
  length?: number;
  /** humanize, and the day of a bare 'HH:mm' time: the current time (tests); default new Date(). */
  now?: Date;
}

type Formatter = (value: unknown, o: FormatOptions) => string;

const FORMAT_SET: ReadonlySet<string> = new Set(FORMAT_NAMES);

/** Whether `name` is one of the thirteen format names (exact, case-sensitive). */
export function isFormatName(name: string): name is FormatName {
  return FORMAT_SET.has(name);
}

/**
 * Whether `format` (with its options) needs the formats part (core/format-lazy.ts): a date, time or
 * datetime with a pattern, humanize, bytes, duration and truncate. The script bundles load that part
 * on first use; a table whose columns name one asks for it at once and draws its rows once it is
 * there (design.md "Build outputs").
 */
export function needsFormatsPart(format: string | undefined, o: FormatOptions): boolean {
  return /^(humanize|bytes|duration|truncate)$/.test(format ?? '') || (!!o.pattern && /^(date|time|datetime)$/.test(format ?? ''));
}

/** A number format: the number when the value has one (see toNumber), else the value as text. */
function numeric(format: (n: number, o: FormatOptions) => string): Formatter {
  return (value, o) => {
    const n = toNumber(value);
    return n === undefined ? textOf(value) : format(n, o);
  };
}

function dateLike(kind: 'date' | 'time' | 'datetime'): Formatter {
  return (value, o) => formatDateLike(value, kind, o) ?? textOf(value);
}

const CLOCK = /^-?\d+:\d{2}(?::\d{2})?$/;

/**
 * Numbers and numeric strings → compact; dates → relative time; other strings → identifier words.
 * Compact and words come with the formats chunk: plain text until it is there.
 */
function humanize(value: unknown, o: FormatOptions): string {
  const n = toNumber(value);
  const lazy = lazyFormats();
  if (n !== undefined) return lazy?.formatCompact(n, o) ?? textOf(value);
  const relative = value instanceof Date || typeof value === 'string' ? formatRelative(value, o) : undefined;
  if (relative !== undefined) return relative;
  return typeof value === 'string' && lazy ? lazy.humanizeIdentifier(value) : textOf(value);
}

/** A format of the formats chunk: the value's plain text until the chunk is there. */
const lazy = (format: (value: unknown, o: FormatOptions, chunk: NonNullable<ReturnType<typeof lazyFormats>>) => string): Formatter =>
  (value, o) => {
    const chunk = lazyFormats();
    return chunk ? format(value, o, chunk) : textOf(value);
  };

const FORMATTERS: Record<FormatName, Formatter> = {
  text: (value) => textOf(value),
  number: numeric(formatNumber),
  currency: numeric(formatCurrency),
  percent: numeric(formatPercent),
  lookup: formatLookup,
  date: dateLike('date'),
  time: dateLike('time'),
  datetime: dateLike('datetime'),
  bytes: lazy((value, o, c) => numeric(c.formatBytes)(value, o)),
  duration: lazy((value, o, c) => (typeof value === 'string' && CLOCK.test(value.trim()) ? value : numeric(c.formatDuration)(value, o))),
  boolean: formatBoolean,
  humanize,
  truncate: lazy((value, o, c) => c.truncate(textOf(value), o.length)),
};

/** null, undefined, '', NaN and an invalid Date: shown as ''. */
function isEmpty(value: unknown): boolean {
  return value == null || value === ''
    || (typeof value === 'number' && Number.isNaN(value))
    || (value instanceof Date && Number.isNaN(value.getTime()));
}

/**
 * Format a raw cell value as display TEXT (never HTML). null/undefined/''
 * (and NaN, invalid Date) → ''. Values a format cannot read (e.g. 'abc' as a
 * number, '2024-02-30' as a date) are shown as their own text, never 'NaN' or
 * 'Invalid Date'. percent always reads the value as a ratio (0.25 → '25%').
 * An unknown format name shows the text. Never throws.
 */
export function formatValue(value: unknown, format: FormatName, options?: FormatOptions): string {
  try {
    if (isEmpty(value)) return '';
    const o = options != null && typeof options === 'object' ? options : {};
    return isFormatName(format) ? FORMATTERS[format](value, o) : textOf(value);
  } catch {
    try {
      return textOf(value);
    } catch {
      return '';
    }
  }
}
