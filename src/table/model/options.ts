/**
 * The table's option table (style.md #6): every table attribute of the spec
 * with its default and parser. The bootstrap reads markup through it, the
 * facade merges `TableManager.init(config)` over the same defaults.
 */
import { parsers, type OptionSpec } from '../../core/attrs';

const opt = <T>(attr: string | null, def: T, parse: OptionSpec<T>['parse'], fallback?: string): OptionSpec<T> =>
  ({ attr, default: def, parse, fallback });

/** Global configuration (spec "Global configuration (TableManager.init)"). */
export const GLOBAL_DEFAULTS = {
  debug: false,
  urlParams: true,
  pageSizes: [10, 25, 50, 100] as number[],
  showCaption: true,
  showCheckbox: false,
  /** Drag handles show when true (issue "TableManager IV"); accepted and kept in the config until then. */
  allowRowModification: false,
  refreshInterval: 0,
  /** Header that carries the CSRF token of <meta name="csrf-token"> on every request that changes data. */
  csrfHeader: 'X-CSRF-Token',
};
export type GlobalConfig = typeof GLOBAL_DEFAULTS;

/** Per-table options read from `<table data-*>` (spec "Table attributes"). */
export const TABLE_OPTIONS = {
  source: opt<string | null>('data-source', null, parsers.string),
  cache: opt('data-cache', false, parsers.flag),
  cacheTime: opt('data-cache-time', 0, parsers.int(0), 'caching for the default time'),
  loadTarget: opt<string | null>('data-load-target', null, parsers.string),
  pageSize: opt('data-page-size', 0, parsers.int(0), 'no pagination'),
  pageSizes: opt<number[] | null>('data-page-sizes', null, parsers.intList, 'using the global page sizes'),
  defaultSort: opt<string | null>('data-default-sort', null, parsers.string),
  searchColumns: opt<string[] | null>('data-search-columns', null, parsers.list),
  showCheckbox: opt<boolean | null>('data-show-checkbox', null, parsers.flag),
  showCaption: opt<boolean | null>('data-show-caption', null, parsers.flag),
  editableRows: opt('data-editable-rows', false, parsers.flag),
  urlParams: opt<boolean | null>('data-url-params', null, parsers.flag),
  refreshInterval: opt<number | null>('data-refresh-interval', null, parsers.number(0), 'automatic refresh off'),
  dynamicColumns: opt('data-dynamic-columns', false, parsers.flag),
  attr: opt<string | null>('data-attr', null, parsers.string),
  // Selection actions, footers (issue "TableManager III"); their entries are checked where they are used.
  actions: opt<Record<string, unknown> | null>('data-actions', null, parsers.jsonObject, 'bulk actions disabled'),
  actionUrl: opt<string | null>('data-action-url', null, parsers.string),
  editUrl: opt<string | null>('data-edit-url', null, parsers.string),
  actionButton: opt<string | null>('data-action-button', null, parsers.string),
  filterActions: opt<Record<string, unknown> | null>('data-filter-actions', null, parsers.jsonObject, 'filter actions disabled'),
  rowActions: opt<Record<string, unknown> | null>('data-row-actions', null, parsers.jsonObject, 'row actions disabled'),
  showFooter: opt('data-show-footer', false, parsers.flag),
  footerAggregates: opt<Record<string, unknown> | null>('data-footer-aggregates', null, parsers.jsonObject, 'footer aggregates disabled'),
};

/**
 * Spec attributes whose feature this version does not have yet (row
 * reorder): a table carrying one is told once that it is ignored, instead
 * of a did-you-mean or a silent pass.
 */
export const PENDING_TABLE_ATTRS: readonly string[] = ['data-row-sortable', 'data-sortable-rows', 'data-sort-url'];
export type TableOptions = { [K in keyof typeof TABLE_OPTIONS]: (typeof TABLE_OPTIONS)[K]['default'] };

/** Attributes a table element may carry; used for did-you-mean warnings. */
export const KNOWN_TABLE_ATTRS = ['data-component', 'data-table', ...PENDING_TABLE_ATTRS, ...Object.values(TABLE_OPTIONS).map((o) => o.attr as string)];
