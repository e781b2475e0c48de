import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_FLAGS, median } from './serve.mjs';
const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'intl-')), { executablePath: '/usr/bin/chromium', args: CHROME_FLAGS, headless: true });
const rows = {};
for (let run = 0; run < 8; run++) {
  const page = await ctx.newPage();
  await page.goto('about:blank');
  const r = await page.evaluate(() => {
    const out = [];
    const d = new Date(2026, 10, 25), e = new Date(2026, 10, 29);
    const t = (name, f) => { const t0 = performance.now(); f(); out.push([name, performance.now() - t0]); };
    t('weekday short', () => new Intl.DateTimeFormat('en', { weekday: 'short' }).format(d));
    t('weekday short again', () => new Intl.DateTimeFormat('en', { weekday: 'short' }).format(d));
    t('long date', () => new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(d));
    t('period', () => new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(d, e));
    t('month', () => new Intl.DateTimeFormat('en', { month: 'long' }).format(d));
    t('year parts', () => new Intl.DateTimeFormat('en', { year: 'numeric' }).formatToParts(d));
    t('undefined locale', () => new Intl.DateTimeFormat(undefined, { month: 'short' }).format(d));
    t('getCanonicalLocales', () => Intl.getCanonicalLocales('en'));
    t('toLocaleDateString', () => d.toLocaleDateString('en', { weekday: 'long' }));
    return out;
  });
  for (const [k, v] of r) (rows[k] ||= []).push(v);
  await page.close();
}
for (const [k, v] of Object.entries(rows)) console.log(k.padEnd(22), median(v).toFixed(2), v.map((x) => x.toFixed(1)).join(' '));
await ctx.close();
