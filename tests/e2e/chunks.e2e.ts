// Parts loaded on first use (dynamic imports split off by the bundler, scripts/classic-split.mjs):
// the data-load-target binder (part load-target) and the dayjs date formats (part format-lazy) are
// separate files, dist/<bundle>-<part>-<hash>.js, requested only when a table needs them, once per
// page, from the folder of the bundle script. Every page runs under the demo server's strict CSP.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { columnTexts, networkQuiet, openPage, partRan, partRequests, partRoute, useBrowser, type TestPage, baseUrl } from './harness';

useBrowser();

const PEOPLE = 'table[data-table="people"]';
const ORDERS = 'table[data-table="orders"]';

interface Loaded {
  page: TestPage;
  /** Path + query of every request the page made. */
  requests: string[];
}

interface LoadOptions {
  /** Serve this HTML at `path`, with the demo server's CSP. */
  html?: string;
  /** Extra routes, set before the page navigates. */
  routes?: Array<[string | RegExp, (route: Route) => unknown]>;
  allowConsoleErrors?: boolean;
  waitUntil?: 'load' | 'domcontentloaded';
}

/**
 * Records CSP violations from before any script of the page runs, and the window's own keys at
 * the moment the first chunk <script> is added (before any chunk ran).
 */
function recordViolations() {
  const w = window as unknown as { __cspViolations: string[]; __keysBeforeChunks: string[] | null };
  w.__cspViolations = [];
  w.__keysBeforeChunks = null;
  document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  new MutationObserver((records, observer) => {
    if (!records.some((r) => [...r.addedNodes].some((n) => n instanceof HTMLScriptElement && /almanac(?:-table|-calendar)?-[a-z-]+-[\w-]{6}\.js/.test(n.src)))) return;
    w.__keysBeforeChunks = Object.keys(window);
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function load(path: string, options: LoadOptions = {}): Promise<Loaded> {
  const requests: string[] = [];
  const page = await openPage(path, {
    allowConsoleErrors: options.allowConsoleErrors,
    waitUntil: options.waitUntil,
    before: async (p) => {
      p.on('request', (r) => {
        const url = new URL(r.url());
        requests.push(url.pathname + url.search);
      });
      await p.addInitScript(recordViolations);
      for (const [pattern, handler] of options.routes ?? []) await p.route(pattern, handler);
      if (options.html) {
        const csp = (await p.request.get(`${baseUrl()}/bundle-table.html`)).headers()['content-security-policy'];
        const html = options.html;
        await p.route(`**${path}`, (r) => r.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': csp }, body: html }));
      }
    },
  });
  return { page, requests };
}

const chunkRequests = partRequests;
const almanacWarnings = (page: TestPage) => page.warnings.filter((w) => w.startsWith('[almanac]'));
/** The one warning a part that cannot be loaded gives: its file's URL, then what the page does without it. */
const couldNotLoad = (part: string, without: string): RegExp => {
  const text = without.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');
  return new RegExp(`^\\[almanac\\] could not load http://[^ ]+/dist/almanac(?:-table|-calendar)?-${part}-[\\w-]{6}\\.js — ${text}$`);
};
const violations = (page: TestPage) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
/** table:error events the page heard (demo js/event-log.js), as "tableId action". */
const tableErrors = (page: TestPage) => page.evaluate(() => ((window as any).almanacEvents as Array<{ name: string; detail: any }>)
  .filter((e) => e.name === 'table:error').map((e) => `${e.detail.tableId} ${e.detail.action}`));
const summary = (page: TestPage, id: string) => page.locator(`#${id} strong`).innerText();
const settled = (page: TestPage) => networkQuiet(page);

/** A dist file, as a route answer (served under another path). */
const distFile = (file: string) => ({ status: 200, contentType: 'text/javascript; charset=utf-8', body: readFileSync(`dist/${file}`, 'utf8') });
const status404 = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });

/** A page like bundle-table.html whose bundle comes from `script` (attributes included). */
function pageWith(script: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chunks</title>
<link rel="stylesheet" href="/dist/almanac-table.css">
${script}</head><body><main>
<section id="team-summary"><strong data-text="meta.total">0</strong></section>
<table data-table="team" data-page-size="2" data-default-sort="name asc" data-load-target="#team-summary">
  <thead><tr><th data-field="name" data-sortable>Name</th><th data-field="hired" data-type="date" data-format="date" data-pattern="DD/MM/YYYY">Hired</th></tr></thead>
  <tbody><tr><td>Grace</td><td>2015-11-20</td></tr><tr><td>Ada</td><td>2019-03-04</td></tr><tr><td>Alan</td><td>2018-02-28</td></tr></tbody>
</table></main></body></html>`;
}

describe('a chunk is requested only when its feature is used', () => {
  it('a table without data-load-target never requests the binder chunk', async () => {
    const { page, requests } = await load('/bundle-table.html');
    await expect.poll(() => columnTexts(page, 'table[data-table="team"]', 1)).toHaveLength(4);
    await settled(page);
    expect(chunkRequests(requests)).toEqual(['/dist/part:format-lazy']); // its Hired column has a data-pattern
  });

  it("a tree table requests the groups part but never the footer's (it names no group field, so no aggregates)", async () => {
    const { page, requests } = await load('/table-tree.html');
    await expect.poll(() => page.locator('table[data-table="tasks"] tbody tr[aria-level]').count()).toBeGreaterThan(1);
    await settled(page);
    expect(chunkRequests(requests)).toContain('/dist/part:GroupedBody');
    expect(chunkRequests(requests)).not.toContain('/dist/part:TableFoot');
  });

  it('dates and numbers without data-pattern request no chunk at all', async () => {
    const { page, requests } = await load('/__no-chunks.html', {
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>no chunks</title>
<link rel="stylesheet" href="/dist/almanac-table.css"><script src="/dist/almanac-table.js" defer></script></head><body><main>
<table data-table="plain" data-default-sort="day asc"><thead><tr>
  <th data-field="day" data-type="date" data-format="date" data-sortable>Day</th><th data-field="at" data-format="datetime">At</th>
  <th data-field="n" data-format="number">N</th><th data-field="p" data-format="currency">P</th></tr></thead>
<tbody><tr><td>2024-03-05</td><td>2024-03-05 14:30</td><td>1500</td><td>2</td></tr>
<tr><td>2023-01-02</td><td>2023-01-02 09:05</td><td>2500000</td><td>3.5</td></tr></tbody></table></main></body></html>`,
    });
    const T = 'table[data-table="plain"]';
    await expect.poll(() => columnTexts(page, T, 1)).toEqual(['Jan 2, 2023', 'Mar 5, 2024']);
    expect(await columnTexts(page, T, 3)).toEqual(['2,500,000', '1,500']);
    await settled(page);
    expect(chunkRequests(requests)).toEqual([]);
    expect(almanacWarnings(page)).toEqual([]);
  });

  it('humanized words and numbers, bytes, durations and truncation come with the formats chunk, requested once', async () => {
    const { page, requests } = await load('/__no-chunks.html', {
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>no chunks</title>
<link rel="stylesheet" href="/dist/almanac-table.css"><script src="/dist/almanac-table.js" defer></script></head><body><main>
<table data-table="plain" data-default-sort="day asc"><thead><tr>
  <th data-field="day" data-type="date" data-format="date" data-sortable>Day</th><th data-field="at" data-format="datetime">At</th>
  <th data-field="key" data-format="humanize">Key</th><th data-field="n" data-format="humanize">N</th>
  <th data-field="size" data-format="bytes">Size</th><th data-field="took" data-format="duration">Took</th></tr></thead>
<tbody><tr><td>2024-03-05</td><td>2024-03-05 14:30</td><td>first_name</td><td>1500</td><td>1536</td><td>245</td></tr>
<tr><td>2023-01-02</td><td>2023-01-02 09:05</td><td>userID</td><td>2500000</td><td>2048</td><td>3665</td></tr></tbody></table></main></body></html>`,
    });
    const T = 'table[data-table="plain"]';
    await expect.poll(() => columnTexts(page, T, 1)).toEqual(['Jan 2, 2023', 'Mar 5, 2024']);
    await expect.poll(() => columnTexts(page, T, 3)).toEqual(['User ID', 'First name']);
    expect(await columnTexts(page, T, 4)).toEqual(['2.5M', '1.5K']);
    expect(await columnTexts(page, T, 5)).toEqual(['2 KB', '1.5 KB']);
    expect(await columnTexts(page, T, 6)).toEqual(['1:01:05', '4:05']);
    await settled(page);
    expect(chunkRequests(requests)).toEqual(['/dist/part:format-lazy']);
    expect(almanacWarnings(page)).toEqual([]);
  });

  it('a row template is filled by the template chunk: requested once, whatever the rows (almanac.js)', async () => {
    const { page, requests } = await load('/table-template.html');
    await expect.poll(() => page.locator('table[data-table="tpl"] tbody tr.tpl-row').count()).toBe(5);
    await settled(page);
    expect(chunkRequests(requests)).toEqual(['/dist/part:load-target']);
  });

  it('cell controls come from the cells part, only when needed; a misspelt attribute still gets its did-you-mean hint', async () => {
    const { page, requests } = await load('/table-config.html');
    await expect.poll(() => page.locator('#editable_qty_2').count()).toBe(1);
    await settled(page);
    expect(chunkRequests(requests)).toContain('/dist/part:CellControl');
    // The suggestions are the hints part, in almanac.js as in the single bundles (core/did-you-mean.ts).
    expect(chunkRequests(requests)).not.toContain('/dist/part:hints');
    const bad = await load('/table-bad-input.html');
    await expect.poll(() => almanacWarnings(bad.page).some((w) => /is not a table attribute; did you mean data-/.test(w))).toBe(true);
    expect(chunkRequests(bad.requests)).toContain('/dist/part:hints');
    expect(chunkRequests(bad.requests)).not.toContain('/dist/part:CellControl');
  });

  it('two tables with data-load-target request the binder chunk once, however many loads, and both summaries are bound', async () => {
    const { page, requests } = await load('/table-lazy.html');
    await expect.poll(() => summary(page, 'people-summary')).toBe('300');
    await expect.poll(() => summary(page, 'orders-summary')).not.toBe('0');
    // more loads, each rebinding its summary
    const pageOf = (id: string) => page.locator(`#${id} [data-text="meta.page"]`).innerText();
    await page.getByRole('button', { name: 'Page 2', exact: true }).first().click();
    await page.getByRole('button', { name: 'Page 2', exact: true }).last().click();
    await expect.poll(() => pageOf('people-summary')).toBe('2');
    await expect.poll(() => pageOf('orders-summary')).toBe('2');
    await settled(page);
    expect(chunkRequests(requests).sort()).toEqual(['/dist/part:format-lazy', '/dist/part:load-target']);
    expect(await violations(page)).toEqual([]);
    expect(almanacWarnings(page)).toEqual([]);
  });

  it('editable rows come with the rows bar part (RowsBar); drag reorder (svelte-dnd-action) with the drag chunk, only for sortable rows', async () => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>rows</title></head><body>
      <table data-table="lines" data-editable-rows="true"><thead><tr><th data-field="name">Name</th></tr></thead>
      <tbody><tr data-id="1"><td>Apples</td></tr><tr data-id="2"><td>Pears</td></tr></tbody></table>
      <script src="/dist/almanac-table.js"></script></body></html>`;
    const { page, requests } = await load('/rows-only.html', { html });
    await expect.poll(() => page.getByRole('button', { name: 'Add row' }).count()).toBe(1);
    await settled(page);
    expect(chunkRequests(requests)).toContain('/dist/part:RowsBar');
    expect(chunkRequests(requests)).not.toContain('/dist/part:row-drag');
    const sortable = await load('/table-rows.html');
    await expect.poll(() => sortable.page.locator('.alm-drag-handle').count()).toBeGreaterThan(0);
    expect(chunkRequests(sortable.requests).filter((r) => r === '/dist/part:row-drag')).toHaveLength(1);
  });

  it('a part adds no global: parts are kept under a Symbol key, window.Almanac keeps its own keys', async () => {
    const { page } = await load('/table-lazy.html');
    await expect.poll(() => summary(page, 'people-summary')).toBe('300');
    await settled(page);
    const seen = await page.evaluate(() => {
      const w = window as any;
      const before = new Set<string>(w.__keysBeforeChunks);
      return {
        keys: Object.keys(w.Almanac).sort(),
        parts: [...w[Symbol.for('almanac.parts')].e.keys()].map((f: string) => /^almanac-table-([a-z-]+?)-[\w-]{6}\.js$/.exec(f)?.[1]).filter(Boolean).sort(),
        globals: Object.keys(window).filter((k) => !before.has(k)),
      };
    });
    expect(seen.parts).toEqual(expect.arrayContaining(['format-lazy', 'load-target']));
    expect({ keys: seen.keys, globals: seen.globals }).toEqual({ keys: ['EventManager', 'TableManager'], globals: [] });
  });
});

describe('the features work once their chunk is there', () => {
  it('the binder rebinds the summary after every load: paging and sorting update it', async () => {
    const { page } = await load('/table-lazy.html');
    const names = () => page.locator('#people-summary [data-text="row.name"]').allInnerTexts();
    await expect.poll(() => page.locator('#people-summary [data-text="meta.page"]').innerText()).toBe('1');
    await expect.poll(names).toEqual(await columnTexts(page, PEOPLE, 1));
    await page.getByRole('button', { name: 'Page 2', exact: true }).first().click();
    await expect.poll(() => page.locator('#people-summary [data-text="meta.page"]').innerText()).toBe('2');
    await expect.poll(names).toEqual(await columnTexts(page, PEOPLE, 1));
    const before = await columnTexts(page, PEOPLE, 1);
    await page.locator(`${PEOPLE} th[data-field="name"] .alm-sort-button`).click();
    await expect.poll(() => columnTexts(page, PEOPLE, 1)).not.toEqual(before);
    await expect.poll(names).toEqual(await columnTexts(page, PEOPLE, 1));
    expect(await names()).toHaveLength(5);
  });

  it("a date with data-pattern is never shown in the locale's format first: the page's rows stay until the formats chunk arrives, then the table's, in the pattern", async () => {
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    const { page, requests } = await load('/bundle-table.html', {
      waitUntil: 'domcontentloaded', // the held chunk holds the load event too
      routes: [[partRoute('format-lazy'), async (route: Route) => { await held; await route.continue(); }]],
    });
    const T = 'table[data-table="team"]';
    const hired = () => columnTexts(page, T, 4);
    await expect.poll(() => partRequests(requests)).toEqual(['/dist/part:format-lazy']);
    await page.locator(`${T} .alm-sort-button`).first().waitFor(); // the table is enhanced: its header is the table's
    const before = await hired();
    expect(before.some((text) => /^[A-Z][a-z]{2} \d/.test(text))).toBe(false);
    release();
    await expect.poll(hired).toEqual(['4 Mar 2019', '28 Feb 2018', '10 Oct 2014', '15 Jan 2020']);
    expect(almanacWarnings(page)).toEqual([]);
  });
});

describe('a chunk that cannot be loaded', () => {
  it('binder chunk 404: one [almanac] warning, table:error with action data-load-target, and the tables still render, sort and page', async () => {
    const { page, requests } = await load('/table-lazy.html', { allowConsoleErrors: true, routes: [[partRoute('load-target'), status404]] });
    await expect.poll(() => columnTexts(page, PEOPLE, 1)).toHaveLength(5);
    await expect.poll(() => tableErrors(page)).toEqual(expect.arrayContaining(['people data-load-target', 'orders data-load-target']));
    const first = await columnTexts(page, PEOPLE, 1);
    await page.locator(`${PEOPLE} th[data-field="name"] .alm-sort-button`).click();
    await expect.poll(() => columnTexts(page, PEOPLE, 1)).not.toEqual(first);
    await page.getByRole('button', { name: 'Page 2', exact: true }).first().click();
    await expect.poll(() => page.locator(`${PEOPLE} tbody tr`).count()).toBe(5);
    await expect.poll(() => columnTexts(page, ORDERS, 1)).toHaveLength(5);
    await settled(page);
    const warnings = almanacWarnings(page);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(couldNotLoad('load-target', 'data-load-target is not bound'));
    expect(chunkRequests(requests).filter((r) => r.includes('load-target'))).toEqual(['/dist/part:load-target']);
    expect(await summary(page, 'people-summary')).toBe('0'); // never bound
    expect((await tableErrors(page)).every((e) => e.endsWith(' data-load-target'))).toBe(true);
    // the formats chunk is not affected
    await expect.poll(() => columnTexts(page, PEOPLE, 3).then((t) => t.every((d) => /^\d\d\/\d\d\/\d{4}$/.test(d)))).toBe(true);
  });

  it("formats chunk 404: one [almanac] warning, table:error with action formats, dates keep the locale's format, the table sorts and pages", async () => {
    const { page } = await load('/bundle-table.html', { allowConsoleErrors: true, routes: [[partRoute('format-lazy'), status404]] });
    const T = 'table[data-table="team"]';
    await expect.poll(() => columnTexts(page, T, 4)).toEqual(['Mar 4, 2019', 'Feb 28, 2018', 'Oct 10, 2014', 'Jan 15, 2020']);
    await expect.poll(() => tableErrors(page)).toEqual(['team formats']);
    await page.locator(`${T} th[data-field="hired"] .alm-sort-button`).click();
    await expect.poll(() => columnTexts(page, T, 4)).toEqual(['Oct 10, 2014', 'Nov 20, 2015', 'Jul 7, 2017', 'Feb 28, 2018']);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => columnTexts(page, T, 4)).toEqual(['Mar 4, 2019', 'Jan 15, 2020']);
    await settled(page);
    expect(almanacWarnings(page)).toEqual([
      expect.stringMatching(couldNotLoad('format-lazy', "date patterns and relative dates show the locale's date format; bytes, duration, humanize and truncate show the plain value")),
    ]);
    expect(await tableErrors(page)).toEqual(['team formats']);
  });
});

describe('a feature chunk that cannot be loaded costs only its feature', () => {
  it('actions chunk 404: one warning, no actions column, the rows still show and sort', async () => {
    const { page } = await load('/table-row-actions.html', { allowConsoleErrors: true, routes: [[partRoute('row-actions'), status404]] });
    const T = 'table[data-table="employees"]';
    await expect.poll(() => page.locator(`${T} tbody tr[data-id]`).count()).toBe(10);
    await settled(page);
    expect(almanacWarnings(page)).toEqual([
      expect.stringMatching(couldNotLoad('row-actions', 'row actions do not work')),
    ]);
    expect(await page.locator(`${T} .alm-row-actions`).count()).toBe(0);
    const first = await page.locator(`${T} tbody tr[data-id]`).first().getAttribute('data-id');
    await page.locator(`${T} th[data-field="id"] .alm-sort-button`).click();
    await expect.poll(() => page.locator(`${T} tbody tr[data-id]`).first().getAttribute('data-id')).not.toBe(first);
  });

  it('footer chunk 404: one warning, table:error with action footer, the tfoot stays as the page wrote it', async () => {
    const { page } = await load('/table-footer.html', { allowConsoleErrors: true, routes: [[partRoute('TableFoot'), status404]] });
    const T = 'table[data-table="payroll"]';
    const before = await page.locator(`${T} tfoot`).innerHTML();
    await expect.poll(() => page.locator(`${T} tbody tr`).count()).toBeGreaterThan(0);
    await expect.poll(() => tableErrors(page)).toEqual(expect.arrayContaining(['payroll footer']));
    await settled(page);
    expect(almanacWarnings(page)).toEqual([
      expect.stringMatching(couldNotLoad('TableFoot', 'footer aggregates are not shown')),
    ]);
    expect(await page.locator(`${T} tfoot`).innerHTML()).toBe(before);
  });

  it('drag chunk 404: one warning, table:error with action drag, no handles; adding, copying and deleting rows still work', async () => {
    const { page } = await load('/table-rows.html', { allowConsoleErrors: true, routes: [[partRoute('row-drag'), status404]] });
    const ITEMS = 'table[data-table="items"]';
    await expect.poll(() => page.locator(`${ITEMS} .alm-row-delete`).count()).toBe(3);
    const rowErrors = () => page.evaluate(() => ((window as any).rowEvents as Array<{ name: string; detail: any }>)
      .filter((e) => e.name === 'table:error').map((e) => `${e.detail.tableId} ${e.detail.action}`));
    await expect.poll(rowErrors).toEqual(['order drag']);
    await settled(page);
    expect(almanacWarnings(page)).toEqual([
      expect.stringMatching(couldNotLoad('row-drag', 'rows cannot be reordered')),
    ]);
    expect(await page.locator('.alm-drag-handle').count()).toBe(0);
    await page.getByRole('button', { name: 'Add row' }).first().click();
    await expect.poll(() => page.locator(`${ITEMS} tbody tr[data-id]`).count()).toBe(4);
  });

  it('forms chunk: requested only by a table with a filter form; a 404 costs only the form (one warning, table:error forms)', async () => {
    const plain = await load('/table-basic.html');
    await expect.poll(() => plain.page.locator('table[data-table="staff"] tbody tr').count()).toBeGreaterThan(0);
    await settled(plain.page);
    expect(chunkRequests(plain.requests)).not.toContain('/dist/part:filter-form');
    const { page, requests } = await load('/table-remote.html', { allowConsoleErrors: true, routes: [[partRoute('filter-form'), status404]] });
    await expect.poll(() => page.locator('table[data-table="employees"] tbody tr[data-id]').count()).toBeGreaterThan(0);
    await settled(page);
    expect(chunkRequests(requests)).toContain('/dist/part:filter-form');
    expect(almanacWarnings(page)).toEqual([
      expect.stringMatching(couldNotLoad('filter-form', 'filter forms submit as plain forms')),
    ]);
    await expect.poll(() => tableErrors(page)).toEqual(['employees forms']);
  });

  it('cells chunk 404: one warning, the cells stay empty of controls, the other columns show', async () => {
    const { page } = await load('/table-config.html', { allowConsoleErrors: true, routes: [[partRoute('CellControl'), status404]] });
    await expect.poll(() => columnTexts(page, 'table[data-table="editable"]', 1)).toEqual(['Apples', 'Pears', 'Plums']);
    await settled(page);
    expect(almanacWarnings(page)).toEqual([
      expect.stringMatching(couldNotLoad('CellControl', 'cells show no form controls')),
    ]);
    expect(await page.locator('#editable_qty_2').count()).toBe(0);
    expect(await page.locator('td[data-element-id="editable_qty_2"]').count()).toBe(1);
  });

  it('filters chunk: requested only by a table with a header filter; a 404 costs only the filter row (one warning, table:error filters)', async () => {
    const plain = await load('/table-basic.html');
    await expect.poll(() => plain.page.locator('table[data-table="staff"] tbody tr').count()).toBeGreaterThan(0);
    await settled(plain.page);
    expect(chunkRequests(plain.requests)).not.toContain('/dist/part:FilterRow');
    const { page, requests } = await load('/table-filters.html', { allowConsoleErrors: true, routes: [[partRoute('FilterRow'), status404]] });
    const T = 'table[data-table="people"]';
    await expect.poll(() => tableErrors(page)).toEqual(['people filters']);
    await settled(page);
    expect(chunkRequests(requests).filter((r) => r.includes('FilterRow'))).toEqual(['/dist/part:FilterRow']);
    expect(almanacWarnings(page)).toEqual([
      expect.stringMatching(couldNotLoad('FilterRow', 'header filters are not shown')),
    ]);
    expect(await page.locator(`${T} .alm-filter-row`).count()).toBe(0);
    // The rest works: the search box filters, a header sorts.
    await page.getByLabel('Search', { exact: true }).first().fill('zzzz-no-such-person');
    await expect.poll(() => page.locator(`${T} .alm-state-empty`).count()).toBe(1);
    await page.getByLabel('Search', { exact: true }).first().fill('');
    await page.locator(`${T} th[data-field="salary"] .alm-sort-button`).click();
    await expect.poll(() => page.locator(`${T} th[data-field="salary"]`).getAttribute('aria-sort')).toBe('ascending');
  });

  it('auth chunk: requested by the first 401/403 answer, not before; a 404 costs only the redirect (one warning, table:error auth)', async () => {
    const { page, requests } = await load('/table-auth.html', { allowConsoleErrors: true, routes: [[partRoute('auth'), status404]] });
    const guarded = 'table[data-table="guarded"] tbody tr:not(.alm-state-row)';
    await expect.poll(() => page.locator(guarded).count()).toBe(5);
    await settled(page);
    expect(chunkRequests(requests)).not.toContain('/dist/part:auth');
    await page.getByRole('button', { name: 'Mount a table on a 403 endpoint' }).click();
    await expect.poll(() => tableErrors(page)).toEqual(['t403 load', 't403 auth']);
    await settled(page);
    expect(chunkRequests(requests).filter((r) => r.includes('auth'))).toEqual(['/dist/part:auth']);
    expect(almanacWarnings(page)).toEqual([
      expect.stringMatching(couldNotLoad('auth', 'a 401 or 403 answer neither redirects nor notifies')),
    ]);
    expect(new URL(page.url()).pathname).toBe('/table-auth.html');
    // The other table keeps working: it pages.
    const first = await page.locator(guarded).first().innerText();
    await page.locator('[data-table-pagination="guarded"]').getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.locator(guarded).first().innerText()).not.toBe(first);
  });
});

describe('where a chunk is loaded from', () => {
  it("the chunk URL is resolved from the bundle script's own src: served from /assets/x/, chunks come from /assets/x/ (query kept)", async () => {
    const { page, requests } = await load('/__assets-x.html', {
      html: pageWith('<script src="/assets/x/almanac-table.js?v=7" defer></script>'),
      routes: [['**/assets/x/*', (route: Route) => route.fulfill(distFile(new URL(route.request().url()).pathname.split('/').pop()!))]],
    });
    await expect.poll(() => summary(page, 'team-summary')).toBe('3');
    await expect.poll(() => columnTexts(page, 'table[data-table="team"]', 2)).toEqual(['04/03/2019', '28/02/2018']);
    await settled(page);
    expect(chunkRequests(requests).sort()).toEqual(['/assets/x/part:format-lazy?v=7', '/assets/x/part:load-target?v=7']);
    expect(requests.some((r) => r.startsWith('/dist/') && r.endsWith('.js'))).toBe(false);
    expect(await violations(page)).toEqual([]);
    expect(almanacWarnings(page)).toEqual([]);
  });

  it('without document.currentScript (the bundle run as a module), data-almanac-base names the chunk folder', async () => {
    const { page, requests } = await load('/__module.html', {
      html: pageWith('<script type="module" src="/assets/y/almanac-table.js" data-almanac-base="/dist/"></script>'),
      routes: [['**/assets/y/almanac-table.js', (route: Route) => route.fulfill(distFile('almanac-table.js'))]],
    });
    await expect.poll(() => summary(page, 'team-summary')).toBe('3');
    await expect.poll(() => columnTexts(page, 'table[data-table="team"]', 2)).toEqual(['04/03/2019', '28/02/2018']);
    await settled(page);
    expect(chunkRequests(requests).sort()).toEqual(['/dist/part:format-lazy', '/dist/part:load-target']);
    expect(almanacWarnings(page)).toEqual([]);
  });

  it('without currentScript and without data-almanac-base: no guess, one warning per chunk saying what to set; the table works', async () => {
    const { page, requests } = await load('/__module-no-base.html', {
      html: pageWith('<script type="module" src="/assets/y/almanac-table.js"></script>'),
      routes: [['**/assets/y/almanac-table.js', (route: Route) => route.fulfill(distFile('almanac-table.js'))]],
    });
    await expect.poll(() => columnTexts(page, 'table[data-table="team"]', 1)).toEqual(['Ada', 'Alan']);
    await expect.poll(() => almanacWarnings(page)).toHaveLength(2);
    expect(almanacWarnings(page).sort()).toEqual([
      expect.stringMatching(/^\[almanac\] could not load almanac-table-format-lazy-[\w-]{6}\.js: set data-almanac-base — date patterns and relative dates show the locale's date format; bytes, duration, humanize and truncate show the plain value$/),
      expect.stringMatching(/^\[almanac\] could not load almanac-table-load-target-[\w-]{6}\.js: set data-almanac-base — data-load-target is not bound$/),
    ]);
    expect(chunkRequests(requests)).toEqual([]);
  });
});

/** A page with one calendar from almanac-calendar.js (`attrs` on it), showing November 2026. */
function calendarWith(attrs: string, events: unknown[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>calendar chunks</title>
<link rel="stylesheet" href="/dist/almanac-calendar.css"><script src="/dist/almanac-calendar.js" defer></script></head><body><main>
<div id="cal" data-event-calendar data-date="2026-11-01" ${attrs} data-events='${JSON.stringify(events)}'></div></main></body></html>`;
}
const PALETTE_ONLY = [
  { id: 'sprint', title: 'Sprint', start: '2026-11-09', end: '2026-11-13' },
  { id: 'holiday', title: 'Holiday', start: '2026-11-26', color: '#c2410c' },
];
/** With a timed event in the first week of November 2026 (the week and day views show it by time). */
const WEEK = [...PALETTE_ONLY, { id: 'sync', title: 'Sync', start: '2026-11-03T10:00:00', end: '2026-11-03T11:00:00', allDay: false }];
const LIGHT = [...PALETTE_ONLY, { id: 'amber', title: 'Amber', start: '2026-11-17', end: '2026-11-18', color: '#f59e0b' }];
/** The text colour the calendar set on an event's bar ('' when it set none: the stylesheet's). */
const textColor = (page: TestPage, id: string) => page.locator(`[data-event-id="${id}"]`).first().evaluate((el) => (el as HTMLElement).style.getPropertyValue('--ec-event-text'));
const calendarShown = (page: TestPage) => page.locator('#cal .ec-month-view').waitFor();

describe('calendar chunks: each requested only when its feature is used', () => {
  it('palette colours and no click API: no chunk but the overlays, and a click opens the built-in dialog', async () => {
    const { page, requests } = await load('/bundle-calendar.html');
    await page.locator('.ec-month-view').waitFor();
    await page.locator('.ec-event-bar[data-event-id="sprint"]').first().click();
    await page.getByRole('dialog', { name: 'Sprint 12' }).waitFor();
    await settled(page);
    expect(chunkRequests(requests)).toEqual(['/dist/part:overlays']); // the dialog, loaded by the click
    expect(almanacWarnings(page)).toEqual([]);
  });

  it('a colour outside the palette requests the contrast chunk once; no event is drawn until it is there, then each in its AA text colour', async () => {
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    const { page, requests } = await load('/__cal-contrast.html', {
      html: calendarWith('', LIGHT),
      waitUntil: 'domcontentloaded', // the held chunk holds the load event too
      routes: [[partRoute('contrast'), async (route: Route) => { await held; await route.continue(); }]],
    });
    await calendarShown(page);
    await expect.poll(() => partRequests(requests)).toEqual(['/dist/part:contrast']);
    expect(await page.locator('#cal [data-event-id]').count()).toBe(0);
    release();
    await expect.poll(() => page.locator('#cal [data-event-id="amber"]').count()).toBeGreaterThan(0);
    expect(await textColor(page, 'amber')).toMatch(/^#(000|111)$/);
    expect(await textColor(page, 'sprint')).toBe('#fff');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await settled(page);
    expect(chunkRequests(requests)).toEqual(['/dist/part:contrast']);
    expect(almanacWarnings(page)).toEqual([]);
    expect(await violations(page)).toEqual([]);
  });

  it('data-on-event-click-api: the click chunk is requested by the first event click, not before, and the click API answers', async () => {
    const api: string[] = [];
    const { page, requests } = await load('/__cal-click.html', {
      html: calendarWith('data-on-event-click-api="/test-api/events/{id}/click"', PALETTE_ONLY),
      routes: [['**/test-api/**', (route: Route) => {
        api.push(new URL(route.request().url()).pathname);
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { description: 'From the API' } }) });
      }]],
    });
    await calendarShown(page);
    await settled(page);
    expect(chunkRequests(requests)).toEqual([]);
    await page.locator('.ec-event-bar[data-event-id="sprint"]').click();
    await expect.poll(() => page.locator('dialog[open]').textContent()).toContain('From the API');
    await page.keyboard.press('Escape');
    await page.locator('.ec-event-bar[data-event-id="holiday"]').click();
    await expect.poll(() => api).toEqual(['/test-api/events/sprint/click', '/test-api/events/holiday/click']);
    await settled(page);
    expect(chunkRequests(requests)).toEqual(['/dist/part:click-api', '/dist/part:overlays']); // and the dialog the answer opens
    expect(almanacWarnings(page)).toEqual([]);
  });

  it('the week and day grid is in the calendar bundle and the click overlays are a part: a month page requests nothing; switching views requests nothing; a click loads its part once', async () => {
    const { page, requests } = await load('/__cal-parts.html', { html: calendarWith('', WEEK) });
    await calendarShown(page);
    await settled(page);
    expect(chunkRequests(requests)).toEqual([]);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.locator('#cal .ec-week-view .ec-timed-event[data-event-id="sync"]').waitFor();
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.locator('#cal .ec-day-view').waitFor();
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.locator('#cal .ec-timed-event[data-event-id="sync"]').click();
    await page.getByRole('dialog', { name: 'Sync' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.locator('.ec-event-bar[data-event-id="sprint"]').first().click();
    await page.getByRole('dialog', { name: 'Sprint' }).waitFor();
    await settled(page);
    expect(chunkRequests(requests)).toEqual(['/dist/part:overlays']);
    expect(almanacWarnings(page)).toEqual([]);
    expect(await violations(page)).toEqual([]);
  });

  it('the week grid is in the bundle: the first switch to week or day shows the grid in the frame after the click, and no part is requested', async () => {
    const { page, requests } = await load('/__cal-switch.html', { html: calendarWith('', WEEK) });
    await calendarShown(page);
    const switchShowsGridAtOnce = (v: string) => page.evaluate((view) => new Promise<boolean>((resolve) => {
      (document.querySelector(`#cal .ec-view-btn[data-view="${view}"]`) as HTMLElement).click();
      requestAnimationFrame(() => resolve(!!document.querySelector(`#cal .ec-${view}-view .ec-day-column`)));
    }), v);
    expect(await switchShowsGridAtOnce('week')).toBe(true);
    expect(await page.locator('#cal .ec-week-view .ec-timed-event[data-event-id="sync"]').count()).toBe(1);
    expect(await switchShowsGridAtOnce('day')).toBe(true);
    await settled(page);
    expect(chunkRequests(requests)).toEqual([]);
    expect(almanacWarnings(page)).toEqual([]);
  });

  it('data-show-period-picker requests the picker part at once: the label until it is there, then two labelled selects that navigate', async () => {
    const { page, requests } = await load('/__cal-picker.html', { html: calendarWith('data-show-period-picker="true"', PALETTE_ONLY) });
    await calendarShown(page);
    const month = page.getByRole('combobox', { name: 'Month', exact: true });
    await month.waitFor();
    expect(await page.locator('#cal .ec-current-period').getAttribute('class')).toContain('ec-sr-only');
    await month.selectOption({ label: 'March' });
    await expect.poll(() => page.locator('#cal .ec-current-period').textContent()).toBe('March 2026');
    await settled(page);
    expect(chunkRequests(requests)).toEqual(['/dist/part:PeriodPicker']);
    expect(almanacWarnings(page)).toEqual([]);
  });

  it('a calendar that opens in week view shows its events with no part requested', async () => {
    const { page, requests } = await load('/__cal-week.html', { html: calendarWith('data-view="week"', WEEK) });
    await page.locator('#cal .ec-week-view .ec-timed-event[data-event-id="sync"]').waitFor();
    expect(await page.locator('#cal .ec-tg-day-header').count()).toBe(7);
    await settled(page);
    expect(chunkRequests(requests)).toEqual([]);
    expect(almanacWarnings(page)).toEqual([]);
  });
});

describe('a calendar chunk that cannot be loaded costs only its feature', () => {
  it('contrast chunk 404: one warning, the event keeps the stylesheet text colour, the calendar renders and navigates', async () => {
    const { page, requests } = await load('/__cal-contrast-404.html', {
      html: calendarWith('', LIGHT),
      allowConsoleErrors: true,
      routes: [[partRoute('contrast'), status404]],
    });
    await calendarShown(page);
    await expect.poll(() => almanacWarnings(page)).toEqual([
      expect.stringMatching(couldNotLoad('contrast', "event text on colours outside the palette keeps the stylesheet's colour")),
    ]);
    expect(await textColor(page, 'amber')).toBe('');
    expect(await textColor(page, 'sprint')).toBe('#fff');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('#cal .ec-current-period').textContent()).toBe('December 2026');
    await page.getByRole('button', { name: 'Previous' }).click();
    await settled(page);
    expect(almanacWarnings(page)).toHaveLength(1);
    expect(chunkRequests(requests)).toEqual(['/dist/part:contrast']);
  });

  it('click chunk 404: one warning, no click request, the built-in dialog shows the details', async () => {
    const api: string[] = [];
    const { page } = await load('/__cal-click-404.html', {
      html: calendarWith('data-on-event-click-api="/test-api/events/{id}/click"', PALETTE_ONLY),
      allowConsoleErrors: true,
      routes: [
        [partRoute('click-api'), status404],
        ['**/test-api/**', (route: Route) => (api.push(route.request().url()), route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }))],
      ],
    });
    await calendarShown(page);
    await page.locator('.ec-event-bar[data-event-id="sprint"]').click();
    await page.getByRole('dialog', { name: 'Sprint' }).waitFor();
    expect(almanacWarnings(page)).toEqual([
      expect.stringMatching(couldNotLoad('click-api', "event clicks neither call data-on-event-click-api nor use the page's modal manager: the built-in dialog shows event details")),
    ]);
    await page.keyboard.press('Escape');
    await page.locator('.ec-event-bar[data-event-id="holiday"]').click();
    await page.getByRole('dialog', { name: 'Holiday' }).waitFor();
    await settled(page);
    expect(api).toEqual([]);
    expect(almanacWarnings(page)).toHaveLength(1);
  });

  it('picker part 404: one warning, the period label stays shown and the buttons navigate', async () => {
    const { page, requests } = await load('/__cal-picker-404.html', {
      html: calendarWith('data-show-period-picker="true"', PALETTE_ONLY),
      allowConsoleErrors: true,
      routes: [[partRoute('PeriodPicker'), status404]],
    });
    await calendarShown(page);
    await expect.poll(() => almanacWarnings(page)).toEqual([
      expect.stringMatching(couldNotLoad('PeriodPicker', 'the month and year picker is not shown')),
    ]);
    expect(await page.locator('#cal .ec-current-period').isVisible()).toBe(true);
    expect(await page.locator('#cal select').count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('#cal .ec-current-period').textContent()).toBe('December 2026');
    await settled(page);
    expect(almanacWarnings(page)).toHaveLength(1);
    expect(chunkRequests(requests)).toEqual(['/dist/part:PeriodPicker']);
  });

  it("a part's own stylesheet comes with it, asked for at once: no page loads it before a click; the dialog it opens is styled under the strict CSP", async () => {
    const { page, requests } = await load('/__cal-sheet.html', { html: calendarWith('', WEEK) });
    const sheets = () => requests.filter((r) => /\/dist\/almanac-calendar-overlays-[\w-]{6}\.css$/.test(r));
    await calendarShown(page);
    await settled(page);
    expect(sheets()).toEqual([]);
    // The bundle's stylesheet no longer carries the dialog's rules: what styles it is the part's own.
    await page.locator('.ec-event-bar[data-event-id="sprint"]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Sprint' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => [getComputedStyle(d).borderRadius, getComputedStyle(d.querySelector('.ec-dialog-title')!).fontSize])).toEqual(['10px', '18px']);
    expect(sheets()).toHaveLength(1);
    await page.keyboard.press('Escape');
    await page.locator('.ec-event-bar[data-event-id="holiday"]').click();
    await page.getByRole('dialog', { name: 'Holiday' }).waitFor();
    await settled(page);
    expect(sheets()).toHaveLength(1);
    expect(await violations(page)).toEqual([]);
  });

  it("a part's stylesheet that cannot be loaded costs only its looks: the dialog still opens, with no warning", async () => {
    const { page } = await load('/__cal-sheet-404.html', {
      html: calendarWith('', WEEK),
      allowConsoleErrors: true,
      routes: [[/almanac-calendar-overlays-[\w-]{6}\.css(\?.*)?$/, status404]],
    });
    await calendarShown(page);
    await page.locator('.ec-event-bar[data-event-id="sprint"]').first().click();
    await page.getByRole('dialog', { name: 'Sprint' }).waitFor();
    expect(almanacWarnings(page)).toEqual([]);
  });

  it('overlays part 404: one warning, a click opens nothing, the calendar still switches views and navigates', async () => {
    const { page, requests } = await load('/__cal-overlays-404.html', {
      html: calendarWith('', WEEK),
      allowConsoleErrors: true,
      routes: [[partRoute('overlays'), status404]],
    });
    await calendarShown(page);
    await page.locator('.ec-event-bar[data-event-id="sprint"]').first().click();
    await expect.poll(() => almanacWarnings(page)).toEqual([
      expect.stringMatching(couldNotLoad('overlays', "event details and '+N more' lists are not shown")),
    ]);
    await page.locator('.ec-event-bar[data-event-id="holiday"]').click();
    expect(await page.locator('dialog[open], .ec-popover').count()).toBe(0);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.locator('#cal .ec-week-view').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('#cal .ec-current-period').textContent()).toContain('Nov 8');
    await settled(page);
    expect(almanacWarnings(page)).toHaveLength(1);
    expect(chunkRequests(requests)).toEqual(['/dist/part:overlays']);
  });
});
