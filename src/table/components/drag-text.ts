/**
 * Drag reorder's texts (README "Languages"), in English, keyed as they always
 * were: the handles and the live region's steps (../dom/row-drag.ts), and
 * the bar's sort hint and the handles' help (DragBar.svelte).
 */
import { sayer } from '../dom/say';

export const TEXT = {
  dragHeader: 'Order',
  dragHandle: 'Reorder {row}',
  dragHelp: 'Press Space to pick up the row, the arrow keys to move it, Space to drop it, Escape to cancel.',
  dragPickedUp: 'Picked up {row}, row {at} of {count}',
  dragMoved: 'Moved to row {at}',
  dragDropped: 'Dropped',
  dragCancelled: 'Cancelled',
  dragSorted: 'Rows cannot be reordered while the table is sorted by a column.',
  dragClearSort: 'Clear sort',
  dragFailed: 'The new order could not be saved; the previous order is back.',
};
export const say = sayer(TEXT);
