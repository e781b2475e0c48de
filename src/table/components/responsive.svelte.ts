/**
 * The collapse layout of one table (issue 44 item 6, data-responsive="collapse"):
 * the disclosure column (a store slot: RowToggle.svelte in a narrow leading
 * cell, RowDetail.svelte under each row) and which rows are open. Rows are
 * kept open by id (a row edited in its detail is a new object), else by the
 * row itself. The responsive part (../dom/responsive.ts) adds the slot while
 * a column is collapsed.
 */
import { panelsAbove } from '../model/detail';
import type { Row } from '../model/types';
import type { RowSlot, TableStore } from '../store.svelte';
import RowDetail from './RowDetail.svelte';
import RowToggle from './RowToggle.svelte';
import { say } from './responsive-text';

/** The rows a disclosure column opens and closes (RowToggle.svelte): the collapsed columns' detail, a detail panel (./detail.svelte.ts). */
export interface Disclosure {
  isOpen(row: Row): boolean;
  idOf(row: Row): string;
  toggle(row: Row): void;
  /** The button's name (`row`: how the table names the row); unset: "Show more of row …". */
  name?(row: string): string;
}

export interface ToggleSlot extends RowSlot {
  rows: Disclosure;
}

/**
 * The aria-rowindex of the row slot `part` draws under `row` (whose own is `index`): right after the row and
 * the rows the slots before it draw under it (a row with its collapsed columns and its detail panel open).
 */
export function underIndex(store: TableStore, part: RowSlot, row: Row, index: number | undefined): number | undefined {
  if (!index) return undefined;
  const earlier = store.lead.slice(0, store.lead.indexOf(part));
  return index + 1 + earlier.filter((slot) => (slot as ToggleSlot).rows?.isOpen(row)).length;
}

export class OpenRows implements Disclosure {
  #open = $state.raw<ReadonlySet<unknown>>(new Set());
  /** Open details above each shown row (aria-rowindex and aria-rowcount count them: store.under). */
  #above = $derived.by(() => panelsAbove(this.store.view.rows, (row) => this.isOpen(row)));
  #ids = new WeakMap<Row, string>();
  #count = 0;
  readonly slot: ToggleSlot;

  constructor(readonly store: TableStore) {
    this.slot = {
      // The header says it where Svelte renders it: a language change re-renders it.
      get label() {
        return say(store, 'moreHeader');
      },
      className: 'alm-toggle-cell',
      start: true,
      Cell: RowToggle,
      Detail: RowDetail,
      rows: this,
      under: (row) => (row ? this.#above.before.get(row) ?? 0 : this.#above.total),
    };
  }

  /** Whether the row's detail shows. */
  isOpen(row: Row): boolean {
    return this.#open.has(key(row));
  }

  /** The id of the row's detail (its button controls it). */
  idOf(row: Row): string {
    let id = this.#ids.get(row);
    if (!id) this.#ids.set(row, (id = `${this.store.id}-more-${++this.#count}`));
    return id;
  }

  /** Open or close the row's detail. */
  toggle(row: Row): void {
    const next = new Set(this.#open);
    if (!next.delete(key(row))) next.add(key(row));
    this.#open = next;
  }
}

const key = (row: Row): unknown => row.id ?? row;
