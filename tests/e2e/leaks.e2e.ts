// Hardening 7: mounting and destroying widgets leaves nothing behind. 1,000 cycles of a table (with
// rows, a toolbar filter form, a pager and URL state) and a calendar; DOM nodes and JS event listeners
// (DevTools protocol Memory.getDOMCounters) and the JS heap after garbage collection return to baseline.
import { expect, it } from 'vitest';
import type { CDPSession } from 'playwright-core';
import { openPage, useBrowser } from './harness';

useBrowser();

const CYCLES = 1_000;

async function settle(cdp: CDPSession) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const counters = await cdp.send('Memory.getDOMCounters');
  const heap = await cdp.send('Runtime.getHeapUsage');
  return { nodes: counters.nodes, listeners: counters.jsEventListeners, heap: heap.usedSize };
}

/** One cycle, in the page: a table and a calendar mounted, shown, then destroyed and removed. */
function cycles(count: number) {
  const w = window as any;
  const main = document.querySelector('main')!;
  const rows = Array.from({ length: 30 }, (_, i) => `<tr data-id="${i}"><td>Name ${i}</td><td>${i * 3}</td></tr>`).join('');
  for (let i = 0; i < count; i++) {
    const host = document.createElement('div');
    host.innerHTML = `<form data-table-filter="leak"><input name="name"></form>
      <table data-table="leak" data-page-size="10" data-url-params="true" data-search-columns="name">
        <thead><tr><th data-field="name" data-sortable>Name</th><th data-field="n" data-type="number">N</th></tr></thead>
        <tbody>${rows}</tbody></table>
      <div id="leak-cal" data-event-calendar data-events='[{"id":"a","title":"A","start":"2026-11-12"}]'></div>`;
    main.appendChild(host);
    w.Almanac.TableManager.initTable(host.querySelector('table'));
    w.Almanac.EventCalendar.create(host.querySelector('#leak-cal'));
    w.Almanac.TableManager.setFilters('leak', { name: 'Name 1' });
    w.Almanac.EventCalendar.navigate('#leak-cal', 1);
    w.Almanac.EventCalendar.destroy('#leak-cal');
    w.Almanac.TableManager.destroy();
    host.remove();
  }
  history.replaceState(null, '', location.pathname);
}

it(`${CYCLES} mount/destroy cycles of a table and a calendar leave DOM nodes, listeners and heap at baseline`, async () => {
  const page = await openPage('/table-basic.html');
  await page.locator('table[data-table] tbody tr').first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  // Warm-up: first-use caches (formatters, collators, compiled code) are not leaks.
  await page.evaluate(cycles, 20);
  await page.evaluate(() => new Promise((ok) => setTimeout(ok, 50)));
  const before = await settle(cdp);
  for (let done = 0; done < CYCLES; done += 100) await page.evaluate(cycles, 100);
  await page.evaluate(() => new Promise((ok) => setTimeout(ok, 50)));
  const after = await settle(cdp);
  console.log(`[leaks] ${CYCLES} cycles: nodes ${before.nodes} -> ${after.nodes}, listeners ${before.listeners} -> ${after.listeners}, heap ${(before.heap / 1e6).toFixed(2)} MB -> ${(after.heap / 1e6).toFixed(2)} MB`);
  expect(after.listeners).toBeLessThanOrEqual(before.listeners);
  expect(after.nodes).toBeLessThanOrEqual(before.nodes + 50);
  // A leak of one table per cycle would be megabytes; allow noise from compiled code and the warning set.
  expect(after.heap).toBeLessThan(before.heap + 1_500_000);
}, 180_000);
