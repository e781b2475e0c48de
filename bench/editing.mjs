#!/usr/bin/env node
// Editable-rows bench (issue "TableManager IV" item 4): a data-editable-rows table of 500 rows with
// text, number and select controls (bench/pages/editing-almanac.html), in headless Chromium.
// Figures, never timed tests. Targets: render under 150 ms; typing under 4 ms of script a keystroke.
//   node bench/editing.mjs [--rows 500] [--runs 5]
// Render: from initTable + setData to the frame after the controls are in (the first run also
// loads the cells and rows parts: reported apart). Typing: the script time Chromium reports
// (CDP Performance.getMetrics ScriptDuration) over 20 keystrokes in a cell's text control, per key.
import { arg, launch, median, needDist, serve } from './lib.mjs';

const ROWS = Number(arg('rows', 500));
const RUNS = Number(arg('runs', 5));
needDist('editing', ['almanac-table.js']);

const server = await serve();
const browser = await launch();
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
  console.log(`| render, first (loads the cells and rows parts) | ${Math.round(first)} ms | |`);
  console.log(`| render, median | ${Math.round(median(rest))} ms (${Math.round(Math.min(...rest))}–${Math.round(Math.max(...rest))}) | < 150 ms |`);
  console.log(`| typing, script per keystroke, median | ${median(perKey).toFixed(2)} ms | < 4 ms |`);
} finally {
  await browser.close();
  server.close();
}
