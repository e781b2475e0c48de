// Footers in the browser (spec "Footer cells (tfoot)" and its five rules, table:footerSetup;
// issue "TableManager III" 6) on demo/pages/table-footer.html, with the footer chunk loaded on use.
import { describe, expect, it } from 'vitest';
import { openPage, seriousAxeViolations, useBrowser, type TestPage } from './harness';

useBrowser();
const PAY = 'table[data-table="payroll"]';
const usd0 = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(n);
const usd2 = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const text = (page: TestPage, selector: string) => page.locator(selector).evaluate((el) => el.textContent);
const api = (page: TestPage, url: string) => page.evaluate((u) => fetch(u).then((r) => r.json()), url);

interface Employee { salary: number; rating: number; department: string; name: string }
async function openPayroll(): Promise<{ page: TestPage; rows: Employee[] }> {
  const page = await openPage('/table-footer.html');
  const rows = (await api(page, '/api/employees?pageSize=all')).data as Employee[];
  await expect.poll(() => text(page, '#name-count')).toBe(`${rows.length} people`);
  return { page, rows };
}
const sum = (rows: Employee[]) => rows.reduce((n, r) => n + r.salary, 0);
/** Left edge of an element, to check that footer cells sit under their columns. */
const left = (page: TestPage, selector: string) => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().left));

describe('client-side footer: aggregates cover the filtered rows of all pages', () => {
  it('sum, avg, count, min, max and custom over every page, with formats, prefix and suffix', async () => {
    const { page, rows } = await openPayroll();
    const salaries = rows.map((r) => r.salary);
    expect(await text(page, '#salary-sum')).toBe(usd0(sum(rows)));
    const avg = rows.reduce((n, r) => n + r.rating, 0) / rows.length;
    expect(await text(page, '#rating-avg')).toBe(`avg ${avg.toFixed(2)}`);
    expect(await text(page, '#salary-min')).toBe(`min ${usd0(Math.min(...salaries))}`);
    expect(await text(page, '#salary-max')).toBe(`max ${usd0(Math.max(...salaries))}`);
    expect(await text(page, '#departments')).toBe(`${new Set(rows.map((r) => r.department)).size} departments`);
    expect(await page.locator(`${PAY} tbody tr`).count()).toBe(10);
  });

  it('totals follow the search, and stay the same on another page', async () => {
    const { page, rows } = await openPayroll();
    const engineering = rows.filter((r) => r.department === 'Engineering');
    await page.getByLabel('Search').first().fill('Engineering');
    await expect.poll(() => text(page, '#name-count')).toBe(`${engineering.length} people`);
    expect(await text(page, '#salary-sum')).toBe(usd0(sum(engineering)));
    await page.locator('table[data-table="payroll"] ~ nav, nav[data-table-pagination="payroll"]').first().getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => page.locator(`nav[data-table-pagination="payroll"] [aria-current="page"]`).textContent()).toBe('2');
    expect(await text(page, '#salary-sum')).toBe(usd0(sum(engineering)));
  });

  it('rule 2: cells with text are kept (label th with colspan, a note td)', async () => {
    const { page } = await openPayroll();
    expect(await text(page, `${PAY} tfoot th`)).toBe('Totals, all pages');
    expect(await text(page, '#hired-note')).toBe('Seed date 2026-11-01');
  });

  it('data-formatter in footer mode: its Node shows, with the footer attrs it was given', async () => {
    const { page, rows } = await openPayroll();
    const star = page.locator('#rating-max .demo-stars');
    await expect.poll(() => star.textContent()).toBe(`best ${'★'.repeat(Math.max(...rows.map((r) => r.rating)))}`);
    expect(await star.getAttribute('title')).toBe(`max of rating over ${rows.length} rows`);
  });

  it('data-cell-class and data-align reach the rendered cell', async () => {
    const { page } = await openPayroll();
    expect(await page.locator('#salary-sum').getAttribute('class')).toBe('num alm-footer-strong');
    expect(await page.locator('#rating-avg').evaluate((el) => getComputedStyle(el).textAlign)).toBe('end');
  });

  it('the footer stays aligned with the checkbox column and when a column is hidden', async () => {
    const { page } = await openPayroll();
    const th = (field: string) => `${PAY} thead th[data-field="${field}"]`;
    expect(await page.locator(`${PAY} thead .alm-select-cell`).count()).toBe(1);
    expect(await left(page, '#salary-sum')).toBe(await left(page, th('salary')));
    expect(await left(page, '#name-count')).toBe(await left(page, th('name')));
    await page.getByRole('button', { name: 'Hide the Role column' }).click();
    await expect.poll(() => page.locator(th('role')).count()).toBe(0);
    await expect.poll(() => left(page, '#salary-sum')).toBe(await left(page, th('salary')));
    expect(await left(page, '#rating-avg')).toBe(await left(page, th('rating')));
    await page.getByRole('button', { name: 'Show the Role column' }).click();
    await expect.poll(() => page.locator(th('role')).count()).toBe(1);
    await expect.poll(() => left(page, '#salary-min')).toBe(await left(page, th('salary')));
  });
});

describe('legacy data-footer-aggregates (rule 5)', () => {
  it('fills blank single-column cells only; "Total" and the colspan cell are untouched; the mixed Code column is skipped', async () => {
    const page = await openPage('/table-footer.html');
    const cells = page.locator('table[data-table="parts"] tfoot tr > *');
    await expect.poll(() => cells.allTextContents()).toEqual(['Total', '475', '€1.88', '', '']);
    expect(await cells.nth(4).getAttribute('colspan')).toBe('2');
  });
});

describe('server-side footers', () => {
  it('uses the totals the response sends in meta.aggregates, for every matching row, following the filter form', async () => {
    const page = await openPage('/table-footer.html');
    const all = (await api(page, '/api/orders?totals=1&pageSize=1')).meta.aggregates;
    await expect.poll(() => text(page, '#orders-amount')).toBe(usd2(all.amount.sum));
    expect(await text(page, '#orders-qty')).toBe(all.quantity.sum.toLocaleString('en-US'));
    expect(await text(page, '#orders-count')).toBe(`${all.amount.count} orders`);
    expect(await text(page, '#orders-avg')).toBe(usd2(all.amount.avg));
    expect(await page.locator('table[data-table="orders-totals"] tfoot .alm-page-total').count()).toBe(0);

    const form = page.locator('form[data-table-filter="orders-totals"]');
    await expect.poll(() => form.locator('select[name="product"] option').count()).toBeGreaterThan(2);
    await form.locator('select[name="product"]').selectOption('Training');
    await form.getByRole('button', { name: 'Apply' }).click();
    const training = (await api(page, '/api/orders?totals=1&pageSize=1&product=Training')).meta.aggregates;
    await expect.poll(() => text(page, '#orders-amount')).toBe(usd2(training.amount.sum));
    expect(await text(page, '#orders-count')).toBe(`${training.amount.count} orders`);
  });

  it('without server totals the footer adds up the current page, marked as a page total', async () => {
    const page = await openPage('/table-footer.html');
    const pageSum = async (n: number) => {
      const rows = (await api(page, `/api/orders?page=${n}&pageSize=5&sort=id%20asc`)).data as Array<{ quantity: number }>;
      return rows.reduce((s, r) => s + r.quantity, 0);
    };
    const qty = page.locator('#page-qty');
    await expect.poll(() => qty.textContent()).toBe(`${await pageSum(1)} (this page)`);
    expect(await qty.getAttribute('class')).toContain('alm-page-total');
    expect(await qty.getAttribute('title')).toBe('Total of this page only');
    await page.locator('nav[data-table-pagination="orders-page"]').getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => qty.textContent()).toBe(`${await pageSum(2)} (this page)`);
  });
});

describe('table:footerSetup and teardown', () => {
  it('table:footerSetup carries tableId, the tfoot element and the rows, once per table', async () => {
    const page = await openPage('/table-footer.html');
    await expect.poll(() => page.evaluate(() => ((window as any).footerSetups ?? []).length)).toBe(4);
    const setups = await page.evaluate(() => (window as any).footerSetups.map((d: any) => ({
      tableId: d.tableId,
      isTfoot: d.tfoot === document.querySelector(`table[data-table="${d.tableId}"]`)!.querySelector('tfoot'),
      rows: Array.isArray(d.data) ? d.data.length : -1,
    })));
    expect(setups.map((s: any) => s.tableId).sort()).toEqual(['orders-page', 'orders-totals', 'parts', 'payroll']);
    expect(setups.every((s: any) => s.isTfoot)).toBe(true);
    expect(setups.find((s: any) => s.tableId === 'parts').rows).toBe(4);
    expect(setups.find((s: any) => s.tableId === 'orders-totals').rows).toBe(10);
  });

  it('TableManager.destroy() puts every tfoot back as the page wrote it', async () => {
    const { page } = await openPayroll();
    const original = await page.evaluate(async () => {
      const html = await fetch('/table-footer.html').then((r) => r.text());
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return Array.from(doc.querySelectorAll('tfoot'), (f) => f.outerHTML);
    });
    await page.getByRole('button', { name: 'Hide the Role column' }).click();
    await expect.poll(() => page.locator(`${PAY} tfoot td[hidden]`).count()).toBe(1);
    await page.evaluate(() => (window as any).Almanac.TableManager.destroy());
    expect(await page.locator('tfoot').evaluateAll((fs) => fs.map((f) => f.outerHTML))).toEqual(original);
  });
});

describe('accessibility', () => {
  it('the footer demo page has no serious or critical axe violations once every footer is filled', async () => {
    const { page } = await openPayroll();
    await expect.poll(() => page.locator('#page-qty').textContent()).toContain('(this page)');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
