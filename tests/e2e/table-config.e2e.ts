// Global configuration (spec "Global configuration"), caption rules and editable-row limits.
import { expect, it } from 'vitest';
import { columnTexts, openPage, useBrowser } from './harness';

useBrowser();

it('init(config) called before discovery applies pageSizes and showCaption: false', async () => {
  const page = await openPage('/table-config.html');
  const t = 'table[data-table="globals"]';
  await expect.poll(() => columnTexts(page, t, 1)).toEqual(['1', '2', '3']);
  expect(await page.locator(`${t} .alm-caption-info`).count()).toBe(0);
  const sizes = page.locator('[data-table-controls="globals"] select');
  expect(await sizes.locator('option').allTextContents()).toEqual(['3', '6']);
});

it('data-show-caption="true" forces the caption over the global showCaption: false', async () => {
  const page = await openPage('/table-config.html');
  await expect.poll(() => page.locator('table[data-table="forced"] caption .alm-caption-info').innerText())
    .toBe('Showing 1 to 3 of 4 entries');
});

it('editable rows: caption off by default and every row shown without pagination', async () => {
  const page = await openPage('/table-config.html');
  const t = 'table[data-table="editable"]';
  await expect.poll(() => columnTexts(page, t, 1)).toEqual(['Apples', 'Pears', 'Plums']);
  expect(await page.locator(`${t} caption`).count()).toBe(0);
  expect(await page.locator('[data-table-pagination="editable"]').count()).toBe(0);
});

it('data-cell-element renders a labelled control with id {tableId}_{field}_{rowId}; a change emits table:fieldChange', async () => {
  const page = await openPage('/table-config.html');
  const input = page.locator('#editable_qty_2');
  await expect.poll(() => input.inputValue()).toBe('5');
  expect(await input.getAttribute('type')).toBe('number');
  expect(await input.getAttribute('min')).toBe('0');
  expect(await page.locator('td[data-element-id="editable_qty_2"]').count()).toBe(1);
  await input.fill('8');
  await input.press('Tab');
  await expect.poll(() => page.evaluate(() => (window as any).fieldChanges.at(-1))).toMatchObject({ tableId: 'editable', field: 'qty', value: 8, rowData: { id: '2', name: 'Pears', qty: 8 } });
});
