/**
 * The range part's one effect (issue 46 item 1): when the range, the rows
 * or the columns change, a grid that shrank (a filter, a hidden column)
 * keeps the range inside it, and the cells are marked again once the body
 * shows the change (`repaint`).
 */
import { tick, untrack } from 'svelte';
import { clampPoint, keptIn, samePoint } from '../model/cell-range';
import type { RangeState } from '../components/range-state.svelte';
import type { TableStore } from '../store.svelte';

export function followRange(store: TableStore, state: RangeState, repaint: () => void): () => void {
  return $effect.root(() => {
    $effect(() => {
      void [state.range, state.cursor, store.view.rows, store.visible, store.slots];
      untrack(() => {
        const grid = { rows: store.view.rows.length, cols: store.visible.length };
        const kept = keptIn(state.range, grid);
        const cursor = clampPoint(state.cursor, grid);
        if (kept && (!samePoint(cursor, state.cursor) || !samePoint(kept.anchor, state.range.anchor) || !samePoint(kept.focus, state.range.focus))) state.set(cursor, kept);
      });
      void tick().then(repaint);
    });
  });
}
