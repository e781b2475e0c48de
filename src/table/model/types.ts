import type { Snippet } from 'svelte';
import type { FormatName, FormatOptions } from '../../core/formats';

/** One data row. Field names come from the application; only `id` is fixed. */
export type Row = Record<string, unknown>;

type SortDir = 'asc' | 'desc';
export interface SortKey {
  field: string;
  dir: SortDir;
}
export type ColumnType = 'text' | 'number' | 'date';
export type FilterMode = 'equals' | 'contains';

/** A custom formatter: `(cell, value, row, attrs)`; a string return is HTML (spec rule 4), a Node is inserted. */
export type Formatter = (cell: HTMLElement | null, value: unknown, row: Row, attrs: Record<string, unknown>) => unknown;

/** Attributes passed to a form control rendered in a cell (spec "Cell elements"). */
interface CellElementAttrs {
  placeholder?: string;
  class?: string;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  wrapper?: string;
  options?: Record<string, string>;
  multiple?: boolean;
  allowEmpty?: boolean;
  rows?: number;
  cols?: number;
  min?: number;
  max?: number;
  step?: number;
  datalist?: string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  checkedValue?: string;
}

/** A column as the model sees it, whether it came from a `<th>` or a metadata object. */
export interface ColumnDef {
  /** Field read from the row; '' for a pure auto-number column. */
  field: string;
  label: string;
  /** The page author's own th content when it has elements (an icon, <abbr>): shown as copies, never re-parsed. */
  headerNodes?: readonly Node[];
  /** Classes of the header cell only (spec rule 1). */
  headerClass: string;
  /** Other attributes of the original th (id, title, scope...), kept on the rendered th. */
  headerAttrs: Record<string, string>;
  /** Classes of body cells and footer output only (spec rule 1). */
  cellClass: string;
  sortable: boolean;
  /** Field used when sorting (data-sort), defaults to `field`. */
  sortField: string;
  type: ColumnType;
  format?: FormatName;
  formatOptions: FormatOptions;
  formatter?: string | Formatter;
  /** The formatter name came from a server payload: it may only name a registered formatter (Hardening 2). */
  formatterFromData?: boolean;
  visible: boolean;
  autoNumber: boolean;
  /** Header filter (data-filter on th / `filter: true`). */
  filter: boolean;
  cellElement?: string;
  elementAttrs: CellElementAttrs;
  i18n: boolean;
  /** A resize handle on its header (data-resizable, default true; the table's own data-resizable="false" turns every one off). */
  resizable?: boolean;
  /** Its header may be moved (data-reorderable, default true; the table's own data-reorderable="false" keeps every one in place). */
  reorderable?: boolean;
  /** Bounds of its width in pixels (data-min-width, data-max-width): model/column-widths.ts boundsOf. */
  minWidth?: number;
  maxWidth?: number;
  /** Phone widths (data-priority): 1 is the last column data-responsive="collapse" hides. */
  priority?: number;
  /**
   * Hidden by data-responsive="collapse" to fit the table's box (TableStore.collapse), not by the reader:
   * `visible` stays, so export and the column chooser still see it; its cells show in the row's detail.
   */
  collapsed?: boolean;
  /** Kept in view at that end of the row while the table scrolls sideways (data-pinned: 'start' or 'end'; the table's pins start from it). */
  pinned?: string;
  /** Text only: no auto-number, formatter, cell element or snippet (the fast rendering path). */
  plain?: boolean;
  /** A Svelte app's own cell content (DataTable columns' `cell` snippet). */
  cell?: Snippet<[CellSnippetArgs]>;
  /** A Svelte app's own header content (DataTable columns' `header` snippet). */
  header?: Snippet<[HeaderSnippetArgs]>;
}

/** What a column's `cell` snippet is given for each row. */
export interface CellSnippetArgs<T = Row> {
  row: T;
  /** The row's value of the column's field. */
  value: unknown;
  /** The text the table would show (formats and lookups applied). */
  text: string;
  field: string;
}

/** What a column's `header` snippet is given. */
export interface HeaderSnippetArgs {
  field: string;
  label: string;
  /** The column's sort direction now, or null when it is not sorted. */
  sort: 'asc' | 'desc' | null;
}

/** Page, sort, search and filters: everything the user chose. */
export interface QueryState {
  sort: SortKey[];
  search: string;
  filters: Record<string, string>;
  page: number;
  /** 0 means every row on one page. */
  pageSize: number;
}

/** Paging metadata, as sent by a server or computed on the client. */
export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  /** Server totals by field (`meta.aggregates`), kept for the footer. */
  aggregates?: Record<string, unknown>;
}

/** What the components render, derived from rows + columns + query. */
export interface TableView {
  rows: Row[];
  /** Rows before filtering. */
  total: number;
  /** Rows after filtering and search, before paging. */
  filtered: number;
  page: number;
  pageSize: number;
  totalPages: number;
  /** Index of the first shown row within the filtered rows. */
  offset: number;
  /** The filtered and sorted rows (export uses these). */
  ordered: Row[];
}
