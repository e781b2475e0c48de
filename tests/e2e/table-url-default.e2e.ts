// Every table keeps its view in the address bar unless it or the page opts out (issue "Settled" item 1;
// spec global configuration `urlParams: true`, a table's own data-url-params first; design.md). Pages are
// written here and served with the demo server's CSP; the page-wide switch comes from a script file.
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, useBrowser, type TestPage } from './harness';

useBrowser();

const ROWS = Array.from({ length: 12 }, (_, i) => `<tr><td>Name ${String(i + 1).padStart(2, '0')}</td><td>${(i * 7) % 30}</td></tr>`).join('');
const table = (id: string, attrs = '') => `<table data-table="${id}" data-page-size="5" ${attrs}><caption>${id}</caption>
<thead><tr><th data-field="name" data-sortable>Name</th><th data-field="age" data-type="number" data-sortable>Age</th></tr></thead><tbody>${ROWS}</tbody></table>`;

/** Open `path` (with its query and hash) serving `body`; `script` is served as a file after the bundle. */
async function open(path: string, body: string, script?: string): Promise<TestPage> {
  const file = new URL(path, 'http://x').pathname;
  return openPage(path, {
    before: async (p) => {
      const csp = (await p.request.get(`${baseUrl()}/bundle-table.html`)).headers()['content-security-policy'];
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>url state</title>
<link rel="stylesheet" href="/dist/almanac-table.css"><script src="/dist/almanac-table.js" defer></script>
${script ? `<script src="/__page-init.js" defer></script>` : ''}</head><body><main>${body}</main></body></html>`;
      await p.route((url) => url.pathname === file, (r) => r.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': csp }, body: html }));
      if (script) await p.route('**/__page-init.js', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: script }));
    },
  });
}

const pager = (page: TestPage, id: string) => page.locator(`[data-table-pagination="${id}"]`);
const currentPage = (page: TestPage, id: string) => pager(page, id).locator('[aria-current="page"]').textContent();
const toPage = (page: TestPage, id: string, n: number) => pager(page, id).getByRole('button', { name: `Page ${n}`, exact: true }).click();
const sortBy = (page: TestPage, id: string, field: string) => page.locator(`table[data-table="${id}"] th[data-field="${field}"] .alm-sort-button`).click();
const ariaSort = (page: TestPage, id: string, field: string) => page.locator(`table[data-table="${id}"] th[data-field="${field}"]`).getAttribute('aria-sort');
const firstName = (page: TestPage, id: string) => page.locator(`table[data-table="${id}"] tbody tr td`).first().textContent();
const search = (page: TestPage) => new URL(page.url()).search;
const param = (page: TestPage, key: string) => new URL(page.url()).searchParams.get(key);
const shown = async (page: TestPage, id: string) => expect.poll(() => currentPage(page, id)).toBe('1');

describe('URL state is on by default (spec: urlParams true)', () => {
  it('a table without data-url-params writes its sort and page to the address, and that address opens the same view', async () => {
    const page = await open('/__url-default.html', table('staff'));
    await shown(page, 'staff');
    await sortBy(page, 'staff', 'age');
    await expect.poll(() => param(page, 'sort')).toBe('age asc');
    await toPage(page, 'staff', 2);
    await expect.poll(() => param(page, 'page')).toBe('2');
    const first = await firstName(page, 'staff');

    const again = await open(`/__url-default.html${search(page)}`, table('staff'));
    await expect.poll(() => currentPage(again, 'staff')).toBe('2');
    expect(await ariaSort(again, 'staff', 'age')).toBe('ascending');
    expect(await firstName(again, 'staff')).toBe(first);
  });

  it('data-url-params="false" keeps one table out: the address does not set its view and its clicks leave the address as it was', async () => {
    const page = await open('/__url-off.html?page=2&sort=age%20desc', table('staff', 'data-url-params="false"'));
    await shown(page, 'staff');
    expect([null, 'none']).toContain(await ariaSort(page, 'staff', 'age'));
    await sortBy(page, 'staff', 'name');
    await expect.poll(() => ariaSort(page, 'staff', 'name')).toBe('ascending');
    await toPage(page, 'staff', 3);
    await expect.poll(() => currentPage(page, 'staff')).toBe('3');
    expect(search(page)).toBe('?page=2&sort=age%20desc');
  });

  it("TableManager.init({urlParams: false}) keeps the page's tables out; a table's own data-url-params=\"true\" still wins", async () => {
    const page = await open('/__url-page-off.html', table('plain') + table('own', 'data-url-params="true"'), 'TableManager.init({ urlParams: false });');
    await shown(page, 'plain');
    await shown(page, 'own');
    await sortBy(page, 'plain', 'age');
    await toPage(page, 'plain', 2);
    await expect.poll(() => currentPage(page, 'plain')).toBe('2');
    expect(search(page)).toBe('');
    // The only table in the URL is the first one there: plain keys.
    await sortBy(page, 'own', 'age');
    await expect.poll(() => param(page, 'sort')).toBe('age asc');
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['sort']);
  });
});

describe("two tables on one page never overwrite each other's keys, nor the page's own parameters", () => {
  const TWO = table('first') + table('second');

  it("the second table's keys carry its id; the page's own parameters and hash stay as they were", async () => {
    const page = await open('/__url-two.html?module=staff&note=caf%C3%A9#top', TWO);
    await shown(page, 'first');
    await shown(page, 'second');
    await sortBy(page, 'first', 'age');
    await expect.poll(() => param(page, 'sort')).toBe('age asc');
    await sortBy(page, 'second', 'name');
    await sortBy(page, 'second', 'name');
    await expect.poll(() => param(page, 'second.sort')).toBe('name desc');
    await toPage(page, 'second', 3);
    await expect.poll(() => param(page, 'second.page')).toBe('3');
    const url = new URL(page.url());
    expect(url.searchParams.get('sort')).toBe('age asc');
    expect(url.searchParams.get('page')).toBeNull();
    expect(url.searchParams.get('module')).toBe('staff');
    expect(url.searchParams.get('note')).toBe('café');
    expect(url.hash).toBe('#top');
    // Opened at that address, each table shows its own view.
    const again = await open(`/__url-two.html${url.search}${url.hash}`, TWO);
    await expect.poll(() => currentPage(again, 'second')).toBe('3');
    expect(await currentPage(again, 'first')).toBe('1');
    expect(await ariaSort(again, 'first', 'age')).toBe('ascending');
    expect(await ariaSort(again, 'second', 'name')).toBe('descending');
  });

  it('Back and Forward restore each table to its own view', async () => {
    const page = await open('/__url-history.html', TWO);
    await shown(page, 'first');
    await shown(page, 'second');
    await toPage(page, 'first', 2);
    await expect.poll(() => param(page, 'page')).toBe('2');
    await toPage(page, 'second', 3);
    await expect.poll(() => param(page, 'second.page')).toBe('3');
    await toPage(page, 'first', 3);
    await expect.poll(() => param(page, 'page')).toBe('3');

    await page.goBack();
    await expect.poll(() => currentPage(page, 'first')).toBe('2');
    expect(await currentPage(page, 'second')).toBe('3');
    await page.goBack();
    await expect.poll(() => currentPage(page, 'second')).toBe('1');
    expect(await currentPage(page, 'first')).toBe('2');
    await page.goForward();
    await expect.poll(() => currentPage(page, 'second')).toBe('3');
    expect(await currentPage(page, 'first')).toBe('2');
  });
});
