// A lazy part arrives in one round trip (design.md "Build outputs"; issue 43 item 4): the build writes
// every file a part needs into the bundle (scripts/classic-split.mjs partClosure), so the loader
// requests a part's file and all of those at once, rather than learning a part's dependencies only
// once its file has arrived. Measured on a slow network: the demo server waits before each file
// (demo/server.mjs latency), and the page's resource timings show when each request started and ended.
// (400 ms: the three tables of the page start one after the other, and on a busy machine the last may
// start its parts well after the first; a second wave would still start a whole latency later.)
import { describe, expect, it } from 'vitest';
import { openPage, partOf, useBrowser, type TestPage } from './harness';

useBrowser();

const LATENCY = 400;
/** The demo server's policy (demo/server.mjs), for a page a test serves itself. */
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";
const ADMIN = 'table[data-table="backups-admin"]';

/** Each part file the page fetched (any bundle): its part name, and when its request started and its answer ended (ms). */
const partTimings = (page: TestPage) => page.evaluate(() => performance.getEntriesByType('resource')
  .map((e) => e as PerformanceResourceTiming)
  .filter((e) => /\/dist\/almanac(?:-table|-calendar)?-[\w-]+-[\w-]{6}\.js/.test(e.name))
  .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd })));

describe('a lazy part arrives in one round trip, asked for beside the data', () => {
  it('the bulk bar, the cell controls, the row actions and their menu, the formats and every file they share are requested in one wave: none after another has arrived', async () => {
    const page = await openPage('/table-first-paint.html', { latency: LATENCY });
    const first = page.locator(`${ADMIN} tbody tr[data-id]`).first();
    // Ready: the menu button of the row actions, the cell control, the bulk bar's group (hidden until a row is picked).
    await first.getByRole('button', { name: /^More / }).waitFor();
    await first.locator('input[type="checkbox"][id^="backups-admin_kept_"]').waitFor();
    await page.locator(`[role="group"][aria-label="Bulk actions for Backups to manage"]`).waitFor({ state: 'attached' });
    const files = await partTimings(page);
    // The four feature parts and the formats, and the files they share (shared, changes, actions, dayjs ...).
    expect(files.map((f) => partOf(f.url))).toEqual(expect.arrayContaining(['ActionMenu', 'BulkBar', 'CellControl', 'format-lazy', 'row-actions', 'shared', 'changes']));
    // One wave: every request started before the first answer ended (a second wave would start after one).
    const lastStart = Math.max(...files.map((f) => f.start));
    const firstEnd = Math.min(...files.map((f) => f.end));
    expect(lastStart, JSON.stringify(files)).toBeLessThan(firstEnd);
    expect(firstEnd - Math.min(...files.map((f) => f.start))).toBeGreaterThanOrEqual(LATENCY - 1); // the latency was there
  });

  it('a table asks for the parts its columns name beside its data: neither request waits for the other', async () => {
    // The remote table alone (on the demo page a table of the page's own rows asks for the formats at once too).
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>remote</title>
<link rel="stylesheet" href="/dist/almanac.css"><script src="/dist/almanac.js" defer></script></head><body><main>
<table data-table="backups" data-source="/api/backups" data-page-size="5"><thead><tr><th data-field="name">Backup</th>
<th data-field="started" data-format="datetime" data-pattern="YYYY-MM-DD HH:mm">Started</th><th data-field="size" data-format="bytes">Size</th></tr></thead></table>
</main></body></html>`;
    const page = await openPage('/__remote-formats.html', {
      latency: LATENCY,
      before: (p) => p.route('**/__remote-formats.html', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': CSP }, body: html })),
    });
    await page.locator('table[data-table="backups"] tbody tr[data-id]').first().waitFor();
    const timings = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e as PerformanceResourceTiming)
      .filter((e) => /\/api\/backups\?|almanac-format-lazy-/.test(e.name)).map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd })));
    const data = timings.filter((t) => t.url.includes('/api/backups?'));
    const [formats] = timings.filter((t) => t.url.includes('format-lazy'));
    expect(data.length).toBeGreaterThan(0);
    // The formats part was asked for before any data had come, and the data before the part had come.
    expect(formats.start, JSON.stringify(timings)).toBeLessThan(Math.min(...data.map((d) => d.end)));
    expect(Math.min(...data.map((d) => d.start)), JSON.stringify(timings)).toBeLessThan(formats.end);
  });
});
