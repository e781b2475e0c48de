/**
 * Text-like cell formats: plain text, lookup labels, yes/no, identifiers as
 * words and truncation. Output is always plain text for the renderer to set
 * as text; nothing is escaped here and nothing is HTML.
 */
import type { FormatOptions } from './formats';

/**
 * Readable text of any value: String() for scalars, ISO for a valid Date,
 * arrays joined with ', ' (empty items dropped), plain objects as JSON
 * ('[object Object]' when circular). null, undefined, NaN, invalid Date → ''.
 */
export function textOf(value: unknown): string {
  if (value == null || (typeof value === 'number' && Number.isNaN(value))) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value)) return value.map(textOf).filter((s) => s !== '').join(', ');
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  if (typeof value === 'function') return '';
  return String(value);
}

type Options = FormatOptions['options'];

/**
 * Label of `key` in a Map (raw key first, then its text) or a plain object
 * (own properties only, so '__proto__' or 'toString' never reach
 * Object.prototype). Returns `found: false` when there is no such option.
 */
function optionLabel(options: Options | unknown, key: unknown): { found: boolean; label?: unknown } {
  if (options instanceof Map) {
    if (options.has(key)) return { found: true, label: options.get(key) };
    const text = textOf(key);
    return options.has(text) ? { found: true, label: options.get(text) } : { found: false };
  }
  if (options == null || typeof options !== 'object') return { found: false };
  const text = textOf(key);
  return Object.prototype.hasOwnProperty.call(options, text)
    ? { found: true, label: (options as Record<string, unknown>)[text] }
    : { found: false };
}

/** Lookup: the option label of the value, labels of an array joined with ', '; unknown → the value as text. */
export function formatLookup(value: unknown, o: FormatOptions): string {
  if (Array.isArray(value)) return value.map((v) => formatLookup(v, o)).filter((s) => s !== '').join(', ');
  const hit = optionLabel(o.options, value);
  return hit.found ? textOf(hit.label) : textOf(value);
}

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

/**
 * Boolean: true/1/'true'/'yes'/'on' → 'Yes', false/0/'false'/'no'/'off' → 'No'
 * (strings trimmed, any case); labels under 'true'/'false' in the options map
 * win. Any other value → its text.
 */
export function formatBoolean(value: unknown, o: FormatOptions): string {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return textOf(value);
  const key = String(value).trim().toLowerCase();
  const truth = TRUE.has(key) ? true : FALSE.has(key) ? false : undefined;
  if (truth === undefined) return textOf(value);
  const hit = optionLabel(o.options, String(truth));
  return hit.found ? textOf(hit.label) : truth ? 'Yes' : 'No';
}
