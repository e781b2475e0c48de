/**
 * A focused cell whose row a windowed body does not draw now (issue 46 item
 * 1: Page Down, Ctrl+End, a header's whole column): the table's scroller is
 * moved to where that row is (row 0 is where the first drawn row would be
 * with all rows before it, at the drawn rows' height), and the body draws it
 * in the next frames. Also how many rows a page (Page Up / Page Down) is.
 */
import type { CellPoint } from '../model/cell-range';
import type { CellMap } from './range-cells';

/** Where the table's rows scroll: its nearest ancestor that scrolls vertically, else the page. */
function scrollerOf(table: HTMLElement): HTMLElement | null {
  for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight) return el;
  }
  return null;
}

/** The drawn rows' mean height (0: none drawn). */
function rowHeight(trs: HTMLTableRowElement[]): number {
  return trs.length ? trs.reduce((sum, tr) => sum + tr.getBoundingClientRect().height, 0) / trs.length : 0;
}

/** Rows in a page: the rows the scroller's visible height holds, less one (at least 1). */
export function pageRows(map: CellMap): number {
  const height = rowHeight(map.rows().slice(0, 20));
  const box = scrollerOf(map.table);
  const view = box ? box.clientHeight : innerHeight;
  return height > 0 ? Math.max(1, Math.floor(view / height) - 1) : 10;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** The cell of `point` once its row is drawn (null: it never is, or `live` turned false: another move came). */
export async function revealCell(map: CellMap, point: CellPoint, live: () => boolean): Promise<HTMLTableCellElement | null> {
  for (let tries = 0; tries < 20 && live(); tries++) {
    const found = map.cellAt(point);
    if (found) return found;
    const trs = map.rows();
    const height = rowHeight(trs);
    if (!trs.length || !(height > 0)) return null;
    const zero = trs[0].getBoundingClientRect().top - map.indexes(trs)[0] * height;
    const box = scrollerOf(map.table);
    const area = box ? box.getBoundingClientRect() : { top: 0, height: innerHeight };
    const by = zero + point.row * height - (area.top + area.height / 2);
    if (box) box.scrollBy({ top: by, behavior: 'instant' });
    else scrollBy({ top: by, behavior: 'instant' });
    await frame();
  }
  return null;
}
