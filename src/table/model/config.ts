/**
 * Effective configuration of one table, built once by one pure function in
 * a documented order (issue "One shape", item 4):
 *
 *   1. option defaults (model/options.ts)
 *   2. the global TableManager.init config
 *   3. the table's markup (data-* attributes)
 *   4. options passed to initTable / component props
 *   5. URL state (data-url-params), for the starting query only
 *
 * The result is plain data: no callbacks (they reach the store as hooks).
 * The page size, the sort and the refresh interval are decided here and
 * nowhere else; later changes go through the store's actions and rules.
 */
import { defaultsOf } from '../../core/attrs';
import { TABLE_OPTIONS, type GlobalConfig, type TableOptions } from './options';
import { parseSortSpec } from './sorters';
import { readQuery, type UrlKeys } from './url-state';
import type { FilterMode, QueryState, SortKey } from './types';

export interface TableConfig {
  id: string;
  source: string | null;
  /** Rows per page; 0 disables pagination. */
  pageSize: number;
  pageSizes: number[];
  showCaption: boolean;
  showCheckbox: boolean;
  /** Fields searched by the search text (data-search-columns); empty: every column. */
  searchFields: string[];
  /** Show the built-in search box. */
  showSearch: boolean;
  /** Row template HTML with {{field}} placeholders, or null. */
  template: string | null;
  editable: boolean;
  /** data-attr path ('result.items' of 'data:result.items'). */
  dataPath: string | null;
  dynamicColumns: boolean;
  cache: boolean;
  /** Milliseconds a cached answer stays fresh (data-cache-time, spec: milliseconds; 60 s when unset). */
  cacheTime: number;
  locale?: string;
  defaultSort: SortKey[];
  /** Filter fields bound to selects (exact match); others match by substring. */
  filterModes: Record<string, FilterMode>;
  /** Seconds between automatic reloads (0: off). */
  refreshInterval: number;
  /** Whether the query is kept in the address bar (data-url-params, else the global urlParams; on by default). */
  urlParams: boolean;
  /** Where this table's URL keys live, when urlParams is on. */
  urlKeys: UrlKeys | null;
  /** The query the table starts with: defaults, then URL state. */
  initialQuery: QueryState;
  /** Log every event to console.debug (global `debug`). */
  debug: boolean;
  /** Drag reorder declared: data-row-sortable, data-sortable-rows or the global allowRowModification. */
  sortableRows: boolean;
  /** Its handles shown at first: declared, and the global rowSortable is not false. */
  rowSort: boolean;
  /** data-sort-url: receives {order: ids[]} after a reorder. */
  sortUrl: string | null;
  /** The table's name for its landmarks ("Pagination, Staff directory"): its caption, aria-label, or id. */
  label: string;
  /** Bulk actions (data-actions: key -> label), where they go, and the apply button's 'label|className'. */
  actions: Record<string, unknown> | null;
  actionUrl: string | null;
  /** Where a committed cell edit is saved (data-edit-url, `{id}` optional; checked by the cell control part). */
  editUrl: string | null;
  /** data-batch-url: a paste's changes in one request (issue 46 item 4). */
  batchUrl: string | null;
  actionButton: string | null;
  /** data-filter-actions and data-row-actions entries, as written (checked by FilterActions.svelte and the actions chunk). */
  filterActions: Record<string, unknown> | null;
  rowActions: Record<string, unknown> | null;
  /** data-show-footer, and the legacy data-footer-aggregates map. */
  showFooter: boolean;
  /** Delete asks first (TableManager.init confirmDelete, default true). */
  confirmDelete: boolean;
  footerAggregates: Record<string, unknown> | null;
  /** Resize handles on the headers (data-resizable, default true). */
  resizable: boolean;
  /** The first N data columns pinned to the start (data-pin; 0: none). */
  pin: number;
  /** The header rows stay in view while the page or the table's box scrolls (data-sticky-header). */
  stickyHeader: boolean;
  /** Cell focus, ranges and copy (data-cell-selection; the range part). */
  cellSelection: boolean;
  /** Widths kept in localStorage (global persistColumnWidths, default true), else for the page's life. */
  persistWidths: boolean;
  /** data-responsive: 'collapse', 'cards', or null (the responsive part checks the value). */
  responsive: string | null;
  /** data-cards-below: cards below this box width, in pixels. */
  cardsBelow: number;
  /** Columns the reader may move (data-reorderable, default true). */
  reorderable: boolean;
  /** The toolbar's column chooser (data-column-chooser). */
  columnChooser: boolean;
  /** Rows grouped by these fields, outermost first (data-group-by; setGroupBy); empty: not grouped. The grouped body part checks them. */
  groupBy: string | readonly string[];
  /** The parent field of a tree (data-tree-field): rows show as a tree (the tree body part); null: `parentId` when a row has one. */
  treeField: string | null;
}

/** How a query change reaches browser history: typing replaces, explicit navigation pushes. */
export type HistoryMode = 'push' | 'replace' | 'none';

export interface ConfigInput {
  id: string;
  global: GlobalConfig;
  markup: Partial<TableOptions>;
  script?: Partial<TableOptions>;
  template: string | null;
  /** The table's own name (caption text or aria-label), when it has one. */
  label?: string;
  filterModes: Record<string, FilterMode>;
  hasSearchControl: boolean;
  /** URL state: the page's query parameters and this table's keys (only read when urlParams is on). */
  url?: { params: URLSearchParams; keys: UrlKeys } | null;
  /** Told of a default sort it cannot honour as written, and of URL state that is out of range (and clamped). */
  report?: (problem: string) => void;
  /** Fields a local table can sort by (its columns' fields and sort fields): a default sort naming another is reported. */
  sortFields?: readonly string[];
}

const DEFAULT_CACHE_MS = 60_000;

/** Build a TableConfig; pure. */
export function buildConfig(input: ConfigInput): TableConfig {
  const o: TableOptions = { ...defaultsOf(TABLE_OPTIONS), ...input.markup, ...definedOnly(input.script ?? {}) };
  const g = input.global;
  const pageSizes = o.pageSizes?.length ? o.pageSizes : g.pageSizes;
  // Editable tables show every row (spec "Limits"); data-page-sizes alone turns paging on at its first size.
  const pageSize = o.editableRows ? 0 : o.pageSize > 0 ? o.pageSize : o.pageSizes?.length ? o.pageSizes[0] : 0;
  // data-show-caption: default true, automatically false for editable rows, an explicit value wins.
  const showCaption = o.showCaption ?? (o.editableRows ? false : g.showCaption);
  const report = input.report;
  const sortableRows = o.rowSortable || o.sortableRows || g.allowRowModification === true;
  const defaultSort = parseSortSpec(o.defaultSort, report && ((p) => report(`data-default-sort ${p}`)), o.source ? undefined : input.sortFields);
  // The table's own data-url-params wins, then the page's urlParams (default true: spec, global configuration).
  const urlParams = (o.urlParams ?? g.urlParams) !== false;
  const defaults = defaultQuery({ defaultSort, pageSize });
  const url = urlParams && input.url ? input.url : null;
  return {
    id: input.id,
    source: o.source || null,
    pageSize,
    pageSizes,
    showCaption,
    showCheckbox: o.showCheckbox ?? g.showCheckbox,
    searchFields: o.searchColumns ?? [],
    showSearch: o.searchColumns !== null && !input.hasSearchControl,
    template: input.template,
    editable: o.editableRows,
    dataPath: o.attr ? o.attr.replace(/^data:/, '') : null,
    dynamicColumns: o.dynamicColumns,
    cache: o.cache,
    cacheTime: o.cacheTime > 0 ? o.cacheTime : DEFAULT_CACHE_MS,
    locale: o.locale || undefined,
    defaultSort,
    filterModes: input.filterModes,
    refreshInterval: o.refreshInterval ?? g.refreshInterval,
    urlParams,
    urlKeys: url ? url.keys : null,
    initialQuery: url ? readQuery(url.params, defaults, url.keys, input.report) : defaults,
    debug: g.debug === true,
    sortableRows,
    rowSort: sortableRows && g.rowSortable !== false,
    sortUrl: o.sortUrl || null,
    label: input.label || input.id,
    actions: o.actions,
    actionUrl: o.actionUrl || null,
    editUrl: o.editUrl || null,
    batchUrl: o.batchUrl || null,
    actionButton: o.actionButton || null,
    filterActions: o.filterActions,
    rowActions: o.rowActions,
    showFooter: o.showFooter ?? g.showFooter === true,
    confirmDelete: g.confirmDelete !== false,
    footerAggregates: o.footerAggregates,
    resizable: o.resizable,
    pin: o.pin,
    stickyHeader: o.stickyHeader,
    cellSelection: o.cellSelection,
    persistWidths: g.persistColumnWidths !== false,
    responsive: o.responsive,
    cardsBelow: o.cardsBelow,
    reorderable: o.reorderable,
    columnChooser: o.columnChooser,
    groupBy: o.groupBy ?? [],
    treeField: o.treeField,
  };
}

/** The query of a table nobody has touched: its default sort and page size (URL state leaves these out). */
export function defaultQuery(config: Pick<TableConfig, 'defaultSort' | 'pageSize'>): QueryState {
  return { sort: config.defaultSort, search: '', filters: Object.create(null), page: 1, pageSize: config.pageSize };
}

function definedOnly<T extends object>(obj: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
