// Bad input (design.md): one warning per problem naming table and attribute; the table keeps working.
import { expect, it } from 'vitest';
import { columnTexts, openPage, useBrowser } from './harness';

useBrowser();
const T = 'table[data-table="bad"]';

it('warns once per malformed attribute, with table id, attribute and consequence', async () => {
  const page = await openPage('/table-bad-input.html');
  await expect.poll(() => columnTexts(page, T, 1)).toEqual(['Grace', 'Alan', 'Ada']);
  const w = page.warnings;
  const one = (re: RegExp) => expect(w.filter((m) => re.test(m)), String(re)).toHaveLength(1);
  // The suggestion comes from a chunk loaded only because the table has an unknown attribute.
  await expect.poll(() => w.filter((m) => /did you mean/.test(m)).length).toBe(1);
  one(/^\[almanac\] table "bad": data-page-szie is not a table attribute; did you mean data-page-size\?$/);
  one(/^\[almanac\] table "bad": data-page-size "abc" is not a whole number — no pagination$/);
  one(/^\[almanac\] table "bad": data-actions is not valid JSON \(.+\) — bulk actions disabled$/);
  one(/^\[almanac\] table "bad": column "status": data-options is not valid JSON \(.+\) — lookup shows raw values$/);
  one(/^\[almanac\] table "bad": column "amount": data-format "moneyish" is not a known format — shown as text$/);
  one(/no data-table identifier.*left as it is/);
});

it('the table still renders, sorts (data-default-sort desc) and shows raw values where a feature is off', async () => {
  const page = await openPage('/table-bad-input.html');
  await expect.poll(() => columnTexts(page, T, 1)).toEqual(['Grace', 'Alan', 'Ada']);
  expect(await columnTexts(page, T, 2)).toEqual(['b', 'a', 'a']);
  await page.locator(`${T} th[data-field="name"] button`).click();
  await expect.poll(() => columnTexts(page, T, 1)).toEqual(['Ada', 'Alan', 'Grace']);
});

it('a table without data-table is left exactly as it was', async () => {
  const page = await openPage('/table-bad-input.html');
  await expect.poll(() => columnTexts(page, T, 1)).toHaveLength(3);
  expect(await page.locator('#anonymous').getAttribute('class')).toBeNull();
  expect(await page.locator('#anonymous tbody td').innerText()).toBe('This table keeps its original markup.');
});

// Regression: null or a string among the rows left the table on "Loading…"; one object twice tripped
// Svelte's duplicate-key error and showed "No data available".
it('rows that are not objects are dropped with one warning; the same object twice shows twice', async () => {
  const page = await openPage('/table-bad-input.html');
  await expect.poll(() => columnTexts(page, T, 1)).toEqual(['Grace', 'Alan', 'Ada']);
  await page.evaluate(() => {
    const row = { id: 9, name: 'Twice', status: 'a', amount: 1 };
    (window as any).Almanac.TableManager.setData('bad', [null, 'x', row, row, 7]);
  });
  await expect.poll(() => columnTexts(page, T, 1)).toEqual(['Twice', 'Twice']);
  expect(page.warnings.filter((w) => w === '[almanac] table "bad": setData 3 rows are not an object — dropped')).toHaveLength(1);
});

// Regression: an invalid data-load-target selector threw on every load (uncaught, plus an unhandled rejection).
it('an invalid data-load-target selector warns once; the table loads and renders', async () => {
  const page = await openPage('/table-bad-input.html');
  await expect.poll(() => columnTexts(page, T, 1)).toEqual(['Grace', 'Alan', 'Ada']);
  await page.evaluate(() => {
    const t = document.createElement('table');
    t.setAttribute('data-table', 'badtarget');
    t.setAttribute('data-load-target', '#[oops');
    t.innerHTML = '<thead><tr><th data-field="name">Name</th></tr></thead>';
    document.querySelector('main')!.appendChild(t);
    const TM = (window as any).Almanac.TableManager;
    TM.initTable(t);
    TM.setData('badtarget', [{ name: 'One' }]);
    TM.setData('badtarget', [{ name: 'Two' }]);
  });
  await expect.poll(() => columnTexts(page, 'table[data-table="badtarget"]', 1)).toEqual(['Two']);
  await expect.poll(() => page.warnings.filter((w) => w.includes('data-load-target "#[oops" is not a valid selector')).length).toBe(1);
});
