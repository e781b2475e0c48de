// Issue 47 item 3, property tests of the tree model: flattening a forest (every node open) and un-flattening
// the items by their levels gives back the original rows and parents; with any nodes open and any rows
// matching, every shown row's ancestors are shown.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTree, keyOf } from '../../../src/table/model/tree';
import { treeItems, type TreeItem } from '../../../src/table/model/tree-items';
import type { Row } from '../../../src/table/model/types';

/** A forest: row i's parent is one of the rows before it, or none. */
const forest = fc.array(fc.nat(), { maxLength: 60 }).map((picks) => picks.map((p, i): Row => ({ id: `r${i}`, parentId: p % (i + 1) === i ? null : `r${p % (i + 1)}` })));

/** The parent of each item by its level: the nearest item above one level up. */
function unflatten(items: readonly TreeItem[]): Row[] {
  const stack: string[] = [];
  return items.map((it) => {
    stack.length = it.level - 1;
    const parentId = stack[it.level - 2] ?? null;
    stack.push(it.node.key);
    return { id: it.node.key, parentId };
  });
}

const byId = (list: Row[]) => [...list].sort((a, b) => String(a.id).localeCompare(String(b.id)));

describe('tree properties', () => {
  it('flattening then un-flattening gives the original rows', () => {
    fc.assert(fc.property(forest, (rows) => {
      const items = treeItems(buildTree(rows, rows, 'parentId').roots, () => true);
      expect(byId(unflatten(items))).toEqual(byId(rows));
    }));
  });

  it('every visible row\'s ancestors are visible', () => {
    fc.assert(fc.property(forest, fc.array(fc.boolean()), fc.array(fc.boolean()), (rows, openBits, matchBits) => {
      const matches = rows.filter((_, i) => matchBits[i] ?? true);
      const isOpenKey = (key: string) => openBits[Number(key.slice(1))] ?? false;
      const items = treeItems(buildTree(rows, matches, 'parentId').roots, (n) => isOpenKey(n.key));
      const parentOf = new Map(rows.map((r) => [String(r.id), keyOf(r.parentId)]));
      const seen = new Set<string>();
      for (const it of items) {
        const p = parentOf.get(it.node.key);
        if (p !== null && p !== undefined) expect(seen.has(p)).toBe(true);
        seen.add(it.node.key);
      }
      // And a match is shown whenever all its ancestors are open.
      for (const m of matches) {
        let p = parentOf.get(String(m.id));
        let openChain = true;
        for (let guard = 0; p && guard < rows.length; guard++, p = parentOf.get(p)) openChain &&= isOpenKey(p);
        if (openChain) expect(seen.has(String(m.id))).toBe(true);
      }
    }));
  });
});
