// Automatic refresh (spec "States and transitions": the refresh timer table). Timers run on Playwright's clock.
import { expect, it } from 'vitest';
import { networkQuiet, openPage, partRan, partRoute, type TestPage, useBrowser } from './harness';

useBrowser();
const T = 'table[data-table="orders"]';

async function open(options: { fail?: () => boolean } = {}) {
  const requests: URLSearchParams[] = [];
  const page = await openPage('/table-refresh.html', {
    allowConsoleErrors: true,
    before: async (p) => {
      await p.clock.install();
      p.on('request', (r) => { const u = new URL(r.url()); if (u.pathname === '/api/orders') requests.push(u.searchParams); });
      await p.route('**/api/orders?*', (route) => (options.fail?.() ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
    },
  });
  await expect.poll(() => page.locator(`${T} tbody tr:not(.alm-state-row)`).count()).toBe(5);
  // The timers are a part: once it has run, its timer is set (in the same turn), so the clock moved below runs it.
  await expect.poll(() => partRan(page, 'refresh-timer')).toBe(true);
  return { page, requests };
}
const refreshed = (page: TestPage) =>
  page.evaluate(() => (window as any).almanacEvents.filter((e: any) => e.name === 'table:refreshed').map((e: any) => e.detail));

it('reloads every data-refresh-interval seconds keeping page and sort, and emits table:refreshed', async () => {
  const { page, requests } = await open();
  await page.locator('[data-table-pagination="orders"]').getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect.poll(() => requests.length).toBe(2);
  await page.clock.runFor(5_000);
  await expect.poll(() => refreshed(page).then((r) => r.length)).toBe(1);
  expect(Object.fromEntries(requests[2])).toMatchObject({ page: '2', pageSize: '5', sort: 'id asc' });
  const [first] = await refreshed(page);
  expect(first).toMatchObject({ tableId: 'orders', automatic: true });
  expect(typeof first.timestamp).toBe('number');
  expect(await page.evaluate(() => (window as any).Almanac.TableManager.getRefreshInterval('orders'))).toBe(5);
});

it('a tick is skipped while rows are selected, and the selection is kept', async () => {
  const { page, requests } = await open();
  await page.getByLabel(/^Select row /).first().check();
  await page.clock.runFor(11_000);
  // A reload a tick started would be a request: once the network is quiet, it would have been seen.
  await networkQuiet(page);
  expect(requests.length).toBe(1);
  expect(await page.locator(`${T} tbody tr.selected`).count()).toBe(1);
  await page.getByLabel(/^Select row /).first().uncheck();
  await page.clock.runFor(5_000);
  await expect.poll(() => requests.length).toBe(2);
});

it('while the tab is hidden ticks wait; on return one reload happens at once', async () => {
  const { page, requests } = await open();
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.runFor(20_000);
  await networkQuiet(page);
  expect(requests.length).toBe(1);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => requests.length).toBe(2);
});

it('setRefreshInterval changes the rate and returns true; 0 and stopAutoRefresh stop it; startAutoRefresh restarts', async () => {
  const { page, requests } = await open();
  await page.getByRole('button', { name: "setRefreshInterval('orders', 10)" }).click();
  expect(await page.locator('#interval-out').innerText()).toBe('returned true, interval 10 s');
  await page.clock.runFor(9_000);
  await networkQuiet(page);
  expect(requests.length).toBe(1);
  await page.clock.runFor(1_000);
  await expect.poll(() => requests.length).toBe(2);
  await page.getByRole('button', { name: "stopAutoRefresh('orders')" }).click();
  expect(await page.locator('#interval-out').innerText()).toBe('returned undefined, interval 0 s');
  await page.clock.runFor(10_000);
  await networkQuiet(page);
  expect(requests.length).toBe(2);
  await page.getByRole('button', { name: "startAutoRefresh('orders')" }).click();
  expect(await page.locator('#interval-out').innerText()).toBe('returned true, interval 10 s');
  const zero = await page.evaluate(() => (window as any).Almanac.TableManager.setRefreshInterval('orders', 0));
  expect(zero).toBe(false);
});

it('a failed automatic reload keeps the timer running', async () => {
  let failing = false;
  const { page, requests } = await open({ fail: () => failing });
  failing = true;
  await page.clock.runFor(5_000);
  await expect.poll(() => requests.length).toBe(2);
  // The next tick is scheduled once the failed reload has settled: wait for its table:error first.
  await expect.poll(() => page.evaluate(() => (window as any).almanacEvents.filter((e: any) => e.name === 'table:error').length)).toBe(1);
  failing = false;
  await page.clock.runFor(5_000);
  await expect.poll(() => refreshed(page).then((r) => r.length)).toBe(1);
});

it('startAutoRefresh returns false for a table without data-source', async () => {
  const { page } = await open();
  const result = await page.evaluate(() => {
    const t = document.createElement('table');
    t.setAttribute('data-table', 'local');
    t.setAttribute('data-refresh-interval', '3');
    t.innerHTML = '<thead><tr><th data-field="a">A</th></tr></thead>';
    document.querySelector('main')!.appendChild(t);
    const TM = (window as any).Almanac.TableManager;
    TM.initTable(t);
    return [TM.startAutoRefresh('local'), TM.getRefreshInterval('local')];
  });
  expect(result).toEqual([false, 0]);
});

// Regression (issue 22 item 1): a 5 s floor made a page asking for 1 s reload every 5 s.
it('refresh interval: setRefreshInterval(id, 1) reloads every second, without a warning', async () => {
  const { page, requests } = await open();
  await page.getByRole('button', { name: "setRefreshInterval('orders', 1)" }).click();
  expect(await page.locator('#interval-out').innerText()).toBe('returned true, interval 1 s');
  // The next tick is scheduled once a reload settles: wait for its table:refreshed before moving the clock.
  await page.clock.runFor(1_000);
  await expect.poll(() => refreshed(page).then((r) => r.length)).toBe(1);
  await page.clock.runFor(1_000);
  await expect.poll(() => refreshed(page).then((r) => r.length)).toBe(2);
  expect(requests.length).toBe(3);
  expect(page.warnings.filter((w) => w.includes('refresh'))).toEqual([]);
});

it('hostile: refresh interval 0.001 cannot flood the server (it runs at 1 s, one warning); NaN, negative, Infinity, non-numbers are off and a huge value is capped at 24 h, one warning each', async () => {
  const { page, requests } = await open();
  const answers = await page.evaluate(() => {
    const TM = (window as any).Almanac.TableManager;
    const out: unknown[] = [];
    for (const v of [0.001, 0.001]) out.push([TM.setRefreshInterval('orders', v), TM.getRefreshInterval('orders')]);
    return out;
  });
  expect(answers).toEqual([[true, 1], [true, 1]]);
  // 3 s of timers (thousands of ticks at 0.001 s): three reloads, one per second.
  for (const n of [1, 2, 3]) {
    await page.clock.runFor(1_000);
    await expect.poll(() => refreshed(page).then((r) => r.length)).toBe(n);
  }
  expect(requests.length).toBe(4);
  const off = await page.evaluate(() => {
    const TM = (window as any).Almanac.TableManager;
    return [Number.NaN, -1, Infinity, 'abc', {}].map((v) => [TM.setRefreshInterval('orders', v), TM.getRefreshInterval('orders')])
      .concat([[TM.setRefreshInterval('orders', 1e12), TM.getRefreshInterval('orders')]]);
  });
  expect(off).toEqual([[false, 0], [false, 0], [false, 0], [false, 0], [false, 0], [true, 86_400]]);
  expect(page.warnings.filter((w) => w.includes('refresh interval'))).toEqual([
    '[almanac] table "orders": refresh interval 0.001 is not 0 or 1..86400 seconds — 1 s used',
    '[almanac] table "orders": refresh interval NaN is not 0 or 1..86400 seconds — automatic refresh off',
    '[almanac] table "orders": refresh interval -1 is not 0 or 1..86400 seconds — automatic refresh off',
    '[almanac] table "orders": refresh interval Infinity is not 0 or 1..86400 seconds — automatic refresh off',
    '[almanac] table "orders": refresh interval string is not 0 or 1..86400 seconds — automatic refresh off',
    '[almanac] table "orders": refresh interval object is not 0 or 1..86400 seconds — automatic refresh off',
    '[almanac] table "orders": refresh interval 1000000000000 is not 0 or 1..86400 seconds — 86400 s used',
  ]);
});

it('hostile: data-refresh-interval="0.001" on a table runs at 1 s with one warning', async () => {
  const { page } = await open();
  const result = await page.evaluate(() => {
    const t = document.createElement('table');
    t.setAttribute('data-table', 'fast');
    t.setAttribute('data-source', '/api/orders');
    t.setAttribute('data-refresh-interval', '0.001');
    t.innerHTML = '<thead><tr><th data-field="id">#</th></tr></thead>';
    document.querySelector('main')!.appendChild(t);
    const TM = (window as any).Almanac.TableManager;
    TM.initTable(t);
    return TM.getRefreshInterval('fast');
  });
  expect(result).toBe(1);
  expect(page.warnings.filter((w) => w.includes('"fast"'))).toEqual(['[almanac] table "fast": refresh interval 0.001 is not 0 or 1..86400 seconds — 1 s used']);
});

it('refresh chunk 404: one [almanac] warning, table:error with action refresh, no reloads; the table pages and the methods still answer', async () => {
  const requests: string[] = [];
  const warnings: string[] = [];
  const page = await openPage('/table-refresh.html', {
    allowConsoleErrors: true,
    before: async (p) => {
      await p.clock.install();
      p.on('console', (m) => m.type() === 'warning' && m.text().startsWith('[almanac]') && warnings.push(m.text()));
      p.on('request', (r) => { const u = new URL(r.url()); if (u.pathname === '/api/orders') requests.push(u.search); });
      await p.route(partRoute('refresh-timer'), (route) => route.fulfill({ status: 404, body: '' }));
    },
  });
  await expect.poll(() => page.locator(`${T} tbody tr:not(.alm-state-row)`).count()).toBe(5);
  await expect.poll(() => page.evaluate(() => (window as any).almanacEvents
    .filter((e: any) => e.name === 'table:error').map((e: any) => `${e.detail.tableId} ${e.detail.action}`))).toEqual(['orders refresh']);
  expect(warnings).toEqual([expect.stringMatching(/^\[almanac\] could not load http:\/\/[^ ]+\/dist\/almanac(?:-table|-calendar)?-refresh-timer-[\w-]{6}\.js — the table does not refresh itself$/)]);
  await page.clock.runFor(11_000);
  // A reload a tick started would be a request: once the network is quiet, it would have been seen.
  await networkQuiet(page);
  expect(requests).toHaveLength(1);
  expect(await refreshed(page)).toEqual([]);
  expect(await page.evaluate(() => (window as any).Almanac.TableManager.getRefreshInterval('orders'))).toBe(5);
  await page.locator('[data-table-pagination="orders"]').getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect.poll(() => requests.length).toBe(2);
});
