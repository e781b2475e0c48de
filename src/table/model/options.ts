/**
 * The table's option table (style.md #6): every table attribute of the spec
 * with its default and parser. The bootstrap reads markup through it, the
 * facade merges `TableManager.init(config)` over the same defaults.
 */
import { named, parsers, type OptionSpec } from '../../core/attrs';

/** An option read from the table's attribute named after it (`pageSize`: `data-page-size`, core/attrs.ts named). */
const opt = <T>(def: T, parse: OptionSpec<T>['parse'], fallback?: string): OptionSpec<T> =>
  ({ default: def, parse, fallback }) as OptionSpec<T>;

/** Global configuration (spec "Global configuration (TableManager.init)"). */
export const GLOBAL_DEFAULTS = {
  /** Log every table event to `console.debug`. */
  debug: false,
  /** Whether tables keep their view in the address bar (default true); a table's own `data-url-params` wins. */
  urlParams: true,
  /** Page-size choices of tables without `data-page-sizes`. */
  pageSizes: [10, 25, 50, 100] as number[],
  /** Captions shown by default. */
  showCaption: true,
  /** Row checkboxes on every table. */
  showCheckbox: false,
  /** Every table gets drag handles (as with data-row-sortable). */
  allowRowModification: false,
  /** The master switch of drag reorder: false starts every table with its handles hidden (enableRowSort shows them). */
  rowSortable: true,
  /** Footer processing on tables without `data-show-footer` (as the attribute). */
  showFooter: false,
  /** Deleting an editable row asks first; false deletes at once. */
  confirmDelete: true,
  /** Seconds between automatic reloads of tables without `data-refresh-interval`. */
  refreshInterval: 0,
  /** Keep the widths the reader gives columns in `localStorage` (per table id; `clearTableCache` forgets them); false keeps them for the page's life only. */
  persistColumnWidths: true,
  /** Header that carries the CSRF token of `<meta name="csrf-token">` on every request that changes data. */
  csrfHeader: 'X-CSRF-Token',
};
export type GlobalConfig = typeof GLOBAL_DEFAULTS;

/** Per-table options read from `<table data-*>` (spec "Table attributes"). */
export const TABLE_OPTIONS = named({
  /** URL of the table protocol (GET, JSON): the rows of each page, sorted and filtered by the server. */
  source: opt<string | null>(null, parsers.string),
  /** Keep GET answers of `data-source` and reuse them while fresh. */
  cache: opt(false, parsers.flag),
  /** How long a cached answer stays fresh, in milliseconds (60000 when unset). */
  cacheTime: opt(0, parsers.int(0), 'caching for the default time'),
  /** CSS selector of a container rebound from each load's normalized payload (`data-text`, `data-attr`... directives). */
  loadTarget: opt<string | null>(null, parsers.string),
  /** The table's language (BCP 47): its texts, and the number formats of columns without their own `data-locale`; unset: the host's, the page's or the browser's. */
  locale: opt<string | null>(null, parsers.string),
  /** Rows per page; 0 shows every row. */
  pageSize: opt(0, parsers.int(0), 'no pagination'),
  /** Choices of the page-size select, `10,25,50` or `[10,25,50]`. */
  pageSizes: opt<number[] | null>(null, parsers.intList, 'using the global page sizes'),
  /** Starting sort: `name asc`, `salary desc, name` (`field:dir` also accepted). */
  defaultSort: opt<string | null>(null, parsers.string),
  /** Fields the search box searches (comma list); present but empty searches every column; absent: no search box. */
  searchColumns: opt<string[] | null>(null, parsers.list),
  /** A checkbox per row and a "Select all rows" checkbox (row selection). */
  showCheckbox: opt<boolean | null>(null, parsers.flag),
  /** The caption with the row count; default true, false for editable rows unless set. */
  showCaption: opt<boolean | null>(null, parsers.flag),
  /** Add row, Copy and Delete buttons (every row needs an `id`); shows every row. */
  editableRows: opt(false, parsers.flag),
  /** Drag handles to reorder rows (mouse or keyboard). */
  // Drag reorder (issue "TableManager IV" 5): two spec names for one flag; data-sort-url receives {order: ids[]}.
  rowSortable: opt(false, parsers.flag),
  /** The spec's other name for `data-row-sortable`. */
  sortableRows: opt(false, parsers.flag),
  /** Receives `{order: ids[]}` (POST, JSON) after a drag reorder. */
  sortUrl: opt<string | null>(null, parsers.string),
  /** Keep page, page size, sort, search and filters in the address bar (unset: the global `urlParams`, on by default); `false` keeps this table out. */
  urlParams: opt<boolean | null>(null, parsers.flag),
  /** Seconds between automatic reloads from `data-source`: 0 is off, below 1 s runs at 1 s, at most 24 h. */
  refreshInterval: opt<number | null>(null, parsers.number(0), 'automatic refresh off'),
  /** A resize handle at the end edge of every header (pointer, touch, keyboard); `false` turns them off (a th's own `data-resizable="false"` turns off one). */
  resizable: opt(true, parsers.flag),
  /** Phone widths: `collapse` hides the lowest-priority columns that do not fit (each row gets a button that shows them), `cards` shows rows as labelled cards below `data-cards-below`. */
  responsive: opt<string | null>(null, parsers.string),
  /** The box width in pixels below which `data-responsive="cards"` shows cards. */
  cardsBelow: opt(600, parsers.int(1)),
  /** Keep the first N data columns in view while the table scrolls sideways (pinned to the start, with the checkbox and drag-handle columns). */
  pin: opt(0, parsers.int(0)),
  /** Keep the header row (and the filter row) in view while the page or the table's own box scrolls. */
  stickyHeader: opt(false, parsers.flag),
  /** The body as a grid of cells: one tab stop with a focused cell (arrows, Home/End, Page Up/Down), ranges by mouse, Shift+click, Shift+arrows, Ctrl+A or Shift and a header click; Ctrl/Cmd+C copies them as TSV and an HTML table, Ctrl/Cmd+V pastes into the cells with controls, Ctrl/Cmd+D and Ctrl/Cmd+R (or the fill handle at its corner) fill the range down or across from its first row or column. */
  cellSelection: opt(false, parsers.flag),
  /** Columns the reader may move: a header dragged, or its column menu's Move left / Move right; `false` keeps every column in place (a th's own `data-reorderable="false"` keeps one). */
  reorderable: opt(true, parsers.flag),
  /** A toolbar menu listing every column with a checkbox to show or hide it. */
  columnChooser: opt(false, parsers.flag),
  /** Make the header from the columns a load answers with. */
  dynamicColumns: opt(false, parsers.flag),
  /** `data:path.to.rows`: the rows at a dotted path of the answer, or of the host `StateManager` without `data-source`. */
  attr: opt<string | null>(null, parsers.string),
  /** Bulk actions for the selected rows, JSON `{"key": "Label"}`; `"status|inactive"` sends `status: "inactive"`. */
  // Selection actions, footers (issue "TableManager III"); their entries are checked where they are used.
  actions: opt<Record<string, unknown> | null>(null, parsers.jsonObject, 'bulk actions disabled'),
  /** Same-origin URL the bulk actions are POSTed to (`{action, ids}`). */
  actionUrl: opt<string | null>(null, parsers.string),
  /** Where a cell control's committed edit is saved (`{id}` optional). */
  editUrl: opt<string | null>(null, parsers.string),
  /** Where a pasted block is saved in one request (`{changes: [{id, field, value}]}`); else each cell goes to `editUrl`. */
  batchUrl: opt<string | null>(null, parsers.string),
  /** The bulk apply button: `Label` or `Label|className`. */
  actionButton: opt<string | null>(null, parsers.string),
  /** Table-level buttons and links carrying the current filters, JSON (see "Filter action entry"). */
  filterActions: opt<Record<string, unknown> | null>(null, parsers.jsonObject, 'filter actions disabled'),
  /** Row action buttons in a last "Actions" column, JSON (see "Row action entry"). */
  rowActions: opt<Record<string, unknown> | null>(null, parsers.jsonObject, 'row actions disabled'),
  /** Fill the table's `<tfoot>` cells that have `data-aggregate`. */
  showFooter: opt<boolean | null>(null, parsers.flag),
  /** Rows in groups by these fields (comma list, outermost first): a header row per value with its row count and the footer's aggregates of its rows; groups open and close. */
  groupBy: opt<string[] | null>(null, parsers.list),
  /** Rows as a tree by this parent field (default `parentId`: rows with one show as a tree): the first column indented, a disclosure button on rows with children; `hasChildren: true` loads them from data-source (`parent=<id>`). */
  treeField: opt<string | null>(null, parsers.string),
  /** Legacy footer map `{"salary": "sum"}`: fills blank single-column footer cells (makes a footer row when there is none). */
  footerAggregates: opt<Record<string, unknown> | null>(null, parsers.jsonObject, 'footer aggregates disabled'),
});
export type TableOptions = { [K in keyof typeof TABLE_OPTIONS]: (typeof TABLE_OPTIONS)[K]['default'] };

/** Attributes a table element may carry; used for did-you-mean warnings. */
export const KNOWN_TABLE_ATTRS = ['data-component', 'data-table', ...Object.values(TABLE_OPTIONS).map((o) => o.attr as string)];
