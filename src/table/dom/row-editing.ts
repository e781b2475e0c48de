/**
 * Editable rows (data-editable-rows; issue "TableManager IV" 4): an "Add
 * row" button after the table, and Copy and Delete buttons named with their
 * row ("Copy Pears") in a last cell of every row.
 *
 * - Add appends a blank row, copy puts the copy right after its original;
 *   either gets a client id `tmp-N` that no row uses. The rows live on the
 *   client: a reload from data-source brings back the server's rows.
 * - Delete asks first (core/confirm), then removes the row.
 * - Events (after the store's editRows action): table:rowAdded `{tableId,
 *   row}` (beyond the spec), table:rowCopied `{tableId, originalItem,
 *   newItem}`, table:rowDeleted `{tableId, row, rowId}` (design.md).
 * - Focus: after add or copy, the new row's first control (else its Copy
 *   button); after delete, the next row's Delete button (else the previous
 *   row's, else Add).
 * - Spec "Errors" 5: while a row has no id every press refuses (one warning).
 */
import { confirmAction } from '../../core/confirm';
import { blankRow, copyRow, insertAfter, tempId, withoutRow } from '../model/row-edit';
import type { Row } from '../model/types';
import { button, rowName, type RowsContext } from './row-kit';
import { confirmLabels, sayer } from './say';

/** In English (README "Languages"). */
export const TEXT = {
  editHeader: 'Row',
  editAdd: 'Add row',
  editCopy: 'Copy',
  editCopyLabel: 'Copy {row}',
  editDelete: 'Delete',
  editDeleteLabel: 'Delete {row}',
  editConfirm: 'Delete {row}?',
};
const say = sayer(TEXT);

export function attachEditing(ctx: RowsContext): () => void {
  const { store } = ctx;
  let alive = true;
  let counter = 1;
  /** The Delete button of each rendered row (focus moves to them). */
  const deletes = new Map<Row, HTMLButtonElement>();
  const newId = () => {
    const made = tempId(store.rows, counter);
    counter = made.next;
    return made.id;
  };
  const add = button(say(store, 'editAdd'), 'alm-row-action alm-row-add');
  add.addEventListener('click', () => {
    if (!ctx.idsOk()) return;
    const row = blankRow(store.columns, newId());
    store.editRows([...store.rows, row]);
    store.emit('table:rowAdded', { tableId: store.id, row });
    ctx.later(() => focusRow(deletes.get(row)));
  });
  ctx.bar.prepend(add);

  const copy = (original: Row) => {
    if (!ctx.idsOk() || !store.rows.includes(original)) return;
    const made = copyRow(original, newId());
    store.editRows(insertAfter(store.rows, original, made));
    store.emit('table:rowCopied', { tableId: store.id, originalItem: original, newItem: made });
    ctx.later(() => focusRow(deletes.get(made)));
  };

  const remove = async (row: Row, name: string) => {
    if (!ctx.idsOk() || !(await confirmAction(say(store, 'editConfirm', { row: name }), confirmLabels(store)))) return;
    if (!alive || !store.rows.includes(row)) return;
    const shown = store.view.rows;
    const at = shown.indexOf(row);
    const next = shown[at + 1] ?? shown[at - 1];
    store.editRows(withoutRow(store.rows, row));
    store.emit('table:rowDeleted', { tableId: store.id, row, rowId: row.id });
    ctx.later(() => (next && deletes.get(next) ? deletes.get(next)!.focus() : add.focus()));
  };

  const slot = {
    label: say(store, 'editHeader'),
    className: 'alm-row-edit',
    cell: (row: Row) => (td: HTMLTableCellElement) => {
      const name = rowName(store, row);
      const copyButton = button(say(store, 'editCopy'), 'alm-row-action alm-row-copy', say(store, 'editCopyLabel', { row: name }));
      const deleteButton = button(say(store, 'editDelete'), 'alm-row-action alm-row-delete', say(store, 'editDeleteLabel', { row: name }));
      copyButton.addEventListener('click', () => copy(row));
      deleteButton.addEventListener('click', () => void remove(row, name));
      td.append(copyButton, deleteButton);
      deletes.set(row, deleteButton);
      return () => {
        if (deletes.get(row) === deleteButton) deletes.delete(row);
        td.replaceChildren();
      };
    },
  };
  store.setSlot(slot);
  return () => {
    alive = false;
    store.setSlot(slot, false);
    add.remove();
    deletes.clear();
  };
}

/** A new row takes focus at its first form control, else at its Copy button. */
function focusRow(deleteButton: HTMLButtonElement | undefined): void {
  const tr = deleteButton?.closest('tr');
  const target = tr?.querySelector<HTMLElement>('input, select, textarea') ?? tr?.querySelector<HTMLElement>('.alm-row-copy');
  target?.focus();
}
