// Issue 44 items 2 and 3 (group header rows follow the columns; pins correct under dir="rtl") in Thai, right to
// left, on demo/pages/table-groups.html (the "groups-thai" table in a dir="rtl" lang="th" box, with
// data-pin="1", a Salary column pinned to the end, a checkbox column and data-sticky-header): the group cells
// are column-group headers with the spans of the columns they are over, the header rows are counted by
// aria-rowcount and aria-rowindex, each group cell lies over its columns (mirrored: its right edge at its
// first column's, its left edge at its last column's), and the pinned group cells stay at their side of the
// box while it scrolls sideways (the start, on the right; the end, on the left); axe finds nothing. At 1280
// and 400 px. The demo server sends the strict CSP; any console error fails a test (harness).
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const TABLE = 'table[data-table="groups-thai"]';
const BOX = '#thai-groups-box';

type Edges = { left: number; right: number; top: number; bottom: number };
/** Two places on the screen within a pixel and a half of each other (the layout rounds). */
const near = (a: number, b: number) => expect(Math.abs(a - b), `${a} vs ${b}`).toBeLessThan(1.5);
/** The group row's cells as `tag:scope:text/span` (a cell over no group: `td::-/1`). */
const groupCells = (page: TestPage) => page.locator(`${TABLE} thead tr.alm-group-row > *`).evaluateAll((cells) =>
  cells.map((c) => `${c.localName}:${c.getAttribute('scope') ?? ''}:${c.textContent!.trim() || '-'}/${(c as HTMLTableCellElement).colSpan}`));
/**
 * Each group cell's edges beside the edges of the first and the last header cell it spans (in the row's
 * order: with the feature columns, by the group row's colspans), and the header field at each end.
 */
const overColumns = (page: TestPage) => page.locator(TABLE).evaluate((t: HTMLTableElement) => {
  const edges = (el: Element) => {
    const r = el.getBoundingClientRect();
    return { left: Math.round(r.left), right: Math.round(r.right) };
  };
  const header = Array.from(t.querySelector('tr.alm-header-row')!.children);
  let at = 0;
  return Array.from((t.querySelector('tr.alm-group-row') as HTMLTableRowElement).cells).map((cell) => {
    const first = header[at];
    const last = header[at + cell.colSpan - 1];
    at += cell.colSpan;
    return { text: cell.textContent!.trim(), cell: edges(cell), first: edges(first), last: edges(last), fields: [(first as HTMLElement).dataset.field ?? '', (last as HTMLElement).dataset.field ?? ''] };
  });
});
const edgesOf = (page: TestPage, selector: string): Promise<Edges> => page.locator(selector).first().evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
});
/** The box's visible area (inside its border). */
const inside = (page: TestPage): Promise<Edges> => page.locator(BOX).evaluate((b) => {
  const r = b.getBoundingClientRect();
  return { left: r.left + b.clientLeft, right: r.left + b.clientLeft + b.clientWidth, top: r.top + b.clientTop, bottom: r.top + b.clientTop + b.clientHeight };
});
/** Scroll the box to its far end sideways (the left, right to left: a negative scrollLeft) and `top` down, and wait for the frame. */
async function scrollBox(page: TestPage, top: number) {
  await page.locator(BOX).evaluate((b, top) => b.scrollTo({ left: -(b.scrollWidth - b.clientWidth), top, behavior: 'instant' }), top);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function open(width: number): Promise<TestPage> {
  const page = await openPage('/table-groups.html', { width });
  await page.locator(BOX).scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator(`${TABLE} tbody tr[data-id]`).count()).toBe(30);
  await expect.poll(() => page.locator(`${TABLE} tr.alm-group-row`).count()).toBe(1);
  // The pin part has measured: the stuck cells have their places.
  await expect.poll(() => page.locator(TABLE).evaluate((t) => t.style.getPropertyValue('--alm-s2'))).not.toBe('');
  return page;
}

describe.each([1280, 400])('group header rows in Thai, right to left, at %i px', (width) => {
  it('the group cells are column-group headers (scope="colgroup") spanning their columns; the pinned "Name" and "Salary" get a cell each, the checkbox column an empty one', async () => {
    const page = await open(width);
    expect(await page.locator(TABLE).evaluate((t) => [getComputedStyle(t).direction, t.closest('[lang]')!.getAttribute('lang')])).toEqual(['rtl', 'th']);
    expect(await groupCells(page)).toEqual([
      'td::-/1', 'th:colgroup:บุคคล/1', 'th:colgroup:บุคคล/2', 'th:colgroup:การติดต่อ/3', 'th:colgroup:งาน/2', 'th:colgroup:งาน/1',
    ]);
    // The spans add up to the header row's cells (the checkbox column's included).
    expect((await overColumns(page)).map((g) => g.fields)).toEqual([
      ['', ''], ['name', 'name'], ['city', 'status'], ['email', 'notes'], ['department', 'hired'], ['salary', 'salary'],
    ]);
  });

  it('aria-rowcount counts the group row and the header row with the body rows; aria-rowindex gives the group row 1, the header row 2, the first body row 3', async () => {
    const page = await open(width);
    expect(await page.locator(TABLE).getAttribute('aria-rowcount')).toBe('32');
    expect(await page.locator(`${TABLE} tr[aria-rowindex]`).evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-rowindex')))).toEqual(
      Array.from({ length: 32 }, (_, i) => String(i + 1)),
    );
    expect(await page.locator(`${TABLE} tr.alm-group-row`).getAttribute('aria-rowindex')).toBe('1');
    expect(await page.locator(`${TABLE} tr.alm-header-row`).getAttribute('aria-rowindex')).toBe('2');
  });

  it('each group cell lies over its columns, mirrored: its right edge at its first column\'s right, its left edge at its last column\'s left, before and after the box scrolls', async () => {
    const page = await open(width);
    const check = async () => {
      const groups = await overColumns(page);
      for (const g of groups) {
        near(g.cell.right, g.first.right);
        near(g.cell.left, g.last.left);
      }
      // Right to left: each group starts on the right of the one after it (the pinned cells aside, which stick).
      const person = groups.find((g) => g.fields[0] === 'city')!;
      const contact = groups.find((g) => g.fields[0] === 'email')!;
      expect(person.cell.left).toBeGreaterThanOrEqual(contact.cell.right - 1);
    };
    await check();
    await scrollBox(page, 200);
    await check();
  });

  it('scrolled sideways to the end (the left), the pinned "Name" group cell and the checkbox cell stay at the start (the right) over their columns, the "Salary" one at the end (the left); scrolled down, the group row stays at the top', async () => {
    const page = await open(width);
    const city = await edgesOf(page, `${TABLE} tr.alm-header-row > th[data-field="city"]`);
    await scrollBox(page, 300);
    const area = await inside(page);
    // The box did scroll: a column that is not pinned moved to the right.
    expect((await edgesOf(page, `${TABLE} tr.alm-header-row > th[data-field="city"]`)).left).toBeGreaterThan(city.left + 50);
    const groups = await overColumns(page);
    const [checkbox, name] = groups;
    const salary = groups[groups.length - 1];
    expect(name.fields).toEqual(['name', 'name']);
    expect(salary.fields).toEqual(['salary', 'salary']);
    near(checkbox.cell.right, area.right);
    near(name.cell.right, checkbox.cell.left);
    near(name.cell.left, name.first.left);
    near(name.cell.right, name.first.right);
    near(salary.cell.left, area.left);
    near(salary.cell.left, salary.first.left);
    near(salary.cell.right, salary.first.right);
    // The sticky header: the group row at the box's top, the header row right under it.
    const group = await edgesOf(page, `${TABLE} tr.alm-group-row > th`);
    const header = await edgesOf(page, `${TABLE} tr.alm-header-row > th[data-field="name"]`);
    near(group.top, area.top);
    near(header.top, group.bottom);
  });

  it('axe finds nothing, at the start and scrolled to the end', async () => {
    const page = await open(width);
    expect(await axeViolations(page)).toEqual([]);
    await scrollBox(page, 300);
    expect(await axeViolations(page)).toEqual([]);
  });
});
