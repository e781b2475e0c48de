/**
 * Column widths on the page (issue 44 item 1; the resize part): while any
 * column has a width (store.widths), the table keeps its layout — every
 * header cell of the header row gets a width in pixels (the column's own,
 * else the width it had when sizing began, else its content's; longer text
 * ends in an ellipsis), the table `table-layout: fixed` (and the class
 * alm-sized) and the sum of them as its width. Written as the element's own
 * style (CSSOM, allowed by the strict CSP): no rule of almanac.css is needed
 * by a page that never sizes a column.
 * With no width left, the table is as it was. A drag changes one width:
 * one header cell and the table's width are written, no row is rendered.
 */
import { tick } from 'svelte';
import type { TableStore } from '../store.svelte';
import type { ColumnDef } from '../model/types';
import { contentWidth, headerRow } from './column-measure';
import { widthIn } from '../model/column-widths';

/** Puts a handle in a data column's header cell; returns what takes it out. */
export type PlaceHandle = (th: HTMLTableCellElement, column: ColumnDef) => () => void;

/**
 * Follow the table's widths, and give each data column's header cell of the header row its handle
 * (`place`) as the header is rendered (again: new columns, a column shown).
 */
export function followWidths(table: HTMLTableElement, store: TableStore, place: PlaceHandle): () => void {
  const handles = new Map<HTMLTableCellElement, () => void>();
  const placeHandles = (columns: readonly ColumnDef[]) => {
    const cells = Array.from(headerRow(table)?.cells ?? []);
    for (const [th, remove] of handles) if (!cells.includes(th)) (remove(), handles.delete(th));
    for (const th of cells) {
      const column = th.dataset.field ? columns.find((c) => c.field === th.dataset.field) : undefined;
      if (column && !handles.has(th)) handles.set(th, place(th, column));
    }
  };
  /** Widths of header cells without a width of their own, taken once (a Map: reset when sizing ends). */
  let frozen = new Map<HTMLTableCellElement, number>();
  // The page's own width of the table comes back when sizing ends (and no empty style attribute is left).
  let pageWidth = '';
  const apply = (widths: Record<string, number>) => {
    const row = headerRow(table);
    const cells = row ? Array.from(row.cells) : [];
    if (!Object.keys(widths).length) return void (unsize(table, cells, pageWidth), (frozen = new Map()));
    const sized = table.classList.contains('alm-sized');
    if (!sized) pageWidth = table.style.width;
    const own = (th: HTMLTableCellElement) => (th.dataset.field !== undefined ? widthIn(widths, th.dataset.field) : undefined);
    // Before any width changes: the natural widths (auto layout), or, in a table already sized, the content's.
    for (const th of cells) {
      if (own(th) === undefined && !frozen.has(th)) frozen.set(th, sized ? contentWidth(table, th) : Math.ceil(th.getBoundingClientRect().width));
    }
    let sum = 0;
    for (const th of cells) {
      const width = own(th) ?? frozen.get(th) ?? 0;
      sum += width;
      if (th.style.width !== `${width}px`) Object.assign(th.style, { width: `${width}px`, ...CELL });
    }
    table.classList.add('alm-sized');
    Object.assign(table.style, { width: `${sum}px`, tableLayout: 'fixed' });
  };
  const stop = $effect.root(() => {
    $effect(() => {
      const columns = store.visible;
      void tick().then(() => placeHandles(columns));
    });
    $effect(() => {
      const widths = store.widths;
      // The header's cells follow the columns and the feature columns: once they are rendered.
      void [store.visible, store.slots, store.config.showCheckbox];
      // The other columns' natural widths are taken with the rows drawn, not from the header alone.
      if (!store.loaded || store.held) return;
      void tick().then(() => apply(widths));
    });
  });
  return () => {
    stop();
    for (const remove of handles.values()) remove();
    unsize(table, Array.from(headerRow(table)?.cells ?? []), pageWidth);
  };
}

/** A sized header cell's own style: its width includes padding and border; text that does not fit ends in an ellipsis. */
const CELL = { boxSizing: 'border-box', overflow: 'hidden', textOverflow: 'ellipsis' };

function unsize(table: HTMLTableElement, cells: HTMLTableCellElement[], pageWidth: string): void {
  if (!table.classList.contains('alm-sized')) return;
  table.classList.remove('alm-sized');
  Object.assign(table.style, { width: pageWidth, tableLayout: '' });
  if (!table.getAttribute('style')) table.removeAttribute('style');
  for (const th of cells) Object.assign(th.style, { width: '', boxSizing: '', overflow: '', textOverflow: '' });
}
