// Issue 47 item 4 (detail rows) on demo/pages/table-orders.html, on the SQLite API: each order has a disclosure
// button ("Show details of row N", aria-expanded, aria-controls) that opens a full-width panel under the row, by
// mouse and by keyboard (Enter, Space); the panel is the <template data-detail-template> filled from the row
// (escaped) and holds a nested Almanac table (the order's lines from /api/orders/{id}/lines) that gets enhanced;
// a panel is a row of the table (aria-rowcount, aria-rowindex); the open panels are in the URL (detail=) and survive
// reload and back/forward; in a windowed table (400 orders on one page) a panel is a row of the window and the
// source's answer shows as a labelled list; a source that answers 503 or HTML: one warning, a message in the panel, a
// retry; Thai right to left on table-orders-th.html; axe finds nothing with a panel open. Orders are seeded
// deterministically: order 1's lines are its product and Delivery; every fourth order also has a warranty.
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const ORDERS = 'table[data-table="orders"]';
const ALL = 'table[data-table="all-orders"]';
const FAILING = 'table[data-table="failing-orders"]';

/** The disclosure button of the row with id `row` (its name is the row's first text column: see the tests). */
const button = (page: TestPage, table: string, row: string) => page.locator(`${table} > tbody > tr[data-id="${row}"] .alm-toggle`);
const customer = (page: TestPage, table: string, row: string) => page.locator(`${table} > tbody > tr[data-id="${row}"] > td`).nth(2).textContent();
const panels = (page: TestPage, table: string) => page.locator(`${table} > tbody > tr.alm-panel-row`);
/** The body rows of `table` as `id:aria-rowindex` (`panel` for a panel row). */
const indexes = (page: TestPage, table: string) => page.locator(`${table} > tbody > tr:not(.alm-spacer)`).evaluateAll((trs) =>
  trs.map((tr) => `${(tr as HTMLElement).dataset.id ?? (tr.classList.contains('alm-panel-row') ? 'panel' : '?')}:${tr.getAttribute('aria-rowindex')}`));

async function open(path = '/table-orders.html'): Promise<TestPage> {
  const page = await openPage(path);
  await expect.poll(() => button(page, ORDERS, '1').count()).toBe(1);
  return page;
}

describe('a detail panel', () => {
  it('by mouse: the button opens the panel under its row, filled from the row, with the order\'s lines in a nested table', async () => {
    const page = await open();
    const toggle = button(page, ORDERS, '1');
    const name = (await customer(page, ORDERS, '1'))!;
    expect(await toggle.getAttribute('aria-label')).toBe(`Show details of row ${name}`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = panels(page, ORDERS).first();
    expect(await toggle.getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));
    expect(await panel.evaluate((tr) => (tr.previousElementSibling as HTMLElement).dataset.id)).toBe('1');
    expect(await panel.locator('> td').getAttribute('colspan')).toBe('6');
    const group = panel.getByRole('group', { name: `Details of row ${name}` });
    await expect.poll(() => group.locator('p').first().textContent()).toMatch(/^Order 1 for .+, placed \d{4}-\d\d-\d\d\.$/);
    expect(await group.locator('p').first().textContent()).toContain(`for ${name},`);
    // The nested table is an Almanac table: its lines come from the API, formatted by its columns.
    const lines = page.locator('table[data-table="lines-1"]');
    await expect.poll(() => lines.locator('tbody tr[data-id], tbody tr').evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent))).toEqual([expect.any(String), 'Delivery']);
    expect(await lines.locator('tbody tr').last().locator('td').nth(3).textContent()).toMatch(/^\$\d+\.00$/);
    await toggle.click();
    await expect.poll(() => panels(page, ORDERS).count()).toBe(0);
    expect(page.warnings).toEqual([]);
  });

  it('by keyboard: Enter opens, Space closes, the focus stays on the button', async () => {
    const page = await open();
    const toggle = button(page, ORDERS, '2');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('table[data-table="lines-2"] tbody tr').count()).toBeGreaterThan(1);
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Show details of row ${await customer(page, ORDERS, '2')}`);
  });

  it('a panel is a row of the table: aria-rowcount counts it, the rows below it are one further down', async () => {
    const page = await open();
    const count = () => page.locator(ORDERS).getAttribute('aria-rowcount');
    const before = Number(await count());
    await button(page, ORDERS, '1').click();
    await expect.poll(() => count()).toBe(String(before + 1));
    expect((await indexes(page, ORDERS)).slice(0, 4)).toEqual(['1:2', 'panel:3', '2:4', '3:5']);
  });

  it('the open panels are in the URL (detail=), kept on reload, undone and redone by back and forward', async () => {
    const page = await open();
    await button(page, ORDERS, '1').click();
    await button(page, ORDERS, '3').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('detail')).toBe('1,3');
    await page.reload();
    await expect.poll(() => panels(page, ORDERS).count()).toBe(2);
    expect(await button(page, ORDERS, '3').getAttribute('aria-expanded')).toBe('true');
    await page.goBack();
    await expect.poll(() => panels(page, ORDERS).count()).toBe(1);
    expect(await button(page, ORDERS, '3').getAttribute('aria-expanded')).toBe('false');
    await page.goForward();
    await expect.poll(() => panels(page, ORDERS).count()).toBe(2);
  });

  it('the table a panel holds is torn down as the panel closes, and with its outer table (table:destroyed each)', async () => {
    const page = await open();
    await page.evaluate(() => {
      const w = window as any;
      w.destroyed = [];
      (w.EventManager ?? w.Almanac.EventManager).on('table:destroyed', (e: any) => w.destroyed.push(e.detail.tableId));
    });
    const registered = (id: string) => page.evaluate((id) => !!(window as any).Almanac.TableManager.getTable(id), id);
    await button(page, ORDERS, '1').click();
    await expect.poll(() => page.locator('table[data-table="lines-1"] tbody tr').count()).toBeGreaterThan(1);
    expect(await registered('lines-1')).toBe(true);
    await button(page, ORDERS, '1').click();
    await expect.poll(() => registered('lines-1')).toBe(false);
    expect(await page.evaluate(() => (window as any).destroyed)).toEqual(['lines-1']);
    // Opened again: a new nested table; the outer table torn down (all tables, then one) takes it along, once.
    await button(page, ORDERS, '2').click();
    await expect.poll(() => registered('lines-2')).toBe(true);
    await page.evaluate(() => (window as any).Almanac.TableManager.destroy());
    await expect.poll(() => registered('lines-2')).toBe(false);
    const destroyed: string[] = await page.evaluate(() => (window as any).destroyed);
    expect(destroyed.filter((id) => id === 'lines-2')).toEqual(['lines-2']);
    expect(destroyed).toContain('orders');
    expect(page.warnings).toEqual([]);
  });

  it('axe finds nothing with panels open (a nested table in one)', async () => {
    const page = await open();
    await button(page, ORDERS, '1').click();
    await expect.poll(() => page.locator('table[data-table="lines-1"] tbody tr').count()).toBeGreaterThan(1);
    await button(page, ALL, '2').click();
    await expect.poll(() => panels(page, ALL).locator('dl').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('in a windowed table', () => {
  it('a panel is a row of the window: the answer as a labelled list, counted in aria-rowindex, kept while scrolled away and back', async () => {
    const page = await open();
    await expect.poll(() => page.locator(`${ALL} > tbody > tr.alm-spacer`).count()).toBe(2);
    expect(await page.locator(`${ALL} > tbody > tr[data-id]`).count()).toBeLessThan(200);
    await button(page, ALL, '2').click();
    const panel = panels(page, ALL).first();
    await expect.poll(() => panel.locator('ol > li').count()).toBe(2);
    expect(await panel.locator('ol > li').last().locator('dt').allTextContents()).toEqual(['line', 'product', 'quantity', 'price', 'total']);
    expect(await panel.locator('ol > li').last().locator('dd').nth(1).textContent()).toBe('Delivery');
    expect((await indexes(page, ALL)).slice(0, 4)).toEqual(['1:2', '2:3', 'panel:4', '3:5']);
    expect(await page.locator(ALL).getAttribute('aria-rowcount')).toBe('402');
    // Scrolled far down the panel's row leaves the window; back up it shows again, without a second request.
    let requests = 0;
    page.on('request', (r) => r.url().includes('/api/orders/2/lines') && requests++);
    await page.locator(ALL).evaluate((t) => window.scrollTo(0, t.getBoundingClientRect().bottom + scrollY - innerHeight));
    await expect.poll(() => panels(page, ALL).count()).toBe(0);
    const row = await page.locator(`${ALL} > tbody > tr[data-id]`).last().evaluate((tr) => [(tr as HTMLElement).dataset.id, tr.getAttribute('aria-rowindex')]);
    expect(Number(row[1])).toBe(Number(row[0]) + 2);
    await page.locator(ALL).evaluate((t) => window.scrollTo(0, t.getBoundingClientRect().top + scrollY - 10));
    await expect.poll(() => panel.locator('ol > li').count()).toBe(2);
    expect(requests).toBe(0);
  });
});

describe('bad input', () => {
  it('a source that answers 503, and one that answers HTML: one warning each, a message in the panel and a retry; nothing thrown', async () => {
    const page = await openPage('/table-orders.html', { allowConsoleErrors: true });
    await expect.poll(() => button(page, FAILING, '1').count()).toBe(1);
    await button(page, FAILING, '1').click();
    const first = panels(page, FAILING).first();
    await expect.poll(() => first.getByRole('alert').textContent()).toBe('The details could not be loaded.');
    await button(page, FAILING, '2').click();
    await expect.poll(() => panels(page, FAILING).nth(1).getByRole('alert').count()).toBe(1);
    await expect.poll(() => page.warnings.filter((w) => w.includes('data-detail-source')).length).toBe(2);
    expect(page.warnings.find((w) => w.includes('503'))).toMatch(/table "failing-orders".*HTTP 503/);
    expect(page.warnings.find((w) => w.includes('not JSON'))).toMatch(/table "failing-orders"/);
    await first.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => first.getByRole('alert').count()).toBe(1);
    // The same failure again is not a second warning.
    expect(page.warnings.filter((w) => w.includes('data-detail-source')).length).toBe(2);
  });
});

describe('Thai, right to left', () => {
  it('names its buttons and panels in Thai, opens by keyboard, and axe finds nothing with a panel open', async () => {
    const page = await openPage('/table-orders-th.html');
    const THAI = 'table[data-table="orders-th"]';
    const toggle = page.locator(THAI).getByRole('button', { name: 'แสดงรายละเอียดของแถว สมชาย' });
    await expect.poll(() => toggle.count()).toBe(1);
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = panels(page, THAI).first();
    await expect.poll(() => panel.getByRole('group', { name: 'รายละเอียดของแถว สมชาย' }).count()).toBe(1);
    expect(await panel.locator('p').first().textContent()).toMatch(/^คำสั่งซื้อ 1 ของ สมชาย$/);
    await expect.poll(() => page.locator('table[data-table="lines-th-1"] tbody tr').count()).toBeGreaterThan(1);
    // Right to left: the button's cell is at the right edge of the row.
    const [cell, row] = await Promise.all([toggle.evaluate((b) => b.closest('td')!.getBoundingClientRect().right), page.locator(`${THAI} tbody tr[data-id="1"]`).evaluate((tr) => tr.getBoundingClientRect().right)]);
    expect(Math.abs(cell - row)).toBeLessThan(2);
    expect(await axeViolations(page)).toEqual([]);
  });
});
