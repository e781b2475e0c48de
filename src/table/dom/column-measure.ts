/**
 * Measuring columns for resize (issue 44 item 1; the resize part): the
 * width of a column's content, for Home and a double-click ("fit"), and for
 * a column that appears in a table already sized. Reads layout only; the
 * table's own style is put back as it was.
 */

/** The header row Almanac renders (components/HeaderRow.svelte). */
export const headerRow = (table: HTMLTableElement): HTMLTableRowElement | null =>
  table.tHead?.querySelector<HTMLTableRowElement>('tr.alm-header-row') ?? null;

/** Padding and borders of a cell along the row, in pixels. */
function edges(cell: Element): number {
  const s = getComputedStyle(cell);
  return [s.paddingLeft, s.paddingRight, s.borderLeftWidth, s.borderRightWidth].reduce((sum, v) => sum + (parseFloat(v) || 0), 0);
}

/**
 * The width header cell `th`'s column needs to show its content on one line:
 * the widest of its header (its sort button's content, without the resize
 * handle and the column menu) and its cells in the rows rendered now (a windowed table: the rows
 * in view), with their padding and borders; whole pixels.
 */
export function contentWidth(table: HTMLTableElement, th: HTMLTableCellElement): number {
  const range = table.ownerDocument.createRange();
  const wrap = table.style.whiteSpace;
  // One line while measuring: a cell's text does not wrap at the width it has now.
  table.style.whiteSpace = 'nowrap';
  let widest = 0;
  const measure = (cell: Element, content: Node, before?: Element | null) => {
    range.selectNodeContents(content);
    if (before) range.setEndBefore(before);
    widest = Math.max(widest, range.getBoundingClientRect().width + edges(cell));
  };
  const button = th.querySelector('.alm-sort-button');
  measure(th, button ?? th, button ? null : th.querySelector(':scope > :is(.alm-resize, .alm-colmenu)'));
  const index = th.cellIndex;
  const count = th.parentElement?.children.length ?? 0;
  for (const body of Array.from(table.tBodies)) {
    for (const tr of Array.from(body.rows)) if (tr.cells.length === count) measure(tr.cells[index], tr.cells[index]);
  }
  table.style.whiteSpace = wrap;
  return Math.ceil(widest) + 1;
}
