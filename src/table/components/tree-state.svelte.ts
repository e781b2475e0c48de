/**
 * Which nodes of a tree table are open (issue 47 item 3): the tree body
 * (TreeBody.svelte) and a DataTable's bindable `openNodes` share it, one
 * per table. Every node starts closed; the open ones are kept in the URL
 * (../dom/tree-url.ts).
 */
import type { TableStore } from '../store.svelte';

export class TreeOpen {
  /** The keys (row ids as text) the reader opened. */
  open = $state.raw<ReadonlySet<string>>(new Set());
  /** Told of each change the reader makes (the URL follows). */
  changed: () => void = () => {};

  /** Flip one node (`to`: open it or not, whatever it is now). */
  toggle(key: string, to = !this.open.has(key)): void {
    const next = new Set(this.open);
    if (to) next.add(key);
    else next.delete(key);
    this.set(next);
  }

  set(open: ReadonlySet<string>, told = true): void {
    this.open = open;
    if (told) this.changed();
  }
}

const states = new WeakMap<TableStore, TreeOpen>();

/** The open state of `store`'s tree. */
export function treeOpen(store: TableStore): TreeOpen {
  let state = states.get(store);
  if (!state) states.set(store, (state = new TreeOpen()));
  return state;
}
