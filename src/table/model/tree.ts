/**
 * Tree data (issue 47 item 3), pure: rows whose parent field (`parentId`, or
 * data-tree-field) names another row's id made into a forest, and the
 * forest and its open nodes flattened into the rows of one page
 * (./tree-items.ts). Siblings keep the view's order (its sort); a search or
 * filter keeps the matching rows and their ancestors, the ancestors marked
 * as context. Bad input: a parent id no row has (the row is a root) and a
 * cycle (broken at the row where it closes, which becomes a root) are
 * reported, once each, by value; nothing is thrown. Linear, and no recursion
 * over siblings: 50,000 children under
 * one node are fine.
 */
import type { Row } from './types';

export interface TreeNode {
  row: Row;
  /** The row's id as text: what the open state and the URL know it by. */
  key: string;
  /** 0 for a root. */
  depth: number;
  /** The kept children, in the view's order. */
  children: TreeNode[];
  /** False: kept only because a descendant matches the search or filters (a context row). */
  match: boolean;
  /** Its children are still to load (`hasChildren: true` and none among the rows). */
  lazy: boolean;
  /** Rows in its subtree, itself included (paging counts them). */
  size: number;
}

export interface TreeProblem {
  kind: 'orphan' | 'cycle';
  /** The row's id. */
  key: string;
  /** The parent id it names. */
  parent: string;
}

export interface Tree {
  roots: TreeNode[];
  problems: TreeProblem[];
}

/** A row's id or parent value as text; null for none (null, undefined, ''). */
export const keyOf = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

/**
 * The forest of `rows` by parent field `field`, keeping the rows of
 * `matches` (the view's filtered rows in its sorted order; every row when
 * nothing filters) and their ancestors. A row without an id is a leaf; the
 * first of two rows with one id is the parent the other's children find.
 */
export function buildTree(rows: readonly Row[], matches: readonly Row[], field: string): Tree {
  const n = rows.length;
  const problems: TreeProblem[] = [];
  const byKey = new Map<string, number>();
  const keys = rows.map((row, i) => {
    const key = keyOf(row.id);
    if (key !== null && !byKey.has(key)) byKey.set(key, i);
    return key ?? '';
  });
  const parent = new Int32Array(n).fill(-1);
  const hasChild = new Uint8Array(n);
  rows.forEach((row, i) => {
    const p = keyOf(row[field]);
    if (p === null) return;
    const at = byKey.get(p);
    if (at === undefined || at === i) problems.push({ kind: at === i ? 'cycle' : 'orphan', key: keys[i], parent: p });
    else parent[i] = at;
  });
  // Cycles: follow each row's parents; a walk that meets itself is broken where it closes.
  const state = new Uint8Array(n);
  const path: number[] = [];
  for (let i = 0; i < n; i++) {
    let at = i;
    path.length = 0;
    while (at !== -1 && state[at] === 0) state[at] = 1, path.push(at), (at = parent[at]);
    if (at !== -1 && state[at] === 1) problems.push({ kind: 'cycle', key: keys[at], parent: keys[parent[at]] }), (parent[at] = -1);
    for (const p of path) state[p] = 2;
  }
  for (let i = 0; i < n; i++) if (parent[i] !== -1) hasChild[parent[i]] = 1;
  // Matches in the view's order, each followed by its ancestors no earlier match reached (context rows,
  // which sort where their first matching descendant does): siblings come in order, with no sort.
  const index = new Map<Row, number>();
  rows.forEach((row, i) => index.set(row, i));
  const match = new Uint8Array(n);
  const reached = new Uint8Array(n);
  const kept: number[] = [];
  const found: number[] = [];
  for (const row of matches) {
    const i = index.get(row);
    if (i !== undefined && !match[i]) match[i] = 1, found.push(i);
  }
  for (const i of found) {
    kept.push(i);
    for (let at = i; at !== -1 && !reached[at]; at = parent[at]) {
      reached[at] = 1;
      if (at !== i && !match[at]) kept.push(at);
    }
  }
  const nodes: Array<TreeNode | undefined> = new Array(n);
  for (const i of kept) nodes[i] = { row: rows[i], key: keys[i], depth: 0, children: [], match: !!match[i], lazy: rows[i].hasChildren === true && !hasChild[i], size: 1 };
  const roots: TreeNode[] = [];
  for (const i of kept) (parent[i] === -1 ? roots : nodes[parent[i]]!.children).push(nodes[i]!);
  measure(roots);
  return { roots, problems };
}

/** Depths and subtree sizes, without recursion (a long chain of parents does not overflow the stack). */
function measure(roots: TreeNode[]): void {
  const stack: TreeNode[] = [...roots];
  const post: TreeNode[] = [];
  while (stack.length) {
    const node = stack.pop()!;
    post.push(node);
    for (const child of node.children) child.depth = node.depth + 1, stack.push(child);
  }
  for (let k = post.length - 1; k >= 0; k--) for (const child of post[k].children) post[k].size += child.size;
}
