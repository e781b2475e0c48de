// Nested data-attr, dynamic columns from the payload, cache, host state, races, auth (issue 3 items 2-4, 7, 8, 10, 11).
import { describe, expect, it } from 'vitest';
import { columnTexts, networkQuiet, openPage, partRan, type TestPage, useBrowser } from './harness';

useBrowser();
const events = (page: TestPage, name: string) =>
  page.evaluate((n) => (window as any).almanacEvents.filter((e: any) => e.name === n).map((e: any) => e.detail), name);

describe('response shapes', () => {
  it('data-attr="data:result.items" reads rows and meta from a nested response', async () => {
    const page = await openPage('/table-sources.html');
    const t = 'table[data-table="nested"]';
    await expect.poll(() => page.locator(`${t} tbody tr:not(.alm-state-row)`).count()).toBe(5);
    expect(await page.locator(`${t} .alm-caption-info`).innerText()).toBe('Showing 1 to 5 of 300 entries');
  });

  it('data-dynamic-columns builds the header from the payload columns', async () => {
    const page = await openPage('/table-sources.html');
    const t = 'table[data-table="dyn"]';
    await expect.poll(() => page.locator(`${t} thead th`).count()).toBeGreaterThan(2);
    const labels = (await page.locator(`${t} thead th`).allTextContents()).map((s) => s.trim());
    expect(labels).toContain('Name');
    expect(labels).toContain('Salary');
    expect((await columnTexts(page, t, labels.indexOf('Salary') + 1))[0]).toMatch(/^\$[\d,]+/);
  });
});

describe('cache (data-cache, data-cache-time)', () => {
  it('a cached GET is not requested again; force bypasses the cache; loadTableData resolves', async () => {
    let count = 0;
    const page = await openPage('/table-sources.html', {
      before: (p) => p.on('request', (r) => { if (new URL(r.url()).pathname === '/api/orders') count++; }),
    });
    const t = 'table[data-table="cached"]';
    await expect.poll(() => page.locator(`${t} tbody tr:not(.alm-state-row)`).count()).toBe(5);
    expect(count).toBe(1);
    await page.getByRole('button', { name: "loadTableData('cached')" }).click();
    await expect.poll(() => page.locator('#reload-out').innerText()).toBe('resolved true');
    expect(count).toBe(1);
    await page.getByRole('button', { name: "loadTableData('cached', { force: true })" }).click();
    await expect.poll(() => count).toBe(2);
    const pager = page.locator('[data-table-pagination="cached"]');
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => count).toBe(3);
    await pager.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expect.poll(() => page.locator(`${t} .alm-caption-info`).innerText()).toBe('Showing 1 to 5 of 400 entries');
    expect(count).toBe(3);
  });
});

describe('host state (data-attr without data-source)', () => {
  it('binds rows from StateManager, emits table:bound, and follows updates with table:stateUpdate', async () => {
    const page = await openPage('/table-sources.html');
    const t = 'table[data-table="team"]';
    await expect.poll(() => columnTexts(page, t, 1)).toEqual(['Ada', 'Grace']);
    const bound = (await events(page, 'table:bound'))[0];
    expect(bound).toMatchObject({ tableId: 'team', statePath: 'team.members' });
    expect(typeof bound.timestamp).toBe('number');
    await page.getByRole('button', { name: 'Add a member' }).click();
    await expect.poll(() => columnTexts(page, t, 1)).toEqual(['Ada', 'Grace', 'New member 1']);
    const update = (await events(page, 'table:stateUpdate')).pop();
    expect(update).toMatchObject({ tableId: 'team', statePath: 'team.members', recordCount: 3 });
  });
});

describe('races (design.md: newest request wins)', () => {
  it('a response that arrives after a newer request is dropped, and the abort is not an error', async () => {
    let releaseSlow: () => void = () => {};
    const slowDone = new Promise<void>((ok) => (releaseSlow = ok));
    const page = await openPage('/table-remote.html', {
      before: (p) => p.route('**/api/employees?*', async (route) => {
        const page2 = new URL(route.request().url()).searchParams.get('page') === '2';
        if (page2) await new Promise((ok) => setTimeout(ok, 600));
        try {
          await route.continue();
        } catch { /* the browser aborted it: fine */ }
        if (page2) releaseSlow();
      }),
    });
    const t = 'table[data-table="employees"]';
    const info = page.locator(`${t} .alm-caption-info`);
    await expect.poll(() => info.innerText()).toBe('Showing 1 to 10 of 300 entries');
    const pager = page.locator('[data-table-pagination="employees"]');
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => info.innerText()).toBe('Showing 21 to 30 of 300 entries');
    await slowDone;
    // The slow request stays open on the page until its answer arrived (or the page aborted it): once the network is quiet,
    // it is one or the other, and a late answer has been handled.
    await networkQuiet(page);
    expect(await info.innerText()).toBe('Showing 21 to 30 of 300 entries');
    expect(await events(page, 'table:error')).toEqual([]);
    expect(await page.locator(`${t} .alm-state-error, .alm-status-error`).count()).toBe(0);
  });
});

describe('authentication (spec Authentication)', () => {
  it('403 on a data load navigates to /forbidden', async () => {
    const page = await openPage('/table-auth.html', { allowConsoleErrors: true });
    await page.getByRole('button', { name: 'Mount a table on a 403 endpoint' }).click();
    await page.waitForURL('**/forbidden');
    expect(await page.locator('h1').innerText()).toBe('Forbidden');
  });

  it('401 on a data load navigates to /login', async () => {
    const page = await openPage('/table-auth.html', { allowConsoleErrors: true });
    await page.getByRole('button', { name: 'Mount a table on a 401 endpoint' }).click();
    await page.waitForURL('**/login');
  });

  it('rule 1: a table that is not in the document never redirects', async () => {
    const page = await openPage('/table-auth.html', { allowConsoleErrors: true });
    const response = page.waitForResponse((r) => r.url().includes('/api/secure/403'));
    await page.getByRole('button', { name: 'Load a detached table from a 403 endpoint' }).click();
    await response;
    await expect.poll(() => events(page, 'table:error').then((e) => e.map((x: any) => x.tableId))).toContain('detached');
    // The redirect is decided by the auth chunk (loaded by the first 401/403): wait until it has run.
    await expect.poll(() => partRan(page, 'auth')).toBe(true);
    await networkQuiet(page);
    expect(new URL(page.url()).pathname).toBe('/table-auth.html');
  });

  it('rule 2: a filter-form submission answered 403 shows a notification and stays on the page', async () => {
    const page = await openPage('/table-auth.html', { allowConsoleErrors: true });
    const t = 'table[data-table="guarded"]';
    await expect.poll(() => page.locator(`${t} tbody tr:not(.alm-state-row)`).count()).toBe(5);
    await page.locator('select[name="secure"]').selectOption('403');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.alm-toasts .alm-toast').count()).toBe(1);
    expect(await page.locator('.alm-toasts').getAttribute('role')).toBe('status');
    expect(await page.locator('.alm-toast').textContent()).toBe('You do not have permission to view these results.');
    expect(new URL(page.url()).pathname).toBe('/table-auth.html');
    // Rows already shown stay (design.md "Bad input": a failed request leaves the data in place).
    expect(await page.locator(`${t} tbody tr:not(.alm-state-row)`).count()).toBe(5);
  });

  it('rule 2: a filter-form submission answered 401 (no host authentication handler) says the session has ended and stays on the page', async () => {
    const page = await openPage('/table-auth.html', { allowConsoleErrors: true });
    const t = 'table[data-table="guarded"]';
    await expect.poll(() => page.locator(`${t} tbody tr:not(.alm-state-row)`).count()).toBe(5);
    await page.locator('select[name="secure"]').selectOption('401');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.alm-toast').allTextContents()).toEqual(['Your session has ended. Please sign in again.']);
    expect(new URL(page.url()).pathname).toBe('/table-auth.html');
    expect(await page.locator(`${t} tbody tr:not(.alm-state-row)`).count()).toBe(5);
  });
});
