#!/usr/bin/env node
// The innerHTML floor of a widget's own markup: how long the browser takes to draw exactly the
// DOM a library produced, with none of the library's script. Loads one bench page in headless
// Chromium (the flags of run.mjs), runs its render step, copies the innerHTML of one element
// (--selector), then N times: empties it, waits a frame, writes the copied HTML back and times
// it to the frame (as the harness times a step). The same for several pages in one run,
// interleaved, so their medians compare:
//
//   node bench/dom-floor.mjs --query 'view=week&events=500' \
//     --page cal-almanac.html='.ec-time-view .ec-tg-grid' --page cal-nowjs.html='.ec-day-columns'
//
// A library whose step takes about its own floor has nothing left to save in script; what is left
// is the browser's style, layout and paint of that markup (and of the CSS it comes with).
// Options: --runs N (default 25 rounds), --between STEP (a step run before copying: e.g. week),
// --replace (write the copy over the one written before, as a step that redraws replaces what was
// there, instead of into an emptied element), --steps next,prev (also time the library's own steps,
// in turn, in a second page of the same library, in the same rounds: the step beside its floor).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumPath } from '../scripts/chromium.mjs';
import { loadNowjs } from './nowjs.mjs';
import { BENCH, benchFile, CHROME_FLAGS, fileBelow, median, serve } from './serve.mjs';

const ROOT = resolve(BENCH, '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
};
const PAGES = argv.flatMap((a, i) => (argv[i - 1] === '--page' ? [a] : [])).map((p) => {
  const at = p.indexOf('=');
  if (at < 0) throw new Error(`dom-floor: --page ${p}: give PAGE=SELECTOR`);
  return { page: p.slice(0, at), selector: p.slice(at + 1) };
});
if (!PAGES.length) throw new Error('dom-floor: give at least one --page PAGE=SELECTOR');
const QUERY = opt('--query', 'view=week&events=500');
const RUNS = Number(opt('--runs', 25));
const BETWEEN = opt('--between', null);
const REPLACE = argv.includes('--replace');
const STEPS = opt('--steps', '').split(',').filter(Boolean);

const NOWJS = PAGES.some((p) => p.page.includes('nowjs')) ? loadNowjs() : {};
if (NOWJS.missing) throw new Error(`dom-floor: ${NOWJS.missing}`);
const server = await serve((path) => benchFile(path, () => (path.startsWith('/dist/') ? fileBelow(join(ROOT, 'dist'), path.slice(6))
  : path.startsWith('/nowjs/') ? NOWJS.files?.[path.slice(7)] ?? null : null)));

const { chromium } = await import(join(BENCH, 'node_modules', 'playwright-core', 'index.mjs'));
const profileDir = mkdtempSync(join(tmpdir(), 'almanac-floor-'));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: chromiumPath({ full: true }), headless: true, viewport: { width: 1280, height: 800 },
  args: CHROME_FLAGS,
});

// One page per library, kept open; each round times every library's floor once. (Not the library's own
// step in the same page: once the copy is written, the library no longer owns those nodes.)
/** A page of `p`, rendered (and --between run). */
async function rendered(p) {
  const tab = await context.newPage();
  tab.on('pageerror', (e) => console.error(`${p.page}: page error:`, e.message));
  await tab.goto(`${server.base}/pages/${p.page}?${QUERY}`, { waitUntil: 'load' });
  await tab.waitForFunction(() => window.benchReady === true);
  for (const step of ['render', ...(BETWEEN ? [BETWEEN] : [])]) {
    const result = await tab.evaluate((s) => window.bench.run(s), step);
    if (result.error || result.timeout) throw new Error(`${p.page}: ${step}: ${result.error ?? 'timeout'}`);
  }
  return tab;
}
const open = [];
for (const p of PAGES) {
  const tab = await rendered(p);
  const copied = await tab.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    window.floorHtml = el.innerHTML;
    return { elements: el.querySelectorAll('*').length, kb: el.innerHTML.length / 1024 };
  }, p.selector);
  if (!copied) throw new Error(`${p.page}: nothing matches ${p.selector}`);
  open.push({ ...p, tab, copied, floor: [], stepTab: STEPS.length ? await rendered(p) : null, steps: [] });
}
for (let round = 0; round < RUNS; round++) {
  for (const o of open) {
    if (o.stepTab) {
      const step = STEPS[round % STEPS.length];
      const result = await o.stepTab.evaluate((s) => window.bench.run(s), step);
      if (result.error || result.timeout) throw new Error(`${o.page}: ${step}: ${result.error ?? 'timeout'}`);
      o.steps.push(result.ms);
      await o.stepTab.evaluate(() => new Promise((ok) => setTimeout(ok, 100)));
    }
    o.floor.push(await o.tab.evaluate(async ({ sel, replace }) => {
      const frame = () => new Promise((ok) => requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => ok();
        channel.port2.postMessage(null);
      }));
      const el = document.querySelector(sel);
      if (!replace) {
        el.replaceChildren();
        await frame();
      }
      await new Promise((ok) => setTimeout(ok, 100));
      const t0 = performance.now();
      el.innerHTML = window.floorHtml;
      await frame();
      return performance.now() - t0;
    }, { sel: o.selector, replace: REPLACE }));
  }
}
await context.close();
rmSync(profileDir, { recursive: true, force: true });
server.close();

const spread = (xs) => `median ${median(xs).toFixed(1)} (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;
console.log(`# The innerHTML floor of each library's own markup (?${QUERY}${BETWEEN ? `, after ${BETWEEN}` : ''}), ${RUNS} interleaved rounds, ms to the frame${REPLACE ? ', each write replacing the last' : ''}`);
for (const o of open) {
  console.log(`${o.page.padEnd(22)} ${o.selector.padEnd(28)} ${o.copied.elements} elements, ${o.copied.kb.toFixed(0)} KB of HTML: floor ${spread(o.floor)}`);
  if (o.stepTab) console.log(`${''.padEnd(22)} the library's ${STEPS.join(' and ')}: ${spread(o.steps)}; beyond the floor ${(median(o.steps) - median(o.floor)).toFixed(1)} ms`);
}
