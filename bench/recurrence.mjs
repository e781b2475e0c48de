#!/usr/bin/env node
// Recurrence bench (issue 45 item 2): April 2026 in the month view with 200 daily series (RRULE, expanded by
// the calendar for the month shown) against the same month with their 6,000 occurrences given expanded, as
// plain events (bench/pages/recurrence-almanac.html), in headless Chromium. Figures, never timed tests.
// Target: the series render <= 1.25 x the expanded render.
//   node bench/recurrence.mjs [--series 200] [--runs 7]
// Render: from EventCalendar.create + setEvents to the frame after the events are drawn. The two modes
// alternate run by run, each on the page's one calendar; the first series render also loads the
// recurrence part and is reported apart. The ratio is the median of each run's own ratio.
import { arg, launch, median, needDist, serve } from './lib.mjs';

const SERIES = Number(arg('series', 200));
const RUNS = Number(arg('runs', 7));
needDist('recurrence', ['almanac-calendar.js']);

const server = await serve();
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/pages/recurrence-almanac.html?series=${SERIES}`);
  await page.waitForFunction(() => window.benchReady === true);
  const counts = await page.evaluate(() => window.counts);
  const first = await page.evaluate(() => window.mount('series'));
  await page.evaluate(() => window.mount('expanded')); // warm both paths once
  const series = [];
  const expanded = [];
  const drawn = new Set();
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 ? ['expanded', 'series'] : ['series', 'expanded'];
    for (const mode of order) {
      (mode === 'series' ? series : expanded).push(await page.evaluate((m) => window.mount(m), mode));
      drawn.add(`${mode}:${await page.evaluate(() => window.drawn())}`);
    }
  }
  const ratios = series.map((s, i) => s / expanded[i]);
  const range = (list) => `${Math.round(Math.min(...list))}–${Math.round(Math.max(...list))}`;
  console.log(`Recurrence: April 2026, month view, ${counts.series} daily series vs ${counts.expanded.toLocaleString('en')} events, headless Chromium, ${RUNS} runs\n`);
  console.log('| figure | value | target |');
  console.log('| --- | --- | --- |');
  console.log(`| series render, first (loads the recurrence part) | ${Math.round(first)} ms | |`);
  console.log(`| series render, median | ${Math.round(median(series))} ms (${range(series)}) | |`);
  console.log(`| expanded render, median | ${Math.round(median(expanded))} ms (${range(expanded)}) | |`);
  console.log(`| series ÷ expanded, median of the runs' ratios | ${median(ratios).toFixed(2)} × | ≤ 1.25 × |`);
  console.log(`\nItems drawn: ${[...drawn].join(', ')}`);
} finally {
  await browser.close();
  server.close();
}
