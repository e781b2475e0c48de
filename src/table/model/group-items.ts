/**
 * What a grouped table shows (issue 47 item 1), pure: the groups of
 * ./groups.ts and which of them are closed, flattened into the rows of one
 * page — group headers (APG treegrid: level, position among siblings, open
 * or not; "continued" when the group began on an earlier page) and the
 * rows of open groups. Paging counts rows, in the groups' order; a closed
 * group's rows still take their places on the page. Also the open state in
 * the URL: the closed groups, compact.
 */
import { PATH_SEP, type Group } from './groups';
import type { Row, TableView } from './types';

export type GroupItem =
  | { kind: 'group'; group: Group; level: number; setsize: number; posinset: number; open: boolean; continued: boolean }
  | { kind: 'row'; row: Row; level: number; index: number };

/**
 * The items of rows [start, end) of the grouped order (end past the last:
 * to the end); `closed` holds the paths of closed groups. `index` of a row:
 * its place in the grouped order (0-based), for its number.
 */
export function groupItems(groups: readonly Group[], closed: ReadonlySet<string>, start = 0, end = Infinity): GroupItem[] {
  const items: GroupItem[] = [];
  let at = 0;
  const walk = (list: readonly Group[], hidden: boolean) => {
    list.forEach((group, i) => {
      const from = at;
      const to = from + group.rows.length;
      if (to <= start || from >= end) return void (at = to);
      const open = !closed.has(group.path);
      if (!hidden) items.push({ kind: 'group', group, level: group.depth + 1, setsize: list.length, posinset: i + 1, open, continued: from < start });
      if (group.groups.length) return walk(group.groups, hidden || !open);
      for (const row of group.rows) {
        if (!hidden && open && at >= start && at < end) items.push({ kind: 'row', row, level: group.depth + 2, index: at });
        at++;
      }
    });
  };
  walk(groups, false);
  return items;
}

/**
 * How many rows a grouped table draws (aria-rowcount, aria-rowindex): `all`, every page's items one after
 * another (a group header again on each page its rows reach, as groupItems draws it), and `before`, the items
 * of the pages before the one starting at row `start`. `size`: rows per page (Infinity: one page). One walk.
 */
export function groupCount(groups: readonly Group[], closed: ReadonlySet<string>, size = Infinity, start = 0): { before: number; all: number } {
  let at = 0;
  let before = 0;
  let all = 0;
  const page = (n: number) => (size === Infinity ? 0 : Math.floor(n / size));
  const walk = (list: readonly Group[], hidden: boolean) => {
    for (const group of list) {
      const from = at;
      const to = from + group.rows.length;
      const open = !hidden && !closed.has(group.path);
      if (!hidden) {
        all += page(to - 1) - page(from) + 1;
        if (from < start) before += page(Math.min(to, start) - 1) - page(from) + 1;
      }
      if (group.groups.length) walk(group.groups, !open);
      else {
        if (open) (all += group.rows.length), (before += Math.max(0, Math.min(to, start) - from));
        at = to;
      }
    }
  };
  walk(groups, false);
  return { before, all };
}

/** A table's view with its filtered rows in `order` (the groups' order): the same pages, each holding the rows it draws. */
export function inGroupOrder(view: TableView, order: Row[]): TableView {
  return { ...view, ordered: order, rows: order.slice(view.offset, view.offset + view.rows.length) };
}

/** Every group's path, outer groups first (expand all / collapse all). */
export function groupPaths(groups: readonly Group[]): string[] {
  return groups.flatMap((g) => [g.path, ...groupPaths(g.groups)]);
}

/** A path as the URL writes it: each key percent-encoded, joined by '/' (so ',' and '/' in a key stay apart). */
const pathText = (path: string) => path.split(PATH_SEP).map(encodeURIComponent).join('/');

/** The closed groups in the URL: paths joined by ','; undefined when none is closed (left out of the URL). */
export function writeClosed(closed: ReadonlySet<string>): string | undefined {
  return closed.size ? [...closed].map(pathText).join(',') : undefined;
}

/** The closed groups a URL value names (null: the URL names none); a part that is not valid percent-encoding is reported and left out. */
export function readClosed(value: string | null, report: (problem: string) => void = () => {}): Set<string> | null {
  if (value === null) return null;
  const closed = new Set<string>();
  for (const part of value.split(',')) {
    if (!part) continue;
    try {
      closed.add(part.split('/').map(decodeURIComponent).join(PATH_SEP));
    } catch {
      report(`"${part.slice(0, 40)}" is not a group`);
    }
  }
  return closed;
}
