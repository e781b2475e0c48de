/**
 * What a Svelte app passes to `<DataTable>` and receives from it: the input
 * shapes, separate from the processed `ColumnDef` the store keeps. Types only
 * (nothing here reaches a bundle).
 */
import type { FormatName } from '../../core/formats';
import type { ColumnType, SortKey } from './types';

export type { ColumnType, FormatName, SortKey };

/** A column's field: a key of the row type (any string for untyped rows). */
export type FieldOf<T> = string extends keyof T ? string : Extract<keyof T, string>;

/** A form control rendered in each cell of a column (spec "Cell elements"): an input type, textarea, select or switch. */
export type CellElementName = 'text' | 'textarea' | 'select' | 'checkbox' | 'switch' | 'color' | 'number' | 'email' | 'url' | 'tel'
  | 'password' | 'search' | 'date' | 'time' | 'datetime-local' | 'month' | 'week' | 'range';

/**
 * A custom formatter: `(cell, value, row, attrs)`. A string return is trusted
 * HTML (spec rule 4); return plain text through `cell.textContent` for data.
 */
export type FormatterInput<T = Record<string, unknown>> = (cell: HTMLElement | null, value: unknown, row: T, attrs: Record<string, unknown>) => unknown;

/** One column as the app writes it (spec "Dynamic column metadata"). */
export interface ColumnInput<T = Record<string, unknown>> {
  /** The row field shown; optional only for an `autoNumber` column. */
  field?: FieldOf<T>;
  /** Header text; the field name when omitted. */
  label?: string;
  /** Classes of the header cell. */
  class?: string;
  /** Classes of the body cells. */
  cellClass?: string;
  /** Sortable by its header button; a string sorts by that field instead. */
  sort?: boolean | string;
  sortable?: boolean;
  /** How values compare when sorting. */
  type?: ColumnType;
  /** A built-in format (misspelt names do not compile). */
  format?: FormatName;
  /** Decimal places for number, currency, percent and bytes (0-20). */
  decimals?: number;
  /** BCP 47 tag for this column's formats. */
  locale?: string;
  /** ISO 4217 code for `format: 'currency'`. */
  currency?: string;
  /** Date pattern for date formats (dayjs tokens). */
  pattern?: string;
  /** `format: 'lookup'` (and select cells): value -> label. */
  options?: Record<string, string>;
  /** `format: 'truncate'`: characters kept. */
  length?: number;
  /** false hides the column (its data stays). */
  visible?: boolean;
  hidden?: boolean;
  /** Row numbers instead of a field. */
  autoNumber?: boolean;
  /** A form control in each cell. */
  cellElement?: CellElementName;
  /** A formatter registered by name (the `formatters` prop, or TableManager.registerFormatter). */
  formatter?: string;
  /** A filter control in the header. */
  filter?: boolean;
  i18n?: boolean;
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  multiple?: boolean;
  allowEmpty?: boolean;
  rows?: number;
  cols?: number;
  min?: number;
  max?: number;
  step?: number;
  datalist?: string[];
  minLength?: number;
  maxLength?: number;
  checkedValue?: string;
}

/** An HTTP method of a row action, in any case. */
export type RowActionMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One row action button (spec "Row action entry"), keyed by its action name in `rowActions`. */
export interface RowActionInput {
  /** The button's text; the action name when omitted. */
  title?: string;
  /** Classes of the button. */
  className?: string;
  /** HTTP method of the request; GET by default (a GET does not reload the table). */
  method?: RowActionMethod;
  /** URL template on the page's origin; `{field}` is filled from the row and encoded. Without it the press only emits `onrowaction`. */
  url?: string;
  /** Shown only on rows where this holds: `"status == 'active' && age > 30"` (parsed, never evaluated), or a boolean. */
  condition?: string | boolean;
  /** Asked first (confirm dialog); the press is dropped when the user cancels. */
  confirm?: string;
}

/** One table-level action (spec "Filter action entry"), keyed by its action name in `filterActions`. */
export interface FilterActionInput {
  /** Text shown; the action name when omitted. */
  label?: string;
  /** A button POSTs `{action, tableId, filters, sort}` here (same origin); a link goes here with the filters in its query. */
  url: string;
  /** `'button'` (POST, the default) or `'link'` (a real `<a>` that follows the filters). */
  type?: 'button' | 'link';
  className?: string;
  /** For links: `'_blank'` opens a new tab (with `rel="noopener noreferrer"`). */
  target?: '_self' | '_blank';
  /** Asked first (buttons). */
  confirm?: string;
}

/** A footer aggregate of the `footerAggregates` map. */
export type AggregateName = 'sum' | 'avg' | 'count' | 'min' | 'max';

/** The file formats of `exportData`. */
export type ExportFormat = 'csv' | 'json' | 'excel';

/** `onrender`: the rows now shown. */
export interface RenderDetail<T> { tableId: string; data: T[]; totalRecords: number; filteredRecords: number; isServerSide: boolean }
/** `onloaded`: data arrived (rows, and the server's paging meta or the client's). */
export interface LoadedDetail<T> { tableId: string; data: T[]; meta: { page: number; pageSize: number; total: number; totalPages: number } }
/** `onloading`: a request for `url` started. */
export interface LoadingDetail { tableId: string; url: string }
/** `onerror`: `action` failed (`load`, a chunk name...). */
export interface TableErrorDetail { tableId: string; action: string; error: unknown; timestamp: number }
/** `onselectionchange`: the selected rows, in selection order. */
export interface SelectionChangeDetail<T> { tableId: string; selectedRows: T[] }
/** `onfieldchange`: a cell control changed `field` of `rowData` to `value`. */
export interface FieldChangeDetail<T> { tableId: string; field: string; value: unknown; rowData: T; element: Element | null }

/** `onrowaction`: a row action was pressed (after its confirm), before its request. */
export interface RowActionDetail<T> { tableId: string; action: string; payload: { id: unknown; method: string; url: string | null }; row: T }
/** `onaction`: a row or bulk action was sent and answered (`success: false` for a failure). */
export interface ActionDetail { tableId: string; action: string; success: boolean; response: unknown; timestamp: number }
/** `onactioncomplete`: a bulk action succeeded for the rows `ids`. */
export interface ActionCompleteDetail { tableId: string; action: string; ids: unknown[]; response: unknown }
/** `onrowremoved`: a bulk action's answer removed the row `rowId`. */
export interface RowRemovedDetail { tableId: string; rowId: unknown }
/** `onfilteraction`: a filter action was pressed; `params` is the POST body or the link's query, `response` the button's answer. */
export interface FilterActionDetail { tableId: string; action: string; type: 'button' | 'link'; url: string; params: Record<string, unknown>; response?: unknown }
/** `onfootersetup`: the footer was filled from `data` (the rows the reader sees). */
export interface FooterSetupDetail<T> { tableId: string; tfoot: HTMLTableSectionElement | null; data: T[] }
/** `onexport`: an export finished (or failed). */
export interface ExportDetail { tableId: string; format: string; success: boolean }
/** `onrowadded`: the Add row button added `row`. */
export interface RowAddedDetail<T> { tableId: string; row: T }
/** `onrowcopied`: a Copy button copied `originalItem` as `newItem`. */
export interface RowCopiedDetail<T> { tableId: string; originalItem: T; newItem: T }
/** `onrowdeleted`: a Delete button removed `row`. */
export interface RowDeletedDetail<T> { tableId: string; row: T; rowId: unknown }
/** `onrowreorder`: a drag moved the row at position `from` to `to`; `order` is the ids in their new order. */
export interface RowReorderDetail { tableId: string; order: unknown[]; from: number; to: number }

/** Callback props of `<DataTable>`, Svelte 5 style (lower case, `on` + event name). */
export interface DataTableCallbacks<T> {
  onrender?: (detail: RenderDetail<T>) => void;
  onloaded?: (detail: LoadedDetail<T>) => void;
  onloading?: (detail: LoadingDetail) => void;
  onerror?: (detail: TableErrorDetail) => void;
  onselectionchange?: (detail: SelectionChangeDetail<T>) => void;
  onfieldchange?: (detail: FieldChangeDetail<T>) => void;
  onrowaction?: (detail: RowActionDetail<T>) => void;
  onaction?: (detail: ActionDetail) => void;
  onactioncomplete?: (detail: ActionCompleteDetail) => void;
  onrowremoved?: (detail: RowRemovedDetail) => void;
  onfilteraction?: (detail: FilterActionDetail) => void;
  onfootersetup?: (detail: FooterSetupDetail<T>) => void;
  onexport?: (detail: ExportDetail) => void;
  onrowadded?: (detail: RowAddedDetail<T>) => void;
  onrowcopied?: (detail: RowCopiedDetail<T>) => void;
  onrowdeleted?: (detail: RowDeletedDetail<T>) => void;
  onrowreorder?: (detail: RowReorderDetail) => void;
}

/** Options of `<DataTable>`; each may change after mount. */
export interface DataTableOptions<T> {
  /** URL of the table protocol (GET, JSON); without it the `rows` prop is the data. */
  source?: string;
  /** Rows per page; 0 shows every row. */
  pageSize?: number;
  /** Choices of the page-size select. */
  pageSizes?: number[];
  /** Fields the search box searches; `[]` searches every column; omitted: no search box. */
  searchColumns?: FieldOf<T>[];
  /** Starting sort, as `data-default-sort` writes it: `"name"`, `"age:desc,name"`. */
  defaultSort?: string;
  showCheckbox?: boolean;
  showCaption?: boolean;
  /** Caption title. */
  caption?: string;
  /** BCP 47 tag for formats and sorting. */
  locale?: string;
  /** Filter values by field (replaces the filters the user set). */
  filters?: Partial<Record<FieldOf<T>, string>>;
  /** Named formatters for `column.formatter`. */
  formatters?: Record<string, FormatterInput<T>>;
  /** Row action buttons in a last "Actions" column, by action name (as `data-row-actions`). Rows need an `id`. */
  rowActions?: Record<string, RowActionInput>;
  /** Bulk actions for the selected rows, action key -> label; `"status|inactive"` sends `status: "inactive"` (as `data-actions`; needs `showCheckbox`). */
  actions?: Record<string, string>;
  /** Same-origin URL the bulk actions are POSTed to (`{action, ids}`, JSON). */
  actionUrl?: string;
  /** The bulk apply button: `"label"` or `"label|className"`. */
  actionButton?: string;
  /** Table-level buttons and links that carry the current filters (as `data-filter-actions`). */
  filterActions?: Record<string, FilterActionInput>;
  /** A footer row with an aggregate per field, over the rows the reader sees (as `data-footer-aggregates`). */
  footerAggregates?: Partial<Record<FieldOf<T>, AggregateName>>;
  /** Add row, Copy and Delete buttons (rows need an `id`); shows every row (no paging). */
  editableRows?: boolean;
  /** Drag handles to reorder rows (mouse or keyboard). */
  rowSortable?: boolean;
  /** Receives `{order: ids[]}` (POST, JSON) after a reorder. */
  sortUrl?: string;
  /** Where a cell control's committed edit is saved (`{id}` optional). */
  editUrl?: string;
}

/** Every prop of `<DataTable>`. */
export interface DataTableProps<T> extends DataTableOptions<T>, DataTableCallbacks<T> {
  /** Names the table in events and warnings. */
  id: string;
  columns: ColumnInput<T>[];
  /** The rows; reassigning the array or changing it in place both update the table. */
  rows?: T[];
  class?: string;
  /** The current sort; bindable (`bind:sort`) to follow header clicks. */
  sort?: SortKey[];
  /** The current page (1-based); bindable (`bind:page`) to follow paging. */
  page?: number;
  /** The selected rows; bindable (`bind:selected`) to follow the checkboxes. */
  selected?: T[];
}
