/**
 * Drag reorder (issue "TableManager IV" 5; design.md "Row reorder") with
 * svelte-dnd-action (design.md "Real dependencies"), in its own chunk. A
 * handle at the start of every row, shown while the store's rowSort is on
 * (data-row-sortable / data-sortable-rows / allowRowModification, the global
 * rowSortable, enableRowSort / disableRowSort).
 *
 * The library's `dndzone` runs on the table body; it takes a drag only after
 * a handle was pressed (the zone is otherwise drag-disabled, so a press
 * anywhere else in a row, or a key in a cell's control, is the table's).
 * The zone's items are the body's rows as they are rendered, spacer rows of
 * a windowed table included (read from the DOM once it shows the store's
 * rows, or a windowed table's rows came or went: ./row-drag-follow.svelte.ts); every
 * move the library reports is turned into a move in the store (model/row-edit
 * landing, moveRow), which renders the rows again.
 * - Mouse or touch: press the handle and move: a small ghost (the library's
 *   dragged element, restyled) follows the cursor; the row's place is the
 *   library's placeholder, shown as a dashed row; the window (or scrolling
 *   wrapper) scrolls near its edge. Release drops; Escape cancels.
 * - Keyboard: Space (or Enter) on the handle picks up, ArrowUp/ArrowDown
 *   move, Space (or Enter) drops, Escape cancels; each step is said in a
 *   polite live region ("Picked up Pears, row 2 of 5", "Moved to row 3",
 *   "Dropped", "Cancelled") and focus stays on the handle.
 * - A drop that moved the row emits table:rowReorder `{tableId, order: ids[],
 *   from, to}` (positions among the rows shown) and, with data-sort-url,
 *   POSTs `{order: ids[]}` there (JSON, CSRF header); if that fails the old
 *   order comes back, with a notice and table:error (action 'reorder').
 * - While the table is sorted by a column the handles are disabled and a
 *   hint after the table says why, with a button that clears the sort.
 * The live region, the handles' help and the hint are in the rows bar
 * (components/DragBar.svelte in RowsBar.svelte; the texts: components/drag-text.ts).
 */
import { dndzone, DRAGGED_ELEMENT_ID, SHADOW_ITEM_MARKER_PROPERTY_NAME as SHADOW, SOURCES, TRIGGERS, type Options } from 'svelte-dnd-action';
import { notify } from '../../core/host-ui';
import { requestJson } from '../../core/http-send';
import { pageUrl } from '../../core/url';
import { landing, moveRow } from '../model/row-move';
import type { Row } from '../model/types';
import { disable, makeGhost, placeholder } from './row-drag-look';
import { STYLE, styled, type DragShown, type DragSlot, type RowsContext } from './row-kit';
import { say as text } from '../components/drag-text';
import { DragBarState } from '../components/drag-bar.svelte';
import DragBar from '../components/DragBar.svelte';
import DragHandle from '../components/DragHandle.svelte';
import { untrack } from 'svelte';
import { followDrag } from './row-drag-follow.svelte';
const BAD_URL = 'data-sort-url is not a usable URL on this site — the order is not saved';

/** A zone item: a row (wrapped: the library marks and copies items), or a spacer row (row null). */
interface Item {
  id: string;
  row: Row | null;
  [SHADOW]?: boolean;
}
type Detail = { items: Item[]; info: { trigger: string; source: string } };

/** A drag in progress: the row, where it started, the rows before it, and (mouse) its placeholder row. */
interface Held {
  row: Row;
  name: string;
  from: number;
  before: Row[];
  keyboard: boolean;
  /** Mouse: the row's stand-in while it is held (the library's placeholder renders as its own row). */
  copy: Row | null;
  cancel: boolean;
}

/** Drag reorder for the rows of `table`; its live region, help and hint are DragBar.svelte in the rows bar. */
export function attachDrag(ctx: RowsContext, table: HTMLTableElement): DragShown {
  const { store } = ctx;
  const bar = new DragBarState(store.id);
  const sortUrl = store.config.sortUrl === null ? null : pageUrl(store.config.sortUrl);
  if (store.config.sortUrl !== null && sortUrl === null) ctx.warn(BAD_URL);

  const body = table.tBodies[0] ?? table.createTBody();
  const handles = new Map<Row, HTMLElement>();
  const rowOf = new WeakMap<Element, Row>();
  const wrapped = new WeakMap<Row, Item>();
  const sorted = () => store.query.sort.length > 0;
  const say = (text: string) => (bar.said = text);
  const listening = new AbortController();
  const on = { signal: listening.signal };
  let held: Held | null = null;
  let armed: { row: Row; name: string; x: number; y: number } | null = null;
  let shadow: Item | null = null;
  let zone: { update?: (options: Options<Item>) => void; destroy?: () => void } | null = null;
  let serial = 0;

  /** The zone's items: the body's rows as rendered (the held row's stand-in is the library's placeholder). */
  const items = (): Item[] => Array.from(body.children, (tr, i) => {
    const row = rowOf.get(tr);
    if (!row) return { id: `gap-${i}`, row: null };
    if (held?.copy === row && shadow) return shadow;
    let item = wrapped.get(row);
    if (!item) wrapped.set(row, (item = { id: `row-${serial++}`, row }));
    return item;
  });
  const sync = () => {
    zone?.update?.({
      items: items(), type: `alm-rows-${store.id}`, dragDisabled: !armed && !held, dropFromOthersDisabled: true,
      zoneTabIndex: -1, zoneItemTabIndex: -1, dropTargetStyle: {}, autoAriaDisabled: true, morphDisabled: true,
      useCursorForDetection: true, dropAnimationDisabled: true, flipDurationMs: 0,
    });
    // The library hides its placeholder; here it is the dashed row.
    const stand = held && handles.get(held.copy ?? held.row)?.closest('tr');
    if (stand) placeholder(stand, true);
    if (held?.keyboard && document.activeElement !== handles.get(held.row)) handles.get(held.row)?.focus();
  };

  /** A handle was pressed: the zone takes this drag. */
  const arm = (row: Row, name: string, x = 0, y = 0) => {
    if (held || sorted() || !ctx.idsOk()) return;
    armed = { row, name, x, y };
    sync();
  };
  const disarm = () => {
    armed = null;
    ctx.later(sync);
  };

  const start = (keyboard: boolean, next: Item[]) => {
    const { row, name, x, y } = armed ?? { row: null, name: '', x: 0, y: 0 };
    const from = row ? store.view.ordered.indexOf(row) : -1;
    if (!row || from < 0) return;
    held = { row, name, from, before: store.rows, keyboard, copy: null, cancel: false };
    if (keyboard) {
      say(text(store, 'dragPickedUp', { row: name, at: from + 1, count: store.view.ordered.length }));
      placeholder(handles.get(row)?.closest('tr'), true);
      // The library focuses the row after this event: the handle keeps focus.
      queueMicrotask(() => handles.get(row)?.focus());
      return;
    }
    shadow = next.find((item) => item[SHADOW]) ?? null;
    held.copy = { ...row };
    store.editRows(store.rows.map((r) => (r === row ? held!.copy! : r)));
    const ghost = document.getElementById(DRAGGED_ELEMENT_ID);
    if (ghost) makeGhost(ghost, name, x, y);
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !held || held.keyboard) return;
      event.preventDefault();
      held.cancel = true;
      window.dispatchEvent(new MouseEvent('mouseup')); // the library drops; finish() puts the rows back
    }, { ...on, capture: true });
  };

  /** The library moved the held row (keyboard) or its placeholder (mouse): the store follows. */
  const place = (next: Item[]) => {
    if (!held) return;
    const moving = held.copy ?? held.row;
    const ordered = store.view.ordered;
    const from = ordered.indexOf(moving);
    const to = landing(next.map((item) => (item[SHADOW] ? moving : item.row)), moving, ordered);
    if (from >= 0 && to !== from) store.editRows(moveRow(store.rows, ordered, from, to));
    if (held.keyboard) say(text(store, 'dragMoved', { at: to + 1 }));
  };

  const finish = () => {
    const done = held;
    held = shadow = armed = null;
    ctx.later(sync);
    if (!done) return;
    const { copy, row } = done;
    if (copy) store.editRows(store.rows.map((r) => (r === copy ? row : r)));
    if (done.keyboard) {
      placeholder(handles.get(row)?.closest('tr'), false);
      ctx.later(() => handles.get(row)?.focus());
    }
    if (done.cancel) {
      store.editRows(done.before);
      return say(text(store, 'dragCancelled'));
    }
    say(text(store, 'dragDropped'));
    const at = store.view.ordered.indexOf(row);
    if (at === done.from || at < 0) return;
    const order = store.view.ordered.map((r) => r.id);
    store.emit('table:rowReorder', { tableId: store.id, order, from: done.from, to: at });
    if (sortUrl) void save(sortUrl, order, done.before);
  };

  const save = async (url: string, order: unknown[], before: Row[]) => {
    try {
      await requestJson(url, { method: 'POST', body: { order }, signal: listening.signal });
      if (store.config.source) await store.load({ force: true });
    } catch (error) {
      if (listening.signal.aborted) return;
      store.editRows(before);
      store.fail('reorder', error);
      notify('error', text(store, 'dragFailed'));
    }
  };

  body.addEventListener('consider', (event) => {
    const { items: next, info } = (event as CustomEvent<Detail>).detail;
    if (info.trigger === TRIGGERS.DRAG_STARTED) start(info.source === SOURCES.KEYBOARD, next);
    else if (info.trigger === TRIGGERS.DRAG_STOPPED) finish(); // keyboard: Space, Enter or Escape
    else if (held && !held.keyboard) place(next);
  }, on);
  body.addEventListener('finalize', (event) => {
    if (held?.keyboard) place((event as CustomEvent<Detail>).detail.items); // an arrow key
    else finish(); // mouse: released
  }, on);
  // While a row is held by keyboard: Escape cancels (the library then drops), left and right do nothing.
  body.addEventListener('keydown', (event) => {
    if (!held?.keyboard) return;
    if (event.key === 'Escape') held.cancel = true;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') event.stopPropagation();
  }, { ...on, capture: true });

  const stopZone = () => {
    zone?.destroy?.();
    zone = null;
    body.removeAttribute('tabindex');
    for (const tr of Array.from(body.children)) (tr as HTMLElement).removeAttribute('tabindex');
  };

  /** A handle (DragHandle.svelte) of `row`, named `name`: it arms a drag, and drag reorder finds the row by it. */
  const handle = (row: Row, name: string) => (el: HTMLElement) => untrack(() => {
    styled(el, STYLE.handle);
    disable(el, sorted());
    const pressing = new AbortController();
    const only = { signal: pressing.signal };
    // Before the event reaches the row (where the library listens): arm the zone for this row.
    const press = (event: MouseEvent | TouchEvent) => {
      if ('button' in event && event.button !== 0) return;
      const point = 'touches' in event ? event.touches[0] : event;
      (document.activeElement as HTMLElement | null)?.blur?.(); // an edit in progress is committed first
      arm(row, name, point?.clientX, point?.clientY);
      window.addEventListener(event.type === 'mousedown' ? 'mouseup' : 'touchend', () => held || disarm(), { once: true });
    };
    el.addEventListener('mousedown', press, only);
    el.addEventListener('touchstart', press, { ...only, passive: true });
    el.addEventListener('keydown', (event) => {
      if ((event.key === ' ' || event.key === 'Enter') && !held) arm(row, name);
    }, only);
    handles.set(row, el);
    const tr = el.closest('tr');
    if (tr) rowOf.set(tr, row);
    following.changed();
    // The cell goes with its row; the handle stays in it: a touch drag's events keep going to the
    // element the finger went down on, which the library keeps in the page while the row is held.
    return () => {
      pressing.abort();
      if (handles.get(row) === el) handles.delete(row);
      following.changed();
    };
  });
  const slot: DragSlot = {
    start: true,
    get label() {
      return text(store, 'dragHeader');
    },
    className: 'alm-drag-cell',
    Cell: DragHandle,
    drag: { helpId: bar.helpId, handle },
  };
  // The handles column and the zone are there while rowSort is on; the zone's items follow the rows rendered.
  const following = followDrag(store, {
    rowSort: () => {
      store.setSlot(slot);
      bar.handles = true;
      zone = dndzone(body, { items: items(), dragDisabled: true, zoneTabIndex: -1, zoneItemTabIndex: -1, autoAriaDisabled: true });
      return () => {
        stopZone();
        store.setSlot(slot, false);
        bar.handles = false;
      };
    },
    sorted: (on) => handles.forEach((handle) => disable(handle, on)),
    rendered: sync,
  });

  const stop = () => {
    listening.abort();
    if (held && !held.keyboard) window.dispatchEvent(new MouseEvent('mouseup'));
    following.stop();
    handles.clear();
  };
  return { Bar: DragBar, bar, stop };
}
