/**
 * Form controls in cells (spec "Cell elements", data-cell-element): the cells
 * chunk (the cells part), loaded by the first cell that needs one
 * (components/Cell.svelte). Making a control: cell-make.ts; saving and field
 * errors: cell-save.ts, cell-state.ts.
 *
 * No edit lost (issue "TableManager IV" 3): rows are rendered again as new
 * DOM whenever their row object changes (a refresh, a reload, a sort, an
 * edit of another cell of the row). A control that has focus, holds unsaved
 * changes or is saving is not made again: when its cell is torn down it is
 * kept aside, and the next cell asking for the same element id adopts it —
 * moved into the new cell with its value, focus and caret. A kept control
 * with unsaved changes whose row left the rendered rows (scrolled out of a
 * windowed table, filtered out) stays kept, without focus, while its row is
 * in the table's rows: it comes back with its value when the row renders
 * again. Others no cell adopts by the end of the task are dropped, and all
 * of a table's once it is destroyed (or made again).
 */
import { warn as warnOnce } from '../../core/warn';
import type { ColumnDef, Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import { kindOf, makeControl, snapshot } from './cell-make';
import { commit } from './cell-save';
import { isDirty, kept, showError, tableState, type Entry, type TableState } from './cell-state';

export interface ControlInput {
  store: TableStore;
  column: ColumnDef;
  row: Row;
  value: unknown;
  /** `{tableId}_{field}_{rowId}` (spec "Cell elements"). */
  id: string;
}

let sweep = 0;
/** The store each mounted table renders now (a table made again has a new one). */
const hosts = new WeakMap<Element, TableStore>();

/** Render the column's control into `td` (or adopt the one kept for its id); returns its removal. */
export function renderControl(td: HTMLTableCellElement, { store, column, row, value, id }: ControlInput): () => void {
  const warn = (message: string) => warnOnce('table', store.id, message);
  const state = tableState(store, warn);
  const host = td.closest('table');
  if (host) hosts.set(host, store);
  const waiting = kept.get(id);
  const entry = waiting?.store === store ? adopt(waiting, td, row, column) : make(td, store, column, row, value, id, state, warn);
  if (!entry) return () => {};
  state.entries.add(entry);
  showError(state, entry);
  return () => release(state, entry, td);
}

function label(store: TableStore, column: ColumnDef, row: Row): string {
  const index = store.view.rows.indexOf(row);
  return `${column.label}, ${store.rowLabel(row, (index < 0 ? 0 : store.view.offset + index) + 1)}`;
}

function make(td: HTMLTableCellElement, store: TableStore, column: ColumnDef, row: Row, value: unknown, id: string, state: TableState, warn: (m: string) => void): Entry | null {
  const kind = kindOf(column.cellElement);
  if (!kind) {
    warn(`data-cell-element "${column.cellElement}" is not a known control — column "${column.field}" shows text`);
    td.textContent = value === null || value === undefined ? '' : String(value);
    return null;
  }
  const a = column.elementAttrs;
  const checked = a.checkedValue ?? '1';
  const { el, parts } = makeControl(kind, a, id, column.field, label(store, column, row), value, (p) => warn(`column "${column.field}": ${p}`));
  el.setAttribute('aria-label', label(store, column, row));
  td.append(...parts);
  const current = () => snapshot(el, kind, checked);
  const entry: Entry = {
    id, store, column, row, kind, el, parts, td, host: td.closest('table'), base: current(), sending: null, focused: false, pointer: false, moved: false, selection: null, abort: null, unmark: null, current,
    off: () => {},
  };
  const now = () => commit(state, entry, warn);
  // After the event's task: a Tab first moves focus (the commit re-renders the row), and a change
  // the browser fires because a re-render moved the focused field (a sort) is not a commit.
  const later = () => setTimeout(() => (entry.moved ? (entry.moved = false) : now()));
  const onChange = later;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.isComposing || !(el instanceof HTMLInputElement) || /^(checkbox|range|color)$/.test(el.type)) return;
    event.preventDefault();
    now();
  };
  // A pointer press while focused means the user moved focus away (even onto nothing).
  const onPointer = () => (entry.pointer = true);
  const onFocus = () => {
    entry.focused = true;
    entry.pointer = false;
    document.addEventListener('pointerdown', onPointer, true);
  };
  const onBlur = (event: FocusEvent) => {
    document.removeEventListener('pointerdown', onPointer, true);
    if (event.relatedTarget || entry.pointer) {
      entry.focused = false;
      // Left with a change the browser did not report (it did, before a re-render moved the field).
      if (entry.sending === null && isDirty(entry)) later();
      return;
    }
    // Focus lost to nothing without the user: the row was moved (a sort) or removed (a re-render).
    entry.selection = caret(el);
    entry.moved = true;
    setTimeout(() => (entry.moved = false));
    queueMicrotask(() => refocus(entry));
  };
  el.addEventListener('change', onChange);
  (el as HTMLElement).addEventListener('keydown', onKey);
  el.addEventListener('focus', onFocus);
  (el as HTMLElement).addEventListener('blur', onBlur);
  entry.off = () => {
    el.removeEventListener('change', onChange);
    (el as HTMLElement).removeEventListener('keydown', onKey);
    el.removeEventListener('focus', onFocus);
    (el as HTMLElement).removeEventListener('blur', onBlur);
    document.removeEventListener('pointerdown', onPointer, true);
  };
  return entry;
}

/** Move a kept control into its new cell; focus and caret come back if it had them. */
function adopt(entry: Entry, td: HTMLTableCellElement, row: Row, column: ColumnDef): Entry {
  kept.delete(entry.id);
  entry.unmark?.();
  entry.unmark = null;
  entry.td = td;
  entry.host = td.closest('table');
  entry.row = row;
  entry.column = column;
  entry.el.setAttribute('aria-label', label(entry.store, column, row));
  td.append(...entry.parts);
  refocus(entry);
  return entry;
}

/**
 * Give focus and caret back to a control that lost them to a re-render; a
 * removed one waits for its adoption, and focus the page put elsewhere (or
 * a window in the background) is left alone.
 */
function refocus(entry: Entry): void {
  const active = document.activeElement;
  if (!entry.focused || !entry.el.isConnected || (active && active !== document.body) || !document.hasFocus()) return;
  entry.el.focus({ preventScroll: true });
  if (!entry.selection) return;
  try {
    (entry.el as HTMLInputElement).setSelectionRange(...entry.selection);
  } catch {
    // this input type has no caret (number, date...)
  }
}

/** The cell is torn down: a focused, unsaved or saving control is kept for the next cell with its id. */
function release(state: TableState, entry: Entry, td: HTMLTableCellElement): void {
  if (entry.td !== td) return; // adopted by another cell already
  entry.td = null;
  const focused = entry.focused || document.activeElement === entry.el;
  if (focused || isDirty(entry)) {
    entry.focused = focused;
    entry.selection = caret(entry.el);
    entry.unmark?.();
    entry.unmark = null;
    for (const part of entry.parts) (part as ChildNode).remove();
    const other = kept.get(entry.id);
    if (other) drop(tableState(other.store, () => {}), other);
    kept.set(entry.id, entry);
    sweep ||= window.setTimeout(dropKept);
    return;
  }
  drop(state, entry);
}

function caret(el: Entry['el']): [number, number] | null {
  try {
    const { selectionStart: start, selectionEnd: end } = el as HTMLInputElement;
    return start === null || end === null ? null : [start, end];
  } catch {
    return null;
  }
}

function drop(state: TableState, entry: Entry): void {
  state.entries.delete(entry);
  entry.off();
  entry.unmark?.();
  for (const part of entry.parts) (part as ChildNode).remove();
}

/**
 * Kept controls no cell adopted: their rows left the rendered rows. One with
 * unsaved changes waits while its table is mounted with the same store and
 * its row is still there; the others are dropped.
 */
function dropKept(): void {
  sweep = 0;
  for (const [id, entry] of [...kept]) {
    const { store, host, row } = entry;
    const mounted = !!host?.classList.contains('alm-table') && hosts.get(host) === store;
    if (mounted && isDirty(entry) && store.rows.some((r) => r === row || String(r.id) === String(row.id))) {
      entry.focused = false;
      continue;
    }
    kept.delete(id);
    entry.abort = null;
    drop(tableState(store, () => {}), entry);
  }
}
