// Size budget (issue "Performance"): almanac.js + almanac.css, gzip, both widgets.
// Size is deterministic, so unlike timings it may gate the build: with
// SIZE_GATE=1 (or --gate) a bundle over budget fails. The gate is off by
// default until the bundle is back under budget (see bench/RESULTS.md).
import { readFileSync } from 'node:fs';
import { gzipSync, brotliCompressSync } from 'node:zlib';

const BUDGET_GZIP = 45 * 1024;
const files = ['dist/almanac.js', 'dist/almanac.css'];
const raw = Buffer.concat(files.map((f) => readFileSync(f)));
const gz = gzipSync(raw, { level: 9 }).length;
const br = brotliCompressSync(raw).length;
const kb = (n) => (n / 1024).toFixed(1) + ' KB';
console.log(`size: almanac.js + almanac.css = ${kb(raw.length)} raw, ${kb(gz)} gzip, ${kb(br)} brotli (budget ${kb(BUDGET_GZIP)} gzip)`);
const gate = process.env.SIZE_GATE === '1' || process.argv.includes('--gate');
if (gz > BUDGET_GZIP) {
  console.log(`size: ❌ over budget by ${kb(gz - BUDGET_GZIP)}${gate ? '' : ' (not gating: SIZE_GATE is off)'}`);
  if (gate) process.exit(1);
} else {
  console.log('size: ✅ within budget');
}
