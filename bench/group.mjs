#!/usr/bin/env node
// Groups bench (issue 47 "Done means"), in headless Chromium, figures, never timed tests:
//  (a) grouping 100,000 rows by a 1,000-value field: Almanac's TableManager.setGroupBy beside Tabulator's setGroupBy
//      on the same rows in the same run (bench/pages/group-almanac.html, group-tabulator.html: every row on one page,
//      windowed / Tabulator's virtual DOM), from the call to the end of the first frame showing the group rows;
//      budget ≤ 1.0 × Tabulator. Each library grouped once first (Almanac then loads its grouped part), not counted;
//      each timed grouping follows an ungrouping; the libraries take turns, round by round.
//  (b) opening a group in the windowed table (Almanac, grouped, a group halfway down the list scrolled to the top
//      of the viewport): from the click to the end of the first frame showing its rows, beside the innerHTML floor of the
//      rows the window then shows (their markup set as one table body's innerHTML, to its frame); budget ≤ 1.25 ×.
//   node bench/group.mjs [--rows 100000] [--runs 7]
import { arg, launch, median, needDist, serve } from './lib.mjs';

const ROWS = Number(arg('rows', 100000));
const RUNS = Number(arg('runs', 7));
needDist('group', ['almanac-table.js']);

const server = await serve();
const browser = await launch();
const base = `http://127.0.0.1:${server.address().port}/pages`;
const fmt = (list) => `${median(list).toFixed(1)} ms (${Math.min(...list).toFixed(1)}–${Math.max(...list).toFixed(1)})`;
try {
  const open = async (file) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (e) => console.error(`${file}: ${e.message}`));
    await page.goto(`${base}/${file}?rows=${ROWS}`);
    await page.waitForFunction(() => window.benchReady === true, null, { timeout: 120000 });
    return page;
  };
  const almanac = await open('group-almanac.html');
  const tabulator = await open('group-tabulator.html');
  const group = async (page, field) => {
    await page.bringToFront();
    const r = await page.evaluate((f) => window.group(f), field);
    if (r.timeout) throw new Error(`grouping timed out after ${r.ms} ms`);
    return r.ms;
  };
  const first = { almanac: await group(almanac, 'team'), tabulator: await group(tabulator, 'team') };
  const times = { almanac: [], tabulator: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const [name, page] of [['almanac', almanac], ['tabulator', tabulator]]) {
      await group(page, '');
      times[name].push(await group(page, 'team'));
    }
  }
  await tabulator.close();

  const ratioA = median(times.almanac) / median(times.tabulator);
  console.log(`Groups: ${ROWS.toLocaleString('en')} rows, a field of 1,000 values, headless Chromium, ${RUNS} runs (median, min–max)\n`);
  console.log('| figure | Almanac | beside | ratio | budget |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(`| (a) group by the field (setGroupBy to the frame showing the groups) | ${fmt(times.almanac)} | Tabulator ${fmt(times.tabulator)} | ${ratioA.toFixed(2)} × | ≤ 1.0 × ${ratioA <= 1 ? '✅' : '❌'} |`);

  // (b) Almanac grouped (as left by the last round): scrolled halfway down the list; the first group header
  // drawn there ("Team 500" or one beside it) at the top of the viewport.
  await almanac.bringToFront();
  await almanac.evaluate(() => {
    const spacer = document.querySelector('#host tbody tr.alm-spacer');
    const rows = [...document.querySelectorAll('#host tbody tr:not(.alm-spacer)')];
    const h = rows.reduce((s, tr) => s + tr.getBoundingClientRect().height, 0) / rows.length;
    window.scrollBy({ top: spacer.getBoundingClientRect().top + 500 * 101 * h - 100, behavior: 'instant' });
  });
  await almanac.waitForFunction(() => document.querySelector('#host tbody tr.alm-group'));
  const path = await almanac.evaluate(() => document.querySelector('#host tbody tr.alm-group').dataset.path);
  const opens = [];
  const floors = [];
  let shown = 0;
  for (let run = 0; run < RUNS; run++) {
    await almanac.evaluate((p) => window.scrollToHeader(p), path);
    await almanac.waitForTimeout(100);
    const closed = await almanac.evaluate((p) => window.closeGroup(p), path);
    if (closed.timeout) throw new Error('closing timed out');
    await almanac.waitForTimeout(100);
    const opened = await almanac.evaluate((p) => window.openGroup(p), path);
    if (opened.timeout) throw new Error('opening timed out');
    opens.push(opened.ms);
    shown = opened.rows;
    floors.push((await almanac.evaluate((html) => window.floor(html), opened.html)).ms);
  }
  const ratioB = median(opens) / median(floors);
  // Each run's own ratio: a run the shared machine slowed as a whole cancels out.
  const rounds = median(opens.map((ms, i) => ms / floors[i]));
  console.log(`| (b) open a group in the windowed table (\"${path}\", click to the frame showing its rows; ${shown} rows drawn) | ${fmt(opens)} | innerHTML floor of those rows ${fmt(floors)} | ${ratioB.toFixed(2)} × (round by round ${rounds.toFixed(2)} ×) | ≤ 1.25 × ${ratioB <= 1.25 ? '✅' : '❌'} |`);
  console.log(`\n(First grouping, not counted: Almanac ${first.almanac.toFixed(1)} ms with its grouped part loading, Tabulator ${first.tabulator.toFixed(1)} ms.)`);
} finally {
  await browser.close();
  server.close();
}
