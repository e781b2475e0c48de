/**
 * Cell focus, ranges and copy (issue 46 items 1 and 2), a part: dom/features.ts
 * loads it for a table with data-cell-selection (option `cellSelection`).
 * The table becomes a grid (WAI-ARIA APG grid pattern): the body is one tab
 * stop, a focused cell moved by the arrows, Home/End, Ctrl+Home/End and Page
 * Up/Down (mirrored arrows right to left; in a windowed body the cell is
 * scrolled into view and drawn first); a range is made by a mouse drag,
 * Shift+click, Shift+arrows, Ctrl/Cmd+A (every row of the view) or Shift and
 * a header click (the whole column). The range's cells are marked
 * (./range-cells.ts), its size said in a live region
 * (components/RangeStatus.svelte), and Ctrl/Cmd+C (the page's copy event)
 * copies it as TSV and an HTML table (./range-copy.ts); Ctrl/Cmd+D and
 * Ctrl/Cmd+R, and the fill handle at its corner (./fill-handle.ts), fill it
 * (./range-fill.ts). Enter or F2 reaches
 * a cell's control, Escape comes back to the cell. The row checkboxes and
 * row actions keep working beside it. Everything is taken back when the
 * part stops.
 */
import '../../styles/table-range.css';
import { mount, unmount } from 'svelte';
import RangeStatus from '../components/RangeStatus.svelte';
import { RangeState } from '../components/range-state.svelte';
import { rangeText } from '../components/range-text';
import { boxOf, columnRange, everything, extendTo, moveKey, moved, samePoint, type CellBox, type CellPoint, type CellRange } from '../model/cell-range';
import type { FillWay } from '../model/fill';
import type { FeatureContext } from './feature';
import { fillHandle } from './fill-handle';
import { CellMap, paint, unpaint } from './range-cells';
import { rangeClip } from './range-copy';
import { followRange } from './range-follow.svelte';
import { pageRows, revealCell } from './range-reveal';

/** The letter of a key (another layout's, Thai's: the key's place on a Latin one). */
const letter = (event: KeyboardEvent) => (/^[a-z]$/i.test(event.key) ? event.key : event.code.slice(3)).toLowerCase();

/** A cell's own control (Enter and F2 reach it; a click on it is the control's). */
const CONTROL = 'input, select, textarea, button, a[href], [contenteditable="true"]';

export function startRange({ store, table, warn }: FeatureContext): Array<() => void> {
  // Rows a row template draws (data-load-target) have no cells of the columns.
  if (store.config.template) return [];
  const state = new RangeState();
  const map = new CellMap(table, store);
  const stops: Array<() => void> = [];
  const rtl = () => getComputedStyle(table).direction === 'rtl';
  const size = () => ({ rows: store.view.rows.length, cols: store.visible.length, page: pageRows(map) });
  const say = (rows: number, cols: number) => rangeText(store, rows, cols);
  /** Focus was in the body (and has not gone elsewhere): a drawn-again focused cell takes it back. */
  let within = false;

  // Grid semantics (the table's cells become grid cells); given back when the part stops.
  const given = (['role', 'aria-multiselectable', 'data-alm-cells'] as const).map((name) => [name, table.getAttribute(name)] as const);
  table.setAttribute('role', 'grid');
  table.setAttribute('aria-multiselectable', 'true');
  table.setAttribute('data-alm-cells', '');
  stops.push(() => {
    for (const [name, value] of given) value === null ? table.removeAttribute(name) : table.setAttribute(name, value);
    unpaint(table);
  });

  const host = table.ownerDocument.createElement('div');
  table.parentNode?.insertBefore(host, table);
  const status = mount(RangeStatus, { target: host, props: { state } });
  stops.push(() => (unmount(status), host.remove()));

  // Fill (issue 46 item 6): Ctrl/Cmd+D, Ctrl/Cmd+R and the fill handle; its part loaded on the first fill.
  const fill = (box: CellBox, way: FillWay) => {
    map.cellAt(state.cursor)?.focus({ preventScroll: true });
    import('./range-fill').then((part) => part.fill(store, state, box, way, warn), (error) => store.fail('fill', error));
  };
  const handle = fillHandle(store, state, map, fill);
  stops.push(handle.stop);

  // The marks follow the range, the rows and the columns; and every row a windowed body draws as the reader
  // scrolls (the body's window is its own: the rows it draws are the only sign of it).
  let queued = false;
  const repaint = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      paint(map, state, rtl());
      handle.place();
      const active = document.activeElement;
      if (within && (!active || active === document.body)) map.cellAt(state.cursor)?.focus({ preventScroll: true });
    });
  };
  stops.push(followRange(store, state, repaint));
  const drawn = new MutationObserver(repaint);
  const observe = () => table.tBodies[0] && drawn.observe(table.tBodies[0], { childList: true });
  observe();
  stops.push(() => drawn.disconnect());

  /** Focus `point` (range: the cell alone), scrolled into view (drawn first in a windowed body). */
  let going = 0;
  const go = async (point: CellPoint, range?: CellRange) => {
    state.set(point, range, say);
    const turn = ++going;
    const td = map.cellAt(point) ?? (await revealCell(map, point, () => turn === going && !store.gone.signal.aborted));
    if (!td || turn !== going) return;
    td.setAttribute('tabindex', '0');
    td.focus({ preventScroll: true });
    td.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  /** The grid's keys on the focused cell `point` (or, its row not drawn now, the state's). */
  const onGridKey = (event: KeyboardEvent, point: CellPoint, td: HTMLTableCellElement | null): void => {
    const ctrl = event.ctrlKey || event.metaKey;
    const key = moveKey(event.key, ctrl, rtl());
    if (key && !event.altKey) {
      event.preventDefault();
      const far = ctrl && event.key.startsWith('Arrow');
      const grid = size();
      if (event.shiftKey) {
        const end = moved(state.range.focus, key, grid, far);
        void go(end, extendTo(state.range, end));
      } else void go(moved(point, key, grid, far));
    } else if (ctrl && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      state.set(point, everything(size()), say);
    } else if (ctrl && !event.altKey && !event.shiftKey && /^[dr]$/.test(letter(event))) {
      event.preventDefault(); // (not the browser's bookmark or reload)
      fill(boxOf(state.range), letter(event) === 'd' ? 'down' : 'right');
    } else if ((event.key === 'Enter' || event.key === 'F2') && !ctrl && td) {
      const control = td.querySelector<HTMLElement>(CONTROL);
      if (control) (event.preventDefault(), control.focus());
    } else if (event.key === 'Escape' && !samePoint(state.range.anchor, state.range.focus)) state.set(point);
  };
  const onKey = (event: KeyboardEvent) => {
    const target = event.target as Element;
    const td = target.closest?.('td') ?? null;
    const point = map.pointOf(td);
    if (!point || event.defaultPrevented) return;
    // In a cell's control the keys are the control's; Escape comes back to the cell.
    if (target !== td) return void (event.key === 'Escape' && (td!.setAttribute('tabindex', '0'), td!.focus()));
    onGridKey(event, point, td);
  };
  // The focused cell scrolled out of a windowed body (focus fell to the page): the keys still move it.
  const onLostKey = (event: KeyboardEvent) => {
    if (within && document.activeElement === document.body) onGridKey(event, state.cursor, null);
  };
  const onFocusIn = (event: FocusEvent) => {
    const point = map.pointOf((event.target as Element).closest?.('td') ?? null);
    within = !!point;
    if (point && !samePoint(point, state.cursor)) state.set(point);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget && !table.contains(event.relatedTarget as Node)) within = false;
  };

  // A mouse (or pen) press on a cell focuses it and starts a range; a drag extends it; Shift extends the range.
  let dragging = false;
  const onDown = (event: MouseEvent) => {
    const target = event.target as Element;
    if (!table.contains(target)) within = false;
    const td = target.closest?.('td') ?? null;
    const point = event.button === 0 ? map.pointOf(td) : null;
    if (!point || target.closest(CONTROL)) return;
    event.preventDefault(); // no text selection: the cell takes the focus itself
    if (event.shiftKey) {
      state.set(state.cursor, extendTo(state.range, point), say);
      if (!table.contains(document.activeElement)) void go(state.cursor, state.range);
      return;
    }
    void go(point);
    dragging = true;
    table.classList.add('alm-range-dragging');
  };
  const onMove = (event: MouseEvent) => {
    if (!dragging) return;
    if (!(event.buttons & 1)) return onUp();
    const point = map.pointOf((event.target as Element).closest?.('td') ?? null);
    if (point && !samePoint(point, state.range.focus)) state.set(state.cursor, extendTo(state.range, point));
  };
  const onUp = () => {
    if (!dragging) return;
    dragging = false;
    table.classList.remove('alm-range-dragging');
    state.set(state.cursor, state.range, say);
  };

  // Shift and a header click: the whole column (again on another header: the columns between). Not a sort.
  const onHeaderClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (!event.shiftKey || target.closest('.alm-resize, .alm-colmenu')) return;
    const col = map.columnOf(target.closest('th'));
    const grid = size();
    if (col < 0 || !grid.rows) return;
    event.preventDefault();
    event.stopPropagation();
    const whole = state.range.anchor.row === 0 && state.range.focus.row === grid.rows - 1;
    void go({ row: Math.min(state.cursor.row, grid.rows - 1), col }, columnRange(col, grid.rows, whole ? state.range.anchor.col : undefined));
  };

  /** The focused cell is this grid's (or it scrolled out of a windowed body): the clipboard's keys are the grid's. */
  const inGrid = (event: ClipboardEvent) => {
    const active = document.activeElement;
    return ((active instanceof HTMLTableCellElement && map.pointOf(active)) || (within && active === document.body)) && !!event.clipboardData && store.view.rows.length > 0;
  };
  const onCopy = (event: ClipboardEvent) => {
    if (!inGrid(event)) return;
    const clip = rangeClip(store, state);
    event.clipboardData!.setData('text/plain', clip.text);
    event.clipboardData!.setData('text/html', clip.html);
    event.preventDefault();
    state.tell(rangeText(store, clip.rows, clip.cols, 'rangeCopied'));
  };

  // Paste (issue 46 items 3, 4): the clipboard is read now (it is gone after the event), its part loaded on the first paste.
  const onPaste = (event: ClipboardEvent) => {
    if (!inGrid(event)) return;
    event.preventDefault();
    const clip = { text: event.clipboardData!.getData('text/plain'), html: event.clipboardData!.getData('text/html') };
    import('./range-paste').then((part) => part.paste(store, state, boxOf(state.range), clip, warn), (error) => store.fail('paste', error));
  };

  const listening = new AbortController();
  const on = (target: EventTarget, name: string, fn: (event: never) => void, capture = false) =>
    target.addEventListener(name, fn as EventListener, { signal: listening.signal, capture });
  on(table, 'keydown', onKey);
  on(table, 'focusin', onFocusIn);
  on(table, 'focusout', onFocusOut);
  on(document, 'mousedown', onDown, true);
  on(document, 'mousemove', onMove);
  on(document, 'mouseup', onUp);
  on(document, 'keydown', onLostKey);
  on(document, 'copy', onCopy);
  on(document, 'paste', onPaste);
  on(table, 'click', (event: MouseEvent) => table.tHead?.contains(event.target as Node) && onHeaderClick(event), true);
  // A table that loads its rows later has its body then.
  stops.push(store.listen((name) => name === 'table:render' && observe()), () => listening.abort());
  return stops;
}
