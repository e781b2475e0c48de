/**
 * Haystack arrays for substring filters and search: the lower-cased text of
 * one column for every row, indexed like the input rows. They are built once
 * per (rows, column, display texts), either when a filter needs them or
 * ahead of it, in slices while the browser is idle (the store schedules
 * that), so the first keystroke does not build them. A sorted or narrowed
 * view reads them through row indices: sorting builds nothing again.
 */
import type { ColumnDef, Row } from './types';
import { fieldValue, valueText } from './fields';
import type { FilterContext, HaystackArrays } from './query';

// Case-insensitive matching uses toLowerCase: locale-independent and much faster on 100k rows.
export const lower = (v: unknown) => (typeof v === 'string' ? v : valueText(v)).toLowerCase();

/** Lower-cased raw value and display text, joined by a separator no typed text contains. */
export function cellHaystack(row: Row, column: ColumnDef, textOf: FilterContext['textOf']): string {
  const raw = lower(fieldValue(row, column.field));
  // Without a format the display text is the raw text: match it once.
  return column.format ? `${raw}\u0001${lower(textOf(row, column))}` : raw;
}

/**
 * One slice: appends the haystacks of rows[texts.length .. to) to `texts`
 * (which holds those of the rows before, in order). Returns the new length.
 */
export function fillHaystacks(rows: readonly Row[], column: ColumnDef, textOf: FilterContext['textOf'], texts: string[], to: number): number {
  for (let i = texts.length; i < to; i++) texts.push(cellHaystack(rows[i], column, textOf));
  return texts.length;
}

/** The haystack of every row for `column`, built in one loop (no per-row cache entries). */
export function haystackArray(rows: readonly Row[], column: ColumnDef, ctx: Pick<FilterContext, 'textOf'>): string[] {
  const texts: string[] = [];
  fillHaystacks(rows, column, ctx.textOf, texts, rows.length);
  return texts;
}

/** Rows built between two looks at the clock while warming up (a slice stays far under a frame). */
const SLICE_ROWS = 500;

/**
 * A cache of haystack arrays for one rows array and one version of the
 * display texts (`ctx.textVersion`; either changing starts over).
 * `arrays(rows, ctx)` gives complete arrays, finishing a column built in
 * part; `warm(rows, ctx, columns, more)` builds the columns slice by slice
 * while `more()` is true and returns whether all of them are complete.
 */
export function createHaystackCache() {
  let forRows: readonly Row[] | null = null;
  let forVersion: unknown = null;
  const built = new Map<ColumnDef, string[]>();
  const textsOf = (rows: readonly Row[], ctx: FilterContext, column: ColumnDef) => {
    if (rows !== forRows || ctx.textVersion !== forVersion) {
      built.clear();
      forRows = rows;
      forVersion = ctx.textVersion;
    }
    let texts = built.get(column);
    if (!texts) built.set(column, (texts = []));
    return texts;
  };
  return {
    arrays: (rows: readonly Row[], ctx: FilterContext): HaystackArrays => (column) => {
      const texts = textsOf(rows, ctx, column);
      fillHaystacks(rows, column, ctx.textOf, texts, rows.length);
      return texts;
    },
    warm(rows: readonly Row[], ctx: FilterContext, columns: readonly ColumnDef[], more: () => boolean): boolean {
      for (const column of columns) {
        const texts = textsOf(rows, ctx, column);
        while (texts.length < rows.length) {
          if (!more()) return false;
          fillHaystacks(rows, column, ctx.textOf, texts, Math.min(rows.length, texts.length + SLICE_ROWS));
        }
      }
      return true;
    },
  };
}
