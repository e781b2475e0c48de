// Issue 14 "Languages": a table follows a language change at run time as a calendar does
// (locale:changed and i18n:updated, on the EventManager or as document events; README "Languages"),
// without reloading its data or losing the reader's sort, page and selection; and (accessibility)
// the header's filter row has a cell under every column, feature columns included.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, type OpenOptions, openPage, partRan, partRoute, type TestPage, useBrowser } from './harness';

useBrowser();

const PAGE = '/table-languages.html';
const T = 'table[data-table="staff"]';
const ROWS = `${T} tbody tr:not(.alm-state-row)`;

/** The page with its rows, drag handles and row actions shown. */
async function open(options: OpenOptions = {}): Promise<TestPage> {
  const page = await openPage(PAGE, options);
  await expect.poll(() => page.locator(ROWS).count()).toBe(5);
  await expect.poll(() => page.locator(`${ROWS} .alm-drag-handle`).count()).toBe(5);
  await expect.poll(() => page.locator(`${ROWS} .alm-row-action`).count()).toBe(5);
  return page;
}

/** Requests for the table's data from now on. */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => r.url().includes('/api/employees') && seen.push(r.url()));
  return seen;
}

const caption = (page: Page) => page.locator(`${T} .alm-caption-info`).textContent();
const label = (page: Page, selector: string) => page.locator(selector).first().getAttribute('aria-label');
const text = (page: Page, selector: string) => page.locator(selector).first().textContent();
/** What the polite live regions around the table say (the table's own and the drag bar's). */
const live = (page: Page) => page.locator('.alm-sr-only[role="status"]').allTextContents().then((all) => all.filter(Boolean).join(' | '));

describe('Languages: the table follows locale:changed (README "Languages"; issue 14)', () => {
  it('English → Thai → English: caption, pager, labels, announcement and chunk texts switch; rows, sort, page and selection stay, nothing reloads', async () => {
    const page = await open();
    await page.locator(`${T} th[data-field="name"] .alm-sort-button`).click();
    await expect.poll(() => page.locator(`${T} th[data-field="name"]`).getAttribute('aria-sort')).toBe('ascending');
    await page.locator('.alm-page-next').click();
    await expect.poll(() => page.locator('.alm-page[aria-current="page"]').textContent()).toBe('2');
    await expect.poll(() => caption(page)).toMatch(/^Showing 6 to 10 of \d+ entries$/);
    await page.locator(`${ROWS}`).nth(1).locator('.alm-select-cell input').check();
    await expect.poll(() => text(page, '.alm-bulk-status')).toBe('1 selected');
    const names = await page.locator(`${ROWS} td:nth-child(3)`).allTextContents();
    const requests = dataRequests(page);

    await page.getByRole('button', { name: 'ไทย' }).click();
    await expect.poll(() => caption(page)).toMatch(/^แสดง 6 ถึง 10 จาก \d+ รายการ, เลือกแล้ว 1 แถว$/);
    expect(await label(page, 'nav.alm-pagination')).toBe('เลขหน้า, Employees');
    expect(await label(page, '.alm-page-next')).toBe('หน้าถัดไป');
    expect(await label(page, '.alm-page[aria-current="page"]')).toBe('หน้า 2');
    expect(await label(page, `${T} thead .alm-select-cell input`)).toBe('เลือกทุกแถว');
    expect(await label(page, `${T} .alm-filter-row .alm-filter`)).toBe('กรองตาม Department');
    expect(await page.locator(`${T} th[data-field="name"] .alm-sort-button`).getAttribute('title')).toBe('เรียงตาม Name');
    // Feature chunks: the row-action and drag-handle columns, the bulk bar, the drag bar's hint.
    await expect.poll(() => text(page, `${T} thead th.alm-row-actions`)).toBe('การดำเนินการ');
    expect(await text(page, `${T} thead th.alm-drag-cell`)).toBe('ลำดับ');
    expect(await label(page, `${ROWS} .alm-drag-handle`)).toBe(`จัดลำดับ ${names[0]}`);
    expect(await text(page, '.alm-bulk-status')).toBe('เลือกแล้ว 1 แถว');
    expect(await text(page, '.alm-bulk-clear')).toBe('ล้างการเลือก');
    expect(await label(page, '.alm-bulk-controls')).toBe('การดำเนินการกับแถวที่เลือกของ Employees');
    expect(await text(page, '.alm-sort-hint')).toMatch(/^จัดลำดับแถวไม่ได้ขณะที่ตารางเรียงตามคอลัมน์ ล้างการเรียง$/);
    // Nothing the reader did is lost, and the data was not asked for again.
    expect(await page.locator(`${T} th[data-field="name"]`).getAttribute('aria-sort')).toBe('ascending');
    expect(await page.locator('.alm-page[aria-current="page"]').textContent()).toBe('2');
    expect(await page.locator(`${ROWS}`).nth(1).locator('.alm-select-cell input').isChecked()).toBe(true);
    expect(await page.locator(`${ROWS} td:nth-child(3)`).allTextContents()).toEqual(names);
    expect(requests).toEqual([]);

    // The live region speaks Thai after the next page change.
    await page.locator('.alm-page-next').click();
    await expect.poll(() => live(page)).toMatch(/^หน้า 3 จาก \d+$/);

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => caption(page)).toMatch(/^Showing 11 to 15 of \d+ entries$/);
    expect(await label(page, '.alm-page-next')).toBe('Next page');
    expect(await label(page, 'nav.alm-pagination')).toBe('Pagination, Employees');
    expect(await text(page, `${T} thead th.alm-row-actions`)).toBe('Actions');
    expect(await text(page, `${T} thead th.alm-drag-cell`)).toBe('Order');
    expect(await text(page, '.alm-sort-hint')).toBe('Rows cannot be reordered while the table is sorted by a column. Clear sort');
    expect(await page.locator(`${T} th[data-field="name"]`).getAttribute('aria-sort')).toBe('ascending');
    await page.locator('.alm-page-prev').click();
    await expect.poll(() => live(page)).toMatch(/^Page 2 of \d+\.$/);
  });

  it('editable rows and a boolean column say their words in the new language, and a filter finds the words shown (the cell texts are made again)', async () => {
    const page = await open();
    const O = 'table[data-table="offices"]';
    const weekend = () => page.locator(`${O} tbody td:nth-child(2)`).allTextContents();
    expect(await weekend()).toEqual(['Yes', 'No', 'Yes', 'No']);
    await expect.poll(() => text(page, '.alm-row-add')).toBe('Add row');
    await page.getByRole('button', { name: 'ไทย' }).click();
    await expect.poll(weekend).toEqual(['ใช่', 'ไม่ใช่', 'ใช่', 'ไม่ใช่']);
    // The rows chunk: its Add row button, its column's header and the buttons in each row.
    expect(await text(page, '.alm-row-add')).toBe('เพิ่มแถว');
    expect(await text(page, `${O} thead th.alm-row-edit`)).toBe('แถว');
    expect(await page.locator(`${O} tbody .alm-row-copy`).first().textContent()).toBe('คัดลอก');
    expect(await label(page, `${O} tbody .alm-row-delete`)).toBe('ลบ Bangkok');
    await page.evaluate(() => (window as any).Almanac.TableManager.setFilters('offices', { weekend: 'ไม่ใช่' }));
    await expect.poll(() => page.locator(`${O} tbody td:nth-child(1)`).allTextContents()).toEqual(['Chiang Mai', 'Khon Kaen']);
    // Back in English the Thai word is no longer shown, so it matches nothing; the English one does.
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.locator(`${O} tbody`).textContent()).toBe('No matching records found');
    await page.evaluate(() => (window as any).Almanac.TableManager.setFilters('offices', { weekend: 'no' }));
    await expect.poll(weekend).toEqual(['No', 'No']);
  });

  it('i18n:updated as a document event: the host I18nManager\'s new translations reach the main texts and the chunks\' texts', async () => {
    const page = await open();
    await page.evaluate(() => {
      const words: Record<string, string> = { 'Next page': 'Weiter', Actions: 'Aktionen', Order: 'Reihenfolge' };
      (window as unknown as { I18nManager: object }).I18nManager = { getCurrentLocale: () => 'en', translate: (k: string) => words[k] ?? k };
      document.dispatchEvent(new CustomEvent('i18n:updated'));
    });
    await expect.poll(() => label(page, '.alm-page-next')).toBe('Weiter');
    await expect.poll(() => text(page, `${T} thead th.alm-row-actions`)).toBe('Aktionen');
    expect(await text(page, `${T} thead th.alm-drag-cell`)).toBe('Reihenfolge');
    expect(await caption(page)).toMatch(/^Showing 1 to 5 of \d+ entries$/);
  });

  it('a later change wins: Thai asked, then English before the Thai file arrives, stays English', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await open({ before: (p) => p.route(partRoute('th'), async (route) => (await held, route.continue())) });
    await page.getByRole('button', { name: 'ไทย' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    release();
    await expect.poll(() => partRan(page, 'th')).toBe(true);
    // The file has run; the table stays in the language asked last (one render after it is enough to tell).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await caption(page)).toMatch(/^Showing 1 to 5 of \d+ entries$/);
    expect(await text(page, `${T} thead th.alm-row-actions`)).toBe('Actions');
  });

  it('when the Thai file cannot be loaded at the switch: one warning, and the table keeps speaking English', async () => {
    const page = await open({
      allowConsoleErrors: true, // the browser logs the 404 itself
      before: (p) => p.route(partRoute('th'), (route) => route.fulfill({ status: 404, body: 'not found' })),
    });
    await page.getByRole('button', { name: 'ไทย' }).click();
    await expect.poll(() => page.warnings.filter((w) => /almanac(?:-table|-calendar)?-th-[\w-]{6}\.js/.test(w))).toHaveLength(1);
    expect(page.warnings.find((w) => /almanac(?:-table|-calendar)?-th-[\w-]{6}\.js/.test(w))).toMatch(/its texts stay in English/);
    expect(await caption(page)).toMatch(/^Showing 1 to 5 of \d+ entries$/);
    expect(await label(page, '.alm-page-next')).toBe('Next page');
    expect(await text(page, `${T} thead th.alm-row-actions`)).toBe('Actions');
  });
});

describe('Accessibility: the header rows are as long as the body rows (issue 14)', () => {
  /** Cells of every header and body row, each row's count. */
  const counts = (page: Page) => page.locator(`${T} thead tr, ${T} tbody tr`).evaluateAll((trs) => trs.map((tr) => (tr as HTMLTableRowElement).cells.length));

  it('the filter row has a cell under every column: drag handle, checkbox, data and row actions; axe finds nothing, in English and in Thai', async () => {
    const page = await open();
    // drag handle + checkbox + 4 data columns + row actions
    await expect.poll(() => counts(page)).toEqual([7, 7, 7, 7, 7, 7, 7]);
    expect(await page.locator(`${T} .alm-filter-row td`).count()).toBe(7);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'ไทย' }).click();
    await expect.poll(() => caption(page)).toMatch(/^แสดง/);
    expect(await counts(page)).toEqual([7, 7, 7, 7, 7, 7, 7]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
