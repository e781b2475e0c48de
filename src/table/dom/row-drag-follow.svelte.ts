/**
 * What drag reorder (./row-drag.ts) follows of its table, through runes:
 * each effect runs once the DOM shows the state it read (Svelte runs
 * effects after the DOM update), and reads nothing else (untracked).
 */
import { untrack } from 'svelte';
import type { TableStore } from '../store.svelte';

export interface DragFollowers {
  /** While the store's rowSort is on: the handles column and the zone; returns what takes them away. */
  rowSort(): () => void;
  /** The table is (or is no longer) sorted by a column: the handles are disabled then. */
  sorted(sorted: boolean): void;
  /** The body's rows as rendered changed (while rowSort is on): the zone's items follow. */
  rendered(): void;
}

/**
 * Follow `store` for drag reorder until the returned `stop`. The rows the body renders are the view's,
 * but a windowed table (200+ rows) renders those in view, as it scrolls: `changed` is told when a row's
 * handle comes or goes (DragHandle's attachment), and that is followed too.
 */
export function followDrag(store: TableStore, on: DragFollowers): { stop: () => void; changed: () => void } {
  let handles = $state.raw({});
  const stop = $effect.root(() => {
    $effect(() => {
      if (store.rowSort) return untrack(() => on.rowSort());
    });
    $effect(() => {
      const sorted = store.query.sort.length > 0;
      untrack(() => on.sorted(sorted));
    });
    $effect(() => {
      if (!store.rowSort) return;
      void store.view.rows;
      void handles;
      untrack(() => on.rendered());
    });
  });
  return { stop, changed: () => void (handles = {}) };
}
