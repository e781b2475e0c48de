// Discovery, init, initTable, setData, renderTable, isAlive, destroy and their events (issue 2, items 5 and 11).
import { describe, expect, it } from 'vitest';
import { columnTexts, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const T = 'table[data-table="life"]';
const events = (page: TestPage, name: string) =>
  page.evaluate((n) => (window as any).almanacEvents.filter((e: any) => e.name === n).map((e: any) => e.detail), name);

describe('lifecycle', () => {
  it('discovers the table on DOM ready and keeps its own id, classes and data-*', async () => {
    const page = await openPage('/table-lifecycle.html');
    await expect.poll(() => columnTexts(page, T, 1)).toEqual(['Ada', 'Grace']);
    expect(await page.locator(T).getAttribute('id')).toBe('life-table');
    expect(await page.locator(T).getAttribute('data-extra')).toBe('kept');
    expect(await page.locator(T).getAttribute('class')).toContain('page-table');
  });

  it('init(config) applies global pageSizes and showCheckbox to an existing table', async () => {
    const page = await openPage('/table-lifecycle.html');
    await expect.poll(() => columnTexts(page, T, 1)).toEqual(['Ada', 'Grace']);
    await page.getByRole('button', { name: /TableManager\.init/ }).click();
    await expect.poll(() => page.getByLabel('Select all rows').count()).toBe(1);
    expect(await page.getByLabel('Rows per page').locator('option').allTextContents()).toEqual(['2', '4']);
  });

  it('checkbox selection marks rows selected and emits table:selectionChange', async () => {
    const page = await openPage('/table-lifecycle.html');
    await page.getByRole('button', { name: /TableManager\.init/ }).click();
    await page.getByLabel('Select row Grace').check();
    await expect.poll(() => page.locator(`${T} tbody tr.selected`).count()).toBe(1);
    const change = (await events(page, 'table:selectionChange')).pop();
    expect(change.tableId).toBe('life');
    expect(change.selectedRows.map((r: any) => r.name)).toEqual(['Grace']);
    await page.getByLabel('Select all rows').check();
    await expect.poll(() => page.locator(`${T} tbody tr.selected`).count()).toBe(2);
  });

  it('setData replaces the rows; table:loaded and table:render report them', async () => {
    const page = await openPage('/table-lifecycle.html');
    await page.getByRole('button', { name: 'setData (3 rows)' }).click();
    await expect.poll(() => columnTexts(page, T, 1)).toEqual(['Katherine', 'Margaret']);
    const loaded = (await events(page, 'table:loaded')).pop();
    expect(loaded.tableId).toBe('life');
    expect(loaded.data.map((r: any) => r.name)).toEqual(['Katherine', 'Margaret', 'Hedy']);
    const render = (await events(page, 'table:render')).pop();
    expect(render).toMatchObject({ tableId: 'life', totalRecords: 3, filteredRecords: 3, isServerSide: false });
    expect(render.data.length).toBe(2);
  });

  it('renderTable emits table:render again', async () => {
    const page = await openPage('/table-lifecycle.html');
    await expect.poll(() => events(page, 'table:render').then((e) => e.length)).toBeGreaterThan(0);
    const before = (await events(page, 'table:render')).length;
    await page.getByRole('button', { name: 'renderTable' }).click();
    await expect.poll(() => events(page, 'table:render').then((e) => e.length)).toBe(before + 1);
  });

  it('initTable enhances a table added after discovery', async () => {
    const page = await openPage('/table-lifecycle.html');
    await page.getByRole('button', { name: 'Add a table and initTable it' }).click();
    await expect.poll(() => columnTexts(page, 'table[data-table="late"]', 1)).toEqual(['Added later']);
  });

  it('a table swapped out of the page without destroy() gives its id to the table that replaces it', async () => {
    const page = await openPage('/table-lifecycle.html');
    const add = page.getByRole('button', { name: 'Add a table and initTable it' });
    await add.click();
    await expect.poll(() => columnTexts(page, 'table[data-table="late"]', 1)).toEqual(['Added later']);
    await add.click();
    await expect.poll(() => columnTexts(page, 'table[data-table="late"]', 1)).toEqual(['Swapped in']);
    expect(await page.locator('table[data-table="late"]').count()).toBe(1);
    expect((await events(page, 'table:destroyed')).map((d: any) => d.tableId)).toEqual(['late']);
    expect(page.warnings.filter((w) => w.includes('same data-table id'))).toEqual([]);
  });

  it('isAlive is true while attached; destroy() emits table:destroyed per table, then tablemanager:destroyed', async () => {
    const page = await openPage('/table-lifecycle.html');
    await page.getByRole('button', { name: 'Add a table and initTable it' }).click();
    await page.getByRole('button', { name: "isAlive('life')" }).click();
    expect(await page.locator('#alive-out').innerText()).toBe('true');
    await page.getByRole('button', { name: 'destroy()' }).click();
    const destroyed = await events(page, 'table:destroyed');
    expect(destroyed.map((d: any) => d.tableId).sort()).toEqual(['late', 'life']);
    expect(typeof destroyed[0].timestamp).toBe('number');
    const all = await page.evaluate(() => (window as any).almanacEvents.map((e: any) => e.name));
    expect(all.lastIndexOf('tablemanager:destroyed')).toBeGreaterThan(all.lastIndexOf('table:destroyed'));
    await page.getByRole('button', { name: "isAlive('life')" }).click();
    expect(await page.locator('#alive-out').innerText()).toBe('false');
    // The original server-rendered rows are back.
    expect(await page.locator(`${T} tbody tr`).count()).toBe(3);
  });

  it('a table removed from the document is not alive', async () => {
    const page = await openPage('/table-lifecycle.html');
    await expect.poll(() => columnTexts(page, T, 1)).toEqual(['Ada', 'Grace']);
    const alive = await page.evaluate(() => {
      document.querySelector('table[data-table="life"]')!.remove();
      return (window as any).Almanac.TableManager.isAlive('life');
    });
    expect(alive).toBe(false);
  });
});

// Regression guard: an async or injected almanac.js that runs after DOMContentLoaded must still discover tables.
it('a script inserted after DOMContentLoaded still discovers the tables', async () => {
  const page = await openPage('/table-async.html');
  await expect.poll(() => columnTexts(page, 'table[data-table="late-script"]', 1)).toEqual(['Grace', 'Ada']);
});

it('almanac.js included twice enhances each table once and warns once', async () => {
  const page = await openPage('/table-twice.html');
  await expect.poll(() => columnTexts(page, 'table[data-table="twice"]', 1)).toEqual(['Grace', 'Ada']);
  expect(await page.locator('.alm-toolbar').count()).toBe(1);
  expect(await page.locator('.alm-pagination').count()).toBe(1);
  expect(await page.locator('table[data-table="twice"] thead tr').count()).toBe(1);
  expect(page.warnings.filter((w) => w.includes('included more than once'))).toHaveLength(1);
});

it('after destroy(), calling a method with a table id does not enhance the page again', async () => {
  const page = await openPage('/table-lifecycle.html');
  await expect.poll(() => columnTexts(page, 'table[data-table="life"]', 1)).toEqual(['Ada', 'Grace']);
  await page.getByRole('button', { name: 'destroy()' }).click();
  await page.evaluate(() => (window as any).Almanac.TableManager.setData('life', [{ name: 'Zed' }]));
  expect(await page.locator('table[data-table="life"]').getAttribute('class')).not.toContain('alm-table');
  expect(await page.locator('.alm-pagination').count()).toBe(0);
});
