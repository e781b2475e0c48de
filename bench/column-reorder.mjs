#!/usr/bin/env node
// Column reorder bench (issue 44 items 2 and 7): a windowed table of 100,000 rows (every row on one page,
// only those in view rendered: bench/pages/resize-almanac.html), in headless Chromium. Figures, never
// timed tests. Target: a reorder renders only the rows in view again (no row element is made or removed;
// the rows in view get their cells moved).
//   node bench/column-reorder.mjs [--rows 100000] [--runs 10]
// Each run opens the "City" header's column menu and picks Move right (then, the next run, Move left), and
// reads: the time from the pick to the first frame that shows it (requestAnimationFrame, then a task);
// the rows (<tr>) the body made or removed; the rows whose cells moved (MutationObserver childList
// records on a <tr>), against the rows rendered.
import { arg, launch, median, needDist, serve } from './lib.mjs';

const ROWS = Number(arg('rows', 100000));
const RUNS = Number(arg('runs', 10));
needDist('column-reorder', ['almanac-table.js']);

const server = await serve();
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/pages/resize-almanac.html?rows=${ROWS}`);
  await page.waitForFunction(() => window.benchReady === true && window.renderedRows() > 10);
  // The pointer on the header brings the column part.
  await page.locator('thead').hover();
  const button = page.locator('th[data-field="city"] .alm-colmenu-button');
  await button.waitFor();
  const rendered = await page.evaluate(() => window.renderedRows());
  const times = [];
  const made = [];
  const touched = [];
  for (let run = 0; run < RUNS; run++) {
    await button.click();
    const item = page.getByRole('menuitem', { name: run % 2 ? 'Move left' : 'Move right' });
    await item.waitFor();
    await page.evaluate(() => {
      const body = document.querySelector('#host tbody');
      const seen = { made: 0, rows: new Set() };
      window.seen = seen;
      window.watch = new MutationObserver((records) => {
        for (const r of records) {
          if (r.target === body) seen.made += [...r.addedNodes, ...r.removedNodes].filter((n) => n.nodeName === 'TR').length;
          else if (r.target.nodeName === 'TR') seen.rows.add(r.target);
        }
      });
      window.watch.observe(body, { childList: true, subtree: true });
    });
    const ms = await item.evaluate((el) => new Promise((done) => {
      const t0 = performance.now();
      el.click();
      requestAnimationFrame(() => setTimeout(() => done(performance.now() - t0), 0));
    }));
    const seen = await page.evaluate(() => {
      window.watch.disconnect();
      return { made: window.seen.made, rows: window.seen.rows.size };
    });
    times.push(ms);
    made.push(seen.made);
    touched.push(seen.rows);
  }
  const fmt = (list, unit = ' ms') => `${median(list).toFixed(unit ? 1 : 0)}${unit} (${Math.min(...list).toFixed(unit ? 1 : 0)}–${Math.max(...list).toFixed(unit ? 1 : 0)})`;
  console.log(`Column reorder: ${ROWS.toLocaleString('en')} rows windowed (${rendered} rendered), headless Chromium, ${RUNS} moves by the column menu\n`);
  console.log('| figure | value | target |');
  console.log('| --- | --- | --- |');
  console.log(`| pick to frame, median | ${fmt(times)} | |`);
  console.log(`| rows made or removed per move, median | ${fmt(made, '')} | 0 |`);
  console.log(`| rows whose cells moved per move, median | ${fmt(touched, '')} | ≤ ${rendered} (the rows rendered) |`);
} finally {
  await browser.close();
  server.close();
}
