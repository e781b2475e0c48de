#!/usr/bin/env node
// Export bench (issue 11 item 5): TableManager.exportData on a client-side table of 100,000 rows
// (bench/pages/export-almanac.html: the bench's 8 columns with currency, date and lookup formats),
// in headless Chromium. A figure, never a timed test: target for CSV under 2 s on the project machine.
//   node bench/export.mjs [--rows 100000] [--runs 5] [--formats csv,json,excel]
// Each figure: from the exportData call to its promise resolving (every cell formatted, the file
// built, a Blob handed to a download link). The first call of a page also loads the export chunk
// (and the xlsx chunk for Excel): it is reported apart as "first", the median is over the calls after it.
import { arg, launch, median, needDist, serve } from './lib.mjs';

const ROWS = Number(arg('rows', 100000));
const RUNS = Number(arg('runs', 5));
const FORMATS = arg('formats', 'csv,json,excel').split(',');
const TARGET_MS = 2000;
const ms = (x) => `${Math.round(x).toLocaleString('en-US')} ms`;
needDist('export', ['almanac-table.js']);

const server = await serve();
const browser = await launch();
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
