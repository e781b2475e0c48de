/**
 * The lazy features of one table (row actions,
 * host state, row templates), shared by the
 * page path (./attach.ts) and the Svelte DataTable.
 */
import { lazy } from '../../core/lazy';
import { warn } from '../../core/warn';
import type { TableStore } from '../store.svelte';

/**
 * Features loaded on first use (core/lazy.ts): a table that declares row
 * actions or checkboxes loads the actions chunk, one with a row
 * template the template chunk, while its data loads. `rowActions` false:
 * the caller adds the row-actions column itself (the Svelte DataTable). If a chunk cannot be loaded: one warning for the page and
 * table:error with the chunk's name as the action; the table works without.
 */
export function startFeatures(table: HTMLTableElement, store: TableStore, live: () => boolean, undo: Array<() => void>, rowActions = true): void {
  const c = store.config;
  const ctx = { store, table, warn: (message: string) => warn('table', store.id, message) };
  /** Part `name` (the action of its table:error), loaded by `load`; `without`: what stops working when it cannot be. */
  const use = <P>(name: string, load: () => Promise<P>, without: string, start: (api: P) => Array<() => void>) => {
    let stops: Array<() => void> = [];
    undo.push(() => stops.forEach((stop) => stop()));
    // Parts write their texts once: they start when the table's language is there too.
    Promise.all([lazy(load, without), store.speaking]).then(
      ([api]) => live() && (stops = start(api)),
      (error) => live() && store.fail(name, error),
    );
  };
  // (Bulk and filter actions, editable rows and the rows bar are components: TableParts.svelte, DataTable.svelte.)
  if (c.rowActions || c.showCheckbox) {
    // A submenu's menu button is a part the actions part asks for: asked for now, in the same round trip
    // (the actions part's own request warns if it cannot be loaded).
    if (rowActions && Object.values(c.rowActions ?? {}).some((a) => (a as { submenu?: unknown } | null)?.submenu)) import('../components/ActionMenu.svelte').catch(() => {});
    use('actions', () => import('./row-actions'), 'row actions do not work', (api) => [
      api.keepRowFocus(ctx),
      c.rowActions && rowActions ? api.attachRowActions(ctx) : null,
    ].filter((stop) => stop !== null));
  }
  // Column resize (issue 44 item 1): its part comes when the reader first points at the table or focuses near it, or
  // at once when the table has widths to show (stored; or given: setColumnState calls wantResize).
  const listening = new AbortController();
  // The column menus, header drag, chooser, columns in the URL (issue 44 items 2, 4, 5), pins and the sticky header
  // (item 3) and the page's group header rows (item 2) are in the same part.
  const start = () => listening.signal.aborted || (listening.abort(), use('resize', resizePart, 'columns cannot be resized, moved, pinned or chosen', (api) => [...api.startResize(ctx), ...api.startColumns(ctx), ...api.startPin(ctx), ...api.startGroups(ctx)]));
  undo.push(() => listening.abort());
  starters.set(store, start);
  // Focus anywhere beside the table (its toolbar, its pager, the page around it) counts: a keyboard user
  // may reach a table that has nothing to focus in it. (The controller is the listener options: its
  // `signal` ends them.)
  table.addEventListener('pointerover', start, listening), (table.parentNode ?? table).addEventListener('focusin', start, listening);
  // At once: a column chooser to show, columns to pin or a header to stick, group header rows to follow the columns, or a URL that names this table's
  // columns (`cols`, `hide`, `pin`; any table's: the part reads this one's). Else once a column is first pinned
  // (a DataTable's pinnedColumns).
  if ((c.resizable && c.persistWidths && stored(store.id)) || c.columnChooser || c.stickyHeader || c.pin || store.groups || Object.keys(store.pins).length || /(cols|hide|pin)=/.test(location.search)) start();
  undo.push(store.listen((name) => name === 'table:columnPin' && start()));
  // Phone widths (issue 44 item 6) and detail rows (issue 47 item 4): rows under rows, one part (its file list is
  // written once into the bundle), for tables with data-responsive, a detail template or a detail source only.
  if (c.responsive) use('responsive', rowsPart, 'no phone layout', (api) => api.startResponsive(ctx));
  if (table.querySelector('[data-detail-template]') || table.dataset.detailSource) use('detail', rowsPart, 'no detail rows', (api) => api.startDetail(ctx));
  // Cell focus, ranges and copy (issue 46): a part for tables with data-cell-selection.
  if (c.cellSelection) use('range', () => import('./cell-range'), 'no cell ranges', (api) => api.startRange(ctx));
  // data-attr without a data-source: rows from the host StateManager.
  if (c.dataPath && !c.source) use('state', () => import('./host-state'), 'rows are not bound to the host state', (api) => [api.bindHostState(store)]);
  // Row templates are filled by the template chunk: the rows show once it has arrived.
  const template = c.template;
  if (template) use('template', () => import('./load-target'), 'data-load-target is not bound', (api) => (store.setRowTemplate((row) => api.templateRow(template, row)), []));
}

/** The responsive part, which starts detail rows too (./responsive.ts, ./detail.ts). */
const rowsPart = () => import('./responsive');

/** The resize part (one import site: its file list is written once into the bundle). */
export const resizePart = () => import('./column-resize');

const starters = new WeakMap<TableStore, () => unknown>();

/** Start the resize part of a table now (it has widths to show: setColumnState, a DataTable prop). */
export const wantResize = (store: TableStore): unknown => starters.get(store)?.();

/** Where a table's widths are kept: the original framework's key, one per table id (clearTableCache removes it). */
export const widthsKey = (tableId: string): string => `table_${tableId}_columns`;

/** The reader's stored widths of table `id`, as stored (null: none, or no storage). */
export function stored(id: string): string | null {
  try {
    return localStorage.getItem(widthsKey(id));
  } catch {
    return null;
  }
}
