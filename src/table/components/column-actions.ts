/**
 * What the column menu, the header drag and the column chooser do (issue 44
 * items 2 and 4), each told in the live region: move a column, show or hide
 * it, fit it to its content (the resize part's measurement), pin it (item 3).
 */
import { boundsOf, clampWidth } from '../model/column-widths';
import { fieldOrder } from '../model/column-order';
import { moveField } from '../model/column-order-read';
import type { ColumnDef } from '../model/types';
import { contentWidth } from '../dom/column-measure';
import type { TableStore } from '../store.svelte';
import type { ColumnNotice } from './column-notice.svelte';
import { say } from './column-text';

/** Move `column` to place `to` among the data columns (store.setOrder: table:columnReorder), and say where it is now among those shown. */
export function moveColumn(store: TableStore, notice: ColumnNotice, column: ColumnDef, to: number): void {
  const before = fieldOrder(store.columns, store.order);
  const order = moveField(before, column.field, to);
  if (order.indexOf(column.field) === before.indexOf(column.field)) return;
  store.setOrder(order, column.field);
  const shown = store.visible.filter((c) => c.field);
  notice.tell(say(store, 'columnMoved', { column: column.label, place: shown.findIndex((c) => c.field === column.field) + 1, count: shown.length }));
}

/** Show or hide `column` (store.setColumnVisible). */
export function showColumn(store: TableStore, notice: ColumnNotice, column: ColumnDef, visible: boolean): void {
  store.setColumnVisible(column.field, visible);
  notice.tell(say(store, visible ? 'columnShown' : 'columnHidden', { column: column.label }));
}

/** Give `column` (its header cell `th`) its content's width, within its bounds (table:columnResize). */
export function fitColumn(store: TableStore, notice: ColumnNotice, column: ColumnDef, th: HTMLTableCellElement): void {
  const width = clampWidth(contentWidth(th.closest('table')!, th), boundsOf(column));
  store.setWidths({ ...store.widths, [column.field]: width }, column.field);
  notice.tell(say(store, 'columnFitted', { column: column.label }));
}

/** Pin `column` to the start or the end of the row, or unpin it (null): table:columnPin, said. */
export function pinColumn(store: TableStore, notice: ColumnNotice, column: ColumnDef, side: 'start' | 'end' | null): void {
  store.setPin(column.field, side);
  notice.tell(say(store, side === 'start' ? 'columnPinnedStart' : side === 'end' ? 'columnPinnedEnd' : 'columnUnpinned', { column: column.label }));
}
