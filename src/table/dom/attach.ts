/**
 * Attach one table to its page element: config from defaults, global,
 * markup, script options and URL state (model/config.ts); the store with its
 * hooks; the in-place mount; and the page wiring around it (filter forms,
 * toolbar, URL state, data-load-target, host state, automatic refresh).
 * Every attach returns its teardown; this one returns them all.
 */
import { whenIdle } from '../../core/idle';
import { warn } from '../../core/warn';
import { lazy } from '../../core/lazy';

type FormsPart = typeof import('./filter-form');
import { buildConfig, defaultQuery } from '../model/config';
import { collatorFor } from '../model/collator';
import type { GlobalConfig, TableOptions } from '../model/options';
import type { TargetContext } from '../model/target-payload';
import type { LoadedPayload } from '../model/protocol';
import type { Formatter } from '../model/types';
import type { UrlKeys } from '../model/url-state';
import { TableStore, type TableHooks } from '../store.svelte';
import { autoRefresh, type AutoRefresh } from './auto-refresh';
import { formFieldNames } from './form-names';
import type { ParsedTable } from './markup';
import { mountTable } from './mount.svelte';
import { startFeatures } from './features';
import { createUrlSync } from './url-sync';

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
    url: { params: new URLSearchParams(location.search), keys: urlKeys(parsed, ctx) },
    report: (problem) => warn('table', parsed.id, problem),
    sortFields: parsed.columns.flatMap((c) => [c.field, c.sortField]),
  });
  let live = true;
  const undo: Array<() => void> = [() => (live = false)];
  // Every table keeps its view in the address bar unless it or the page opts out (design.md): the writer is in the bundle.
  const sync = config.urlKeys ? createUrlSync(() => store.query, defaultQuery(config), config.urlKeys) : null;
  const hooks: TableHooks = {
    resolveFormatter: ctx.resolveFormatter,
    isAlive: () => ctx.isAlive(parsed.id),
    onQueryChange: sync ? (history) => sync.write(history) : undefined,
    afterLoad: (payload, context) => afterLoad(parsed, store, payload, context, () => live, withForms),
  };
  // External filter forms are bound by the forms chunk, requested now; until it arrives a submit is the browser's own.
  const forms = parsed.forms.length ? lazy(() => import('./filter-form'), 'filter forms submit as plain forms') : null;
  const withForms = (use: (api: FormsPart) => void) => void forms?.then((api) => live && use(api), () => {});
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
  forms?.catch((error) => live && store.fail('forms', error));
  undo.push(mountTable(element, store, parsed.leafRow, parsed.toolbar));
  startFeatures(element, store, () => live, undo);
  if (config.source) void store.load();
  else if (parsed.rows) store.setData(parsed.rows, 'setData');
  else store.announceRender();
  const refresh = autoRefresh(store, config.refreshInterval);
  refresh.start();
  undo.push(() => refresh.dispose());
  // A text sort needs the collator; make it while the page is idle, after the first rows are shown.
  if (store.columns.some((c) => c.sortable)) undo.push(whenIdle(() => collatorFor(config.locale)));
  return { store, refresh, teardown: () => undo.reverse().forEach((u) => u()) };
}

/**
 * After each load: filter forms get the response's options, and the
 * data-load-target is rebound. That is a chunk (./load-target.ts through
 * core/lazy.ts): a table with data-load-target loads it on its first load
 * and binds once it arrives, each load in turn. If it cannot be loaded: one
 * warning for the page (core/lazy.ts), and table:error with action
 * 'data-load-target' after each load that could not be bound.
 */
function afterLoad(parsed: ParsedTable, store: TableStore, payload: LoadedPayload, context: TargetContext, live: () => boolean, withForms: (use: (api: FormsPart) => void) => void): void {
  withForms((api) => {
    for (const form of parsed.forms) {
      api.fillSelectOptions(form, payload.options ?? context.options ?? {});
      // Regression: filling the whole form here overwrote what the reader typed while a load was in flight.
      api.selectRestored(form, store); // a restored value can only be selected once its option exists
    }
  });
  const target = parsed.options.loadTarget;
  if (!target) return;
  lazy(() => import('./load-target'), 'data-load-target is not bound').then(
    (chunk) => live() && chunk.bindTarget(parsed.id, target, payload, context),
    (error) => live() && store.fail('data-load-target', error),
  );
}
