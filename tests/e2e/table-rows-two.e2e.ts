// Two sortable tables on one page (issue "TableManager IV" 5, svelte-dnd-action): each table is its
// own drag zone (a zone type per table), so a row moves within its table and never into the other.
// demo/pages/table-rows-two.html (rows in the markup, no server).
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, type OpenOptions, type TestPage } from './harness';

useBrowser();

const TODAY = 'table[data-table="today"]';
const LATER = 'table[data-table="later"]';
const ids = (page: TestPage, table: string) => page.locator(`${table} tbody tr`).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id')));
const reorders = (page: TestPage) => page.evaluate(() => (window as any).rowEvents.filter((e: any) => e.name === 'table:rowReorder').map((e: any) => e.detail));

async function open(options: OpenOptions = {}) {
  const page = await openPage('/table-rows-two.html', options);
  await expect.poll(() => page.locator('.alm-drag-handle').count()).toBe(6);
  return page;
}

describe('two sortable tables: each is its own drag zone', () => {
  it('a keyboard move in one table leaves the other as it was', async () => {
    const page = await open();
    await page.locator(`${LATER} .alm-drag-handle`).first().focus();
    for (const key of ['Space', 'ArrowDown', 'Space']) await page.keyboard.press(key);
    await expect.poll(() => ids(page, LATER)).toEqual(['12', '11', '13']);
    expect(await ids(page, TODAY)).toEqual(['1', '2', '3']);
    expect(await reorders(page)).toEqual([{ tableId: 'later', order: ['12', '11', '13'], from: 0, to: 1 }]);
  });

  it('a row dragged with the mouse over the other table does not land there; released there, it stays in its own table', async () => {
    const page = await open();
    const from = (await page.locator(`${TODAY} .alm-drag-handle`).first().boundingBox())!;
    const over = (await page.locator(`${LATER} tbody tr`).nth(1).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, over.y + over.height / 2, { steps: 8 });
    expect(await ids(page, LATER)).toEqual(['11', '12', '13']);
    await page.mouse.up();
    await expect.poll(() => page.locator('.alm-drag-ghost').count()).toBe(0);
    expect(await ids(page, LATER)).toEqual(['11', '12', '13']);
    expect((await ids(page, TODAY)).sort()).toEqual(['1', '2', '3']);
    expect((await reorders(page)).filter((r: { tableId: string }) => r.tableId === 'later')).toEqual([]);
  });
});

describe('drag reorder by touch (a phone, 400 px)', () => {
  it('a finger on a handle drags the row down two places: a ghost follows, the row lands there, table:rowReorder', async () => {
    const page = await open({ width: 400, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: string, x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] } as never);
    const from = (await page.locator(`${TODAY} .alm-drag-handle`).first().boundingBox())!;
    const over = (await page.locator(`${TODAY} tbody tr`).nth(2).boundingBox())!;
    const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
    await touch('touchStart', x, y);
    for (let i = 1; i <= 10; i++) {
      await touch('touchMove', x + 2, y + ((over.y + over.height / 2 + 4 - y) * i) / 10);
      await page.waitForTimeout(30);
    }
    // The ghost is drawn for the moves the page has handled: polled, not read once.
    await expect.poll(() => page.locator('.alm-drag-ghost').count()).toBe(1);
    await touch('touchEnd');
    await expect.poll(() => ids(page, TODAY)).toEqual(['2', '3', '1']);
    expect(await reorders(page)).toEqual([{ tableId: 'today', order: ['2', '3', '1'], from: 0, to: 2 }]);
    expect(await page.locator('.alm-drag-ghost').count()).toBe(0);
    expect(await page.locator(`${TODAY} .alm-drag-handle`).count()).toBe(3);
  });
});
