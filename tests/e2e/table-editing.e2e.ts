// Editing cells (issue 12 items 1-3; spec "Cell elements", "Errors" 4, table:fieldChange) on
// demo/pages/table-editing.html against the SQLite demo API (line items). Every test that saves
// puts the database back (POST /api/reset).
import { afterEach, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { networkQuiet, openPage, type TestPage, baseUrl } from './harness';
import { useBrowser } from './harness';

useBrowser();
afterEach(async () => {
  await fetch(`${baseUrl()}/api/reset`, { method: 'POST' });
});

const QTY = (id: number) => `#items_quantity_${id}`;
const NOTE = (id: number) => `#items_note_${id}`;

/** Open the editor (automatic refresh off unless asked) with every save request recorded. */
async function open(options: { allowConsoleErrors?: boolean; auto?: boolean } = {}) {
  const saves: Request[] = [];
  const page = await openPage('/table-editing.html', {
    allowConsoleErrors: options.allowConsoleErrors,
    before: (p) => p.on('request', (r) => r.method() === 'PUT' && saves.push(r)),
  });
  await page.locator(QTY(1)).waitFor();
  if (!options.auto) await page.evaluate(() => (window as any).TableManager.setRefreshInterval('items', 0));
  return { page, saves };
}

/** How many table:render the page has heard: a render comes after the DOM of the rows is updated (store announceRender). */
const renders = (page: TestPage): Promise<number> => page.evaluate(() => (window as any).almanacEvents.filter((e: any) => e.name === 'table:render').length);

const events = (page: TestPage, name: string): Promise<any[]> =>
  page.evaluate((n) => (window as any).almanacEvents.filter((e: any) => e.name === n).map((e: any) => ({ ...e.detail, element: undefined, error: String(e.detail.error ?? '') })), name);

describe('table editing', () => {
  it('each control is named by its column and row ("Quantity, Pears")', async () => {
    const { page } = await open();
    await expect(page.getByRole('spinbutton', { name: 'Quantity, Pears' }).inputValue()).resolves.toBe('12');
    await expect(page.getByRole('switch', { name: 'Active, Walnuts' }).isChecked()).resolves.toBe(false);
    await expect(page.getByRole('combobox', { name: 'Status, Apples' }).inputValue()).resolves.toBe('packed');
  });

  it('Enter in a one-line field saves {id, field, value} as JSON with the CSRF header (PUT to the {id} URL); the total and the footer follow', async () => {
    const { page, saves } = await open();
    await page.locator(QTY(1)).fill('20');
    await page.locator(QTY(1)).press('Enter');
    await expect.poll(() => page.locator('#items tbody tr:first-child td:nth-child(4), table[data-table="items"] tbody tr[data-id="1"] td:nth-child(4)').first().textContent()).toBe('16.00');
    // The total follows the edit at once; the PUT goes out a moment later (and a second would be seen once the network is quiet).
    await expect.poll(() => saves.length).toBe(1);
    await networkQuiet(page);
    expect(saves).toHaveLength(1);
    expect(saves[0].url()).toMatch(/\/api\/line-items\/1\?table=items$/);
    expect(saves[0].postDataJSON()).toEqual({ id: 1, field: 'quantity', value: 20 });
    expect(saves[0].headers()['x-csrf-token']).toBe('demo-csrf-token');
    expect(saves[0].headers()['content-type']).toContain('application/json');
    await expect.poll(() => page.locator('#order-total').textContent()).toBe('104.35');
    // Persisted: a fresh page shows it.
    const again = await open();
    await expect(again.page.locator(QTY(1)).inputValue()).resolves.toBe('20');
  });

  it('keyboard only: type, Tab commits (change) and focus moves on to the next control, whose caret survives the row re-render', async () => {
    const { page, saves } = await open();
    await page.locator(QTY(2)).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('31');
    await page.keyboard.press('Tab');
    await expect.poll(() => saves.length).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('items_price_2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('rush');
    await expect(page.locator(NOTE(2)).inputValue()).resolves.toBe('rush');
    await page.keyboard.press('Enter');
    await expect.poll(() => saves.map((r) => r.postDataJSON().field)).toEqual(['quantity', 'note']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('items_note_2');
  });

  it('a save in flight shows a busy state (aria-busy, alm-saving); it ends with the answer', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const { page } = await open();
    await page.route('**/api/line-items/3**', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator(QTY(3)).fill('5');
    await page.locator(QTY(3)).press('Enter');
    await expect.poll(() => page.locator(QTY(3)).getAttribute('aria-busy')).toBe('true');
    await expect(page.locator(QTY(3)).getAttribute('class')).resolves.toContain('alm-saving');
    release();
    await expect.poll(() => page.locator(QTY(3)).getAttribute('aria-busy')).toBeNull();
    await expect(page.locator(QTY(3)).getAttribute('class')).resolves.not.toContain('alm-saving');
  });

  it('a rejected save (422 errors map) marks the field with aria-invalid and a message linked by aria-describedby, keeps the typed value, emits table:error; the next good save clears it', async () => {
    const { page } = await open({ allowConsoleErrors: true });
    const qty = page.locator(QTY(1));
    await qty.fill('5000');
    await qty.press('Enter');
    await expect.poll(() => qty.getAttribute('aria-invalid')).toBe('true');
    const described = await qty.getAttribute('aria-describedby');
    await expect(page.locator(`#${described}`).textContent()).resolves.toBe('Quantity must be a whole number from 0 to 1000');
    await expect(page.locator(`#${described}`).isVisible()).resolves.toBe(true);
    await expect(qty.inputValue()).resolves.toBe('5000');
    const errors = await events(page, 'table:error');
    expect(errors.map((e) => [e.tableId, e.action, typeof e.timestamp])).toEqual([['items', 'save', 'number']]);
    // A refresh does not put the old value back: the control is unsaved. Read once the reloaded rows are drawn.
    const drawn = await renders(page);
    await page.evaluate(() => (window as any).TableManager.loadTableData('items', { force: true }));
    await expect.poll(() => renders(page)).toBeGreaterThan(drawn);
    await expect(qty.inputValue()).resolves.toBe('5000');
    await expect(qty.getAttribute('aria-invalid')).resolves.toBe('true');
    await qty.fill('50');
    await qty.press('Enter');
    await expect.poll(() => qty.getAttribute('aria-invalid')).toBeNull();
    await expect(qty.getAttribute('aria-describedby')).resolves.toBeNull();
    await expect(page.locator('.alm-field-error').count()).resolves.toBe(0);
  });

  it('an errors map in the data load marks the element it names', async () => {
    const { page } = await open();
    await page.click('#load-errors');
    await expect.poll(() => page.locator(NOTE(1)).getAttribute('aria-invalid')).toBe('true');
    const described = await page.locator(NOTE(1)).getAttribute('aria-describedby');
    await expect(page.locator(`#${described}`).textContent()).resolves.toBe('Note checked by the server: please shorten it');
  });

  it('no edit lost: typing survives a reload (loadTableData), an automatic refresh tick and a sort, with focus and caret; then Enter saves it', async () => {
    const { page, saves } = await open({ auto: true });
    const note = page.locator(NOTE(3));
    await note.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and walnut oil');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const count = (name: string) => page.evaluate((n) => (window as any).almanacEvents.filter((e: any) => e.name === n).length, name);
    const loads = await count('table:loaded');
    await page.evaluate(() => (window as any).TableManager.loadTableData('items', { force: true }));
    await expect.poll(() => count('table:loaded')).toBe(loads + 1);
    // The page refreshes every 5 s (the shortest interval): wait for one tick.
    await expect.poll(() => count('table:refreshed'), { timeout: 8000 }).toBeGreaterThan(0);
    // A sort (the Walnuts row moves) and a re-render (renderTable) while the field has focus.
    await page.evaluate(() => (window as any).TableManager.getTable('items').toggleSort('product'));
    await expect.poll(() => page.locator('table[data-table="items"] tbody tr:first-child td:first-child').textContent()).toBe('Apples');
    const drawn = await renders(page);
    await page.evaluate(() => (window as any).TableManager.renderTable('items'));
    // Read once the rows are drawn again (table:render follows the DOM update), not after a fixed wait.
    await expect.poll(() => renders(page)).toBeGreaterThan(drawn);
    const state = () => page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement;
      return { id: el.id, value: el.value, caret: [el.selectionStart, el.selectionEnd] };
    });
    await expect.poll(state).toEqual({ id: 'items_note_3', value: 'Shelled and walnut oil', caret: [20, 20] });
    await page.keyboard.type('X');
    await expect(note.inputValue()).resolves.toBe('Shelled and walnut oXil');
    await page.evaluate(() => (window as any).TableManager.setRefreshInterval('items', 0));
    await page.keyboard.press('Enter');
    await expect.poll(() => saves.map((r) => r.postDataJSON())).toEqual([{ id: 3, field: 'note', value: 'Shelled and walnut oXil' }]);
  });
});
