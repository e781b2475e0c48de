// Issue 47 item 3 (tree data), the pure model: model/tree.ts makes the forest of rows by their parent field
// (siblings in the view's order, a search's matches kept with their ancestors as context rows) and reports a
// parent no row has and a parent cycle; model/tree-items.ts flattens it and its open nodes into a page's rows.
import { describe, expect, it } from 'vitest';
import { buildTree } from '../../../../src/table/model/tree';
import { capItems, openWith, treeItems, treeOrder } from '../../../../src/table/model/tree-items';
import type { Row } from '../../../../src/table/model/types';

const rows: Row[] = [
  { id: 1, name: 'Launch', parentId: null },
  { id: 2, name: 'Design', parentId: 1 },
  { id: 3, name: 'Build', parentId: 1 },
  { id: 4, name: 'API', parentId: 3 },
  { id: 5, name: 'Docs', parentId: null },
];
const all = () => true;
const shown = (items: ReturnType<typeof treeItems>) => items.map((it) => `${'-'.repeat(it.level - 1)}${it.node.row.name as string}`);

describe('buildTree', () => {
  it('rows with a parent id go under that row, in the view\'s order; the others are roots', () => {
    const { roots, problems } = buildTree(rows, rows, 'parentId');
    expect(problems).toEqual([]);
    expect(shown(treeItems(roots, all))).toEqual(['Launch', '-Design', '-Build', '--API', 'Docs']);
  });

  it('sort sorts siblings: the view\'s order (here reversed) orders each node\'s children, not the whole list', () => {
    const { roots } = buildTree(rows, [...rows].reverse(), 'parentId');
    expect(shown(treeItems(roots, all))).toEqual(['Docs', 'Launch', '-Build', '--API', '-Design']);
  });

  it('a search keeps a match\'s ancestors, shown and marked as context rows', () => {
    const { roots } = buildTree(rows, [rows[3]], 'parentId');
    const items = treeItems(roots, all);
    expect(shown(items)).toEqual(['Launch', '-Build', '--API']);
    expect(items.map((it) => it.node.match)).toEqual([false, false, true]);
  });

  it('the field named by data-tree-field is the parent field', () => {
    const other = rows.map((r) => ({ id: r.id, name: r.name, boss: r.parentId }));
    expect(shown(treeItems(buildTree(other, other, 'boss').roots, all))).toEqual(['Launch', '-Design', '-Build', '--API', 'Docs']);
  });

  it('a parent that never arrives: the row is a root, reported with its value', () => {
    const { roots, problems } = buildTree([...rows, { id: 6, name: 'Lost', parentId: 99 }], rows, 'parentId');
    expect(problems).toEqual([{ kind: 'orphan', key: '6', parent: '99' }]);
    expect(roots.map((r) => r.key)).toEqual(['1', '5']);
  });

  it('a parent cycle is broken where it closes (that row becomes a root) and reported; no hang', () => {
    const cycle: Row[] = [{ id: 'a', parentId: 'c' }, { id: 'b', parentId: 'a' }, { id: 'c', parentId: 'b' }, { id: 'd', parentId: 'd' }];
    const { roots, problems } = buildTree(cycle, cycle, 'parentId');
    expect(problems).toEqual([{ kind: 'cycle', key: 'd', parent: 'd' }, { kind: 'cycle', key: 'a', parent: 'c' }]);
    expect(shown(treeItems(roots, all)).length).toBe(4);
    expect(roots.map((r) => r.key)).toEqual(['a', 'd']);
  });

  it('a row with hasChildren: true and no children among the rows has children to load', () => {
    const { roots } = buildTree([{ id: 1, hasChildren: true }, { id: 2, hasChildren: true }, { id: 3, parentId: 2 }], [], 'parentId');
    expect(roots).toEqual([]);
    const t = buildTree([{ id: 1, hasChildren: true }, { id: 2, hasChildren: true }, { id: 3, parentId: 2 }], [{ id: 1 }], 'parentId');
    expect(t.roots).toEqual([]);
    const list: Row[] = [{ id: 1, hasChildren: true }, { id: 2, hasChildren: true }, { id: 3, parentId: 2 }];
    expect(buildTree(list, list, 'parentId').roots.map((r) => r.lazy)).toEqual([true, false]);
  });

  it('ids like __proto__ are plain keys', () => {
    const odd: Row[] = [{ id: '__proto__' }, { id: 'constructor', parentId: '__proto__' }];
    expect(shown(treeItems(buildTree(odd, odd, 'parentId').roots, all)).length).toBe(2);
  });

  it('50,000 children under one node: built and flattened without a hang (a guard; the timing is in bench/)', () => {
    const many: Row[] = [{ id: 0 }, ...Array.from({ length: 50_000 }, (_, i) => ({ id: i + 1, parentId: 0 }))];
    const t0 = performance.now();
    const { roots } = buildTree(many, many, 'parentId');
    const items = treeItems(roots, all);
    expect(items.length).toBe(50_001);
    expect(items[50_000].setsize).toBe(50_000);
    expect(performance.now() - t0).toBeLessThan(5_000);
    // A page holding every row draws the first 2,000; the row whose children go past them is named.
    const capped = capItems(items);
    expect([capped.items.length, capped.over?.node.key]).toEqual([2000, '0']);
    expect(capItems(items.slice(0, 10)).over).toBeNull();
  });
});

describe('treeItems', () => {
  const { roots } = buildTree(rows, rows, 'parentId');

  it('a closed node hides its subtree; APG treegrid places: level, set size, position, open (undefined for a leaf)', () => {
    const items = treeItems(roots, (n) => n.key === '1');
    expect(items.map((it) => [it.node.key, it.level, it.setsize, it.posinset, it.open])).toEqual([
      ['1', 1, 2, 1, true], ['2', 2, 2, 1, undefined], ['3', 2, 2, 2, false], ['5', 1, 2, 2, undefined],
    ]);
  });

  it('paging counts rows in tree order: a page starting inside a subtree shows its ancestors again, marked continued', () => {
    const items = treeItems(roots, all, 3, 5);
    expect(items.map((it) => [it.node.key, it.continued, it.index])).toEqual([['1', true, 0], ['3', true, 2], ['4', false, 3], ['5', false, 4]]);
  });

  it('while filtering, a context row shows open unless the reader closed it', () => {
    const search = buildTree(rows, [rows[3]], 'parentId').roots;
    expect(shown(treeItems(search, openWith(new Set(), true)))).toEqual(['Launch', '-Build', '--API']);
    expect(shown(treeItems(search, openWith(new Set(['3']), true)))).toEqual(['Launch', '-Build']);
    expect(shown(treeItems(roots, openWith(new Set(), false)))).toEqual(['Launch', 'Docs']);
  });
});

describe('treeOrder: the matching rows in tree order (the view a paged tree pages over)', () => {
  it('each row before its children, siblings in the view\'s order; context rows left out', () => {
    const names = (list: Row[]) => list.map((r) => r.name);
    expect(names(treeOrder(buildTree(rows, rows, 'parentId').roots))).toEqual(['Launch', 'Design', 'Build', 'API', 'Docs']);
    // A search matching API only: Launch and Build are its context rows, not in the order.
    expect(names(treeOrder(buildTree(rows, [rows[3]], 'parentId').roots))).toEqual(['API']);
  });

  it('a chain 20,000 levels deep is walked without overflowing the stack', () => {
    const chain: Row[] = Array.from({ length: 20_000 }, (_, i) => ({ id: i + 1, parentId: i || null }));
    const order = treeOrder(buildTree(chain, chain, 'parentId').roots);
    expect(order).toHaveLength(20_000);
    expect(order[19_999].id).toBe(20_000);
  });
});
