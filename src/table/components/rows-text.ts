/**
 * The texts of editable rows (README "Languages"), in English, keyed as
 * they always were: the Copy and Delete cell (RowEdit.svelte) and the Add
 * button (RowsBar.svelte); and how a row is named on its buttons (drag
 * reorder's handles too).
 */
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import { sayer } from '../dom/say';

export const TEXT = {
  editHeader: 'Row',
  editAdd: 'Add row',
  editCopy: 'Copy',
  editCopyLabel: 'Copy {row}',
  editDelete: 'Delete',
  editDeleteLabel: 'Delete {row}',
  editConfirm: 'Delete {row}?',
};
export const say = sayer(TEXT);

/**
 * How a row is named on its buttons ("Copy Pears"): the store's row label,
 * except that in an editable table the name is often in a control (which the
 * store's label skips): then the text of the first text column that has one.
 */
export function rowName(store: TableStore, row: Row): string {
  const view = store.view;
  const number = view.offset + view.rows.indexOf(row) + 1;
  const label = store.rowLabel(row, number);
  if (label !== String(number)) return label;
  for (const column of store.visible) {
    const text = column.type === 'text' ? store.textOf(row, column).trim().slice(0, 80) : '';
    if (text) return text;
  }
  return label;
}
