/**
 * Where the cells of a range are on the page (issue 46 item 1; the range
 * part): which body row shows which row of the view, which cell which drawn
 * column, and the marks a range leaves on the cells the body shows now:
 * `aria-selected`, the outline's edges (`data-alm-range`, styled by
 * styles/table-range.css), and the body's one tab stop (the focused cell's
 * tabindex; the controls in data cells leave the tab order, Enter reaches
 * them). A windowed body shows some rows only: marks go on those, and on
 * each row it draws as the reader scrolls.
 */
import { boxOf, edgesOf, inBox, samePoint, type CellPoint } from '../model/cell-range';
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import type { RangeState } from '../components/range-state.svelte';

/** Body rows that are no row of the view: the windowed body's spacers, a collapsed row's detail, the state row. */
const NOT_DATA = /\balm-(spacer|detail-row|state-row)\b/;
/** What can take focus inside a cell (taken out of the tab order while the part runs; marked to be given back). */
const CONTROLS = 'input, select, textarea, button, a[href], [tabindex]:not(td)';

export class CellMap {
  #ids: Map<string, number> | null = null;
  #rows: readonly Row[] | null = null;

  constructor(readonly table: HTMLTableElement, readonly store: TableStore) {}

  /** Cells before the data cells in a row: drag handles (and other leading parts) and the checkbox. */
  get lead(): number {
    return this.store.lead.length + (this.store.config.showCheckbox ? 1 : 0);
  }

  /** The body rows that show rows of the view, in order. */
  rows(): HTMLTableRowElement[] {
    const body = this.table.tBodies[0];
    return body ? Array.from(body.rows).filter((tr) => !NOT_DATA.test(tr.className)) : [];
  }

  /** The index in the view of each body row shown (by its data-id; rows without one: by place, after a windowed body's spacer). */
  indexes(trs = this.rows()): number[] {
    const rows = this.store.view.rows;
    if (rows !== this.#rows) {
      this.#rows = rows;
      this.#ids = null;
    }
    let offset = -1;
    return trs.map((tr, i) => {
      const id = tr.getAttribute('data-id');
      if (id !== null) {
        if (!this.#ids) {
          const ids = (this.#ids = new Map<string, number>());
          rows.forEach((row, r) => row.id != null && !ids.has(String(row.id)) && ids.set(String(row.id), r));
        }
        const at = this.#ids.get(id);
        if (at !== undefined) return at;
      }
      if (offset < 0) offset = this.#offset(trs);
      return offset + i;
    });
  }

  /** Rows before the first one drawn, for rows without an id: none, or as many as a windowed body's top spacer stands for. */
  #offset(trs: HTMLTableRowElement[]): number {
    const spacer = this.table.tBodies[0]?.rows[0];
    if (!spacer?.classList.contains('alm-spacer') || !trs.length) return 0;
    const height = trs.reduce((sum, tr) => sum + tr.getBoundingClientRect().height, 0) / trs.length;
    return height > 0 ? Math.round(spacer.getBoundingClientRect().height / height) : 0;
  }

  /** The place of a body cell, or null (a header, a checkbox or row-action cell, another table's cell). */
  pointOf(td: Element | null): CellPoint | null {
    const tr = td?.parentElement;
    if (!(td instanceof HTMLTableCellElement) || !(tr instanceof HTMLTableRowElement) || tr.parentElement !== this.table.tBodies[0]) return null;
    const trs = this.rows();
    const at = trs.indexOf(tr);
    const col = td.cellIndex - this.lead;
    if (at < 0 || col < 0 || col >= this.store.visible.length) return null;
    return { row: this.indexes(trs)[at], col };
  }

  /** The data column a header cell heads (its index among the drawn columns), or -1. */
  columnOf(th: Element | null): number {
    if (!(th instanceof HTMLTableCellElement) || !th.closest('tr.alm-header-row')) return -1;
    const col = th.cellIndex - this.lead;
    return col >= 0 && col < this.store.visible.length ? col : -1;
  }

  /** The body cell showing `point`, or null when its row is not drawn now. */
  cellAt(point: CellPoint): HTMLTableCellElement | null {
    const trs = this.rows();
    const at = this.indexes(trs).indexOf(point.row);
    return at < 0 ? null : (trs[at].cells[this.lead + point.col] ?? null);
  }
}

/**
 * Mark the cells the body shows now with `state`'s range: aria-selected on every data cell (true inside),
 * the outline's edges on the range's outer cells (more than one cell), the focused cell the one tab stop
 * (not drawn: the first drawn cell of its column stands in, so that Tab still reaches the body).
 */
export function paint(map: CellMap, state: RangeState, rtl: boolean): void {
  const box = boxOf(state.range);
  const many = box.top !== box.bottom || box.left !== box.right;
  const cols = map.store.visible.length;
  const lead = map.lead;
  const trs = map.rows();
  const indexes = map.indexes(trs);
  const cells: HTMLTableCellElement[] = [];
  let stop: HTMLTableCellElement | null = null;
  let first: HTMLTableCellElement | null = null;
  trs.forEach((tr, i) => {
    const row = indexes[i];
    for (let col = 0; col < cols; col++) {
      const td = tr.cells[lead + col];
      if (!td) continue;
      cells.push(td);
      const inside = inBox(box, row, col);
      set(td, 'aria-selected', String(inside));
      const e = edgesOf(box, row, col);
      const sides = inside && many ? [e.top && 't', e.bottom && 'b', (rtl ? e.end : e.start) && 'l', (rtl ? e.start : e.end) && 'r'].filter(Boolean).join(' ') : '';
      set(td, 'data-alm-range', inside && many ? sides || 'in' : null);
      if (samePoint(state.cursor, { row, col })) stop = td;
      else if (!first && col === state.cursor.col) first = td;
      for (const control of td.querySelectorAll<HTMLElement>(CONTROLS)) {
        if (!control.hasAttribute('data-alm-tab')) control.setAttribute('data-alm-tab', control.getAttribute('tabindex') ?? '');
        set(control, 'tabindex', '-1');
      }
    }
  });
  // (Written after: taking the tabindex off the focused cell, even for a moment, would blur it.)
  const tab = stop ?? first;
  for (const td of cells) set(td, 'tabindex', td === tab ? '0' : null);
}

/** Take every mark back (the part stops). */
export function unpaint(table: HTMLTableElement): void {
  for (const td of table.querySelectorAll('tbody td')) for (const name of ['aria-selected', 'data-alm-range', 'tabindex']) td.removeAttribute(name);
  for (const control of table.querySelectorAll<HTMLElement>('[data-alm-tab]')) {
    const before = control.getAttribute('data-alm-tab');
    if (before) control.setAttribute('tabindex', before);
    else control.removeAttribute('tabindex');
    control.removeAttribute('data-alm-tab');
  }
}

/** Set or (null) remove an attribute, writing only a change. */
function set(el: Element, name: string, value: string | null): void {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}
