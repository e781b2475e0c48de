/**
 * The lazy features of one table (row, bulk and filter actions, footers,
 * editable rows and drag reorder, host state, row templates), shared by the
 * page path (./attach.ts) and the Svelte DataTable.
 */
import { loadChunk, type Chunks } from '../../core/chunks';
import { warn } from '../../core/warn';
import type { TableStore } from '../store.svelte';

/**
 * Features loaded on first use (core/chunks.ts): a table that declares row,
 * bulk or filter actions loads the actions chunk, one with a tfoot (or
 * data-show-footer, data-footer-aggregates) the footer chunk, one with
 * data-editable-rows or drag reorder the rows chunk, one with a row
 * template the template chunk, a table page with a header filter (`filterRow`) the filters chunk, while its data loads. If a chunk cannot be loaded: one warning for the page and
 * table:error with the chunk's name as the action; the table works without.
 */
export function startFeatures(table: HTMLTableElement, store: TableStore, live: () => boolean, undo: Array<() => void>, filterRow = false): void {
  const c = store.config;
  const ctx = { store, table, warn: (message: string) => warn('table', store.id, message) };
  const use = <N extends 'actions' | 'footer' | 'template' | 'rows' | 'state' | 'filters'>(name: N, start: (api: Chunks[N]) => Array<() => void>) => {
    let stops: Array<() => void> = [];
    undo.push(() => stops.forEach((stop) => stop()));
    // Chunks write their texts once: they start when the table's language is there too.
    Promise.all([loadChunk(name), store.speaking]).then(
      ([api]) => live() && (stops = start(api)),
      (error) => live() && store.emit('table:error', { tableId: store.id, action: name, error, timestamp: Date.now() }),
    );
  };
  if (c.rowActions || c.actions || c.filterActions || c.showCheckbox) {
    use('actions', (api) => [
      api.keepRowFocus(ctx),
      c.rowActions ? api.attachRowActions(ctx) : null,
      c.actions ? api.attachBulkActions(ctx) : null,
      c.filterActions ? api.attachFilterActions(ctx) : null,
    ].filter((stop) => stop !== null));
  }
  if (c.editable || c.sortableRows) use('rows', (api) => [api.attachRows(ctx)]);
  // data-attr without a data-source: rows from the host StateManager.
  if (c.dataPath && !c.source) use('state', (api) => [api.bindHostState(store)]);
  if (table.tFoot || c.showFooter || c.footerAggregates) use('footer', (api) => [api.attachFooter(ctx)]);
  // The header filter row of a table page (DataTable renders its own): when a column filters, or once one does (columns from a load).
  const filters = () => store.columns.some((column) => column.filter) && (use('filters', (api) => [api.attachFilterRow(ctx)]), true);
  if (filterRow && !filters()) {
    const stop = store.listen((name) => name === 'table:loaded' && filters() && stop());
    undo.push(stop);
  }
  // Row templates are filled by the template chunk: the rows show once it has arrived.
  const template = c.template;
  if (template) use('template', (api) => (store.setRowTemplate((row) => api.templateRow(template, row)), []));
}
