// Issue 47 item 6 (windowed groups) on demo/pages/table-report.html's "100,000 orders in 1,000 groups": every row
// on one page, the group header rows and the rows of open groups one list of which only the rows in view are
// drawn. Customer N (1…1000, in label order, numeric) holds orders N, N + 1000, …: 100 each, so, every group open,
// Customer N's header is item (N - 1) × 101 of the list and order N + 1000k the item after it plus k.
// aria-rowcount and aria-rowindex count the header rows at every scroll position; a group far down opens and
// closes by pointer, keyboard and touch (400 px); the keyboard moves to header rows not drawn yet; a focused
// header scrolled out and back is focused again; Thai right to left (?lang=th&dir=rtl) mirrors the arrows; axe
// finds nothing. The demo server sends the strict CSP; any console error fails a test (harness).
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const TABLE = 'table[data-table="orders-grouped"]';
const ITEMS = 1000 * 101;

interface Drawn { group: string | null; id: number | null; index: number }
/** The drawn rows (spacers left out): a header's label or a row's order number, and its aria-rowindex. */
const drawn = (page: TestPage) => page.locator(`${TABLE} tbody tr:not(.alm-spacer)`).evaluateAll((trs) => trs.map((tr) => ({
  group: tr.classList.contains('alm-group') ? tr.querySelector('.alm-group-label')!.textContent!.trim() : null,
  id: tr.hasAttribute('data-id') ? Number(tr.getAttribute('data-id')) : null,
  index: Number(tr.getAttribute('aria-rowindex')),
}) as Drawn));
const rowcount = (page: TestPage) => page.locator(TABLE).getAttribute('aria-rowcount').then(Number);
const header = (page: TestPage, n: number) => page.locator(`${TABLE} tbody tr.alm-group[data-path="Customer ${n}"]`);
const focusedPath = (page: TestPage) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.path ?? null);

async function open(query = '', options: Parameters<typeof openPage>[1] = {}): Promise<{ page: TestPage; head: number; foot: number }> {
  const page = await openPage(`/table-report.html${query}`, options);
  await expect.poll(() => header(page, 1).count(), { timeout: 20_000 }).toBe(1);
  // Below the fold the window draws one row: the table scrolled to (its caption at the top).
  await page.locator('#many-groups').evaluate((h) => h.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await expect.poll(() => drawn(page).then((rows) => rows.length), { timeout: 10_000 }).toBeGreaterThan(10);
  const head = Number(await page.locator(`${TABLE} thead tr`).last().getAttribute('aria-rowindex'));
  const foot = await page.locator(`${TABLE} tfoot tr`).count();
  return { page, head, foot };
}

/**
 * Scroll the page so that item `at` of the list is drawn (the window places items by their mean height, which it
 * measures again as it goes: scrolled again until one of the drawn rows is the item, by aria-rowindex).
 */
async function scrollTo(page: TestPage, at: number): Promise<void> {
  for (let tries = 0; tries < 8; tries++) {
    const done = await page.evaluate(([sel, k]) => {
      const table = document.querySelector(sel)!;
      const head = Number(table.querySelector('thead tr:last-child')!.getAttribute('aria-rowindex'));
      const rows = [...table.querySelectorAll<HTMLTableRowElement>('tbody tr:not(.alm-spacer)')];
      const places = rows.map((tr) => Number(tr.getAttribute('aria-rowindex')) - head - 1);
      const i = places.indexOf(k);
      // Drawn, and a few rows inside the viewport: done.
      if (i >= 0) {
        const box = rows[i].getBoundingClientRect();
        if (box.top >= 0 && box.bottom <= innerHeight) return true;
        window.scrollBy({ top: box.top - 200, behavior: 'instant' });
        return false;
      }
      const height = rows.reduce((h, tr) => h + tr.getBoundingClientRect().height, 0) / rows.length;
      const first = rows[0].getBoundingClientRect().top - places[0] * height;
      window.scrollBy({ top: first + k * height - 200, behavior: 'instant' });
      return false;
    }, [TABLE, at] as const);
    if (done) return;
    // Two frames: the window follows scrolling a frame later.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
}

/**
 * Every drawn row has the aria-rowindex its place in the list gives it: `head` header rows, then the list, with the
 * groups in `closed` (their numbers) holding their header only.
 */
function expectIndices(rows: Drawn[], head: number, closed: number[] = []): void {
  expect(rows.length).toBeGreaterThan(10);
  expect(rows.length).toBeLessThan(200);
  const shut = (n: number) => closed.filter((c) => c < n).length * 100;
  for (const row of rows) {
    if (row.group) {
      const n = Number(row.group.replace(/\D/g, ''));
      expect(row.index, row.group).toBe(head + 1 + (n - 1) * 101 - shut(n));
    } else {
      const n = ((row.id! - 1) % 1000) + 1;
      expect(row.index, `order ${row.id}`).toBe(head + 1 + (n - 1) * 101 - shut(n) + 1 + Math.floor((row.id! - 1) / 1000));
    }
  }
  // One after another, no gap.
  expect(rows.map((r) => r.index)).toEqual(rows.map((_, i) => rows[0].index + i));
}

describe('100,000 rows in 1,000 groups, windowed', () => {
  it('draws only the rows in view; scrolled far down, the right group headers with the right aria-rowindex; aria-rowcount counts every header row', async () => {
    const { page, head, foot } = await open();
    expect(await page.locator(TABLE).getAttribute('role')).toBe('treegrid');
    expect(await rowcount(page)).toBe(head + ITEMS + foot);
    expectIndices(await drawn(page), head);
    for (const n of [200, 501, 777, 1000]) {
      await scrollTo(page, (n - 1) * 101);
      await expect.poll(() => header(page, n).count()).toBe(1);
      expectIndices(await drawn(page), head);
      expect(await rowcount(page)).toBe(head + ITEMS + foot);
      expect(await header(page, n).getAttribute('aria-posinset')).toBe(String(n));
      expect(await header(page, n).getAttribute('aria-setsize')).toBe('1000');
    }
    // The last rows: Customer 1000's, order 100,000 last.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => drawn(page).then((rows) => rows.at(-1)?.id)).toBe(100_000);
    expect((await drawn(page)).at(-1)!.index).toBe(head + ITEMS);
    expect(page.warnings).toEqual([]);
  });

  it('a group far down closes and opens by pointer: the window and aria-rowcount follow', async () => {
    const { page, head, foot } = await open();
    await scrollTo(page, 599 * 101);
    await expect.poll(() => header(page, 600).count()).toBe(1);
    await header(page, 600).click();
    await expect.poll(() => header(page, 600).getAttribute('aria-expanded')).toBe('false');
    expect(await rowcount(page)).toBe(head + ITEMS - 100 + foot);
    // The next header row follows it at once, one further down.
    const rows = await drawn(page);
    const at = rows.findIndex((r) => r.group === 'Customer 600');
    expect(rows[at + 1].group).toBe('Customer 601');
    expectIndices(rows, head, [600]);
    await header(page, 600).click();
    await expect.poll(() => header(page, 600).getAttribute('aria-expanded')).toBe('true');
    expect(await rowcount(page)).toBe(head + ITEMS + foot);
    expectIndices(await drawn(page), head);
  });

  it('aria-rowindex stays right at several scroll positions with a group near the top closed', async () => {
    const { page, head, foot } = await open();
    await header(page, 1).click();
    await expect.poll(() => rowcount(page)).toBe(head + ITEMS - 100 + foot);
    for (const at of [0, 20_000, 61_234, 99_000]) {
      await scrollTo(page, at);
      await expect.poll(() => drawn(page).then((rows) => rows.some((r) => r.index === head + 1 + at))).toBe(true);
      expectIndices(await drawn(page), head, [1]);
    }
  }, 60_000);

  it('by keyboard: Enter, Space and the arrows open and close a group far down; Up, Down, Home and End move to header rows drawn or not', async () => {
    const { page, head, foot } = await open();
    await scrollTo(page, 699 * 101);
    await expect.poll(() => header(page, 700).count()).toBe(1);
    await header(page, 700).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => header(page, 700).getAttribute('aria-expanded')).toBe('false');
    expect(await rowcount(page)).toBe(head + ITEMS - 100 + foot);
    await page.keyboard.press(' ');
    await expect.poll(() => header(page, 700).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => header(page, 700).getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => header(page, 700).getAttribute('aria-expanded')).toBe('true');
    expect(await focusedPath(page)).toBe('Customer 700');
    // Down: the next header row, 100 rows further (drawn once scrolled to).
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedPath(page)).toBe('Customer 701');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedPath(page)).toBe('Customer 700');
    await page.keyboard.press('End');
    await expect.poll(() => focusedPath(page)).toBe('Customer 1000');
    expectIndices(await drawn(page), head);
    await page.keyboard.press('Home');
    await expect.poll(() => focusedPath(page)).toBe('Customer 1');
    expect(await page.evaluate(() => document.activeElement!.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    // The header focused is the tab stop (roving tabindex).
    expect(await header(page, 1).getAttribute('tabindex')).toBe('0');
  }, 60_000);

  it('a focused header scrolled out of the window and back is focused again', async () => {
    const { page } = await open();
    await scrollTo(page, 449 * 101);
    await expect.poll(() => header(page, 450).count()).toBe(1);
    await header(page, 450).focus();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => header(page, 450).count()).toBe(0);
    await scrollTo(page, 449 * 101);
    await expect.poll(() => header(page, 450).count()).toBe(1);
    await expect.poll(() => focusedPath(page)).toBe('Customer 450');
    // And keys go on from there.
    await page.keyboard.press('Enter');
    await expect.poll(() => header(page, 450).getAttribute('aria-expanded')).toBe('false');
  });

  it('by touch at 400 px: a tap on a header far down closes and opens it', async () => {
    const { page, head, foot } = await open('', { width: 400, height: 760, hasTouch: true });
    await scrollTo(page, 299 * 101);
    await expect.poll(() => header(page, 300).count()).toBe(1);
    await header(page, 300).locator('.alm-group-label').tap();
    await expect.poll(() => header(page, 300).getAttribute('aria-expanded')).toBe('false');
    expect(await rowcount(page)).toBe(head + ITEMS - 100 + foot);
    expectIndices(await drawn(page), head, [300]);
    await header(page, 300).locator('.alm-group-label').tap();
    await expect.poll(() => header(page, 300).getAttribute('aria-expanded')).toBe('true');
  }, 60_000);

  it('Thai, right to left: counts in Thai, Left opens and Right closes a group far down, indices right; axe finds nothing', async () => {
    const { page, head } = await open('?lang=th&dir=rtl');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['th', 'rtl']);
    await scrollTo(page, 399 * 101);
    await expect.poll(() => header(page, 400).count()).toBe(1);
    expect(await header(page, 400).locator('.alm-group-count').textContent()).toMatch(/100 แถว/);
    await header(page, 400).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => header(page, 400).getAttribute('aria-expanded')).toBe('false');
    expectIndices(await drawn(page), head, [400]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => header(page, 400).getAttribute('aria-expanded')).toBe('true');
    expectIndices(await drawn(page), head);
  });

  it('axe finds nothing at the top and far down with a group closed', async () => {
    const { page } = await open();
    expect(await axeViolations(page)).toEqual([]);
    await scrollTo(page, 800 * 101);
    await expect.poll(() => header(page, 801).count()).toBe(1);
    await header(page, 801).click();
    await expect.poll(() => header(page, 801).getAttribute('aria-expanded')).toBe('false');
    expect(await axeViolations(page)).toEqual([]);
  });
});
