/**
 * Effective configuration of one table: option defaults, then the global
 * TableManager.init config, then markup, then initTable options.
 */
import { defaultsOf } from '../core/attrs';
import { GLOBAL_DEFAULTS, TABLE_OPTIONS, type GlobalConfig, type TableOptions } from './options';
import { parseSortSpec } from './model/sorters';
import type { TableConfig } from './store.svelte';
import type { FilterMode, Formatter } from './types';

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
