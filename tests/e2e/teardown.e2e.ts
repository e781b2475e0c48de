// Issue 49 items 1 and 3: one widget torn down on its own (TableManager.destroyTable, EventCalendar.destroy)
// leaves the page's markup as it was, and observed discovery (init({observe: true}), data-almanac-observe)
// follows markup swapped in and out as HTMX and Turbo do. Demo page: demo/pages/observe.html.
import { describe, expect, it } from 'vitest';
import type { CDPSession } from 'playwright-core';
import { networkQuiet, openPage, useBrowser, type TestPage } from './harness';

useBrowser();

async function ready(page: TestPage, version = 1): Promise<void> {
  await page.locator(`#swap-box[data-version="${version}"] table.alm-table tbody tr`).first().waitFor();
  await page.locator(`#swap-box[data-version="${version}"] .ec-calendar .ec-event-bar`).first().waitFor();
}

const events = (page: TestPage, name: string) =>
  page.evaluate((n) => (window as any).almanacEvents.filter((e: any) => e.name === n).map((e: any) => e.detail.tableId ?? e.detail.id), name);

describe('one widget torn down on its own', () => {
  it('destroyTable and EventCalendar.destroy give the page back its markup exactly, each widget its own part only', async () => {
    const page = await openPage('/observe.html');
    await ready(page);
    await page.getByRole('button', { name: "TableManager.destroyTable('swap')" }).click();
    // The table's controls (toolbar, pager, bulk bar, row actions) are gone; the calendar still works.
    expect(await page.locator('#swap-box .alm-table, #swap-box [class*="alm-"]').count()).toBe(0);
    expect(await events(page, 'table:destroyed')).toEqual(['swap']);
    expect(await page.evaluate(() => (window as any).Almanac.TableManager.getTable('swap'))).toBeUndefined();
    const label = page.locator('#swap-cal .ec-current-period');
    const before = await label.textContent();
    await page.evaluate(() => (window as any).Almanac.EventCalendar.navigate('#swap-cal', 1));
    await expect.poll(() => label.textContent()).not.toBe(before);
    await page.getByRole('button', { name: "EventCalendar.destroy('#swap-cal')" }).click();
    expect(await events(page, 'eventcalendar:destroy')).toEqual(['swap-cal']);
    // The calendar's own children (its loading note) are back, and the whole container is as the server sent it.
    expect(await page.locator('#swap-cal').textContent()).toBe('Loading the calendar…');
    const [now, sent] = await page.evaluate(() => [document.getElementById('slot')!.innerHTML, (window as any).observeTemplate]);
    expect(now).toBe(sent);
    expect(page.warnings).toEqual([]);
  });

  it('a widget torn down can be enhanced again and works: sort, page, events shown', async () => {
    const page = await openPage('/observe.html');
    await ready(page);
    await page.getByRole('button', { name: "TableManager.destroyTable('swap')" }).click();
    await page.getByRole('button', { name: "EventCalendar.destroy('#swap-cal')" }).click();
    await page.getByRole('button', { name: 'initTable + EventCalendar.create again' }).click();
    await ready(page);
    const names = page.locator('table[data-table="swap"] tbody tr td:not(:first-child):not(:last-child)');
    expect(await page.locator('table[data-table="swap"] tbody tr').count()).toBe(2);
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect.poll(() => page.locator('table[data-table="swap"] tbody tr').first().textContent()).toContain('Hedy');
    expect(await names.count()).toBeGreaterThan(0);
    // One toolbar, one pager: the first enhancement left nothing that the second doubles.
    expect(await page.locator('#swap-box nav').count()).toBeLessThanOrEqual(1);
    expect(await page.locator('#swap-cal .ec-event-bar').count()).toBe(1);
  });

  it('a table with a data-source and a refresh interval: destroyTable aborts the request in flight and no timer fires after', async () => {
    let held = 0;
    const page = await openPage('/observe.html', {
      before: (p) => p.route('**/api/slow*', (route) => {
        held++;
        setTimeout(() => route.fulfill({ json: { data: [{ name: 'Late' }] } }).catch(() => {}), 1500);
      }),
    });
    await ready(page);
    const failed: string[] = [];
    page.on('requestfailed', (r) => r.url().includes('/api/slow') && failed.push(r.failure()?.errorText ?? ''));
    await page.evaluate(() => {
      const t = document.createElement('table');
      t.setAttribute('data-table', 'slow');
      t.setAttribute('data-source', '/api/slow');
      t.setAttribute('data-refresh-interval', '1');
      t.innerHTML = '<thead><tr><th data-field="name">Name</th></tr></thead>';
      document.getElementById('slot')!.after(t);
      return new Promise((ok) => setTimeout(ok, 50));
    });
    await expect.poll(() => held).toBe(1);
    await page.evaluate(() => (window as any).Almanac.TableManager.destroyTable('slow'));
    await expect.poll(() => failed.length).toBe(1);
    expect(failed[0]).toMatch(/abort/i);
    // Three refresh intervals later: no new request.
    await page.waitForTimeout(3000);
    await networkQuiet(page);
    expect(held).toBe(1);
    expect(await page.locator('table[data-table="slow"]').evaluate((t) => t.className + t.children.length)).toBe('1');
  });

  it('bad input: destroyTable of an unknown or destroyed id, EventCalendar.destroy of what is not a calendar: one warning each, nothing thrown', async () => {
    const page = await openPage('/observe.html');
    await ready(page);
    const thrown = await page.evaluate(() => {
      const { TableManager, EventCalendar } = (window as any).Almanac;
      try {
        TableManager.destroyTable('nope');
        TableManager.destroyTable('swap');
        TableManager.destroyTable('swap');
        TableManager.destroyTable(42);
        EventCalendar.destroy('#slot');
        EventCalendar.destroy(document.body);
        EventCalendar.destroy('#nothing-here');
        return null;
      } catch (error) {
        return String(error);
      }
    });
    expect(thrown).toBeNull();
    expect(page.warnings.filter((m) => /destroyTable/.test(m))).toEqual([
      expect.stringMatching(/nope.*no table with this id/),
      expect.stringMatching(/swap.*no table with this id/),
      expect.stringMatching(/42.*no table with this id/),
    ]);
    expect(page.warnings.filter((m) => /EventCalendar\.destroy/.test(m))).toHaveLength(3);
    expect(page.warnings.find((m) => /EventCalendar\.destroy/.test(m) && /#slot/.test(m))).toBeTruthy();
    expect(await events(page, 'table:destroyed')).toEqual(['swap']);
  });
});

describe('observed discovery', () => {
  it('an HTMX-style outerHTML swap of the container: the new table and calendar are enhanced, the old ones torn down', async () => {
    const page = await openPage('/observe.html');
    await ready(page);
    await page.getByRole('button', { name: 'Swap the container (HTMX outerHTML)' }).click();
    await ready(page, 2);
    expect(await events(page, 'table:destroyed')).toEqual(['swap']);
    expect(await events(page, 'eventcalendar:destroy')).toEqual(['swap-cal']);
    expect(await page.evaluate(() => (window as any).Almanac.TableManager.getTable('swap')?.id)).toBe('swap');
    expect(await page.evaluate(() => (window as any).Almanac.TableManager.isAlive('swap'))).toBe(true);
    // One set of controls: the toolbar, pager and rows of the new table only.
    expect(await page.locator('table.alm-table').count()).toBe(1);
    expect(await page.locator('table[data-table="swap"] tbody tr').count()).toBe(2);
    expect(page.warnings).toEqual([]);
  });

  it('a Turbo-style body replacement: the widgets of the new body are enhanced, those of the old torn down', async () => {
    const page = await openPage('/observe.html');
    await ready(page);
    await page.getByRole('button', { name: 'Replace the body (Turbo)' }).click();
    await ready(page, 2);
    expect(await events(page, 'table:destroyed')).toEqual(['swap']);
    expect(await events(page, 'eventcalendar:destroy')).toEqual(['swap-cal']);
    // The new body's buttons work too: swap again.
    await page.getByRole('button', { name: 'Swap the container (HTMX outerHTML)' }).click();
    await ready(page, 3);
    expect(await events(page, 'table:destroyed')).toEqual(['swap', 'swap']);
    expect(page.warnings).toEqual([]);
  });

  it('data-almanac-observe alone (no init option): a container removed and added is torn down and enhanced', async () => {
    const page = await openPage('/observe.html?attr');
    await ready(page);
    await page.getByRole('button', { name: 'Remove the container' }).click();
    await expect.poll(() => events(page, 'table:destroyed')).toEqual(['swap']);
    await expect.poll(() => events(page, 'eventcalendar:destroy')).toEqual(['swap-cal']);
    await page.getByRole('button', { name: 'Add a container' }).click();
    await ready(page, 2);
    await page.getByRole('button', { name: 'Swap the container (HTMX outerHTML)' }).click();
    await ready(page, 3);
    expect(await events(page, 'table:destroyed')).toEqual(['swap', 'swap']);
  });

  it('a widget moved within the page (removed and put back in one task) keeps its instance', async () => {
    const page = await openPage('/observe.html');
    await ready(page);
    const same = await page.evaluate(async () => {
      const { TableManager, EventCalendar } = (window as any).Almanac;
      const store = TableManager.getTable('swap');
      const cal = EventCalendar.getInstance('#swap-cal');
      const box = document.getElementById('swap-box')!;
      box.remove();
      document.querySelector('main')!.prepend(box);
      await new Promise((ok) => setTimeout(ok, 50));
      return TableManager.getTable('swap') === store && EventCalendar.getInstance('#swap-cal') === cal && !cal.destroyed;
    });
    expect(same).toBe(true);
    expect(await events(page, 'table:destroyed')).toEqual([]);
    expect(await events(page, 'eventcalendar:destroy')).toEqual([]);
  });
});

const CYCLES = 1_000;

/** In the page: `count` cycles of a container with a table and a calendar added, enhanced by the observer, removed, torn down. */
async function cycles([from, count]: readonly [number, number]): Promise<number> {
  const { TableManager, EventCalendar } = (window as any).Almanac;
  const slot = document.getElementById('slot')!;
  const tick = () => new Promise((ok) => setTimeout(ok, 0));
  let left = 0;
  for (let i = from; i < from + count; i++) {
    const box = document.createElement('section');
    box.innerHTML = `<table data-table="c${i}" data-page-size="2" data-url-params="false"><thead><tr><th data-field="name" data-sortable>Name</th></tr></thead>`
      + '<tbody><tr><td>Ada</td></tr><tr><td>Grace</td></tr><tr><td>Hedy</td></tr></tbody></table>'
      + `<div id="cal-${i}" data-event-calendar data-date="2026-11-01" data-events='[{"id":"a","title":"A","start":"2026-11-12"}]'></div>`;
    slot.appendChild(box);
    await tick();
    const cal = box.querySelector('[data-event-calendar]')!;
    if (!TableManager.getTable(`c${i}`) || !EventCalendar.getInstance(cal)) throw new Error(`cycle ${i}: not enhanced`);
    box.remove();
    await tick();
    // The registries: neither widget is tracked any more.
    if (TableManager.getTable(`c${i}`) || EventCalendar.getInstance(cal)) left++;
  }
  // The demo page's own event log keeps every event it heard: emptied, so that the heap is the widgets'.
  (window as any).almanacEvents.length = 0;
  document.getElementById('event-log')!.textContent = '';
  return left;
}

async function measure(cdp: CDPSession) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return { nodes, listeners: jsEventListeners, heap: metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0 };
}

it(`${CYCLES} add/remove cycles under observation leave nothing behind: registries, listeners, DOM nodes; heap reported`, async () => {
  const page = await openPage('/observe.html');
  await ready(page);
  await page.evaluate(async () => {
    const cdpless = (window as any).Almanac;
    cdpless.TableManager.destroyTable('swap');
    cdpless.EventCalendar.destroy('#swap-cal');
    document.getElementById('slot')!.replaceChildren();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  expect(await page.evaluate(cycles, [0, 50] as const)).toBe(0);
  const first = await measure(cdp);
  let left = 0;
  for (let done = 50; done < CYCLES; done += 95) left += await page.evaluate(cycles, [done, Math.min(95, CYCLES - done)] as const);
  const after = await measure(cdp);
  console.log(`[teardown] ${CYCLES} observed cycles: nodes ${first.nodes} -> ${after.nodes}, listeners ${first.listeners} -> ${after.listeners}, heap ${(first.heap / 1e6).toFixed(2)} MB (after 50) -> ${(after.heap / 1e6).toFixed(2)} MB`);
  expect(left).toBe(0);
  expect(await page.locator('.alm-table, .ec-calendar').count()).toBe(0);
  expect(after.listeners).toBeLessThanOrEqual(first.listeners);
  expect(after.nodes).toBeLessThanOrEqual(first.nodes + 50);
  expect(first.heap).toBeGreaterThan(0);
  expect(after.heap).toBeLessThan(first.heap * 2);
}, 240_000);
