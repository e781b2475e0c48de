// Issue 46 item 6 (fill) on demo/pages/table-spreadsheet.html: Ctrl/Cmd+D copies the range's first row down,
// Ctrl/Cmd+R its first column across (the logical order: from the start side right to left too); only cells
// with a control change, read-only ones are skipped and counted; a one-row (down) or one-column (across) range
// says there is nothing to fill; the changes are saved as a paste's are (a 503 on one row keeps the others);
// `table:fill` says what changed. The fill handle at the range's bottom-end corner (mirrored right to left)
// is dragged by a mouse or a finger, or clicked (WCAG 2.5.7). Axe finds nothing with the handle shown.
import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const ITEMS = 'table[data-table="sheet-items"]';
const THAI = 'table[data-table="sheet-thai"]';
type Sent = { saves: string[] };

async function open(options: { allowConsoleErrors?: boolean; hasTouch?: boolean } = {}): Promise<TestPage & Sent> {
  await fetch(`${baseUrl()}/api/reset`, { method: 'POST', headers: { 'x-csrf-token': 'demo-csrf-token' } }).catch(() => {});
  const page = (await openPage('/table-spreadsheet.html', options)) as TestPage & Sent;
  page.saves = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/api/line-items') || r.method() === 'GET') return;
    const body = r.postDataJSON() as { field?: string; value?: unknown };
    page.saves.push(`${r.method()} ${url.pathname} ${body.field}=${JSON.stringify(body.value)}`);
  });
  await expect.poll(() => page.locator(`${ITEMS} tbody tr[data-id] input[type="number"]`).count()).toBeGreaterThan(5);
  await expect.poll(() => page.locator(ITEMS).getAttribute('role')).toBe('grid');
  return page;
}

/** Reach the items grid by the keyboard alone (Tab from the language buttons), then go to row `row` (1-based), column `field`. */
async function keysTo(page: TestPage, row: number, field: string): Promise<void> {
  await page.locator('button[data-lang="en"]').focus();
  for (let i = 0; i < 40 && !(await page.evaluate((t) => !!document.activeElement?.closest(t) && document.activeElement!.tagName === 'TD', ITEMS)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Control+Home');
  const fields = await fieldsOf(page, ITEMS);
  const first = await page.evaluate(() => (document.activeElement as HTMLTableCellElement).cellIndex);
  for (let i = first; i < fields.indexOf(field); i++) await page.keyboard.press('ArrowRight');
  for (let i = 1; i < row; i++) await page.keyboard.press('ArrowDown');
}

const fieldsOf = (page: TestPage, table: string) => page.locator(table).evaluate((t) => Array.from(t.querySelectorAll('tr.alm-header-row th'), (th) => (th as HTMLElement).dataset.field ?? ''));

/** The values column `field` shows, row by row (a control's value, else the text). */
const values = (page: TestPage, table: string, field: string) => page.locator(table).evaluate((t, f) => {
  const at = Array.from(t.querySelectorAll('tr.alm-header-row th'), (th) => (th as HTMLElement).dataset.field).indexOf(f);
  return Array.from(t.querySelectorAll<HTMLTableRowElement>('tbody tr[data-id]'), (tr) => {
    const control = tr.cells[at]?.querySelector<HTMLInputElement>('input, select');
    return control ? control.value : tr.cells[at]?.textContent?.trim();
  });
}, field);

const cellOf = async (page: TestPage, table: string, row: number, field: string) =>
  page.locator(`${table} tbody tr[data-id]`).nth(row - 1).locator('td').nth((await fieldsOf(page, table)).indexOf(field));

const said = (page: TestPage, table: string) => page.locator(table).evaluate((t) => (t.parentElement!.querySelector('.alm-range-said')?.textContent ?? '').replace(/\u00a0/g, '').trim());

const server = async (field: string) => {
  const body = await (await fetch(`${baseUrl()}/api/line-items`)).json() as { data: Array<Record<string, unknown>> };
  return body.data.map((row) => row[field]);
};

const fillEvent = (page: TestPage) => page.evaluate(() => new Promise((resolve) => window.EventManager.on('table:fill', (p: { detail?: unknown }) => resolve(p.detail ?? p))));

const center = async (page: TestPage, table: string, row: number, field: string) => {
  const box = (await (await cellOf(page, table, row, field)).boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2] as const;
};

describe('fill by keys', () => {
  it('Ctrl/Cmd+D: every cell below the first row takes the first row\'s value of its column, saved through data-edit-url', async () => {
    const page = await open();
    const [qty, price] = [await values(page, ITEMS, 'quantity'), await values(page, ITEMS, 'price')];
    await keysTo(page, 1, 'quantity');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    const heard = fillEvent(page);
    await page.keyboard.press('ControlOrMeta+d');
    expect(await heard).toMatchObject({ tableId: 'sheet-items', direction: 'down', filled: 4, readOnly: 0 });
    await expect.poll(() => values(page, ITEMS, 'quantity')).toEqual([qty[0], qty[0], qty[0], ...qty.slice(3)]);
    expect(await values(page, ITEMS, 'price')).toEqual([price[0], price[0], price[0], ...price.slice(3)]);
    await expect.poll(() => said(page, ITEMS)).toMatch(/^\d cells? saved$/);
    expect(page.saves.some((s) => s === `PUT /api/line-items/3 quantity=${qty[0]}`)).toBe(true);
    expect((await server('quantity')).slice(0, 3)).toEqual([Number(qty[0]), Number(qty[0]), Number(qty[0])]);
  });

  it('Ctrl/Cmd+R: every cell right of the first column takes its row\'s first-column value; read-only cells are skipped and counted', async () => {
    const page = await open();
    const qty = await values(page, ITEMS, 'quantity');
    await keysTo(page, 1, 'quantity');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+ArrowRight'); // quantity, price, total (read-only)
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('ControlOrMeta+r');
    await expect.poll(() => said(page, ITEMS)).toMatch(/^Filled 2 cells, 2 read-only skipped$|saved$/);
    await expect.poll(() => values(page, ITEMS, 'price')).toEqual([qty[0], qty[1], ...(await values(page, ITEMS, 'price')).slice(2)]);
    await expect.poll(async () => (await server('price')).slice(0, 2)).toEqual([Number(qty[0]), Number(qty[1])]);
  });

  it('a one-row range (Ctrl+D) or one-column range (Ctrl+R) fills nothing and says so', async () => {
    const page = await open();
    await keysTo(page, 2, 'quantity');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ControlOrMeta+d');
    await expect.poll(() => said(page, ITEMS)).toBe('Nothing to fill down: select more than one row.');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('ControlOrMeta+r');
    await expect.poll(() => said(page, ITEMS)).toBe('Nothing to fill across: select more than one column.');
    expect(page.saves).toEqual([]);
  });

  it('a 503 on one row keeps the others saved; the failed cell keeps its new value with its error', async () => {
    const page = await open({ allowConsoleErrors: true });
    await page.route('**/api/line-items/2?*', (route) => route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Down for maintenance' }) })
      : route.fallback());
    const qty = await values(page, ITEMS, 'quantity');
    await keysTo(page, 1, 'quantity');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('ControlOrMeta+d');
    await expect.poll(() => said(page, ITEMS)).toBe('1 cell could not be saved');
    expect((await values(page, ITEMS, 'quantity')).slice(0, 3)).toEqual([qty[0], qty[0], qty[0]]);
    expect((await server('quantity')).slice(0, 3)).toEqual([Number(qty[0]), Number(qty[1]), Number(qty[0])]);
    const control = (await cellOf(page, ITEMS, 2, 'quantity')).locator('input');
    await expect.poll(() => control.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the fill handle', () => {
  it('dragged down with the mouse from the range\'s corner, it extends the range and fills it from the first row', async () => {
    const page = await open();
    const qty = await values(page, ITEMS, 'quantity');
    await keysTo(page, 1, 'quantity');
    const handle = page.locator(`${ITEMS} .alm-fill-handle`);
    await expect.poll(() => handle.count()).toBe(1);
    expect(await handle.getAttribute('aria-label')).toBe('Fill down');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const [x, y] = await center(page, ITEMS, 4, 'quantity');
    await page.mouse.move(x, y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => values(page, ITEMS, 'quantity')).toEqual([qty[0], qty[0], qty[0], qty[0], ...qty.slice(4)]);
    await expect.poll(async () => (await server('quantity')).slice(0, 4)).toEqual([0, 1, 2, 3].map(() => Number(qty[0])));
    expect(await page.locator(`${ITEMS} td[aria-selected="true"]`).count()).toBe(4);
  });

  it('dragged with a finger (touch) towards the row\'s end, it fills across', async () => {
    const page = await open({ hasTouch: true });
    const qty = await values(page, ITEMS, 'quantity');
    await (await cellOf(page, ITEMS, 2, 'product')).click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('ArrowRight');
    const box = (await page.locator(`${ITEMS} .alm-fill-handle`).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: string, x = 0, y = 0) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] } as never);
    const [x0, y0] = [box.x + box.width / 2, box.y + box.height / 2];
    const [x1, y1] = await center(page, ITEMS, 2, 'price');
    await touch('touchStart', x0, y0);
    for (let i = 1; i <= 6; i++) await touch('touchMove', x0 + ((x1 - x0) * i) / 6, y0 + ((y1 - y0) * i) / 6);
    await touch('touchEnd');
    await expect.poll(() => values(page, ITEMS, 'price').then((p) => p[1])).toBe(qty[1]);
    await expect.poll(async () => (await server('price'))[1]).toBe(Number(qty[1]));
  });

  it('activated without a drag (a click: WCAG 2.5.7), the handle fills the range down', async () => {
    const page = await open();
    const qty = await values(page, ITEMS, 'quantity');
    await keysTo(page, 3, 'quantity');
    await page.keyboard.press('Shift+ArrowDown');
    await page.locator(ITEMS).getByRole('button', { name: 'Fill down' }).click();
    await expect.poll(() => values(page, ITEMS, 'quantity').then((q) => q[3])).toBe(qty[2]);
    await expect.poll(() => said(page, ITEMS)).toBe('1 cell saved');
  });

  it('axe finds nothing with the handle shown', async () => {
    const page = await open();
    await keysTo(page, 1, 'quantity');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => page.locator(`${ITEMS} .alm-fill-handle`).count()).toBe(1);
    expect(await axeViolations(page, '#items-box')).toEqual([]);
  });
});

describe('right to left, in Thai', () => {
  it('the handle sits at the range\'s bottom-left corner; Ctrl+R fills from the start-side (first) column; said in Thai', async () => {
    const page = await open();
    await page.locator('button[data-lang="th"]').click();
    await expect.poll(() => page.locator(THAI).evaluate((t) => t.parentElement!.textContent)).toContain('แสดง');
    const names = await values(page, THAI, 'name');
    await (await cellOf(page, THAI, 1, 'name')).click();
    await page.keyboard.press('Shift+ArrowLeft'); // towards the row's end: City
    const cityCell = (await (await cellOf(page, THAI, 1, 'city')).boundingBox())!;
    const handle = (await page.locator(`${THAI} .alm-fill-handle`).boundingBox())!;
    expect(handle.x - cityCell.x).toBeLessThan(cityCell.width / 2); // the inline end of the row is its left
    expect(await page.locator(`${THAI} .alm-fill-handle`).getAttribute('aria-label')).toBe('เติมลง');
    await page.keyboard.press('ControlOrMeta+r');
    await expect.poll(() => values(page, THAI, 'city').then((c) => c[0])).toBe(names[0]);
    await expect.poll(() => said(page, THAI)).toBe('เติมแล้ว 1 เซลล์');
  });
});
