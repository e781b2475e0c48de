/**
 * The columns in the address bar (issue 44 item 5; the column part): the
 * order and the hidden columns the URL names come back when the part starts
 * (dom/features.ts starts it at once when the URL names them) and on
 * back/forward; each move, hide or show the reader makes adds a history
 * entry, and so does each setColumnState (../dom/column-resize.ts tells of
 * it: beforeColumnState, afterColumnState), also one made before the
 * table's columns were kept here. The encoding is ../model/column-url.ts;
 * bad names: one warning each, the rest applied.
 */
import { warn } from '../../core/warn';
import { readHidden } from '../model/column-widths';
import { readColumns, writeColumns } from '../model/column-url';
import { fieldOrder } from '../model/column-order';
import { isNatural, readOrder } from '../model/column-order-read';
import type { TableStore } from '../store.svelte';

const hiddenOf = (store: TableStore) => store.columns.filter((c) => c.field && !c.visible).map((c) => c.field);
/** The URL writer of each table whose columns are kept in the URL. */
const writers = new WeakMap<TableStore, () => void>();
/** The columns a table hid before a setColumnState that came before its writer (the page's: the URL leaves them out). */
const pageHidden = new WeakMap<TableStore, string[]>();

/** setColumnState is about to change `store`'s columns: what the page hides is kept for the URL, if not yet written there. */
export function beforeColumnState(store: TableStore): void {
  if (!writers.has(store) && !pageHidden.has(store) && store.columns.length) pageHidden.set(store, hiddenOf(store));
}

/** setColumnState changed `store`'s columns: they reach the URL as a reader's change does (issue 44 item 5). */
export const afterColumnState = (store: TableStore): void => writers.get(store)?.();

/** Keep `store`'s columns in the URL (a table with data-url-params); returns what stops it. */
export function keepColumnsInUrl(store: TableStore): () => void {
  const keys = store.config.urlKeys;
  if (!keys) return () => {};
  const { prefix } = keys;
  const hiddenNow = () => hiddenOf(store);
  let defaults: string[] | null = null;
  let applying = false;
  let queued = false;
  const apply = () => {
    defaults ??= pageHidden.get(store) ?? hiddenNow();
    const report = (key: string) => (problem: string) => warn('table', store.id, `URL parameter ${prefix}${key}: ${problem} — left out`);
    const named = readColumns(new URLSearchParams(location.search), prefix);
    const order = readOrder(named.order ?? [], store.columns, report('cols')) ?? [];
    const hide = readHidden(named.hidden ?? defaults, store.columns, report('hide'));
    applying = true;
    store.setOrder(isNatural(store.columns, order) ? [] : order);
    for (const column of store.columns) if (column.field && hide && column.visible === hide.has(column.field)) store.setColumnVisible(column.field, !column.visible);
    applying = false;
  };
  const write = () => {
    queued = false;
    if (!defaults) return;
    const order = fieldOrder(store.columns, store.order);
    const hidden = hiddenNow();
    const same = hidden.length === defaults.length && hidden.every((f) => defaults!.includes(f));
    const params = writeColumns(new URLSearchParams(location.search), prefix, { order: isNatural(store.columns, order) ? undefined : order, hidden: same ? undefined : hidden });
    const search = params.toString();
    const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
    if (url !== `${location.pathname}${location.search}${location.hash}`) history.pushState(history.state, '', url);
  };
  /** One history entry per change, however many columns it moved or hid (a change the URL made writes none). */
  const queue = () => applying || queued || ((queued = true), queueMicrotask(write));
  // Columns that come with the data: once they are there.
  // At the start, only what the URL names changes (an order a page gave stays when the URL names none);
  // a setColumnState made before now reaches the URL.
  const ready = () => {
    if (defaults || !store.columns.length) return;
    defaults = pageHidden.get(store) ?? hiddenNow();
    const named = readColumns(new URLSearchParams(location.search), prefix);
    if (named.order || named.hidden) apply();
    else write();
  };
  ready();
  writers.set(store, queue);
  addEventListener('popstate', apply);
  const stop = store.listen((name) => (name === 'table:loaded' ? ready() : /^table:column(Reorder|Visibility)$/.test(name) && queue()));
  return () => {
    writers.delete(store);
    removeEventListener('popstate', apply);
    stop();
  };
}
