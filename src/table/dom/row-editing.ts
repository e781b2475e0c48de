/**
 * Editable rows (data-editable-rows; issue "TableManager IV" 4): an "Add
 * row" button after the table, and Copy and Delete buttons named with their
 * row ("Copy Pears") in a last cell of every row.
 *
 * - Add appends a blank row, copy puts the copy right after its original;
 *   either gets a client id `tmp-N` that no row uses. The rows live on the
 *   client: a reload from data-source brings back the server's rows.
 * - Delete asks first (core/confirm), then removes the row. With
 *   data-edit-url a row the server knows (not `tmp-`) is deleted there
 *   first (./row-delete.ts); if that fails the row stays.
 * - A new row's first saved field creates it on the server and gives it the
 *   server's id: that is the cell control part's (components/cell-save.ts).
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
import { serverDelete } from './row-delete';
import { button, rowName, type RowsContext } from './row-kit';
import { confirmLabels, keepSaying, sayer } from './say';

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
  const server = serverDelete(ctx);
  /** Ids of rows whose delete request is in flight. */
  const deleting = new Set<unknown>();
  /** The Delete button of each rendered row (focus moves to them). */
  const deletes = new Map<Row, HTMLButtonElement>();
  const newId = () => {
    const made = tempId(store.rows, counter);
    counter = made.next;
    return made.id;
  };
  /**
   * Focus a new row; in a windowed table (200+ rows) it may not be rendered:
   * scroll to where it will be, then focus it once it is (a few frames).
   */
  const reveal = (row: Row, tries = 40) => {
    const target = deletes.get(row);
    if (target) return focusRow(target);
    if (tries % 10 === 0) scrollTo(ctx.table, store.view.rows.indexOf(row), store.view.rows.length);
    if (tries > 0 && store.rows.includes(row)) ctx.later(() => reveal(row, tries - 1), 50);
  };
  const add = button('', 'alm-row-action alm-row-add');
  const unsay = keepSaying(store, () => (add.textContent = say(store, 'editAdd')));
  add.addEventListener('click', () => {
    if (!ctx.idsOk()) return;
    const row = blankRow(store.columns, newId());
    store.editRows([...store.rows, row]);
    store.emit('table:rowAdded', { tableId: store.id, row });
    ctx.later(() => reveal(row));
  });
  ctx.bar.prepend(add);

  const copy = (original: Row) => {
    if (!ctx.idsOk() || !store.rows.includes(original)) return;
    const made = copyRow(original, newId());
    store.editRows(insertAfter(store.rows, original, made));
    store.emit('table:rowCopied', { tableId: store.id, originalItem: original, newItem: made });
    ctx.later(() => reveal(made));
  };

  const remove = async (row: Row, name: string) => {
    if (deleting.has(row.id) || !ctx.idsOk() || (store.config.confirmDelete && !(await confirmAction(say(store, 'editConfirm', { row: name }), confirmLabels(store))))) return;
    if (!alive || !store.rows.includes(row)) return;
    if (server) {
      deleting.add(row.id);
      const gone = await server.remove(row, name, deletes.get(row));
      deleting.delete(row.id);
      const now = store.rows.find((r) => r === row || String(r.id) === String(row.id));
      if (!gone || !alive || !now) return;
      row = now;
    }
    const shown = store.view.rows;
    const at = shown.indexOf(row);
    const next = shown[at + 1] ?? shown[at - 1];
    store.editRows(withoutRow(store.rows, row));
    store.emit('table:rowDeleted', { tableId: store.id, row, rowId: row.id });
    ctx.later(() => (next && deletes.get(next) ? deletes.get(next)!.focus() : add.focus()));
  };

  const slot = {
    get label() {
      return say(store, 'editHeader');
    },
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
    unsay();
    server?.stop();
    store.setSlot(slot, false);
    add.remove();
    deletes.clear();
  };
}

/**
 * Scroll to where row `index` of a windowed body will be: the table's own
 * scroll box if it is in one (a wrapper that scrolls vertically), else the
 * window. The body places rows by its own estimate of a row's height (the
 * spacer rows stand for the rows not rendered): scroll by the same estimate.
 */
function scrollTo(table: HTMLTableElement, index: number, count: number): void {
  const body = table.tBodies[0];
  const spacers = body ? Array.from(body.querySelectorAll('tr.alm-spacer')) : [];
  if (spacers.length < 2 || index < 0) return;
  const [top, bottom] = [spacers[0].getBoundingClientRect(), spacers[spacers.length - 1].getBoundingClientRect()];
  const hidden = count - body!.querySelectorAll('tr[data-id]').length;
  const height = hidden > 0 ? (top.height + bottom.height) / hidden : 0;
  if (!(height > 0)) return;
  const box = scrollBox(table);
  const view = box ? box.getBoundingClientRect() : { top: 0, height: window.innerHeight };
  (box ?? window).scrollBy({ top: top.top + index * height - view.top - view.height / 2 });
}

/** The nearest ancestor of the table that scrolls vertically, or null (the window). */
function scrollBox(table: HTMLTableElement): HTMLElement | null {
  for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight) return el;
  }
  return null;
}

/** A new row takes focus at its first form control, else at its Copy button. */
function focusRow(deleteButton: HTMLButtonElement | undefined): void {
  const tr = deleteButton?.closest('tr');
  const target = tr?.querySelector<HTMLElement>('.alm-cell-control') ?? tr?.querySelector<HTMLElement>('.alm-row-copy');
  target?.focus();
}
