/**
 * One store per table instance (style.md #3): state in runes, the view
 * derived from it, and actions that change state and announce it. Events
 * fire from actions, never from effects. The store is the only writer of
 * its state: components, the page wiring and the facade call its actions.
 * Its rules are pure functions in model/ (rules.ts above all). It is built
 * in three layers, each on the one before: what a table is — state, view,
 * texts, events (store/state.svelte.ts); where its rows come from — loading
 * from data-source through the core HTTP client, newest request wins, and
 * installing payloads (store/data.ts); and, here, what a reader or a page
 * does to it — query, columns, selection, editing.
 */
import type { Component } from 'svelte';
import { createViewComputer } from './model/query';
import type { TargetContext } from './model/target-payload';
import type { LoadedPayload } from './model/protocol';
import { applyFilters, boundPage, nextSort, pageKeepingRow, withFilter } from './model/rules';
import type { HistoryMode, TableConfig } from './model/config';
import type { ColumnDef, Formatter, QueryState, Row, SortKey } from './model/types';
import { lazyCollator } from './model/collator';
import { TableData } from './store/data';
import type { PinSide, Pins } from './model/column-pins';
import { fieldOrder } from './model/column-order';
import { APPS } from '../core/snippets';

// ----- types ---------------------------------------------------------------

export type { HistoryMode, TableConfig } from './model/config';
export type TableStatus = 'ready' | 'loading' | 'error';

/** What a slot's cell component is given for each row (`number`: the row's place, 1-based, across pages). */
export interface SlotCellProps {
  store: TableStore;
  row: Row;
  number: number;
  part: RowSlot;
}

/**
 * A column a feature part adds (row actions, editable rows, drag handles):
 * `start` ones before the data cells, the others after. Its cells are a
 * component that renders the whole <td> (`Cell`).
 */
export interface RowSlot {
  Cell: Component<SlotCellProps>;
  label: string;
  className: string;
  start?: boolean;
  /** Rendered after each row's <tr> (the responsive part's detail row, a detail panel: a <tr> or nothing); `index`: the row's aria-rowindex. */
  Detail?: Component<{ row: Row; part: RowSlot; index?: number }>;
  /** How many of the rows it renders after rows stand above `row` among the shown rows (no row: in all); they are rows of the table (aria-rowindex). */
  under?(row?: Row): number;
}

/** What the cell control part (components/CellControl.svelte) is given: the cell of a column with data-cell-element. */
export interface CellControlProps {
  store: TableStore;
  column: ColumnDef;
  row: Row;
  value: unknown;
  /** `{tableId}_{field}_{rowId}` (spec "Cell elements"). */
  id: string;
  cls?: string;
}

/** An export fetching a server-side table's rows: how to stop it, and the rows so far of the server's total (none before the first page). */
export interface ExportRun {
  cancel: () => void;
  received?: number;
  total?: number;
}

/** Told of every event the table emits (features loaded on first use follow the table this way). */
export type TableListener = (name: string, payload: Record<string, unknown>) => void;

/** What started a load: a data load may redirect on 401/403; a filter form never navigates (spec "Authentication" 2). */
export type LoadCause = 'load' | 'form' | 'refresh';

/** How a table reaches the outside world; supplied by the page wiring or the Svelte component. */
export interface TableHooks {
  /** A named formatter: from markup (data-formatter) or, `fromData`, from a server's column metadata. */
  resolveFormatter?(name: string, fromData: boolean): Formatter | undefined;
  /** Also told of every event the table emits (Svelte callback props). */
  onEvent?(name: string, payload: Record<string, unknown>): void;
  /** After every successful load (remote, state or setData), with the normalized payload. */
  /** After a load has rendered: the payload and what the normalized payload of a data-load-target needs (model/target-payload.ts). */
  afterLoad?(payload: LoadedPayload, context: TargetContext): void;
  /** After every query change that should reach the URL. */
  onQueryChange?(history: HistoryMode): void;
  /** Whether the table is tracked and attached; guards auth redirects (spec "Authentication" 1). */
  isAlive?(): boolean;
}

/** A table: what it is (TableState), where its rows come from (TableData), and what can be done to it. */
export class TableStore extends TableData {
  // ----- query actions ---------------------------------------------------

  /** Sort by a column: see nextSort (a plain click cycles asc/desc on that column; shift-click adds to a multi-sort). */
  toggleSort(field: string, additive = false): void {
    this.setQuery({ sort: nextSort(this.query.sort, field, additive) });
  }

  setSort(sort: SortKey[]): void {
    this.setQuery({ sort });
  }

  /** Typing in a search box replaces the history entry instead of adding one. */
  setSearch(search: string, history: HistoryMode = 'replace'): void {
    this.setQuery({ search, page: 1 }, history);
  }

  setFilter(field: string, value: string, history: HistoryMode = 'replace'): void {
    if (field === 'search') return this.setSearch(value, history);
    if (field === 'pageSize') return this.setPageSize(Number(value) || 0);
    this.#commit(withFilter(this.query, field, value), history);
  }

  /** Set filters by field (spec setFilters; see applyFilters). A filter form always asks the server again. */
  setFilters(filters: Record<string, unknown>, replaceAll = false, cause: LoadCause = 'load'): void {
    this.#commit(applyFilters(this.query, filters, replaceAll), 'push', cause === 'form' ? cause : undefined);
  }

  setPage(page: number): void {
    const bounded = boundPage(page, this.view.totalPages);
    if (bounded !== this.view.page) this.setQuery({ page: bounded });
  }

  /** A new page size keeps the reader's first row in view. */
  setPageSize(pageSize: number): void {
    this.setQuery({ pageSize, page: pageKeepingRow(this.view.offset, pageSize) });
  }

  /** Apply a query change; server-side tables reload, client-side ones re-derive. */
  setQuery(patch: Partial<QueryState>, history: HistoryMode = 'push', cause?: LoadCause): void {
    this.#commit({ ...this.query, ...patch }, history, cause);
  }

  #commit(query: QueryState, history: HistoryMode = 'push', cause?: LoadCause): void {
    // A filter or search change clears the selection (issue "TableManager III" 1): the rows picked may be gone.
    if (this.selected.size && (query.search !== this.query.search || query.filters !== this.query.filters)) this.setSelection(new Set());
    this.query = query;
    if (history !== 'none') this.hooks.onQueryChange?.(history);
    if (this.config.source && (this.isServerSide || cause)) void this.load({ cause });
    else this.announceRender();
  }

  // ----- columns ---------------------------------------------------------

  /** Render again from the current rows (spec renderTable: picks up rows mutated in place). */
  rerender(): void {
    this.rows = [...this.rows];
    this.announceRender();
  }

  /** Show or hide a column (rule 5: its data stays in memory). */
  setColumnVisible(field: string, visible: boolean): boolean {
    if (!this.columns.some((c) => c.field === field)) return false;
    if (this.columns.some((c) => c.field === field && c.visible !== visible)) {
      this.columns = this.columns.map((c) => (c.field === field ? { ...c, visible } : c));
      this.emit('table:columnVisibility', { tableId: this.id, column: field, visible });
    }
    this.announceRender();
    return true;
  }

  /**
   * The columns data-responsive="collapse" hides to fit the table's box (the responsive part decides):
   * not hidden by the reader — export and the column chooser still see them. No event: only the layout changed.
   */
  collapse(fields: ReadonlySet<string>): void {
    this.columns = this.columns.map((c) => (!c.collapsed === !fields.has(c.field) ? c : { ...c, collapsed: fields.has(c.field) }));
  }

  /**
   * The data columns' order (fields, as model/column-order-read.ts readOrder checks them; [] the page's);
   * `column`: the reader moved it (the column part: model/column-order-read.ts moveField), table:columnReorder
   * with its place before and after among the data columns, hidden ones counted.
   */
  setOrder(order: readonly string[], column?: string): void {
    const from = fieldOrder(this.columns, this.order).indexOf(column!);
    this.order = order;
    if (column) this.emit('table:columnReorder', { tableId: this.id, column, from, to: order.indexOf(column), order: [...order] });
  }

  /**
   * Column widths by field (the resize part, setColumnState, a DataTable prop); `column`: a reader's
   * resize of that column ended (table:columnResize). While a drag moves, only the widths change.
   */
  setWidths(widths: Record<string, number>, column?: string): void {
    this.widths = widths;
    if (column) this.emit('table:columnResize', { tableId: this.id, column, width: widths[column] });
  }

  /**
   * Pin a column to the start or the end of the row, or (null) unpin it (issue 44 item 3): it is drawn at
   * that end and stays in view (the pin part); table:columnPin. False for an unknown column.
   */
  setPin(field: string, side: PinSide | null): boolean {
    if (!this.columns.some((c) => c.field === field)) return false;
    // (Prototype-free: a field named __proto__ is a field.)
    const pins: Pins = Object.assign(Object.create(null), this.pins, { [field]: side });
    if (!side) delete pins[field];
    this.pins = pins;
    this.emit('table:columnPin', { tableId: this.id, column: field, side });
    return true;
  }

  /** Options changed after mount (DataTable props): collation, caption and language follow; the query stays. */
  reconfigure(config: TableConfig): void {
    if (!APPS) return; // (no script bundle calls it)
    const relang = config.locale !== this.config.locale;
    this.config = config;
    if (relang) this.relang();
    this.compute = createViewComputer(lazyCollator(config.locale));
    this.rerender();
  }

  /** Formatters changed (registerFormatter): cells are made again. */
  refreshColumns(): void {
    this.columns = [...this.columns];
  }

  /** Group the rows by `groupBy` (fields, outermost first; [] ungroups): the grouped body part draws them (issue 47). */
  setGroupBy(groupBy: string | readonly string[]): void {
    this.config = { ...this.config, groupBy };
    this.announceRender();
  }

  // ----- selection and editing ---------------------------------------------

  toggleRow(row: Row): void {
    const next = new Set(this.selected);
    if (next.has(row)) next.delete(row);
    else next.add(row);
    this.setSelection(next);
  }

  /** Select or clear every row on the current page. */
  toggleAll(select: boolean): void {
    const next = new Set(this.selected);
    for (const row of this.view.rows) {
      if (select) next.add(row);
      else next.delete(row);
    }
    this.setSelection(next);
  }

  setSelection(next: Set<Row>): void {
    if (!next.size && !this.selected.size) return;
    this.selected = next;
    this.emit('table:selectionChange', { tableId: this.id, selectedRows: [...next] });
  }

  /** How a row is named to a screen reader ("Select row Alice"): the text of its first visible text column, else its number. */
  rowLabel(row: Row, number: number): string {
    for (const column of this.visible) {
      // A text column: no number, date or control; a lookup's label is text; an app's cell snippet is
      // given the same text, so it names the row too.
      if ((!column.plain && !column.cell) || column.type !== 'text' || !/^(text|lookup)?$/.test(column.format ?? '')) continue;
      const text = this.textOf(row, column).trim().slice(0, 80);
      if (text) return text;
    }
    return String(number);
  }

  setRowTemplate(fill: TableStore["rowTemplate"]): void {
    this.rowTemplate = fill;
  }

  /** Add (or, `on` false, remove) a feature's column: its chunk calls this once it has loaded. */
  setSlot(slot: RowSlot, on = true): void {
    this.slots = [...this.slots.filter((s) => s !== slot), ...(on ? [slot] : [])];
  }

  /** The cell control part, once it is there (loaded by the script bundles, imported by DataTable). */
  useCellControl(part: Component<CellControlProps>): void {
    this.CellControl = part;
  }

  /** Show or hide the drag handles (drag reorder follows rowSort; the table renders again: table:render). */
  setRowSort(on: boolean): void {
    this.rowSort = on;
    this.announceRender();
  }

  /** Rows added, copied, deleted or reordered (the rows bar or drag reorder computes the list; this announces the change). */
  editRows(rows: Row[]): void {
    this.rows = rows;
    this.announceRender();
  }

  /** An editable cell changed (spec table:fieldChange). */
  changeField(row: Row, field: string, value: unknown, element: Element | null): void {
    this.emit('table:fieldChange', { tableId: this.id, field, value, rowData: this.patchRow(row, { [field]: value }), element });
  }

  /** Merge `patch` into `row` (a cell edit, a save's answer; the footer follows, a selected row stays so, table:render); returns the merged row. */
  patchRow(row: Row, patch: Row): Row {
    const updated = { ...row, ...patch };
    if (this.rows.includes(row)) this.rows = this.rows.map((r) => (r === row ? updated : r));
    if (this.selected.has(row)) this.selected = new Set([...this.selected].map((r) => (r === row ? updated : r)));
    this.announceRender();
    return updated;
  }

  // ----- export status -----------------------------------------------------

  /** A server-side export's status (dom/export-server.ts): shown with a Cancel while set, gone when null. */
  setExport(run: ExportRun | null): void {
    this.exporting = run;
  }
}
