/**
 * The DataTable component's props as the store sees them (Svelte apps only;
 * the script-include path reads markup instead).
 */
import { buildConfig, type TableConfig } from '../model/config';
import { GLOBAL_DEFAULTS } from '../model/options';
import type { Formatter, Row, SortKey } from '../model/types';
import type { DataTableProps } from '../model/inputs';

/** The props, untyped by row (the component is generic; the store is not). */
export interface PropsView {
  id: string;
  columns?: unknown[];
  rows?: unknown[];
  source?: string;
  pageSize?: number;
  pageSizes?: number[];
  searchColumns?: string[];
  defaultSort?: string;
  showCheckbox?: boolean;
  showCaption?: boolean;
  locale?: string;
  filters?: Record<string, string>;
  formatters?: Record<string, Formatter>;
  rowActions?: Record<string, unknown>;
  actions?: Record<string, unknown>;
  actionUrl?: string;
  actionButton?: string;
  filterActions?: Record<string, unknown>;
  footerAggregates?: Record<string, unknown>;
  editableRows?: boolean;
  rowSortable?: boolean;
  sortUrl?: string;
  editUrl?: string;
  batchUrl?: string;
  resizable?: boolean;
  reorderable?: boolean;
  columnChooser?: boolean;
  persistColumnWidths?: boolean;
  responsive?: string;
  cardsBelow?: number;
  pin?: number;
  stickyHeader?: boolean;
  cellSelection?: boolean;
  treeField?: string;
  [callback: `on${string}`]: unknown;
}

/** Table events -> callback props (Svelte 5 style names). */
export const CALLBACKS: Record<string, `on${string}`> = {
  'table:render': 'onrender', 'table:loaded': 'onloaded', 'table:loading': 'onloading', 'table:error': 'onerror',
  'table:selectionChange': 'onselectionchange', 'table:fieldChange': 'onfieldchange', 'table:paste': 'onpaste', 'table:fill': 'onfill', 'table:change': 'onchange',
  'table:rowAction': 'onrowaction', 'table:action': 'onaction', 'table:actionComplete': 'onactioncomplete',
  'table:rowRemoved': 'onrowremoved', 'table:filterAction': 'onfilteraction', 'table:footerSetup': 'onfootersetup',
  'table:export': 'onexport', 'table:rowAdded': 'onrowadded', 'table:rowCopied': 'onrowcopied',
  'table:rowDeleted': 'onrowdeleted', 'table:rowReorder': 'onrowreorder', 'table:columnResize': 'oncolumnresize',
  'table:columnPin': 'oncolumnpin',
  'table:columnReorder': 'oncolumnreorder', 'table:columnVisibility': 'oncolumnvisibility',
};

/** Props of the lazy features (row, bulk and filter actions, footer, row editing): a change restarts them. */
export const FEATURE_PROPS = ['rowActions', 'actions', 'actionUrl', 'actionButton', 'filterActions', 'footerAggregates', 'editableRows', 'rowSortable', 'sortUrl', 'editUrl', 'responsive', 'cardsBelow', 'cellSelection'] as const;

/** The table's configuration from its props (defaults < props); pure. */
export function configOf(p: PropsView, report: (problem: string) => void): TableConfig {
  const config = buildConfig({
    id: p.id,
    global: { ...GLOBAL_DEFAULTS, persistColumnWidths: p.persistColumnWidths !== false },
    markup: {},
    script: {
      source: p.source ?? null, pageSize: p.pageSize ?? 0, pageSizes: p.pageSizes ?? null,
      searchColumns: p.searchColumns ?? null, defaultSort: p.defaultSort ?? null,
      showCheckbox: p.showCheckbox, showCaption: p.showCaption, locale: p.locale,
      rowActions: p.rowActions, actions: p.actions, actionUrl: p.actionUrl, actionButton: p.actionButton,
      filterActions: p.filterActions, footerAggregates: p.footerAggregates, editableRows: p.editableRows,
      rowSortable: p.rowSortable, sortUrl: p.sortUrl, editUrl: p.editUrl, batchUrl: p.batchUrl, resizable: p.resizable,
      responsive: p.responsive ?? null, cardsBelow: p.cardsBelow,
      pin: p.pin, stickyHeader: p.stickyHeader, cellSelection: p.cellSelection,
      reorderable: p.reorderable, columnChooser: p.columnChooser, treeField: p.treeField ?? null,
    },
    template: null,
    filterModes: {},
    hasSearchControl: false,
    report,
  });
  return p.filters ? { ...config, initialQuery: { ...config.initialQuery, filters: { ...p.filters } } } : config;
}

/** Whether two sorts are the same keys in the same order. */
export function sameSort(a: readonly SortKey[] | undefined, b: readonly SortKey[] | undefined): boolean {
  return (a ?? []).length === (b ?? []).length && (a ?? []).every((k, i) => k.field === b?.[i].field && k.dir === b?.[i].dir);
}

/**
 * The app's `selected` rows as the table's own row objects (the same object, or
 * the row with the same `id`: a bound array may hold proxies), or null when they
 * are already the current selection.
 */
export function selectionOf(wanted: readonly Row[], rows: readonly Row[], current: ReadonlySet<Row>): Set<Row> | null {
  const next = new Set<Row>();
  for (const item of wanted) {
    const row = rows.includes(item) ? item : rows.find((r) => r.id !== undefined && r.id === item.id);
    if (row) next.add(row);
  }
  return next.size === current.size && [...next].every((r) => current.has(r)) ? null : next;
}

/** The table-level snippets of a Svelte app's DataTable (model/inputs.ts DataTableProps), rendered by Body. */
export type TableSnippets = Pick<DataTableProps<Row>, 'empty' | 'loading' | 'error'>;
