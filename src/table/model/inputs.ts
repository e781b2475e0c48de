/**
 * What a Svelte app passes to `<DataTable>` and receives from it: the input
 * shapes, separate from the processed `ColumnDef` the store keeps. Types only
 * (nothing here reaches a bundle).
 */
import type { FormatName } from '../../core/formats';
import type { Snippet } from 'svelte';
import type { CellSnippetArgs, ColumnType, HeaderSnippetArgs, SortKey } from './types';

export type { CellSnippetArgs, ColumnType, FormatName, HeaderSnippetArgs, SortKey };
import type {
  RenderDetail, LoadedDetail, LoadingDetail, TableErrorDetail, SelectionChangeDetail, FieldChangeDetail, PasteDetail, FillDetail, ChangeDetail, RowActionDetail, ActionDetail, ActionCompleteDetail, RowRemovedDetail, FilterActionDetail, FooterSetupDetail, ExportDetail, RowAddedDetail, RowCopiedDetail, RowDeletedDetail, RowReorderDetail, ColumnResizeDetail, ColumnPinDetail, ColumnReorderDetail, ColumnVisibilityDetail,
} from './table-events';

export type * from './table-events';


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
  /** The spec's other name for `sort: true`. */
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
  /** true hides the column (as `visible: false`). */
  hidden?: boolean;
  /** false: no resize handle on this column's header. */
  resizable?: boolean;
  /** false: this column stays in place (no drag, no Move left / Move right). */
  reorderable?: boolean;
  /** Narrowest width the reader can give the column, in pixels (40 by default). */
  minWidth?: number;
  /** Widest width the reader can give the column, in pixels (4000 at most). */
  maxWidth?: number;
  /** With `responsive: 'collapse'`: 1 is the last column hidden at narrow widths; columns without one go first. */
  priority?: number;
  /** Kept in view at that end of the row while the table scrolls sideways. */
  pinned?: 'start' | 'end';
  /** Row numbers instead of a field. */
  autoNumber?: boolean;
  /** A form control in each cell. */
  cellElement?: CellElementName;
  /** A formatter registered by name (the `formatters` prop, or TableManager.registerFormatter). */
  formatter?: string;
  /** A filter control in the header. */
  filter?: boolean;
  /** Kept on the processed column (`column.i18n`) for formatters; no built-in translation. */
  i18n?: boolean;
  /** Placeholder of the cell control. */
  placeholder?: string;
  /** The cell control is read-only. */
  readOnly?: boolean;
  /** The cell control is disabled. */
  disabled?: boolean;
  /** The cell control is required. */
  required?: boolean;
  /** A select allows several values (the value is an array). */
  multiple?: boolean;
  /** A select offers an empty choice. */
  allowEmpty?: boolean;
  /** Rows of a textarea. */
  rows?: number;
  /** Columns of a textarea. */
  cols?: number;
  /** Least value of a number, range or date control. */
  min?: number;
  /** Greatest value of a number, range or date control. */
  max?: number;
  /** Step of a number or range control. */
  step?: number;
  /** Suggestions of a text control (a `<datalist>`). */
  datalist?: string[];
  /** Least length of a text control (only when > 0). */
  minLength?: number;
  /** Greatest length of a text control (only when > 0). */
  maxLength?: number;
  /** Value of a ticked checkbox or switch (`1` by default; unticked posts `''`). */
  checkedValue?: string;
  /** Wrap the control: `div`, `span`, `label` or `p`; any other value is the class of a wrapping `<span>`. */
  wrapper?: string;
  /** The column's cells drawn by the app: `{#snippet name({ row, value, text, field })}` (rendered on the server too). */
  cell?: Snippet<[CellSnippetArgs<T>]>;
  /** The column's header content drawn by the app: `{#snippet name({ field, label, sort })}`; the sort button stays around it. */
  header?: Snippet<[HeaderSnippetArgs]>;
}

/** An HTTP method of a row action, in any case. */
export type RowActionMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One row action button (spec "Row action entry"), keyed by its action name in `rowActions`. */
export interface RowActionInput {
  /** The button's text (and the start of its accessible name); `title` when omitted, else the action name. */
  label?: string;
  /** The button's tooltip; also its text when there is no `label`. */
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
  /** A menu button whose items are these actions (one level). */
  submenu?: Record<string, RowActionInput | string>;
  /** Handed to the page's modal manager (its ResponseHandler) when pressed, or after the request succeeded. */
  modal?: Record<string, unknown>;
}

/** One table-level action (spec "Filter action entry"), keyed by its action name in `filterActions`. */
export interface FilterActionInput {
  /** Text shown; the action name when omitted. */
  label?: string;
  /** A button POSTs `{action, tableId, filters, sort}` here (same origin); a link goes here with the filters in its query. */
  url: string;
  /** `'button'` (POST, the default) or `'link'` (a real `<a>` that follows the filters). */
  type?: 'button' | 'link';
  /** Extra classes of the button or link. */
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

/** Callback props of `<DataTable>`, Svelte 5 style (lower case, `on` + event name). */
export interface DataTableCallbacks<T> {
  onrender?: (detail: RenderDetail<T>) => void;
  onloaded?: (detail: LoadedDetail<T>) => void;
  onloading?: (detail: LoadingDetail) => void;
  onerror?: (detail: TableErrorDetail) => void;
  onselectionchange?: (detail: SelectionChangeDetail<T>) => void;
  onfieldchange?: (detail: FieldChangeDetail<T>) => void;
  onpaste?: (detail: PasteDetail<T>) => void;
  onfill?: (detail: FillDetail) => void;
  onchange?: (detail: ChangeDetail) => void;
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
  oncolumnresize?: (detail: ColumnResizeDetail) => void;
  oncolumnpin?: (detail: ColumnPinDetail) => void;
  oncolumnreorder?: (detail: ColumnReorderDetail) => void;
  oncolumnvisibility?: (detail: ColumnVisibilityDetail) => void;
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
  rowActions?: Record<string, RowActionInput | string>;
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
  /** Where a pasted block is saved in one request (`{changes: [{id, field, value}]}`); else each cell goes to `editUrl`. */
  batchUrl?: string;
  /** A resize handle on every header (pointer, touch, keyboard); false turns them off (a column's `resizable: false` one). */
  resizable?: boolean;
  /** Columns the reader may move (drag a header, or its column menu); false keeps them in place (a column's `reorderable: false` one). */
  reorderable?: boolean;
  /** A toolbar menu to show and hide columns. */
  columnChooser?: boolean;
  /** Keep the reader's column widths in `localStorage` under the table's id (default true); false: for the page's life. */
  persistColumnWidths?: boolean;
  /** Phone widths: `'collapse'` hides the lowest-priority columns that do not fit (a button on each row shows them), `'cards'` shows rows as labelled cards below `cardsBelow`. */
  responsive?: 'collapse' | 'cards';
  /** With `responsive: 'cards'`: cards below this width of the table's box, in pixels (600). */
  cardsBelow?: number;
  /**
   * With `responsive: 'collapse'`: the columns collapsed in the first render, before the table can measure its
   * box — the server's HTML and the hydration draw them collapsed, with the rows' disclosure buttons. A width
   * hint the app gives (from a cookie it wrote from `bind:collapsed`, or a guess from the user agent); once
   * mounted the table measures and collapses what does not fit, and the binding follows.
   */
  collapsed?: string[];
  /** Keep the first N data columns in view while the table scrolls sideways (with the checkbox and drag-handle columns). */
  pin?: number;
  /** Keep the header row (and the filter row) in view while the page or the table's own box scrolls. */
  stickyHeader?: boolean;
  /** The body as a grid of cells: a focused cell, ranges by mouse, Shift and keys, Ctrl/Cmd+C copies them (TSV and HTML), Ctrl/Cmd+V pastes into cells with controls, Ctrl/Cmd+D and Ctrl/Cmd+R (or the fill handle) fill down or across. */
  cellSelection?: boolean;
  /** Rows as a tree by this parent field (rows with a `parentId` are one without it): the first column indented, a button on rows with children; `hasChildren: true` loads them from `source` (`parent=<id>`). */
  treeField?: string;
}

/** Every prop of `<DataTable>`. */
export interface DataTableProps<T> extends DataTableOptions<T>, DataTableCallbacks<T> {
  /** Names the table in events and warnings. */
  id: string;
  /** The columns, in order (see "Column options"); may change after mount. */
  columns: ColumnInput<T>[];
  /** The rows; reassigning the array or changing it in place both update the table. */
  rows?: T[];
  /** Classes of the wrapping element. */
  class?: string;
  /** The current sort; bindable (`bind:sort`) to follow header clicks. */
  sort?: SortKey[];
  /** The current page (1-based); bindable (`bind:page`) to follow paging. */
  page?: number;
  /** The selected rows; bindable (`bind:selected`) to follow the checkboxes. */
  selected?: T[];
  /** Column widths in pixels by field; bindable (`bind:columnWidths`) to follow the reader's resizes. */
  columnWidths?: Record<string, number>;
  /** Pinned columns, field to 'start' or 'end'; bindable (`bind:pinnedColumns`) to follow pins the reader makes. */
  pinnedColumns?: Record<string, 'start' | 'end'>;
  /** Every data column's field in order; bindable (`bind:columnOrder`) to follow the reader's moves (fields left out follow in the page's order). */
  columnOrder?: string[];
  /** The hidden columns' fields; bindable (`bind:hiddenColumns`) to follow the column chooser and the menus' Hide. */
  hiddenColumns?: string[];
  /** The open rows of a tree (their ids as text); bindable (`bind:openNodes`) to follow the reader's opening and closing. */
  openNodes?: string[];
  /** What the body shows when there are no rows to show; `filtered` is true when filters or a search hid them. */
  empty?: Snippet<[{ filtered: boolean }]>;
  /** What the body shows while the first rows load. */
  loading?: Snippet;
  /** What the body shows when loading failed; `retry` loads again. */
  error?: Snippet<[{ retry: () => void }]>;
  /** A panel under a row, opened by the row's disclosure button: `{#snippet detail({ row, data })}`; `data` is what `detailSource` answered for the row. */
  detail?: Snippet<[{ row: T; data: unknown }]>;
  /** Loads each open panel: a URL template whose `{id}` and other row fields are filled, encoded (`/api/orders/{id}/lines`); without `detail` its answer shows as a labelled list. */
  detailSource?: string;
  /** The ids of the rows whose panels are open; bindable (`bind:detailOpen`) to follow the disclosure buttons (written back as text: 7 and '7' are one row). */
  detailOpen?: Array<string | number>;
}
