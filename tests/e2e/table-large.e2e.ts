// All-rows mode renders only what is visible (issue "Performance": windowing), and stays correct.
import { expect, it } from 'vitest';
import { baseUrl, openPage, useBrowser } from './harness';

useBrowser();
const T = 'table[data-table="large"]';
const dataRows = `${T} tbody tr:not(.alm-spacer):not(.alm-state-row)`;
const firstNumber = (page: Awaited<ReturnType<typeof openPage>>) =>
  page.locator(`${dataRows} td:first-child`).first().innerText();

it('renders a window of rows, not all 20,000, with spacers keeping the full height', async () => {
  const page = await openPage('/table-large.html');
  await expect.poll(() => page.locator(dataRows).count()).toBeGreaterThan(10);
  expect(await page.locator(dataRows).count()).toBeLessThan(150);
  const height = await page.locator(T).evaluate((t) => t.getBoundingClientRect().height);
  const rowHeight = await page.locator(dataRows).first().evaluate((r) => r.getBoundingClientRect().height);
  expect(height).toBeGreaterThan(rowHeight * 19_000);
});

it('scrolling to the end shows the last rows with their auto-numbers', async () => {
  const page = await openPage('/table-large.html');
  await expect.poll(() => page.locator(dataRows).count()).toBeGreaterThan(10);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.locator(`${dataRows} td:first-child`).last().innerText()).toBe('20000');
  expect(await page.locator(dataRows).count()).toBeLessThan(150);
});

it('sorting and searching work on every row, not just the rendered ones', async () => {
  const page = await openPage('/table-large.html');
  await expect.poll(() => page.locator(dataRows).count()).toBeGreaterThan(10);
  await page.locator(`${T} th[data-field="salary"] .alm-sort-button`).click();
  await page.locator(`${T} th[data-field="salary"] .alm-sort-button`).click();
  await expect.poll(() => page.locator(`${dataRows} td:nth-child(4)`).first().innerText()).toBe('149,000');
  await page.getByLabel('Search').fill('Lima');
  await expect.poll(async () => new Set(await page.locator(`${dataRows} td:nth-child(3)`).allInnerTexts())).toEqual(new Set(['Lima']));
  expect(await firstNumber(page)).toBe('1');
});

// Regression: after scrolling down and jumping back to the top, the window showed a single row.
it('jumping back to the top after scrolling down renders the first screenful again', async () => {
  const page = await openPage('/table-large.html');
  await expect.poll(() => page.locator(dataRows).count()).toBeGreaterThan(10);
  await page.evaluate(() => window.scrollTo(0, 6000));
  await expect.poll(() => firstNumber(page)).not.toBe('1');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => firstNumber(page)).toBe('1');
  await expect.poll(() => page.locator(dataRows).count()).toBeGreaterThan(15);
});

// A large table stays windowed when a search leaves fewer rows than the windowing threshold (200):
// the ~110 matches of one full name are not all rendered either, and scrolling still reaches the last.
it('a search leaving about a hundred rows of 20,000 renders only those in view', async () => {
  const page = await openPage('/table-large.html');
  await expect.poll(() => page.locator(dataRows).count()).toBeGreaterThan(10);
  await page.getByLabel('Search').fill('Ada Lovelace');
  await expect.poll(async () => new Set(await page.locator(`${dataRows} td:nth-child(2)`).allInnerTexts())).toEqual(new Set(['Ada Lovelace']));
  const matches = Number(/of ([\d,]+)/.exec(await page.locator('.alm-caption-info').innerText())![1].replace(/,/g, ''));
  expect(matches).toBeGreaterThan(60);
  expect(matches).toBeLessThan(200);
  await expect.poll(() => page.locator(dataRows).count()).toBeLessThan(matches);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.locator(`${T} tbody tr:not(.alm-spacer)`).last().locator('td').nth(1).innerText()).toBe('Ada Lovelace');
  await expect.poll(async () => (await page.locator(`${dataRows} td:first-child`).allInnerTexts()).pop()).toBe(String(matches));
});

// Regression: a table drawn while hidden (a tab not shown yet) measured its rows as 0 px high; once
// shown, its spacers stood for none of the other rows (the page as tall as 50 rows) until the reader
// scrolled, and a jump to the end landed near row 90 of 3,000.
it('a table first drawn in a hidden tab: once shown, the page is as tall as every row and the end shows the last', async () => {
  const page = await openPage(null, {
    before: (p) => p.route('**/__hidden-tab.html', (route) => route.fulfill({
      status: 200, contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/dist/almanac.css">
<script src="/dist/almanac.js"></script></head><body><div id="tab" hidden><table data-table="tabbed"><thead><tr>
<th data-field="id">Id</th><th data-field="name">Name</th></tr></thead></table></div>
<script>TableManager.setData('tabbed', Array.from({ length: 3000 }, (_, i) => ({ id: i + 1, name: 'Name ' + (i + 1) })));</script></body></html>`,
    })),
  });
  await page.goto(`${baseUrl()}/__hidden-tab.html`);
  const rows = 'table[data-table="tabbed"] tbody tr:not(.alm-spacer):not(.alm-state-row)';
  await expect.poll(() => page.locator(rows).count()).toBeGreaterThan(10);
  await page.evaluate(() => new Promise((ok) => setTimeout(ok, 300)));
  await page.evaluate(() => (document.getElementById('tab')!.hidden = false));
  const rowHeight = await page.locator(rows).first().evaluate((r) => r.getBoundingClientRect().height);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(rowHeight * 2900);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.locator(`${rows} td:first-child`).last().innerText()).toBe('3000');
});

it('a window made much taller shows rows down to its new bottom edge, without a scroll', async () => {
  const page = await openPage('/table-large.html', { height: 400 });
  await expect.poll(() => page.locator(dataRows).count()).toBeGreaterThan(10);
  await page.evaluate(() => new Promise((ok) => setTimeout(ok, 300)));
  const lastBottom = () => page.locator(dataRows).last().evaluate((r) => r.getBoundingClientRect().bottom);
  expect(await lastBottom()).toBeLessThan(1200);
  await page.setViewportSize({ width: 1280, height: 2400 });
  await expect.poll(lastBottom).toBeGreaterThanOrEqual(2400);
});
