// Row templates with escaped {{field}} placeholders (issue 2, item 7).
import { expect, it } from 'vitest';
import { openPage, useBrowser } from './harness';

useBrowser();
const T = 'table[data-table="tpl"]';

it('renders each row from the <template>, with data-id and buttons from the template', async () => {
  const page = await openPage('/table-template.html');
  await expect.poll(() => page.locator(`${T} tbody tr.tpl-row`).count()).toBe(5);
  const first = page.locator(`${T} tbody tr.tpl-row[data-id="1"]`);
  expect(await first.locator('strong').innerText()).toBe('Ada Lovelace');
  expect(await first.locator('a').getAttribute('href')).toBe('mailto:ada@example.com');
  expect(await first.locator('button[data-action="edit"]').getAttribute('data-id')).toBe('1');
});

it('escapes placeholder values: markup in data stays text, quotes stay inside attributes', async () => {
  const page = await openPage('/table-template.html');
  await expect.poll(() => page.locator(`${T} tbody tr.tpl-row`).count()).toBe(5);
  expect(await page.locator(`${T} tbody img`).count()).toBe(0);
  const texts = await page.locator(`${T} tbody strong`).allTextContents();
  expect(texts).toContain('<img src=x onerror=alert(1)> Mallory');
  expect(texts).toContain('Alan "Al" Turing');
});

it('sorting and paging still apply to template rows', async () => {
  const page = await openPage('/table-template.html');
  await expect.poll(() => page.locator(`${T} tbody tr.tpl-row`).count()).toBe(5);
  await page.locator(`${T} th[data-field="name"] .alm-sort-button`).click();
  await expect.poll(() => page.locator(`${T} tbody strong`).first().innerText()).toBe('Zoë Kim');
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect.poll(() => page.locator(`${T} tbody tr.tpl-row`).count()).toBe(1);
});

it('template rows carry aria-rowindex: their place among every row of the table, continued across pages (issue 44 item 7)', async () => {
  const page = await openPage('/table-template.html');
  await expect.poll(() => page.locator(`${T} tbody tr.tpl-row`).count()).toBe(5);
  const head = Number(await page.locator(`${T} thead tr`).last().getAttribute('aria-rowindex'));
  const indices = () => page.locator(`${T} tbody tr.tpl-row`).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('aria-rowindex')));
  expect(await indices()).toEqual([1, 2, 3, 4, 5].map((i) => String(head + i)));
  expect(await page.locator(T).getAttribute('aria-rowcount')).toBe(String(head + 6));
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect.poll(indices).toEqual([String(head + 6)]);
});
