/**
 * The flat list a windowed grouped table scrolls (issue 47 item 6), pure: every row on one page, the header rows
 * of the groups shown and the rows of open groups, as ./group-items.ts groupItems flattens them, but only the
 * items of a window made. Its own module: group-items.ts is in the bundle every table page loads (the URL's
 * closed groups), and what this adds is only for the grouped body's lazy part.
 */
import type { Group } from './groups';
import type { GroupItem } from './group-items';

/**
 * How many items a group shows, every page on one (windowed): its header, and under it while open its
 * subgroups' items or its rows.
 */
function flatSize(group: Group, closed: ReadonlySet<string>): number {
  if (closed.has(group.path)) return 1;
  if (!group.groups.length) return 1 + group.rows.length;
  let n = 1;
  for (const sub of group.groups) n += flatSize(sub, closed);
  return n;
}

/**
 * Items [from, to) of the flat list a windowed grouped table scrolls (every row on one page: issue 47 item 6),
 * the list groupItems(groups, closed) makes, without making the items outside it: the header rows of the
 * groups shown and the rows of open groups; a closed group's rows are skipped whole. An item's place in the
 * list is its place among the body's rows (aria-rowindex). One walk over the groups and the items drawn.
 */
export function itemSlice(groups: readonly Group[], closed: ReadonlySet<string>, from: number, to: number): GroupItem[] {
  const items: GroupItem[] = [];
  let at = 0;
  let row = 0;
  const walk = (list: readonly Group[]) => {
    for (let i = 0; i < list.length && at < to; i++) {
      const group = list[i];
      const size = flatSize(group, closed);
      if (at + size <= from) {
        (at += size), (row += group.rows.length);
        continue;
      }
      const open = !closed.has(group.path);
      if (at >= from) items.push({ kind: 'group', group, level: group.depth + 1, setsize: list.length, posinset: i + 1, open, continued: false });
      at++;
      if (!open) row += group.rows.length;
      else if (group.groups.length) walk(group.groups);
      else {
        const end = Math.min(group.rows.length, to - at);
        for (let k = Math.max(0, from - at); k < end; k++) items.push({ kind: 'row', row: group.rows[k], level: group.depth + 2, index: row + k });
        (at += group.rows.length), (row += group.rows.length);
      }
    }
  };
  walk(groups);
  return items;
}

/** A header row of the flat list (itemSlice): its group, aria-level and place in the list. */
export interface GroupHeader {
  path: string;
  level: number;
  at: number;
}

/** The header rows of the flat list itemSlice walks (the groups shown), with their places: the keyboard moves between them. */
export function groupHeaders(groups: readonly Group[], closed: ReadonlySet<string>): GroupHeader[] {
  const out: GroupHeader[] = [];
  let at = 0;
  const walk = (list: readonly Group[]) => {
    for (const group of list) {
      out.push({ path: group.path, level: group.depth + 1, at: at++ });
      if (closed.has(group.path)) continue;
      if (group.groups.length) walk(group.groups);
      else at += group.rows.length;
    }
  };
  walk(groups);
  return out;
}
