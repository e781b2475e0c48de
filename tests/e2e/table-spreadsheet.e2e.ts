// Issue 46 items 1 and 2 (cell focus, ranges, copy) on demo/pages/table-spreadsheet.html: data-cell-selection
// makes the body one tab stop with a focused cell (APG grid keys; mirrored right to left; scrolled into view
// and drawn in a windowed body), ranges by mouse drag, Shift+click, Shift+arrows, Ctrl+A and Shift with a
// header click, drawn as one outline with aria-selected, the size said in English and Thai; Ctrl/Cmd+C copies
// TSV and an HTML table (raw values in data-value, formula-like text guarded as CSV export guards it), a whole
// column of 100,000 windowed rows from the data; row checkboxes keep working; reordered and hidden columns
// keep the drawn order; axe finds nothing with a range selected. The demo server sends the strict CSP; any
// console error fails the test (harness).
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const STAFF = 'table[data-table="sheet-staff"]';
const LARGE = 'table[data-table="sheet-large"]';
const THAI = 'table[data-table="sheet-thai"]';
const ITEMS = 'table[data-table="sheet-items"]';

async function open(): Promise<TestPage> {
  const page = await openPage('/table-spreadsheet.html');
  await expect.poll(() => page.locator(`${STAFF} tbody tr[data-id]`).count()).toBeGreaterThan(10);
  // The range part has started: the table is a grid.
  await expect.poll(() => page.locator(STAFF).getAttribute('role')).toBe('grid');
  // Every copy's two formats, as the page's copy event carries them (read after the part wrote them).
  await page.evaluate(() => window.addEventListener('copy', (e) => {
    (window as unknown as { copied: unknown }).copied = { text: e.clipboardData!.getData('text/plain'), html: e.clipboardData!.getData('text/html') };
  }));
  return page;
}

/** The focused element: its table's name, row id and column field (from the header at its place). */
const focused = (page: TestPage) => page.evaluate(() => {
  const td = document.activeElement as HTMLTableCellElement;
  const table = td.closest('table');
  if (!table || td.tagName !== 'TD') return td.tagName;
  const th = table.querySelector('tr.alm-header-row')!.children[td.cellIndex] as HTMLElement;
  return `${table.dataset.table} ${(td.parentElement as HTMLElement).dataset.id} ${th.dataset.field}`;
});

/** The body cell of row `id`, column `field`. */
const cell = (page: TestPage, table: string, id: number, field: string) =>
  page.locator(table).evaluateHandle((t: HTMLTableElement, [rowId, f]) => {
    const th = t.querySelector<HTMLTableCellElement>(`tr.alm-header-row th[data-field="${f}"]`)!;
    return t.querySelector<HTMLTableRowElement>(`tbody tr[data-id="${rowId}"]`)!.cells[th.cellIndex];
  }, [id, field] as const).then((h) => h.asElement()!);

/** Ids and fields of the cells marked selected, as "id:field", in the order drawn. */
const selectedCells = (page: TestPage, table: string) => page.locator(table).evaluate((t: HTMLTableElement) => {
  const fields = Array.from(t.querySelector('tr.alm-header-row')!.children, (th) => (th as HTMLElement).dataset.field);
  return Array.from(t.querySelectorAll<HTMLTableCellElement>('tbody td[aria-selected="true"]'), (td) => `${(td.parentElement as HTMLElement).dataset.id}:${fields[td.cellIndex]}`);
});

const copy = async (page: TestPage) => {
  await page.evaluate(() => ((window as unknown as { copied: unknown }).copied = null));
  await page.keyboard.press('ControlOrMeta+c');
  await expect.poll(() => page.evaluate(() => (window as unknown as { copied: unknown }).copied)).not.toBeNull();
  return page.evaluate(() => (window as unknown as { copied: { text: string; html: string } }).copied);
};

const said = (page: TestPage, table: string) => page.locator(table).evaluate((t) => (t.parentElement!.querySelector('.alm-range-said')?.textContent ?? '').replace(/\u00a0/g, '').trim());

describe('cell focus (APG grid pattern)', () => {
  it('the body is one tab stop: Tab reaches the focused cell, arrows, Home/End and Ctrl+Home/End move it', async () => {
    const page = await open();
    const first = await cell(page, STAFF, 1, 'name');
    expect(await page.locator(`${STAFF} tbody [tabindex="0"]`).count()).toBe(1);
    await first.focus();
    expect(await focused(page)).toBe('sheet-staff 1 name');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('sheet-staff 2 city');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('sheet-staff 2 notes');
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('sheet-staff 2 name');
    await page.keyboard.press('ControlOrMeta+End');
    expect(await focused(page)).toBe('sheet-staff 30 notes');
    await page.keyboard.press('ControlOrMeta+Home');
    expect(await focused(page)).toBe('sheet-staff 1 name');
    // Still one tab stop: Tab leaves the body, for the next table's (its focused cell).
    expect(await page.locator(`${STAFF} tbody [tabindex="0"]`).count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('sheet-large 1 id');
  });

  it('in a windowed table of 100,000 rows, Ctrl+End goes to the last row, drawn and scrolled into view; Page Down moves a page', async () => {
    const page = await open();
    await (await cell(page, LARGE, 1, 'name')).click();
    await page.keyboard.press('ControlOrMeta+End');
    await expect.poll(() => focused(page)).toBe('sheet-large 100000 salary');
    const inView = await page.evaluate(() => {
      const r = document.activeElement!.getBoundingClientRect();
      const box = document.getElementById('large-box')!.getBoundingClientRect();
      return r.top >= Math.max(0, box.top) - 1 && r.bottom <= Math.min(innerHeight, box.bottom) + 1;
    });
    expect(inView).toBe(true);
    await page.keyboard.press('ControlOrMeta+Home');
    await expect.poll(() => focused(page)).toBe('sheet-large 1 id');
    await page.keyboard.press('PageDown');
    // (Polled: the page below is drawn, then focused.)
    await expect.poll(async () => Number((await focused(page)).split(' ')[1])).toBeGreaterThan(3);
  });

  it('right to left, ArrowLeft goes towards the row\'s end and ArrowRight back; the size is said in Thai', async () => {
    const page = await open();
    await page.locator('button[data-lang="th"]').click();
    await expect.poll(() => page.locator(THAI).evaluate((t) => t.parentElement!.textContent)).toContain('แสดง');
    await (await cell(page, THAI, 1, 'name')).click();
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('sheet-thai 1 city');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('sheet-thai 1 name');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => said(page, THAI)).toBe('เลือก 3 แถว × 2 คอลัมน์ แล้ว');
  });
});

describe('ranges', () => {
  it('Shift+arrows make a range: its cells aria-selected, one outline, its size said ("3 rows × 2 columns selected")', async () => {
    const page = await open();
    await (await cell(page, STAFF, 2, 'city')).click();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    expect(await selectedCells(page, STAFF)).toEqual(['2:city', '2:department', '3:city', '3:department', '4:city', '4:department']);
    await expect.poll(() => said(page, STAFF)).toBe('3 rows × 2 columns selected');
    // One outline: the top edge on the first row only, the sides on the outer columns only.
    const edges = await page.locator(`${STAFF} tbody td[data-alm-range]`).evaluateAll((tds) => tds.map((td) => td.getAttribute('data-alm-range')));
    expect(edges).toEqual(['t l', 't r', 'l', 'r', 'b l', 'b r']);
    const shadow = await (await cell(page, STAFF, 2, 'city')).evaluate((td) => getComputedStyle(td).boxShadow);
    expect(shadow).toMatch(/inset/);
    // The row checkbox column is no part of the grid's ranges; Escape leaves the focused cell alone.
    await page.keyboard.press('Escape');
    expect(await selectedCells(page, STAFF)).toEqual(['4:department']);
  });

  it('a mouse drag makes a range and Shift+click extends it; Ctrl+A takes every row; Shift and a header click the whole column', async () => {
    const page = await open();
    await (await cell(page, STAFF, 1, 'name')).scrollIntoViewIfNeeded();
    const from = await (await cell(page, STAFF, 1, 'name')).boundingBox();
    const to = await (await cell(page, STAFF, 3, 'department')).boundingBox();
    await page.mouse.move(from!.x + 5, from!.y + 5);
    await page.mouse.down();
    await page.mouse.move(to!.x + 5, to!.y + 5, { steps: 5 });
    await page.mouse.up();
    expect((await selectedCells(page, STAFF)).length).toBe(9);
    await expect.poll(() => said(page, STAFF)).toBe('3 rows × 3 columns selected');
    expect(await focused(page)).toBe('sheet-staff 1 name');
    const far = await (await cell(page, STAFF, 4, 'name')).boundingBox();
    await page.keyboard.down('Shift');
    await page.mouse.click(far!.x + 5, far!.y + 5);
    await page.keyboard.up('Shift');
    expect(await selectedCells(page, STAFF)).toEqual(['1:name', '2:name', '3:name', '4:name']);
    await page.keyboard.press('ControlOrMeta+a');
    await expect.poll(() => said(page, STAFF)).toBe('30 rows × 6 columns selected');
    await page.keyboard.press('Escape');
    await page.keyboard.down('Shift');
    await page.locator(`${STAFF} th[data-field="salary"] .alm-sort-button`).click();
    await expect.poll(() => said(page, STAFF)).toBe('30 rows × 1 column selected');
    // Shift and another header: the columns between.
    await page.locator(`${STAFF} th[data-field="city"] .alm-sort-button`).click();
    await page.keyboard.up('Shift');
    await expect.poll(() => said(page, STAFF)).toBe('30 rows × 3 columns selected');
    // Not a sort.
    expect(await page.locator(`${STAFF} th[data-field="salary"]`).getAttribute('aria-sort')).toBe(null);
  });

  it('row checkboxes keep working beside the ranges', async () => {
    const page = await open();
    const box = page.locator(`${ITEMS} tbody tr[data-id] input[type="checkbox"]`).first();
    await expect.poll(() => box.count()).toBe(1);
    await box.click();
    await expect(box.isChecked()).resolves.toBe(true);
    expect(await page.locator(`${ITEMS} tbody tr.selected`).count()).toBe(1);
  });

  it('in a cell with a control, Enter reaches the control and Escape comes back to the cell; the control is out of the tab order', async () => {
    const page = await open();
    const td = page.locator(`${ITEMS} tbody tr[data-id] td:has(input[type="number"])`).first();
    await expect.poll(() => td.locator('input').getAttribute('tabindex')).toBe('-1');
    // From the row's Product cell, one to the right: Quantity.
    await page.locator(`${ITEMS} tbody tr[data-id] td`).nth(1).click();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement!.querySelector('input')?.type)).toBe('number');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('number');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement!.tagName)).toBe('TD');
  });

  it('axe finds nothing with a range selected', async () => {
    const page = await open();
    await (await cell(page, STAFF, 1, 'name')).click();
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await axeViolations(page, '#staff-box')).toEqual([]);
  });
});

describe('copy', () => {
  it('Ctrl/Cmd+C copies a range as TSV and an HTML table, values formatted, raw values in data-value, formula-like text guarded', async () => {
    const page = await open();
    await (await cell(page, STAFF, 2, 'salary')).click();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    const { text, html } = await copy(page);
    const rows = text.split('\r\n').map((line) => line.split('\t'));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.length === 3)).toBe(true);
    expect(rows[0][0]).toMatch(/^\$\d{2,3},\d{3}\.00$/);
    // Notes: row 2's is "=HYPERLINK(...)": guarded with a leading apostrophe, quoted (it holds quotes).
    expect(rows[0][2]).toBe('"\'=HYPERLINK(""http://example.com"",""x"")"');
    // "-2 days off" is text, not a number: guarded too.
    expect(rows[2][2]).toBe("'-2 days off");
    const cells = await page.evaluate((markup) => {
      const doc = new DOMParser().parseFromString(markup, 'text/html');
      return Array.from(doc.querySelectorAll('tr'), (tr) => Array.from(tr.cells, (td) => ({ text: td.textContent, value: td.getAttribute('data-value') })));
    }, html);
    expect(cells).toHaveLength(3);
    expect(cells[0][0].value).toMatch(/^\d+$/);
    expect(cells[0][0].text).toBe(rows[0][0]);
    expect(cells[0][1].value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cells[0][2]).toEqual({ text: '\'=HYPERLINK("http://example.com","x")', value: '=HYPERLINK("http://example.com","x")' });
    await expect.poll(() => said(page, STAFF)).toBe('3 rows × 3 columns copied');
  });

  it('the real clipboard holds both formats (Chromium, clipboard permissions granted)', async () => {
    const page = await open();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await (await cell(page, STAFF, 1, 'name')).click();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await copy(page);
    const read = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return { text: await (await item.getType('text/plain')).text(), html: await (await item.getType('text/html')).text() };
    });
    const expected = await page.evaluate(() => (window as unknown as { copied: { text: string } }).copied.text);
    expect(read.text).toBe(expected);
    expect(read.text.split('\r\n')).toHaveLength(2);
    expect(read.html).toContain('<td data-value=');
  });

  it('a whole column of 100,000 windowed rows is copied from the data, not the rows drawn', async () => {
    const page = await open();
    await page.keyboard.down('Shift');
    await page.locator(`${LARGE} th[data-field="name"]`).click();
    await page.keyboard.up('Shift');
    await expect.poll(() => said(page, LARGE)).toBe('100,000 rows × 1 column selected');
    const { text } = await copy(page);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(100000);
    expect(lines.every((l) => l.length > 0)).toBe(true);
  });

  it('reordered and hidden columns: the range and the copy follow the drawn order', async () => {
    const page = await open();
    await page.evaluate(() => (window as unknown as { TableManager: { setColumnState(id: string, s: unknown): void } }).TableManager
      .setColumnState('sheet-staff', { order: ['city', 'name', 'salary'], hidden: ['department'] }));
    // data-pin="1" keeps Name, pinned at the start, first: the drawn order is Name, City, Salary, Hired, Notes.
    await expect.poll(() => page.locator(`${STAFF} tr.alm-header-row th`).evaluateAll((ths) => ths.map((th) => (th as HTMLElement).dataset.field).filter(Boolean))).toEqual(['name', 'city', 'salary', 'hired', 'notes']);
    await (await cell(page, STAFF, 1, 'name')).click();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await selectedCells(page, STAFF)).toEqual(['1:name', '1:city', '1:salary']);
    const { text } = await copy(page);
    const city = await (await cell(page, STAFF, 1, 'city')).textContent();
    const name = await (await cell(page, STAFF, 1, 'name')).textContent();
    expect(text.split('\t').slice(0, 2)).toEqual([name!.trim(), city!.trim()]);
  });
});
