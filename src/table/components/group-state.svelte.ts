/**
 * Which groups of a grouped table are closed (issue 47 item 1): the grouped
 * body (GroupedBody.svelte) and the column menu's Expand all / Collapse all
 * share it, one per table. Every group starts open; the closed ones are
 * kept in the URL (../dom/group-url.ts).
 */
import type { Group, GroupAggregate } from '../model/groups';
import type { TableStore } from '../store.svelte';

export class GroupOpen {
  /** The paths (model/groups.ts) of the closed groups. */
  closed = $state.raw<ReadonlySet<string>>(new Set());
  /** Every group's path in the current grouping (GroupedBody sets it): Collapse all closes these. */
  paths = $state.raw<readonly string[]>([]);
  /** The groups drawn and their labels as the headers show them (GroupedBody sets them): an export writes them (issue 47 item 5). */
  shown: readonly Group[] = [];
  label: (group: Group) => string = (group) => group.key;
  aggregates: readonly GroupAggregate[] = [];
  /** Told of each change the reader makes (the URL follows). */
  changed: () => void = () => {};

  /** Open or close one group. */
  toggle(path: string, open = this.closed.has(path)): void {
    const next = new Set(this.closed);
    if (open) next.delete(path);
    else next.add(path);
    this.set(next);
  }

  /** Open (true) or close every group. */
  all(open: boolean): void {
    this.set(new Set(open ? [] : this.paths));
  }

  set(closed: ReadonlySet<string>, told = true): void {
    this.closed = closed;
    if (told) this.changed();
  }
}

const states = new WeakMap<TableStore, GroupOpen>();

/** The open state of `store`'s groups. */
export function groupOpen(store: TableStore): GroupOpen {
  let state = states.get(store);
  if (!state) states.set(store, (state = new GroupOpen()));
  return state;
}
