// Filter actions (issue 11 item 4; spec "Filter action entry", "HTTP interactions" 3 and 4, table:filterAction)
// on demo/pages/table-bulk-actions.html against the SQLite demo API.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';
import { addTable, E, heard, open, useFreshDatabase } from './bulk-helpers';

useBrowser();
useFreshDatabase();

describe('filter actions (spec "Filter action entry", "HTTP interactions" 3 and 4)', () => {
  async function filtered() {
    const opened = await open();
    const { page } = opened;
    await expect.poll(() => page.locator('select[name="status"] option').count()).toBeGreaterThan(1);
    await page.locator('select[name="status"]').selectOption('active');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.locator(`${E} th[data-field="salary"] .alm-sort-button`).click();
    await page.locator(`${E} th[data-field="salary"] .alm-sort-button`).click();
    await expect.poll(() => page.locator(`${E} th[data-field="salary"]`).getAttribute('aria-sort')).toBe('descending');
    return opened;
  }

  it('a button POSTs {action, tableId, filters, sort} as JSON with the CSRF header; table:filterAction gets the payload itself', async () => {
    const { page, posts, loads } = await filtered();
    const before = loads.length;
    await page.getByRole('button', { name: 'Recalculate' }).click();
    await expect.poll(() => posts.length).toBe(1);
    const body = posts[0].postDataJSON();
    expect(body).toEqual({ action: 'recalculate', tableId: 'employees', filters: { status: 'active' }, sort: { salary: 'desc' } });
    expect((await posts[0].allHeaders())['x-csrf-token']).toBe('demo-csrf-token');
    await expect.poll(() => heard(page, 'table:filterAction').then((e) => e.length)).toBe(1);
    const [payload] = await heard(page, 'table:filterAction');
    expect(payload.detail).toBeUndefined();
    expect(payload).toMatchObject({ tableId: 'employees', action: 'recalculate', type: 'button', params: body, response: { success: true, received: body } });
    expect(new URL(payload.url).pathname).toBe('/api/employees/filter-action');
    // The answer's response actions ran: a notification and a reload of the table.
    await expect.poll(() => page.locator('.alm-toast').allTextContents()).toContain(payload.response.message);
    await expect.poll(() => loads.length).toBeGreaterThan(before);
  });

  it('confirm: the built-in dialog asks first; Escape cancels and nothing is sent; OK sends', async () => {
    const { page, posts } = await filtered();
    await page.getByRole('button', { name: 'Archive inactive…' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('.alm-confirm-message').textContent()).toBe('Archive the inactive employees that match the current filters?');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(posts).toEqual([]);
    await page.getByRole('button', { name: 'Archive inactive…' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0].postDataJSON()).toMatchObject({ action: 'archive-inactive', filters: { status: 'active' } });
  });

  it('a link carries the current filters and sort as query parameters, follows them, honours target _blank with rel noopener', async () => {
    const { page } = await filtered();
    const link = page.getByRole('link', { name: 'Matching rows as JSON' });
    await expect.poll(async () => new URL((await link.getAttribute('href'))!, page.url()).searchParams.get('sort')).toBe('salary desc');
    const params = Object.fromEntries(new URL((await link.getAttribute('href'))!, page.url()).searchParams);
    expect(params).toEqual({ pageSize: 'all', status: 'active', sort: 'salary desc' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await page.locator('input[name="search"]').fill('an');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(async () => new URL((await link.getAttribute('href'))!, page.url()).searchParams.get('search')).toBe('an');
    const popup = page.context().waitForEvent('page');
    await link.click();
    const opened = await popup;
    await opened.waitForLoadState();
    const json = JSON.parse(await opened.locator('body').innerText());
    expect(json.data.every((row: any) => row.status === 'active')).toBe(true);
    const [payload] = await heard(page, 'table:filterAction');
    expect(payload).toMatchObject({ tableId: 'employees', action: 'json', type: 'link', params: { status: 'active', search: 'an', sort: 'salary desc' } });
    expect(payload.url).toBe(await link.evaluate((a) => (a as HTMLAnchorElement).href));
    expect('response' in payload).toBe(false);
  });
});

describe('filter action links with confirm', () => {
  it('a link with confirm navigates only after OK, with the current filters; Cancel stays', async () => {
    const { page } = await open();
    await addTable(page, 'confirm-link', {
      'data-filter-actions': '{"go":{"label":"Go to the index","url":"/index.html?from=table","type":"link","confirm":"Leave this page?","className":"btn go"}}',
    });
    await page.evaluate(() => (window as any).Almanac.TableManager.setFilters('confirm-link', { name: 'One' }));
    const link = page.getByRole('link', { name: 'Go to the index' });
    await expect.poll(() => link.getAttribute('href')).toBe('/index.html?from=table&name=One');
    expect(await link.getAttribute('class')).toBe('alm-filter-action btn go');
    expect(await link.getAttribute('target')).toBeNull();
    await link.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/table-bulk-actions.html');
    expect(await heard(page, 'table:filterAction')).toEqual([]);
    await link.click();
    expect(await page.getByRole('alertdialog').locator('.alm-confirm-message').textContent()).toBe('Leave this page?');
    const [payload] = await page.evaluate(() => new Promise<any[]>((resolve) => {
      // Read the payload before the page goes away.
      (window as any).EventManager.on('table:filterAction', (p: any) => resolve([{ ...p }]));
      (document.querySelector('dialog .alm-confirm-ok') as HTMLButtonElement).click();
    }));
    expect(payload).toMatchObject({ tableId: 'confirm-link', action: 'go', type: 'link', params: { name: 'One' } });
    await page.waitForURL(/\/index\.html\?from=table&name=One$/);
  });
});
