/**
 * Haystack arrays for substring filters and search: the lower-cased text of
 * one column for every row, index-aligned. They are built once per (rows,
 * column, display texts) in the input order; a sorted view reads them through
 * its sort order, so sorting after filtering builds nothing again.
 */
import type { ColumnDef, Row } from './types';
import { fieldValue } from './fields';
import type { FilterContext, HaystackArrays } from './query';

// Case-insensitive matching uses toLowerCase: locale-independent and much faster on 100k rows.
export const lower = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v)).toLowerCase();

/** Lower-cased raw value and display text, joined by a separator no typed text contains. */
export function cellHaystack(row: Row, column: ColumnDef, textOf: FilterContext['textOf']): string {
  const raw = lower(fieldValue(row, column.field));
  // Without a format the display text is the raw text: match it once.
  return column.format ? `${raw}\u0001${lower(textOf(row, column))}` : raw;
}

/** The haystack of every row for `column`, built in one loop (no per-row cache entries). */
export function haystackArray(rows: readonly Row[], column: ColumnDef, ctx: Pick<FilterContext, 'textOf'>): string[] {
  const out = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = cellHaystack(rows[i], column, ctx.textOf);
  return out;
}

/** A cache of haystack arrays; `arraysFor(rows, order, ctx)` gives them aligned with rows sorted by `order`. */
export function createHaystackCache() {
  let forRows: readonly Row[] | null = null;
  let forVersion: unknown = null;
  const base = new Map<ColumnDef, string[]>();
  let forOrder: Int32Array | null = null;
  const ordered = new Map<ColumnDef, string[]>();
  return function arraysFor(rows: readonly Row[], order: Int32Array | null, ctx: FilterContext): HaystackArrays {
    if (rows !== forRows || ctx.textVersion !== forVersion) {
      base.clear();
      ordered.clear();
      forRows = rows;
      forVersion = ctx.textVersion;
    }
    if (order !== forOrder) {
      ordered.clear();
      forOrder = order;
    }
    return (column) => {
      let texts = base.get(column);
      if (!texts) base.set(column, (texts = haystackArray(rows, column, ctx)));
      if (!order) return texts;
      let aligned = ordered.get(column);
      if (!aligned) {
        aligned = new Array<string>(order.length);
        for (let i = 0; i < order.length; i++) aligned[i] = texts[order[i]];
        ordered.set(column, aligned);
      }
      return aligned;
    };
  };
}
