// Issue 44 item 2 on demo/pages/table-basic.html: the group header row ("Person", "Employment", colspans)
// follows the columns as drawn — hidden columns, the reader's order, pins — and keeps its cells over its
// columns (their edges line up with the header cells'). axe finds nothing. Any console error fails the test.
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const TABLE = 'table[data-table="staff"]';
type Api = { Almanac: { TableManager: { setColumnState(id: string, s: unknown): Promise<void> } } };
const setState = (page: TestPage, state: unknown) =>
  page.evaluate((state) => (window as never as Api).Almanac.TableManager.setColumnState('staff', state), state);
/** The group row's cells as `text/span`. */
const groups = (page: TestPage) => page.locator(`${TABLE} thead tr.alm-group-row > *`).evaluateAll((cells) =>
  cells.map((c) => `${c.textContent!.trim() || '-'}/${(c as HTMLTableCellElement).colSpan}`));
/** Whether every group cell starts and ends where a header cell does. */
const aligned = (page: TestPage) => page.locator(TABLE).evaluate((t: HTMLTableElement) => {
  const edges = new Set<number>();
  for (const th of Array.from(t.querySelector('tr.alm-header-row')!.children)) {
    const r = th.getBoundingClientRect();
    edges.add(Math.round(r.left)).add(Math.round(r.right));
  }
  return Array.from(t.querySelector('tr.alm-group-row')!.children).every((c) => {
    const r = c.getBoundingClientRect();
    return [r.left, r.right].every((x) => [-1, 0, 1].some((d) => edges.has(Math.round(x) + d)));
  });
});

describe('group header rows follow the columns (issue 44 item 2)', () => {
  it('hidden columns narrow their group, a move splits it, a pin gives the pinned column its own cell; always over their columns', async () => {
    const page = await openPage('/table-basic.html');
    await expect.poll(() => groups(page)).toEqual(['Person/3', 'Employment/3']);
    expect(await aligned(page)).toBe(true);
    await setState(page, { hidden: ['city'] });
    await expect.poll(() => groups(page)).toEqual(['Person/2', 'Employment/3']);
    expect(await aligned(page)).toBe(true);
    await setState(page, { hidden: [], order: ['no', 'name', 'salary', 'city', 'department', 'hired'] });
    await expect.poll(() => groups(page)).toEqual(['Person/2', 'Employment/1', 'Person/1', 'Employment/2']);
    expect(await aligned(page)).toBe(true);
    await setState(page, { order: [], pins: { hired: 'start' } });
    await expect.poll(() => groups(page)).toEqual(['Employment/1', 'Person/3', 'Employment/2']);
    expect(await aligned(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('with pins and a sticky header (demo/pages/table-groups.html)', () => {
  const GROUPS = 'table[data-table="pin-groups"]';
  const rect = (page: TestPage, selector: string) => page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
  it.each([1280, 400])('at %i px: scrolled down, the group row and the header row stay in view one under the other; scrolled sideways, the pinned column\'s group cell and footer cell stay with it', async (width) => {
    const page = await openPage('/table-groups.html', { width });
    const box = page.locator('#groups-box');
    await box.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator(`${GROUPS} tbody tr[data-id]`).count()).toBeGreaterThan(10);
    await expect.poll(() => page.locator(`${GROUPS} tr.alm-group-row`).count()).toBe(1);
    // Name pinned (with the checkbox), Salary pinned to the end: their group cells are their own.
    expect(await page.locator(`${GROUPS} tr.alm-group-row > *`).evaluateAll((cells) => cells.map((c) => `${c.textContent!.trim() || '-'}/${(c as HTMLTableCellElement).colSpan}`)))
      .toEqual(['-/1', 'Person/1', 'Person/2', 'Contact/3', 'Work/2', 'Work/1']);
    await expect.poll(() => page.locator(GROUPS).evaluate((t) => t.style.getPropertyValue('--alm-s2'))).not.toBe('');
    await box.evaluate((b) => b.scrollTo({ top: 300, left: 0, behavior: 'instant' }));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const inner = await box.evaluate((b) => b.getBoundingClientRect().top + b.clientTop);
    const group = await rect(page, `${GROUPS} tr.alm-group-row > th`);
    const header = await rect(page, `${GROUPS} tr.alm-header-row > th[data-field="name"]`);
    expect(Math.abs(group.top - inner)).toBeLessThan(2);
    expect(Math.abs(header.top - group.bottom)).toBeLessThan(2);
    // Sideways: the pinned Name's group cell and the footer's first cells stay over and under it.
    await box.evaluate((b) => b.scrollTo({ top: b.scrollHeight, left: b.scrollWidth, behavior: 'instant' }));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const name = await rect(page, `${GROUPS} tr.alm-header-row > th[data-field="name"]`);
    const over = await rect(page, `${GROUPS} tr.alm-group-row > th`);
    const under = await page.locator(`${GROUPS} tfoot tr`).first().evaluate((tr: HTMLTableRowElement) => {
      const r = tr.cells[1].getBoundingClientRect();
      return { left: r.left, right: r.right, text: tr.cells[1].textContent!.trim() };
    });
    expect([Math.round(over.left), Math.round(over.right)]).toEqual([Math.round(name.left), Math.round(name.right)]);
    expect(under.text).toBe('Total');
    expect([Math.round(under.left), Math.round(under.right)]).toEqual([Math.round(name.left), Math.round(name.right)]);
    const salary = await rect(page, `${GROUPS} tr.alm-header-row > th[data-field="salary"]`);
    const total = await page.locator(`${GROUPS} tfoot td[data-aggregate]`).evaluate((td) => {
      const r = td.getBoundingClientRect();
      return { left: r.left, right: r.right };
    });
    expect([Math.round(total.left), Math.round(total.right)]).toEqual([Math.round(salary.left), Math.round(salary.right)]);
    const inside = await box.evaluate((b) => { const r = b.getBoundingClientRect(); return { left: r.left + b.clientLeft, right: r.left + b.clientLeft + b.clientWidth }; });
    expect(name.left).toBeGreaterThanOrEqual(inside.left - 1);
    expect(salary.right).toBeLessThanOrEqual(inside.right + 1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('seven sticky header rows (demo/pages/table-groups.html, five group rows, the header row and a filter row)', () => {
  const DEEP = 'table[data-table="pin-deep"]';
  /** Each header row's stuck place: the top of its cells and the bottom of its one-row cells (the cells stick, not the rows). */
  const stack = (page: TestPage) => page.locator(DEEP).evaluate((t: HTMLTableElement) => Array.from(t.tHead!.rows, (tr) => {
    const cells = Array.from(tr.cells).map((c) => ({ r: c.getBoundingClientRect(), one: c.rowSpan === 1 }));
    return { tops: cells.map((c) => Math.round(c.r.top)), bottom: Math.max(...cells.filter((c) => c.one).map((c) => c.r.bottom)) };
  }));
  const frames = (page: TestPage) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  it.each([[1280, 'ltr'], [400, 'ltr'], [400, 'rtl']])('at %i px, %s: scrolled down, each header row sticks right under the one above it; scrolled sideways, the pinned "Name" cells stay at the start in every row', async (width, dir) => {
    const page = await openPage('/table-groups.html', { width });
    const box = page.locator('#deep-box');
    if (dir === 'rtl') await box.evaluate((b) => b.setAttribute('dir', 'rtl'));
    await box.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator(`${DEEP} tbody tr[data-id]`).count()).toBeGreaterThan(20);
    await expect.poll(() => page.locator(`${DEEP} thead > tr`).count()).toBe(7);
    await expect.poll(() => page.locator(DEEP).getAttribute('data-alm-start')).toBe('1');
    const far = await box.evaluate((b) => b.scrollWidth - b.clientWidth);
    await box.evaluate((b, left) => b.scrollTo({ top: 500, left, behavior: 'instant' }), dir === 'rtl' ? -far : far);
    await frames(page);
    const area = await box.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return { top: r.top + b.clientTop, left: r.left + b.clientLeft, right: r.left + b.clientLeft + b.clientWidth };
    });
    const rows = await stack(page);
    expect(Math.abs(rows[0].tops[0] - area.top)).toBeLessThan(2);
    rows.forEach((row, i) => {
      for (const top of row.tops) expect(Math.abs(top - (i ? rows[i - 1].bottom : area.top)), `header row ${i + 1}: ${JSON.stringify(rows.map((r) => r.tops[0]))}`).toBeLessThan(2);
    });
    // The header hides the rows under it: at the filter row's place (its pinned first cell, its last) is the filter row.
    for (const at of [0, -1]) {
      const filter = await page.locator(`${DEEP} tr.alm-filter-row > *`).nth(at).evaluate((c) => { const r = c.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; });
      expect(await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('tr.alm-filter-row'), filter)).toBe(true);
    }
    // Pinned "Name": its cell in every header row at the box's start edge (both axes stuck).
    const starts = await page.locator(DEEP).evaluate((t: HTMLTableElement) => Array.from(t.tHead!.rows, (tr) => {
      const r = tr.cells[0].getBoundingClientRect();
      return getComputedStyle(t).direction === 'rtl' ? r.right : r.left;
    }));
    if (width === 400) for (const x of starts) expect(Math.abs(x - (dir === 'rtl' ? area.right : area.left))).toBeLessThan(2);
    expect(await axeViolations(page)).toEqual([]);
  });
});
