// The basic page: a server-rendered table enhanced in place (issue 2, items 8 and 9).
import { describe, expect, it } from 'vitest';
import { columnTexts, openPage, seriousAxeViolations, useBrowser } from './harness';

useBrowser();
const T = 'table[data-table="staff"]';

describe('progressive enhancement of server-rendered rows', () => {
  it('takes the tbody rows as data and keeps caption, group header colspans, id, classes and data-*', async () => {
    const page = await openPage('/table-basic.html');
    await page.locator(`${T} tbody tr`).first().waitFor();
    const table = page.locator(T);
    await expect(table.getAttribute('id')).resolves.toBe('staff-table');
    await expect(table.getAttribute('class')).resolves.toContain('page-table');
    await expect(table.getAttribute('data-page-size')).resolves.toBe('5');
    expect(await page.locator(`${T} caption`).innerText()).toContain('Staff directory');
    expect(await page.locator(`${T} thead tr:first-child th`).evaluateAll((ths) => ths.map((th) => (th as HTMLTableCellElement).colSpan)))
      .toEqual([3, 3]);
    expect(await page.locator(`${T} tbody tr`).count()).toBe(5);
    expect(await page.locator(`${T} tbody tr`).first().getAttribute('data-id')).toBe('1');
  });

  it('destroy() restores the original markup exactly', async () => {
    const page = await openPage('/table-basic.html');
    await page.locator(`${T} tbody tr`).first().waitFor();
    const [original, restored] = await page.evaluate(async () => {
      const html = await (await fetch(location.href)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      (window as any).Almanac.TableManager.destroy();
      const norm = (el: Element) => el.outerHTML.replace(/\s+/g, ' ');
      return [norm(doc.querySelector('table')!), norm(document.querySelector('table')!)];
    });
    expect(restored).toBe(original);
    expect(await page.locator('.alm-toolbar, .alm-pagination').count()).toBe(0);
  });
});

describe('sorting', () => {
  it('data-default-sort applies on load: th gets class asc and aria-sort ascending', async () => {
    const page = await openPage('/table-basic.html');
    const th = page.locator(`${T} th[data-field="name"]`);
    await expect.poll(() => th.getAttribute('class')).toContain('asc');
    expect(await th.getAttribute('aria-sort')).toBe('ascending');
    expect((await columnTexts(page, T, 2))[0]).toBe('Ada Lovelace');
  });

  it('clicking a sortable header toggles asc/desc classes and aria-sort; others lose them', async () => {
    const page = await openPage('/table-basic.html');
    const name = page.locator(`${T} th[data-field="name"]`);
    const salary = page.locator(`${T} th[data-field="salary"]`);
    await salary.locator('.alm-sort-button').click();
    await expect.poll(() => salary.getAttribute('aria-sort')).toBe('ascending');
    expect(await salary.getAttribute('class')).toMatch(/\basc\b/);
    expect(await name.getAttribute('aria-sort')).toBeNull();
    expect(await name.getAttribute('class')).not.toMatch(/\b(asc|desc)\b/);
    await salary.locator('.alm-sort-button').click();
    await expect.poll(() => salary.getAttribute('aria-sort')).toBe('descending');
    expect(await salary.getAttribute('class')).toMatch(/\bdesc\b/);
  });

  it('numbers sort as numbers (data-type="number")', async () => {
    const page = await openPage('/table-basic.html');
    await page.locator(`${T} th[data-field="salary"] .alm-sort-button`).click();
    await expect.poll(() => columnTexts(page, T, 5)).toEqual(['$1,000', '$9,000', '$58,000', '$61,000', '$67,000']);
  });

  it('dates sort as dates (data-type="date")', async () => {
    const page = await openPage('/table-basic.html');
    await page.locator(`${T} th[data-field="hired"] .alm-sort-button`).click();
    await page.locator(`${T} th[data-field="hired"] .alm-sort-button`).click();
    await expect.poll(() => columnTexts(page, T, 6)).toEqual(['20 Jan 2025', '4 Apr 2024', '9 Sep 2023', '12 Dec 2022', '1 Jun 2021']);
  });

  it('text sorts with locale-aware, numeric collation ("item 9" before "item 10")', async () => {
    const page = await openPage('/table-basic.html');
    await page.locator(`${T} th[data-field="name"] .alm-sort-button`).click(); // desc
    await expect.poll(() => columnTexts(page, T, 2)).toEqual(['Zoë Kim', 'Nia Okafor', 'Kofi Mensah', 'item 10', 'item 9']);
  });

  it('is keyboard operable: Enter on the focused header button sorts', async () => {
    const page = await openPage('/table-basic.html');
    const city = page.locator(`${T} th[data-field="city"]`);
    await city.locator('.alm-sort-button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => city.getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Space');
    await expect.poll(() => city.getAttribute('aria-sort')).toBe('descending');
  });

  it('data-sort makes a column sortable; a column without it is not', async () => {
    const page = await openPage('/table-basic.html');
    expect(await page.locator(`${T} th[data-field="city"] .alm-sort-button`).count()).toBe(1);
    expect(await page.locator(`${T} th[data-auto-number], ${T} thead tr:last-child th:first-child .alm-sort-button`).count()).toBe(0);
  });
});

describe('pagination and caption', () => {
  it('pages by data-page-size, shows the caption summary, and auto-number continues across pages', async () => {
    const page = await openPage('/table-basic.html');
    const info = page.locator(`${T} caption .alm-caption-info`);
    await expect.poll(() => info.innerText()).toBe('Showing 1 to 5 of 12 entries');
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => info.innerText()).toBe('Showing 6 to 10 of 12 entries');
    expect(await columnTexts(page, T, 1)).toEqual(['6', '7', '8', '9', '10']);
    expect(await page.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.locator(`${T} tbody tr`).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
  });

  it('data-page-sizes offers the page sizes; choosing one re-pages', async () => {
    const page = await openPage('/table-basic.html');
    const select = page.getByLabel('Rows per page');
    expect(await select.locator('option').allTextContents()).toEqual(['5', '10', '25']);
    await select.selectOption('10');
    await expect.poll(() => page.locator(`${T} tbody tr`).count()).toBe(10);
  });
});

describe('cells', () => {
  it('a cell value containing markup renders as text', async () => {
    const page = await openPage('/table-basic.html');
    await page.getByLabel('Search').fill('marley');
    await expect.poll(() => columnTexts(page, T, 2)).toEqual(['bob <b>Marley</b>']);
    expect(await page.locator(`${T} tbody b`).count()).toBe(0);
  });

  it('formats: lookup shows the label, currency with data-decimals, date with data-pattern', async () => {
    const page = await openPage('/table-basic.html');
    // A data-pattern date is in its pattern once the dates chunk has arrived (chunks.e2e.ts).
    const first = () => page.locator(`${T} tbody tr:first-child td`).allTextContents().then((t) => t.map((s) => s.trim()));
    await expect.poll(first).toEqual(['1', 'Ada Lovelace', 'London', 'Engineering', '$128,000', '4 Mar 2019']);
  });

  it('header class stays on the th, data-cell-class goes on the td (rule 1)', async () => {
    const page = await openPage('/table-basic.html');
    await page.locator(`${T} tbody tr`).first().waitFor();
    expect(await page.locator(`${T} th[data-field="salary"]`).getAttribute('class')).toContain('text-end');
    expect(await page.locator(`${T} th[data-field="salary"]`).getAttribute('class')).not.toContain('num');
    expect(await page.locator(`${T} tbody tr:first-child td:nth-child(5)`).getAttribute('class')).toBe('num');
  });
});

describe('accessibility', () => {
  it('has no serious or critical axe-core violations', async () => {
    const page = await openPage('/table-basic.html');
    await page.locator(`${T} tbody tr`).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
