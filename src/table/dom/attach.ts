/**
 * One table instance: config from markup + global + script options, the
 * store, the in-place mount, and the I/O bindings around it (filter forms,
 * URL state, data-load-target, host state). Returns its teardown.
 */
import { warn } from '../../core/warn';
import { hostStateManager } from '../../core/host';
import { bindLoadTarget } from '../../template/binder';
import type { ParsedTable } from './markup';
import { buildConfig } from '../model/config';
import { bindFilterForms, fillForm, fillSelectOptions, formFieldNames } from './filter-form';
import { mountTable } from './mount.svelte';
import { collatorFor } from '../model/collator';
import { whenIdle } from '../../core/idle';
import type { GlobalConfig, TableOptions } from '../model/options';
import { TableStore } from '../store.svelte';
import type { Formatter } from '../model/types';
import { createUrlSync } from './url-sync';
import { AutoRefresh } from './auto-refresh';

export interface InstanceContext {
  global: GlobalConfig;
  resolveFormatter(name: string): Formatter | undefined;
  isAlive(id: string): boolean;
  /** How many other live tables already write their state to the URL. */
  urlTablesBefore(): number;
}

export interface Instance {
  store: TableStore;
  usesUrl: boolean;
  refresh: AutoRefresh;
  teardown(): void;
}

export function createInstance(element: HTMLTableElement, parsed: ParsedTable, script: Partial<TableOptions>, ctx: InstanceContext): Instance {
  const filterModes = Object.fromEntries(parsed.toolbar.map((c) => [c.field, c.mode]));
  const config = buildConfig({
    id: parsed.id, global: ctx.global, markup: parsed.options, script, template: parsed.template, filterModes,
    hasSearchControl: parsed.toolbar.some((c) => c.field === 'search') || parsed.forms.some((f) => formFieldNames(f).includes('search')),
    resolveFormatter: ctx.resolveFormatter,
  });
  config.debug = ctx.global.debug;
  config.isAlive = () => ctx.isAlive(parsed.id);
  const store = new TableStore(config, parsed.columns, parsed.rows ?? []);
  const undo: Array<() => void> = [];

  // URL state: opt-in per table (data-url-params), global urlParams is the master switch.
  const usesUrl = (script.urlParams ?? parsed.options.urlParams ?? false) === true && ctx.global.urlParams !== false;
  if (usesUrl) {
    const prefix = ctx.urlTablesBefore() > 0 ? `${parsed.id}.` : '';
    const filterNames = [...new Set([...store.columns.map((c) => c.field).filter(Boolean), ...parsed.toolbar.map((c) => c.field),
      ...parsed.forms.flatMap(formFieldNames)])].filter((n) => !['page', 'pageSize', 'sort', 'search'].includes(n));
    const sync = createUrlSync(store, { ...store.query }, () => ({ prefix, filterNames }));
    store.query = sync.initial();
    config.onQueryChange = (history) => sync.write(history);
    undo.push(sync.listen((query) => {
      store.setQuery(query, 'none', 'load');
      for (const form of parsed.forms) fillForm(form, store);
      syncToolbar(parsed, store);
    }));
  }
  for (const form of parsed.forms) fillForm(form, store);
  undo.push(bindFilterForms(store, parsed.forms));

  const target = parsed.options.loadTarget;
  config.afterLoad = (payload) => {
    for (const form of parsed.forms) {
      fillSelectOptions(form, payload.options);
      fillForm(form, store); // a restored value can only be selected once its option exists
    }
    if (!target) return;
    const container = document.querySelector(target);
    if (!container) return warn('table', parsed.id, `data-load-target "${target}" matches no element — nothing rebound`);
    bindLoadTarget(container, { state: payload as unknown as Record<string, unknown>, data: payload.data });
  };

  undo.push(mountTable(element, store, parsed.leafRow, parsed.toolbar));
  undo.push(bindState(store, parsed));
  if (config.source) void store.loader.load();
  else if (parsed.rows) store.setData(parsed.rows, 'setData');
  else store.announceRender();
  // data-refresh-interval, else the global refreshInterval (seconds; 0 = off).
  const refresh = new AutoRefresh(store, script.refreshInterval ?? parsed.options.refreshInterval ?? ctx.global.refreshInterval);
  refresh.start();
  undo.push(() => refresh.dispose());
  // A text sort needs the collator; make it while the page is idle, after the first rows are shown.
  if (store.columns.some((c) => c.sortable)) undo.push(whenIdle(() => collatorFor(config.locale)));
  return { store, usesUrl, refresh, teardown: () => undo.reverse().forEach((u) => u()) };
}

/** Show the store's filters in the page's toolbar controls (after back/forward). */
function syncToolbar(parsed: ParsedTable, store: TableStore): void {
  for (const { element, field } of parsed.toolbar) {
    element.value = field === 'search' ? store.query.search : store.query.filters[field] ?? '';
  }
}

/**
 * data-attr without a data-source binds rows from host state (spec
 * data-attr; table:bound and table:stateUpdate).
 */
function bindState(store: TableStore, parsed: ParsedTable): () => void {
  const path = store.config.dataPath;
  if (!path || store.config.source) return () => {};
  const state = hostStateManager();
  if (!state) {
    warn('table', parsed.id, `data-attr "data:${path}" needs a data-source or a host StateManager — no rows bound`);
    return () => {};
  }
  const apply = (value: unknown) => {
    if (value === undefined) return;
    if (store.setData(value, 'state')) {
      store.emit('table:stateUpdate', { tableId: store.id, statePath: path, recordCount: store.rows.length, timestamp: Date.now() });
    }
  };
  apply(state.get(path));
  let off: unknown;
  try {
    off = state.subscribe?.(path, apply);
  } catch (error) {
    warn('table', parsed.id, `host StateManager.subscribe failed (${(error as Error).message})`);
  }
  store.emit('table:bound', { tableId: store.id, statePath: path, timestamp: Date.now() });
  return () => {
    if (typeof off === 'function') off();
  };
}
