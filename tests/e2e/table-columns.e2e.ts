// Column attributes, visibility, auto-number and dynamic columns (issue 2, item 6).
import { describe, expect, it } from 'vitest';
import { columnTexts, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const T = 'table[data-table="columns"]';
const D = 'table[data-table="dynamic"]';
/** The header cells' texts: each column's own (the column menu's button, ⋮, is not part of it). */
const headers = (page: TestPage, table: string) =>
  page.locator(`${table} thead tr.alm-header-row th`).evaluateAll((ths) => ths.map((th) => {
    const copy = th.cloneNode(true) as Element;
    copy.querySelectorAll('.alm-colmenu').forEach((m) => m.remove());
    return (copy.textContent ?? '').trim();
  }));

async function ready(page: TestPage) {
  await expect.poll(() => page.locator(`${T} tbody tr`).count()).toBe(5);
  await expect.poll(() => page.locator(`${D} tbody tr`).count()).toBe(5);
}

describe('static columns', () => {
  it('rule 1: class goes on the th only, data-cell-class on the td only', async () => {
    const page = await openPage('/table-columns.html');
    await ready(page);
    expect(await page.locator(`${T} th[data-field="name"]`).getAttribute('class')).toContain('hdr-name');
    expect(await page.locator(`${T} th[data-field="name"]`).getAttribute('class')).not.toContain('cell-name');
    const td = page.locator(`${T} tbody tr:first-child td:nth-child(2)`);
    expect(await td.getAttribute('class')).toBe('cell-name');
  });

  it('rule 5: data-visible="false" and data-hidden="true" render no th or td; the data stays and can be shown', async () => {
    const page = await openPage('/table-columns.html');
    await ready(page);
    expect(await headers(page, T)).toEqual(['#', 'Name', 'City']);
    expect(await page.locator(`${T} tbody tr:first-child td`).count()).toBe(3);
    await page.getByRole('button', { name: 'Show salary' }).click();
    await expect.poll(() => headers(page, T)).toEqual(['#', 'Name', 'City', 'Salary']);
    expect((await columnTexts(page, T, 4))[0]).toMatch(/^\$\d{2,3},000$/);
    await page.getByRole('button', { name: 'Hide city' }).click();
    await expect.poll(() => headers(page, T)).toEqual(['#', 'Name', 'Salary']);
  });

  it('rule 6: auto-number continues across pages', async () => {
    const page = await openPage('/table-columns.html');
    await ready(page);
    expect(await columnTexts(page, T, 1)).toEqual(['1', '2', '3', '4', '5']);
    const pager = page.locator('[data-table-pagination="columns"]');
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await pager.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect.poll(() => columnTexts(page, T, 1)).toEqual(['11', '12', '13', '14', '15']);
  });

  it('auto-number without pagination uses the rendered row index', async () => {
    const page = await openPage('/table-columns.html');
    await ready(page);
    await page.evaluate(() => {
      const table = document.createElement('table');
      table.setAttribute('data-table', 'unpaged');
      table.innerHTML = '<thead><tr><th data-auto-number="true">#</th><th data-field="n">N</th></tr></thead>';
      document.querySelector('main')!.appendChild(table);
      (window as any).Almanac.TableManager.initTable(table);
      (window as any).Almanac.TableManager.setData('unpaged', [{ n: 'c' }, { n: 'a' }, { n: 'b' }]);
    });
    await expect.poll(() => columnTexts(page, 'table[data-table="unpaged"]', 1)).toEqual(['1', '2', '3']);
  });
});

describe('dynamic column metadata through setData({columns, data})', () => {
  it('generates headers from the metadata with label, class, cellClass, format, sort, filter and visibility', async () => {
    const page = await openPage('/table-columns.html');
    await ready(page);
    expect(await headers(page, D)).toEqual(['#', 'Name', 'Salary', 'Status']);
    expect(await page.locator(`${D} th[data-field="name"]`).getAttribute('class')).toContain('hdr-name');
    expect(await page.locator(`${D} tbody tr:first-child td:nth-child(2)`).getAttribute('class')).toBe('cell-name');
    expect((await columnTexts(page, D, 3))[0]).toMatch(/^\$[\d,]+$/);
    expect(await page.locator(`${D} th[data-field="salary"] .alm-sort-button`).count()).toBe(1);
    // The header filter row comes with the filters chunk, requested once a column filters.
    await expect.poll(() => page.getByLabel('Filter by Status').count()).toBe(1);
  });

  it('a different column set regenerates the header', async () => {
    const page = await openPage('/table-columns.html');
    await ready(page);
    await page.getByRole('button', { name: 'Load a different column set' }).click();
    await expect.poll(() => headers(page, D)).toEqual(['Employee', 'Hired on']);
    // its pattern ('MMM YYYY') is the page's first: final once the dates chunk has arrived
    await expect.poll(async () => (await columnTexts(page, D, 2))[0]).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
  });
});
