// The performance demo (issue "Performance"): 100,000 rows paged or all on one page, timed in the browser.
import { expect, it } from 'vitest';
import { openPage, useBrowser } from './harness';

useBrowser();
const T = 'table[data-table="perf"]';
const dataRows = `${T} tbody tr:not(.alm-spacer):not(.alm-state-row)`;
const times = (page: Awaited<ReturnType<typeof openPage>>) => page.locator('#perf-times li').allInnerTexts();

it('100,000 rows in pages of 50: one page of rows in the DOM, every row counted, render time reported', async () => {
  const page = await openPage('/table-performance.html');
  await expect.poll(() => page.locator(dataRows).count()).toBe(50);
  await expect.poll(() => page.locator('.alm-caption-info').first().innerText()).toContain('100,000');
  await expect.poll(() => times(page)).toEqual([expect.stringMatching(/^Render 100,000 rows, pages of 50: \d+ ms$/)]);
  await page.locator('.alm-pagination button[aria-label="Page 2"]').click();
  await expect.poll(() => page.locator(`${dataRows}`).first().getAttribute('data-id')).toBe('51');
  // The page writes a time after the frame that shows the result (requestAnimationFrame, then a task).
  await expect.poll(() => times(page).then((t) => t[0])).toMatch(/^Pagination: Page 2: \d+ ms$/);
});

it('every row on one page renders only the rows in view; sort and search cover all 100,000 rows', async () => {
  const page = await openPage('/table-performance.html');
  await expect.poll(() => page.locator(dataRows).count()).toBe(50);
  await page.getByLabel('Layout').selectOption('0');
  await page.getByRole('button', { name: 'Build the table' }).click();
  await expect.poll(() => times(page).then((t) => t[0])).toMatch(/^Render 100,000 rows, one page: \d+ ms$/);
  // Only one table, one toolbar: the previous table left with its parts.
  expect(await page.locator(T).count()).toBe(1);
  expect(await page.locator('.alm-pagination').count()).toBe(0);
  await expect.poll(() => page.locator(dataRows).count()).toBeGreaterThan(10);
  expect(await page.locator(dataRows).count()).toBeLessThan(150);

  const salary = page.locator(`${T} th[data-field="salary"] .alm-sort-button`);
  await salary.click();
  await salary.click();
  await expect.poll(() => page.locator(`${dataRows} td:nth-child(4)`).first().innerText()).toBe('149,000');
  await expect.poll(() => times(page).then((t) => t[0])).toMatch(/^Sort by Salary.*: \d+ ms$/);

  await page.getByRole('searchbox').fill('Lima');
  await expect.poll(async () => new Set(await page.locator(`${dataRows} td:nth-child(2)`).allInnerTexts())).toEqual(new Set(['Lima']));
  await expect.poll(() => times(page).then((t) => t[0])).toMatch(/^Search "Lima": \d+ ms$/);
});
