// Search, toolbar filters, header filters and setFilters (issue 2, item 9; spec "Filter bindings").
import { describe, expect, it } from 'vitest';
import { columnTexts, networkQuiet, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const T = 'table[data-table="people"]';
const info = (page: TestPage) => page.locator(`${T} .alm-caption-info`).innerText();
const filteredCount = async (page: TestPage) => Number((await info(page)).match(/of (\d+) entries/)?.[1]);

async function ready(page: TestPage) {
  await expect.poll(() => info(page)).toBe('Showing 1 to 10 of 137 entries');
}

describe('search (data-search-columns)', () => {
  it('searches only the listed columns, case-insensitively, and resets to page 1', async () => {
    const page = await openPage('/table-filters.html');
    await ready(page);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.getByLabel('Search').fill('LIMA');
    await expect.poll(() => filteredCount(page)).toBeLessThan(137);
    expect(new Set(await columnTexts(page, T, 2))).toEqual(new Set(['Lima']));
    expect(await page.locator('.alm-pagination [aria-current="page"]').innerText()).toBe('1');
    // "Engineering" is a department label, and department is not a search column.
    await page.getByLabel('Search').fill('Engineering');
    await expect.poll(() => page.locator(`${T} .alm-state-empty`).innerText()).toContain('No matching records');
  });
});

describe('toolbar filters ([data-table-toolbar] [data-filter])', () => {
  it('a select filters by exact value; its empty option means no filter', async () => {
    const page = await openPage('/table-filters.html');
    await ready(page);
    await page.getByLabel('City').selectOption('Oslo');
    await expect.poll(async () => new Set(await columnTexts(page, T, 2))).toEqual(new Set(['Oslo']));
    await page.getByLabel('City').selectOption('');
    await expect.poll(() => filteredCount(page)).toBe(137);
  });

  it('the caption says how many rows the filter kept out of the total', async () => {
    const page = await openPage('/table-filters.html');
    await ready(page);
    await page.getByLabel('City').selectOption('Oslo');
    await expect.poll(() => info(page)).toMatch(/^Showing 1 to \d+ of \d+ entries \(filtered from 137 total\)$/);
  });
});

describe('header filters (data-filter on th)', () => {
  it('a lookup column filters through a labelled select of its options', async () => {
    const page = await openPage('/table-filters.html');
    await ready(page);
    const select = page.getByLabel('Filter by Status');
    // The row comes with the filters chunk, requested while the data loads.
    await expect.poll(() => select.locator('option').allTextContents()).toEqual(['All', 'Active', 'Inactive', 'On leave']);
    await select.selectOption('on_leave');
    await expect.poll(async () => new Set(await columnTexts(page, T, 4))).toEqual(new Set(['On leave']));
  });

  it('a plain column filters by substring as the user types', async () => {
    const page = await openPage('/table-filters.html');
    await ready(page);
    await page.getByLabel('Filter by Salary').fill('136');
    await expect.poll(async () => new Set(await columnTexts(page, T, 5))).toEqual(new Set(['136,000']));
  });
});

describe('the header filter row follows the table (it is the filters chunk on table pages)', () => {
  it('hiding a filtered column removes its control, showing it brings it back; the other controls keep what was typed', async () => {
    const page = await openPage('/table-filters.html');
    await ready(page);
    await page.getByLabel('Filter by Salary').fill('136');
    const toggle = (visible: boolean) => page.evaluate((v) => (window as any).Almanac.TableManager.toggleColumnVisibility('people', 'status', v), visible);
    await toggle(false);
    await expect.poll(() => page.getByLabel('Filter by Status').count()).toBe(0);
    expect(await page.locator(`${T} .alm-filter-row td`).count()).toBe(await page.locator(`${T} .alm-header-row th`).count());
    await toggle(true);
    await expect.poll(() => page.getByLabel('Filter by Status').count()).toBe(1);
    expect(await page.getByLabel('Filter by Salary').inputValue()).toBe('136');
    await expect.poll(async () => new Set(await columnTexts(page, T, 5))).toEqual(new Set(['136,000']));
  });

  it('no filter row while no visible column filters', async () => {
    const page = await openPage('/table-filters.html');
    await ready(page);
    await expect.poll(() => page.locator(`${T} .alm-filter-row`).count()).toBe(1);
    await page.evaluate(() => ['department', 'status', 'salary'].forEach((f) => (window as any).Almanac.TableManager.toggleColumnVisibility('people', f, false)));
    await expect.poll(() => page.locator(`${T} .alm-filter-row`).count()).toBe(0);
    await page.evaluate(() => (window as any).Almanac.TableManager.toggleColumnVisibility('people', 'salary', true));
    await expect.poll(() => page.locator(`${T} .alm-filter-row .alm-filter`).count()).toBe(1);
  });

  it('each control sits under its own header, the checkbox column included', async () => {
    const page = await openPage('/table-keyboard.html');
    const J = 'table[data-table="journey"]';
    await expect.poll(() => page.locator(`${J} .alm-filter-row select`).count()).toBe(1);
    const column = (selector: string) => page.locator(selector).evaluate((el) => (el.closest('td, th') as HTMLTableCellElement).cellIndex);
    expect(await column(`${J} .alm-filter-row select`)).toBe(await column(`${J} th[data-field="department"]`));
    expect(await page.locator(`${J} .alm-filter-row td`).first().innerHTML()).toBe('');
  });

  it('a header filter of a server-side table: each load (new options from the server) keeps the focus and the choice in the select', async () => {
    const page = await openPage('/table-remote.html');
    const filter = page.getByLabel('Filter by Product');
    const loads: string[] = [];
    page.on('request', (r) => r.url().includes('/api/orders') && loads.push(new URL(r.url()).searchParams.get('product') ?? ''));
    await expect.poll(() => filter.locator('option').count()).toBeGreaterThan(2);
    await filter.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => loads.at(-1)).toBe('Basic plan');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => loads.at(-1)).toBe('Consulting');
    await networkQuiet(page);
    await expect.poll(() => page.locator('table[data-table="orders"] tbody tr:not(.alm-state-row) td:nth-child(3)').allTextContents().then((t) => [...new Set(t)])).toEqual(['Consulting']);
    expect(await filter.inputValue()).toBe('Consulting');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Filter by Product');
  });
});

describe('TableManager.setFilters', () => {
  it('applies filters by field and shows them in the header filter control', async () => {
    const page = await openPage('/table-filters.html');
    await ready(page);
    await page.getByRole('button', { name: "setFilters({department: 'eng'})" }).click();
    await expect.poll(async () => new Set(await columnTexts(page, T, 3))).toEqual(new Set(['Engineering']));
    await expect.poll(() => page.getByLabel('Filter by Department').inputValue()).toBe('eng');
    const render = await page.evaluate(() => (window as any).almanacEvents.filter((e: any) => e.name === 'table:render').pop().detail);
    expect(render.tableId).toBe('people');
    expect(render.totalRecords).toBe(137);
    expect(render.filteredRecords).toBeLessThan(137);
    expect(render.isServerSide).toBe(false);
    expect(render.data.length).toBe(Math.min(10, render.filteredRecords));
  });

  it('clearing filters with empty values shows every row again', async () => {
    const page = await openPage('/table-filters.html');
    await ready(page);
    await page.getByRole('button', { name: "setFilters({department: 'eng'})" }).click();
    await expect.poll(() => filteredCount(page)).toBeLessThan(137);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => filteredCount(page)).toBe(137);
  });
});

describe('toolbar controls follow the table', () => {
  it('setFilters with a toolbar field shows the value in the page control', async () => {
    const page = await openPage('/table-filters.html');
    await ready(page);
    await page.evaluate(() => (window as any).Almanac.TableManager.setFilters('people', { city: 'Lagos', search: 'a' }));
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Lagos');
    expect(await page.locator('[data-table-toolbar] input[data-filter="search"]').inputValue()).toBe('a');
  });
});
