#!/usr/bin/env node
// Editable-rows bench (issue "TableManager IV" item 4): a data-editable-rows table of 500 rows with
// text, number and select controls (bench/pages/editing-almanac.html), in headless Chromium.
// Figures, never timed tests. Targets: render under 150 ms; typing under 4 ms of script a keystroke.
//   node bench/editing.mjs [--rows 500] [--runs 5]
// Render: from initTable + setData to the frame after the controls are in (the first run also
// loads the cells and rows chunks: reported apart). Typing: the script time Chromium reports
// (CDP Performance.getMetrics ScriptDuration) over 20 keystrokes in a cell's text control, per key.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BENCH = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(BENCH, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const ROWS = Number(arg('rows', 500));
const RUNS = Number(arg('runs', 5));
if (!existsSync(join(ROOT, 'dist', 'almanac-chunk-cells.js'))) {
  console.error('bench/editing: dist/ is missing — run `npm run build` first');
  process.exit(1);
}
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
function serve() {
  const roots = { '/dist/': join(ROOT, 'dist'), '/pages/': join(BENCH, 'pages') };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const prefix = Object.keys(roots).find((p) => path.startsWith(p));
    const file = prefix && normalize(join(roots[prefix], path.slice(prefix.length)));
    if (!file || !file.startsWith(roots[prefix] + sep) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await serve();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/pages/editing-almanac.html?rows=${ROWS}`);
  await page.waitForFunction(() => window.benchReady === true);
  const renders = [];
  for (let run = 0; run <= RUNS; run++) renders.push(await page.evaluate(() => window.timeRender()));
  const [first, ...rest] = renders;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const script = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value * 1000;
  const input = page.locator('tbody input[name="name"]').nth(3);
  await input.click();
  const perKey = [];
  for (let run = 0; run < RUNS; run++) {
    const before = await script();
    await page.keyboard.type('abcdefghijklmnopqrst');
    perKey.push((await script() - before) / 20);
  }
  console.log(`Editable rows: ${ROWS} rows, text/number/select controls, headless Chromium, ${RUNS} runs\n`);
  console.log('| figure | value | target |');
  console.log('| --- | --- | --- |');
  console.log(`| render, first (loads the cells and rows chunks) | ${Math.round(first)} ms | |`);
  console.log(`| render, median | ${Math.round(median(rest))} ms (${Math.round(Math.min(...rest))}–${Math.round(Math.max(...rest))}) | < 150 ms |`);
  console.log(`| typing, script per keystroke, median | ${median(perKey).toFixed(2)} ms | < 4 ms |`);
} finally {
  await browser.close();
  server.close();
}
