// Issue 14 item 5 (the table's keyboard-only journey) on demo/pages/table-keyboard.html: Tab to the
// search and type, reach the Department column filter, sort by Name (Enter on its header button), go
// to page 3 with the pager, tick two rows (Space), run a bulk action from the bar, delete a row through
// its confirm dialog, edit a salary and save it (Enter) — with no pointer or mouse event at all. Item 1:
// focus is never lost to <body> after a sort, a page change, a delete, a reload and a bulk action.
import { afterEach, describe, expect, it } from 'vitest';
import { networkQuiet, openPage, useBrowser, type TestPage, baseUrl } from './harness';

useBrowser();
afterEach(async () => {
  await fetch(`${baseUrl()}/api/reset`, { method: 'POST' });
});

const TABLE = 'table[data-table="journey"]';

async function open(): Promise<TestPage> {
  const page = await openPage('/table-keyboard.html');
  await page.evaluate(() => {
    const seen = ((window as unknown as { pointerSeen: string[] }).pointerSeen = [] as string[]);
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'dblclick', 'contextmenu']) {
      window.addEventListener(type, (e) => {
        if (!(e instanceof MouseEvent) || type !== 'click' || e.detail > 0) seen.push(`${type} on ${(e.target as Element).tagName}`);
      }, true);
    }
  });
  await expect.poll(() => page.locator(`${TABLE} tbody tr[data-id]`).count()).toBe(5);
  return page;
}

const pointerEvents = (page: TestPage) => page.evaluate(() => (window as unknown as { pointerSeen: string[] }).pointerSeen);

/** The focused element as 'tag name' (its aria-label, its label's own text, or its text), or 'body'. */
const focused = (page: TestPage) => page.evaluate(() => {
  const el = document.activeElement as HTMLInputElement | null;
  if (!el || el === document.body) return 'body';
  const label = el.labels?.[0];
  const own = label && [...label.childNodes].filter((n) => !(n instanceof HTMLSelectElement || n instanceof HTMLInputElement)).map((n) => n.textContent).join('');
  return `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? own ?? el.textContent ?? '').trim()}`.trim();
});

/** Press Tab (or Shift+Tab) until `match` holds for the focused element; fails after `limit` presses. */
async function tabTo(page: TestPage, match: (described: string) => boolean, options: { back?: boolean; limit?: number } = {}) {
  const path: string[] = [];
  for (let i = 0; i < (options.limit ?? 40); i++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    path.push(await focused(page));
    if (match(path[i])) return;
  }
  throw new Error(`not reached by Tab; focus went to ${path.join(' > ')}`);
}

/** The row count the caption gives ("Showing 1 to 5 of 137 entries"). */
const total = async (page: TestPage) => Number((await page.locator(`${TABLE} .alm-caption-info`).textContent())?.match(/of (\d+)/)?.[1]);
const rowIds = (page: TestPage) => page.locator(`${TABLE} tbody tr[data-id]`).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
const names = (page: TestPage) => page.locator(`${TABLE} tbody tr[data-id] td:nth-child(3)`).allTextContents();

describe('keyboard-only journey through one table', () => {
  it('search, column filter, sort, page 3, two rows ticked, bulk action, delete, reload, edit and save: no pointer event, focus never on <body>', async () => {
    const page = await open();

    // Search: Tab to it and type.
    await tabTo(page, (f) => f === 'input Search');
    await page.keyboard.type('an');
    await expect.poll(() => total(page)).toBeLessThan(300);
    const pager = page.locator('[data-table-pagination="journey"]');

    // The Department column filter: Tab on to it and pick the first department with the arrow key.
    await tabTo(page, (f) => f === 'select Filter by Department');
    await page.keyboard.press('ArrowDown');
    const department = await page.locator(`${TABLE} .alm-filter`).evaluate((s: HTMLSelectElement) => s.value);
    expect(department).not.toBe('');
    await expect.poll(async () => new Set(await page.locator(`${TABLE} tbody tr[data-id] td:nth-child(4)`).allTextContents())).toEqual(new Set([department]));
    expect(await focused(page)).toBe('select Filter by Department');

    // Sort by Name: back to its header button, Enter.
    await tabTo(page, (f) => f.startsWith('button Name'), { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`${TABLE} th[data-field="name"]`).getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => { const n = await names(page); return n.join('|') === [...n].sort((a, b) => a.localeCompare(b)).join('|'); }).toBe(true);
    expect(await focused(page), 'after the sort').toMatch(/^button Name/);

    // Page 3: Tab on to the pager's "Page 2", Enter; then "Page 3", Enter.
    await tabTo(page, (f) => f === 'button Page 2');
    await page.keyboard.press('Enter');
    await expect.poll(() => pager.locator('[aria-current="page"]').textContent()).toBe('2');
    expect(await focused(page), 'after a page change').toBe('button Page 2');
    await tabTo(page, (f) => f === 'button Page 3');
    await page.keyboard.press('Enter');
    await expect.poll(() => pager.locator('[aria-current="page"]').textContent()).toBe('3');
    expect(await focused(page), 'after a page change').toBe('button Page 3');
    // 14 rows match "an" in Engineering: page 3 of 5 a page holds the last 4, once they are in.
    await expect.poll(async () => (await rowIds(page)).length).toBe(4);

    // Two rows ticked with Space.
    await tabTo(page, (f) => f.startsWith('input Select row'), { back: true });
    await page.keyboard.press('Space');
    await tabTo(page, (f) => f.startsWith('input Select row'), { back: true });
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator(`${TABLE} tbody tr.selected`).count()).toBe(2);
    const chosen = await page.locator(`${TABLE} tbody tr.selected`).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));

    // The bulk bar: pick "Set inactive", Apply.
    await tabTo(page, (f) => f === 'select Action', { back: true });
    expect(await page.evaluate(() => document.activeElement?.closest('.alm-bulk') !== null)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('.alm-bulk-select').evaluate((s: HTMLSelectElement) => s.value)).toBe('status|inactive');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button Apply');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/employees/bulk'));
    await page.keyboard.press('Enter');
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ action: 'status', status: 'inactive' });
    expect([...body.ids].sort()).toEqual(chosen.map(Number).sort());
    await expect.poll(() => page.locator(`${TABLE} tbody tr.selected`).count()).toBe(0);
    await expect.poll(() => focused(page), { message: 'after a bulk action' }).not.toBe('body');

    // Delete a row through its confirm dialog (Tab from Cancel to OK, Enter).
    await tabTo(page, (f) => f.startsWith('button Delete '));
    const gone = await page.evaluate(() => document.activeElement!.closest('tr')!.getAttribute('data-id'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('dialog.alm-confirm[open]').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button OK');
    await page.keyboard.press('Enter');
    await expect.poll(() => rowIds(page)).not.toContain(gone);
    await expect.poll(() => focused(page), { message: 'after a delete' }).toMatch(/^button Delete /);

    // A reload while a row's checkbox has focus.
    await tabTo(page, (f) => f.startsWith('input Select row'), { back: true });
    const before = await focused(page);
    const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/employees');
    await page.evaluate(() => (window as any).TableManager.loadTableData('journey', { force: true }));
    await (await reloaded).finished();
    // Read once the answer is drawn: the rows come back in the turn the table stops being busy.
    await expect.poll(() => page.locator(TABLE).getAttribute('aria-busy')).not.toBe('true');
    await networkQuiet(page);
    expect(await focused(page), 'after a reload').toBe(before);

    // Edit a salary and save it with Enter.
    await tabTo(page, (f) => f.startsWith('input Salary'));
    const id = await page.evaluate(() => document.activeElement!.closest('tr')!.getAttribute('data-id'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('54321');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.keyboard.press('Enter');
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ id: Number(id), field: 'salary', value: 54321 });
    const stored = await (await fetch(`${baseUrl()}/api/employees/${id}`)).json();
    expect(stored.data?.salary ?? stored.salary).toBe(54321);
    // The page handles the answer in one turn (the field no longer busy, the row patched and drawn again): focus is read after it.
    await expect.poll(() => page.locator(`${TABLE} tr[data-id="${id}"] .alm-cell-control[name="salary"]`).getAttribute('aria-busy')).toBeNull();
    expect(await focused(page)).toMatch(/^input Salary/);

    expect(await pointerEvents(page)).toEqual([]);
  });
});
