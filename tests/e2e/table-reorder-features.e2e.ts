// Issue 44 items 2 and 3 (reorder; pin and stick), by keyboard through each header's column menu: the header
// filter row follows a moved column (its control stays over its column; demo/pages/table-column-menu.html), and
// the feature columns stay where they are (demo/pages/table-languages.html: a drag handle column, a checkbox
// column, a row actions column and a filter row): a moved or pinned data column leaves the handle and the
// checkbox first and the actions last, in the header, the filter row and the body; pinned, the handle and the
// checkbox stick with the columns pinned to the start and the actions with those pinned to the end while the
// box scrolls sideways; axe finds nothing. The demo server sends the strict CSP; any console error fails a test.
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, useBrowser, type TestPage } from './harness';

useBrowser();

/** Open `column`'s menu by keyboard (focus its button, Enter) and choose `item` (arrows, Enter). */
async function menuItem(page: TestPage, table: string, column: string, item: string) {
  await page.locator(table).getByRole('button', { name: `Column options: ${column}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  for (let i = 0; i < 8 && (await page.evaluate(() => document.activeElement?.textContent)) !== item; i++) await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(item);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('menu').count()).toBe(0);
}

/** The header row's cells: a data column's field, else `checkbox` (select all) or the cell's text ("Order", "Actions"). */
const headerKinds = (page: TestPage, table: string) => page.locator(`${table} tr.alm-header-row > th`).evaluateAll((ths) =>
  ths.map((th) => (th as HTMLElement).dataset.field ?? (th.querySelector('input[type="checkbox"]') ? 'checkbox' : th.textContent!.trim())));
/** A body row's cells: `handle` (the row's drag handle), `checkbox`, `actions` (its row action buttons) or `data`. */
const rowKinds = (page: TestPage, table: string) => page.locator(`${table} tbody tr[data-id]`).first().evaluate((tr: HTMLTableRowElement) =>
  Array.from(tr.cells, (td) => td.querySelector('[role="button"][aria-label^="Reorder"]') ? 'handle'
    : td.querySelector('input[type="checkbox"]') ? 'checkbox'
    : td.querySelector('button') ? 'actions' : 'data'));
/** The filter row's cells: each control's label, `-` for a cell without one. */
const filterKinds = (page: TestPage, table: string) => page.locator(`${table} tr.alm-filter-row > *`).evaluateAll((cells) =>
  cells.map((c) => c.querySelector('.alm-filter')?.getAttribute('aria-label') ?? '-'));
/** The edges of `field`'s header cell and of the cell under it holding the filter control labelled `label`. */
const filterUnder = (page: TestPage, table: string, field: string, label: string) => page.locator(table).evaluate((t: HTMLTableElement, [field, label]) => {
  const edges = (el: Element) => {
    const r = el.getBoundingClientRect();
    return [Math.round(r.left), Math.round(r.right)];
  };
  const th = t.querySelector<HTMLTableCellElement>(`tr.alm-header-row > th[data-field="${field}"]`)!;
  const td = t.querySelector(`tr.alm-filter-row [aria-label="${label}"]`)!.closest('td')!;
  return { header: [th.cellIndex, ...edges(th)], filter: [td.cellIndex, ...edges(td)] };
}, [field, label] as const);

describe('the filter row follows a column moved by its menu (demo/pages/table-column-menu.html)', () => {
  const TABLE = 'table[data-table="staff"]';
  const fields = (page: TestPage) => headerKinds(page, TABLE).then((k) => k.filter((f) => f !== 'checkbox'));
  it.each([1280, 400])('at %i px, "Department" moved left and then right twice by keyboard: its filter control stays over it, in the cell under its header', async (width) => {
    const page = await openPage('/table-column-menu.html', { width });
    await expect.poll(() => page.locator(`${TABLE} tbody tr[data-id]`).count()).toBe(5);
    await page.locator(TABLE).getByRole('button', { name: 'Column options: Department' }).waitFor();
    const filter = 'Filter by Department';
    const check = async () => {
      const at = await filterUnder(page, TABLE, 'department', filter);
      expect(at.filter).toEqual(at.header);
    };
    await check();
    await menuItem(page, TABLE, 'Department', 'Move left');
    await expect.poll(() => fields(page)).toEqual(['name', 'department', 'city', 'salary', 'notes']);
    await check();
    await menuItem(page, TABLE, 'Department', 'Move right');
    await menuItem(page, TABLE, 'Department', 'Move right');
    await expect.poll(() => fields(page)).toEqual(['name', 'city', 'salary', 'department', 'notes']);
    await check();
    // One filter control, in a row as long as the header row; it still filters its own column.
    expect(await filterKinds(page, TABLE)).toEqual(['-', '-', '-', '-', filter, '-']);
    const control = page.getByLabel(filter);
    if ((await control.evaluate((el) => el.localName)) === 'select') await control.selectOption('Engineering');
    else await control.fill('Engineering');
    await expect.poll(() => page.locator(`${TABLE} tbody tr[data-id]`).count()).toBe(2);
    expect(await page.locator(`${TABLE} tbody tr[data-id]`).evaluateAll((rows, at) => rows.map((r) => (r as HTMLTableRowElement).cells[at as number].textContent!.trim()), 4))
      .toEqual(['Engineering', 'Engineering']);
  });
});

describe('feature columns stay where they are (demo/pages/table-languages.html)', () => {
  const TABLE = 'table[data-table="staff"]';
  async function open(width: number): Promise<TestPage> {
    const page = await openPage('/table-languages.html', { width });
    await expect.poll(() => page.locator(`${TABLE} tbody tr[data-id]`).count()).toBe(5);
    await page.locator(`${TABLE} tbody [role="button"][aria-label^="Reorder"]`).first().waitFor();
    // A keyboard user reaching the table (its filter control) brings the column menus.
    await page.getByLabel('Filter by Department').focus();
    await page.locator(TABLE).getByRole('button', { name: 'Column options: Name' }).waitFor();
    return page;
  }

  it.each([1280, 400])('at %i px, a data column moved by its menu leaves the drag handle and checkbox columns first and the row actions column last, in the header, the filter row and the body; the first and last data columns cannot move past them', async (width) => {
    const page = await open(width);
    expect(await headerKinds(page, TABLE)).toEqual(['Order', 'checkbox', 'name', 'department', 'role', 'salary', 'Actions']);
    await menuItem(page, TABLE, 'Name', 'Move right');
    await menuItem(page, TABLE, 'Salary', 'Move left');
    await expect.poll(() => headerKinds(page, TABLE)).toEqual(['Order', 'checkbox', 'department', 'name', 'salary', 'role', 'Actions']);
    expect(await rowKinds(page, TABLE)).toEqual(['handle', 'checkbox', 'data', 'data', 'data', 'data', 'actions']);
    expect(await filterKinds(page, TABLE)).toEqual(['-', '-', 'Filter by Department', '-', '-', '-', '-']);
    // At the ends of the data columns, the move toward a feature column is not offered (aria-disabled).
    for (const [column, item] of [['Department', 'Move left'], ['Role', 'Move right']]) {
      await page.locator(TABLE).getByRole('button', { name: `Column options: ${column}` }).focus();
      await page.keyboard.press('Enter');
      expect(await page.getByRole('menu').getByRole('menuitem', { name: item }).getAttribute('aria-disabled')).toBe('true');
      await page.keyboard.press('Escape');
    }
    expect(await headerKinds(page, TABLE)).toEqual(['Order', 'checkbox', 'department', 'name', 'salary', 'role', 'Actions']);
  });

  it('at 400 px, pinned by the menu ("Role" to the start, "Name" to the end): the handle and checkbox columns stay first and stick with "Role" at the box\'s start, the row actions stay last and stick with "Name" at its end, while the box scrolls sideways; axe finds nothing', async () => {
    const page = await open(400);
    await menuItem(page, TABLE, 'Role', 'Pin to start');
    await menuItem(page, TABLE, 'Name', 'Pin to end');
    await expect.poll(() => headerKinds(page, TABLE)).toEqual(['Order', 'checkbox', 'role', 'department', 'salary', 'name', 'Actions']);
    expect(await rowKinds(page, TABLE)).toEqual(['handle', 'checkbox', 'data', 'data', 'data', 'data', 'actions']);
    expect(await filterKinds(page, TABLE)).toEqual(['-', '-', '-', 'Filter by Department', '-', '-', '-']);
    const box = page.locator(TABLE).locator('xpath=..');
    const place = () => box.evaluate((b: HTMLElement) => {
      const r = b.getBoundingClientRect();
      const left = r.left + b.clientLeft;
      const t = b.querySelector('table')!;
      const edges = (tr: HTMLTableRowElement) => Array.from(tr.cells, (c) => {
        const e = c.getBoundingClientRect();
        return [Math.round(e.left - left), Math.round(e.right - left)];
      });
      return { width: b.clientWidth, head: edges(t.tHead!.querySelector('tr.alm-header-row')!), row: edges(t.tBodies[0].querySelector('tr[data-id]')!) };
    });
    const scroll = async (to: 'start' | 'end') => {
      await box.evaluate((b, to) => b.scrollTo({ left: to === 'start' ? 0 : b.scrollWidth, behavior: 'instant' }), to);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    };
    const near = (a: number, b: number) => expect(Math.abs(a - b), `${a} vs ${b}`).toBeLessThanOrEqual(1);
    /** The first three cells one after the other from the box's start, the last two up to its end. */
    const stuck = async () => {
      const at = await place();
      for (const cells of [at.head, at.row]) {
        near(cells[0][0], 0);
        near(cells[1][0], cells[0][1]);
        near(cells[2][0], cells[1][1]);
        near(cells[6][1], at.width);
        near(cells[5][1], cells[6][0]);
      }
      return at;
    };
    expect(await box.evaluate((b) => b.scrollWidth > b.clientWidth + 100)).toBe(true);
    await scroll('start');
    const start = await stuck();
    await scroll('end');
    const end = await stuck();
    // The box did scroll: the columns that are not pinned moved.
    expect(end.head[3][0]).toBeLessThan(start.head[3][0] - 50);
    expect(await axeViolations(page)).toEqual([]);
  });
});
