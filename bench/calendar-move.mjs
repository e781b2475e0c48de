#!/usr/bin/env node
// Moving an event in a busy week (issue 23, "Done means"): an editable week view of 500 overlapping
// timed events (bench/pages/calmove-almanac.html), in headless Chromium. Figures, never timed tests.
// Budgets: script per pointer move during a drag ≤ 4 ms (median), and the drop's re-render ≤ the week
// view's first render; a drop re-lays out the days it changes only.
//   node bench/calendar-move.mjs [--events 500] [--runs 5] [--moves 40]
// First render: from EventCalendar.create() to the frame after it (the first run also loads the
// editing part: reported apart). Pointer moves: the script time Chromium reports (CDP
// Performance.getMetrics ScriptDuration) over `--moves` pointer moves of a drag, per move (a drag
// along the dragged event's day, then to the next day and back). Drop: from the pointerup to the frame
// after it, its script time, and the day columns whose markup changed (a MutationObserver).
import { arg, launch, median, needDist, serve } from './lib.mjs';

const EVENTS = Number(arg('events', 500));
const RUNS = Number(arg('runs', 5));
const MOVES = Number(arg('moves', 40));
needDist('calendar-move', ['almanac-calendar.js']);

const server = await serve();
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/pages/calmove-almanac.html?events=${EVENTS}`);
  await page.waitForFunction(() => window.benchReady === true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const script = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value * 1000;

  const renders = [];
  const perMove = [];
  const drops = [];
  const dropScript = [];
  const dropDays = [];
  for (let run = 0; run <= RUNS; run++) {
    renders.push(await page.evaluate(() => window.mount()));
    await page.locator('#cal .ec-edit-hint').waitFor();
    if (run === 0) continue; // the first run loads the parts
    const block = page.locator('#cal .ec-timed-event[data-event-id="dragged"]');
    await block.scrollIntoViewIfNeeded();
    const b = await block.boundingBox();
    const wednesday = await page.locator('#cal .ec-day-column[data-date="2026-11-11"]').boundingBox();
    const hour = wednesday.height / 24;
    const [x, y] = [b.x + b.width / 2, b.y + 4];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 6, { steps: 2 }); // past the drag threshold: the drag has started
    const before = await script();
    for (let i = 1; i <= MOVES; i++) {
      // Along the day (a snap step every few moves), then to Thursday and back.
      const across = i > MOVES / 2 && i <= (3 * MOVES) / 4 ? wednesday.width : 0;
      await page.mouse.move(x + across, y + 6 + (i % 8) * (hour / 8));
    }
    perMove.push((await script() - before) / MOVES);
    // The drop: an hour later on Thursday.
    await page.mouse.move(x + wednesday.width, y + hour + 2, { steps: 2 });
    await page.evaluate(() => window.armDrop());
    const beforeDrop = await script();
    await page.mouse.up();
    const drop = await page.evaluate(() => window.dropDone);
    dropScript.push(await script() - beforeDrop);
    drops.push(drop.ms);
    dropDays.push(drop.days.join(' '));
  }
  const [first, ...rest] = renders;
  const warm = median(rest);
  const move = median(perMove);
  const drop = median(drops);
  console.log(`Moving an event: week view, ${EVENTS} overlapping timed events, editable, headless Chromium, ${RUNS} runs, ${MOVES} pointer moves a run\n`);
  console.log('| figure | value | budget |');
  console.log('| --- | --- | --- |');
  console.log(`| week view, first render (loads the editing part) | ${Math.round(first)} ms | |`);
  console.log(`| week view, render, median | ${Math.round(warm)} ms (${Math.round(Math.min(...rest))}–${Math.round(Math.max(...rest))}) | |`);
  console.log(`| drag, script per pointer move, median | ${move.toFixed(2)} ms (${Math.min(...perMove).toFixed(2)}–${Math.max(...perMove).toFixed(2)}) | ≤ 4 ms: ${move <= 4 ? 'met' : 'NOT met'} |`);
  console.log(`| drop, to the frame after it, median | ${Math.round(drop)} ms (${Math.round(Math.min(...drops))}–${Math.round(Math.max(...drops))}) | ≤ the render (${Math.round(warm)} ms): ${drop <= warm ? 'met' : 'NOT met'} |`);
  console.log(`| drop, script, median | ${median(dropScript).toFixed(1)} ms | |`);
  console.log(`| day columns whose markup the drop changed | ${[...new Set(dropDays)].join('; ')} | the two days the event left and joined |`);
} finally {
  await browser.close();
  server.close();
}
