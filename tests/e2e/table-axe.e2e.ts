// Issue 14 item 3 (table): axe-core reports zero violations of any impact on the table demo pages
// in every state that matters — loaded, filtered, empty, load error, selection with the bulk bar,
// a row-action confirm dialog open, editing with a server error shown, drag handles, footers —
// at 1280 and 400 px. Each state is checked at 1280 px and then, the window narrowed, at 400 px (the
// table reads no width: what 400 px shows is its stylesheet's media queries), one page load for both.
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, networkQuiet, openPage, useBrowser, type OpenOptions, type TestPage, baseUrl } from './harness';

useBrowser();
afterEach(async () => {
  await fetch(`${baseUrl()}/api/reset`, { method: 'POST' });
});

/** Every table of the page has rows or a state row and is not loading; chunks asked for have run. */
async function settled(page: TestPage) {
  await page.waitForFunction(() => [...document.querySelectorAll('table.alm-table')].every((t) =>
    t.getAttribute('aria-busy') !== 'true' && t.querySelector('tbody tr') && !t.querySelector('.alm-state-loading')));
  await networkQuiet(page);
}

/** The violations in `selector` at 1280 px, then at 400 px (the page is left at 400 px, then put back to 1280). */
async function violations(page: TestPage, selector = 'main') {
  await settled(page);
  const found: Record<string, string[]> = {};
  for (const width of [1280, 400]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    found[width] = await axeViolations(page, selector);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return found;
}
const NONE = { 1280: [], 400: [] };

const PAGES = ['/table-basic.html', '/table-filters.html', '/table-selection.html', '/table-columns.html', '/table-formats.html',
  '/table-remote.html', '/table-bulk-actions.html', '/table-row-actions.html', '/table-editing.html', '/table-rows.html',
  '/table-footer.html', '/table-export.html', '/table-rtl.html', '/table-thai.html', '/table-keyboard.html', '/table-rows-server.html',
  '/table-rows-long.html', '/table-languages.html'];

describe('at 1280 and at 400 px', () => {
  const open = (path: string, options: OpenOptions = {}) => openPage(path, { width: 1280, ...options });

  it.each(PAGES)('%s loaded: zero violations', async (path) => {
    const page = await open(path);
    expect(await violations(page)).toEqual(NONE);
  });

  it('filtered by the search and a header filter, then an empty result: zero violations', async () => {
    const page = await open('/table-filters.html');
    await settled(page);
    await page.getByLabel('Search', { exact: true }).first().fill('a');
    await page.getByRole('combobox', { name: 'Filter by Department' }).selectOption({ index: 1 });
    await expect.poll(() => page.locator('table[data-table="people"] tbody tr').count()).toBeGreaterThan(0);
    expect(await violations(page), 'filtered').toEqual(NONE);
    await page.getByLabel('Search', { exact: true }).first().fill('zzzz-no-such-person');
    await expect.poll(() => page.locator('table[data-table="people"] .alm-state-empty').count()).toBe(1);
    expect(await violations(page), 'empty').toEqual(NONE);
  });

  it('loading, empty and error states (table-states): zero violations', async () => {
    const page = await open('/table-states.html', { allowConsoleErrors: true });
    await expect.poll(() => page.locator('table[data-table="broken"] .alm-state-error').count()).toBe(1);
    expect(await violations(page)).toEqual(NONE);
  });

  it('two rows selected with the bulk bar shown: zero violations', async () => {
    const page = await open('/table-bulk-actions.html');
    await settled(page);
    const boxes = page.locator('table[data-table="employees"] tbody input[type="checkbox"]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect.poll(() => page.locator('.alm-bulk-controls:not([hidden])').count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual(NONE);
  });

  it('a row-action confirm dialog open: zero violations on the page and the dialog', async () => {
    const page = await open('/table-row-actions.html');
    await settled(page);
    await page.locator('table[data-table="employees"] tbody tr').first().getByRole('button', { name: /^Delete / }).press('Enter');
    await expect.poll(() => page.locator('dialog.alm-confirm[open]').count()).toBe(1);
    expect(await violations(page, 'body')).toEqual(NONE);
  });

  it('editing with a server error shown (422 errors map): zero violations', async () => {
    const page = await open('/table-editing.html', { allowConsoleErrors: true });
    const qty = page.locator('#items_quantity_1');
    await qty.waitFor();
    await qty.fill('5000');
    await qty.press('Enter');
    await expect.poll(() => qty.getAttribute('aria-invalid')).toBe('true');
    expect(await violations(page)).toEqual(NONE);
  });

  it('drag-reorder handles, keyboard move in progress: zero violations', async () => {
    const page = await open('/table-rows.html');
    await settled(page);
    const handles = page.locator('.alm-drag-handle');
    await expect.poll(() => handles.count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual(NONE);
    // A row held by keyboard and moved one place (svelte-dnd-action's zone is on the body then).
    await handles.first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('.alm-rows-bar [role="status"]').first().innerText()).toBe('Moved to row 2');
    expect(await violations(page)).toEqual(NONE);
    // Still held after the window was narrowed and widened again: both checks saw the move in progress.
    expect(await page.locator('.alm-rows-bar [role="status"]').first().innerText()).toBe('Moved to row 2');
    expect(await page.locator('tr.alm-drag-placeholder').count()).toBe(1);
    await page.keyboard.press('Escape');
  });
});
