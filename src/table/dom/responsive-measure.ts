/**
 * Measuring columns for data-responsive="collapse" (the responsive part):
 * each rendered data column's width at one line — its max-content width,
 * the table laid out at `width: max-content` for one read, its own style put
 * back at once — or, in a table whose columns have widths (the resize part's
 * fixed layout), its width as it is. Reads layout only.
 */

export interface Measured {
  /** Everything in a row besides the data columns and the disclosure cell (checkbox, handles, actions, the table's borders). */
  fixed: number;
  /** The disclosure cell's width (its typical width while it is not shown). */
  control: number;
}

/** The header row Almanac renders (components/HeaderRow.svelte; as column-measure.ts finds it, which is the resize part's). */
export const headerRow = (table: HTMLTableElement): HTMLTableRowElement | null =>
  table.tHead?.querySelector<HTMLTableRowElement>('tr.alm-header-row') ?? null;

/** The width a disclosure cell takes before one has been measured (2.75rem at 16 px). */
const CONTROL = 44;

/** Measure the header row's cells: each data column's width goes into `widths` by field (the widest it has been). */
export function measureColumns(table: HTMLTableElement, widths: Map<string, number>): Measured {
  const row = headerRow(table);
  if (!row) return { fixed: 0, control: CONTROL };
  const sized = table.classList.contains('alm-sized');
  // (Through the CSSOM: a style attribute written by a script is refused under a strict CSP.)
  const had = table.hasAttribute('style');
  const own = table.style.width;
  if (!sized) table.style.width = 'max-content';
  let data = 0;
  let control = 0;
  for (const th of Array.from(row.cells)) {
    const width = th.getBoundingClientRect().width;
    const field = th.dataset.field;
    if (field !== undefined) (widths.set(field, Math.max(width, widths.get(field) ?? 0)), (data += width));
    else if (th.classList.contains('alm-toggle-cell')) control = width;
  }
  const fixed = table.getBoundingClientRect().width - data - control;
  if (!sized) table.style.width = own;
  if (!had && !table.getAttribute('style')) table.removeAttribute('style');
  return { fixed: Math.max(0, fixed), control: control || CONTROL };
}
