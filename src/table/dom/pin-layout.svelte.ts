/**
 * Pinned columns and a sticky header on the page (issue 44 item 3; the pin
 * part): the table says how many cells at each end of a row stay in view
 * (data-alm-start, data-alm-end) and where each one sticks (--alm-s<i>,
 * --alm-e<i>: the widths of the cells before it, from the header row, taken
 * again whenever one of them changes size: a resize, a font, the window),
 * and, with a sticky header, where each header row sticks (--alm-top on the
 * row: the heights of the rows above it, however many: group rows, the
 * header row, the filter row).
 * The part's stylesheet (styles/table-pin.css) does the rest with
 * `position: sticky` and logical insets, so the rows a windowed body draws
 * as it scrolls need nothing. The box that scrolls the table gets a
 * scroll-padding as wide as the stuck cells (and as tall as a sticky
 * header): a control reached by Tab is scrolled into view beside them, not
 * under them. All of it written as element style (CSSOM, allowed by the
 * strict CSP); all of it taken back when the part stops.
 */
import { tick } from 'svelte';
import type { TableStore } from '../store.svelte';
import { pinEdges, pinOffsets } from '../model/pin-state';

/** The header row Almanac renders (as column-measure.ts finds it: not imported, so that the part is one file). */
const headerRow = (table: HTMLTableElement) => table.tHead?.querySelector<HTMLTableRowElement>('tr.alm-header-row') ?? null;

/** Where the table's own scrolling happens: its nearest ancestor that scrolls, else the page. */
function scrollerOf(table: HTMLElement): HTMLElement {
  for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (/auto|scroll/.test(style.overflowX + style.overflowY)) return el;
  }
  return document.documentElement;
}

/** A header row's place to stick taken back (and its style attribute, if that was all it held). */
function unstick(tr: HTMLTableRowElement): void {
  tr.style.removeProperty('--alm-top');
  if (!tr.getAttribute('style')) tr.removeAttribute('style');
}

const PADDING = ['scrollPaddingInlineStart', 'scrollPaddingInlineEnd', 'scrollPaddingBlockStart'] as const;

export function followPins(table: HTMLTableElement, store: TableStore): () => void {
  let edges = { start: 0, end: 0 };
  /** Custom properties written last time (removed when no longer wanted). */
  let written: string[] = [];
  /** The header rows given a place to stick (--alm-top), taken back from those no longer in the head. */
  let stuckRows: HTMLTableRowElement[] = [];
  const scroller = scrollerOf(table);
  const before = PADDING.map((p) => scroller.style[p]);
  const measure = () => {
    const row = headerRow(table);
    if (!row) return;
    const widths = Array.from(row.cells, (th) => th.getBoundingClientRect().width);
    const at = pinOffsets(widths, edges.start, edges.end);
    const next: Array<[string, string]> = [
      ...at.start.map((x, i): [string, string] => [`--alm-s${i + 1}`, `${x}px`]),
      ...at.end.map((x, i): [string, string] => [`--alm-e${i + 1}`, `${x}px`]),
    ];
    // A sticky header: each of its rows (group rows, the header row, the filter row) sticks under the ones above it.
    // (All measured before any is written: one layout.)
    const rows = store.config.stickyHeader ? Array.from(table.tHead?.rows ?? []) : [];
    const heights = rows.map((tr) => tr.getBoundingClientRect().height);
    let top = 0;
    rows.forEach((tr, i) => {
      tr.style.setProperty('--alm-top', `${top}px`);
      top += heights[i];
    });
    for (const tr of stuckRows) if (!rows.includes(tr)) unstick(tr);
    stuckRows = rows;
    for (const name of written) if (!next.some(([n]) => n === name)) table.style.removeProperty(name);
    for (const [name, value] of next) table.style.setProperty(name, value);
    written = next.map(([name]) => name);
    // Beside the stuck cells and under a sticky header (with its filter row), a focused control is in view.
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    const stuck = [sum(widths.slice(0, edges.start)), sum(widths.slice(widths.length - edges.end))];
    const padding = [stuck[0], stuck[1], top];
    PADDING.forEach((p, i) => (scroller.style[p] = padding[i] ? `${Math.ceil(padding[i])}px` : before[i]));
  };
  /**
   * A control focused in a cell that scrolls (Tab, a script) is brought out from under the stuck cells:
   * Chromium's focus scrolling does not take the scroller's scroll-padding into account.
   */
  const reveal = (event: FocusEvent) => {
    const el = event.target as HTMLElement;
    const cell = el.closest('td, th') as HTMLTableCellElement | null;
    const row = cell?.parentElement as HTMLTableRowElement | undefined;
    if (!cell || !row || cell.closest('table') !== table) return;
    const at = cell.cellIndex;
    const stuckAcross = at < edges.start || at >= row.cells.length - edges.end;
    const stuckDown = store.config.stickyHeader && !!cell.closest('thead');
    const page = scroller === document.documentElement;
    const box = scroller.getBoundingClientRect();
    const inside = box.left + scroller.clientLeft;
    const area = page ? { left: 0, right: innerWidth, top: 0 } : { left: inside, right: inside + scroller.clientWidth, top: box.top + scroller.clientTop };
    const r = el.getBoundingClientRect();
    const pad = (p: (typeof PADDING)[number]) => parseFloat(scroller.style[p]) || 0;
    const rtl = getComputedStyle(table).direction === 'rtl';
    const [left, right] = rtl ? [pad('scrollPaddingInlineEnd'), pad('scrollPaddingInlineStart')] : [pad('scrollPaddingInlineStart'), pad('scrollPaddingInlineEnd')];
    const target = page ? window : scroller;
    if (!stuckAcross && r.left < area.left + left) target.scrollBy({ left: r.left - area.left - left, behavior: 'instant' });
    else if (!stuckAcross && r.right > area.right - right) target.scrollBy({ left: Math.min(r.right - area.right + right, r.left - area.left - left), behavior: 'instant' });
    const top = pad('scrollPaddingBlockStart');
    if (!stuckDown && top && r.top < area.top + top) target.scrollBy({ top: r.top - area.top - top, behavior: 'instant' });
  };
  table.addEventListener('focusin', reveal);
  const sized = new ResizeObserver(measure);
  // A header row drawn again (group rows, the filter row) gets its place at once, though the head's height stays.
  const redrawn = new MutationObserver(measure);
  const stop = $effect.root(() => {
    $effect(() => {
      // The feature columns beside pinned ones stay in view with them: the drag handles and the checkbox
      // before the data, the row actions after it.
      const lead = store.lead.length + (store.config.showCheckbox ? 1 : 0);
      const next = pinEdges(store.visible, store.pins, lead, store.tail.length);
      void tick().then(() => {
        edges = next;
        for (const [name, count] of [['data-alm-start', next.start], ['data-alm-end', next.end]] as const) {
          if (count) table.setAttribute(name, String(count));
          else table.removeAttribute(name);
        }
        sized.disconnect();
        redrawn.disconnect();
        const row = headerRow(table);
        if (row) for (const th of Array.from(row.cells)) sized.observe(th);
        if (table.tHead) {
          sized.observe(table.tHead);
          redrawn.observe(table.tHead, { childList: true });
        }
        measure();
      });
    });
  });
  const sticky = store.config.stickyHeader && !table.hasAttribute('data-sticky-header');
  if (sticky) table.setAttribute('data-sticky-header', '');
  return () => {
    stop();
    table.removeEventListener('focusin', reveal);
    sized.disconnect();
    redrawn.disconnect();
    stuckRows.forEach(unstick);
    for (const name of written) table.style.removeProperty(name);
    for (const name of ['data-alm-start', 'data-alm-end', ...(sticky ? ['data-sticky-header'] : [])]) table.removeAttribute(name);
    if (!table.getAttribute('style')) table.removeAttribute('style');
    PADDING.forEach((p, i) => (scroller.style[p] = before[i]));
  };
}
