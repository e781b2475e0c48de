// A long editable list (issue 12, the items left open): 300 rows on one page are windowed (only
// the rows in view are rendered: model/window.ts). New rows are scrolled to and focused, a mouse
// drag scrolls the window near its edge, and typing not yet committed survives its row being
// scrolled out and back. demo/pages/table-rows-long.html (rows set by its script, no server).
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, type TestPage } from './harness';

useBrowser();

const LONG = 'table[data-table="long"]';
const ROWS = `${LONG} tbody tr[data-id]`;

async function open(height = 800) {
  const page = await openPage('/table-rows-long.html', { height });
  await expect.poll(() => page.locator(`${ROWS} .alm-cell-control`).count()).toBeGreaterThan(10);
  return page;
}

const events = (page: TestPage, name: string) =>
  page.evaluate((n) => (window as any).rowEvents.filter((e: any) => e.name === n).map((e: any) => ({ ...e.detail, element: undefined })), name);
/** Scroll the window down half a screen at a time until row `id` is rendered, then to its middle. */
async function scrollToRow(page: TestPage, id: number) {
  const found = await page.evaluate(async (n) => {
    const frame = () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    window.scrollTo(0, 0);
    for (let i = 0; i < 200 && !document.getElementById(`long_name_${n}`); i++) {
      window.scrollBy(0, window.innerHeight / 2);
      await frame();
    }
    document.getElementById(`long_name_${n}`)?.scrollIntoView({ block: 'center' });
    await frame();
    return !!document.getElementById(`long_name_${n}`);
  }, id);
  expect(found).toBe(true);
}
const activeId = (page: TestPage) => page.evaluate(() => document.activeElement?.id ?? '');
const inView = (page: TestPage, selector: string) => page.locator(selector).evaluate((el) => {
  const box = el.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
});

describe('a new row in a windowed table (300 rows) is scrolled to and focused', () => {
  it('the table is windowed: far fewer rows are rendered than it has', async () => {
    const page = await open();
    expect(await page.locator(ROWS).count()).toBeLessThan(100);
  });

  it('Add row appends row 301 (not rendered yet), scrolls to it and puts focus in its first control', async () => {
    const page = await open();
    // Add row pressed from the keyboard after the reader scrolled back to the top: row 301 is far out of the window.
    await page.locator(`${LONG} + .alm-rows-bar`).getByRole('button', { name: 'Add row' }).focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.locator('#long_name_1').count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page), { timeout: 5000 }).toBe('long_name_tmp-1');
    expect(await inView(page, '#long_name_tmp-1')).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(5000);
    await page.keyboard.type('Last one');
    expect(await page.locator('#long_name_tmp-1').inputValue()).toBe('Last one');
  });

  it('Copy (row 121) puts the copy right after its row, in view, with focus in it', async () => {
    const page = await open();
    await scrollToRow(page, 121);
    await page.locator(LONG).getByRole('button', { name: 'Copy Item 121', exact: true }).click();
    await expect.poll(() => activeId(page), { timeout: 5000 }).toBe('long_name_tmp-1');
    expect(await inView(page, '#long_name_tmp-1')).toBe(true);
    const order = await page.locator(ROWS).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id')));
    expect(order[order.indexOf('121') + 1]).toBe('tmp-1');
  });
});

describe('a windowed table in its own scroll box', () => {
  const BOXED = 'table[data-table="boxed"]';
  /** Scroll the box into view once the page above it has its final height (the long table measures its rows first). */
  const showBox = (page: TestPage) => expect.poll(() => page.evaluate(async () => {
    const frame = () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    const box = document.querySelector('.scroll-box')!;
    box.scrollIntoView({ block: 'center' });
    await frame();
    const at = [window.scrollY, box.getBoundingClientRect().top, document.documentElement.scrollHeight];
    await new Promise((ok) => setTimeout(ok, 250));
    await frame();
    const now = [window.scrollY, box.getBoundingClientRect().top, document.documentElement.scrollHeight];
    return now.every((v, i) => v === at[i]) && Math.abs(now[1] + box.clientHeight / 2 - window.innerHeight / 2) < 2;
  }), { timeout: 10_000 }).toBe(true);
  it('Add row scrolls the box (not only the window) to the new row and focuses it there', async () => {
    const page = await open();
    const box = page.locator('.scroll-box');
    // The box in the middle of a long page: more page below it than the box's whole content.
    await page.evaluate(() => (document.body.style.paddingBottom = '30000px'));
    await showBox(page);
    await expect.poll(() => page.locator('#boxed_name_1').count()).toBe(1);
    expect(await box.evaluate((el) => el.scrollTop)).toBe(0);
    const boxAt = () => box.evaluate((el) => el.getBoundingClientRect().top);
    const before = await boxAt();
    await page.locator(`${BOXED} + .alm-rows-bar`).getByRole('button', { name: 'Add row' }).click();
    await expect.poll(() => activeId(page), { timeout: 5000 }).toBe('boxed_name_tmp-1');
    expect(await box.evaluate((el) => el.scrollTop)).toBeGreaterThan(5000);
    // The page itself stays where the reader is: only the box scrolled (the box is where it was on screen).
    expect(Math.abs((await boxAt()) - before)).toBeLessThan(40);
    // In view inside the box: between its top and bottom edges.
    const inBox = await page.locator('#boxed_name_tmp-1').evaluate((input) => {
      const r = input.getBoundingClientRect();
      const b = input.closest('.scroll-box')!.getBoundingClientRect();
      return r.top >= b.top && r.bottom <= b.bottom;
    });
    expect(inBox).toBe(true);
  });

  it('scrolling the box renders the rows it shows (the window follows the box)', async () => {
    const page = await open();
    const box = page.locator('.scroll-box');
    await showBox(page);
    await box.evaluate((el) => el.scrollTo(0, el.scrollHeight / 2));
    await showBox(page);
    await expect.poll(() => page.locator(`${BOXED} tbody tr[data-id]`).evaluateAll((trs) => {
      const b = document.querySelector('.scroll-box')!.getBoundingClientRect();
      return trs.some((tr) => { const r = tr.getBoundingClientRect(); return r.top >= b.top && r.bottom <= b.bottom; });
    }), { timeout: 5000 }).toBe(true);
  });
});

describe('auto-scroll while dragging with the mouse (short viewport)', () => {
  it('holding a row near the bottom edge scrolls the window, so the row goes further than the screen; scrolling stops on drop', async () => {
    const page = await open(400);
    const handle = page.locator(`${ROWS} .alm-drag-handle`).first();
    const box = (await handle.boundingBox())!;
    const rowsOnScreen = Math.ceil(400 / (await page.locator(ROWS).first().boundingBox())!.height);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, 392, { steps: 4 });
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(1200);
    await page.mouse.move(box.x + box.width / 2, 200, { steps: 2 });
    await page.mouse.up();
    const [reorder] = await events(page, 'table:rowReorder');
    expect(reorder).toMatchObject({ tableId: 'long', from: 0 });
    expect(reorder.to).toBeGreaterThan(rowsOnScreen);
    expect(reorder.order.indexOf(1)).toBe(reorder.to);
    // Stopped: over 300 ms the window moves less than one auto-scroll step at that depth (≈18 px a frame);
    // a few pixels may come from the browser keeping the rows in place while they re-render.
    const stopped = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(300);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - stopped)).toBeLessThan(12);
    expect(await page.locator('.alm-drag-ghost').count()).toBe(0);
  });

  it('near the top edge it scrolls back up', async () => {
    const page = await open(400);
    await scrollToRow(page, 60);
    const handle = page.locator(`${ROWS}[data-id="60"] .alm-drag-handle`);
    const box = (await handle.boundingBox())!;
    const start = await page.evaluate(() => window.scrollY);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, 4, { steps: 4 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(start - 400);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.alm-drag-ghost').count()).toBe(0);
    // Stopped (as above: less than one auto-scroll step in 300 ms; CI once saw a 3 px re-render shift).
    const stopped = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(300);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - stopped)).toBeLessThan(12);
    await page.mouse.up();
    expect(await events(page, 'table:rowReorder')).toEqual([]);
  });
});

describe('drag reorder in a windowed table (svelte-dnd-action zone over rendered rows and spacer rows)', () => {
  it('by keyboard: row 5 moved down two places lands at position 7 of 300; focus stays on its handle', async () => {
    const page = await open();
    const handle = page.locator(`${ROWS}[data-id="5"] .alm-drag-handle`);
    const label = await handle.getAttribute('aria-label');
    await handle.focus();
    for (const key of ['Space', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
    await page.keyboard.press('Space');
    await expect.poll(() => events(page, 'table:rowReorder')).toHaveLength(1);
    const [reorder] = await events(page, 'table:rowReorder');
    expect(reorder).toMatchObject({ tableId: 'long', from: 4, to: 6 });
    expect(reorder.order.slice(0, 8)).toEqual([1, 2, 3, 4, 6, 7, 5, 8]);
    expect(reorder.order).toHaveLength(300);
  });
});

describe('no edit lost: an unsaved control whose row is scrolled out of the window', () => {
  it('keeps what was typed (not committed: no table:fieldChange) and shows it again when the row comes back', async () => {
    const page = await open();
    await page.locator('#long_name_3').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' plus');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.locator('#long_name_3').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.locator('#long_name_3').count()).toBe(1);
    expect(await page.locator('#long_name_3').inputValue()).toBe('Item 3 plus');
    expect(await events(page, 'table:fieldChange')).toEqual([]);
    // Still unsaved: committing it now sends what was typed.
    await page.locator('#long_name_3').press('Enter');
    await expect.poll(() => events(page, 'table:fieldChange').then((list) => list.map((e: { value: unknown }) => e.value))).toEqual(['Item 3 plus']);
  });
});
