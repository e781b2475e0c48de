/**
 * One store per table instance (style.md #3): state in runes, the view
 * derived from it, and actions that change state and announce it. Events
 * fire from actions, never from effects. Remote I/O lives in TableLoader.
 */
import { tick } from 'svelte';
import { emitTableEvent } from '../core/events';
import { warn } from '../core/warn';
import { columnsFromMeta, columnSignature, visibleColumns } from './model/columns';
import { createViewComputer, type FilterContext } from './model/query';
import { resolveLookup, type LookupMap } from './model/cells';
import { fieldValue } from './model/sorters';
import { normalizePayload, type LoadedPayload } from './model/protocol';
import { normalizeForTarget, TextCache, type NormalizedPayload } from './model/target-payload';
import { TableLoader, type LoadCause } from './loader';
import type { HistoryMode, TableConfig } from './model/config';
export type { HistoryMode, TableConfig } from './model/config';
import type { ColumnDef, FilterMode, Formatter, PageMeta, QueryState, Row, SortKey, TableView } from './model/types';
import { lazyCollator } from './model/collator';

export type TableStatus = 'ready' | 'loading' | 'error';

export class TableStore {
  readonly id: string;
  config = $state.raw<TableConfig>() as TableConfig;
  columns = $state.raw<ColumnDef[]>([]);
  rows = $state.raw<Row[]>([]);
  query = $state.raw<QueryState>({ sort: [], search: '', filters: {}, page: 1, pageSize: 0 });
  status = $state<TableStatus>('ready');
  errorMessage = $state<string | null>(null);
  /** Set when the server pages and sorts (its response carried meta). */
  serverMeta = $state.raw<PageMeta | null>(null);
  responseOptions = $state.raw<Record<string, unknown> | undefined>(undefined);
  selected = $state.raw<ReadonlySet<Row>>(new Set());
  /** Whether data has arrived at least once (distinguishes 'loading' from 'empty'). */
  loaded = $state(false);

  readonly loader: TableLoader;
  #compute: ReturnType<typeof createViewComputer>;
  #renderPending = false;
  #alive = true;

  lookups = $derived.by(() => {
    const map = new Map<string, LookupMap | undefined>();
    for (const c of this.columns) if (c.field) map.set(c.field, resolveLookup(c, this.responseOptions, undefined));
    return map;
  });

  visible = $derived(visibleColumns(this.columns));

  view: TableView = $derived.by(() => this.#computeView());

  constructor(config: TableConfig, columns: ColumnDef[], rows: Row[] = []) {
    this.id = config.id;
    this.config = config;
    this.columns = columns;
    this.rows = rows;
    this.#compute = createViewComputer(lazyCollator(config.locale));
    this.query = { sort: config.defaultSort, search: '', filters: {}, page: 1, pageSize: config.pageSize };
    this.loader = new TableLoader(this);
    this.loaded = rows.length > 0 || !config.source;
  }

  #computeView(): TableView {
    const meta = this.serverMeta;
    if (meta) {
      // The page asked for shows at once (a second click on Next goes one further); the rows follow.
      return {
        rows: this.rows, total: meta.total, filtered: meta.total, page: this.query.page, pageSize: meta.pageSize,
        totalPages: meta.totalPages, offset: (meta.page - 1) * meta.pageSize, ordered: this.rows,
      };
    }
    return this.#compute(this.rows, this.query, this.filterContext());
  }

  /** Context for filtering and search: display text uses formats and lookups. */
  filterContext(): FilterContext {
    // Read the derived lookups once: reading a signal per row inside a derivation is costly.
    const lookups = this.lookups;
    return {
      columns: this.columns,
      textOf: (row, column) => this.#texts.get(row, column, lookups),
      modeOf: (field) => this.config.filterModes[field] ?? (lookups.get(field) ? 'equals' : 'contains'),
      // With a data-source, filters that are not columns are the server's business.
      columnsOnly: !!this.config.source,
      haystack: (row, column) => this.#texts.haystack(row, column, lookups),
      textVersion: lookups,
      searchFields: this.config.searchFields,
    };
  }

  /** Display text of a cell (cached: search and 'contains' filters read it for every row on every keystroke). */
  textOf(row: Row, column: ColumnDef): string {
    return this.#texts.get(row, column, this.lookups);
  }
  #texts = new TextCache();

  get isServerSide(): boolean {
    return this.serverMeta !== null;
  }

  /** Whether pagination controls apply. */
  get paginated(): boolean {
    return !this.config.editable && (this.isServerSide ? this.view.totalPages > 1 || this.query.pageSize > 0 : this.query.pageSize > 0);
  }

  // ----- actions ---------------------------------------------------------

  /**
   * Sort by a column: a plain click cycles asc -> desc -> asc on that column
   * alone; `additive` (shift-click) adds or flips it within a multi-sort.
   */
  toggleSort(field: string, additive = false): void {
    const current = this.query.sort.find((s) => s.field === field);
    const dir: SortKey['dir'] = current?.dir === 'asc' ? 'desc' : 'asc';
    const sort = additive
      ? current ? this.query.sort.map((s) => (s.field === field ? { field, dir } : s)) : [...this.query.sort, { field, dir }]
      : [{ field, dir }];
    this.setQuery({ sort });
  }

  setSort(sort: SortKey[]): void {
    this.setQuery({ sort });
  }

  /** Typing in a search box replaces the history entry instead of adding one. */
  setSearch(search: string, history: HistoryMode = 'replace'): void {
    this.setQuery({ search, page: 1 }, history);
  }

  setFilter(field: string, value: string, history: HistoryMode = 'replace'): void {
    if (field === 'search') return this.setSearch(value, history);
    if (field === 'pageSize') return this.setPageSize(Number(value) || 0);
    this.setQuery({ filters: { ...this.query.filters, [field]: value }, page: 1 }, history);
  }

  /**
   * Set filters by field (spec setFilters); `search` and `pageSize` keys are
   * honoured. With `replaceAll`, filters not named are cleared (a filter form submission).
   */
  setFilters(filters: Record<string, unknown>, replaceAll = false, cause: LoadCause = 'load'): void {
    const next: Record<string, string> = replaceAll ? {} : { ...this.query.filters };
    const patch: Partial<QueryState> = { page: 1, ...(replaceAll ? { search: '' } : {}) };
    for (const [field, value] of Object.entries(filters)) {
      const text = value === null || value === undefined ? '' : String(value);
      if (field === 'search') patch.search = text;
      else if (field === 'pageSize') patch.pageSize = Number(text) || 0;
      else next[field] = text;
    }
    // A filter form always asks the server again: its fields may be ones only the server knows.
    this.setQuery({ ...patch, filters: next }, 'push', cause === 'form' ? cause : undefined);
  }

  setPage(page: number): void {
    const bounded = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, this.view.totalPages));
    if (bounded !== this.view.page) this.setQuery({ page: bounded });
  }

  setPageSize(pageSize: number): void {
    const first = this.view.offset;
    this.setQuery({ pageSize, page: pageSize > 0 ? Math.floor(first / pageSize) + 1 : 1 });
  }

  /** Apply a query change; server-side tables reload, client-side ones re-derive. */
  setQuery(patch: Partial<QueryState>, history: HistoryMode = 'push', cause?: LoadCause): void {
    this.query = { ...this.query, ...patch };
    if (history !== 'none') this.config.onQueryChange?.(history);
    if (this.config.source && (this.isServerSide || cause)) void this.loader.load({ cause });
    else this.announceRender();
  }

  /** Show or hide a column (rule 5: its data stays in memory). */
  setColumnVisible(field: string, visible: boolean): boolean {
    if (!this.columns.some((c) => c.field === field)) return false;
    this.columns = this.columns.map((c) => (c.field === field ? { ...c, visible } : c));
    this.announceRender();
    return true;
  }

  /** Accept rows, or `{data, columns, meta, options}` (spec setData / data-attr). */
  setData(input: unknown, origin: 'setData' | 'remote' | 'state' = 'setData'): boolean {
    const payload = normalizePayload(input, origin === 'setData' ? null : this.config.dataPath);
    if (!payload) {
      warn('table', this.id, `${origin} received no rows array — data left unchanged`);
      return false;
    }
    this.applyPayload(payload, origin === 'remote');
    return true;
  }

  /** Install a normalised payload: rows, columns (only when the set changed), options, meta. */
  applyPayload(payload: LoadedPayload, fromServer: boolean): void {
    if (payload.columns && (this.config.dynamicColumns || !this.columns.length)) {
      const next = columnsFromMeta(payload.columns, (p) => warn('table', this.id, `payload ${p} — column skipped`));
      if (next.length && columnSignature(next) !== columnSignature(this.columns)) this.columns = next;
    }
    if (payload.options) this.responseOptions = payload.options;
    const serverPaged = fromServer && !!payload.meta && (payload.meta.total > payload.rows.length || payload.meta.totalPages > 1);
    this.serverMeta = serverPaged ? (payload.meta as PageMeta) : null;
    if (serverPaged && payload.meta && payload.meta.pageSize !== this.query.pageSize) {
      this.query = { ...this.query, pageSize: payload.meta.pageSize, page: payload.meta.page };
    }
    this.rows = payload.rows;
    this.loaded = true;
    this.status = 'ready';
    this.errorMessage = null;
    if (this.selected.size) this.setSelection(new Set());
    if (!serverPaged && this.query.page > 1 && this.query.pageSize > 0) {
      const pages = Math.max(1, Math.ceil(this.view.filtered / this.query.pageSize));
      if (this.query.page > pages) this.query = { ...this.query, page: pages };
    }
    this.emit('table:loaded', { tableId: this.id, data: payload.rows, meta: payload.meta ?? this.clientMeta() });
    this.announceRender();
    if (this.config.afterLoad) {
      const hook = this.config.afterLoad;
      void tick().then(() => this.#alive && hook(this.normalized(payload)));
    }
  }

  /** The normalized payload of a load (spec "Normalized payload"). */
  normalized(payload: LoadedPayload): NormalizedPayload {
    return normalizeForTarget(payload, {
      tableId: this.id, source: this.config.source, query: this.query, meta: this.serverMeta ?? this.clientMeta(),
      isServerSide: this.isServerSide, options: this.responseOptions, columns: this.columns,
    });
  }

  /** Paging metadata as the client computes it. */
  clientMeta(): PageMeta {
    const v = this.view;
    return { page: v.page, pageSize: v.pageSize, total: v.filtered, totalPages: v.totalPages };
  }

  toggleRow(row: Row): void {
    const next = new Set(this.selected);
    if (next.has(row)) next.delete(row);
    else next.add(row);
    this.setSelection(next);
  }

  /** Select or clear every row on the current page. */
  toggleAll(select: boolean): void {
    const next = new Set(this.selected);
    for (const row of this.view.rows) {
      if (select) next.add(row);
      else next.delete(row);
    }
    this.setSelection(next);
  }

  setSelection(next: Set<Row>): void {
    this.selected = next;
    this.emit('table:selectionChange', { tableId: this.id, selectedRows: [...next] });
  }

  /** An editable cell changed (spec table:fieldChange). */
  changeField(row: Row, field: string, value: unknown, element: Element | null): void {
    const index = this.rows.indexOf(row);
    const updated = { ...row, [field]: value };
    if (index >= 0) this.rows = this.rows.map((r, i) => (i === index ? updated : r));
    this.emit('table:fieldChange', { tableId: this.id, field, value, rowData: updated, element });
  }

  /** Announce table:render once the DOM shows the current state (one per batch). */
  announceRender(): void {
    if (this.#renderPending || !this.#alive) return;
    this.#renderPending = true;
    void tick().then(() => {
      this.#renderPending = false;
      if (!this.#alive) return;
      const v = this.view;
      this.emit('table:render', {
        tableId: this.id, data: v.rows, totalRecords: v.total, filteredRecords: v.filtered, isServerSide: this.isServerSide,
      });
    });
  }

  /** Emit through the EventManager and to the config's onEvent callback. */
  emit(name: string, payload: Record<string, unknown>): void {
    if (this.config.debug) console.debug(`[almanac] ${name}`, payload);
    emitTableEvent(name, payload);
    try {
      this.config.onEvent?.(name, payload);
    } catch (error) {
      console.error(`[almanac] callback for "${name}" threw`, error);
    }
  }

  /** Value of a row's field (dotted paths allowed). */
  value(row: Row, field: string): unknown {
    return fieldValue(row, field);
  }

  dispose(): void {
    this.#alive = false;
    this.loader.dispose();
  }
}
