/**
 * Column resize (issue 44 item 1), a part (with the column menus: ./column-menu.ts, and the pins: ./column-pin.ts; dom/features.ts loads it when the
 * reader first points at or into a table, or at once when the table has
 * widths to show): the reader's stored widths come back, every data
 * column's header cell gets its handle, last in the cell
 * (components/ResizeHandle.svelte; it shows nothing where resizing is off),
 * the widths reach the page (./column-layout.svelte.ts), and each resize the reader ends is
 * kept in localStorage while `persistColumnWidths` is on (the original
 * framework's key, `table_{id}_columns`: clearTableCache removes it). Also
 * setColumnState's checks and application (the facade, DataTable).
 */
import '../../styles/table-resize.css';
import { mount, unmount } from 'svelte';
import { describeError, safeStringify } from '../../core/json';
import { warn } from '../../core/warn';
import ResizeHandle from '../components/ResizeHandle.svelte';
import { parseStoredWidths, readHidden, readWidths } from '../model/column-widths';
import { pinChanges, readPins } from '../model/pin-state';
import { isNatural, readOrder } from '../model/column-order-read';
import type { TableStore } from '../store.svelte';
import type { FeatureContext } from './feature';
import { stored, wantResize, widthsKey } from './features';
import { followWidths } from './column-layout.svelte';
import { afterColumnState, beforeColumnState } from './column-url';

// The column menus, header drag, chooser and columns in the URL (issue 44 items 2, 4, 5) start with the
// handles: one part, one request.
export { startColumns } from './column-menu';
export { startPin } from './column-pin';
export { startGroups } from './header-groups';

export function startResize({ store, table, warn: say }: FeatureContext): Array<() => void> {
  const c = store.config;
  const restore = () => {
    const report = (problem: string) => say(`the stored column widths (localStorage "${widthsKey(store.id)}") ${problem} — left out`);
    // A column the page no longer lets the reader resize keeps its natural width.
    const kept = parseStoredWidths(stored(store.id), store.columns, report, (column) => column.resizable === false);
    // Widths a page gave before the part arrived win over the stored ones.
    if (Object.keys(kept).length) store.setWidths({ ...kept, ...store.widths });
  };
  // Columns that come with the data (data-dynamic-columns, setData's columns): the stored widths once they are there.
  let waiting = c.persistWidths && c.resizable;
  const ready = () => waiting && store.loaded && store.columns.length > 0 && !(waiting = false) && restore();
  ready();
  return [
    store.listen((name) => (name === 'table:columnResize' ? keep(store) : name === 'table:loaded' && ready())),
    followWidths(table, store, (th, column) => {
      const handle = mount(ResizeHandle, { target: th, props: { store, column } });
      return () => void unmount(handle);
    }),
  ];
}

/** Keep the widths for the next visit (persistColumnWidths), or forget them when none is left; storage that refuses: one warning. */
function keep(store: TableStore): void {
  if (!store.config.persistWidths) return;
  try {
    if (Object.keys(store.widths).length) localStorage.setItem(widthsKey(store.id), JSON.stringify(store.widths));
    else localStorage.removeItem(widthsKey(store.id));
  } catch (error) {
    warn('table', store.id, `column widths cannot be kept in localStorage (${describeError(error)}) — they last while the page is open`);
  }
}

/**
 * setColumnState (the facade; DataTable's columnWidths, columnOrder and
 * hiddenColumns): `widths` replaces every width (an empty object: natural
 * widths again), `order` gives the data columns' order (fields; the ones
 * left out follow in the page's order), `hidden` lists the hidden columns
 * (the others show). A key left out leaves that part as it
 * is. Each unknown column and bad value: one warning, the rest applied.
 */
export function setColumnState(store: TableStore, state: unknown, method = 'setColumnState'): void {
  const report = (problem: string) => warn('table', store.id, `${method}: ${problem} — left out`);
  if (!state || typeof state !== 'object' || Array.isArray(state)) return report(`${safeStringify(state, 60)} is not an object of widths, order, pins and hidden columns`);
  const { widths, hidden, order, pins } = state as { widths?: unknown; hidden?: unknown; order?: unknown; pins?: unknown };
  beforeColumnState(store);
  if (widths !== undefined) {
    store.setWidths(readWidths(widths, store.columns, (problem) => report(`widths ${problem}`)));
    keep(store);
  }
  // Pins (issue 44 item 3) replace every pin (`{}`: none); the pin part comes with the first.
  const pinned = pins === undefined ? undefined : readPins(pins, store.columns, report);
  if (pinned) for (const [field, side] of pinChanges(store.pins, pinned)) store.setPin(field, side);
  // The order (issue 44 item 5): each known field once; the ones left out follow in the page's order.
  const fields = readOrder(order, store.columns, report);
  if (fields) store.setOrder(isNatural(store.columns, fields) ? [] : fields);
  const hide = readHidden(hidden, store.columns, report);
  if (hide) for (const column of store.columns) if (column.field && column.visible === hide.has(column.field)) store.setColumnVisible(column.field, !column.visible);
  // The order and hidden columns reach the URL as a reader's change does (pins: the pin part writes them).
  afterColumnState(store);
  // Widths to show: the table's part starts (pointing at the table would start it too).
  wantResize(store);
}
