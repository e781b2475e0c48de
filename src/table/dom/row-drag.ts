/**
 * Drag reorder (issue "TableManager IV" 5; design.md "Row reorder"): a
 * handle at the start of every row, shown while the store's rowSort is on
 * (data-row-sortable / data-sortable-rows / allowRowModification, the
 * global rowSortable, enableRowSort / disableRowSort).
 *
 * - Mouse (pointer): press the handle and move: a small ghost follows the
 *   cursor, the row itself becomes the dashed placeholder and moves to the
 *   row under the cursor (vertical only); release drops, Escape cancels.
 *   Near the top or bottom edge of the scroll area (the table's wrapper if
 *   it scrolls, else the window) the area scrolls, until the drag ends.
 * - Keyboard: Space picks up, ArrowUp/ArrowDown move, Space (or Enter)
 *   drops, Escape cancels (model/row-edit.ts dragKey); each step is said in
 *   a polite live region ("Picked up Pears, row 2 of 5", "Moved to row 3",
 *   "Dropped", "Cancelled").
 * - A drop that moved the row emits table:rowReorder `{tableId, order: ids[],
 *   from, to}` (positions among the rows shown) and, with data-sort-url,
 *   POSTs `{order: ids[]}` there (JSON, CSRF header); if that fails the old
 *   order comes back, with a notice and table:error (action 'reorder').
 * - While the table is sorted by a column the handles are disabled and a
 *   hint after the table says why, with a button that clears the sort.
 *
 * Not svelte-dnd-action, though design.md names it: see README "Drag reorder".
 */
import { notify } from '../../core/host';
import { requestJson } from '../../core/http';
import { safeUrl } from '../../core/url';
import { dragKey, edgeScroll, IDLE, moveRow, type DragState } from '../model/row-edit';
import type { Row } from '../model/types';
import { button, rowName, STYLE, styled, type RowsContext } from './row-kit';
import { keepSaying, sayer } from './say';

/** In English (README "Languages"). */
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
const text = sayer(TEXT);
const BAD_URL = 'data-sort-url is not a usable URL — the order is not saved';

/** A drag in progress: where the row started and where it is, and the rows before it. */
interface Held {
  row: Row;
  name: string;
  from: number;
  at: number;
  before: Row[];
}

export function attachDrag(ctx: RowsContext): () => void {
  const { store, table, bar } = ctx;
  const sortUrl = store.config.sortUrl === null ? null : safeUrl(store.config.sortUrl, document.baseURI);
  if (store.config.sortUrl !== null && sortUrl === null) ctx.warn(BAD_URL);
  const live = styled(element('div', 'alm-sr-only'), STYLE.srOnly);
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  const help = styled(element('span', 'alm-sr-only'), STYLE.srOnly);
  help.id = `alm-drag-help-${store.id}`;
  const hint = styled(element('p', 'alm-sort-hint'), { margin: '0' });
  const hintText = document.createTextNode('');
  const clear = button('', 'alm-row-action');
  clear.addEventListener('click', () => store.setSort([]));
  hint.append(hintText, ' ', clear);
  bar.append(hint, live, help);
  const unsay = keepSaying(store, () => {
    help.textContent = text(store, 'dragHelp');
    hintText.data = text(store, 'dragSorted');
    clear.textContent = text(store, 'dragClearSort');
  });

  const handles = new Map<Row, HTMLButtonElement>();
  const rowOf = new WeakMap<Element, Row>();
  const sorted = () => store.query.sort.length > 0;
  const say = (text: string) => (live.textContent = text);
  let keys: DragState = IDLE;
  let held: Held | null = null;
  const pointer = new AbortController();
  let stopPointer: (() => void) | null = null;

  let shown = false;
  // The handles column is there while rowSort is on (setRowSort renders again: table:render).
  const show = () => {
    if (shown !== store.rowSort) store.setSlot(slot, (shown = store.rowSort));
    hint.hidden = !shown || !sorted();
    for (const handle of handles.values()) disable(handle, sorted());
  };
  const unlisten = store.listen((name) => name === 'table:render' && show());

  /** Move the held row to position `to` of the rows shown. */
  const moveTo = (to: number) => {
    if (!held || to === held.at) return;
    store.editRows(moveRow(store.rows, store.view.ordered, held.at, to));
    held.at = to;
  };
  const refocus = (row: Row) => ctx.later(() => document.activeElement !== handles.get(row) && handles.get(row)?.focus());

  const pickUp = (row: Row, name: string): Held | null => {
    if (sorted() || !ctx.idsOk()) return null;
    const from = store.view.ordered.indexOf(row);
    return from < 0 ? null : { row, name, from, at: from, before: store.rows };
  };

  const drop = (done: Held) => {
    say(text(store, 'dragDropped'));
    if (done.at === done.from) return;
    const order = store.view.ordered.map((row) => row.id);
    store.emit('table:rowReorder', { tableId: store.id, order, from: done.from, to: done.at });
    if (sortUrl) void save(sortUrl, order, done.before);
  };
  const cancel = (done: Held) => {
    store.editRows(done.before);
    say(text(store, 'dragCancelled'));
  };

  const save = async (url: string, order: unknown[], before: Row[]) => {
    try {
      await requestJson(url, { method: 'POST', body: { order }, signal: pointer.signal });
      if (store.config.source) await store.load({ force: true });
    } catch (error) {
      if (pointer.signal.aborted) return;
      store.editRows(before);
      store.emit('table:error', { tableId: store.id, action: 'reorder', error, timestamp: Date.now() });
      notify('error', text(store, 'dragFailed'));
    }
  };

  // While a row is held by keyboard, keys are heard on the document: moving a row can take focus
  // off its handle until the table has rendered (it is put back then), and no key may be lost.
  let holding: AbortController | null = null;
  const onKey = (row: Row, name: string, event: KeyboardEvent) => {
    if (held && held.row !== row) return; // a pointer drag of another row is under way
    if (keys.phase === 'holding' && event.currentTarget !== document) return;
    const shown = store.view.ordered;
    const next = dragKey(keys, event.key, shown.indexOf(row), shown.length);
    if (!next.step) return;
    event.preventDefault();
    event.stopPropagation(); // the pick-up key must not reach the document listener it adds
    if (next.step === 'pickup') {
      held = pickUp(row, name);
      if (!held) return;
      say(text(store, 'dragPickedUp', { row: name, at: held.from + 1, count: shown.length }));
    } else if (held && next.state.phase === 'holding') {
      moveTo(next.state.at);
      say(text(store, 'dragMoved', { at: held.at + 1 }));
      refocus(row);
    } else if (held) {
      if (next.step === 'drop') drop(held);
      else cancel(held);
      refocus(row);
      held = null;
    }
    keys = held ? next.state : IDLE;
    if (held && !holding) {
      holding = new AbortController();
      document.addEventListener('keydown', (e) => onKey(row, name, e), { signal: holding.signal });
    } else if (!held) {
      holding?.abort();
      holding = null;
    }
    placeholder(handles.get(row)?.closest('tr'), !!held);
  };

  const onPointerDown = (row: Row, name: string, event: PointerEvent) => {
    if (event.button !== 0 || held) return;
    event.preventDefault();
    held = pickUp(row, name);
    if (held) stopPointer = pointerDrag(held, event);
  };

  /** Follow the pointer until it is released (drop) or Escape is pressed (cancel). */
  const pointerDrag = (drag: Held, start: PointerEvent): (() => void) => {
    const tr = handles.get(drag.row)?.closest('tr');
    placeholder(tr, true);
    const ghost = styled(element('div', 'alm-drag-ghost', `⠿ ${drag.name}`), STYLE.ghost);
    ghost.setAttribute('aria-hidden', 'true');
    document.body.append(ghost);
    const place = (event: PointerEvent) => {
      ghost.style.left = `${event.clientX + 12}px`;
      ghost.style.top = `${event.clientY + 8}px`;
    };
    place(start);
    const listening = new AbortController();
    const end = (finish: (done: Held) => void) => {
      stop();
      if (held === drag) held = null;
      finish(drag);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      listening.abort();
      ghost.remove();
      placeholder(tr, false);
      stopPointer = null;
    };
    const on = { signal: listening.signal };
    let y = start.clientY;
    const follow = () => {
      const over = rowAt(table, y, rowOf);
      if (over && over !== drag.row) moveTo(store.view.ordered.indexOf(over));
    };
    // Near the top or bottom edge of the scroll area the area scrolls, every frame, so a row can go further than the screen.
    const area = scrollArea(table);
    let frame = 0;
    const scroll = () => {
      const box = area ? area.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
      const by = edgeScroll(y, Math.max(0, box.top), Math.min(window.innerHeight, box.bottom));
      frame = 0;
      if (!by) return;
      (area ?? window).scrollBy(0, by);
      follow();
      frame = requestAnimationFrame(scroll);
    };
    document.addEventListener('pointermove', (event) => {
      place(event);
      y = event.clientY;
      follow();
      if (!frame) frame = requestAnimationFrame(scroll);
    }, on);
    document.addEventListener('pointerup', () => end(drop), on);
    document.addEventListener('pointercancel', () => end(cancel), on);
    document.addEventListener('keydown', (event) => event.key === 'Escape' && (event.preventDefault(), end(cancel)), on);
    return stop;
  };

  const slot = {
    start: true,
    get label() {
      return text(store, 'dragHeader');
    },
    className: 'alm-drag-cell',
    cell: (row: Row) => (td: HTMLTableCellElement) => {
      const name = rowName(store, row);
      const handle = styled(button('⠿', 'alm-drag-handle', text(store, 'dragHandle', { row: name })), STYLE.handle);
      handle.setAttribute('aria-describedby', help.id);
      disable(handle, sorted());
      handle.addEventListener('keydown', (event) => onKey(row, name, event));
      handle.addEventListener('pointerdown', (event) => onPointerDown(row, name, event));
      td.append(handle);
      handles.set(row, handle);
      if (td.parentElement) rowOf.set(td.parentElement, row);
      return () => {
        if (handles.get(row) === handle) handles.delete(row);
        td.replaceChildren();
      };
    },
  };
  show();
  return () => {
    holding?.abort();
    pointer.abort();
    stopPointer?.();
    unlisten();
    unsay();
    store.setSlot(slot, false);
    handles.clear();
  };
}

/** The row whose box holds `y` (a client coordinate), among the body rows a handle knows. */
function rowAt(table: HTMLTableElement, y: number, rowOf: WeakMap<Element, Row>): Row | null {
  for (const tr of Array.from(table.tBodies[0]?.rows ?? [])) {
    const row = rowOf.get(tr);
    if (!row) continue;
    const box = tr.getBoundingClientRect();
    if (y >= box.top && y < box.bottom) return row;
  }
  return null;
}

/** The nearest ancestor of the table that scrolls vertically (a wrapper), or null: the window. */
function scrollArea(table: HTMLTableElement): HTMLElement | null {
  for (let el = table.parentElement; el && el !== document.body && el !== document.documentElement; el = el.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight) return el;
  }
  return null;
}

/** A disabled handle (the table is sorted) looks so. */
function disable(handle: HTMLButtonElement, off: boolean): void {
  handle.disabled = off;
  handle.style.opacity = off ? '0.4' : '';
  handle.style.cursor = off ? 'not-allowed' : 'grab';
}

/** The held row is the dashed placeholder (class alm-drag-placeholder, and the cells' style). */
function placeholder(tr: HTMLTableRowElement | null | undefined, on: boolean): void {
  if (!tr) return;
  tr.classList.toggle('alm-drag-placeholder', on);
  for (const td of Array.from(tr.cells)) styled(td, STYLE.placeholder, on);
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const made = document.createElement(tag);
  made.className = className;
  if (text) made.textContent = text;
  return made;
}
