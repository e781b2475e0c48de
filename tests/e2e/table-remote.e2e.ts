// Remote data, the external filter form, URL state and data-load-target (issue 3, items 2, 5, 6, 9).
import { describe, expect, it } from 'vitest';
import { columnTexts, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const T = 'table[data-table="employees"]';

/** Every /api/employees request the page sends, as URLSearchParams. */
function recordRequests(page: TestPage, path = '/api/employees'): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === path) seen.push(url.searchParams);
  });
  return seen;
}
const rowsShown = (page: TestPage) => page.locator(`${T} tbody tr:not(.alm-state-row)`).count();
async function open(path = '/table-remote.html') {
  let requests: URLSearchParams[] = [];
  let orders: URLSearchParams[] = [];
  const page = await openPage(path, {
    before: (p) => {
      requests = recordRequests(p);
      orders = recordRequests(p, '/api/orders');
    },
  });
  await expect.poll(() => rowsShown(page)).toBe(10);
  return { page, requests, orders };
}

describe('data load (spec HTTP interactions 1)', () => {
  it('GETs data-source with page, pageSize and sort as "field asc"; shows the server page', async () => {
    const { page, requests } = await open();
    const first = requests[0];
    expect(first.get('page')).toBe('1');
    expect(first.get('pageSize')).toBe('10');
    expect(first.get('sort')).toBe('name asc');
    expect(await page.locator(`${T} .alm-caption-info`).innerText()).toBe('Showing 1 to 10 of 300 entries');
  });

  it('sorting on the server re-requests with the new sort; shift-click adds a second key', async () => {
    const { page, requests } = await open();
    await page.locator(`${T} th[data-field="salary"] .alm-sort-button`).click();
    await expect.poll(() => requests.at(-1)?.get('sort')).toBe('salary asc');
    await page.locator(`${T} th[data-field="hired"] .alm-sort-button`).click({ modifiers: ['Shift'] });
    await expect.poll(() => requests.at(-1)?.get('sort')).toBe('salary asc,hired asc');
    await expect.poll(() => page.locator(`${T} th[data-field="hired"]`).getAttribute('aria-sort')).toBe('ascending');
    // The header follows the query at once; the rows come with the server's answer: polled, not read once.
    const salaries = async () => (await columnTexts(page, T, 5)).map((s) => Number(s.replace(/[$,]/g, '')));
    await expect.poll(async () => { const numbers = await salaries(); return numbers.join() === [...numbers].sort((a, b) => a - b).join(); }).toBe(true);
  });

  it('paging on the server requests page 2', async () => {
    const { page, requests } = await open();
    await page.locator('[data-table-pagination="employees"]').getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => requests.at(-1)?.get('page')).toBe('2');
    await expect.poll(() => page.locator(`${T} .alm-caption-info`).innerText()).toBe('Showing 11 to 20 of 300 entries');
  });
});

describe('external filter form (spec Filter bindings)', () => {
  it('selects are populated from the response options', async () => {
    const { page } = await open();
    await expect.poll(() => page.locator('select[name="department"] option').count()).toBeGreaterThan(3);
    expect(await page.locator('select[name="status"] option').allTextContents()).toEqual(['Any status', 'Active', 'Inactive', 'On leave']);
  });

  it('submitting sends every non-empty field by its name, resets to page 1 and does not reload the page', async () => {
    const { page, requests } = await open();
    await page.locator('[data-table-pagination="employees"]').getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => requests.at(-1)?.get('page')).toBe('2');
    await page.evaluate(() => ((window as any).notReloaded = true));
    await page.locator('select[name="status"]').selectOption('active');
    await page.locator('input[name="salary_min"]').fill('50000');
    await page.locator('input[name="salary_max"]').fill('90000');
    await page.locator('input[name="from"]').fill('2015-01-01');
    await page.locator('input[name="search"]').fill('an');
    await page.locator('select[name="pageSize"]').selectOption('25');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => requests.at(-1)?.get('status')).toBe('active');
    const last = requests.at(-1)!;
    expect(Object.fromEntries(last)).toMatchObject({
      status: 'active', salary_min: '50000', salary_max: '90000', from: '2015-01-01', search: 'an', pageSize: '25', page: '1',
    });
    expect(last.has('to')).toBe(false);
    expect(last.has('department')).toBe(false);
    expect(await page.evaluate(() => (window as any).notReloaded)).toBe(true);
    await expect.poll(async () => new Set(await columnTexts(page, T, 4))).toEqual(new Set(['Active']));
  });

  it('reset clears the form filters and reloads', async () => {
    const { page, requests } = await open();
    await page.locator('select[name="status"]').selectOption('inactive');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => requests.at(-1)?.get('status')).toBe('inactive');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => requests.at(-1)?.has('status')).toBe(false);
  });
});

describe('URL state (data-url-params)', () => {
  it('writes page, sort and filters to the URL and restores them, with form values, on load', async () => {
    const { page } = await open();
    await page.locator('select[name="department"]').selectOption('Sales');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('department')).toBe('Sales');
    await page.locator(`${T} th[data-field="salary"] .alm-sort-button`).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('salary asc');
    const url = page.url();
    const again = await open(new URL(url).pathname + new URL(url).search);
    expect(Object.fromEntries(again.requests[0])).toMatchObject({ department: 'Sales', sort: 'salary asc', page: '1' });
    expect(await again.page.locator('select[name="department"]').inputValue()).toBe('Sales');
    expect(await again.page.locator(`${T} th[data-field="salary"]`).getAttribute('aria-sort')).toBe('ascending');
  });

  it('back and forward restore the view', async () => {
    const { page, requests } = await open();
    const pager = page.locator('[data-table-pagination="employees"]');
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await pager.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('3');
    await page.goBack();
    await expect.poll(() => requests.at(-1)?.get('page')).toBe('2');
    await expect.poll(() => page.locator(`${T} .alm-caption-info`).innerText()).toBe('Showing 11 to 20 of 300 entries');
    await page.goForward();
    await expect.poll(() => requests.at(-1)?.get('page')).toBe('3');
  });

  it('a second table on the page uses keys prefixed with its id', async () => {
    const { page, orders } = await open('/table-remote.html?orders.page=2');
    await expect.poll(() => orders[0]?.get('page')).toBe('2');
    await page.locator('table[data-table="orders"] th[data-field="customer"] .alm-sort-button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('orders.sort')).toBe('customer asc');
    expect(new URL(page.url()).searchParams.get('sort')).toBeNull();
  });
});

describe('data-load-target (spec Normalized payload)', () => {
  it('rebinds the summary after every load: data-text, data-if and data-for', async () => {
    const { page } = await open();
    const summary = page.locator('#employee-summary');
    await expect.poll(() => summary.locator('strong').innerText()).toBe('300');
    expect(await summary.locator('[data-if="hasData"]').isVisible()).toBe(true);
    expect(await summary.locator('[data-if="empty"]').isVisible()).toBe(false);
    expect(await summary.locator('span[title]').count()).toBe(10);
    await page.locator('input[name="search"]').fill('zzzz-no-match');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => summary.locator('strong').innerText()).toBe('0');
    expect(await summary.locator('[data-if="empty"]').isVisible()).toBe(true);
    expect(await summary.locator('span[title]').count()).toBe(0);
  });
});

describe('the one HTTP client: a host ApiService is used for table loads too (issue "One shape", item 2)', () => {
  it('ApiService.get(url) answers the data load instead of fetch', async () => {
    let requests: URLSearchParams[] = [];
    const page = await openPage('/table-remote.html', {
      before: async (p) => {
        requests = recordRequests(p);
        await p.addInitScript(() => {
          const w = window as unknown as { __apiCalls: string[]; ApiService: unknown };
          w.__apiCalls = [];
          w.ApiService = {
            get(url: string) {
              w.__apiCalls.push(url);
              const data = Array.from({ length: 3 }, (_, i) => ({ id: i + 1, name: `Service ${i + 1}` }));
              return Promise.resolve({ data, meta: { page: 1, pageSize: 3, total: 3, totalPages: 1 } });
            },
          };
        });
      },
    });
    await expect.poll(() => rowsShown(page)).toBe(3);
    expect(await page.locator(`${T} tbody tr`).first().innerText()).toContain('Service 1');
    const calls = await page.evaluate(() => (window as unknown as { __apiCalls: string[] }).__apiCalls);
    expect(calls[0]).toMatch(/^\/api\/employees\?page=1&pageSize=10/);
    expect(requests).toHaveLength(0);
  });
});

// Regression (found by the hostile suite): when a load finished, the whole filter form was filled from the
// table's query, overwriting what the reader had typed in the meantime.
describe('a load never overwrites what the reader is typing in the filter form', () => {
  it('text typed while a filtered load is in flight is still there when the rows arrive', async () => {
    let release: () => void = () => {};
    let hold = false;
    // Set when the filtered request is held: typing starts only then, so it is typed while the load is
    // in flight (and release() is the held request's own, not the no-op it replaces).
    let reached: () => void = () => {};
    const held = new Promise<void>((ok) => (reached = ok));
    const page = await openPage('/table-remote.html', {
      before: (p) => p.route('**/api/employees?*', async (route) => {
        if (hold) {
          const released = new Promise<void>((ok) => (release = ok));
          reached();
          await released;
        }
        await route.continue();
      }),
    });
    await expect.poll(() => rowsShown(page)).toBe(10);
    const search = page.locator('form[data-table-filter="employees"] input[name="search"]');
    await search.fill('ada');
    hold = true;
    await search.press('Enter');
    await held;
    await search.fill('ada lovelace, still typing');
    release();
    await expect.poll(() => page.locator(`${T} .alm-caption-info`).innerText()).not.toBe('Showing 1 to 10 of 300 entries');
    expect(await search.inputValue()).toBe('ada lovelace, still typing');
  });
});
