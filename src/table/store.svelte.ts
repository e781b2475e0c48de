/**
 * One store per table instance (style.md #3): state in runes, the view
 * derived from it, and actions that change state and announce it. Events
 * fire from actions, never from effects. The store is the only writer of
 * its state: components, the page wiring and the facade call its actions.
 * It loads from data-source itself, through the core HTTP client (newest
 * request wins); its rules are pure functions in model/rules.ts.
 */
import { tick, type Component } from 'svelte';
import { emitTableEvent } from '../core/events';
import { authFailure, cachedJson, forget, LatestRequest } from '../core/http';
import { warn } from '../core/warn';
import { columnsFromMeta, columnSignature, visibleColumns } from './model/columns';
import { createViewComputer, typedColumns, type FilterContext } from './model/query';
import { resolveLookup, type LookupMap } from './model/cells';
import { buildLoadUrl, normalizePayload, type LoadedPayload } from './model/protocol';
import type { TargetContext } from './model/target-payload';
import { TextCache } from './model/text-cache';
import { applyFilters, boundPage, clampPageAfterLoad, isServerPaged, nextSort, pageKeepingRow, reconcileWithServer, withFilter } from './model/rules';
import type { HistoryMode, TableConfig } from './model/config';
import type { ColumnDef, Formatter, PageMeta, QueryState, Row, SortKey, TableView } from './model/types';
import { lazyCollator } from './model/collator';
import { whenIdle } from '../core/idle';
import { baseLanguage, hostText, localeEnv, resolveLocale, say, type Params } from '../core/i18n';
import { lazy } from '../core/lazy';
import { languageFile, languages } from '../lang/files';
import { hostI18n } from '../core/host';
import { STRINGS, type StringKey } from './model/strings';

/** The longest a slice of idle work may hold the main thread: well under one frame. */
const SLICE_MS = 8;

export type { HistoryMode, TableConfig } from './model/config';
export type TableStatus = 'ready' | 'loading' | 'error';

/**
 * A cell a feature chunk renders in every body row: given the row, an
 * attachment for its td (the header gets a th beside it).
 */
export type RowCell = (row: Row) => (td: HTMLTableCellElement) => void | (() => void);

/** What a slot's cell component is given for each row (`number`: the row's place, 1-based, across pages). */
export interface SlotCellProps {
  store: TableStore;
  row: Row;
  number: number;
  part: RowSlot;
}

/**
 * A column a feature part adds (row actions, editable rows, drag handles):
 * `start` ones before the data cells, the others after. Its cells are a
 * component that renders the whole <td> (`Cell`), or an attachment that
 * fills an empty one (`cell`).
 */
export interface RowSlot {
  cell?: RowCell;
  Cell?: Component<SlotCellProps>;
  label: string;
  className: string;
  start?: boolean;
}

/** Told of every event the table emits (features loaded on first use follow the table this way). */
export type TableListener = (name: string, payload: Record<string, unknown>) => void;

/** What started a load: a data load may redirect on 401/403; a filter form never navigates (spec "Authentication" 2). */
export type LoadCause = 'load' | 'form' | 'refresh';

/** How a table reaches the outside world; supplied by the page wiring or the Svelte component. */
export interface TableHooks {
  /** A named formatter: from markup (data-formatter) or, `fromData`, from a server's column metadata. */
  resolveFormatter?(name: string, fromData: boolean): Formatter | undefined;
  /** Also told of every event the table emits (Svelte callback props). */
  onEvent?(name: string, payload: Record<string, unknown>): void;
  /** After every successful load (remote, state or setData), with the normalized payload. */
  /** After a load has rendered: the payload and what the normalized payload of a data-load-target needs (model/target-payload.ts). */
  afterLoad?(payload: LoadedPayload, context: TargetContext): void;
  /** After every query change that should reach the URL. */
  onQueryChange?(history: HistoryMode): void;
  /** Whether the table is tracked and attached; guards auth redirects (spec "Authentication" 1). */
  isAlive?(): boolean;
}

export class TableStore {
  readonly id: string;
  config = $state.raw() as TableConfig;
  columns = $state.raw<ColumnDef[]>([]);
  rows = $state.raw<Row[]>([]);
  query = $state.raw<QueryState>({ sort: [], search: '', filters: {}, page: 1, pageSize: 0 });
  status = $state<TableStatus>('ready');
  errorMessage = $state<string | null>(null);
  /** Set when the server pages and sorts (its response carried meta). */
  serverMeta = $state.raw<PageMeta | null>(null);
  responseOptions = $state.raw<Record<string, unknown> | undefined>(undefined);
  selected = $state.raw<ReadonlySet<Row>>(new Set());
  /** Fills the row template for a row, once the template chunk has loaded (setRowTemplate). */
  rowTemplate = $state.raw<((row: Row) => (tr: HTMLTableRowElement) => () => void) | null>(null);
  /** Columns feature chunks add (setSlot). */
  slots = $state.raw<RowSlot[]>([]);
  /** Drag handles shown (data-row-sortable and the globals; enableRowSort / disableRowSort): the rows chunk follows it on table:render. */
  rowSort: boolean;
  /** Whether data has arrived at least once (distinguishes 'loading' from 'empty'). */
  loaded = $state(false);
  /** The last payload as received (not reactive): the cells chunk reads its `errors` map (spec "Errors" 4). */
  response: unknown;
  /** The table's language (README "Languages"): data-locale, the host's, <html lang>, the browser's (relang); set with `words`. */
  lang = 'en';
  /** Its language file's texts (src/lang/); null while the first one loads: texts are blank then, never English first. */
  words = $state.raw<Record<string, string> | null>(null);
  /** Settles once the language file is there (or failed): feature chunks wait for it. */
  speaking!: Promise<unknown>;

  readonly #hooks: TableHooks;
  readonly #request = new LatestRequest();
  /** URLs this table put in the shared GET cache (dropped on dispose). */
  readonly #cached = new Set<string>();
  #compute: ReturnType<typeof createViewComputer>;
  #texts = new TextCache((c) => warn('table', this.id, `column "${c.field}": a value's toString threw — the cell is empty`));
  /** The rows array the last payload brought (setData may bring the same object again). */
  #given: unknown = null;
  #renderPending = false;
  #alive = true;
  #stopWarm: (() => void) | null = null;
  readonly #listeners = new Set<TableListener>();

  lookups = $derived.by(() => {
    const map = new Map<string, LookupMap | undefined>();
    for (const c of this.columns) if (c.field) map.set(c.field, resolveLookup(c, this.responseOptions, undefined));
    return map;
  });

  /** The lookups cell texts are made with: a boolean column without labels of its own says yes and no in the table's language. */
  shown = $derived.by(() => {
    const map = new Map(this.lookups);
    const yesNo = new Map([['true', this.t('yes')], ['false', this.t('no')]]);
    for (const c of this.columns) if (c.format === 'boolean' && !map.get(c.field)) map.set(c.field, yesNo);
    return map;
  });

  visible = $derived(visibleColumns(this.columns));
  lead = $derived(this.slots.filter((s) => s.start));
  tail = $derived(this.slots.filter((s) => !s.start));

  view: TableView = $derived.by(() => this.#computeView());

  constructor(config: TableConfig, columns: ColumnDef[], rows: Row[] = [], hooks: TableHooks = {}) {
    this.id = config.id;
    this.config = config;
    this.#hooks = hooks;
    this.columns = columns;
    this.rows = rows;
    this.#compute = createViewComputer(lazyCollator(config.locale));
    this.query = config.initialQuery;
    this.loaded = rows.length > 0 || !config.source;
    this.rowSort = config.rowSort;
    this.relang();
  }

  /**
   * Take the table's language, at start and again after locale:changed or
   * i18n:updated (TableManager): a language with a file loads it (once per
   * page); the texts switch when it is there, then table:render (the feature
   * chunks follow it: dom/say.ts). Nothing else changes: rows, query, selection.
   */
  relang(): void {
    const lang = resolveLocale(this.config.locale, localeEnv());
    const code = baseLanguage(lang);
    // `words` changes last: what reads it (TableStore.t) reads `lang` too.
    const use = (words: Record<string, string>, again = this.words) => {
      this.lang = lang;
      this.words = { ...words };
      if (again) this.announceRender();
    };
    const wait: Promise<unknown> = (this.speaking = languages.includes(code)
      ? languageFile(code, 'its texts stay in English').then((file) => file.table, () => ({})).then((words) => wait === this.speaking && use(words)) // a later change wins
      : Promise.resolve(use({})));
  }

  /** Built-in text `key` in the table's language, filled with `params`; `en` is its English (chunks pass their own). */
  t(key: string, params?: Params, en = STRINGS[key as StringKey]): string {
    const words = this.words;
    return words ? say(this.lang, hostText(hostI18n(), en, this.lang) ?? words[key] ?? en, params) : '';
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
    const shown = this.shown;
    return {
      columns: this.columns,
      textOf: (row, column) => this.#texts.get(row, column, shown),
      modeOf: (field) => this.config.filterModes[field] ?? (lookups.get(field) ? 'equals' : 'contains'),
      // With a data-source, filters that are not columns are the server's business.
      columnsOnly: !!this.config.source,
      textVersion: shown,
      searchFields: this.config.searchFields,
    };
  }

  /** Display text of a cell (cached: search and 'contains' filters read it for every row on every keystroke). */
  textOf(row: Row, column: ColumnDef): string {
    return this.#texts.get(row, column, this.shown);
  }

  /** The formatter a column names, through the page's registry (hooks); a name from data reaches registered ones only. */
  formatter(name: string, fromData = false): Formatter | undefined {
    return this.#hooks.resolveFormatter?.(name, fromData);
  }

  get isServerSide(): boolean {
    return this.serverMeta !== null;
  }

  /** Whether pagination controls apply. */
  get paginated(): boolean {
    return !this.config.editable && (this.isServerSide ? this.view.totalPages > 1 || this.query.pageSize > 0 : this.query.pageSize > 0);
  }

  // ----- query actions ---------------------------------------------------

  /** Sort by a column: see nextSort (a plain click cycles asc/desc on that column; shift-click adds to a multi-sort). */
  toggleSort(field: string, additive = false): void {
    this.setQuery({ sort: nextSort(this.query.sort, field, additive) });
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
    this.#commit(withFilter(this.query, field, value), history);
  }

  /** Set filters by field (spec setFilters; see applyFilters). A filter form always asks the server again. */
  setFilters(filters: Record<string, unknown>, replaceAll = false, cause: LoadCause = 'load'): void {
    this.#commit(applyFilters(this.query, filters, replaceAll), 'push', cause === 'form' ? cause : undefined);
  }

  setPage(page: number): void {
    const bounded = boundPage(page, this.view.totalPages);
    if (bounded !== this.view.page) this.setQuery({ page: bounded });
  }

  /** A new page size keeps the reader's first row in view. */
  setPageSize(pageSize: number): void {
    this.setQuery({ pageSize, page: pageKeepingRow(this.view.offset, pageSize) });
  }

  /** Apply a query change; server-side tables reload, client-side ones re-derive. */
  setQuery(patch: Partial<QueryState>, history: HistoryMode = 'push', cause?: LoadCause): void {
    this.#commit({ ...this.query, ...patch }, history, cause);
  }

  #commit(query: QueryState, history: HistoryMode = 'push', cause?: LoadCause): void {
    // A filter or search change clears the selection (issue "TableManager III" 1): the rows picked may be gone.
    if (this.selected.size && (query.search !== this.query.search || query.filters !== this.query.filters)) this.setSelection(new Set());
    this.query = query;
    if (history !== 'none') this.#hooks.onQueryChange?.(history);
    if (this.config.source && (this.isServerSide || cause)) void this.load({ cause });
    else this.announceRender();
  }

  // ----- data actions ----------------------------------------------------

  /** Load from data-source; resolves true when new rows were shown. */
  async load(options: { force?: boolean; cause?: LoadCause } = {}): Promise<boolean> {
    const source = this.config.source;
    if (!source || !this.#alive) return false;
    const url = buildLoadUrl(source, this.query);
    this.status = 'loading';
    this.emit('table:loading', { tableId: this.id, url });
    const cacheFor = this.config.cache ? this.config.cacheTime : 0;
    if (cacheFor) this.#cached.add(url);
    try {
      const outcome = await this.#request.run((signal) => cachedJson(url, { signal, cacheFor, fresh: options.force === true }));
      if (!outcome.current) return false;
      const payload = normalizePayload(outcome.value, this.config.dataPath, (p) => warn('table', this.id, `response ${p}`));
      if (!payload) throw new Error('the response holds no rows array');
      this.applyPayload(payload, true);
      return true;
    } catch (error) {
      this.#authFailure(error, options.cause ?? 'load');
      this.status = 'error';
      this.errorMessage = (error as Error)?.message ?? String(error);
      this.emit('table:error', { tableId: this.id, action: 'load', error, timestamp: Date.now() });
      return false;
    }
  }

  /** An automatic refresh tick: reload past the cache, announce table:refreshed when new rows are shown. */
  async refresh(): Promise<void> {
    if (await this.load({ cause: 'refresh', force: true })) {
      this.emit('table:refreshed', { tableId: this.id, automatic: true, timestamp: Date.now() });
    }
  }

  /** The Retry button: load again, past the cache. */
  retry(): void {
    void this.load({ force: true });
  }

  /**
   * 401/403 (spec "Authentication"): a data load sends the user to the
   * forbidden redirect or /login — by the auth chunk (dom/auth.ts), loaded on
   * the first one — but only while the table is alive (rule 1); a filter-form
   * load never navigates (rule 2): the forms chunk tells the reader
   * (dom/filter-form.ts, on table:error).
   */
  #authFailure(error: unknown, cause: LoadCause): void {
    if (authFailure(error) && cause !== 'form') lazy(() => import('./dom/auth'), 'a 401 or 403 answer neither redirects nor notifies').then(
      (api) => api.authFailed(error, () => this.#alive && !!this.#hooks.isAlive?.()),
      (failure) => this.#alive && this.emit('table:error', { tableId: this.id, action: 'auth', error: failure, timestamp: Date.now() }),
    );
  }

  /** Accept rows, or `{data, columns, meta, options}` (spec setData / data-attr). */
  setData(input: unknown, origin: 'setData' | 'remote' | 'state' = 'setData'): boolean {
    const payload = normalizePayload(input, origin === 'setData' ? null : this.config.dataPath, (p) => warn('table', this.id, `${origin} ${p}`));
    if (!payload) {
      warn('table', this.id, `${origin} received no rows array — data left unchanged`);
      return false;
    }
    this.applyPayload(payload, origin === 'remote');
    return true;
  }

  /** Rows from the host StateManager at `path` (spec table:stateUpdate). */
  setStateData(value: unknown, path: string): void {
    if (!this.setData(value, 'state')) return;
    this.emit('table:stateUpdate', { tableId: this.id, statePath: path, recordCount: this.rows.length, timestamp: Date.now() });
  }

  /** The table is bound to host state at `path` (spec table:bound). */
  announceBound(path: string): void {
    this.emit('table:bound', { tableId: this.id, statePath: path, timestamp: Date.now() });
  }

  /** Install a normalised payload: rows, columns (only when the set changed), options, meta. */
  applyPayload(payload: LoadedPayload, fromServer: boolean): void {
    if (payload.columns && (this.config.dynamicColumns || !this.columns.length)) {
      const next = columnsFromMeta(payload.columns, (p) => warn('table', this.id, `payload ${p} — column skipped`), this.config.editable);
      if (next.length && columnSignature(next) !== columnSignature(this.columns)) this.columns = next;
    }
    if (payload.options) this.responseOptions = payload.options;
    const serverPaged = isServerPaged(fromServer, payload.meta, payload.rows.length);
    this.serverMeta = serverPaged ? payload.meta as PageMeta : null;
    this.query = reconcileWithServer(this.query, this.serverMeta);
    // The array given last time, again (a page pushed a row into it, or set a field): new rows all the same, texts made again.
    const again = payload.rows === this.#given;
    this.#given = payload.rows;
    if (again) this.#texts = new TextCache();
    this.rows = again ? [...payload.rows] : payload.rows;
    this.response = payload.raw;
    this.loaded = true;
    this.status = 'ready';
    this.errorMessage = null;
    if (this.selected.size) this.setSelection(new Set());
    if (!serverPaged) this.query = clampPageAfterLoad(this.query, this.view.filtered);
    this.emit('table:loaded', { tableId: this.id, data: payload.rows, meta: payload.meta ?? this.clientMeta() });
    this.announceRender();
    const afterLoad = this.#hooks.afterLoad;
    if (afterLoad) {
      void tick().then(() => this.#alive && afterLoad(payload, {
        tableId: this.id, source: this.config.source, query: this.query, meta: this.serverMeta ?? this.clientMeta(),
        isServerSide: this.isServerSide, options: this.responseOptions, columns: this.columns,
      }));
    }
  }

  /** Paging metadata as the client computes it. */
  clientMeta(): PageMeta {
    const v = this.view;
    return { page: v.page, pageSize: v.pageSize, total: v.filtered, totalPages: v.totalPages };
  }

  /** Render again from the current rows (spec renderTable: picks up rows mutated in place). */
  rerender(): void {
    this.rows = [...this.rows];
    this.announceRender();
  }

  /** Show or hide a column (rule 5: its data stays in memory). */
  setColumnVisible(field: string, visible: boolean): boolean {
    if (!this.columns.some((c) => c.field === field)) return false;
    this.columns = this.columns.map((c) => (c.field === field ? { ...c, visible } : c));
    this.announceRender();
    return true;
  }

  /** Options changed after mount (DataTable props): collation, caption and language follow; the query stays. */
  reconfigure(config: TableConfig): void {
    const relang = config.locale !== this.config.locale;
    this.config = config;
    if (relang) this.relang();
    this.#compute = createViewComputer(lazyCollator(config.locale));
    this.rerender();
  }

  /** Formatters changed (registerFormatter): cells are made again. */
  refreshColumns(): void {
    this.columns = [...this.columns];
  }

  // ----- selection and editing ---------------------------------------------

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
    if (!next.size && !this.selected.size) return;
    this.selected = next;
    this.emit('table:selectionChange', { tableId: this.id, selectedRows: [...next] });
  }

  /** How a row is named to a screen reader ("Select row Alice"): the text of its first visible text column, else its number. */
  rowLabel(row: Row, number: number): string {
    for (const column of this.visible) {
      // A text column: no number, date or control; a lookup's label is text.
      if (!column.plain || column.type !== 'text' || !/^(text|lookup)?$/.test(column.format ?? '')) continue;
      const text = this.textOf(row, column).trim().slice(0, 80);
      if (text) return text;
    }
    return String(number);
  }

  setRowTemplate(fill: TableStore["rowTemplate"]): void {
    this.rowTemplate = fill;
  }

  /** Add (or, `on` false, remove) a feature's column: its chunk calls this once it has loaded. */
  setSlot(slot: RowSlot, on = true): void {
    this.slots = [...this.slots.filter((s) => s !== slot), ...(on ? [slot] : [])];
  }

  /** Show or hide the drag handles (the table renders again: table:render). */
  setRowSort(on: boolean): void {
    this.rowSort = on;
    this.announceRender();
  }

  /** Rows added, copied, deleted or reordered (the rows chunk computes the list and announces the change). */
  editRows(rows: Row[]): void {
    this.rows = rows;
    this.announceRender();
  }

  /** Follow every event this table emits; returns the unsubscribe. */
  listen(listener: TableListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** An editable cell changed (spec table:fieldChange). */
  changeField(row: Row, field: string, value: unknown, element: Element | null): void {
    this.emit('table:fieldChange', { tableId: this.id, field, value, rowData: this.patchRow(row, { [field]: value }), element });
  }

  /** Merge `patch` into `row` (a cell edit, a save's answer; the footer follows, a selected row stays so, table:render); returns the merged row. */
  patchRow(row: Row, patch: Row): Row {
    const updated = { ...row, ...patch };
    if (this.rows.includes(row)) this.rows = this.rows.map((r) => (r === row ? updated : r));
    if (this.selected.has(row)) this.selected = new Set([...this.selected].map((r) => (r === row ? updated : r)));
    this.announceRender();
    return updated;
  }

  // ----- events ------------------------------------------------------------

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
      this.#warmTyped();
    });
  }

  /**
   * Build the haystacks of the columns a reader types into (search, filter
   * inputs) while the browser is idle, at most SLICE_MS at a time, so no
   * keystroke pays for them. Results are the same either way: a keystroke
   * that comes first finishes what is left.
   */
  #warmTyped(): void {
    this.#stopWarm?.();
    this.#stopWarm = null;
    if (this.serverMeta) return;
    const { showSearch, searchFields, filterModes } = this.config;
    const has = (field: string) => Object.prototype.hasOwnProperty.call(filterModes, field);
    let columns: ColumnDef[] | null = null;
    const slice = (deadline?: IdleDeadline) => {
      const end = performance.now() + Math.max(2, Math.min(SLICE_MS, deadline?.timeRemaining() ?? SLICE_MS));
      const ctx = this.filterContext();
      columns ??= typedColumns(ctx, showSearch || searchFields.length > 0 || has('search'), (c) => c.filter || has(c.field));
      this.#stopWarm = this.#compute.warm(this.rows, ctx, columns, () => performance.now() < end) ? null : whenIdle(slice);
    };
    this.#stopWarm = whenIdle(slice);
  }

  /** Emit through the EventManager and to the onEvent hook. */
  emit(name: string, payload: Record<string, unknown>): void {
    if (this.config.debug) console.debug(`[almanac] ${name}`, payload);
    emitTableEvent(name, payload);
    for (const fn of [this.#hooks.onEvent, ...this.#listeners]) {
      try {
        fn?.(name, payload);
      } catch (error) {
        console.error(`[almanac] callback for "${name}" threw`, error);
      }
    }
  }

  /** Stop: abort the request in flight, drop this table's cached answers; no event fires after this. */
  dispose(): void {
    this.#alive = false;
    this.#listeners.clear();
    this.#stopWarm?.();
    this.#request.cancel();
    forget(this.#cached);
    this.#cached.clear();
  }
}
