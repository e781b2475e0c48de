// Issue 44 item 6 (phone widths) on demo/pages/table-responsive.html, at 1280 and 400 px: data-responsive=
// "collapse" hides the lowest-priority columns that do not fit (data-priority, 1 last; none first, the last
// column first) and gives each row a disclosure button (aria-expanded, "Show more of row X") that shows the
// hidden fields under the row, formatted as the cells would be; by mouse, touch and keyboard alone; sort,
// search, selection, the row action and a cell control keep working; export and the column state still have
// every column; 100,000 windowed rows keep their window. data-responsive="cards" shows labelled cards below
// data-cards-below, with the table's roles. Thai, right to left, axe clean. The demo server sends the
// strict CSP; any console error fails the test (harness).
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, type OpenOptions, type TestPage, useBrowser } from './harness';

useBrowser();
const STAFF = 'table[data-table="collapse-staff"]';
const CARDS = 'table[data-table="cards-staff"]';
const MANY = 'table[data-table="collapse-many"]';

/** The demo at `width` px, its first tables' rows drawn and laid out. */
async function open(width: number, options: OpenOptions & { query?: string } = {}): Promise<TestPage> {
  const page = await openPage(`/table-responsive.html${options.query ?? ''}`, { width, ...options });
  await expect.poll(() => page.locator(`${STAFF} tbody tr[data-id]`).count()).toBe(10);
  await expect.poll(() => page.locator(`${CARDS} tbody tr[data-id]`).count()).toBe(5);
  return page;
}
/** The header row's texts of a table's data columns (the disclosure, checkbox and actions cells left out). */
const headers = (page: TestPage, table = STAFF) => page.locator(`${table} thead tr.alm-header-row th[data-field]`).allTextContents().then((t) => t.map((s) => s.trim()));
const toggles = (page: TestPage, table = STAFF) => page.locator(`${table} tbody .alm-toggle`);
/** A row's detail: its labels and values. */
const detail = (page: TestPage, table = STAFF) => page.locator(`${table} tbody tr.alm-detail-row`).first().evaluate((tr) =>
  Array.from(tr.querySelectorAll('.alm-detail tr'), (row) => [row.querySelector('th')!.textContent!.trim(), (row.querySelector('select') as HTMLSelectElement | null)?.selectedOptions[0].text ?? row.querySelector('td')!.textContent!.trim()]));
/** The cells' texts of the row with id `id`, by column label (as a 1280 px table shows them). */
const cellsOf = (page: TestPage, id: string) => page.locator(STAFF).evaluate((table: HTMLTableElement, rowId) => {
  const labels = Array.from(table.tHead!.querySelector<HTMLTableRowElement>('tr.alm-header-row')!.cells, (th) => (th.dataset.field ? th.textContent!.trim() : ''));
  const tr = table.querySelector<HTMLTableRowElement>(`tbody tr[data-id="${rowId}"]`)!;
  return Object.fromEntries(labels.map((label, i) => [label, (tr.cells[i].querySelector('select') as HTMLSelectElement | null)?.selectedOptions[0].text ?? tr.cells[i].textContent!.trim()]).filter(([label]) => label));
}, id);
const firstId = (page: TestPage) => page.locator(`${STAFF} tbody tr[data-id]`).first().getAttribute('data-id') as Promise<string>;

describe('collapse: which columns go', () => {
  it('at 1280 px every column shows and no row has a disclosure button', async () => {
    const page = await open(1280);
    await expect.poll(() => headers(page)).toEqual(['Name', 'City', 'Department', 'Status', 'Salary', 'Hired']);
    expect(await toggles(page).count()).toBe(0);
  });

  it('narrower, the columns without a priority go first (the last column first), then the highest number; 1 stays', async () => {
    const page = await open(800);
    // Hired and Status have no priority: they go first, the last first; Department would be next.
    await expect.poll(() => headers(page)).toEqual(['Name', 'City', 'Department', 'Salary']);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(() => headers(page)).toEqual(['Name', 'City', 'Salary']);
    await page.setViewportSize({ width: 500, height: 900 });
    await expect.poll(() => headers(page)).toEqual(['Name', 'Salary']);
    await page.setViewportSize({ width: 400, height: 900 });
    await expect.poll(() => headers(page)).toEqual(['Name']);
    // Wide again: every column is back, the disclosure buttons gone.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => headers(page)).toEqual(['Name', 'City', 'Department', 'Status', 'Salary', 'Hired']);
    expect(await toggles(page).count()).toBe(0);
  });

  it('the table fits its box at 400 px (no sideways scroll)', async () => {
    const page = await open(400);
    await expect.poll(() => headers(page)).toEqual(['Name']);
    const [table, box] = await page.locator(STAFF).evaluate((t) => [t.getBoundingClientRect().width, t.parentElement!.clientWidth]);
    expect(table).toBeLessThanOrEqual(box);
  });
});

describe('collapse: the row detail', () => {
  it('by mouse: the button opens the row\'s detail under it, the hidden fields labelled and formatted as their cells, and closes it', async () => {
    const wide = await open(1280);
    const id = await firstId(wide);
    const cells = await cellsOf(wide, id);
    const page = await open(400);
    await expect.poll(() => headers(page)).toEqual(['Name']);
    const name = cells.Name;
    const button = page.locator(STAFF).getByRole('button', { name: `Show more of row ${name}` });
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    expect(await detail(page)).toEqual(['City', 'Department', 'Status', 'Salary', 'Hired'].map((label) => [label, cells[label]]));
    // Right under its row, across every column; the button controls it.
    const [next, span, cellCount, controls] = await page.locator(`${STAFF} tbody tr[data-id="${id}"]`).evaluate((tr: HTMLTableRowElement) => {
      const after = tr.nextElementSibling as HTMLTableRowElement;
      return [after.className, after.cells[0].colSpan, tr.cells.length, tr.querySelector('.alm-toggle')!.getAttribute('aria-controls') === after.id];
    });
    expect([next, span, controls]).toEqual(['alm-detail-row', cellCount, true]);
    await button.click();
    await expect.poll(() => page.locator(`${STAFF} tr.alm-detail-row`).count()).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('an open detail is a row of the table: aria-rowcount counts it, it is the row after its row, the rows below are one further down (issue 44 item 7)', async () => {
    const page = await open(400);
    await expect.poll(() => headers(page)).toEqual(['Name']);
    const count = () => page.locator(STAFF).getAttribute('aria-rowcount').then(Number);
    const indices = () => page.locator(`${STAFF} > tbody > tr`).evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('aria-rowindex'))));
    const before = await count();
    const closed = await indices();
    await toggles(page).first().click();
    await expect.poll(count).toBe(before + 1);
    // The rows in order, the detail right after the first: one more index, none repeated or skipped.
    expect(await indices()).toEqual([closed[0], closed[0] + 1, ...closed.slice(1).map((i) => i + 1)]);
    await toggles(page).first().click();
    await expect.poll(count).toBe(before);
  });

  it('by keyboard alone: Tab reaches the button, Enter opens, Space closes; focus stays on it', async () => {
    const page = await open(400);
    await expect.poll(() => toggles(page).count()).toBe(10);
    const first = toggles(page).first();
    const label = await first.getAttribute('aria-label');
    for (let i = 0; i < 40 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`${STAFF} tr.alm-detail-row`).count()).toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
  });

  it('by touch: a tap opens the detail', async () => {
    const page = await open(400, { hasTouch: true });
    await expect.poll(() => toggles(page).count()).toBe(10);
    await toggles(page).nth(1).tap();
    await expect.poll(() => toggles(page).nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`${STAFF} tr.alm-detail-row`).count()).toBe(1);
  });

  it('in Thai, the button is named in Thai', async () => {
    const page = await open(400, { query: '?lang=th' });
    await expect.poll(() => toggles(page).first().getAttribute('aria-label')).toMatch(/^แสดงข้อมูลเพิ่มเติมของแถว /);
    await toggles(page).first().click();
    await expect.poll(() => page.locator(`${STAFF} tr.alm-detail-row`).count()).toBe(1);
  });

  it('right to left, the disclosure cell is the row\'s first cell on the right and its arrow points left', async () => {
    const page = await open(400, { query: '?dir=rtl' });
    await expect.poll(() => toggles(page).count()).toBe(10);
    const [toggleX, nameX, arrow] = await page.locator(`${STAFF} tbody tr[data-id]`).first().evaluate((tr: HTMLTableRowElement) => [
      tr.cells[0].getBoundingClientRect().x, tr.cells[2].getBoundingClientRect().x,
      getComputedStyle(tr.querySelector('.alm-toggle')!, '::before').content,
    ]);
    expect(toggleX).toBeGreaterThan(nameX as number);
    expect(arrow).toContain('◂');
    expect(await page.locator(STAFF).evaluate((t) => t.getBoundingClientRect().width <= t.parentElement!.clientWidth)).toBe(true);
  });
});

describe('collapse: the table keeps working', () => {
  it('sort, search, selection, the row action and the Status control work at 400 px; open rows follow their row', async () => {
    const page = await open(400);
    await expect.poll(() => toggles(page).count()).toBe(10);
    const names = () => page.locator(`${STAFF} tbody tr[data-id] td:nth-child(3)`).allTextContents();
    // Sort by Name.
    await page.locator(`${STAFF} thead`).getByRole('button', { name: /Name/ }).click();
    await expect.poll(async () => { const n = await names(); return n.join() === [...n].sort((a, b) => a.localeCompare(b)).join(); }).toBe(true);
    // Open the first row, then search: the rows are the matches.
    const name = (await names())[0];
    await page.locator(STAFF).getByRole('button', { name: `Show more of row ${name}` }).click();
    await page.getByRole('searchbox').first().fill(name);
    await expect.poll(async () => (await names()).every((n) => n === name)).toBe(true);
    await expect.poll(() => page.locator(`${STAFF} tr.alm-detail-row`).count()).toBeGreaterThan(0);
    // Selection.
    const box = page.getByRole('checkbox', { name: `Select row ${name}` }).first();
    await box.check();
    await expect.poll(() => page.locator(`${STAFF} tbody tr.selected`).count()).toBe(1);
    // The row action.
    await page.locator(`${STAFF} tbody`).getByRole('button', { name: 'View' }).first().click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { responsiveEvents: Array<{ name: string }> }).responsiveEvents.map((e) => e.name))).toContain('table:rowAction');
    // The Status control in the open detail edits the row.
    const select = page.locator(`${STAFF} tr.alm-detail-row select`).first();
    const next = await select.evaluate((s: HTMLSelectElement) => Array.from(s.options).find((o) => !o.selected)!.value);
    await select.selectOption(next);
    await expect.poll(() => page.evaluate(() => (window as unknown as { responsiveEvents: Array<{ name: string; field?: string; value?: unknown }> }).responsiveEvents.find((e) => e.name === 'table:fieldChange'))).toEqual({ name: 'table:fieldChange', field: 'status', value: next });
    // The detail stays open after the edit.
    expect(await page.locator(`${STAFF} tr.alm-detail-row`).count()).toBeGreaterThan(0);
  });

  it('nothing collapsed is lost: the export has every column, the column state hides none', async () => {
    const page = await open(400);
    await expect.poll(() => headers(page)).toEqual(['Name']);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const head = Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/)[0];
    expect(head).toBe('Name,City,Department,Status,Salary,Hired');
    const state = await page.evaluate(() => (window as unknown as { Almanac: { TableManager: { getColumnState(id: string): { hidden: string[] } } } }).Almanac.TableManager.getColumnState('collapse-staff'));
    expect(state.hidden).toEqual([]);
  });

  it('a column the reader hides stays hidden, and comes back collapsed or shown as it fits', async () => {
    const page = await open(1280);
    const TM = 'window.Almanac.TableManager';
    await page.evaluate(`${TM}.toggleColumnVisibility('collapse-staff', 'city', false)`);
    await expect.poll(() => headers(page)).toEqual(['Name', 'Department', 'Status', 'Salary', 'Hired']);
    await page.setViewportSize({ width: 400, height: 900 });
    await expect.poll(() => headers(page)).toEqual(['Name']);
    await toggles(page).first().click();
    // A column the reader hid is not in the detail either.
    expect((await detail(page)).map(([label]) => label)).toEqual(['Department', 'Status', 'Salary', 'Hired']);
    await page.evaluate(`${TM}.toggleColumnVisibility('collapse-staff', 'city', true)`);
    await expect.poll(async () => (await detail(page)).map(([label]) => label)).toEqual(['City', 'Department', 'Status', 'Salary', 'Hired']);
  });
});

describe('collapse: 100,000 windowed rows', () => {
  it('an open row keeps the window whole: rows stay in order, the viewport stays filled, the detail comes back when scrolled back', async () => {
    const page = await open(400);
    await expect.poll(() => page.locator(`${MANY} thead tr.alm-header-row th.alm-toggle-cell`).count()).toBe(1);
    await page.evaluate((sel) => window.scrollTo(0, document.querySelector(sel)!.getBoundingClientRect().top + window.scrollY), MANY);
    await expect.poll(() => toggles(page, MANY).count()).toBeGreaterThan(5);
    await toggles(page, MANY).nth(2).click();
    await expect.poll(() => page.locator(`${MANY} tr.alm-detail-row`).count()).toBe(1);
    const numbers = () => page.locator(`${MANY} > tbody > tr:not(.alm-spacer):not(.alm-detail-row)`).evaluateAll((rows) => rows.map((tr) => Number((tr as HTMLTableRowElement).cells[1].textContent)));
    const filled = () => page.locator(MANY).evaluate((t: HTMLTableElement) => {
      const rows = Array.from(t.tBodies[0].rows).filter((r) => !r.classList.contains('alm-spacer'));
      return rows.at(-1)!.getBoundingClientRect().bottom >= Math.min(window.innerHeight, t.tBodies[0].getBoundingClientRect().bottom - 1);
    });
    const contiguous = (n: number[]) => n.every((v, i) => i === 0 || v === n[i - 1] + 1);
    expect(contiguous(await numbers())).toBe(true);
    expect(await filled()).toBe(true);
    // Far down: other rows, in order, filling the viewport; the open row is not in the DOM.
    await page.evaluate(() => window.scrollBy(0, 400_000));
    await expect.poll(async () => (await numbers())[0]).toBeGreaterThan(1000);
    await expect.poll(async () => contiguous(await numbers()) && (await filled())).toBe(true);
    expect(await page.locator(`${MANY} tr.alm-detail-row`).count()).toBe(0);
    // Many rows open at once: the table's height grows by their details, not by a row height taken with them
    // counted as rows (100,000 rows each a little taller).
    const height = () => page.locator(MANY).evaluate((t) => t.getBoundingClientRect().height);
    const before = await height();
    // (Ten rows in view, pressed where they are: a click that scrolls would move the window under the next one.)
    await toggles(page, MANY).evaluateAll((buttons) => buttons
      .filter((b) => b.getBoundingClientRect().top >= 0 && b.getBoundingClientRect().bottom <= window.innerHeight)
      .slice(0, 10).forEach((b) => (b as HTMLButtonElement).click()));
    await expect.poll(() => page.locator(`${MANY} tr.alm-detail-row`).count()).toBe(10);
    const added = await page.locator(`${MANY} tr.alm-detail-row`).evaluateAll((rows) => rows.reduce((sum, tr) => sum + tr.getBoundingClientRect().height, 0));
    await page.evaluate(() => window.scrollBy(0, 1));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect.poll(async () => Math.abs((await height()) - before - added)).toBeLessThan(200);
    expect(contiguous(await numbers()) && (await filled())).toBe(true);
    // Back at the top: the row is open again.
    await page.evaluate((sel) => window.scrollTo(0, document.querySelector(sel)!.getBoundingClientRect().top + window.scrollY), MANY);
    await expect.poll(() => page.locator(`${MANY} tr.alm-detail-row`).count()).toBe(1);
    expect(contiguous(await numbers())).toBe(true);
  });
});

describe('cards', () => {
  it('below data-cards-below each row is a labelled card with its table roles; at 1280 px a plain table again', async () => {
    const page = await open(400);
    await expect.poll(() => page.locator(CARDS).evaluate((t) => t.classList.contains('alm-cards'))).toBe(true);
    const first = page.locator(`${CARDS} tbody tr[data-id]`).first();
    const labels = await first.evaluate((tr: HTMLTableRowElement) => Array.from(tr.cells, (td) => [td.getAttribute('role'), td.dataset.label ?? null]));
    expect(labels).toEqual([['cell', null], ['cell', 'Name'], ['cell', 'City'], ['cell', 'Department'], ['cell', 'Salary']]);
    // The label shows before the value (hidden from assistive technology: the column header names the cell).
    const before = await first.locator('td').nth(1).evaluate((td) => getComputedStyle(td, '::before').content);
    expect(before).toBe('"Name" / ""');
    expect(await page.locator(CARDS).getAttribute('role')).toBe('table');
    expect(await first.getAttribute('role')).toBe('row');
    // A card is laid out as a block: its cells one under another.
    const ys = await first.locator('td').evaluateAll((tds) => tds.map((td) => Math.round(td.getBoundingClientRect().y)));
    expect(new Set(ys).size).toBe(ys.length);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => page.locator(CARDS).evaluate((t) => t.classList.contains('alm-cards'))).toBe(false);
    expect(await page.locator(`${CARDS} [role], ${CARDS}[role], ${CARDS} [data-label]`).count()).toBe(0);
  });

  it('sort, selection and paging work on the cards, by keyboard alone too', async () => {
    const page = await open(400);
    await expect.poll(() => page.locator(CARDS).evaluate((t) => t.classList.contains('alm-cards'))).toBe(true);
    const names = () => page.locator(`${CARDS} tbody tr[data-id] td:nth-child(2)`).allTextContents();
    const sort = page.locator(`${CARDS} thead`).getByRole('button', { name: /Name/ });
    await sort.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => { const n = await names(); return n.join() === [...n].sort((a, b) => a.localeCompare(b)).join(); }).toBe(true);
    // Rows drawn after the sort are cards too.
    expect(await page.locator(`${CARDS} tbody tr[data-id] td[data-label="Name"]`).count()).toBe(5);
    const box = page.locator(`${CARDS} tbody tr[data-id] input[type=checkbox]`).first();
    await box.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator(`${CARDS} tbody tr.selected`).count()).toBe(1);
  });
});

describe('accessibility', () => {
  it('axe finds nothing at 400 px with rows open and cards shown, nor at 1280 px', async () => {
    const page = await open(400);
    await expect.poll(() => toggles(page).count()).toBe(10);
    await toggles(page).first().click();
    await toggles(page).nth(3).click();
    await expect.poll(() => page.locator(`${STAFF} tr.alm-detail-row`).count()).toBe(2);
    await expect.poll(() => page.locator(CARDS).evaluate((t) => t.classList.contains('alm-cards'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => toggles(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('right to left and in Thai, axe finds nothing with a row open', async () => {
    const page = await open(400, { query: '?lang=th&dir=rtl' });
    await expect.poll(() => toggles(page).count()).toBe(10);
    await toggles(page).first().click();
    await expect.poll(() => page.locator(`${STAFF} tr.alm-detail-row`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
