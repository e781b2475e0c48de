// Issue 44 items 2, 4 and 5 (column reorder, column menu, column chooser, columns kept in the URL) on
// demo/pages/table-column-menu.html (table-columns.e2e.ts is the older page of column attributes): a
// header dragged by mouse or finger moves its column, and the body, filter row and footer follow; each
// header's menu button (APG menu button) offers Move left / Move right (visual: right to left "Move left"
// moves toward the end), Hide and Fit to content, each said in the live region; data-reorderable="false"
// keeps columns in place; the Columns menu (menuitemcheckbox) shows and hides columns; the order and the
// hidden columns are in the URL (cols=, hide=), come back in a new page and on back/forward; bad
// setColumnState input warns and the rest applies; axe finds nothing with a menu open; a 100,000-row
// windowed table reorders. The demo server sends the strict CSP; any console error fails a test (harness).
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { axeViolations, openPage, useBrowser, type OpenOptions, type TestPage } from './harness';

useBrowser();
const TABLE = 'table[data-table="staff"]';
const RTL = 'table[data-table="rtl-staff"]';

const fields = (page: TestPage, table = TABLE) =>
  page.locator(`${table} thead tr.alm-header-row th[data-field]`).evaluateAll((ths) => ths.map((th) => (th as HTMLElement).dataset.field));
/** The first body row's cell texts, feature cells included (the checkbox cell is empty). */
const firstRow = (page: TestPage, table = TABLE) =>
  page.locator(`${table} tbody tr`).first().locator('td').allTextContents().then((t) => t.map((s) => s.trim()));
const events = (page: TestPage) => page.evaluate(() => (window as unknown as { columnEvents: unknown[] }).columnEvents);
const said = (page: TestPage, table = TABLE) =>
  page.locator(table).evaluate((t) => t.previousElementSibling?.querySelector('[role="status"]')?.textContent?.trim() ?? '');
const menuButton = (page: TestPage, label: string, table = TABLE) => page.locator(table).getByRole('button', { name: `Column options: ${label}` });
type Box = { x: number; y: number; width: number; height: number };
const box = (l: Locator): Promise<Box> => l.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height };
});

async function open(options: OpenOptions & { path?: string; keyboard?: boolean } = {}): Promise<TestPage> {
  const page = await openPage(options.path ?? '/table-column-menu.html', options);
  await expect.poll(() => page.locator(`${TABLE} tbody tr[data-id]`).count()).toBe(5);
  // The chooser brings the column part at once.
  await page.getByRole('button', { name: 'Columns' }).first().waitFor();
  await menuButton(page, 'City').waitFor();
  // The resize part comes with it (Fit to content sizes through it).
  await page.locator(`${TABLE} .alm-resize`).first().waitFor();
  return page;
}

/** Drag header `from` by mouse onto the middle of `to` and `side` of it. */
async function dragHeader(page: TestPage, from: Locator, to: Locator, side: 'left' | 'right') {
  const a = await box(from);
  const b = await box(to);
  const [x, y] = [a.x + 12, a.y + a.height / 2];
  const tx = side === 'left' ? b.x + b.width * 0.25 : b.x + b.width * 0.75;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(x + ((tx - x) * i) / 8, y);
  await page.mouse.up();
}

describe('reorder by pointer', () => {
  it('dragging a header moves its column; the rows, the footer follow; the checkbox column stays first; one table:columnReorder; the click after it does not sort', async () => {
    const page = await open();
    await dragHeader(page, page.locator(`${TABLE} th[data-field="salary"]`), page.locator(`${TABLE} th[data-field="name"]`), 'left');
    await expect.poll(() => fields(page)).toEqual(['salary', 'name', 'city', 'department', 'notes']);
    expect((await firstRow(page)).slice(0, 3)).toEqual(['', '12,500', 'Ada Lovelace']);
    expect(await page.locator(`${TABLE} thead tr.alm-header-row th`).first().locator('input[type="checkbox"]').count()).toBe(1);
    // The footer's sum moved with its column (filler for the checkbox, then salary).
    const foot = await page.locator(`${TABLE} tfoot tr td`).allTextContents();
    expect(foot[1].trim()).toBe('77,700');
    expect(await events(page)).toEqual([{ name: 'table:columnReorder', detail: { tableId: 'staff', column: 'salary', from: 3, to: 0, order: ['salary', 'name', 'city', 'department', 'notes'] } }]);
    expect(await page.locator(`${TABLE} th[data-field="salary"]`).getAttribute('aria-sort')).toBeNull();
    expect(await said(page)).toContain('Salary moved to place 1 of 5');
  });

  it('a header with data-reorderable="false" does not drag', async () => {
    const page = await open();
    await dragHeader(page, page.locator(`${TABLE} th[data-field="notes"]`), page.locator(`${TABLE} th[data-field="name"]`), 'left');
    await page.waitForTimeout(100);
    expect(await fields(page)).toEqual(['name', 'city', 'department', 'salary', 'notes']);
  });

  for (const width of [1280, 400]) {
    it(`at ${width} px, a finger drags a header sideways (touch)`, async () => {
      const page = await open({ hasTouch: true, width });
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: string, x = 0, y = 0) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] } as never);
      await page.locator(`${TABLE} th[data-field="name"]`).scrollIntoViewIfNeeded();
      const a = await box(page.locator(`${TABLE} th[data-field="city"]`));
      const b = await box(page.locator(`${TABLE} th[data-field="name"]`));
      const [x, y] = [a.x + 10, a.y + a.height / 2];
      const tx = b.x + b.width * 0.25;
      await touch('touchStart', x, y);
      for (let i = 1; i <= 8; i++) await touch('touchMove', x + ((tx - x) * i) / 8, y);
      await touch('touchEnd');
      await expect.poll(() => fields(page)).toEqual(['city', 'name', 'department', 'salary', 'notes']);
    });
  }
});

describe('the column menu by keyboard', () => {
  it('Tab to a menu button, Enter opens the menu on Move left; Move right moves the column, the focus comes back to the button, it is said', async () => {
    const page = await open({ keyboard: true });
    await menuButton(page, 'Name').focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByRole('menuitem').allTextContents()).toEqual(['Move left', 'Move right', 'Pin to start', 'Pin to end', 'Hide column', 'Fit to content']);
    expect(await menuButton(page, 'Name').getAttribute('aria-expanded')).toBe('true');
    // Move left is not available in the first place (aria-disabled, still reachable).
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Move left');
    expect(await menu.getByRole('menuitem', { name: 'Move left' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => fields(page)).toEqual(['city', 'name', 'department', 'salary', 'notes']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Column options: Name');
    expect(await menuButton(page, 'Name').getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => said(page)).toContain('Name moved to place 2 of 5');
    // Up opens on the last item; Escape closes and returns to the button.
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Fit to content');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Column options: Name');
    expect(await page.getByRole('menu').count()).toBe(0);
  });

  it('Pin to end by keyboard (issue 44 item 3): the column is drawn at the row\'s end and sticks there, table:columnPin, said; its menu then offers Pin to start and Unpin, and Unpin puts it back', async () => {
    const page = await open({ keyboard: true });
    await menuButton(page, 'Name').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Pin to end' }).waitFor();
    while ((await page.evaluate(() => document.activeElement?.textContent)) !== 'Pin to end') await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => fields(page)).toEqual(['city', 'department', 'salary', 'notes', 'name']);
    expect(await events(page)).toEqual([{ name: 'table:columnPin', detail: { tableId: 'staff', column: 'name', side: 'end' } }]);
    await expect.poll(() => said(page)).toContain('Name pinned to the end');
    // The pin part came with the first pin: the header cell sticks.
    await expect.poll(() => page.locator(`${TABLE} th[data-field="name"]`).evaluate((th) => getComputedStyle(th).position)).toBe('sticky');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Column options: Name');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual(['Move left', 'Move right', 'Pin to start', 'Unpin', 'Hide column', 'Fit to content']);
    while ((await page.evaluate(() => document.activeElement?.textContent)) !== 'Unpin') await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => fields(page)).toEqual(['name', 'city', 'department', 'salary', 'notes']);
    await expect.poll(() => said(page)).toContain('Name unpinned');
    expect((await events(page)).at(-1)).toEqual({ name: 'table:columnPin', detail: { tableId: 'staff', column: 'name', side: null } });
  });

  it('Hide hides the column (table:columnVisibility, said); Fit to content sizes it (table:columnResize)', async () => {
    const page = await open();
    await menuButton(page, 'City').click();
    await page.getByRole('menu').waitFor();
    await page.getByRole('menuitem', { name: 'Hide column' }).click();
    await expect.poll(() => fields(page)).toEqual(['name', 'department', 'salary', 'notes']);
    expect(await events(page)).toEqual([{ name: 'table:columnVisibility', detail: { tableId: 'staff', column: 'city', visible: false } }]);
    await expect.poll(() => said(page)).toContain('City hidden');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    await menuButton(page, 'Notes').click();
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual(['Pin to start', 'Pin to end', 'Hide column', 'Fit to content']);
    await page.getByRole('menuitem', { name: 'Fit to content' }).click();
    await expect.poll(() => page.locator(TABLE).evaluate((t) => getComputedStyle(t).tableLayout)).toBe('fixed');
    await expect.poll(() => said(page)).toContain('Notes fitted to its content');
  });

  it('right to left, "Move left" moves the column toward the end', async () => {
    const page = await open();
    // This table's own parts in too (open() waits for the first table's): a header drawn again under an open menu
    // is one possible cause of the one failure seen (CI, passed on its retry; not reproduced in 5 runs here).
    await page.locator(`${RTL} .alm-resize`).first().waitFor();
    await menuButton(page, 'Code', RTL).click();
    await page.getByRole('menuitem', { name: 'Move left' }).click();
    await expect.poll(() => fields(page, RTL)).toEqual(['label', 'code', 'owner']);
    // On screen: Code is now left of Label.
    const code = await box(page.locator(`${RTL} th[data-field="code"]`));
    const label = await box(page.locator(`${RTL} th[data-field="label"]`));
    expect(code.x).toBeLessThan(label.x);
  });

  it('a column menu and the chooser have their own look (items one under another, inside the window), right to left too, whatever else the page loaded', async () => {
    // The menu's styles once came only with the row actions' part: on a page without row actions the menu was an
    // unstyled line of text, here past the window's right edge (the one failure of the right-to-left test above).
    const page = await open();
    const openers = [menuButton(page, 'Code', RTL), menuButton(page, 'Name'), page.getByRole('button', { name: 'Columns' }).first()];
    for (const opener of openers) {
      await opener.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const items = await menu.locator('[role^="menuitem"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
      const [view, box] = await Promise.all([page.evaluate(() => ({ width: innerWidth, height: innerHeight })), menu.evaluate((el) => el.getBoundingClientRect().toJSON())]);
      expect(items[1].y).toBeGreaterThanOrEqual(items[0].y + items[0].height - 1);
      expect(items[1].x).toBe(items[0].x);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(view.width);
      expect(await menu.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      await page.keyboard.press('Escape');
    }
  });

  it('data-reorderable="false" on the table: no move items, headers do not drag', async () => {
    const page = await open();
    const fixed = 'table[data-table="fixed-order"]';
    // The pointer on this table brings its menus.
    await page.locator(`${fixed} thead`).hover();
    await menuButton(page, 'Code', fixed).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual(['Pin to start', 'Pin to end', 'Hide column', 'Fit to content']);
    await page.keyboard.press('Escape');
    await dragHeader(page, page.locator(`${fixed} th[data-field="label"]`), page.locator(`${fixed} th[data-field="code"]`), 'left');
    await page.waitForTimeout(100);
    expect(await fields(page, fixed)).toEqual(['code', 'label']);
  });
});

describe('the column chooser', () => {
  it('lists every column as a menuitemcheckbox; Space hides and shows, the menu stays open; the last column cannot be hidden', async () => {
    const page = await open({ keyboard: true });
    const button = page.locator('.alm-column-tools').first().getByRole('button', { name: 'Columns' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const items = page.getByRole('menuitemcheckbox');
    expect(await items.allTextContents()).toEqual(['Name', 'City', 'Department', 'Salary', 'Notes']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await expect.poll(() => fields(page)).toEqual(['name', 'department', 'salary', 'notes']);
    expect(await page.getByRole('menuitemcheckbox', { name: 'City' }).getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => said(page)).toContain('City hidden');
    await page.keyboard.press(' ');
    await expect.poll(() => fields(page)).toEqual(['name', 'city', 'department', 'salary', 'notes']);
    expect(await events(page)).toEqual([
      { name: 'table:columnVisibility', detail: { tableId: 'staff', column: 'city', visible: false } },
      { name: 'table:columnVisibility', detail: { tableId: 'staff', column: 'city', visible: true } },
    ]);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Columns');
  });
});

describe('kept in the URL', () => {
  it('order and hidden columns are in the address; a new page from it shows the same; back and forward restore them', async () => {
    const page = await open();
    await menuButton(page, 'Salary').click();
    await page.getByRole('menuitem', { name: 'Move left' }).click();
    // As a reader would: the column has moved and the focus is back on its button before the next menu opens
    // (a menu loses its focus, and closes, when the moved column's button takes the focus back after it opened).
    await expect.poll(() => fields(page)).toEqual(['name', 'city', 'salary', 'department', 'notes']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Column options: Salary');
    await menuButton(page, 'City').click();
    await page.getByRole('menuitem', { name: 'Hide column' }).click();
    await expect.poll(() => fields(page)).toEqual(['name', 'salary', 'department', 'notes']);
    // The address is written after the columns are drawn: polled, not read at one instant (issue 48; this read once
    // flaked in CI).
    const params = () => new URL(page.url()).searchParams;
    await expect.poll(() => [params().get('cols'), params().get('hide')]).toEqual(['name,city,salary,department,notes', 'city']);
    const url = new URL(page.url());
    const copy = await openPage(`${url.pathname}${url.search}`);
    await expect.poll(() => fields(copy)).toEqual(['name', 'salary', 'department', 'notes']);
    expect((await firstRow(copy)).slice(1)).toEqual(['Ada Lovelace', '12,500', 'Engineering', 'Analytical engine programmes']);
    await page.goBack();
    await expect.poll(() => fields(page)).toEqual(['name', 'city', 'salary', 'department', 'notes']);
    await page.goBack();
    await expect.poll(() => fields(page)).toEqual(['name', 'city', 'department', 'salary', 'notes']);
    await page.goForward();
    await expect.poll(() => fields(page)).toEqual(['name', 'city', 'salary', 'department', 'notes']);
  });

  it('a URL naming unknown or repeated columns: one warning each, the rest applied', async () => {
    const page = await openPage('/table-column-menu.html?cols=salary,nope,salary,name&hide=ghost,city');
    await expect.poll(() => fields(page)).toEqual(['salary', 'name', 'department', 'notes']);
    expect(page.warnings.filter((w) => w.includes('URL parameter'))).toEqual([
      '[almanac] table "staff": URL parameter cols: order names no column "nope" — left out',
      '[almanac] table "staff": URL parameter cols: order names "salary" twice — left out',
      '[almanac] table "staff": URL parameter hide: hidden names no column "ghost" — left out',
    ]);
  });
});

describe('column state methods', () => {
  it('getColumnState gives the order; setColumnState applies one, bad input warned about and the rest applied', async () => {
    const page = await open();
    await page.evaluate(() => (window as never as { Almanac: { TableManager: { setColumnState(id: string, s: unknown): Promise<void> } } })
      .Almanac.TableManager.setColumnState('staff', { order: ['notes', 'ghost', 'notes', 7], hidden: ['city'] }));
    await expect.poll(() => fields(page)).toEqual(['notes', 'name', 'department', 'salary']);
    const state = await page.evaluate(() => (window as never as { Almanac: { TableManager: { getColumnState(id: string): unknown } } }).Almanac.TableManager.getColumnState('staff'));
    expect(state).toEqual({ widths: {}, order: ['notes', 'name', 'city', 'department', 'salary'], pins: {}, hidden: ['city'] });
    expect(page.warnings.filter((w) => w.includes('setColumnState'))).toEqual([
      '[almanac] table "staff": setColumnState: order names no column "ghost" — left out',
      '[almanac] table "staff": setColumnState: order names "notes" twice — left out',
      '[almanac] table "staff": setColumnState: order names no column 7 — left out',
    ]);
    await page.evaluate(() => (window as never as { Almanac: { TableManager: { setColumnState(id: string, s: unknown): Promise<void> } } })
      .Almanac.TableManager.setColumnState('staff', { order: 'name' }));
    expect(page.warnings.at(-1)).toBe('[almanac] table "staff": setColumnState: order: "name" is not an array of fields — left out');
  });
});

describe('accessibility', () => {
  for (const width of [1280, 400]) {
    it(`axe finds nothing with a column menu open and with the chooser open, at ${width} px`, async () => {
      const page = await open({ width });
      await menuButton(page, 'City').click();
      await page.getByRole('menu').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('.alm-column-tools').first().getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('menu').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('in Thai, the menu speaks Thai', async () => {
    const page = await openPage('/table-thai.html');
    const table = page.locator('table').first();
    await table.locator('thead').hover();
    const button = table.locator('.alm-colmenu-button').first();
    await button.waitFor();
    expect(await button.getAttribute('aria-label')).toMatch(/^ตัวเลือกคอลัมน์: /);
    await button.click();
    expect(await page.getByRole('menuitem').allTextContents()).toContain('ซ่อนคอลัมน์');
  });
});

describe('a windowed table of 100,000 rows', () => {
  it('a column moves by its menu; only the rows in view are rendered', async () => {
    const page = await openPage('/table-performance.html');
    await page.locator('#perf-rows').selectOption('100000');
    await page.locator('#perf-layout').selectOption('0');
    await page.locator('#perf-form button[type="submit"]').click();
    const table = page.locator('table[data-table]').first();
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(5);
    await table.locator('thead').hover();
    const first = await table.locator('thead tr.alm-header-row th[data-field]').evaluateAll((ths) => ths.map((th) => (th as HTMLElement).dataset.field));
    await table.getByRole('button', { name: 'Column options: Name' }).click();
    await page.getByRole('menuitem', { name: 'Move right' }).click();
    await expect.poll(() => table.locator('thead tr.alm-header-row th[data-field]').evaluateAll((ths) => ths.map((th) => (th as HTMLElement).dataset.field)))
      .toEqual([first[1], first[0], ...first.slice(2)]);
    expect(await table.locator('tbody tr').count()).toBeLessThan(200);
  });
});

