// Cell display texts, cached per (column, row) object.
import { rowCellText, type LookupMap } from './cells';
import type { ColumnDef, Row } from './types';

/**
 * Display text per (column, row). A new column object (visibility, new
 * metadata) or a new lookups map starts over, so the cache is never stale.
 */
export class TextCache {
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
    if (text === undefined) byRow.set(row, (text = rowCellText(row, column, lookups.get(column.field))));
    return text;
  }
}
