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

/** Callback props of `<DataTable>`, Svelte 5 style (lower case, `on` + event name). */
export interface DataTableCallbacks<T> {
  onrender?: (detail: RenderDetail<T>) => void;
  onloaded?: (detail: LoadedDetail<T>) => void;
  onloading?: (detail: LoadingDetail) => void;
  onerror?: (detail: TableErrorDetail) => void;
  onselectionchange?: (detail: SelectionChangeDetail<T>) => void;
  onfieldchange?: (detail: FieldChangeDetail<T>) => void;
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
