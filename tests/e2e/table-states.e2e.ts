// Loading, empty and error states are visible and distinct; retry recovers (issue 2, item 10).
import { expect, it } from 'vitest';
import { openPage, useBrowser } from './harness';

useBrowser();

it('loading: a status row says Loading… and the table is aria-busy until the rows arrive', async () => {
  const page = await openPage('/table-states.html', { allowConsoleErrors: true });
  const slow = page.locator('table[data-table="slow"]');
  await expect.poll(() => slow.locator('.alm-state-loading').innerText()).toContain('Loading');
  expect(await slow.getAttribute('aria-busy')).toBe('true');
  await expect.poll(() => slow.locator('tbody tr:not(.alm-state-row)').count(), { timeout: 10_000 }).toBe(5);
  expect(await slow.getAttribute('aria-busy')).toBeNull();
});

it('empty: a loaded table with no rows says so', async () => {
  const page = await openPage('/table-states.html', { allowConsoleErrors: true });
  const empty = page.locator('table[data-table="empty"]');
  await expect.poll(() => empty.locator('.alm-state-empty').innerText()).toBe('No data available');
});

it('error: shows an alert with Retry and emits table:error; retry after recovery shows rows', async () => {
  const page = await openPage('/table-states.html', { allowConsoleErrors: true });
  const broken = page.locator('table[data-table="broken"]');
  await expect.poll(() => broken.locator('.alm-state-error [role="alert"]').count()).toBe(1);
  const error = await page.evaluate(() => (window as any).almanacEvents.find((e: any) => e.name === 'table:error')?.detail);
  expect(error).toMatchObject({ tableId: 'broken', action: 'load' });
  expect(typeof error.timestamp).toBe('number');
  await page.getByRole('button', { name: 'make the endpoint healthy' }).click();
  await broken.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => broken.locator('tbody tr:not(.alm-state-row)').count()).toBe(5);
});

it('a failed reload keeps the rows already shown and offers retry beside them', async () => {
  const page = await openPage('/table-states.html', { allowConsoleErrors: true });
  const empty = page.locator('table[data-table="slow"]');
  await expect.poll(() => empty.locator('tbody tr:not(.alm-state-row)').count(), { timeout: 10_000 }).toBe(5);
  await page.evaluate(() => {
    const store = (window as any).Almanac.TableManager.getTable('slow');
    store.config = { ...store.config, source: '/api/fail' };
    return (window as any).Almanac.TableManager.loadTableData('slow');
  });
  expect(await empty.locator('tbody tr:not(.alm-state-row)').count()).toBe(5);
  await expect.poll(() => page.locator('.alm-status-error').innerText()).toContain('Retry');
});

it('a network error keeps the rows, shows the error with retry and emits table:error', async () => {
  let fail = false;
  const page = await openPage('/table-states.html', {
    allowConsoleErrors: true,
    before: (p) => p.route('**/api/employees?*', (route) => (fail ? route.abort('connectionrefused') : route.continue())),
  });
  const empty = page.locator('table[data-table="empty"]');
  await expect.poll(() => empty.locator('.alm-state-empty').count()).toBe(1);
  fail = true;
  await page.evaluate(() => (window as any).Almanac.TableManager.loadTableData('empty'));
  await expect.poll(() => empty.locator('.alm-state-error').count()).toBe(1);
  const errors = await page.evaluate(() => (window as any).almanacEvents.filter((e: any) => e.name === 'table:error').map((e: any) => e.detail.tableId));
  expect(errors).toContain('empty');
  fail = false;
  await empty.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => empty.locator('.alm-state-empty').count()).toBe(1);
});
