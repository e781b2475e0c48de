/**
 * Something in each data column's header cell of the header row (the column
 * part's menus), placed as the header is rendered (again: new columns, a
 * column shown or moved) and taken out with its cell.
 */
import { tick } from 'svelte';
import type { TableStore } from '../store.svelte';
import type { ColumnDef } from '../model/types';
import { headerRow } from './column-measure';

/** Call `place` for each data column's header cell once; returns what takes every one out. */
export function eachHeader(table: HTMLTableElement, store: TableStore, place: (th: HTMLTableCellElement, column: ColumnDef) => () => void): () => void {
  const placed = new Map<HTMLTableCellElement, () => void>();
  const update = () => {
    const cells = Array.from(headerRow(table)?.cells ?? []);
    for (const [th, remove] of placed) if (!cells.includes(th)) (remove(), placed.delete(th));
    for (const th of cells) {
      const column = th.dataset.field ? store.columns.find((c) => c.field === th.dataset.field) : undefined;
      if (column && !placed.has(th)) placed.set(th, place(th, column));
    }
  };
  const stop = $effect.root(() => {
    $effect(() => {
      void [store.visible, store.slots];
      void tick().then(update);
    });
  });
  return () => {
    stop();
    placed.forEach((remove) => remove());
  };
}
