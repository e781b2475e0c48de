// Issue 44 item 1 (column resize) on demo/pages/table-resize.html, and on the Thai, right-to-left and
// windowed demo pages (resize is on by default): a handle at each header's end edge, dragged by mouse or
// finger, or used from the keyboard (a separator valued in pixels: arrows 10 px, Shift 50, Home the
// content's width); a double-click fits; data-min-width / data-max-width bound it; data-resizable="false"
// turns it off; the table keeps its layout; the widths come back after a reload (localStorage, cleared by
// clearTableCache; for the page's life only with persistColumnWidths: false); getColumnState /
// setColumnState, with bad input warned about and the rest applied; axe finds nothing. The demo server
// sends the strict CSP; any console error fails the test (harness).
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { axeViolations, openPage, useBrowser, type OpenOptions, type TestPage } from './harness';

useBrowser();
const TABLE = 'table[data-table="resize-staff"]';
const KEY = 'table_resize-staff_columns';

type Box = { x: number; y: number; width: number; height: number };
const box = (l: Locator): Promise<Box> => l.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height };
});
const widthOf = async (l: Locator) => (await box(l)).width;
const header = (page: TestPage, field: string, table = TABLE) => page.locator(`${table} thead th[data-field="${field}"]`);
const handle = (page: TestPage, label: string) => page.getByRole('separator', { name: `Resize column ${label}` });
const events = (page: TestPage) => page.evaluate(() => (window as unknown as { resizeEvents: unknown[] }).resizeEvents);
/** Whether any cell of the column (header included) shows less than its content. */
const clipped = (page: TestPage, field: string) => page.locator(TABLE).evaluate((table: HTMLTableElement, f) => {
  const th = table.querySelector<HTMLTableCellElement>(`thead th[data-field="${f}"]`)!;
  const cells = [th.querySelector('.alm-sort-button') ?? th, ...Array.from(table.tBodies[0].rows, (tr) => tr.cells[th.cellIndex])];
  return cells.some((cell) => cell.scrollWidth > cell.clientWidth + 1);
}, field);
const stored = (page: TestPage) => page.evaluate((key) => localStorage.getItem(key), KEY);

/** The resize demo; the pointer on the header row brings the resize part (or, `keyboard`, nothing does yet). */
async function open(options: OpenOptions & { keyboard?: boolean } = {}): Promise<TestPage> {
  const page = await openPage('/table-resize.html', options);
  await expect.poll(() => page.locator(`${TABLE} tbody tr[data-id]`).count()).toBe(5);
  if (!options.keyboard && !options.hasTouch) {
    await page.locator(`${TABLE} thead`).hover();
    await handle(page, 'City').waitFor();
  }
  return page;
}

/** Drag `target` by `dx` pixels with the mouse, in `steps` moves. */
async function drag(page: TestPage, target: Locator, dx: number, steps = 6) {
  const b = await box(target);
  const [x, y] = [b.x + b.width / 2, b.y + b.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) await page.mouse.move(x + (dx * i) / steps, y);
  await page.mouse.up();
}

/** The focused element as 'role-or-tag name'. */
const focused = (page: TestPage) => page.evaluate(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return 'body';
  return `${el.getAttribute('role') ?? el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}`;
});
async function tabTo(page: TestPage, wanted: string, limit = 30) {
  const path: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    path.push(await focused(page));
    if (path[i] === wanted) return;
  }
  throw new Error(`not reached by Tab; focus went to ${path.join(' > ')}`);
}

describe('column resize by pointer', () => {
  it('dragging a header\'s end edge widens its column by the distance moved; the rows are not rendered again; one table:columnResize; the table keeps its layout', async () => {
    const page = await open();
    const city = header(page, 'city');
    const before = await widthOf(city);
    // A row element that survives the drag is a row that was not rendered again.
    await page.locator(`${TABLE} tbody tr`).first().evaluate((tr) => ((tr as unknown as { mark: number }).mark = 1));
    await drag(page, handle(page, 'City'), 60);
    await expect.poll(() => widthOf(city)).toBeCloseTo(before + 60, -0.5);
    expect(await page.locator(`${TABLE} tbody tr`).first().evaluate((tr) => (tr as unknown as { mark?: number }).mark)).toBe(1);
    expect(await events(page)).toEqual([{ tableId: 'resize-staff', column: 'city', width: Math.round(before + 60) }]);
    expect(await page.locator(TABLE).evaluate((t) => getComputedStyle(t).tableLayout)).toBe('fixed');
    expect(await handle(page, 'City').getAttribute('aria-valuenow')).toBe(String(Math.round(before + 60)));
    // The other columns keep their widths (the table grows instead).
    const name = await widthOf(header(page, 'name'));
    await drag(page, handle(page, 'City'), -30);
    await expect.poll(() => widthOf(city)).toBeCloseTo(before + 30, -0.5);
    expect(await widthOf(header(page, 'name'))).toBeCloseTo(name, 0);
  });

  it('Escape during a drag puts the width back; no table:columnResize', async () => {
    const page = await open();
    const city = header(page, 'city');
    const before = await widthOf(city);
    const b = await box(handle(page, 'City'));
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + 80, b.y + b.height / 2, { steps: 4 });
    await expect.poll(() => widthOf(city)).toBeGreaterThan(before + 40);
    await page.keyboard.press('Escape');
    await expect.poll(() => widthOf(city)).toBeCloseTo(before, 0);
    await page.mouse.up();
    expect(await events(page)).toEqual([]);
  });

  it('data-min-width and data-max-width bound the drag', async () => {
    const page = await open();
    await drag(page, handle(page, 'Name'), 600);
    await expect.poll(() => widthOf(header(page, 'name'))).toBeCloseTo(320, 0);
    await drag(page, handle(page, 'Name'), -600);
    await expect.poll(() => widthOf(header(page, 'name'))).toBeCloseTo(80, 0);
    expect(await handle(page, 'Name').getAttribute('aria-valuemin')).toBe('80');
    expect(await handle(page, 'Name').getAttribute('aria-valuemax')).toBe('320');
  });

  it('a double-click on the handle fits the column to its content', async () => {
    const page = await open();
    await drag(page, handle(page, 'City'), -400);
    expect(await clipped(page, 'city')).toBe(true);
    await handle(page, 'City').dblclick();
    await expect.poll(() => clipped(page, 'city')).toBe(false);
    const fitted = await widthOf(header(page, 'city'));
    expect(fitted).toBeLessThan(260);
  });

  it('data-resizable="false" on a column or the table: no handle there', async () => {
    const page = await open();
    expect(await header(page, 'notes').getByRole('separator').count()).toBe(0);
    expect(await page.locator(`${TABLE} thead [role="separator"]`).count()).toBe(4);
    await page.locator('table[data-table="resize-off"]').hover();
    await page.locator('table[data-table="resize-off"]').click();
    expect(await page.locator('table[data-table="resize-off"] [role="separator"]').count()).toBe(0);
  });
});

describe('column resize by touch', () => {
  it('at 400 px, a finger drags the edge (touch-action: none on the handle)', async () => {
    const page = await open({ hasTouch: true, width: 400 });
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: string, x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] } as never);
    // A first tap on the header brings the part, as the pointer does.
    const th = await box(header(page, 'department'));
    await touch('touchStart', th.x + 5, th.y + th.height / 2);
    await touch('touchEnd');
    await handle(page, 'Department').waitFor();
    // At 400 px the table scrolls inside its box: the edge is brought into view first.
    await handle(page, 'Department').scrollIntoViewIfNeeded();
    const h = await box(handle(page, 'Department'));
    const before = await widthOf(header(page, 'department'));
    const [x, y] = [h.x + h.width / 2, h.y + h.height / 2];
    await touch('touchStart', x, y);
    for (let i = 1; i <= 6; i++) await touch('touchMove', x + 10 * i, y);
    await touch('touchEnd');
    await expect.poll(() => widthOf(header(page, 'department'))).toBeCloseTo(before + 60, -0.5);
    expect(await events(page)).toEqual([{ tableId: 'resize-staff', column: 'department', width: Math.round(before + 60) }]);
  });
});

describe('column resize by keyboard', () => {
  it('Tab reaches each handle; arrows move the edge 10 px, Shift 50 px; Home fits the content', async () => {
    const page = await open({ keyboard: true });
    await tabTo(page, 'separator Resize column City');
    const city = header(page, 'city');
    const before = Math.round(await widthOf(city));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => widthOf(city)).toBeCloseTo(before + 10, 0);
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => widthOf(city)).toBeCloseTo(before + 60, 0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => widthOf(city)).toBeCloseTo(before + 50, 0);
    expect(await focused(page)).toBe('separator Resize column City');
    expect(await page.locator(':focus').getAttribute('aria-valuenow')).toBe(String(before + 50));
    expect((await events(page) as unknown[]).length).toBe(3);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowLeft');
    expect(await clipped(page, 'city')).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => clipped(page, 'city')).toBe(false);
    // Focus stays; the header is named by its column alone.
    expect(await focused(page)).toBe('separator Resize column City');
    expect(await page.getByRole('columnheader', { name: 'City', exact: true }).count()).toBe(1);
  });
});

describe('widths kept', () => {
  it('the widths come back after a reload; clearTableCache forgets them', async () => {
    const page = await open();
    await drag(page, handle(page, 'City'), 80);
    const wanted = Math.round(await widthOf(header(page, 'city')));
    expect(JSON.parse((await stored(page))!)).toEqual({ city: wanted });
    await page.reload();
    // No pointer needed: a table with stored widths brings its part at once.
    await expect.poll(() => widthOf(header(page, 'city'))).toBeCloseTo(wanted, 0);
    expect(await page.locator(TABLE).evaluate((t) => getComputedStyle(t).tableLayout)).toBe('fixed');
    expect(await page.evaluate(() => (window as any).TableManager.getColumnState('resize-staff'))).toEqual({ widths: { city: wanted }, order: ['name', 'city', 'department', 'salary', 'notes'], pins: {}, hidden: [] });
    await page.evaluate(() => (window as any).TableManager.clearTableCache('resize-staff'));
    expect(await stored(page)).toBeNull();
    await page.reload();
    await expect.poll(() => page.locator(`${TABLE} tbody tr[data-id]`).count()).toBe(5);
    expect(await page.locator(TABLE).evaluate((t) => getComputedStyle(t).tableLayout)).toBe('auto');
    expect(Math.round(await widthOf(header(page, 'city')))).not.toBe(wanted);
  });

  it('TableManager.init({persistColumnWidths: false}): the widths last for the page\'s life only', async () => {
    const page = await open({ keyboard: true });
    await page.evaluate(() => (window as any).TableManager.init({ persistColumnWidths: false }));
    await page.locator(`${TABLE} thead`).hover();
    await drag(page, handle(page, 'City'), 50);
    await expect.poll(() => page.locator(TABLE).evaluate((t) => getComputedStyle(t).tableLayout)).toBe('fixed');
    expect(await stored(page)).toBeNull();
    await page.reload();
    await expect.poll(() => page.locator(`${TABLE} tbody tr[data-id]`).count()).toBe(5);
    expect(await page.locator(TABLE).evaluate((t) => getComputedStyle(t).tableLayout)).toBe('auto');
  });

  it('setColumnState applies widths and hidden columns; unknown columns and bad widths warn once each, naming the table and the value, the rest applied', async () => {
    const page = await open({ keyboard: true });
    await page.evaluate(() => (window as any).TableManager.setColumnState('resize-staff', { widths: { city: 150, name: -5, nope: 100, department: 1e9 }, hidden: ['notes', 'ghost'] }));
    await expect.poll(() => widthOf(header(page, 'city'))).toBeCloseTo(150, 0);
    expect(await header(page, 'notes').count()).toBe(0);
    expect(page.warnings.filter((w) => w.includes('setColumnState'))).toEqual([
      '[almanac] table "resize-staff": setColumnState: widths "name": -5 is not a width in pixels (1 to 4000) — left out',
      '[almanac] table "resize-staff": setColumnState: widths names no column "nope" — left out',
      '[almanac] table "resize-staff": setColumnState: widths "department": 1000000000 is not a width in pixels (1 to 4000) — left out',
      '[almanac] table "resize-staff": setColumnState: hidden names no column "ghost" — left out',
    ]);
    expect(await page.evaluate(() => (window as any).TableManager.getColumnState('resize-staff'))).toEqual({ widths: { city: 150 }, order: ['name', 'city', 'department', 'salary', 'notes'], pins: {}, hidden: ['notes'] });
    // {} gives every column its natural width back.
    await page.evaluate(() => (window as any).TableManager.setColumnState('resize-staff', { widths: {}, hidden: [] }));
    await expect.poll(() => page.locator(TABLE).evaluate((t) => getComputedStyle(t).tableLayout)).toBe('auto');
    expect(await header(page, 'notes').count()).toBe(1);
    // The page's table is as it was: no style attribute left behind.
    expect(await page.locator(TABLE).getAttribute('style')).toBeNull();
  });

  it('a stored entry that is not JSON, or names unknown columns or bad widths: one warning each, the rest applied, nothing thrown', async () => {
    const page = await open({ keyboard: true });
    await page.evaluate((key) => localStorage.setItem(key, '{"city": 140, "gone": 90, "name": 0}'), KEY);
    await page.reload();
    await expect.poll(() => widthOf(header(page, 'city'))).toBeCloseTo(140, 0);
    expect(page.warnings.filter((w) => w.includes('stored column widths'))).toEqual([
      `[almanac] table "resize-staff": the stored column widths (localStorage "${KEY}") names no column "gone" — left out`,
      `[almanac] table "resize-staff": the stored column widths (localStorage "${KEY}") "name": 0 is not a width in pixels (1 to 4000) — left out`,
    ]);
    await page.evaluate((key) => localStorage.setItem(key, '{not json'), KEY);
    await page.reload();
    await expect.poll(() => page.warnings.filter((w) => w.includes('is not valid JSON'))).toEqual([
      `[almanac] table "resize-staff": the stored column widths (localStorage "${KEY}") "{not json" is not valid JSON — left out`,
    ]);
    expect(await page.locator(TABLE).evaluate((t) => getComputedStyle(t).tableLayout)).toBe('auto');
  });
});

describe('languages, right to left, windowed rows, accessibility', () => {
  it('Thai: the handle is named in Thai', async () => {
    const page = await openPage('/table-thai.html');
    await page.locator('table[data-table="staff"] thead').hover();
    await expect.poll(() => page.getByRole('separator', { name: /^ปรับความกว้างคอลัมน์ / }).count()).toBeGreaterThan(2);
  });

  for (const width of [1280, 400]) {
    it(`right to left at ${width} px: the handle is on the header's left edge; dragging left and ArrowLeft widen`, async () => {
      const page = await openPage('/table-rtl.html', { width });
      const STAFF = 'table[data-table="staff-rtl"]';
      await expect.poll(() => page.locator(`${STAFF} tbody tr[data-id]`).count()).toBe(5);
      await page.locator(`${STAFF} thead`).hover();
      const th = header(page, 'city', STAFF);
      const grip = th.getByRole('separator');
      await grip.waitFor();
      const [t, h] = [await box(th), await box(grip)];
      expect(Math.abs(h.x - t.x)).toBeLessThan(2);
      const before = await widthOf(th);
      await drag(page, grip, -40);
      await expect.poll(() => widthOf(th)).toBeCloseTo(before + 40, -0.5);
      await grip.focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => widthOf(th)).toBeCloseTo(before + 50, -0.5);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => widthOf(th)).toBeCloseTo(before + 40, -0.5);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('a windowed table of 100,000 rows (issue 44 item 7): a column resizes, only the rows in view stay rendered, aria-rowcount and aria-rowindex stay right, and rows drawn far down take the width', async () => {
    const page = await openPage('/table-large.html?rows=100000');
    const LARGE = 'table[data-table="large"]';
    await expect.poll(() => page.locator(`${LARGE} tbody tr[data-id]`).count(), { timeout: 20_000 }).toBeGreaterThan(5);
    /** The rendered rows: each one's aria-rowindex beside its number (the # column counts from 1; the header row is 1). */
    const rows = () => page.locator(`${LARGE} tbody tr[data-id]`).evaluateAll((trs) =>
      trs.map((tr) => [Number(tr.getAttribute('aria-rowindex')), Number((tr as HTMLTableRowElement).cells[0].textContent)]));
    const right = (seen: number[][]) => seen.every(([index, n], i) => index === n + 1 && (i === 0 || n === seen[i - 1][1] + 1));
    expect(await page.locator(LARGE).getAttribute('aria-rowcount')).toBe('100001');
    expect(right(await rows())).toBe(true);
    await page.locator(`${LARGE} thead`).hover();
    const th = header(page, 'city', LARGE);
    await th.getByRole('separator').waitFor();
    const before = await widthOf(th);
    await drag(page, th.getByRole('separator'), 70);
    await expect.poll(() => widthOf(th)).toBeCloseTo(before + 70, -0.5);
    expect(await page.locator(`${LARGE} tbody tr`).count()).toBeLessThan(200);
    expect(await page.locator(LARGE).getAttribute('aria-rowcount')).toBe('100001');
    expect(right(await rows())).toBe(true);
    // Far down: other rows drawn, with the header's width and their own indices.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.9));
    await expect.poll(async () => (await rows())[0]?.[1] ?? 0).toBeGreaterThan(80_000);
    const seen = await rows();
    expect(right(seen)).toBe(true);
    expect(seen.length).toBeLessThan(200);
    const cityCells = await page.locator(LARGE).evaluate((t: HTMLTableElement) => {
      const at = t.querySelector<HTMLTableCellElement>('thead th[data-field="city"]')!.cellIndex;
      return Array.from(t.querySelectorAll<HTMLTableRowElement>('tbody tr[data-id]'), (tr) => tr.cells[at].getBoundingClientRect().width);
    });
    for (const w of cityCells) expect(w).toBeCloseTo(before + 70, -0.5);
    expect(await page.locator(LARGE).getAttribute('aria-rowcount')).toBe('100001');
    // The last row: index 100,001.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await rows()).at(-1)).toEqual([100_001, 100_000]);
    expect(await widthOf(th)).toBeCloseTo(before + 70, -0.5);
  });

  for (const width of [1280, 400]) {
    it(`axe finds nothing with the handles shown and a column sized, at ${width} px`, async () => {
      const page = await open({ width });
      expect(await axeViolations(page)).toEqual([]);
      await handle(page, 'City').focus();
      await page.keyboard.press('Shift+ArrowRight');
      await expect.poll(() => page.locator(TABLE).evaluate((t) => getComputedStyle(t).tableLayout)).toBe('fixed');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
