#!/usr/bin/env node
// Column resize bench (issue 44 items 1 and 7): a windowed table of 100,000 rows (every row on one page,
// only those in view rendered: bench/pages/resize-almanac.html), in headless Chromium. Figures, never
// timed tests. Target: script per pointer move ≤ 4 ms (median over the runs).
//   node bench/column-resize.mjs [--rows 100000] [--runs 5] [--moves 40]
// Each run drags the "City" header's resize handle by mouse, `moves` pointer moves of 3 px (out and back),
// and reads the script time Chromium reports (CDP Performance.getMetrics ScriptDuration) and the layout
// time (LayoutDuration) over the moves, per move; and the rendered rows before and after (the rows are not
// rendered again: their number stays).
import { arg, launch, median, needDist, serve } from './lib.mjs';

const ROWS = Number(arg('rows', 100000));
const RUNS = Number(arg('runs', 5));
const MOVES = Number(arg('moves', 40));
needDist('column-resize', ['almanac-table.js']);

const server = await serve();
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/pages/resize-almanac.html?rows=${ROWS}`);
  await page.waitForFunction(() => window.benchReady === true && window.renderedRows() > 10);
  // The pointer on the header brings the resize part.
  await page.locator('thead').hover();
  const grip = page.locator('th[data-field="city"] .alm-resize');
  await grip.waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => {
    const all = (await cdp.send('Performance.getMetrics')).metrics;
    const get = (name) => all.find((m) => m.name === name).value * 1000;
    return { script: get('ScriptDuration'), layout: get('LayoutDuration') };
  };
  const frame = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  // What waiting for a frame costs in script by itself (subtracted from each move's figure).
  const idle = await metrics();
  for (let i = 0; i < MOVES; i++) await frame();
  const waiting = ((await metrics()).script - idle.script) / MOVES;
  const rowsBefore = await page.evaluate(() => window.renderedRows());
  const script = [];
  const layout = [];
  for (let run = 0; run < RUNS; run++) {
    const b = await grip.boundingBox();
    const [x, y] = [b.x + b.width / 2, b.y + b.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    const before = await metrics();
    for (let i = 1; i <= MOVES; i++) {
      const dx = i <= MOVES / 2 ? i * 3 : (MOVES - i) * 3;
      await page.mouse.move(x + dx, y);
      // One move a frame, as a hand moves: the page lays out and paints each.
      await frame();
    }
    const after = await metrics();
    await page.mouse.up();
    script.push(Math.max(0, (after.script - before.script) / MOVES - waiting));
    layout.push((after.layout - before.layout) / MOVES);
  }
  const rowsAfter = await page.evaluate(() => window.renderedRows());
  const fmt = (list) => `${median(list).toFixed(2)} ms (${Math.min(...list).toFixed(2)}–${Math.max(...list).toFixed(2)})`;
  console.log(`Column resize: ${ROWS.toLocaleString('en')} rows windowed (${rowsBefore} rendered), headless Chromium, ${RUNS} runs of ${MOVES} pointer moves\n`);
  console.log('| figure | value | target |');
  console.log('| --- | --- | --- |');
  console.log(`| script per pointer move, median | ${fmt(script)} | ≤ 4 ms |`);
  console.log(`| layout per pointer move, median | ${fmt(layout)} | |`);
  console.log(`| rendered rows before / after the drags | ${rowsBefore} / ${rowsAfter} | the same |`);
  console.log(`\n(The script of waiting for a frame, ${waiting.toFixed(2)} ms, is subtracted from each move.)`);
} finally {
  await browser.close();
  server.close();
}
