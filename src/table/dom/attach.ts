/**
 * Attach one table to its page element: config from defaults, global,
 * markup, script options and URL state (model/config.ts); the store with its
 * hooks; the in-place mount; and the page wiring around it (filter forms,
 * toolbar, URL state, data-load-target, host state, automatic refresh).
 * Every attach returns its teardown; this one returns them all.
 */
import { whenIdle } from '../../core/idle';
import { warn } from '../../core/warn';
import { loadChunk, type Chunks } from '../../core/chunks';
import { buildConfig, defaultQuery } from '../model/config';
import { collatorFor } from '../model/collator';
import type { GlobalConfig, TableOptions } from '../model/options';
import type { NormalizedPayload } from '../model/target-payload';
import type { Formatter } from '../model/types';
import type { UrlKeys } from '../model/url-state';
import { TableStore, type TableHooks } from '../store.svelte';
import { AutoRefresh } from './auto-refresh';
import { formFieldNames } from './form-names';
import type { ParsedTable } from './markup';
import { mountTable } from './mount.svelte';
import { createUrlSync, pageParams } from './url-sync';

export interface AttachContext {
  global: GlobalConfig;
  resolveFormatter(name: string, fromData: boolean): Formatter | undefined;
  isAlive(id: string): boolean;
  /** How many other live tables already write their state to the URL. */
  urlTablesBefore(): number;
}

export interface AttachedTable {
  store: TableStore;
  refresh: AutoRefresh;
  teardown(): void;
}

const QUERY_KEYS = ['page', 'pageSize', 'sort', 'search'];

/** This table's URL keys: a prefix after the first URL table, and the filter names it owns. */
function urlKeys(parsed: ParsedTable, ctx: AttachContext): UrlKeys {
  const names = [...parsed.columns.map((c) => c.field).filter(Boolean), ...parsed.toolbar.map((c) => c.field), ...parsed.forms.flatMap(formFieldNames)];
  return {
    prefix: ctx.urlTablesBefore() > 0 ? `${parsed.id}.` : '',
    filterNames: [...new Set(names)].filter((n) => !QUERY_KEYS.includes(n)),
  };
}

export function attachTable(element: HTMLTableElement, parsed: ParsedTable, script: Partial<TableOptions>, ctx: AttachContext): AttachedTable {
  const filterModes = Object.assign(Object.create(null), Object.fromEntries(parsed.toolbar.map((c) => [c.field, c.mode])));
  const config = buildConfig({
    id: parsed.id, global: ctx.global, markup: parsed.options, script, template: parsed.template, filterModes, label: parsed.label,
    hasSearchControl: parsed.toolbar.some((c) => c.field === 'search') || parsed.forms.some((f) => formFieldNames(f).includes('search')),
    url: { params: pageParams(), keys: urlKeys(parsed, ctx) },
    report: (problem) => warn('table', parsed.id, problem),
    sortFields: parsed.columns.flatMap((c) => [c.field, c.sortField]),
  });
  let live = true;
  const undo: Array<() => void> = [() => (live = false)];
  const sync = config.urlKeys ? createUrlSync(() => store.query, defaultQuery(config), config.urlKeys) : null;
  const hooks: TableHooks = {
    resolveFormatter: ctx.resolveFormatter,
    isAlive: () => ctx.isAlive(parsed.id),
    onQueryChange: sync ? (history) => sync.write(history) : undefined,
    afterLoad: (payload) => afterLoad(parsed, store, payload, () => live, withForms),
  };
  // External filter forms are bound by the forms chunk, requested now; until it arrives a submit is the browser's own.
  const forms = parsed.forms.length ? loadChunk('forms') : null;
  const withForms = (use: (api: Chunks['forms']) => void) => void forms?.then((api) => live && use(api), () => {});
  const fill = () => withForms((api) => parsed.forms.forEach((form) => api.fillForm(form, store)));
  const store = new TableStore(config, parsed.columns, parsed.rows ?? [], hooks);

  if (sync) {
    undo.push(sync.listen((query) => {
      store.setQuery(query, 'none', 'load');
      fill();
    }));
  }
  fill();
  withForms((api) => undo.push(api.bindFilterForms(store, parsed.forms)));
  forms?.catch((error) => live && store.emit('table:error', { tableId: store.id, action: 'forms', error, timestamp: Date.now() }));
  undo.push(mountTable(element, store, parsed.leafRow, parsed.toolbar));
  startFeatures(element, store, () => live, undo);
  if (config.source) void store.load();
  else if (parsed.rows) store.setData(parsed.rows, 'setData');
  else store.announceRender();
  const refresh = new AutoRefresh(store, config.refreshInterval);
  refresh.start();
  undo.push(() => refresh.dispose());
  // A text sort needs the collator; make it while the page is idle, after the first rows are shown.
  if (store.columns.some((c) => c.sortable)) undo.push(whenIdle(() => collatorFor(config.locale)));
  return { store, refresh, teardown: () => undo.reverse().forEach((u) => u()) };
}

/**
 * Features loaded on first use (core/chunks.ts): a table that declares row,
 * bulk or filter actions loads the actions chunk, one with a tfoot (or
 * data-show-footer, data-footer-aggregates) the footer chunk, one with
 * data-editable-rows or drag reorder the rows chunk, one with a row
 * template the template chunk, while its data loads. If a chunk cannot be loaded: one warning for the page and
 * table:error with the chunk's name as the action; the table works without.
 */
function startFeatures(table: HTMLTableElement, store: TableStore, live: () => boolean, undo: Array<() => void>): void {
  const c = store.config;
  const ctx = { store, table, warn: (message: string) => warn('table', store.id, message) };
  const use = <N extends 'actions' | 'footer' | 'template' | 'rows' | 'state'>(name: N, start: (api: Chunks[N]) => Array<() => void>) => {
    let stops: Array<() => void> = [];
    undo.push(() => stops.forEach((stop) => stop()));
    loadChunk(name).then(
      (api) => live() && (stops = start(api)),
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
  // Row templates are filled by the template chunk: the rows show once it has arrived.
  const template = c.template;
  if (template) use('template', (api) => (store.setRowTemplate((row) => api.renderTemplate(template, row)), []));
}

/**
 * After each load: filter forms get the response's options, and the
 * data-load-target is rebound. That is a chunk (./load-target.ts through
 * core/chunks.ts): a table with data-load-target loads it on its first load
 * and binds once it arrives, each load in turn. If it cannot be loaded: one
 * warning for the page (core/chunks.ts), and table:error with action
 * 'data-load-target' after each load that could not be bound.
 */
function afterLoad(parsed: ParsedTable, store: TableStore, payload: NormalizedPayload, live: () => boolean, withForms: (use: (api: Chunks['forms']) => void) => void): void {
  withForms((api) => {
    for (const form of parsed.forms) {
      api.fillSelectOptions(form, payload.options);
      // Regression: filling the whole form here overwrote what the reader typed while a load was in flight.
      api.selectRestored(form, store); // a restored value can only be selected once its option exists
    }
  });
  const target = parsed.options.loadTarget;
  if (!target) return;
  loadChunk('template').then(
    (chunk) => live() && chunk.bindTarget(parsed.id, target, payload),
    (error) => live() && store.emit('table:error', { tableId: store.id, action: 'data-load-target', error, timestamp: Date.now() }),
  );
}
