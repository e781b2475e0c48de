/**
 * What a table is — the first layer of TableStore (store.svelte.ts): its
 * state in runes, the view derived from it, the texts it speaks and the
 * events it tells (style.md #2: from actions, never from effects). Nothing
 * here changes rows, columns or the query: the layers above do.
 */
import { tick } from 'svelte';
import { emitTableEvent } from '../../core/events';
import { hostI18n } from '../../core/host';
import { baseLanguage, hostText, localeEnv, resolveLocale, say, type Params } from '../../core/i18n';
import { warn } from '../../core/warn';
import { languageFile, languages } from '../../lang/files';
import { resolveLookup, type LookupMap } from '../model/cells';
import { lazyCollator } from '../model/collator';
import { namedParts, visibleColumns } from '../model/columns';
import { drawnColumns, initialPins, type Pins } from '../model/column-pins';
import { orderColumns } from '../model/column-order';
import { APPS } from '../../core/snippets';
import type { TableConfig } from '../model/config';
import { createViewComputer, type FilterContext } from '../model/query';
import { STRINGS, type StringKey } from '../model/strings';
import { TextCache } from '../model/text-cache';
import type { ColumnDef, Formatter, PageMeta, QueryState, Row, TableView } from '../model/types';
import type { Component } from 'svelte';
import type { CellControlProps, ExportRun, RowSlot, TableHooks, TableListener, TableStatus } from '../store.svelte';

export class TableState {
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
  /**
   * The body's rows as a part that draws more than the data rows counts them (GroupedBody.svelte: group header rows; TreeBody.svelte: a search's context rows); null: the data rows.
   * The one field a part writes itself (a setter was 14 B gzip on the both page, which had 7 B left): only the body parts that draw the rows.
   */
  drawn = $state<number | null>(null);
  rowTemplate = $state.raw<((row: Row) => (tr: HTMLTableRowElement) => () => void) | null>(null);
  /** Renders the cells of columns with data-cell-element (useCellControl); the rows wait for it (held); without it (it could not be loaded) they are empty. */
  CellControl = $state.raw<Component<CellControlProps> | undefined>(undefined);
  /** Columns feature chunks add (setSlot). */
  slots = $state.raw<RowSlot[]>([]);
  /** Rows the slots render under rows (detail panels) above `row`, or in all: rows of the table too (aria-rowindex, aria-rowcount). */
  under = (row?: Row): number => this.slots.reduce((n, s) => n + (s.under?.(row) ?? 0), 0);
  /** Drag handles shown (data-row-sortable and the globals; enableRowSort / disableRowSort): drag reorder (dom/row-drag.ts) follows it. */
  rowSort = $state(false);
  /** Whether data has arrived at least once (distinguishes 'loading' from 'empty'). */
  loaded = $state(false);
  /** The last payload as received (not reactive): the cell controls read its `errors` map (spec "Errors" 4). */
  response: unknown;
  /** The table's language (README "Languages"): data-locale, the host's, <html lang>, the browser's (relang); set with `words`. */
  lang = 'en';
  /** Its language file's texts (src/lang/); null while the first one loads: texts are blank then, never English first. */
  words = $state.raw<Record<string, string> | null>(null);
  /** Settles once the language file is there (or failed): feature chunks wait for it. */
  speaking!: Promise<unknown>;
  /** A server-side export fetching rows (setExport): its status shows before the table (ExportProgress). */
  exporting = $state.raw<ExportRun | null>(null);
  /** Column widths in pixels by field (setWidths; issue 44 item 1): the resize part applies them. */
  widths = $state.raw<Record<string, number>>({});
  /** Pinned columns by field (setPin; issue 44 item 3): drawn at their end of the row, kept in view by the pin part. */
  pins = $state.raw<Pins>({});
  /** The data columns' fields in the reader's order (setOrder; issue 44 item 2); empty: the page's order. */
  order = $state.raw<readonly string[]>([]);
  /** The parts the columns name (model/columns.ts namedParts) that have arrived or failed (settle). */
  settled = $state.raw<ReadonlySet<string>>(new Set());
  /** The page's header rows above the one Almanac draws (group rows; issue 44 item 7: rows are counted from them). */
  groups = 0;

  // Bookkeeping the layers share (not state: no rune, never read by a component).
  protected readonly hooks: TableHooks;
  /** False after dispose: no event fires, no load starts. */
  protected alive = true;
  /** Sorts, filters and pages the rows (a new one when the locale changes: reconfigure). */
  protected compute: ReturnType<typeof createViewComputer>;
  /** Display texts of cells (a new cache when the same rows array comes again: applyPayload). */
  protected texts = new TextCache((c) => warn('table', this.id, `column "${c.field}": a value's toString threw — the cell is empty`));
  #renderPending = false;
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

  /** The columns shown, in the order they are drawn: the reader's order (model/column-order.ts), pinned ones at their end of the row (model/column-pins.ts). */
  visible = $derived(drawnColumns(visibleColumns(orderColumns(this.columns, this.order)), this.pins));
  /**
   * The rows wait for the parts their columns name (formats, cell controls), asked for when the table
   * starts, beside its data: they are drawn once, with their final text, never a plain value first
   * (design.md "Build outputs"). Only in the script bundles: a Svelte app has its parts from the start.
   */
  held = $derived(!APPS && namedParts(this.visible).some((part) => !this.settled.has(part)));
  lead = $derived(this.slots.filter((s) => s.start));
  tail = $derived(this.slots.filter((s) => !s.start));
  view: TableView = $derived.by(() => this.#computeView());
  /** The header rows (the page's group rows, the header row, the filter row when one is drawn): the first row of the body is the next one (aria-rowindex). */
  get head(): number {
    return this.groups + (this.visible.some((c) => c.filter) ? 2 : 1);
  }
  /** The header rows and the body's (every row of every page, the rows slots draw under rows; the state row when none matches): aria-rowcount without the footer's. */
  get above(): number {
    return this.head + ((this.drawn ?? this.view.filtered) || 1) + this.under();
  }

  constructor(config: TableConfig, columns: ColumnDef[], rows: Row[] = [], hooks: TableHooks = {}) {
    this.id = config.id;
    this.config = config;
    this.hooks = hooks;
    this.columns = columns;
    this.rows = rows;
    this.pins = initialPins(columns, config.pin);
    this.compute = createViewComputer(lazyCollator(config.locale));
    this.query = config.initialQuery;
    this.loaded = rows.length > 0 || !config.source;
    this.rowSort = config.rowSort;
    this.relang();
  }

  // ----- texts -------------------------------------------------------------

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

  // ----- the view ------------------------------------------------------------

  #computeView(): TableView {
    const meta = this.serverMeta;
    if (meta) {
      // The page asked for shows at once (a second click on Next goes one further); the rows follow.
      return {
        rows: this.rows, total: meta.total, filtered: meta.total, page: this.query.page, pageSize: meta.pageSize,
        totalPages: meta.totalPages, offset: (meta.page - 1) * meta.pageSize, ordered: this.rows,
      };
    }
    return this.compute(this.rows, this.query, this.filterContext());
  }

  /** Context for filtering and search: display text uses formats and lookups. */
  filterContext(): FilterContext {
    // Read the derived lookups once: reading a signal per row inside a derivation is costly.
    const lookups = this.lookups;
    const shown = this.shown;
    return {
      columns: this.columns,
      textOf: (row, column) => this.texts.get(row, column, shown),
      modeOf: (field) => this.config.filterModes[field] ?? (lookups.get(field) ? 'equals' : 'contains'),
      // With a data-source, filters that are not columns are the server's business.
      columnsOnly: !!this.config.source,
      textVersion: shown,
      searchFields: this.config.searchFields,
    };
  }

  /** Display text of a cell (cached: search and 'contains' filters read it for every row on every keystroke). */
  textOf(row: Row, column: ColumnDef): string {
    return this.texts.get(row, column, this.shown);
  }

  /** The formatter a column names, through the page's registry (hooks); a name from data reaches registered ones only. */
  formatter(name: string, fromData = false): Formatter | undefined {
    return this.hooks.resolveFormatter?.(name, fromData);
  }

  get isServerSide(): boolean {
    return this.serverMeta !== null;
  }

  /** Whether pagination controls apply. */
  get paginated(): boolean {
    return !this.config.editable && (this.isServerSide ? this.view.totalPages > 1 || this.query.pageSize > 0 : this.query.pageSize > 0);
  }

  /** Paging metadata as the client computes it. */
  clientMeta(): PageMeta {
    const v = this.view;
    return { page: v.page, pageSize: v.pageSize, total: v.filtered, totalPages: v.totalPages };
  }

  // ----- events ------------------------------------------------------------

  /** Follow every event this table emits; returns the unsubscribe. */
  listen(listener: TableListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Announce table:render once the DOM shows the current state (one per batch; rows that wait for their parts: once they are drawn). */
  announceRender(): void {
    if (this.#renderPending || !this.alive) return;
    this.#renderPending = true;
    void tick().then(() => this.#rendered());
  }

  #rendered(): void {
    if (!this.#renderPending || this.held) return; // (settle announces it)
    this.#renderPending = false;
    if (!this.alive) return;
    const v = this.view;
    this.emit('table:render', {
      tableId: this.id, data: v.rows, totalRecords: v.total, filteredRecords: v.filtered, isServerSide: this.isServerSide,
    });
  }

  /** Part `name` (namedParts) has arrived or failed: rows waiting only for it are drawn. */
  settle(name: string): void {
    this.settled = new Set(this.settled).add(name);
    void tick().then(() => this.#rendered());
  }

  /** table:error for `action` (a part that could not be loaded, a request that failed): one place that writes its shape. */
  fail(action: string, error: unknown): void {
    this.emit('table:error', { tableId: this.id, action, error, timestamp: Date.now() });
  }

  /** Emit through the EventManager and to the onEvent hook. */
  emit(name: string, payload: Record<string, unknown>): void {
    if (this.config.debug) console.debug(`[almanac] ${name}`, payload);
    emitTableEvent(name, payload);
    for (const fn of [this.hooks.onEvent, ...this.#listeners]) {
      try {
        fn?.(name, payload);
      } catch (error) {
        console.error(`[almanac] callback for "${name}" threw`, error);
      }
    }
  }

  /** Stop: no event fires after this (the data layer also aborts its request). */
  dispose(): void {
    this.alive = false;
    this.#listeners.clear();
  }
}
