// Hostile strings in every place a table shows data (demo/pages/hostile-table.html):
// local and server cells, row templates (text and href), column labels from
// payload metadata, the data-load-target summary (text, href, class), filter
// options, toolbar filter and search text. Each place: the string reads as text,
// and nothing runs, requests or restyles the page.
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser, type TestPage } from './harness';
import { HOSTILE, domProblems, expectNothingRan, openHostile, reportFigure } from './hostile-helpers';

useBrowser();
const WIDGETS = 'table.alm-table, #hostile-summary, #hostile-filters';
const PLACES = ['local cells', 'toolbar filter text', 'template text', 'template href', 'server cells', 'summary data-text',
  'summary data-attr href', 'summary data-attr class/title', 'filter form options', 'search text', 'filter value', 'column labels (and classes, formatter names)'];
afterAll(() => reportFigure('hostile-table', PLACES));

/** Exact textContent (not trimmed: leading spaces are part of some strings) of `selector`'s elements. */
const texts = (page: TestPage, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.textContent));
const rowsOf = (table: string) => `table[data-table="${table}"] tbody tr:not(.alm-state-row)`;
const cellsOf = (table: string, column: number) => `${rowsOf(table)} td:nth-child(${column})`;

async function ready() {
  const watched = await openHostile('/hostile-table.html', { width: 1400 });
  const { page } = watched;
  await expect.poll(() => page.locator('body[data-hostile-ready]').count()).toBe(1);
  for (const table of ['hostile-local', 'hostile-template', 'hostile-server', 'hostile-columns']) {
    await expect.poll(() => page.locator(rowsOf(table)).count(), { message: table, timeout: 10_000 }).toBe(HOSTILE.length);
  }
  return watched;
}

describe('hostile strings in tables are text, and nothing runs', () => {
  it('cells of local rows (setData) and of server rows (data-source) read exactly as the strings', async () => {
    const watched = await ready();
    expect(await texts(watched.page, cellsOf('hostile-local', 2))).toEqual(HOSTILE);
    expect(await texts(watched.page, cellsOf('hostile-server', 2))).toEqual(HOSTILE);
    expect(await texts(watched.page, cellsOf('hostile-server', 3))).toEqual(HOSTILE);
    expect(await domProblems(watched.page, WIDGETS)).toEqual([]);
    await expectNothingRan(watched);
  });

  it('row templates: {{name}} is text, and an href is only ever an http, https, mailto, tel or relative URL', async () => {
    const watched = await ready();
    const { page } = watched;
    // Template rows are parsed as HTML, and the HTML parser drops U+0000 from text (a parse error, not data).
    const parsed = HOSTILE.map((h) => h.replace(/\u0000/g, ''));
    expect(await texts(page, `${rowsOf('hostile-template')} td.t-name`)).toEqual(parsed);
    expect(await texts(page, `${rowsOf('hostile-template')} a.t-link`)).toEqual(parsed);
    const hrefs = await page.locator(`${rowsOf('hostile-template')} a.t-link`).evaluateAll((as) => as.map((a) => (a.hasAttribute('href') ? (a as HTMLAnchorElement).protocol : null)));
    HOSTILE.forEach((h, i) => {
      if (/^\W*(?:java|vb)\W*script|^data:/i.test(h.replace(/[\t\n\u0001]/g, ''))) expect(hrefs[i], h).toBeNull();
    });
    expect(await domProblems(page, WIDGETS)).toEqual([]);
    await expectNothingRan(watched);
  });

  it('the data-load-target summary: data-text is text; data-attr href, title and class keep the strings as values', async () => {
    const watched = await ready();
    const { page } = watched;
    const links = page.locator('#hostile-summary li a');
    await expect.poll(() => links.count()).toBe(HOSTILE.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.textContent))).toEqual(HOSTILE);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('title')))).toEqual(HOSTILE);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('class')))).toEqual(HOSTILE);
    expect(await domProblems(page, WIDGETS)).toEqual([]);
    await expectNothingRan(watched);
  });

  it('column labels, header classes and formatter names from payload metadata are text and plain values', async () => {
    const watched = await ready();
    const { page } = watched;
    const headers = await texts(page, 'table[data-table="hostile-columns"] thead th');
    expect(headers.map((t) => (t ?? '').trim())).toEqual(['ID', ...HOSTILE.map((h) => h.trim())]);
    // Row i, column j holds string (i + j) mod N: every column (whatever formatter name it gives) shows every string as text.
    const cells = await page.locator(rowsOf('hostile-columns')).evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).slice(1).map((td) => td.textContent)));
    expect(cells).toEqual(HOSTILE.map((_, i) => HOSTILE.map((__, j) => HOSTILE[(i + j) % HOSTILE.length])));
    expect(await domProblems(page, WIDGETS)).toEqual([]);
    await expectNothingRan(watched);
  });

  it('filter form options from the response are text and values; the toolbar filter takes every string', async () => {
    const watched = await ready();
    const { page } = watched;
    const options = page.locator('#hostile-filters select[name="kind"] option');
    expect(await options.evaluateAll((os) => os.slice(1).map((o) => [o.textContent, (o as HTMLOptionElement).value]))).toEqual(HOSTILE.map((h) => [h, h]));
    for (const h of HOSTILE) {
      await page.locator('#local-filter').fill(h);
      const wanted = h.replace(/[\r\n]/g, '').trim().toLowerCase(); // a search input drops line breaks; the filter trims and ignores case
      await expect.poll(async () => (await texts(page, cellsOf('hostile-local', 2))).every((t) => (t ?? '').toLowerCase().includes(wanted)), { message: h }).toBe(true);
    }
    expect(await domProblems(page, WIDGETS)).toEqual([]);
    await expectNothingRan(watched);
  });
});

describe('hostile search text and filter values travel to the API as values', () => {
  /** Submit the filter form and wait for the rows request it makes; returns that request's URL. */
  async function submit(page: TestPage): Promise<URL> {
    const request = page.waitForRequest((r) => r.url().includes('/api/hostile/rows'));
    await page.locator('#hostile-filters button[type="submit"]').click();
    const url = new URL((await request).url());
    await expect.poll(() => page.locator('table[data-table="hostile-server"] .alm-state-row-loading, table[data-table="hostile-server"] .alm-state-loading').count()).toBe(0);
    return url;
  }

  it('search text: every string is sent as the search parameter and the matching row is shown', async () => {
    const watched = await ready();
    const { page } = watched;
    const input = page.locator('#hostile-filters input[name="search"]');
    for (const h of HOSTILE) {
      await input.fill(h);
      const typed = await input.inputValue(); // a search input folds line breaks; the form trims
      const url = await submit(page);
      expect(url.searchParams.get('search'), h).toBe(typed.trim());
      if (typed === h) await expect.poll(() => texts(page, cellsOf('hostile-server', 2)), { message: h }).toContain(h);
    }
    expect(await domProblems(page, WIDGETS)).toEqual([]);
    await expectNothingRan(watched);
  });

  it('filter values: every option is sent as its own value and selects its one row', async () => {
    const watched = await ready();
    const { page } = watched;
    const select = page.locator('#hostile-filters select[name="kind"]');
    for (const [i, h] of HOSTILE.entries()) {
      await select.selectOption({ index: i + 1 });
      const url = await submit(page);
      expect(url.searchParams.get('kind'), h).toBe(h.trim());
      await expect.poll(() => texts(page, cellsOf('hostile-server', 2)), { message: h }).toEqual([h]);
    }
    expect(await domProblems(page, WIDGETS)).toEqual([]);
    await expectNothingRan(watched);
  });
});
