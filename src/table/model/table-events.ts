/**
 * The table's events and their payloads (spec "Events"), as a page hears them
 * through `EventManager` and a Svelte app through `<DataTable>`'s callback
 * props (model/inputs.ts). Types only.
 */

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

/** A cell a paste (or a block's save) changed: its row's id, the field, the new and the old value. */
export interface CellChange { id: unknown; field: string; value: unknown; old: unknown }
/** `onpaste`: a paste was laid on the grid (before it is saved): cells pasted, read-only ones skipped, values that did not parse, cells left out past the edges, the changes, rows added. */
export interface PasteDetail<T> { tableId: string; pasted: number; readOnly: number; bad: number; cut: number; changes: CellChange[]; added: T[] }
/** `onfill`: a fill (Ctrl/Cmd+D down, Ctrl/Cmd+R right, the fill handle) was laid on the grid (before it is saved): cells filled, read-only ones skipped, the changes. */
export interface FillDetail { tableId: string; direction: 'down' | 'right'; filled: number; readOnly: number; changes: CellChange[] }
/** `onchange`: a pasted or filled block was saved (or, without a save URL, applied): the cells saved, and those that failed with their message. */
export interface ChangeDetail { tableId: string; cause: 'paste' | 'fill'; changes: CellChange[]; errors: Array<CellChange & { message: string }> }

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
/** `oncolumnresize`: the reader ended a resize of `column` (by pointer, touch or keyboard); `width` in pixels. */
export interface ColumnResizeDetail { tableId: string; column: string; width: number }
/** `oncolumnpin`: `column` was pinned to the `start` or `end` of the row, or unpinned (`side` null). */
export interface ColumnPinDetail { tableId: string; column: string; side: 'start' | 'end' | null }
/** `oncolumnreorder`: data column `column` moved from place `from` to `to` (0-based, among the data columns); `order` is every data column's field. */
export interface ColumnReorderDetail { tableId: string; column: string; from: number; to: number; order: string[] }
/** `oncolumnvisibility`: column `column` was shown or hidden. */
export interface ColumnVisibilityDetail { tableId: string; column: string; visible: boolean }

/**
 * Every table event and its payload (spec "Events"): through `EventManager.on(name, (e) => e.detail)`
 * on a page (`table:filterAction` handlers get the payload itself), and as a callback prop in Svelte.
 */
export interface TableEventMap<T = Record<string, unknown>> {
  /** The table finished rendering. */
  'table:render': RenderDetail<T>;
  /** Rows arrived (a load, or rows set from script). */
  'table:loaded': LoadedDetail<T>;
  /** A request to `data-source` started. */
  'table:loading': LoadingDetail;
  /** After each automatic reload. */
  'table:refreshed': { tableId: string; automatic: boolean; timestamp: number };
  /** The selection changed. */
  'table:selectionChange': SelectionChangeDetail<T>;
  /** A cell control changed a field. */
  'table:fieldChange': FieldChangeDetail<T>;
  /** A paste was laid on the grid (issue 46 item 3). */
  'table:paste': PasteDetail<T>;
  /** A fill was laid on the grid (issue 46 item 6). */
  'table:fill': FillDetail;
  /** A pasted or filled block was saved (issue 46 items 4 and 6). */
  'table:change': ChangeDetail;
  /** A row action button was pressed. */
  'table:rowAction': RowActionDetail<T>;
  /** A row or bulk action was sent and answered. */
  'table:action': ActionDetail;
  /** A bulk action succeeded. */
  'table:actionComplete': ActionCompleteDetail;
  /** A bulk action's answer removed a row. */
  'table:rowRemoved': RowRemovedDetail;
  /** A filter action was pressed. */
  'table:filterAction': FilterActionDetail;
  /** A footer was built. */
  'table:footerSetup': FooterSetupDetail<T>;
  /** An export finished. */
  'table:export': ExportDetail;
  /** Add row added a row. */
  'table:rowAdded': RowAddedDetail<T>;
  /** Copy duplicated a row. */
  'table:rowCopied': RowCopiedDetail<T>;
  /** Delete removed a row. */
  'table:rowDeleted': RowDeletedDetail<T>;
  /** A drag reorder was dropped. */
  'table:rowReorder': RowReorderDetail;
  /** The reader resized a column (once per drag, key press or fit). */
  'table:columnResize': ColumnResizeDetail;
  /** A column was pinned or unpinned (store.setPin, setColumnState, the URL on back/forward). */
  'table:columnPin': ColumnPinDetail;
  /** A column was moved (a header dragged, its menu's Move left / Move right). */
  'table:columnReorder': ColumnReorderDetail;
  /** A column was shown or hidden (the column chooser, its menu's Hide, toggleColumnVisibility). */
  'table:columnVisibility': ColumnVisibilityDetail;
  /** Rows bound to the host `StateManager` changed (`data-attr`). */
  'table:stateUpdate': { tableId: string; statePath: string; recordCount: number; timestamp: number };
  /** The table was bound to a host state path. */
  'table:bound': { tableId: string; statePath: string; timestamp: number };
  /** Something failed: `action` is `load`, `save`, `reorder`, `export`, a part's name... */
  'table:error': TableErrorDetail;
  /** One table was destroyed. */
  'table:destroyed': { tableId: string; timestamp: number };
  /** `TableManager.destroy()` tore down every table. */
  'tablemanager:destroyed': { timestamp: number };
}
