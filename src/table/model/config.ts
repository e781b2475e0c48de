/**
 * Effective configuration of one table: option defaults, then the global
 * TableManager.init config, then markup, then initTable options.
 */
import { defaultsOf } from '../../core/attrs';
import { GLOBAL_DEFAULTS, TABLE_OPTIONS, type GlobalConfig, type TableOptions } from './options';
import { parseSortSpec } from './sorters';
import type { FilterMode, Formatter, SortKey } from './types';
import type { NormalizedPayload } from './target-payload';

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
  cacheTime: number;
  locale?: string;
  defaultSort: SortKey[];
  /** Filter fields bound to selects (exact match); others match by substring. */
  filterModes: Record<string, FilterMode>;
  resolveFormatter(name: string): Formatter | undefined;
  /** Also told of every event the table emits (Svelte callback props). */
  onEvent?: (name: string, payload: Record<string, unknown>) => void;
  /** Called after every successful load (remote, state or setData) with the normalized payload. */
  afterLoad?: (payload: NormalizedPayload) => void;
  /** Called after every query change that should reach the URL. */
  onQueryChange?: (history: HistoryMode) => void;
  /** Log every event to console.debug (global `debug`). */
  debug?: boolean;
  /** Whether the table is tracked and attached (TableManager.isAlive); guards auth redirects. */
  isAlive?: () => boolean;
}

/** How a query change reaches browser history: typing replaces, explicit navigation pushes. */
export type HistoryMode = 'push' | 'replace' | 'none';


export interface ConfigInput {
  id: string;
  global: GlobalConfig;
  markup: Partial<TableOptions>;
  script?: Partial<TableOptions> & { locale?: string };
  template: string | null;
  filterModes: Record<string, FilterMode>;
  hasSearchControl: boolean;
  resolveFormatter(name: string): Formatter | undefined;
}

/** Build a TableConfig; pure. */
export function buildConfig(input: ConfigInput): TableConfig {
  const o: TableOptions = { ...defaultsOf(TABLE_OPTIONS), ...input.markup, ...definedOnly(input.script ?? {}) };
  const g = input.global;
  const pageSizes = o.pageSizes?.length ? o.pageSizes : g.pageSizes;
  // Editable tables show every row (spec "Limits"); data-page-sizes alone turns paging on at its first size.
  const pageSize = o.editableRows ? 0 : o.pageSize > 0 ? o.pageSize : o.pageSizes?.length ? o.pageSizes[0] : 0;
  // data-show-caption: default true, automatically false for editable rows, an explicit value wins.
  const showCaption = o.showCaption ?? (o.editableRows ? false : g.showCaption);
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
    cacheTime: o.cacheTime,
    locale: input.script?.locale,
    defaultSort: parseSortSpec(o.defaultSort),
    filterModes: input.filterModes,
    resolveFormatter: input.resolveFormatter,
  };
}

function definedOnly<T extends object>(obj: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
