#!/usr/bin/env node
// Tree data bench (issue 47 item 3): the tree model of a tree table (model/tree.ts buildTree, then
// model/tree-items.ts treeItems, every node open) over 50,000 children under one node, and over 100,000 rows
// in a deep-ish forest (each row under one of the 1,000 rows before it), with and without a search that keeps
// one row in a hundred (and its ancestors). Figures only, never a timed test (tests/unit/table/model/tree.test.ts
// only guards against a hang).
//   node bench/tree.mjs [--runs 15]
// The source modules are loaded through Vite (TypeScript as it is shipped, before minification).
import { createServer } from 'vite';
import { arg, median, ROOT } from './lib.mjs';

const RUNS = Number(arg('runs', 15));

const vite = await createServer({ root: ROOT, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
try {
  const { buildTree } = await vite.ssrLoadModule('/src/table/model/tree.ts');
  const { treeItems } = await vite.ssrLoadModule('/src/table/model/tree-items.ts');
  const wide = [{ id: 0 }, ...Array.from({ length: 50_000 }, (_, i) => ({ id: i + 1, parentId: 0 }))];
  const forest = Array.from({ length: 100_000 }, (_, i) => ({ id: i, parentId: i < 1000 ? null : i - 1 - ((i * 7919) % 1000) }));
  const cases = [
    ['50,000 children under one node', wide, wide],
    ['100,000 rows, a forest', forest, forest],
    ['100,000 rows, search keeps 1 in 100', forest, forest.filter((_, i) => i % 100 === 0)],
  ];
  for (const [name, rows, matches] of cases) {
    const times = [];
    let shown = 0;
    for (let r = 0; r < RUNS; r++) {
      const t0 = performance.now();
      shown = treeItems(buildTree(rows, matches, 'parentId').roots, () => true).length;
      times.push(performance.now() - t0);
    }
    console.log(`${name}: ${shown} rows shown, median ${median(times).toFixed(1)} ms over ${RUNS} runs`);
  }
} finally {
  await vite.close();
}
