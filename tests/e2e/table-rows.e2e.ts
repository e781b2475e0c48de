// Editable rows and drag reorder (issue "TableManager IV" 4, 5; spec data-editable-rows,
// data-row-sortable, enableRowSort/disableRowSort, table:rowCopied, table:rowDeleted, "Errors" 5;
// design.md "Row reorder") on demo/pages/table-rows.html: the sortable list on the SQLite demo API
// (POST /api/employees/reorder) and a client-side line-items table. Tests that change the
// database put it back (POST /api/reset).
import { afterEach, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { openPage, seriousAxeViolations, useBrowser, type OpenOptions, type TestPage, baseUrl } from './harness';

useBrowser();
afterEach(async () => {
  await fetch(`${baseUrl()}/api/reset`, { method: 'POST' });
});

const ITEMS = 'table[data-table="items"]';
const ORDER = 'table[data-table="order"]';
const body = (table: string) => `${table} tbody tr:not(.alm-state-row)`;

const events = (page: TestPage, name: string) =>
  page.evaluate((n) => (window as any).rowEvents.filter((e: any) => e.name === n).map((e: any) => e.detail), name);
const ids = (page: TestPage, table: string) => page.locator(body(table)).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id')));
const names = (page: TestPage, table: string) =>
  page.locator(body(table)).evaluateAll((trs) => trs.map((tr) => (tr.querySelector('td:nth-child(2)') as HTMLElement).innerText.trim()));
const focused = (page: TestPage) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

async function open(options: OpenOptions = {}) {
  const requests: Request[] = [];
  const page = await openPage('/table-rows.html', { ...options, before: async (p) => { p.on('request', (r) => requests.push(r)); await options.before?.(p); } });
  await expect.poll(() => page.locator(`${body(ITEMS)} .alm-row-delete`).count()).toBe(3);
  await expect.poll(() => page.locator(`${body(ORDER)} .alm-drag-handle`).count()).toBe(8);
  return { page, requests };
}

describe('editable rows: add, copy, delete (data-editable-rows)', () => {
  it('Add row appends a blank row with a tmp- id, emits table:rowAdded and focuses its first control', async () => {
    const { page } = await open();
    await page.getByRole('button', { name: 'Add row' }).click();
    await expect.poll(() => ids(page, ITEMS)).toEqual(['1', '2', '3', 'tmp-1']);
    const added = page.locator(body(ITEMS)).last();
    // Focus goes into the new row a task after it renders: polled, not read once.
    await expect.poll(() => added.evaluate((tr) => tr.contains(document.activeElement) && document.activeElement!.tagName)).toBe('INPUT');
    expect(await events(page, 'table:rowAdded')).toMatchObject([{ tableId: 'items', row: { id: 'tmp-1', name: '', qty: '' } }]);
    await page.getByRole('button', { name: 'Add row' }).click();
    await expect.poll(() => ids(page, ITEMS)).toEqual(['1', '2', '3', 'tmp-1', 'tmp-2']);
  });

  it('"Copy Pears" puts a copy with a new id after Pears and emits table:rowCopied {tableId, originalItem, newItem}', async () => {
    const { page } = await open();
    await page.getByRole('button', { name: 'Copy Pears', exact: true }).click();
    await expect.poll(() => ids(page, ITEMS)).toEqual(['1', '2', 'tmp-1', '3']);
    const [copied] = await events(page, 'table:rowCopied');
    expect(copied).toEqual({ tableId: 'items', originalItem: { id: '2', name: 'Pears', qty: '5', price: '0.90' }, newItem: { id: 'tmp-1', name: 'Pears', qty: '5', price: '0.90' } });
    await expect.poll(() => page.locator(body(ITEMS)).nth(2).evaluate((tr) => tr.contains(document.activeElement))).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete Pears', exact: true }).count()).toBe(2);
  });

  it('Delete asks first: Cancel keeps the row; OK removes it, emits table:rowDeleted {tableId, row, rowId} and focuses the next Delete', async () => {
    const { page } = await open();
    await page.getByRole('button', { name: 'Delete Pears', exact: true }).click();
    const dialog = page.locator('dialog.alm-confirm[open]');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.locator('.alm-confirm-message').innerText()).toBe('Delete Pears?');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await ids(page, ITEMS)).toEqual(['1', '2', '3']);
    expect(await events(page, 'table:rowDeleted')).toEqual([]);

    await page.getByRole('button', { name: 'Delete Pears', exact: true }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => ids(page, ITEMS)).toEqual(['1', '3']);
    expect(await events(page, 'table:rowDeleted')).toEqual([{ tableId: 'items', row: { id: '2', name: 'Pears', qty: '5', price: '0.90' }, rowId: '2' }]);
    await expect.poll(() => focused(page)).toBe('Delete Plums');
  });

  it('deleting the last remaining row moves focus to Add row', async () => {
    const { page } = await open();
    for (const name of ['Apples', 'Pears', 'Plums']) {
      await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      await page.locator('dialog.alm-confirm[open]').getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => page.getByRole('button', { name: `Delete ${name}`, exact: true }).count()).toBe(0);
    }
    await expect.poll(() => focused(page)).toBe('Add row');
  });

  it('editable tables: every row on one page, no caption; axe finds nothing serious', async () => {
    const { page } = await open();
    expect(await page.locator(`${ITEMS} caption`).count()).toBe(0);
    expect(await page.locator('[data-table-pagination="items"]').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('Errors 5: rows without an id', () => {
  it('one warning; add, copy and delete refuse and change nothing', async () => {
    const page = await openPage('/table-rows.html', {
      before: (p) => p.route('**/table-rows.html', async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, body: (await res.text()).replace('<tr data-id="2">', '<tr>') });
      }),
    });
    await expect.poll(() => page.locator(`${body(ITEMS)} .alm-row-delete`).count()).toBe(3);
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByRole('button', { name: 'Copy Apples', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Apples', exact: true }).click();
    expect(await page.locator('dialog.alm-confirm[open]').count()).toBe(0);
    expect(await page.locator(body(ITEMS)).count()).toBe(3);
    const warned = page.warnings.filter((w) => w.includes('table "items"') && w.includes('no "id" field'));
    expect(warned).toHaveLength(1);
  });
});

const live = (page: TestPage) => page.locator(`${ORDER} ~ .alm-rows-bar [role="status"]`).innerText();
const handle = (page: TestPage, n: number) => page.locator(`${body(ORDER)} .alm-drag-handle`).nth(n);
const sortPosts = (requests: Request[]) => requests.filter((r) => r.method() === 'POST' && r.url().endsWith('/api/employees/reorder')).map((r) => r.postDataJSON());

describe('drag reorder by keyboard (Space, arrows, Space; Escape cancels) with live announcements', () => {
  it('moves row 2 down one place, says each step, emits table:rowReorder and POSTs {order} to data-sort-url; the order survives a reload', async () => {
    const { page, requests } = await open();
    const before = await names(page, ORDER);
    const beforeIds = await ids(page, ORDER);
    await handle(page, 1).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => live(page)).toBe(`Picked up ${before[1]}, row 2 of 8`);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => live(page)).toBe('Moved to row 3');
    await expect.poll(() => names(page, ORDER)).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
    // Focus comes back to the handle a task after the move renders: polled, not read once.
    await expect.poll(() => focused(page)).toBe(`Reorder ${before[1]}`);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/employees/reorder'));
    await page.keyboard.press('Space');
    await expect.poll(() => live(page)).toBe('Dropped');
    expect((await saved).ok()).toBe(true);
    const order = [beforeIds[0], beforeIds[2], beforeIds[1], ...beforeIds.slice(3)];
    const [reorder] = await events(page, 'table:rowReorder');
    expect(reorder).toEqual({ tableId: 'order', order: order.map(Number), from: 1, to: 2 });
    expect(sortPosts(requests)).toEqual([{ order: order.map(Number) }]);
    await page.reload();
    await expect.poll(() => names(page, ORDER)).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  });

  it('Escape puts the row back, says "Cancelled", and neither emits nor saves', async () => {
    const { page, requests } = await open();
    const before = await names(page, ORDER);
    await handle(page, 0).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => live(page)).toBe('Moved to row 3');
    await page.keyboard.press('Escape');
    await expect.poll(() => live(page)).toBe('Cancelled');
    expect(await names(page, ORDER)).toEqual(before);
    expect(await events(page, 'table:rowReorder')).toEqual([]);
    expect(sortPosts(requests)).toEqual([]);
  });
});

describe('drag reorder with the mouse', () => {
  it('press a handle, move over the third row, release: the row lands there; a ghost follows the cursor and the row is a dashed placeholder meanwhile', async () => {
    const { page, requests } = await open();
    const before = await names(page, ORDER);
    const from = (await handle(page, 0).boundingBox())!;
    const over = (await page.locator(body(ORDER)).nth(2).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 5, over.y + over.height / 2, { steps: 6 });
    expect(await page.locator('.alm-drag-ghost').innerText()).toBe(`⠿ ${before[0]}`);
    expect(await page.locator(`${body(ORDER)}.alm-drag-placeholder`).count()).toBe(1);
    expect(await page.locator(`${body(ORDER)}.alm-drag-placeholder td`).first().evaluate((td) => getComputedStyle(td).borderTopStyle)).toBe('dashed');
    await page.mouse.up();
    await expect.poll(() => names(page, ORDER)).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
    expect(await page.locator('.alm-drag-ghost').count()).toBe(0);
    expect(await page.locator(`${body(ORDER)}.alm-drag-placeholder`).count()).toBe(0);
    expect(await events(page, 'table:rowReorder')).toMatchObject([{ tableId: 'order', from: 0, to: 2 }]);
    await expect.poll(() => sortPosts(requests).length).toBe(1);
  });
});

describe('only the handle starts a drag', () => {
  it('after a click on a handle (no move), pressing a cell and moving the mouse selects text, it moves no row', async () => {
    const { page } = await open();
    const before = await names(page, ORDER);
    await handle(page, 0).click();
    const cell = (await page.locator(body(ORDER)).nth(0).locator('td').nth(1).boundingBox())!;
    const over = (await page.locator(body(ORDER)).nth(2).boundingBox())!;
    await page.mouse.move(cell.x + 4, cell.y + cell.height / 2);
    await page.mouse.down();
    await page.mouse.move(cell.x + 40, over.y + over.height / 2, { steps: 6 });
    expect(await page.locator('.alm-drag-ghost').count()).toBe(0);
    await page.mouse.up();
    expect(await names(page, ORDER)).toEqual(before);
    expect(await events(page, 'table:rowReorder')).toEqual([]);
  });
});

describe('data-sort-url failure: the previous order comes back, with a notice and table:error', () => {
  it('a 500 from the sort URL reverts the move', async () => {
    const { page } = await open({
      allowConsoleErrors: true,
      before: (p) => p.route('**/api/employees/reorder', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"nope"}' })),
    });
    const before = await names(page, ORDER);
    await handle(page, 0).focus();
    for (const key of ['Space', 'ArrowDown', 'Space']) await page.keyboard.press(key);
    await expect.poll(() => page.locator('.alm-toasts .alm-toast').allTextContents()).toContain('The new order could not be saved; the previous order is back.');
    await expect.poll(() => names(page, ORDER)).toEqual(before);
    expect(await events(page, 'table:error')).toMatchObject([{ tableId: 'order', action: 'reorder' }]);
  });
});

describe('reordering is off while the table is sorted by a column', () => {
  it('sorting disables the handles and shows why; Clear sort turns them back on', async () => {
    const { page } = await open();
    const hint = page.locator(`${ORDER} ~ .alm-rows-bar .alm-sort-hint`);
    expect(await hint.isVisible()).toBe(false);
    await page.locator(`${ORDER} th[data-field="name"] .alm-sort-button`).click();
    await expect.poll(() => handle(page, 0).isDisabled()).toBe(true);
    expect(await hint.innerText()).toContain('Rows cannot be reordered while the table is sorted by a column.');
    await handle(page, 0).focus({ timeout: 1000 }).catch(() => {});
    await page.keyboard.press('Space');
    expect(await events(page, 'table:rowReorder')).toEqual([]);
    await hint.getByRole('button', { name: 'Clear sort' }).click();
    await expect.poll(() => handle(page, 0).isDisabled()).toBe(false);
    // The hint follows table:render, which can come a frame after the new handles.
    await expect.poll(() => hint.isVisible()).toBe(false);
  });
});

describe('enableRowSort / disableRowSort', () => {
  it('disableRowSort hides the handles and their column; enableRowSort shows them again', async () => {
    const { page } = await open();
    await page.evaluate(() => (window as any).TableManager.disableRowSort('order'));
    await expect.poll(() => page.locator(`${ORDER} .alm-drag-handle`).count()).toBe(0);
    expect(await page.locator(`${ORDER} thead th.alm-drag-cell`).count()).toBe(0);
    await page.evaluate(() => (window as any).TableManager.enableRowSort('order'));
    await expect.poll(() => page.locator(`${ORDER} .alm-drag-handle`).count()).toBe(8);
    expect(await page.locator(`${ORDER} thead th`).first().innerText()).toBe('Order');
  });

  it('on a table without drag reorder: one warning, nothing changes', async () => {
    const { page } = await open();
    await page.evaluate(() => (window as any).TableManager.enableRowSort('items'));
    expect(page.warnings.filter((w) => w.includes('table "items": enableRowSort: no data-row-sortable'))).toHaveLength(1);
    expect(await page.locator(`${ITEMS} .alm-drag-handle`).count()).toBe(0);
  });
});
