/**
 * Column widths on the page (issue 44 item 1; the resize part): while any
 * column has a width (store.widths), the table keeps its layout — every
 * header cell of the header row gets a width in pixels (the column's own,
 * else the width it had when sizing began, else its content's), the table
 * `table-layout: fixed` (class alm-sized) and the sum of them as its width.
 * With no width left, the table is as it was. A drag changes one width:
 * one header cell and the table's width are written, no row is rendered.
 */
import { tick } from 'svelte';
import type { TableStore } from '../store.svelte';
import { contentWidth, headerRow } from './column-measure';

export function followWidths(table: HTMLTableElement, store: TableStore): () => void {
  /** Widths of header cells without a width of their own, taken once (a Map: reset when sizing ends). */
  let frozen = new Map<HTMLTableCellElement, number>();
  // The page's own width of the table comes back when sizing ends.
  const pageWidth = table.style.width;
  const apply = (widths: Record<string, number>) => {
    const row = headerRow(table);
    const cells = row ? Array.from(row.cells) : [];
    if (!Object.keys(widths).length) return void (unsize(table, cells, pageWidth), (frozen = new Map()));
    const sized = table.classList.contains('alm-sized');
    const own = (th: HTMLTableCellElement) => (th.dataset.field !== undefined ? widths[th.dataset.field] : undefined);
    // Before any width changes: the natural widths (auto layout), or, in a table already sized, the content's.
    for (const th of cells) {
      if (own(th) === undefined && !frozen.has(th)) frozen.set(th, sized ? contentWidth(table, th) : Math.ceil(th.getBoundingClientRect().width));
    }
    let sum = 0;
    for (const th of cells) {
      const width = own(th) ?? frozen.get(th) ?? 0;
      sum += width;
      if (th.style.width !== `${width}px`) th.style.width = `${width}px`;
    }
    table.classList.add('alm-sized');
    table.style.width = `${sum}px`;
  };
  const stop = $effect.root(() => {
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
    unsize(table, Array.from(headerRow(table)?.cells ?? []), pageWidth);
  };
}

function unsize(table: HTMLTableElement, cells: HTMLTableCellElement[], pageWidth: string): void {
  if (!table.classList.contains('alm-sized')) return;
  table.classList.remove('alm-sized');
  table.style.width = pageWidth;
  for (const th of cells) th.style.width = '';
}
