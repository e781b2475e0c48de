#!/usr/bin/env node
// What a page's first Intl.DateTimeFormat costs: it loads the browser's locale data (ICU), once per
// page. Opens N fresh pages in headless Chromium (the flags of run.mjs) and times, in each, the first
// date format, the same again, then formats with other options and the browser's own
// toLocaleDateString. The figures behind EventCalendar.init()'s idle-time warm-up (bench/RESULTS.md,
// "The page's first date format in idle time").
//   node bench/intl-first.mjs [--runs N]   (default 8)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../scripts/chromium.mjs';
import { BENCH, CHROME_FLAGS, median } from './serve.mjs';

const at = process.argv.indexOf('--runs');
const RUNS = at > 0 ? Number(process.argv[at + 1]) : 8;
const { chromium } = await import(join(BENCH, 'node_modules', 'playwright-core', 'index.mjs'));
const profileDir = mkdtempSync(join(tmpdir(), 'almanac-intl-'));
const context = await chromium.launchPersistentContext(profileDir, { executablePath: chromiumPath({ full: true }), headless: true, args: CHROME_FLAGS });
const rows = {};
for (let run = 0; run < RUNS; run++) {
  const page = await context.newPage();
  await page.goto('about:blank');
  const timings = await page.evaluate(() => {
    const out = [];
    const d = new Date(2026, 10, 25);
    const e = new Date(2026, 10, 29);
    const time = (name, work) => {
      const t0 = performance.now();
      work();
      out.push([name, performance.now() - t0]);
    };
    time('first format (weekday short)', () => new Intl.DateTimeFormat('en', { weekday: 'short' }).format(d));
    time('the same again', () => new Intl.DateTimeFormat('en', { weekday: 'short' }).format(d));
    time('long date', () => new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(d));
    time('a week range', () => new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(d, e));
    time('another locale (de-DE)', () => new Intl.DateTimeFormat('de-DE', { month: 'long' }).format(d));
    time('toLocaleDateString', () => d.toLocaleDateString('en', { weekday: 'long' }));
    return out;
  });
  for (const [name, ms] of timings) (rows[name] ||= []).push(ms);
  await page.close();
}
await context.close();
rmSync(profileDir, { recursive: true, force: true });
console.log(`# A page's first date formats, ${RUNS} fresh pages, ms: median (each page)`);
for (const [name, ms] of Object.entries(rows)) console.log(`${name.padEnd(30)} ${median(ms).toFixed(2).padStart(7)}  (${ms.map((x) => x.toFixed(1)).join(' ')})`);
