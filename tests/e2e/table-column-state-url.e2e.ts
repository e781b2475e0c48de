// Issue 44 item 5: setColumnState's order, pins and hidden columns reach the table's URL state as a
// reader's drag, pin or hide does (one history entry each); a new page opened from that address shows the
// same order, pins and hidden columns. Also when the table's column part had not started yet
// (demo/pages/table-pin.html: nothing pointed at or focused). Any console error fails the test (harness).
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, type TestPage } from './harness';

useBrowser();
type Api = { Almanac: { TableManager: { setColumnState(id: string, s: unknown): Promise<void>; getColumnState(id: string): Record<string, unknown> } } };
const setState = (page: TestPage, id: string, state: unknown) =>
  page.evaluate(([id, state]) => (window as never as Api).Almanac.TableManager.setColumnState(id as string, state), [id, state] as const);
const getState = (page: TestPage, id: string) => page.evaluate((id) => (window as never as Api).Almanac.TableManager.getColumnState(id), id);
const fields = (page: TestPage, table: string) =>
  page.locator(`${table} thead tr.alm-header-row th[data-field]`).evaluateAll((ths) => ths.map((th) => (th as HTMLElement).dataset.field));
const param = (page: TestPage, key: string) => new URL(page.url()).searchParams.get(key);

describe('setColumnState writes the URL (issue 44 item 5)', () => {
  it('order, hidden columns and pins, each its own history entry; a new page from the address shows the same; Back undoes one', async () => {
    const TABLE = 'table[data-table="staff"]';
    const page = await openPage('/table-column-menu.html');
    await expect.poll(() => page.locator(`${TABLE} tbody tr[data-id]`).count()).toBe(5);
    const start = await page.evaluate(() => history.length);
    await setState(page, 'staff', { order: ['salary', 'name', 'city', 'department', 'notes'] });
    await expect.poll(() => param(page, 'cols')).toBe('salary,name,city,department,notes');
    await setState(page, 'staff', { hidden: ['city', 'notes'] });
    await expect.poll(() => param(page, 'hide')).toBe('city,notes');
    await setState(page, 'staff', { pins: { department: 'end' } });
    await expect.poll(() => param(page, 'pin')).toBe('department:end');
    const entries = await page.evaluate(() => window.history.length);
    const address = new URL(page.url());
    const copy = await openPage(`${address.pathname}${address.search}`);
    await expect.poll(() => fields(copy, TABLE)).toEqual(['salary', 'name', 'department']);
    expect(await getState(copy, 'staff')).toEqual({ widths: {}, order: ['salary', 'name', 'city', 'department', 'notes'], pins: { department: 'end' }, hidden: ['city', 'notes'] });
    await page.goBack();
    await expect.poll(() => param(page, 'pin')).toBe(null);
    expect(param(page, 'hide')).toBe('city,notes');
    await page.goBack();
    await expect.poll(() => fields(page, TABLE)).toEqual(['salary', 'name', 'city', 'department', 'notes']);
    // Three changes, three entries (two hidden columns in one call: one entry).
    expect(entries - start).toBe(3);
  });

  it('before the column part has started (nothing pointed at): the order and the hidden columns still reach the URL', async () => {
    const TABLE = 'table[data-table="pin-staff"]';
    const page = await openPage('/table-pin.html');
    await expect.poll(() => page.locator(`${TABLE} tbody tr[data-id]`).count()).toBeGreaterThan(5);
    await setState(page, 'pin-staff', { order: ['city', 'name'], hidden: ['notes'] });
    await expect.poll(() => param(page, 'hide')).toBe('notes');
    expect(param(page, 'cols')).toBe('city,name,department,status,email,phone,hired,notes,salary');
    const address = new URL(page.url());
    const copy = await openPage(`${address.pathname}${address.search}`);
    await expect.poll(() => fields(copy, TABLE)).toEqual(['name', 'city', 'department', 'status', 'email', 'phone', 'hired', 'salary']);
  });
});
