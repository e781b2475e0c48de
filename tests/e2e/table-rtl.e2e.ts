// Issue 14 item 4 (right to left, the table): on demo/pages/table-rtl.html (<html dir="rtl" lang="ar">)
// the table mirrors — the first column is rightmost, the sort indicator sits beside its label on the
// label's end side, "next page" is left of "previous page" and the pager's arrows point that way, the
// toolbar, bulk bar, footer, row actions and drag handles follow, text hugs the right edge and numbers
// still read left to right — and axe finds nothing, at 1280 and 400 px.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { axeViolations, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const STAFF = 'table[data-table="staff-rtl"]';
const STEPS = 'table[data-table="steps-rtl"]';

type Box = { left: number; right: number; top: number; bottom: number };
const box = (l: Locator): Promise<Box> => l.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
});
/** The box of the rendered text inside an element (not the element's padding box). */
const textBox = (l: Locator): Promise<Box> => l.evaluate((el) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  const r = range.getBoundingClientRect();
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
});

async function open(width: number): Promise<TestPage> {
  const page = await openPage('/table-rtl.html', { width });
  await expect.poll(() => page.locator(`${STAFF} tbody tr[data-id]`).count()).toBe(5);
  await expect.poll(() => page.locator(`${STAFF} .alm-row-action`).count()).toBe(5);
  await expect.poll(() => page.locator(`${STEPS} .alm-drag-handle`).count()).toBe(6);
  await expect.poll(() => page.locator('#salary-sum').textContent()).toBe('139,650');
  return page;
}

/**
 * Which way a one-glyph button's arrow points, read from its pixels: at the glyph's middle row the
 * ink sits on the tip's side of the glyph's centre (› and » have their tip on the right).
 */
async function arrowPoints(page: TestPage, button: Locator): Promise<'left' | 'right'> {
  await button.evaluate((b) => b.blur());
  const png = (await button.screenshot()).toString('base64');
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(image.width, image.height);
    const g = canvas.getContext('2d')!;
    g.drawImage(image, 0, 0);
    const { data, width, height } = g.getImageData(0, 0, image.width, image.height);
    const ink: Array<[number, number]> = [];
    for (let y = 4; y < height - 4; y++) {
      for (let x = 4; x < width - 4; x++) {
        const i = (y * width + x) * 4;
        if (data[i] + data[i + 1] + data[i + 2] < 3 * 200) ink.push([x, y]);
      }
    }
    const ys = ink.map(([, y]) => y);
    const middle = (Math.min(...ys) + Math.max(...ys)) / 2;
    const mean = (points: Array<[number, number]>) => points.reduce((s, [x]) => s + x, 0) / points.length;
    const tip = mean(ink.filter(([, y]) => Math.abs(y - middle) <= 0.5));
    return tip > mean(ink) ? 'right' : 'left';
  }, png);
}

describe.each([1280, 400])('right to left at %i px', (width) => {
  it('columns run right to left: the checkbox column is rightmost, then #, Name ...; the drag handles are rightmost too', async () => {
    const page = await open(width);
    const heads = page.locator(`${STAFF} thead tr.alm-header-row th`);
    const boxes = await Promise.all((await heads.all()).map(box));
    expect(await heads.first().locator('input[type="checkbox"]').count()).toBe(1);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].right, `header ${i}`).toBeLessThanOrEqual(boxes[i - 1].left + 1);
    const tableBox = await box(page.locator(STAFF));
    expect(boxes[0].right).toBeCloseTo(tableBox.right, 0);
    const handle = await box(page.locator(`${STEPS} tbody tr`).first().locator('.alm-drag-cell'));
    expect(handle.right).toBeCloseTo((await box(page.locator(STEPS))).right, 0);
    // Row actions are the last column: leftmost.
    const action = await box(page.locator(`${STAFF} tbody tr`).first().locator('td.alm-row-actions'));
    expect(action.left).toBeCloseTo(tableBox.left, 0);
  });

  it('the sort indicator sits beside its label, on the label\'s left (its end side)', async () => {
    const page = await open(width);
    const button = page.locator(`${STAFF} th[data-field="name"] .alm-sort-button`);
    await button.press('Enter');
    await expect.poll(() => page.locator(`${STAFF} th[data-field="name"]`).getAttribute('aria-sort')).toBe('ascending');
    const icon = await box(button.locator('.alm-sort-icon'));
    const labelText = await button.evaluate((b) => {
      const range = document.createRange();
      range.selectNodeContents(b.firstChild!.nodeType === 3 ? b.firstChild! : b);
      range.setEnd(b.querySelector('.alm-sort-icon')!, 0);
      const r = range.getBoundingClientRect();
      return { left: r.left, right: r.right };
    });
    expect(icon.right).toBeLessThanOrEqual(labelText.left + 1);
    expect(labelText.left - icon.right).toBeLessThan(12);
  });

  it('the pager runs right to left: First rightmost, "next page" left of "previous page", and the arrows point that way', async () => {
    const page = await open(width);
    const pager = page.locator('[data-table-pagination="staff-rtl"]');
    const named = (name: string) => pager.getByRole('button', { name, exact: true });
    const [first, prev, one, next, last] = await Promise.all(['First page', 'Previous page', 'Page 1', 'Next page', 'Last page'].map((n) => box(named(n))));
    expect(prev.right).toBeLessThanOrEqual(first.left + 1);
    expect(one.right).toBeLessThanOrEqual(prev.left + 1);
    expect(next.right).toBeLessThanOrEqual(one.left + 1);
    expect(last.right).toBeLessThanOrEqual(next.left + 1);
    expect(await arrowPoints(page, named('Next page'))).toBe('left');
    expect(await arrowPoints(page, named('Last page'))).toBe('left');
    expect(await arrowPoints(page, named('Previous page'))).toBe('right');
    expect(await arrowPoints(page, named('First page'))).toBe('right');
    // And a page change goes where the arrow says.
    await named('Next page').press('Enter');
    await expect.poll(() => pager.locator('[aria-current="page"]').textContent()).toBe('2');
  });

  it('the toolbar mirrors: page size on the right, search on the left, each label right of its control', async () => {
    const page = await open(width);
    const toolbar = page.locator('[data-table-controls="staff-rtl"]');
    const size = await box(toolbar.locator('.alm-page-size'));
    const search = await box(toolbar.locator('.alm-search'));
    const input = await box(toolbar.getByRole('searchbox', { name: 'Search' }));
    const words = await textBox(toolbar.locator('.alm-search > span'));
    expect(words.left).toBeGreaterThanOrEqual(input.right - 1);
    if (width > 480) expect(search.right).toBeLessThanOrEqual(size.left);
    else expect(size.right).toBeGreaterThan(search.right - 1);
    expect(size.right).toBeCloseTo((await box(toolbar)).right, 0);
  });

  it('the bulk bar mirrors: the count starts at the right, its buttons follow to the left', async () => {
    const page = await open(width);
    const boxes = page.locator(`${STAFF} tbody input[type="checkbox"]`);
    await boxes.nth(0).press('Space');
    await boxes.nth(1).press('Space');
    const bar = page.locator('.alm-bulk-active');
    await expect.poll(() => bar.count()).toBe(1);
    const status = await textBox(bar.locator('.alm-bulk-status'));
    const apply = await box(bar.locator('.alm-bulk-apply'));
    const clear = await box(bar.locator('.alm-bulk-clear'));
    const barBox = await box(bar);
    expect(barBox.right - status.right).toBeLessThan(16);
    expect(apply.right).toBeLessThanOrEqual(barBox.right);
    if (width > 480) {
      // One line: count, then Action, Apply, Clear selection, right to left.
      expect(apply.right).toBeLessThanOrEqual(status.left);
      expect(clear.right).toBeLessThanOrEqual(apply.left + 1);
    }
  });

  it('text hugs the right edge of its cell; numbers still read left to right; the footer total sits under its column', async () => {
    const page = await open(width);
    const row = page.locator(`${STAFF} tbody tr`).first();
    const cell = row.locator('td').nth(2);
    expect(await cell.textContent()).toBe('أحمد المصري');
    const padding = await cell.evaluate((td) => parseFloat(getComputedStyle(td).paddingInlineStart));
    expect((await box(cell)).right - padding - (await textBox(cell)).right).toBeLessThan(1);
    const salary = row.locator('td').nth(5);
    expect(await salary.textContent()).toBe('12,500');
    const digits = await salary.evaluate((td) => {
      const text = td.firstChild!;
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect();
      };
      return [0, 1, 3, 4, 5].map((i) => at(i).left);
    });
    expect(digits).toEqual([...digits].sort((a, b) => a - b));
    const salaryHead = await box(page.locator(`${STAFF} th[data-field="salary"]`));
    const total = await box(page.locator('#salary-sum'));
    expect(total.left).toBeCloseTo(salaryHead.left, 0);
    expect(total.right).toBeCloseTo(salaryHead.right, 0);
    const label = await box(page.locator(`${STAFF} tfoot th`));
    expect(label.left).toBeGreaterThanOrEqual(total.right - 1);
  });

  it('axe finds no violation of any impact, with two rows selected and the bulk bar shown', async () => {
    const page = await open(width);
    const boxes = page.locator(`${STAFF} tbody input[type="checkbox"]`);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect.poll(() => page.locator('.alm-bulk-active').count()).toBe(1);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});
