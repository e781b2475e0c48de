/**
 * The TableManager facade (spec "Client methods"): the one place that keeps
 * the registry of tables and knows about the page's globals. Every method
 * takes a table id, reaches the table's store through its actions, and never
 * throws on bad input: it warns and does nothing.
 */
import { hints } from '../core/did-you-mean';
import { emitTableEvent, onPageEvent } from '../core/events';
import { guardMethods } from '../core/guard';
import { setCsrfHeader } from '../core/http';
import { resolveGlobalFunction, resolveRegisteredFunction } from '../core/path';
import { warn } from '../core/warn';
import { readTable, TABLE_SELECTOR, type ParsedTable } from './dom/markup';
import { attachTable } from './dom/attach';
import { followLazyFormats } from './lazy-formats';
import { exportData } from './export-data';
import { lazy } from '../core/lazy';
import { watch } from '../core/watch';
import { resizePart, widthsKey } from './dom/features';
import { fieldOrder } from './model/column-order';
import type { AutoRefresh } from './dom/auto-refresh';
import { GLOBAL_DEFAULTS, type GlobalConfig, type TableOptions } from './model/options';
import type { Formatter, Row } from './model/types';
import type { TableStore } from './store.svelte';

interface Entry {
  element: HTMLTableElement;
  store: TableStore;
  teardown: () => void;
  parsed: ParsedTable;
  script: Partial<TableOptions>;
  refresh: AutoRefresh;
}

const tables = new Map<string, Entry>();
let documentScanned = false;
const formatters = new Map<string, Formatter>();
let globalConfig: GlobalConfig = { ...GLOBAL_DEFAULTS, pageSizes: [...GLOBAL_DEFAULTS.pageSizes] };

/**
 * Named formatters: the registry first, then (a name from the page's markup
 * only) a dotted global path, called, never evaluated. A name from a server
 * payload reaches registered formatters only: data never chooses which
 * page function runs (Hardening 2).
 */
function resolveFormatter(name: string, fromData: boolean): Formatter | undefined {
  if (fromData) return resolveRegisteredFunction(name, formatters) as Formatter | undefined;
  return formatters.get(name) ?? (resolveGlobalFunction(name) as Formatter | undefined);
}

function entry(tableId: string, method: string): Entry | undefined {
  // A script that runs before discovery (a deferred page script) still reaches its table;
  // after discovery (and after destroy) an unknown id does not re-enhance the page.
  if (!documentScanned && typeof tableId === 'string' && !tables.has(tableId) && typeof document !== 'undefined') {
    TableManager.discover(document);
  }
  const found = typeof tableId === 'string' ? tables.get(tableId) : undefined;
  if (!found) warn('table', String(tableId), `${method}: no table with this id`);
  return found;
}

/** Tables follow a language change as calendars do (locale:changed, i18n:updated; README "Languages"): bound with the first table. */
let following = false;

function create(element: HTMLTableElement, parsed: ParsedTable, script: Partial<TableOptions>): Entry {
  if (!following) {
    following = true;
    for (const name of ['locale:changed', 'i18n:updated']) onPageEvent(name, () => tables.forEach((t) => t.store.relang()));
  }
  const attached = attachTable(element, parsed, script, {
    global: globalConfig,
    resolveFormatter,
    isAlive: (id) => TableManager.isAlive(id),
    urlTablesBefore: () => [...tables.values()].filter((t) => t.store.config.urlParams).length,
  });
  const made: Entry = { element, parsed, script, ...attached };
  tables.set(parsed.id, made);
  return made;
}

/** enableRowSort / disableRowSort: a table that declares drag reorder shows or hides its handles. */
function rowSort(tableId: string, on: boolean, method: string): void {
  const store = entry(tableId, method)?.store;
  if (store?.config.sortableRows) store.setRowSort(on);
  else if (store) warn('table', tableId, `${method}: no data-row-sortable`);
}

function tearDown(id: string, found: Entry, announce = true): void {
  found.store.dispose();
  found.teardown();
  tables.delete(id);
  if (announce) emitTableEvent('table:destroyed', { tableId: id, timestamp: Date.now() });
}

/** Observed discovery (core/watch.ts): tables added later are enhanced, tables removed (inside a removed node) torn down. */
function scan(added: Element | null, gone?: Node[]): void {
  for (const [id, t] of [...tables]) if (!t.element.isConnected && gone?.some((node) => node.contains(t.element))) tearDown(id, t);
  if (added) TableManager.discover(added);
}

followLazyFormats(() => [...tables.values()].map((t) => t.store));

export const TableManager = {
  /** Merge global configuration; applies to tables found later and re-applies to existing ones. */
  init(config: Partial<GlobalConfig> & { observe?: boolean } = {}): void {
    if (config && typeof config === 'object') {
      const next = { ...globalConfig };
      const known = Object.keys(GLOBAL_DEFAULTS);
      // An unknown option (a misspelling, or one of another framework) is named once, with a did-you-mean from the hints part.
      const unknown = Object.keys(config).filter((key) => !known.includes(key) && key !== 'observe');
      // Without the part, its own load warning is the word (core/lazy.ts).
      if (unknown.length) hints().then((h) => h.unknownOptions(unknown, known), () => {});
      for (const key of known as Array<keyof GlobalConfig>) {
        if (config[key] !== undefined) (next as Record<string, unknown>)[key] = config[key];
      }
      if (!Array.isArray(next.pageSizes) || !next.pageSizes.every((n) => Number.isInteger(n) && n > 0)) {
        warn('table', null, 'TableManager.init: pageSizes needs positive whole numbers — default used');
        next.pageSizes = [...GLOBAL_DEFAULTS.pageSizes];
      }
      globalConfig = next;
      setCsrfHeader(next.csrfHeader);
    }
    for (const [id, found] of [...tables]) {
      tearDown(id, found, false);
      create(found.element, readTable(found.element) ?? found.parsed, found.script);
    }
    if (typeof document !== 'undefined' && document.readyState !== 'loading') TableManager.discover(document);
    if (config?.observe === true) watch(true, scan);
  },

  /** Find and initialise every table under `root` that is not yet initialised. */
  discover(root: ParentNode = document): void {
    if (root === document) (documentScanned = true), watch(false, scan);
    const found = Array.from(root.querySelectorAll(TABLE_SELECTOR));
    if (root instanceof Element && root.matches(TABLE_SELECTOR)) found.unshift(root);
    for (const el of found) {
      if ([...tables.values()].some((t) => t.element === el)) continue;
      TableManager.initTable(el as HTMLTableElement);
    }
  },

  /** Initialise one table element; options override its markup. */
  initTable(element: Element | null, options: Partial<TableOptions> = {}): TableStore | null {
    if (!element || !(element instanceof Element)) {
      warn('table', null, 'initTable: the element is missing');
      return null;
    }
    for (const [id, t] of tables) if (t.element === element) tearDown(id, t);
    const parsed = readTable(element);
    if (!parsed) return null;
    const previous = tables.get(parsed.id);
    // A table removed from the page without destroy() (content swapped by a script) gives its id up.
    if (previous && !previous.element.isConnected) tearDown(parsed.id, previous);
    else if (previous) {
      warn('table', parsed.id, 'a second table uses the same data-table id — left as it is');
      return null;
    }
    try {
      return create(element as HTMLTableElement, parsed, options ?? {}).store;
    } catch (error) {
      // One broken table must not stop the others (design.md "Bad input": no uncaught exception).
      warn('table', parsed.id, `could not be initialised (${(error as Error).message}) — left as it is`);
      const partial = tables.get(parsed.id);
      if (partial) tearDown(parsed.id, partial, false);
      return null;
    }
  },

  /** Replace a table's rows; also accepts {data, columns, meta}. */
  setData(tableId: string, data: unknown): void {
    entry(tableId, 'setData')?.store.setData(data, 'setData');
  },

  /** Reload from data-source; resolves when the rows are shown (or the load failed). */
  async loadTableData(tableId: string, options: { force?: boolean } = {}): Promise<boolean> {
    // Spec: returns a promise that reloads from data-source (the cache is bypassed when force is set).
    const found = entry(tableId, 'loadTableData');
    if (!found) return false;
    if (!found.store.config.source) {
      warn('table', tableId, 'loadTableData: the table has no data-source');
      return false;
    }
    return found.store.load({ force: options?.force === true });
  },

  /** Render again from the current data (picks up rows mutated in place). */
  renderTable(tableId: string): void {
    const found = entry(tableId, 'renderTable');
    if (!found) return;
    found.store.rerender();
  },

  /** Set filter values by field (merged over the current ones). */
  setFilters(tableId: string, filters: Record<string, unknown>): void {
    if (!filters || typeof filters !== 'object') return warn('table', String(tableId), 'setFilters: filters must be an object');
    entry(tableId, 'setFilters')?.store.setFilters(filters);
  },

  /** Show or hide a column (its data stays). */
  toggleColumnVisibility(tableId: string, fieldName: string, visible: boolean): void {
    const found = entry(tableId, 'toggleColumnVisibility');
    if (found && !found.store.setColumnVisible(fieldName, visible !== false)) {
      warn('table', tableId, `toggleColumnVisibility: no column "${fieldName}"`);
    }
  },

  /**
   * The columns' state, for a page that keeps it itself: `widths` (pixels by field, the ones set by the
   * reader or setColumnState), `order` (every data column's field, in order), `pins` (field to 'start' or 'end')
   * and `hidden` (fields); a copy. Undefined for an unknown table.
   */
  getColumnState(tableId: string): { widths: Record<string, number>; order: string[]; pins: Record<string, 'start' | 'end'>; hidden: string[] } | undefined {
    const store = tables.get(tableId)?.store;
    return store && { widths: { ...store.widths }, order: fieldOrder(store.columns, store.order), pins: { ...store.pins }, hidden: store.columns.filter((c) => !c.visible && c.field).map((c) => c.field) };
  },

  /**
   * Apply a column state (as getColumnState gives it): `widths` replaces every width (`{}`: natural
   * widths), `order` gives the data columns' order, `pins` every pin (`{}`: none pinned), `hidden` lists the
   * hidden columns. Unknown columns, repeated ones, widths that are not 1 to 4000 px and anything not of this
   * shape: one warning each, the rest applied. Resolves once applied.
   */
  async setColumnState(tableId: string, state: { widths?: Record<string, number>; order?: string[]; pins?: Record<string, 'start' | 'end' | null>; hidden?: string[] }): Promise<void> {
    const store = entry(tableId, 'setColumnState')?.store;
    if (!store) return;
    (await lazy(resizePart, 'setColumnState does nothing')).setColumnState(store, state);
  },

  /** Group the rows by `fields` (`'region, country'` or `['region', 'country']`, outermost first; `[]` or `''` ungroups): issue 47. */
  setGroupBy(tableId: string, fields: string | readonly string[]): void {
    entry(tableId, 'setGroupBy')?.store.setGroupBy(fields);
  },

  /** Forget what the table keeps in the browser: the reader's column widths (shown until the next visit). */
  clearTableCache(tableId: string): void {
    try {
      localStorage.removeItem(widthsKey(tableId));
    } catch {
      /* no storage: nothing kept */
    }
  },

  /** Set the automatic refresh interval in seconds (0 stops; below 1 runs at 1, above 86400 at 86400; NaN, negative, Infinity or a non-number stops, each with one warning); true when the timer runs. */
  setRefreshInterval(tableId: string, seconds: number): boolean {
    return entry(tableId, 'setRefreshInterval')?.refresh.setInterval(seconds) ?? false;
  },

  /** Seconds between automatic reloads in effect (after the 1 s floor and 24 h cap), 0 when off. */
  getRefreshInterval(tableId: string): number {
    return tables.get(tableId)?.refresh.interval ?? 0;
  },

  /** Start the automatic refresh; false when the interval is 0 or the table has no data-source. */
  startAutoRefresh(tableId: string): boolean {
    return entry(tableId, 'startAutoRefresh')?.refresh.start() ?? false;
  },

  /** Stop the automatic refresh (safe when none runs). */
  stopAutoRefresh(tableId: string): void {
    tables.get(tableId)?.refresh.stop();
  },

  /** Show the drag handles of a table with drag reorder. */
  enableRowSort(tableId: string): void {
    rowSort(tableId, true, 'enableRowSort');
  },

  /** Hide the drag handles. */
  disableRowSort(tableId: string): void {
    rowSort(tableId, false, 'disableRowSort');
  },

  /** Clear the selection of a table (by id, or by its element). */
  clearSelection(table?: Element | string | null, tableId?: string): void {
    const id = tableId ?? (typeof table === 'string' ? table : table?.getAttribute('data-table') ?? '');
    tables.get(id)?.store.setSelection(new Set());
  },

  /**
   * Export what the user sees (spec exportData): csv, json or excel, loaded
   * on first use (the export part): the filtered, sorted rows of every page,
   * headers from the th text, cells as shown (json: keyed by header text;
   * `{raw: true}` gives raw values keyed by field). Resolves true when a file
   * was made; table:export tells listeners either way.
   */
  async exportData(tableId: string, format: string, options: { filename?: unknown; raw?: unknown } = {}): Promise<boolean> {
    const store = entry(tableId, 'exportData')?.store;
    return !!store && exportData(store, format, options ?? {});
  },

  /** True when tracked and its element is attached to the document body. */
  isAlive(tableId: string): boolean {
    const found = tables.get(tableId);
    return !!found && typeof document !== 'undefined' && !!document.body?.contains(found.element);
  },

  /** Register a named formatter for data-formatter / column `formatter`. */
  registerFormatter(name: string, fn: Formatter): void {
    if (typeof name !== 'string' || typeof fn !== 'function') return warn('table', null, 'registerFormatter: needs a name and a function');
    formatters.set(name, fn);
    for (const t of tables.values()) t.store.refreshColumns();
  },

  /** A copy of the rows a table holds (filtered and sorted when `view` is true). */
  getData(tableId: string, view = false): Row[] {
    const found = tables.get(tableId);
    if (!found) return [];
    return (view ? found.store.view.ordered : found.store.rows).map((r) => ({ ...r }));
  },

  /** The store of a table, for Svelte apps and advanced scripts. */
  getTable(tableId: string): TableStore | undefined {
    return tables.get(tableId)?.store;
  },

  /**
   * Tear down one table (the original's destroyTable): its parts, listeners, timer and requests in
   * flight; its page markup restored; table:destroyed. It can be enhanced again (initTable).
   */
  destroyTable(tableId: string): void {
    // (Not entry(): before the page's discovery that would enhance a table only to tear it down.)
    const found = tables.get(tableId);
    if (found) tearDown(tableId, found);
    else warn('table', String(tableId), 'destroyTable: no table with this id');
  },

  /** Tear down every table, restore its markup, emit table:destroyed each and tablemanager:destroyed. */
  destroy(): void {
    for (const [id, found] of [...tables]) tearDown(id, found);
    emitTableEvent('tablemanager:destroyed', { timestamp: Date.now() });
  },
};

// Whatever a page passes, no TableManager method throws into its script.
guardMethods('table', 'TableManager', TableManager, {
  initTable: null, loadTableData: false, setRefreshInterval: false, getRefreshInterval: 0, startAutoRefresh: false,
  isAlive: false, getData: [], getTable: undefined, exportData: false,
});
