/**
 * A prop a Svelte component follows after it was built (both widgets' components: DataTable,
 * EventCalendar): `apply` runs, untracked, whenever what `read` reads changes — from the second run
 * on: the first value is the one the store was built with. Must be called during component
 * initialisation.
 */
import { untrack } from 'svelte';

export function followProp(read: () => unknown, apply: () => unknown): void {
  let first = true;
  $effect(() => {
    read();
    if (first) {
      first = false;
      return;
    }
    untrack(apply);
  });
}
