/**
 * Cell values to display text, lookup sources (spec rule 3), element ids and
 * row templates. Pure; text is never HTML except where the page asked for it.
 */
import { formatValue } from '../../core/formats';
import type { ColumnDef, Formatter, Row } from './types';
import { fieldValue } from './fields';

export type LookupMap = Map<string, string>;
/** Normalise an options source to a Map (prototype-safe: keys like __proto__ are plain keys). */
export function toLookup(source: unknown): LookupMap | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const map: LookupMap = new Map();
  if (Array.isArray(source)) {
    for (const item of source) {
      if (item && typeof item === 'object' && 'value' in item) {
        const o = item as { value: unknown; text?: unknown; label?: unknown };
        map.set(String(o.value), String(o.text ?? o.label ?? o.value));
      }
    }
  } else {
    for (const key of Object.keys(source)) map.set(key, String((source as Record<string, unknown>)[key]));
  }
  return map;
}

/**
 * Lookup options of a column (rule 3): the response's options first, then
 * the filter's options, then the column's own data-options.
 */
export function resolveLookup(column: ColumnDef, responseOptions?: Record<string, unknown>, filterOptions?: Record<string, unknown>): LookupMap | undefined {
  const own = (src?: Record<string, unknown>) =>
    src && Object.prototype.hasOwnProperty.call(src, column.field) ? toLookup(src[column.field]) : undefined;
  return own(responseOptions) ?? own(filterOptions) ?? toLookup(column.formatOptions.options);
}

/**
 * Display text of a value in a column; unknown format falls back to plain text. Throws when
 * the value's toString throws (a format never does): TextCache makes that an empty cell.
 */
export function cellText(value: unknown, column: ColumnDef, lookup?: LookupMap): string {
  if (!column.format) return value == null ? '' : String(value);
  return formatValue(value, column.format, { ...column.formatOptions, options: lookup ?? column.formatOptions.options });
}

/** Display text of a row's cell (throws as cellText does). */
export function rowCellText(row: Row, column: ColumnDef, lookup?: LookupMap): string {
  return cellText(fieldValue(row, column.field), column, lookup);
}

/** Element ids follow `{tableId}_{field}_{rowId}` (spec "Cell elements"). */
export function elementId(tableId: string, field: string, rowId: unknown): string {
  return `${tableId}_${field}_${rowId === undefined || rowId === null ? '' : String(rowId)}`;
}

/**
 * A formatter's output where there is no cell (server rendering): what it
 * returns for a null cell, as HTML (a string or number, as in the browser),
 * or null (it returned something else, wrote a cell, or threw): then the
 * cell shows its text.
 */
export function serverFormatted(formatter: Formatter, value: unknown, row: Row, attrs: Record<string, unknown>): string | null {
  try {
    const out = formatter(null, value, row, attrs);
    return typeof out === 'string' || typeof out === 'number' ? String(out) : null;
  } catch {
    return null;
  }
}
