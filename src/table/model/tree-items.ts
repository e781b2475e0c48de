/**
 * What a tree table shows (issue 47 item 3), pure: the forest of ./tree.ts
 * and its open nodes flattened into the rows of one page, each with its
 * APG treegrid place (level, position among its siblings, open or not).
 * Paging counts every kept row in tree order (a closed node's subtree still
 * takes its places), so a page shows the same rows however nodes are
 * opened; a node whose subtree goes on from an earlier page is shown
 * again at the top, marked continued. A row is shown only under open
 * ancestors: every shown row's ancestors are shown.
 */
import type { TreeNode } from './tree';
import type { Row } from './types';

export interface TreeItem {
  node: TreeNode;
  level: number;
  setsize: number;
  posinset: number;
  /** Open or not; undefined for a leaf (nothing to open). */
  open: boolean | undefined;
  /** Shown again above the page's rows: it began on an earlier page. */
  continued: boolean;
  /** Its place in tree order (0-based), for its number. */
  index: number;
}

/** Whether a node is open: `open` holds the keys the reader opened; while filtering, a context row shows open unless the reader closed it. */
export const openWith = (open: ReadonlySet<string>, filtering: boolean) => (node: TreeNode): boolean => open.has(node.key) !== (filtering && !node.match);

/** The items of tree-order rows [start, end) (end past the last: to the end). */
export function treeItems(roots: readonly TreeNode[], isOpen: (node: TreeNode) => boolean, start = 0, end = Infinity): TreeItem[] {
  const items: TreeItem[] = [];
  let at = 0;
  const walk = (list: readonly TreeNode[], hidden: boolean) => {
    for (let i = 0; i < list.length; i++) {
      const node = list[i];
      const from = at;
      if (from + node.size <= start || from >= end) {
        at = from + node.size;
        continue;
      }
      const parent = node.children.length > 0 || node.lazy;
      const open = parent ? isOpen(node) : undefined;
      at++;
      if (!hidden) items.push({ node, level: node.depth + 1, setsize: list.length, posinset: i + 1, open, continued: from < start, index: from });
      if (node.children.length) walk(node.children, hidden || !open);
    }
  };
  walk(roots, false);
  return items;
}


/** The most rows a tree table draws on one page that holds every row (the tree body is not windowed). */
export const TREE_ROW_LIMIT = 2000;

/**
 * At most `limit` of `items` (the first ones), and, when some were left out, the parent of the first one
 * left out (the row whose children go past the limit: what the warning names); `items` itself when none is.
 */
export function capItems(items: TreeItem[], limit = TREE_ROW_LIMIT): { items: TreeItem[]; over: TreeItem | null } {
  if (items.length <= limit) return { items, over: null };
  const cut = items[limit];
  let k = limit - 1;
  while (k >= 0 && items[k].level >= cut.level) k--;
  return { items: items.slice(0, limit), over: k >= 0 ? items[k] : null };
}

/**
 * The rows that match (context rows left out) in tree order: each row before its children, siblings in the
 * view's order. Walked with a stack of its own (a tree may be thousands of levels deep).
 */
export function treeOrder(roots: readonly TreeNode[]): Row[] {
  const order: Row[] = [];
  const stack = [...roots].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.match) order.push(node.row);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return order;
}
