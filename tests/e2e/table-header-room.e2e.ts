// Issue 44 items 2 and 4: each data header's column-menu button (⋮) has its own room. At 1280 and 400 px,
// left to right and right to left, a header's text and sort icon and its ⋮ are all visible and do not
// overlap (Regression: at 400 px "Name ↕⋮" overlapped); and the button takes room that the header had from
// the first paint: when it arrives (the column part loads on the first hover), no header moves or resizes.
// Any console error fails the test (harness).
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, type TestPage } from './harness';

useBrowser();

type Room = { field: string; content: [number, number]; button: [number, number] | null; cell: [number, number] };
/** For each data header of `table`: the horizontal extent of its text and sort icon, of its ⋮ button and of the cell. */
const rooms = (page: TestPage, table: string): Promise<Room[]> => page.locator(table).evaluate((t: HTMLTableElement) =>
  Array.from(t.querySelectorAll<HTMLTableCellElement>('thead tr.alm-header-row > th[data-field]')).map((th) => {
    const range = document.createRange();
    const sort = th.querySelector('.alm-sort-button');
    if (sort) range.selectNodeContents(sort);
    else {
      range.setStart(th, 0);
      const part = th.querySelector(':scope > .alm-colmenu, :scope > .alm-resize');
      if (part) range.setEndBefore(part);
      else range.setEnd(th, th.childNodes.length);
    }
    const text = range.getBoundingClientRect();
    const button = th.querySelector('.alm-colmenu-button')?.getBoundingClientRect();
    const cell = th.getBoundingClientRect();
    return { field: th.dataset.field!, content: [text.left, text.right], button: button ? [button.left, button.right] : null, cell: [cell.left, cell.right] };
  }));

const apart = (a: [number, number], b: [number, number]) => a[1] <= b[0] + 0.5 || b[1] <= a[0] + 0.5;

describe.each([1280, 400])('the column menu button at %i px', (width) => {
  it('beside each header\'s text and sort icon, inside its cell, never over them (left to right and right to left)', async () => {
    const page = await openPage('/table-column-menu.html', { width });
    for (const table of ['table[data-table="staff"]', 'table[data-table="rtl-staff"]']) {
      await page.locator(`${table} .alm-colmenu-button`).first().waitFor();
      const all = await rooms(page, table);
      expect(all.length).toBeGreaterThan(2);
      for (const room of all) {
        expect(room.button, room.field).not.toBeNull();
        expect(room.content[1] - room.content[0], room.field).toBeGreaterThan(5);
        expect(apart(room.content, room.button!), `${table} ${room.field}: ${JSON.stringify(room)}`).toBe(true);
        expect(room.button![0] >= room.cell[0] - 0.5 && room.button![1] <= room.cell[1] + 0.5, room.field).toBe(true);
      }
    }
  });

  it('no layout shift: when the button arrives (on the first hover), the headers keep their places and sizes', async () => {
    // A table without group header rows (those start the column part, and its buttons, at once).
    const page = await openPage('/table-selection.html', { width });
    const table = 'table[data-table="people"]';
    await expect.poll(() => page.locator(`${table} tbody tr`).count()).toBeGreaterThan(2);
    expect(await page.locator(`${table} .alm-colmenu-button`).count()).toBe(0);
    const before = await rooms(page, table);
    await page.locator(`${table} tbody td`).first().hover();
    await page.locator(`${table} .alm-colmenu-button`).first().waitFor();
    await expect.poll(() => page.locator(`${table} .alm-colmenu-button`).count()).toBe(before.length);
    const after = await rooms(page, table);
    expect(after.map((r) => [r.field, r.content, r.cell])).toEqual(before.map((r) => [r.field, r.content, r.cell]));
    for (const room of after) expect(apart(room.content, room.button!), room.field).toBe(true);
  });
});
