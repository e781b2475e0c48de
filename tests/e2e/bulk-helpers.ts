// Shared by the bulk and filter action e2e files: the demo page table-bulk-actions.html opened with its requests
// recorded, the events its script records, a fresh database per test, and tables added to the page at run time.
import { afterAll, beforeEach, expect } from 'vitest';
import type { Request } from 'playwright-core';
import { baseUrl, openPage, type OpenOptions, type TestPage } from './harness';

export const E = 'table[data-table="employees"]';
export const TASKS = 'table[data-table="tasks"]';
// A CSS locator: getByRole leaves out the group while it is hidden.
export const bar = (page: TestPage, table: string) => page.locator(`[role="group"][aria-label="Bulk actions for ${table}"]`);
export const status = (page: TestPage, n = 0) => page.locator('.alm-bulk-status').nth(n);
export const alert = (page: TestPage, n = 0) => page.locator('.alm-bulk-alert').nth(n);

/** Seed the demo database again (from here, not from a page: no page load for it). */
async function resetDb() {
  const response = await fetch(`${baseUrl()}/api/reset`, { method: 'POST' });
  expect(response.ok, 'POST /api/reset').toBe(true);
}

/** Open the page (the database freshly seeded), recording POSTs to `/api/...` and every GET of /api/employees. */
export async function open(options: OpenOptions = {}) {
  const posts: Request[] = [];
  const loads: URL[] = [];
  const page = await openPage('/table-bulk-actions.html', {
    ...options,
    before: async (p) => {
      p.on('request', (r) => {
        const url = new URL(r.url());
        if (r.method() === 'POST' && url.pathname !== '/api/reset') posts.push(r);
        if (r.method() === 'GET' && url.pathname === '/api/employees') loads.push(url);
      });
      await options.before?.(p);
    },
  });
  await expect.poll(() => page.locator(`${E} tbody tr:not(.alm-state-row)`).count()).toBe(10);
  await expect.poll(() => page.locator('.alm-filter-actions').count()).toBe(1);
  return { page, posts, loads };
}

/** Events recorded by demo/pages/js/table-bulk-actions.js: the handler's argument. */
export const heard = (page: TestPage, name: string) =>
  page.evaluate((n) => (window as any).bulkEvents.filter((e: any) => e.name === n).map((e: any) => e.arg), name);
export const employee = (page: TestPage, id: number) => page.evaluate((i) => fetch(`/api/employees/${i}`).then((r) => r.json()), id);
export const allIds = (page: TestPage) => page.evaluate(() => fetch('/api/employees?pageSize=all').then((r) => r.json()).then((b) => b.data.map((row: any) => row.id)));

/** Each test starts on the seeded database, and the file leaves it seeded for the other e2e files (they count rows). */
export function useFreshDatabase() {
  beforeEach(resetDb);
  // Leave the seeded database to the other e2e files (they count rows).
  afterAll(resetDb);
}

/** Add a table with these attributes to the page and start it; resolves when its rows show. */
export async function addTable(page: TestPage, id: string, attrs: Record<string, string>) {
  await page.evaluate(({ id, attrs }) => {
    const table = document.createElement('table');
    table.setAttribute('data-table', id);
    for (const [name, value] of Object.entries(attrs)) table.setAttribute(name, value);
    table.innerHTML = '<thead><tr><th data-field="name">Name</th></tr></thead><tbody><tr data-id="1"><td>One</td></tr><tr><td>No id</td></tr></tbody>';
    const holder = document.createElement('div');
    holder.id = `holder-${id}`;
    holder.append(table);
    document.querySelector('main')!.append(holder);
    (window as any).Almanac.TableManager.initTable(table);
  }, { id, attrs });
  await expect.poll(() => page.locator(`table[data-table="${id}"] tbody tr:not(.alm-state-row)`).count()).toBe(2);
}
export const warned = (page: TestPage, id: string) => page.warnings.filter((w) => w.startsWith(`[almanac] table "${id}":`));
