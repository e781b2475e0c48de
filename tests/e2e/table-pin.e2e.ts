// Issue 44 item 3 (pin and stick) on demo/pages/table-pin.html: data-pin="1" keeps the first data column and
// the checkbox column in view while the table's box scrolls sideways, data-pinned="end" keeps a column at the
// row's end, data-sticky-header keeps the header and filter rows in view while the box (or the page, for a table
// in no box) scrolls down; a control reached by Tab in a scrolled table is not hidden under the stuck cells (nor a
// first row reached by Tab under a header stuck to the window); right to left and in Thai; with
// 100,000 windowed rows; at 1280 and 400 px; the pins in the URL (restored on load and on back/forward, bad
// entries warned about) and in getColumnState / setColumnState; axe finds nothing. The demo server sends the
// strict CSP; any console error fails the test (harness).
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { axeViolations, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const STAFF = 'table[data-table="pin-staff"]';
const THAI = 'table[data-table="pin-thai"]';
const LARGE = 'table[data-table="pin-large"]';

type Box = { left: number; right: number; top: number; bottom: number };
const box = (l: Locator): Promise<Box> => l.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
});
/** The visible area of a scroll box (inside its border). */
const inner = (l: Locator): Promise<Box> => l.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { left: r.left + el.clientLeft, right: r.left + el.clientLeft + el.clientWidth, top: r.top + el.clientTop, bottom: r.top + el.clientTop + el.clientHeight };
});
const header = (page: TestPage, table: string, field: string) => page.locator(`${table} thead th[data-field="${field}"]`);
/** The body cell of `field` in the first rendered data row. */
const cell = (page: TestPage, table: string, field: string) => page.locator(table).evaluateHandle((t: HTMLTableElement, f) => {
  const th = t.querySelector<HTMLTableCellElement>(`thead th[data-field="${f}"]`)!;
  const row = Array.from(t.tBodies[0].rows).find((tr) => tr.dataset.id && tr.getBoundingClientRect().top >= t.tHead!.getBoundingClientRect().bottom - 1)!;
  return row.cells[th.cellIndex];
}, field).then((h) => h.asElement()!) as unknown as Promise<Locator>;

async function open(path = '/table-pin.html', width = 1280, measured = '--alm-s2'): Promise<TestPage> {
  const page = await openPage(path, { width });
  await expect.poll(() => page.locator(`${STAFF} tbody tr[data-id]`).count()).toBeGreaterThan(10);
  // The pin part has measured: the stuck cells have their places.
  await expect.poll(() => page.locator(STAFF).evaluate((t, name) => t.style.getPropertyValue(name), measured)).not.toBe('');
  return page;
}

/** Scroll a box to `x` (and `y`) and wait for the frame. */
async function scrollBox(page: TestPage, id: string, x: number | 'end', y = 0) {
  await page.evaluate(([id, x, y]) => {
    const b = document.getElementById(id as string)!;
    const rtl = getComputedStyle(b).direction === 'rtl';
    const far = b.scrollWidth - b.clientWidth;
    b.scrollTo({ left: x === 'end' ? (rtl ? -far : far) : (x as number), top: y as number, behavior: 'instant' });
  }, [id, x, y] as const);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

describe.each([1280, 400])('pinned columns at %i px', (width) => {
  it('the pinned first column, the checkbox column and the end-pinned column stay in view while the box scrolls sideways; the others scroll under them', async () => {
    const page = await open('/table-pin.html', width);
    const boxEl = page.locator('#staff-box');
    expect(await page.evaluate(() => { const b = document.getElementById('staff-box')!; return b.scrollWidth > b.clientWidth; })).toBe(true);
    const email = await cell(page, STAFF, 'email');
    const before = await box(email);
    await scrollBox(page, 'staff-box', 'end');
    const area = await inner(boxEl);
    const check = await box(page.locator(`${STAFF} thead th.alm-select-cell`));
    const name = await box(header(page, STAFF, 'name'));
    const nameCell = await box(await cell(page, STAFF, 'name'));
    const salary = await box(header(page, STAFF, 'salary'));
    const salaryCell = await box(await cell(page, STAFF, 'salary'));
    expect(check.left).toBeCloseTo(area.left, 0);
    expect(name.left).toBeCloseTo(check.right, 0);
    expect(nameCell.left).toBeCloseTo(name.left, 0);
    expect(salary.right).toBeCloseTo(area.right, 0);
    expect(salaryCell.right).toBeCloseTo(area.right, 0);
    // A column that is not pinned went by.
    expect((await box(email)).left).toBeLessThan(before.left - 10);
    // The last pinned column shows its edge.
    expect(await header(page, STAFF, 'name').evaluate((th) => getComputedStyle(th, '::after').content)).toBe('""');
  });

  it('the header and the filter row stay in view while the box scrolls down', async () => {
    const page = await open('/table-pin.html', width);
    const boxEl = page.locator('#staff-box');
    await scrollBox(page, 'staff-box', 0, 600);
    const area = await inner(boxEl);
    // (Measured on cells: the cells stick, not the rows.)
    const head = await box(header(page, STAFF, 'city'));
    const filters = await box(page.locator(`${STAFF} thead tr.alm-filter-row > td`).nth(2));
    expect(head.top).toBeCloseTo(area.top, 0);
    expect(filters.top).toBeCloseTo(head.bottom, 0);
    // The header hides the rows under it: what is at its place is the header.
    const at = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('thead') !== null, [head.left + 60, head.top + 5]);
    expect(at).toBe(true);
  });
});

describe.each([1280, 400])('a sticky header on the page (no box of its own) at %i px', (width) => {
  const PAGE = 'table[data-table="pin-page"]';
  /** Scroll the window to `y` and wait for the frame. */
  const scrollPage = async (page: TestPage, y: number) => {
    await page.evaluate((y) => window.scrollTo({ top: y, left: 0, behavior: 'instant' }), y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  };
  /** Where a table part would be with the page at the top (its place in the document). */
  const pageTop = (page: TestPage, selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + scrollY);
  async function openPageTable(): Promise<TestPage> {
    const page = await open('/table-pin.html', width);
    await expect.poll(() => page.locator(`${PAGE} tbody tr[data-id]`).count()).toBe(60);
    await expect.poll(() => page.locator(`${PAGE} thead tr.alm-filter-row`).count()).toBe(1);
    // The table is in no scroll box: the page is what scrolls.
    expect(await page.locator(PAGE).evaluate((t) => {
      for (let el = t.parentElement; el && el !== document.body; el = el.parentElement) if (/auto|scroll|hidden/.test(getComputedStyle(el).overflowY)) return false;
      return true;
    })).toBe(true);
    return page;
  }

  it('the header row and the filter row stay at the top of the window while the page scrolls down', async () => {
    const page = await openPageTable();
    await scrollPage(page, (await pageTop(page, `${PAGE} tbody`)) + 600);
    const head = await box(header(page, PAGE, 'city'));
    const filters = await box(page.locator(`${PAGE} thead tr.alm-filter-row > td`).nth(2));
    expect(head.top).toBeCloseTo(0, 0);
    expect(filters.top).toBeCloseTo(head.bottom, 0);
    // The rows scroll under them: at their place are the header and the filter row.
    for (const y of [head.top + 5, filters.top + 5]) {
      expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('table[data-table="pin-page"] thead') !== null, [head.left + 10, y])).toBe(true);
    }
  });

  it('the first body row reached by Tab from the filter row is scrolled out from under the stuck header', async () => {
    const page = await openPageTable();
    // The first body row under the stuck header and filter row (the page scrolled just past the table's head).
    await scrollPage(page, (await pageTop(page, `${PAGE} tbody`)) - 4);
    const stuck = await page.locator(`${PAGE} thead`).evaluate((h) => Math.max(...Array.from(h.querySelectorAll('th, td'), (c) => c.getBoundingClientRect().bottom)));
    const first = page.locator(`${PAGE} tbody tr[data-id]`).first();
    expect((await box(first)).top).toBeLessThan(stuck - 10);
    // The filter row's last control, then Tab: the first row's checkbox, in view below the header.
    await page.locator(PAGE).evaluate((t: HTMLTableElement) => Array.from(t.tHead!.querySelectorAll<HTMLElement>('input, select, button, [tabindex="0"]')).at(-1)!.focus({ preventScroll: true }));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('data-id'))).toBe(await first.getAttribute('data-id'));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const seen = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { visible: !!hit && (hit === el || el.contains(hit)), top: r.top };
    });
    const under = await page.locator(`${PAGE} thead`).evaluate((h) => Math.max(...Array.from(h.querySelectorAll('th, td'), (c) => c.getBoundingClientRect().bottom)));
    expect(seen.visible).toBe(true);
    expect(seen.top).toBeGreaterThanOrEqual(under - 1);
  });
});

describe('keyboard', () => {
  it('a header control reached by Tab in a table scrolled to its end is scrolled into view beside the pinned cells, not under them', async () => {
    const page = await open('/table-pin.html', 400);
    await scrollBox(page, 'staff-box', 'end', 0);
    // From the filter above the table: Tab goes through the header's checkbox, Name, City, Department...
    await page.locator(`${STAFF} thead th.alm-select-cell input`).focus();
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        if (!el.closest('table[data-table="pin-staff"] thead')) return null;
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), visible: !!hit && (hit === el || el.contains(hit)) };
      });
      if (!where) break;
      seen.push(where.label);
      expect(where, `focus on ${where.label}`).toEqual({ label: where.label, visible: true });
    }
    expect(seen.some((l) => l.startsWith('Department'))).toBe(true);
  });
});

describe('right to left, Thai', () => {
  it('the pinned column stays at the row\'s start (the right) and the end-pinned one at its end (the left)', async () => {
    const page = await open();
    await page.locator('#thai-box').scrollIntoViewIfNeeded();
    await scrollBox(page, 'thai-box', 'end');
    const area = await inner(page.locator('#thai-box'));
    expect((await box(header(page, THAI, 'name'))).right).toBeCloseTo(area.right, 0);
    expect((await box(await cell(page, THAI, 'name'))).right).toBeCloseTo(area.right, 0);
    expect((await box(header(page, THAI, 'salary'))).left).toBeCloseTo(area.left, 0);
    expect(await page.locator(THAI).evaluate((t) => t.getAttribute('data-alm-start'))).toBe('1');
  });
  it('a table\'s own data-locale="th" sets its language (README "Which language"): its caption info and handles speak Thai in an English page', async () => {
    const page = await open();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.locator(`${THAI} caption`).textContent()).toContain('แสดง 1 ถึง');
    expect(await page.locator(`${THAI} thead th[data-field="city"] [role="separator"]`).getAttribute('aria-label')).toBe('ปรับความกว้างคอลัมน์ เมือง');
    // The English table beside it keeps English.
    expect(await page.locator(`${STAFF} thead th[data-field="city"] [role="separator"]`).getAttribute('aria-label')).toBe('Resize column City');
  });
});

describe('100,000 windowed rows', () => {
  it('far down the box, the header and the pinned column are in view and the rows drawn are few', async () => {
    const page = await open();
    await page.locator('#large-box').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator(`${LARGE} tbody tr:not(.alm-spacer)`).count()).toBeGreaterThan(3);
    await scrollBox(page, 'large-box', 'end', 2_000_000);
    await expect.poll(async () => (await page.locator(`${LARGE} tbody tr:not(.alm-spacer)`).first().textContent())?.trim()).not.toMatch(/^$/);
    const area = await inner(page.locator('#large-box'));
    const head = await box(header(page, LARGE, 'city'));
    expect(head.top).toBeCloseTo(area.top, 0);
    expect((await box(header(page, LARGE, 'name'))).left).toBeCloseTo(area.left, 0);
    // The rows at the box's bottom are drawn, and only a window of them.
    const drawn = await page.locator(`${LARGE} tbody tr:not(.alm-spacer)`).count();
    expect(drawn).toBeLessThan(200);
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('tr')?.classList.contains('alm-spacer') ?? true, [area.left + 80, area.bottom - 8]);
    expect(hit).toBe(false);
  });
});

describe('pins kept', () => {
  it('setColumnState pins and unpins (table:columnPin for each column); getColumnState gives the pins; the URL carries them, a reload and back/forward restore them', async () => {
    const page = await open();
    expect(await page.evaluate(() => (window as any).TableManager.getColumnState('pin-staff').pins)).toEqual({ name: 'start', salary: 'end' });
    expect(new URL(page.url()).searchParams.get('pin')).toBeNull();
    await page.getByRole('button', { name: 'Pin "City" to the start' }).click();
    await expect.poll(() => page.evaluate(() => (window as any).pinEvents)).toEqual([{ tableId: 'pin-staff', column: 'city', side: 'start' }]);
    await expect.poll(() => new URL(page.url()).searchParams.get('pin')).toBe('name:start,city:start,salary:end');
    await expect.poll(() => page.locator(STAFF).getAttribute('data-alm-start')).toBe('3');
    // Copy the address into a new page: the same pins.
    const again = await openPage(new URL(page.url()).pathname + new URL(page.url()).search);
    await expect.poll(() => again.evaluate(() => (window as any).TableManager?.getColumnState('pin-staff')?.pins)).toEqual({ name: 'start', city: 'start', salary: 'end' });
    await expect.poll(() => again.locator(STAFF).getAttribute('data-alm-start')).toBe('3');
    // Back: the markup's pins again.
    await page.goBack();
    await expect.poll(() => page.evaluate(() => (window as any).TableManager.getColumnState('pin-staff').pins)).toEqual({ name: 'start', salary: 'end' });
    await expect.poll(() => page.locator(STAFF).getAttribute('data-alm-start')).toBe('2');
    await page.goForward();
    await expect.poll(() => page.locator(STAFF).getAttribute('data-alm-start')).toBe('3');
    // None pinned: no stuck cell, and the URL says so (pin= empty).
    await page.getByRole('button', { name: 'Unpin every column' }).click();
    await expect.poll(() => page.locator(STAFF).getAttribute('data-alm-start')).toBeNull();
    expect(await page.locator(STAFF).getAttribute('data-alm-end')).toBeNull();
    await expect.poll(() => new URL(page.url()).searchParams.get('pin')).toBe('');
  });

  it('bad pins (URL, setColumnState): one warning each naming the table and the value, the rest applied, nothing thrown', async () => {
    const page = await open('/table-pin.html?pin=nope:start,city:middle,department:end,junk', 1280, '--alm-e1');
    await expect.poll(() => page.evaluate(() => (window as any).TableManager.getColumnState('pin-staff').pins)).toEqual({ department: 'end' });
    expect(page.warnings.filter((w) => w.includes('URL parameter pin'))).toEqual([
      '[almanac] table "pin-staff": URL parameter pin=nope:start,city:middle,department:end,junk: pin entry "junk" is not field:start or field:end — left out',
      '[almanac] table "pin-staff": URL parameter pin=nope:start,city:middle,department:end,junk: pins name no column "nope" — left out',
      '[almanac] table "pin-staff": URL parameter pin=nope:start,city:middle,department:end,junk: pins: "city": "middle" is not "start" or "end" — left out',
    ]);
    await page.evaluate(() => (window as any).TableManager.setColumnState('pin-staff', { pins: { name: 'start', ghost: 'end', city: 7 } }));
    await page.evaluate(() => (window as any).TableManager.setColumnState('pin-staff', { pins: 'name' }));
    expect(page.warnings.filter((w) => w.includes('setColumnState'))).toEqual([
      '[almanac] table "pin-staff": setColumnState: pins name no column "ghost" — left out',
      '[almanac] table "pin-staff": setColumnState: pins: "city": 7 is not "start" or "end" — left out',
      '[almanac] table "pin-staff": setColumnState: pins: "name" is not an object of field to "start" or "end" — left out',
    ]);
    expect(await page.evaluate(() => (window as any).TableManager.getColumnState('pin-staff').pins)).toEqual({ name: 'start' });
  });
});

describe('accessibility', () => {
  it('axe finds nothing, pinned and scrolled, at 1280 and 400 px', async () => {
    for (const width of [1280, 400]) {
      const page = await open('/table-pin.html', width);
      await scrollBox(page, 'staff-box', 'end', 200);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
