// One polite live region per table (issue "Accessibility and languages" item 1): after a sort, a page
// change, a search or a filter the table says what the reader now has, once the rows are shown.
import { expect, it } from 'vitest';
import { columnTexts, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const PEOPLE = 'table[data-table="people"]';
const STAFF = 'table[data-table="staff"]';
/** The live region beside a table (after it, with its pager). */
const said = (page: TestPage, table: string) =>
  page.locator(table).locator('xpath=following::div[contains(@class,"alm-sr-only")][1]').textContent();

async function open(): Promise<TestPage> {
  const page = await openPage('/table-selection.html');
  await expect.poll(() => columnTexts(page, PEOPLE, 3)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
  await expect.poll(() => page.locator(`${STAFF} tbody tr[data-id]`).count()).toBe(5);
  return page;
}

it('the region is a polite status, visually hidden, silent until the reader changes something', async () => {
  const page = await open();
  const region = page.locator('.alm-sr-only').first();
  expect(await region.getAttribute('role')).toBe('status');
  expect(await region.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  expect(await said(page, PEOPLE)).toBe('');
});

it('a sort says "Sorted by Name, ascending. 7 rows."', async () => {
  const page = await open();
  await page.locator(`${PEOPLE} th[data-field="name"] .alm-sort-button`).click();
  await expect.poll(() => said(page, PEOPLE)).toBe('Sorted by Name, ascending. 7 rows.');
  await page.locator(`${PEOPLE} th[data-field="name"] .alm-sort-button`).click();
  await expect.poll(() => said(page, PEOPLE)).toBe('Sorted by Name, descending. 7 rows.');
});

it('a page change says "Page 2 of 3." (client-side) and "Page 2 of 60." once the server rows are in', async () => {
  const page = await open();
  await page.locator('[data-table-pagination="people"]').getByRole('button', { name: 'Next page' }).click();
  await expect.poll(() => said(page, PEOPLE)).toBe('Page 2 of 3.');
  await page.locator('[data-table-pagination="staff"]').getByRole('button', { name: 'Next page' }).click();
  await expect.poll(() => said(page, STAFF)).toBe('Page 2 of 60.');
});

it('a search says how many rows match, once typing pauses (one row: "1 row.")', async () => {
  const page = await open();
  await page.locator('[data-table-controls="people"]').getByLabel('Search').pressSequentially('Lov', { delay: 50 });
  await expect.poll(() => said(page, PEOPLE)).toBe('1 row.');
  await page.locator('[data-table-controls="people"]').getByLabel('Search').fill('');
  await expect.poll(() => said(page, PEOPLE)).toBe('7 rows.');
});
