// Issue 47 item 1 (rows in groups with subtotals) on demo/pages/table-report.html: data-group-by="region" shows a
// header row per region (APG treegrid: aria-level, aria-expanded, aria-setsize, aria-posinset) with its row count and
// the footer's aggregates of its rows, formatted like their columns; groups open and close by mouse, Enter, Space
// and the arrow keys (mirrored right to left); sorting orders the groups by the sorted column's subtotal or by label;
// search keeps the groups whose rows match; paging counts rows and repeats a split group's header as "continued";
// the closed groups are in the URL (fold=) and survive reload and back; Expand all / Collapse all in the column
// menu; TableManager.setGroupBy nests and ungroups; Thai right to left on table-report-th.html; a group field no column has warns once and leaves the rows
// ungrouped; axe finds nothing. Data (29 orders): Americas 8 rows, $57,400, 199 units; APAC 12, $62,600, 255;
// EMEA 9, $51,600, 159. The demo server sends the strict CSP; any console error fails a test (harness).
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const TABLE = 'table[data-table="sales"]';
const THAI = 'table[data-table="sales-th"]';

/** Each group header as `label|count|...cells` and its ARIA. */
const headers = (page: TestPage, table = TABLE) => page.locator(`${table} tbody tr.alm-group`).evaluateAll((trs) => trs.map((tr) => ({
  cells: Array.from((tr as HTMLTableRowElement).cells, (td) => td.textContent!.replace(/\s+/g, ' ').trim()),
  level: tr.getAttribute('aria-level'), expanded: tr.getAttribute('aria-expanded'), setsize: tr.getAttribute('aria-setsize'), posinset: tr.getAttribute('aria-posinset'),
})));
const labels = (page: TestPage, table = TABLE) => headers(page, table).then((h) => h.map((x) => x.cells[0]));
const dataRows = (page: TestPage, table = TABLE) => page.locator(`${table} tbody tr[data-id]`).count();
const header = (page: TestPage, name: string, table = TABLE) => page.locator(`${table} tbody tr.alm-group`, { hasText: name });
const focusedPath = (page: TestPage) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.path ?? null);

async function open(path = '/table-report.html'): Promise<TestPage> {
  const page = await openPage(path);
  await expect.poll(() => page.locator(`${TABLE} tbody tr.alm-group`).count()).toBeGreaterThan(0);
  return page;
}

describe('group headers', () => {
  it('a header per region with its label, row count and the footer\'s aggregates of its rows; the table is a treegrid', async () => {
    const page = await open();
    expect(await page.locator(TABLE).getAttribute('role')).toBe('treegrid');
    expect(await headers(page)).toEqual([
      { cells: ['Americas 8 rows', '', '8', '$57,400', '199'], level: '1', expanded: 'true', setsize: '3', posinset: '1' },
      { cells: ['APAC 12 rows', '', '12', '$62,600', '255'], level: '1', expanded: 'true', setsize: '3', posinset: '2' },
    ]);
    // Page 1 of 10 rows: the 8 Americas rows, then the first 2 of APAC; data rows are one level down.
    expect(await dataRows(page)).toBe(10);
    expect(await page.locator(`${TABLE} tbody tr[data-id]`).first().getAttribute('aria-level')).toBe('2');
    expect(page.warnings).toEqual([]);
  });

  it('paging counts rows: a group split over pages shows its header again, marked continued', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Next page' }).first().click();
    await expect.poll(() => labels(page)).toEqual(['APAC 12 rows (continued)']);
    expect(await dataRows(page)).toBe(10);
  });

  it('aria-rowcount and aria-rowindex count the group header rows: every page\'s items one after another (issue 44 item 7, issue 47 item 6)', async () => {
    const page = await open();
    const head = Number(await page.locator(`${TABLE} thead tr`).last().getAttribute('aria-rowindex'));
    const foot = await page.locator(`${TABLE} tfoot tr`).count();
    const indices = () => page.locator(`${TABLE} tbody tr`).evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('aria-rowindex'))));
    const count = () => page.locator(TABLE).getAttribute('aria-rowcount');
    // Pages of 10 rows: Americas + 8 rows + APAC + 2 (12 items), APAC continued + 10 (11), EMEA + 9 (10).
    expect(await indices()).toEqual(Array.from({ length: 12 }, (_, i) => head + 1 + i));
    expect(await count()).toBe(String(head + 33 + foot));
    if (foot) expect(await page.locator(`${TABLE} tfoot tr`).first().getAttribute('aria-rowindex')).toBe(String(head + 34));
    await page.getByRole('button', { name: 'Next page' }).first().click();
    await expect.poll(indices).toEqual(Array.from({ length: 11 }, (_, i) => head + 13 + i));
    await page.getByRole('button', { name: 'Previous page' }).first().click();
    await header(page, 'Americas').click();
    await expect.poll(count).toBe(String(head + 25 + foot));
    expect(await indices()).toEqual([1, 2, 3, 4].map((i) => head + i));
  });

  it('sorting by Amount orders the groups by their subtotal; by Region, by name', async () => {
    const page = await open();
    const sort = (field: string) => page.locator(`${TABLE} th[data-field="${field}"] .alm-sort-button`).click();
    await sort('amount');
    await expect.poll(() => labels(page)).toEqual(['EMEA 9 rows', 'Americas 8 rows']);
    await sort('amount');
    await expect.poll(() => labels(page)).toEqual(['APAC 12 rows']);
    await sort('region');
    await expect.poll(() => labels(page)).toEqual(['Americas 8 rows', 'APAC 12 rows']);
    await sort('region');
    await expect.poll(() => labels(page)).toEqual(['EMEA 9 rows', 'APAC 12 rows']);
  });

  it('search keeps the groups whose rows match, with their counts and subtotals of the matching rows', async () => {
    const page = await open();
    await page.locator('[data-table-toolbar="sales"] input[type="search"]').fill('Japan');
    await expect.poll(() => labels(page)).toEqual([expect.stringMatching(/^APAC \d rows?$/)]);
    const shown = await page.locator(`${TABLE} tbody tr[data-id] td:nth-child(2)`).allTextContents();
    expect(new Set(shown)).toEqual(new Set(['Japan']));
    expect((await labels(page))[0]).toContain(`${shown.length} row`);
  });
});

describe('open and close', () => {
  it('by mouse: a click closes a group and opens it again; the closed groups are in the URL, kept on reload, undone by back', async () => {
    const page = await open();
    await header(page, 'Americas').click();
    await expect.poll(() => header(page, 'Americas').getAttribute('aria-expanded')).toBe('false');
    // Its 8 rows keep their places on the page (paging counts rows): the page shows the 2 APAC rows.
    expect(await dataRows(page)).toBe(2);
    await expect.poll(() => new URL(page.url()).searchParams.get('fold')).toBe('Americas');
    await page.reload();
    await expect.poll(() => header(page, 'Americas').getAttribute('aria-expanded')).toBe('false');
    await page.goBack();
    await expect.poll(() => header(page, 'Americas').getAttribute('aria-expanded')).toBe('true');
    expect(await dataRows(page)).toBe(10);
  });

  it('by keyboard: Enter and Space toggle, Left closes, Right opens, Down and Up move between headers (roving tabindex)', async () => {
    const page = await open();
    const first = header(page, 'Americas');
    expect(await first.getAttribute('tabindex')).toBe('0');
    expect(await header(page, 'APAC').getAttribute('tabindex')).toBe('-1');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press('Space');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    // The page did not scroll on Space (the header took it).
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await focusedPath(page)).toBe('APAC');
    expect(await header(page, 'APAC').getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('ArrowUp');
    expect(await focusedPath(page)).toBe('Americas');
    await page.keyboard.press('End');
    expect(await focusedPath(page)).toBe('APAC');
    await page.keyboard.press('Home');
    expect(await focusedPath(page)).toBe('Americas');
  });

  it('Expand all groups and Collapse all groups in the column menu', async () => {
    const page = await open();
    await page.locator(TABLE).hover();
    const menu = page.locator(TABLE).getByRole('button', { name: 'Column options: Region' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Collapse all groups' }).click();
    await expect.poll(() => headers(page).then((h) => h.map((x) => x.expanded))).toEqual(['false', 'false']);
    expect(await dataRows(page)).toBe(0);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Expand all groups' }).click();
    await expect.poll(() => dataRows(page)).toBe(10);
  });
});

describe('setGroupBy', () => {
  it('nests by region then country (level 2 headers), and ungrouping gives back the rows in their first order', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'No groups' }).click();
    await expect.poll(() => page.locator(TABLE).getAttribute('role')).toBeNull();
    const plain = await page.locator(`${TABLE} tbody tr[data-id]`).evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.id));
    // The page's own order: the markup lists orders 3, 11, 26, 23, 15, 28, 17, 20, 2, 29 first.
    expect(plain).toEqual(['3', '11', '26', '23', '15', '28', '17', '20', '2', '29']);
    await page.getByRole('button', { name: 'Region, then country' }).click();
    await expect.poll(() => headers(page).then((h) => h.map((x) => `${x.level}:${x.cells[0]}`).slice(0, 2))).toEqual(['1:Americas 8 rows', expect.stringMatching(/^2:Brazil \d rows?$/)]);
    expect(await page.locator(TABLE).getAttribute('role')).toBe('treegrid');
    await page.getByRole('button', { name: 'No groups' }).click();
    await expect.poll(() => page.locator(`${TABLE} tbody tr[data-id]`).evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.id))).toEqual(plain);
  });

  it('a group field no column has: one warning naming the table and the field, rows shown ungrouped', async () => {
    const page = await open();
    await page.evaluate(() => (window as unknown as { Almanac: { TableManager: { setGroupBy(id: string, f: string): void } } }).Almanac.TableManager.setGroupBy('sales', 'nope'));
    await expect.poll(() => page.locator(`${TABLE} tbody tr.alm-group`).count()).toBe(0);
    expect(await dataRows(page)).toBe(10);
    await expect.poll(() => page.warnings.filter((w) => w.includes('table "sales"') && w.includes('"nope"')).length).toBe(1);
  });
});

describe('Thai, right to left', () => {
  it('says its counts in Thai, formats the subtotal, and mirrors the arrow keys (Left opens, Right closes); axe finds nothing', async () => {
    const page = await openPage('/table-report-th.html');
    await expect.poll(() => page.locator(`${THAI} tbody tr.alm-group`).count()).toBe(3);
    await expect.poll(() => labels(page, THAI).then((l) => l[0])).toMatch(/แถว/);
    expect((await labels(page, THAI))[0]).toMatch(/^ภาคกลาง 2 แถว$/);
    expect((await headers(page, THAI))[0].cells[2]).toBe('6,700');
    const first = header(page, 'ภาคกลาง', THAI);
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('axe', () => {
  it('finds nothing grouped, with a group closed, and nested', async () => {
    const page = await open();
    expect(await axeViolations(page)).toEqual([]);
    await header(page, 'Americas').click();
    await expect.poll(() => header(page, 'Americas').getAttribute('aria-expanded')).toBe('false');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Region, then country' }).click();
    await expect.poll(() => page.locator(`${TABLE} tbody tr.alm-group[aria-level="2"]`).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
