// Cell display texts, cached per (column, row) object.
import { rowCellText, type LookupMap } from './cells';
import type { ColumnDef, Row } from './types';

/**
 * Display text per (column, row). A new column object (visibility, new
 * metadata) or a new lookups map starts over, so the cache is never stale.
 * A value whose text cannot be had is '' and `unreadable` is told its column.
 */
export class TextCache {
  /** `unreadable`: told the column of a value whose text cannot be had (shown as ''). */
  constructor(private unreadable?: (column: ColumnDef) => void) {}
  #texts = new WeakMap<ColumnDef, WeakMap<Row, string>>();
  #for: unknown = null;

  get(row: Row, column: ColumnDef, lookups: Map<string, LookupMap | undefined>): string {
    if (lookups !== this.#for) {
      this.#for = lookups;
      this.#texts = new WeakMap();
    }
    let byRow = this.#texts.get(column);
    if (!byRow) this.#texts.set(column, (byRow = new WeakMap()));
    let text = byRow.get(row);
    if (text === undefined) {
      try {
        text = rowCellText(row, column, lookups.get(column.field));
      } catch {
        // A value whose toString throws (design.md: bad input never throws): an empty cell, its column reported.
        text = '';
        this.unreadable?.(column);
      }
      byRow.set(row, text);
    }
    return text;
  }
}
