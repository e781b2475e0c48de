// Cell display texts and search haystacks, cached per (column, row) object.
import { rowCellText, type LookupMap } from './cells';
import { cellHaystack } from './haystacks';
import type { ColumnDef, Row } from './types';

/**
 * Display text per (column, row). A new column object (visibility, new
 * metadata) or a new lookups map starts over, so the cache is never stale.
 */
export class TextCache {
  #texts = new WeakMap<ColumnDef, WeakMap<Row, string>>();
  #hays = new WeakMap<ColumnDef, WeakMap<Row, string>>();
  #for: unknown = null;

  get(row: Row, column: ColumnDef, lookups: Map<string, LookupMap | undefined>): string {
    return this.#cached('texts', row, column, lookups, () => rowCellText(row, column, lookups.get(column.field)));
  }

  /** Lower-cased raw value + display text, for substring filters and search. */
  haystack(row: Row, column: ColumnDef, lookups: Map<string, LookupMap | undefined>): string {
    return this.#cached('hays', row, column, lookups, () => cellHaystack(row, column, (r, c) => this.get(r, c, lookups)));
  }

  #cached(which: 'texts' | 'hays', row: Row, column: ColumnDef, lookups: unknown, make: () => string): string {
    if (lookups !== this.#for) {
      this.#for = lookups;
      this.#texts = new WeakMap();
      this.#hays = new WeakMap();
    }
    const store = which === 'texts' ? this.#texts : this.#hays;
    let byRow = store.get(column);
    if (!byRow) store.set(column, (byRow = new WeakMap()));
    let text = byRow.get(row);
    if (text === undefined) byRow.set(row, (text = make()));
    return text;
  }
}
