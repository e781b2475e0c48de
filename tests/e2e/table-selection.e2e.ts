// Row selection (issue "TableManager III" item 1; spec data-show-checkbox, "States and transitions":
// selected rows carry the class selected, a reload clears the selection; table:selectionChange; clearSelection).
import { describe, expect, it } from 'vitest';
import { columnTexts, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const PEOPLE = 'table[data-table="people"]';
const STAFF = 'table[data-table="staff"]';

const events = (page: TestPage, name: string) =>
  page.evaluate((n) => (window as any).almanacEvents.filter((e: any) => e.name === n).map((e: any) => e.detail), name);
const selectedNames = (page: TestPage, table: string) =>
  page.locator(`${table} tbody tr.selected td:nth-child(3)`).allTextContents();

async function open(): Promise<TestPage> {
  const page = await openPage('/table-selection.html');
  await expect.poll(() => columnTexts(page, PEOPLE, 3)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
  await expect.poll(() => page.locator(`${STAFF} tbody tr[data-id]`).count()).toBe(5);
  return page;
}

describe('row checkboxes', () => {
  it('each is named after the row, from its first visible text column (the number column is skipped)', async () => {
    const page = await open();
    const names = await page.locator(`${PEOPLE} tbody input[type=checkbox]`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names).toEqual(['Select row Ada Lovelace', 'Select row Grace Hopper', 'Select row Alan Turing']);
  });

  it('a selected row carries the class selected and aria-selected="true"; the others aria-selected="false"', async () => {
    const page = await open();
    await page.getByLabel('Select row Grace Hopper').check();
    const rows = page.locator(`${PEOPLE} tbody tr`);
    expect(await rows.evaluateAll((trs) => trs.map((tr) => [tr.classList.contains('selected'), tr.getAttribute('aria-selected')])))
      .toEqual([[false, 'false'], [true, 'true'], [false, 'false']]);
  });

  it('table:selectionChange carries tableId and the selected rows', async () => {
    const page = await open();
    await page.getByLabel('Select row Ada Lovelace').check();
    await page.getByLabel('Select row Alan Turing').check();
    const last = (await events(page, 'table:selectionChange')).pop();
    expect(last.tableId).toBe('people');
    expect(last.selectedRows.map((r: any) => r.name)).toEqual(['Ada Lovelace', 'Alan Turing']);
  });

  it('is operable by keyboard: Tab reaches it, Space toggles it', async () => {
    const page = await open();
    await page.getByLabel('Select row Ada Lovelace').focus();
    await page.keyboard.press('Space');
    expect(await selectedNames(page, PEOPLE)).toEqual(['Ada Lovelace']);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await selectedNames(page, PEOPLE)).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });
});

describe('the header checkbox', () => {
  it('selects and clears every row of the current page, and is indeterminate while only some are selected', async () => {
    const page = await open();
    const all = page.locator(PEOPLE).getByLabel('Select all rows');
    await page.getByLabel('Select row Grace Hopper').check();
    expect(await all.evaluate((el: HTMLInputElement) => [el.checked, el.indeterminate])).toEqual([false, true]);
    await all.check();
    expect(await selectedNames(page, PEOPLE)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
    expect(await all.evaluate((el: HTMLInputElement) => [el.checked, el.indeterminate])).toEqual([true, false]);
    await all.uncheck();
    expect(await selectedNames(page, PEOPLE)).toEqual([]);
  });
});

describe('what keeps and what clears a selection', () => {
  it('client-side paging keeps it, and the caption says how many rows are selected', async () => {
    const page = await open();
    await page.getByLabel('Select row Ada Lovelace').check();
    await page.locator('[data-table-pagination="people"]').getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => columnTexts(page, PEOPLE, 3)).toEqual(['Katherine Johnson', 'Edsger Dijkstra', 'Barbara Liskov']);
    await page.getByLabel('Select row Barbara Liskov').check();
    await expect.poll(() => page.locator(`${PEOPLE} .alm-caption-info`).textContent()).toMatch(/, 2 selected$/);
    await page.locator('[data-table-pagination="people"]').getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => selectedNames(page, PEOPLE)).toEqual(['Ada Lovelace']);
  });

  it('a search change clears it (the rows picked may be gone)', async () => {
    const page = await open();
    await page.getByLabel('Select row Ada Lovelace').check();
    await page.locator('[data-table-controls="people"]').getByLabel('Search').fill('a');
    await expect.poll(() => selectedNames(page, PEOPLE)).toEqual([]);
    expect((await events(page, 'table:selectionChange')).pop().selectedRows).toEqual([]);
    expect(await page.locator(`${PEOPLE} .alm-caption-info`).textContent()).not.toMatch(/selected/);
  });

  it('clearSelection(table element) and clearSelection(null, tableId) clear it and announce it', async () => {
    const page = await open();
    await page.getByLabel('Select row Ada Lovelace').check();
    await page.locator('#clear-by-element').click();
    await expect.poll(() => selectedNames(page, PEOPLE)).toEqual([]);
    await page.getByLabel('Select row Grace Hopper').check();
    await page.locator('#clear-by-id').click();
    await expect.poll(() => selectedNames(page, PEOPLE)).toEqual([]);
    expect((await events(page, 'table:selectionChange')).map((e: any) => e.selectedRows.length)).toEqual([1, 0, 1, 0]);
  });

  it('a reload clears it (spec "States and transitions")', async () => {
    const page = await open();
    const first = page.locator(`${STAFF} tbody input[type=checkbox]`).first();
    await first.check();
    expect(await page.locator(`${STAFF} tbody tr.selected`).count()).toBe(1);
    await page.locator('#reload').click();
    await expect.poll(() => page.locator(`${STAFF} tbody tr.selected`).count()).toBe(0);
    expect(await page.locator(`${STAFF} tbody tr[data-id]`).count()).toBe(5);
  });

  it('a page change in server-side mode clears it', async () => {
    const page = await open();
    await page.locator(STAFF).getByLabel('Select all rows').check();
    expect(await page.locator(`${STAFF} tbody tr.selected`).count()).toBe(5);
    const firstId = await page.locator(`${STAFF} tbody tr[data-id]`).first().getAttribute('data-id');
    await page.locator('[data-table-pagination="staff"]').getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.locator(`${STAFF} tbody tr[data-id]`).first().getAttribute('data-id')).not.toBe(firstId);
    expect(await page.locator(`${STAFF} tbody tr.selected`).count()).toBe(0);
    expect(await page.locator(STAFF).getByLabel('Select all rows').isChecked()).toBe(false);
  });
});

describe('landmarks', () => {
  it('each table\'s pagination is a nav named after the table (caption), so two on a page are told apart', async () => {
    const page = await open();
    const names = await page.locator('nav.alm-pagination').evaluateAll((navs) => navs.map((n) => n.getAttribute('aria-label')));
    expect(names).toEqual(['Pagination, People', 'Pagination, Employees']);
  });
});
