// Issue 44 item 7 on the demo pages: aria-rowcount on the table and aria-rowindex on every row stay right
// (header rows included, 1-based, every row of the data set counted) in a windowed table of 100,000 rows
// (demo/pages/table-pin.html) as it scrolls and sorts, and in a paged table with a group header row
// (demo/pages/table-basic.html) across pages and after a search. Any console error fails the test (harness).
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const LARGE = 'table[data-table="pin-large"]';
const STAFF = 'table[data-table="staff"]';

/** [aria-rowindex, data-id] of every rendered data row. */
const rendered = (page: TestPage, table: string) => page.locator(table).evaluate((t: HTMLTableElement) =>
  Array.from(t.tBodies[0].rows).filter((tr) => tr.dataset.id).map((tr) => [Number(tr.getAttribute('aria-rowindex')), Number(tr.dataset.id)]));
const rowCount = (page: TestPage, table: string) => page.locator(table).getAttribute('aria-rowcount');

describe('aria-rowcount and aria-rowindex (issue 44 item 7)', () => {
  it('a windowed table of 100,000 rows: every row counted, each rendered row at its place, after a scroll and after a sort', async () => {
    const page = await openPage('/table-pin.html');
    await page.locator('#large-box').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator(`${LARGE} tbody tr[data-id]`).count()).toBeGreaterThan(5);
    expect(await rowCount(page, LARGE)).toBe('100001');
    expect(await page.locator(`${LARGE} thead tr`).first().getAttribute('aria-rowindex')).toBe('1');
    // Unsorted, the rows are in id order: the row with id n is the n-th row, after the header row.
    let rows = await rendered(page, LARGE);
    expect(rows[0]).toEqual([2, 1]);
    expect(rows.every(([index, id]) => index === id + 1)).toBe(true);
    // Scrolled to the middle of the box: the window moves, the rows it draws keep their places.
    await page.evaluate(() => { const b = document.getElementById('large-box')!; b.scrollTop = b.scrollHeight / 2; });
    await expect.poll(async () => (await rendered(page, LARGE))[0]?.[1] ?? 0).toBeGreaterThan(40_000);
    rows = await rendered(page, LARGE);
    expect(rows.every(([index, id]) => index === id + 1)).toBe(true);
    // Sorted by name (descending: the ids no longer follow the places): the rows in view count on from the same place.
    const before = rows[0][0];
    await page.locator(`${LARGE} th[data-field="name"] .alm-sort-button`).click();
    await expect.poll(async () => (await rendered(page, LARGE)).some(([index, id]) => index !== id + 1)).toBe(true);
    rows = await rendered(page, LARGE);
    expect(rows.map(([index]) => index)).toEqual(rows.map((_, i) => rows[0][0] + i));
    expect(Math.abs(rows[0][0] - before)).toBeLessThan(100);
    expect(await rowCount(page, LARGE)).toBe('100001');
  });

  it('a paged table with a group row: two header rows, every row of every page counted, the index continues on page 2, a search counts again', async () => {
    const page = await openPage('/table-basic.html');
    await expect.poll(() => rowCount(page, STAFF)).toBe('14');
    expect(await page.locator(`${STAFF} thead tr`).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('aria-rowindex')))).toEqual(['1', '2']);
    expect((await rendered(page, STAFF)).map(([index]) => index)).toEqual([3, 4, 5, 6, 7]);
    await page.getByRole('button', { name: 'Page 2' }).first().click();
    await expect.poll(async () => (await rendered(page, STAFF)).map(([index]) => index)).toEqual([8, 9, 10, 11, 12]);
    await page.getByRole('searchbox').first().fill('Oslo');
    await expect.poll(() => rowCount(page, STAFF)).toBe('4');
    expect((await rendered(page, STAFF)).map(([index]) => index)).toEqual([3, 4]);
  });
});
