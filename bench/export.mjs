#!/usr/bin/env node
// Export bench (issue 11 item 5): TableManager.exportData on a client-side table of 100,000 rows
// (bench/pages/export-almanac.html: the bench's 8 columns with currency, date and lookup formats),
// in headless Chromium. A figure, never a timed test: target for CSV under 2 s on the project machine.
//   node bench/export.mjs [--rows 100000] [--runs 5] [--formats csv,json,excel]
// Each figure: from the exportData call to its promise resolving (every cell formatted, the file
// built, a Blob handed to a download link). The first call of a page also loads the export chunk
// (and the xlsx chunk for Excel): it is reported apart as "first", the median is over the calls after it.
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
const ROWS = Number(arg('rows', 100000));
const RUNS = Number(arg('runs', 5));
const FORMATS = arg('formats', 'csv,json,excel').split(',');
const TARGET_MS = 2000;

for (const f of ['almanac-table.js', 'almanac-chunk-export.js', 'almanac-chunk-xlsx.js']) {
  if (!existsSync(join(ROOT, 'dist', f))) {
    console.error(`bench/export: dist/${f} is missing — run \`npm run build\` first`);
    process.exit(1);
  }
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
/** dist/ and bench/pages/ on a loopback port. */
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
const ms = (x) => `${Math.round(x).toLocaleString('en-US')} ms`;

const server = await serve();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const base = `http://127.0.0.1:${server.address().port}`;
  console.log(`Export of ${ROWS.toLocaleString('en-US')} client rows × 8 columns (currency, date, lookup formats), ${RUNS} runs after a first call, headless Chromium\n`);
  console.log('| format | first call (loads the chunk) | median | min–max | file size |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const format of FORMATS) {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    let size = 0;
    page.on('download', async (d) => {
      const stream = await d.createReadStream();
      size = 0;
      for await (const chunk of stream) size += chunk.length;
    });
    await page.goto(`${base}/pages/export-almanac.html?rows=${ROWS}`);
    await page.waitForFunction(() => window.benchReady === true);
    const times = [];
    let first;
    for (let run = 0; run <= RUNS; run++) {
      const r = await page.evaluate((f) => window.timeExport(f), format);
      if (!r.ok) throw new Error(`exportData('${format}') failed`);
      if (run === 0) first = r.ms;
      else times.push(r.ms);
    }
    await page.waitForTimeout(500); // let the last download finish for its size
    const line = `| ${format} | ${ms(first)} | ${ms(median(times))} | ${ms(Math.min(...times))}–${ms(Math.max(...times))} | ${(size / 1048576).toFixed(1)} MB |`;
    console.log(format === 'csv' ? `${line}${median(times) < TARGET_MS ? '' : ' ← over the 2 s target'}` : line);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
