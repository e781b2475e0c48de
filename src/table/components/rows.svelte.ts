/**
 * Editable rows and the rows bar of one table (issue "TableManager IV" 4, 5):
 * what RowEdit.svelte (the Copy and Delete cell of every row, a store slot)
 * and RowsBar.svelte (the bar after the table) share, and drag reorder's way
 * to the bar (../dom/row-drag.ts, its own part: it brings svelte-dnd-action).
 *
 * - Add appends a blank row, copy puts the copy right after its original;
 *   either gets a client id `tmp-N` that no row uses. The rows live on the
 *   client: a reload from data-source brings back the server's rows.
 * - Delete asks first (core/confirm), then removes the row. With
 *   data-edit-url a row the server knows (not `tmp-`) is deleted there
 *   first (../actions/row-delete.ts); if that fails the row stays.
 * - A new row's first saved field creates it on the server and gives it the
 *   server's id: that is the cell control part's (components/cell-save.ts).
 * - Events (after the store's editRows action): table:rowAdded `{tableId,
 *   row}` (beyond the spec), table:rowCopied `{tableId, originalItem,
 *   newItem}`, table:rowDeleted `{tableId, row, rowId}` (design.md).
 * - Focus: after add or copy, the new row's first control (else its Copy
 *   button), unless the user put focus somewhere else before the row got it
 *   (focus is never taken from a field: leaving a field saves it); after
 *   delete, the next row's Delete button (else the previous row's, else Add).
 * - Spec "Errors" 5: while a row has no id every press refuses, with one
 *   warning (said as soon as such rows arrive).
 */
import { untrack } from 'svelte';
import { confirmAction } from '../../core/confirm';
import { lazy } from '../../core/lazy';
import { serverDelete, type ServerDelete } from '../actions/row-delete';
import { blankRow, canEditRows, copyRow, insertAfter, tempId, withoutRow } from '../model/row-edit';
import type { Row } from '../model/types';
import type { RowSlot, TableStore } from '../store.svelte';
import type { DragShown } from '../dom/row-kit';
import { focusRow, scrollToRow } from '../dom/row-reveal';
import { confirmLabels } from '../dom/say';
import { say } from './rows-text';
import RowEdit from './RowEdit.svelte';

const NO_ID = 'some rows have no "id" field — rows cannot be added, copied, deleted or reordered until every row has one (spec "Errors" 5)';
const TEMPLATE = 'data-editable-rows and drag reorder need the table\'s own rows — not available with a row template';

/** The Copy and Delete column: its cells are RowEdit.svelte. */
export interface RowEditSlot extends RowSlot {
  rows: RowsControl;
}

/** The rows of a table with data-editable-rows or drag reorder, or null with a row template (one warning). */
export function rowsControl(store: TableStore, warn: (message: string) => void): RowsControl | null {
  if (store.config.template) return (warn(TEMPLATE), null);
  return new RowsControl(store, warn);
}

export class RowsControl {
  /** Drag reorder, once it has loaded: its part of the bar (the sort hint, the live region, the help). */
  drag = $state.raw<DragShown>();
  /** Rows (by id, as text) being deleted on the server: their Delete button is busy, a press does nothing. */
  busy = $state<Record<string, boolean>>({});
  /** The Copy and Delete column (data-editable-rows), else null. */
  readonly slot: RowEditSlot | null;
  /** The table the rows are in (RowsBar.svelte): a new row is scrolled to in it. */
  table: HTMLTableElement | undefined;
  #add: HTMLButtonElement | undefined;
  #deletes = new Map<Row, HTMLButtonElement>();
  #timers = new Set<ReturnType<typeof setTimeout>>();
  #server: ServerDelete | null = null;
  #counter = 1;
  #alive = true;

  constructor(readonly store: TableStore, readonly warn: (message: string) => void) {
    this.slot = store.config.editable ? {
      // The header says it where Svelte renders it: a language change re-renders it.
      get label() {
        return say(store, 'editHeader');
      },
      className: 'alm-row-edit',
      Cell: RowEdit,
      rows: this,
    } : null;
  }

  /** Add the Copy and Delete column to the table (on the server too). */
  show(): void {
    if (this.slot) this.store.setSlot(this.slot);
  }

  /**
   * In the browser, for the rows of `table`: the server side of Delete, the warning as soon as rows
   * without ids arrive, and drag reorder. Returns its stop.
   */
  watch(table: HTMLTableElement | undefined): () => void {
    const { store } = this;
    this.table = table;
    if (this.slot) this.#server = serverDelete(store, this.warn);
    // Rows as they arrive (and as they are now): the effect follows the store's rows.
    const unfollow = $effect.root(() => {
      $effect(() => {
        if (store.loaded && store.rows.length) untrack(() => this.idsOk());
      });
    });
    const undrag = table && store.config.sortableRows ? this.#startDrag(table) : null;
    return () => {
      unfollow();
      undrag?.();
      this.#server?.stop();
    };
  }

  /** Take the column away and stop what is pending. */
  stop(): void {
    this.#alive = false;
    if (this.slot) this.store.setSlot(this.slot, false);
    this.#timers.forEach(clearTimeout);
    this.#deletes.clear();
  }

  /** Whether every row has an id; warns (once) when not (spec "Errors" 5). */
  idsOk(): boolean {
    return canEditRows(this.store.rows) || (this.warn(NO_ID), false);
  }

  /** Run `fn` once the table shows the rows just set, or after `ms` (a timer `stop` clears). */
  later(fn: () => void, ms = 0): void {
    const timer = setTimeout(() => (this.#timers.delete(timer), fn()), ms);
    this.#timers.add(timer);
  }

  /** The bar's Add button (an attachment): focus goes there when no row is left. */
  addButton = (button: HTMLButtonElement) => {
    this.#add = button;
    return () => void (this.#add === button && (this.#add = undefined));
  };

  /** A row's Delete button (an attachment): focus moves to it. */
  deleteButton = (row: Row) => (button: HTMLButtonElement) => {
    this.#deletes.set(row, button);
    return () => void (this.#deletes.get(row) === button && this.#deletes.delete(row));
  };

  add(): void {
    const { store } = this;
    if (!this.idsOk()) return;
    const row = blankRow(store.columns, this.#newId());
    store.editRows([...store.rows, row]);
    store.emit('table:rowAdded', { tableId: store.id, row });
    const from = activeElement();
    this.later(() => this.#reveal(row, from));
  }

  copy(original: Row): void {
    const { store } = this;
    if (!this.idsOk() || !store.rows.includes(original)) return;
    const made = copyRow(original, this.#newId());
    store.editRows(insertAfter(store.rows, original, made));
    store.emit('table:rowCopied', { tableId: store.id, originalItem: original, newItem: made });
    const from = activeElement();
    this.later(() => this.#reveal(made, from));
  }

  async remove(row: Row, name: string): Promise<void> {
    const { store } = this;
    if (this.busy[String(row.id)] || !this.idsOk()) return;
    if (store.config.confirmDelete && !(await confirmAction(say(store, 'editConfirm', { row: name }), confirmLabels(store)))) return;
    if (!this.#alive || !store.rows.includes(row)) return;
    // Focus follows the deleted row only while it is where the delete left it (the row's Delete, or lost with it).
    const from = activeElement();
    const server = this.#server;
    if (server) {
      const id = String(row.id);
      this.busy[id] = true;
      const gone = await server.remove(row, name);
      this.busy[id] = false;
      const now = store.rows.find((r) => r === row || String(r.id) === id);
      if (!gone || !this.#alive || !now) return;
      row = now;
    }
    const shown = store.view.rows;
    const at = shown.indexOf(row);
    const next = shown[at + 1] ?? shown[at - 1];
    store.editRows(withoutRow(store.rows, row));
    store.emit('table:rowDeleted', { tableId: store.id, row, rowId: row.id });
    this.later(() => {
      const active = activeElement();
      if (active && active !== from) return; // the user went on elsewhere while the server answered
      (next && this.#deletes.get(next) ? this.#deletes.get(next) : this.#add)?.focus();
    });
  }

  /**
   * Drag reorder for `table` (its part, loaded once the table's language is there too); if it cannot
   * be loaded: one warning (core/lazy.ts) and table:error 'drag'. Returns its stop.
   */
  #startDrag(table: HTMLTableElement): () => void {
    const { store } = this;
    let live = true;
    Promise.all([lazy(() => import('../dom/row-drag'), 'rows cannot be reordered'), store.speaking]).then(
      ([api]) => live && (this.drag = api.attachDrag(this, table)),
      (error) => live && store.fail('drag', error),
    );
    return () => {
      live = false;
      this.drag?.stop();
      this.drag = undefined;
    };
  }

  #newId(): string {
    const made = tempId(this.store.rows, this.#counter);
    this.#counter = made.next;
    return made.id;
  }

  /**
   * Focus a new row; in a windowed table (200+ rows) it may not be rendered:
   * scroll to where it will be, then focus it once it is (a few frames). `from`
   * had focus when the row was added: once the user has put focus elsewhere
   * (a click into the new row's second field), it stays there — taken away, that
   * field would count as left and be saved (a new row's create) before the user committed it.
   */
  #reveal(row: Row, from: Element | null, tries = 40): void {
    const active = activeElement();
    if (active && active !== from) return;
    const target = this.#deletes.get(row);
    if (target) return focusRow(target);
    const { rows } = this.store.view;
    if (tries % 10 === 0 && this.table) scrollToRow(this.table, rows.indexOf(row), rows.length);
    if (tries > 0 && this.store.rows.includes(row)) this.later(() => this.#reveal(row, from, tries - 1), 50);
  }
}

/** The element with focus, or null when none has it (the page's body). */
function activeElement(): Element | null {
  const active = document.activeElement;
  return active && active !== document.body ? active : null;
}
