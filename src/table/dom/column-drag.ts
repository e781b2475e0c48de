/**
 * Moving a column by dragging its header (issue 44 item 2; the column
 * part), by mouse, pen or touch: pointer events on the header row, not
 * svelte-dnd-action — that library moves the items of one list it renders
 * itself (a dndzone owns its children and their order while dragging),
 * while here the header cells are rendered by HeaderRow, the feature
 * columns around them must not move, and the body's cells must follow the
 * header: the drop is one store.setOrder, the rows follow the store.
 * A drag starts once the pointer has moved 8 px (a click still sorts); the
 * cell it would land beside is marked (data-alm-drop="start|end", on its
 * start or end edge as the reader sees it, right to left too); Escape or a
 * pointer the browser takes back (pointercancel) ends it without a move;
 * the click after a drag is swallowed (it would sort). Touch: a header that
 * may move lets the page scroll up and down (touch-action: pan-y), a
 * sideways swipe drags it.
 */
import { fieldOrder } from '../model/column-order';
import { movable } from '../model/column-order-read';
import type { TableStore } from '../store.svelte';
import type { ColumnNotice } from '../components/column-notice.svelte';
import { moveColumn } from '../components/column-actions';
import { headerRow } from './column-measure';

const THRESHOLD = 8;
/** What a press on these starts is theirs: the resize handle, the column menu, the select-all checkbox. */
const OWN = '.alm-resize, .alm-colmenu, input, select, textarea';

interface Drag {
  pointer: number;
  th: HTMLTableCellElement;
  field: string;
  x: number;
  y: number;
  moving: boolean;
  /** Where it would land: beside this cell, before (start) or after (end) it in the table's order. */
  target?: { th: HTMLTableCellElement; side: 'start' | 'end' };
}

/** Drag headers of `table` to move their columns; returns what stops it. */
export function dragHeaders(table: HTMLTableElement, store: TableStore, notice: ColumnNotice): () => void {
  const listening = new AbortController();
  const on = <K extends keyof DocumentEventMap>(target: EventTarget, type: K, fn: (event: DocumentEventMap[K]) => void, capture = false) =>
    target.addEventListener(type, fn as EventListener, { signal: listening.signal, capture });
  let drag: Drag | null = null;
  const doc = table.ownerDocument;

  const cells = () => Array.from(headerRow(table)?.cells ?? []).filter((th) => th.dataset.field);
  const columnOf = (th: HTMLTableCellElement) => store.columns.find((c) => c.field === th.dataset.field);
  const mark = (target?: Drag['target']) => {
    for (const th of cells()) if (th !== target?.th) delete th.dataset.almDrop;
    if (target) target.th.dataset.almDrop = target.side;
  };
  const end = (drop: boolean) => {
    const d = drag;
    drag = null;
    if (!d) return;
    if (d.th.hasPointerCapture(d.pointer)) d.th.releasePointerCapture(d.pointer);
    delete d.th.dataset.almDragging;
    mark();
    if (!d.moving) return;
    const column = columnOf(d.th);
    if (!drop || !d.target || !column || d.target.th === d.th) return;
    const without = fieldOrder(store.columns, store.order).filter((f) => f !== d.field);
    const at = without.indexOf(d.target.th.dataset.field!);
    moveColumn(store, notice, column, d.target.side === 'start' ? at : at + 1);
  };
  // The click that ends a drag is not a sort (a one-off listener of its own controller).
  let swallow = new AbortController();
  const swallowClick = () => {
    swallow.abort();
    swallow = new AbortController();
    doc.addEventListener('click', (event) => (event.stopPropagation(), event.preventDefault()), { capture: true, once: true, signal: swallow.signal });
    setTimeout(() => swallow.abort(), 0);
  };

  on(table, 'pointerdown', (event) => {
    const th = (event.target as Element).closest?.('th');
    if (drag || event.button !== 0 || !th || th.parentElement !== headerRow(table) || !th.dataset.field) return;
    if ((event.target as Element).closest(OWN)) return;
    const column = columnOf(th as HTMLTableCellElement);
    if (!column || !movable(store.config.reorderable, column)) return;
    drag = { pointer: event.pointerId, th: th as HTMLTableCellElement, field: column.field, x: event.clientX, y: event.clientY, moving: false };
  });
  on(doc, 'pointermove', (event) => {
    if (drag?.pointer !== event.pointerId) return;
    if (!drag.moving) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < THRESHOLD) return;
      drag.moving = true;
      drag.th.dataset.almDragging = '';
      drag.th.setPointerCapture(event.pointerId);
    }
    event.preventDefault();
    const over = cells().find((th) => {
      const r = th.getBoundingClientRect();
      return event.clientX >= r.left && event.clientX < r.right;
    });
    const column = over && columnOf(over);
    if (!over || !column || over === drag.th) return void mark((drag.target = undefined));
    const r = over.getBoundingClientRect();
    const rtl = getComputedStyle(over).direction === 'rtl';
    const firstHalf = event.clientX < r.left + r.width / 2;
    drag.target = { th: over, side: firstHalf !== rtl ? 'start' : 'end' };
    mark(drag.target);
  });
  on(doc, 'pointerup', (event) => {
    if (drag?.pointer !== event.pointerId) return;
    if (drag.moving) swallowClick();
    end(true);
  });
  on(doc, 'pointercancel', (event) => drag?.pointer === event.pointerId && end(false));
  on(doc, 'keydown', (event) => {
    if (event.key === 'Escape' && drag?.moving) (event.preventDefault(), end(false));
  });
  return () => {
    end(false);
    listening.abort();
    swallow.abort();
  };
}
