// Issue 22 "Done means": a page written the way the original framework's data-table examples write
// tables, served under a sub-path (demo/pages/legacy/users.html at /legacy/), works in Chromium:
// relative URLs resolve against the page, row actions with label, submenu and modal, an Add row
// button that pushes into its array and calls setData again, data-type="select" on a filtered
// read-only column. Nothing here changes the database (writes are answered by routes).
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { openPage, seriousAxeViolations, useBrowser, type TestPage } from './harness';

useBrowser();

const USERS = 'table[data-table="legacy-users"]';
const FRUIT = 'table[data-table="legacy-fruit"]';
const path = (request: Request) => new URL(request.url()).pathname;
/** What has focus: its text and its attribute `attr`. */
const focused = (page: TestPage, attr = 'role') =>
  page.evaluate((a) => [document.activeElement?.textContent?.trim(), document.activeElement?.getAttribute(a)], attr);

async function open(): Promise<TestPage & { requests: Request[] }> {
  const requests: Request[] = [];
  const page = await openPage('/legacy/users.html', { before: (p) => p.on('request', (r) => requests.push(r)) });
  await page.locator(`${USERS} tbody tr td.alm-row-actions`).first().waitFor();
  return Object.assign(page, { requests });
}

describe('relative URLs resolve against the page, under the sub-path', () => {
  it('the data source, the bulk action and the filter action reach /legacy/api/…', async () => {
    const page = await open();
    expect(page.requests.map(path)).toContain('/legacy/api/employees');
    await page.route('**/legacy/api/employees/bulk', (route) => route.fulfill({ json: { success: true, message: 'Done' } }));
    await page.route('**/legacy/api/employees/filter-action', (route) => route.fulfill({ json: { success: true, message: 'Recalculated' } }));
    await page.locator(`${USERS} tbody tr input[type="checkbox"]`).first().check();
    await page.getByRole('combobox', { name: /^Action/ }).selectOption({ label: 'Activate' });
    const bulk = page.waitForRequest((r) => r.method() === 'POST' && path(r).endsWith('/bulk'));
    await page.getByRole('button', { name: 'Process Selected' }).click();
    expect(path(await bulk)).toBe('/legacy/api/employees/bulk');
    const filter = page.waitForRequest((r) => r.method() === 'POST' && path(r).endsWith('/filter-action'));
    await page.getByRole('button', { name: 'Recalculate' }).click();
    expect(path(await filter)).toBe('/legacy/api/employees/filter-action');
  });
});

describe('row actions as the original framework writes them', () => {
  it('label is the text and the accessible name\'s start, title the tooltip; a plain string is an entry; submenu is a menu button', async () => {
    const page = await open();
    const first = page.locator(`${USERS} tbody tr`).first();
    const name = (await first.locator('td').nth(1).textContent())!.trim();
    const view = first.locator('[data-row-action="view"]');
    expect([await view.textContent(), await view.getAttribute('title')]).toEqual(['View', 'Show the details']);
    expect(await first.getByRole('button', { name: `View ${name}`, exact: true }).textContent()).toBe('View');
    expect(await first.getByRole('button', { name: `Note ${name}`, exact: true }).textContent()).toBe('Note');
    const menu = first.getByRole('button', { name: `Actions ${name}` });
    expect([await menu.getAttribute('aria-haspopup'), await menu.getAttribute('aria-expanded')]).toEqual(['menu', 'false']);
  });

  it('the menu button works from the keyboard: Enter opens on the first item, Down moves, Escape returns; an item acts on its row', async () => {
    const page = await open();
    const first = page.locator(`${USERS} tbody tr`).first();
    const id = await first.getAttribute('data-id');
    const menuButton = first.locator('.alm-menu-button');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = first.getByRole('menu');
    await menu.waitFor({ timeout: 5000 });
    expect(await focused(page)).toEqual(['Summary', 'menuitem']);
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items[0]).toBe('Summary');
    expect(items.at(-1)).toBe('Delete');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toEqual([items[1], 'menuitem']);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached', timeout: 5000 });
    expect(await focused(page, 'aria-expanded')).toEqual(['Actions', 'false']);
    // Open again with Down, pick Summary: GET /legacy/api/employees/:id/summary, its notification goes to the
    // page's response handler (the page's notice line).
    await page.keyboard.press('ArrowDown');
    await menu.waitFor({ timeout: 5000 });
    expect(await focused(page)).toEqual(['Summary', 'menuitem']);
    const summary = page.waitForRequest((r) => path(r).endsWith('/summary'), { timeout: 5000 });
    await page.keyboard.press('Enter');
    expect(path(await summary)).toBe(`/legacy/api/employees/${id}/summary`);
    await expect.poll(() => page.locator('#legacy-notice').textContent()).toMatch(/^.+: .+ in .+, .+$/);
    await expect.poll(() => focused(page, 'aria-haspopup')).toEqual(['Actions', 'menu']);
  });

  it('an item whose condition fails is not in the menu (Deactivate only on active rows)', async () => {
    const page = await open();
    const menus = await page.locator(`${USERS} tbody tr`).evaluateAll((trs) => trs.map((tr) => tr.children[3].textContent!.trim()));
    const inactive = menus.indexOf('Inactive');
    const active = menus.indexOf('Active');
    const itemsOf = async (index: number) => {
      const row = page.locator(`${USERS} tbody tr`).nth(index);
      await row.locator('.alm-menu-button').click();
      const names = await row.getByRole('menuitem').allTextContents();
      await page.keyboard.press('Escape');
      return names;
    };
    expect(await itemsOf(active)).toEqual(['Summary', 'Deactivate', 'Delete']);
    expect(await itemsOf(inactive)).toEqual(['Summary', 'Delete']);
  });

  it('modal: the page\'s modal manager shows the View modal with the row', async () => {
    const page = await open();
    const first = page.locator(`${USERS} tbody tr`).first();
    const name = (await first.locator('td').nth(1).textContent())!.trim();
    await first.locator('[data-row-action="view"]').click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await dialog.waitFor();
    expect(await dialog.locator('p').textContent()).toMatch(new RegExp(`^${name} — .+ \\(template "user-detail", table legacy-users\\)$`));
    expect(page.warnings.filter((w) => w.includes('modal'))).toEqual([]);
  });

  it('axe finds no serious or critical violation with the menu open', async () => {
    const page = await open();
    await page.locator(`${USERS} .alm-menu-button`).first().click();
    await page.getByRole('menu').waitFor();
    expect(await seriousAxeViolations(page, USERS)).toEqual([]);
  });
});

describe('rows the page keeps', () => {
  it('Add row pushes into the array given to setData and calls setData with it again: the new row shows', async () => {
    const page = await open();
    const names = () => page.locator(`${FRUIT} tbody td:first-child`).allTextContents();
    await expect.poll(names).toEqual(['Apple', 'Blueberry', 'Grape']);
    await page.getByRole('button', { name: 'Add row' }).click();
    await expect.poll(names).toEqual(['Apple', 'Blueberry', 'Grape', 'Raspberry']);
    await page.getByRole('button', { name: 'Add row' }).click();
    await expect.poll(names).toEqual(['Apple', 'Blueberry', 'Grape', 'Raspberry', 'Pear']);
  });

  it('data-type="select" on a filtered column of a read-only table: cells show the label, the filter is a select', async () => {
    const page = await open();
    const kinds = () => page.locator(`${FRUIT} tbody td:nth-child(2)`).allTextContents();
    await expect.poll(kinds).toEqual(['Tree fruit', 'Berry', 'Vine fruit']);
    expect(await page.locator(`${FRUIT} tbody select, ${FRUIT} tbody input`).count()).toBe(0);
    const filter = page.locator(`${FRUIT} thead select`);
    expect(await filter.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Tree fruit', 'Berry', 'Vine fruit']));
    await filter.selectOption({ label: 'Berry' });
    await expect.poll(kinds).toEqual(['Berry']);
  });
});
