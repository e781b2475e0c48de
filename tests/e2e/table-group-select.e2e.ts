// Issue 47 item 5, "selection of a group header selects its rows; bulk actions act on them", on
// demo/pages/table-report.html ("Select a whole group": 8 tasks of three teams, data-group-by="team", 5 rows a page,
// data-show-checkbox, a "Mark done" bulk action posting to /api/tasks/bulk) and its Thai right-to-left twin on
// table-report-th.html. Groups in label order: Design (ids 1, 3, 7), Engineering (4, 6, 8), Support (2, 5); page 1
// holds Design's 3 rows and 2 of Engineering's, page 2 Engineering again ("continued") and Support.
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { axeViolations, openPage, type OpenOptions, type TestPage, useBrowser } from './harness';

useBrowser();
const TABLE = 'table[data-table="team-tasks"]';
const THAI = 'table[data-table="team-tasks-th"]';

async function open(options: OpenOptions & { path?: string; table?: string } = {}) {
  const posts: Request[] = [];
  const page = await openPage(options.path ?? '/table-report.html', {
    ...options,
    before: async (p) => p.on('request', (r) => { if (r.method() === 'POST') posts.push(r); }),
  });
  await expect.poll(() => page.locator(`${options.table ?? TABLE} tbody tr.alm-group`).count()).toBeGreaterThan(0);
  return { page, posts };
}

const groupBox = (page: TestPage, name: string) => page.locator(TABLE).getByRole('checkbox', { name, exact: true });
/** A checkbox as the reader meets it: ticked, mixed (indeterminate) or clear. */
const state = (page: TestPage, name: string, table = TABLE) => page.locator(table).getByRole('checkbox', { name, exact: true })
  .evaluate((box: HTMLInputElement) => (box.indeterminate ? 'mixed' : box.checked ? 'checked' : 'clear'));
const ticked = (page: TestPage) => page.locator(`${TABLE} tbody tr[data-id] input[type="checkbox"]:checked`)
  .evaluateAll((boxes) => boxes.map((b) => b.closest('tr')!.getAttribute('data-id')));
// The page's one bulk bar (the sales table above has no checkboxes).
const bulkStatus = (page: TestPage) => page.locator('.alm-bulk-status');
const folded = (page: TestPage, label: string) => page.locator(`${TABLE} tbody tr.alm-group`, { hasText: label }).first().getAttribute('aria-expanded');

describe('a group header\'s checkbox selects its rows (issue 47 item 5)', () => {
  it('selects every row of the group, those on the next page too, and the bulk action posts all their ids', async () => {
    const { page, posts } = await open();
    await groupBox(page, 'Select all 3 rows of Engineering').check();
    expect(await ticked(page)).toEqual(['4', '6']);
    await expect.poll(() => bulkStatus(page).textContent()).toBe('3 selected (1 on other pages)');
    await page.locator('[data-table-pagination="team-tasks"]').getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => ticked(page)).toEqual(['8']);
    // The group's header shown again on page 2 ("continued") says the same.
    expect(await state(page, 'Select all 3 rows of Engineering')).toBe('checked');
    expect(await state(page, 'Select all 2 rows of Support')).toBe('clear');
    const bar = page.locator('.alm-bulk-controls');
    await bar.getByLabel('Action').selectOption({ label: 'Mark done' });
    await bar.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(new URL(posts[0].url()).pathname).toBe('/api/tasks/bulk');
    expect(posts[0].postDataJSON()).toEqual({ action: 'done', ids: ['4', '6', '8'] });
    await expect.poll(() => state(page, 'Select all 3 rows of Engineering')).toBe('clear');
  });

  it('is mixed while only some of its rows are selected; ticking it then selects the rest, clearing it clears them all', async () => {
    const { page } = await open();
    await page.getByLabel('Select row Pick the colours').check();
    await expect.poll(() => state(page, 'Select all 3 rows of Design')).toBe('mixed');
    expect(await state(page, 'Select all 3 rows of Engineering')).toBe('clear');
    await groupBox(page, 'Select all 3 rows of Design').click();
    await expect.poll(() => ticked(page)).toEqual(['1', '3', '7']);
    expect(await state(page, 'Select all 3 rows of Design')).toBe('checked');
    await groupBox(page, 'Select all 3 rows of Design').click();
    await expect.poll(() => ticked(page)).toEqual([]);
    await expect.poll(() => bulkStatus(page).isVisible()).toBe(false);
  });

  it('the header\'s "Select all rows" selects the rows the page draws, in the groups\' order, and the group checkboxes follow', async () => {
    const { page } = await open();
    await page.locator(TABLE).getByRole('checkbox', { name: 'Select all rows', exact: true }).check();
    await expect.poll(() => ticked(page)).toEqual(['1', '3', '7', '4', '6']);
    expect(await bulkStatus(page).textContent()).toBe('5 selected');
    expect(await state(page, 'Select all 3 rows of Design')).toBe('checked');
    expect(await state(page, 'Select all 3 rows of Engineering')).toBe('mixed');
  });

  it('selects the rows of a closed group, which stays closed; a click on the checkbox does not open or close its group', async () => {
    const { page } = await open();
    await page.locator(`${TABLE} tbody tr.alm-group`, { hasText: 'Design' }).click();
    await expect.poll(() => folded(page, 'Design')).toBe('false');
    await groupBox(page, 'Select all 3 rows of Design').check();
    await expect.poll(() => bulkStatus(page).textContent()).toBe('3 selected');
    expect(await folded(page, 'Design')).toBe('false');
  });

  it('by keyboard: Tab reaches the checkbox and Space ticks it without folding the group; Enter on the header row still folds it', async () => {
    const { page } = await open();
    const box = groupBox(page, 'Select all 3 rows of Design');
    await box.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => state(page, 'Select all 3 rows of Design')).toBe('checked');
    expect(await folded(page, 'Design')).toBe('true');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.path)).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect.poll(() => folded(page, 'Design')).toBe('false');
    expect(await state(page, 'Select all 3 rows of Design')).toBe('checked');
  });

  it('by touch: a tap on the checkbox selects the group at 400 px; axe finds nothing with a group mixed and one selected', async () => {
    const { page } = await open({ hasTouch: true, width: 400 });
    await groupBox(page, 'Select all 3 rows of Engineering').tap();
    await expect.poll(() => state(page, 'Select all 3 rows of Engineering')).toBe('checked');
    expect(await folded(page, 'Engineering')).toBe('true');
    await page.getByLabel('Select row Pick the colours').tap();
    await expect.poll(() => state(page, 'Select all 3 rows of Design')).toBe('mixed');
    expect(await axeViolations(page, TABLE)).toEqual([]);
  });

  it('in Thai, right to left: the checkbox is named in Thai, sits at the row\'s start (the right) and selects the group', async () => {
    const { page } = await open({ path: '/table-report-th.html', table: THAI });
    const box = page.locator(THAI).getByRole('checkbox', { name: 'เลือกทั้ง 2 แถวของ ออกแบบ', exact: true });
    await box.check();
    await expect.poll(() => page.locator(`${THAI} tbody tr[data-id] input:checked`).count()).toBe(2);
    const header = page.locator(`${THAI} tbody tr.alm-group`).first();
    const [row, cell] = await Promise.all([header.boundingBox(), box.boundingBox()]);
    expect(row!.x + row!.width - (cell!.x + cell!.width)).toBeLessThan(row!.width / 4);
    expect(await axeViolations(page, THAI)).toEqual([]);
  });
});
