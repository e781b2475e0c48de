// exportData (spec "Client methods" and "Export rules", event table:export; issue 11 item 5; issue 15 item 2):
// the files a user downloads from demo/pages/table-export.html, opened and read back.
import { describe, expect, it } from 'vitest';
import type { Download, Page, Route } from 'playwright-core';
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { openPage, partRequests, partRoute, type TestPage, useBrowser } from './harness';
import { HOSTILE } from '../../demo/api/hostile-corpus.mjs';
import { parseCsv } from '../helpers/csv';

useBrowser();

const STAFF = 'table[data-table="staff"]';
const SERVER = 'table[data-table="employees-export"]';
const BOM = '\uFEFF';
/** The demo's server-side table answers each request 250 ms late. */
const SLOW = { timeout: 10_000 };


/** A CSV cell as the table showed it: the OWASP apostrophe taken off again. */
const shown = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

interface File {
  name: string;
  bytes: Buffer;
}

async function read(download: Download): Promise<File> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** Click an export button and read the file the browser downloads. */
async function exportFile(page: Page, table: string, format: string): Promise<File> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`button[data-export="${format}"][data-export-table="${table}"]`).click(),
  ]);
  return read(download);
}
const csvRecords = (file: File) => {
  const text = file.bytes.toString('utf8');
  expect(text.startsWith(BOM), 'UTF-8 BOM').toBe(true);
  return parseCsv(text.slice(1));
};

/** The sheet of an .xlsx file: rows of cells `{ t, s, v }` by column letter; shared strings looked up. */
function sheetRows(file: File): Array<Record<string, { t?: string; s?: string; v: string }>> {
  const files = unzipSync(new Uint8Array(file.bytes));
  const xml = strFromU8(files['xl/worksheets/sheet1.xml']);
  const decode = (s: string) => s.replace(/&#13;/g, '\r').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  const strings = [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si><t xml:space="preserve">([\s\S]*?)<\/t><\/si>/g)].map((m) => decode(m[1]));
  return [...xml.matchAll(/<row r="\d+">([\s\S]*?)<\/row>/g)].map((row) => Object.fromEntries(
    [...row[1].matchAll(/<c r="([A-Z]+)\d+"((?: [a-z]+="[^"]*")*)><v>([^<]*)<\/v><\/c>/g)].map((c) => {
      const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(c[2])?.[1];
      return [c[1], { t: attr('t'), s: attr('s'), v: attr('t') === 's' ? strings[Number(c[3])] : c[3] }];
    }),
  ));
}

/** table:export and table:error payloads the page heard (demo js/table-export.js). */
const heard = (page: Page) => page.evaluate(() => (window as any).exportEvents as Array<{ name: string; detail: Record<string, unknown> }>);

/** Header texts of a table and its body rows' cell texts, leaving out the checkbox column. */
async function tableTexts(page: Page, table: string): Promise<{ headers: string[]; rows: string[][] }> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    // A header's text is its column's: the column menu's button (⋮) is not part of it.
    const text = (c: Element) => {
      const copy = c.cloneNode(true) as Element;
      copy.querySelectorAll('.alm-colmenu').forEach((m) => m.remove());
      return (copy.textContent ?? '').trim();
    };
    const cells = (tr: Element, tag: string) => [...tr.querySelectorAll(`:scope > ${tag}`)].filter((c) => !c.classList.contains('alm-select-cell')).map(text);
    return {
      headers: cells(el.querySelector('thead tr')!, 'th'),
      rows: [...el.querySelectorAll('tbody tr:not(.alm-state-row)')].map((tr) => cells(tr, 'td')),
    };
  }, table);
}

/** Every row the table shows, page after page (Next until it is disabled). */
async function allPages(page: Page, table: string, id: string): Promise<string[][]> {
  const rows: string[][] = [];
  const next = page.locator(`[data-table-pagination="${id}"] .alm-page-next`);
  for (;;) {
    rows.push(...(await tableTexts(page, table)).rows);
    if ((await next.count()) === 0 || (await next.isDisabled())) return rows;
    const first = await page.locator(`${table} tbody tr`).first().textContent();
    await next.click();
    await expect.poll(() => page.locator(`${table} tbody tr`).first().textContent()).not.toBe(first);
  }
}

async function open(options: Parameters<typeof openPage>[1] = {}): Promise<TestPage> {
  const page = await openPage('/table-export.html', options);
  await expect.poll(() => page.locator(`${STAFF} tbody tr td`).count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator(`${SERVER} tbody tr:not(.alm-state-row)`).count(), SLOW).toBe(10);
  return page;
}

/** Filter the staff table by search and sort it by salary, highest first. */
async function searchAndSort(page: Page): Promise<void> {
  await page.locator('[data-table-controls="staff"] input[type="search"]').fill('a');
  await page.locator(`${STAFF} th[data-field="salary"] .alm-sort-button`).click();
  await page.locator(`${STAFF} th[data-field="salary"] .alm-sort-button`).click();
  await expect.poll(() => page.locator(`${STAFF} th[data-field="salary"]`).getAttribute('aria-sort')).toBe('descending');
}

describe('client-side export: what the user sees, all pages (spec "Export rules")', () => {
  it('CSV: the th texts, then every filtered row of every page in the sorted order, cells as shown; hidden and checkbox columns left out', async () => {
    const page = await open();
    await searchAndSort(page);
    const file = await exportFile(page, 'staff', 'csv');
    const [headers, ...rows] = csvRecords(file);
    const table = await tableTexts(page, STAFF);
    expect(headers).toEqual(table.headers);
    expect(headers).toEqual(['#', 'Name', 'Department', 'Salary', 'Hired', 'Level', 'Note']);
    const seen = await allPages(page, STAFF, 'staff');
    expect(seen.length).toBeGreaterThan(10); // more than one page
    expect(rows.map((r) => r.map(shown))).toEqual(seen);
    expect(file.name).toMatch(/^staff-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('CSV cells beginning with = + - @ carry a leading apostrophe; quotes, commas and newlines are quoted (RFC 4180)', async () => {
    const page = await open();
    const notes = csvRecords(await exportFile(page, 'staff', 'csv')).slice(1).map((r) => r[6]).filter(Boolean);
    expect(notes).toEqual(expect.arrayContaining(["'=1+1", "'+SUM(A1:A9)", "'-2+3", "'@cmd", 'Says "hi", then leaves', 'Line one\nLine two', '<b>not bold</b>', 'Ünïcödé ไทย']));
    const raw = (await exportFile(page, 'staff', 'csv')).bytes.toString('utf8');
    expect(raw).toContain('"Says ""hi"", then leaves"');
    expect(raw).toContain('"Line one\nLine two"');
  });

  // Regression (issue 22 item 2): JSON wrote raw values keyed by field names (a lookup showed its value).
  it('JSON as the user sees it: keys are the th texts (auto-number left out), values the cells as shown, every filtered row in the sorted order', async () => {
    const page = await open();
    await searchAndSort(page);
    const csv = csvRecords(await exportFile(page, 'staff', 'csv')).slice(1);
    const file = await exportFile(page, 'staff', 'json');
    expect(file.name).toMatch(/^staff-\d{4}-\d{2}-\d{2}\.json$/);
    const rows = JSON.parse(file.bytes.toString('utf8'));
    expect(rows.length).toBe(csv.length);
    expect(Object.keys(rows[0])).toEqual(['Name', 'Department', 'Salary', 'Hired', 'Level', 'Note']);
    expect(rows.map((r: Record<string, string>) => Object.values(r))).toEqual(csv.map((r) => r.slice(1).map(shown)));
    expect(rows[0].Salary).toMatch(/^\$[\d,]+$/); // as formatted
    expect(rows.some((r: { Note: string }) => r.Note === '=1+1')).toBe(true); // JSON is data, not a spreadsheet: no apostrophe
  });

  it('JSON { raw: true }: raw values keyed by field, the visible data columns only, in the order shown', async () => {
    const page = await open();
    await searchAndSort(page);
    const csv = csvRecords(await exportFile(page, 'staff', 'csv')).slice(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate(() => (window as any).Almanac.TableManager.exportData('staff', 'json', { raw: true })),
    ]);
    const rows = JSON.parse((await read(download)).bytes.toString('utf8'));
    expect(rows.length).toBe(csv.length);
    expect(Object.keys(rows[0])).toEqual(['name', 'department', 'salary', 'hired', 'level', 'note']);
    expect(rows.map((r: { name: string }) => r.name)).toEqual(csv.map((r) => r[1]));
    expect(typeof rows[0].salary).toBe('number');
    expect(rows.map((r: { salary: number }) => r.salary)).toEqual([...rows.map((r: { salary: number }) => r.salary)].sort((a, b) => b - a));
    expect(rows.some((r: { note: string }) => r.note === '=1+1')).toBe(true); // raw: JSON is data, not a spreadsheet
  });

  it('a lookup column exports its label in every format (csv, json, excel), never its value', async () => {
    const page = await open();
    const labels = ['Engineering', 'Operations', 'Sales', 'People'];
    const csv = csvRecords(await exportFile(page, 'staff', 'csv')).slice(1).map((r) => r[2]);
    const json = JSON.parse((await exportFile(page, 'staff', 'json')).bytes.toString('utf8')).map((r: { Department: string }) => r.Department);
    const excel = sheetRows(await exportFile(page, 'staff', 'excel')).slice(1).map((r) => r.C.v);
    expect(csv.length).toBe(60);
    expect(new Set(csv)).toEqual(new Set(labels));
    expect(json).toEqual(csv);
    expect(excel).toEqual(csv);
  });

  it('Excel: a real .xlsx whose sheet holds the same rows; numbers are numbers and dates date serials', async () => {
    const page = await open();
    await searchAndSort(page);
    const csv = csvRecords(await exportFile(page, 'staff', 'csv'));
    const file = await exportFile(page, 'staff', 'excel');
    expect(file.name).toMatch(/^staff-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = sheetRows(file);
    expect(sheet.length).toBe(csv.length);
    expect(Object.values(sheet[0]).map((c) => c.v)).toEqual(csv[0]);
    expect(sheet[0].A.s).toBe('1'); // the bold header style
    for (const [i, row] of sheet.slice(1).entries()) {
      const shownRow = csv[i + 1];
      expect(row.A).toEqual({ t: 'n', s: undefined, v: String(i + 1) });
      expect(row.B.v).toBe(shownRow[1]);
      expect(row.D.t).toBe('n');
      expect(Number(row.D.v)).toBe(Number(shownRow[3].replace(/[$,]/g, '')));
      const [y, m, d] = shownRow[4].split('-').map(Number);
      expect(row.E).toEqual({ t: 'n', s: '4', v: String((Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86_400_000) });
    }
    const notes = sheet.map((r) => r.G?.v).filter(Boolean);
    expect(notes).toContain('=1+1'); // a string cell: a spreadsheet shows it, never runs it
    expect(strFromU8(unzipSync(new Uint8Array(file.bytes))['xl/worksheets/sheet1.xml'])).not.toMatch(/<f[ >]/);
  });

  it('table:export {tableId, format, success} for each format; the chunks load on first use only (xlsx for Excel only)', async () => {
    const chunks: string[] = [];
    const page = await open({ before: (p) => p.on('request', (r) => chunks.push(...partRequests([new URL(r.url()).pathname]))) });
    expect(chunks.filter((c) => /export|xlsx/.test(c))).toEqual([]);
    await exportFile(page, 'staff', 'csv');
    await exportFile(page, 'staff', 'json');
    expect(chunks.filter((c) => /export|xlsx/.test(c))).toEqual(['/dist/part:export']);
    await exportFile(page, 'staff', 'excel');
    expect(chunks.filter((c) => /export|xlsx/.test(c))).toEqual(['/dist/part:export', '/dist/part:xlsx']);
    await expect.poll(() => heard(page)).toEqual(['csv', 'json', 'excel'].map((format) => ({ name: 'table:export', detail: { tableId: 'staff', format, success: true } })));
  });

  it('a hostile file name is made safe (one warning); an unknown format exports nothing and says so', async () => {
    const page = await open();
    await page.locator('#staff-filename').fill('../../etc/passwd');
    expect((await exportFile(page, 'staff', 'csv')).name).toBe('passwd.csv');
    await page.locator('#staff-filename').fill('con');
    expect((await exportFile(page, 'staff', 'json')).name).toBe('_con.json');
    await page.locator('#staff-filename').fill('Quarterly report.csv');
    expect((await exportFile(page, 'staff', 'excel')).name).toBe('Quarterly report.csv.xlsx');
    expect(page.warnings.filter((w) => w.includes('is not a safe file name'))).toHaveLength(2);
    expect(await page.evaluate(() => (window as any).Almanac.TableManager.exportData('staff', 'pdf'))).toBe(false);
    expect(page.warnings).toContain('[almanac] table "staff": exportData: format "pdf" is not csv, json or excel — nothing exported');
    expect((await heard(page)).at(-1)).toEqual({ name: 'table:export', detail: { tableId: 'staff', format: 'pdf', success: false } });
  });
});

/** Hold export requests (pageSize=500) for `page` numbers until released; records every paced request. */
function holdPages(page: Page, held: number[]) {
  const requests: URLSearchParams[] = [];
  const waiting: Array<() => void> = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/employees/paced') requests.push(url.searchParams);
  });
  const ready = page.route('**/api/employees/paced?**', async (route: Route) => {
    const params = new URL(route.request().url()).searchParams;
    if (params.get('pageSize') === '500' && held.includes(Number(params.get('page')))) {
      waiting.push(() => {});
      await released;
    }
    await route.continue().catch(() => {}); // an aborted request cannot continue
  });
  return { requests, ready, release, holding: () => waiting.length };
}

describe('server-side export: every page the server has for the current search and sort, with progress and cancel', () => {
  it('fetches page by page (the server caps pages at 100 rows), shows "Exporting… 100 of N rows", then downloads every row', async () => {
    const page = await open();
    const hold = holdPages(page, [2]);
    await hold.ready;
    await page.locator('[data-table-controls="employees-export"] input[type="search"]').fill('n');
    await expect.poll(() => page.locator(`${SERVER} .alm-caption-info`).innerText(), SLOW).toMatch(/^Showing 1 to 10 of (?!300 )\d+ entries$/);
    await page.locator(`${SERVER} th[data-field="salary"] .alm-sort-button`).click();
    await expect.poll(() => hold.requests.at(-1)?.get('sort'), SLOW).toBe('salary asc');
    await expect.poll(() => page.locator(`${SERVER} th[data-field="salary"]`).getAttribute('aria-sort'), SLOW).toBe('ascending');
    const salariesShown = async () => (await tableTexts(page, SERVER)).rows.map((r) => Number(r[3].replace(/[$,]/g, '')));
    await expect.poll(async () => { const s = await salariesShown(); return s.join() === [...s].sort((a, b) => a - b).join(); }, SLOW).toBe(true);
    const total = Number(/of (\d+) entries/.exec(await page.locator(`${SERVER} .alm-caption-info`).innerText())![1]);
    expect(total).toBeGreaterThan(200);
    const firstPage = (await tableTexts(page, SERVER)).rows;

    const downloading = page.waitForEvent('download');
    await page.locator('button[data-export="csv"][data-export-table="employees-export"]').click();
    await expect.poll(hold.holding, SLOW).toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'Exporting' }).innerText()).resolves.toBe(`Exporting… 100 of ${total} rows`);
    hold.release();
    const [headers, ...rows] = csvRecords(await read(await downloading));
    expect(headers).toEqual(['Name', 'Department', 'Status', 'Salary', 'Hired']);
    expect(rows).toHaveLength(total);
    expect(rows.slice(0, 10)).toEqual(firstPage);
    const salaries = rows.map((r) => Number(r[3].replace(/[$,]/g, '')));
    expect(salaries).toEqual([...salaries].sort((a, b) => a - b));
    const exportRequests = hold.requests.filter((p) => p.get('pageSize') === '500');
    expect(exportRequests.map((p) => p.get('page'))).toEqual(['1', '2', '3']);
    for (const p of exportRequests) expect([p.get('search'), p.get('sort')]).toEqual(['n', 'salary asc']);
    await expect.poll(() => page.locator('.alm-export-status').count(), SLOW).toBe(0);
    expect((await heard(page)).at(-1)).toEqual({ name: 'table:export', detail: { tableId: 'employees-export', format: 'csv', success: true } });
  });

  it('Cancel aborts the request in flight: no file, table:export success false, no table:error, and the table keeps working', async () => {
    const page = await open();
    const hold = holdPages(page, [2]);
    await hold.ready;
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${new URL(r.url()).searchParams.get('page')} ${r.failure()?.errorText}`));
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.locator('button[data-export="excel"][data-export-table="employees-export"]').click();
    await expect.poll(hold.holding, SLOW).toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'Exporting' }).innerText()).resolves.toBe('Exporting… 100 of 300 rows');
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await expect.poll(() => heard(page), SLOW).toEqual([{ name: 'table:export', detail: { tableId: 'employees-export', format: 'excel', success: false } }]);
    await expect.poll(() => failed, SLOW).toEqual(['2 net::ERR_ABORTED']);
    expect(await page.locator('.alm-export-status').count()).toBe(0);
    hold.release();
    await page.locator('[data-table-pagination="employees-export"]').getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => page.locator(`${SERVER} .alm-caption-info`).innerText(), SLOW).toBe('Showing 11 to 20 of 300 entries');
    expect(downloads).toBe(0);
    expect(hold.requests.filter((p) => p.get('pageSize') === '500').map((p) => p.get('page'))).toEqual(['1', '2']);
  });

  it('a second export of the same table while one runs is refused (warning, table:export success false); the first completes', async () => {
    const page = await open();
    const hold = holdPages(page, [2]);
    await hold.ready;
    const downloading = page.waitForEvent('download');
    await page.locator('button[data-export="csv"][data-export-table="employees-export"]').click();
    await expect.poll(hold.holding, SLOW).toBe(1);
    expect(await page.evaluate(() => (window as any).Almanac.TableManager.exportData('employees-export', 'json'))).toBe(false);
    expect(page.warnings).toContain('[almanac] table "employees-export": exportData: an export of this table is already running — this call is ignored');
    hold.release();
    expect(csvRecords(await read(await downloading))).toHaveLength(301);
    await expect.poll(() => heard(page), SLOW).toEqual([
      { name: 'table:export', detail: { tableId: 'employees-export', format: 'json', success: false } },
      { name: 'table:export', detail: { tableId: 'employees-export', format: 'csv', success: true } },
    ]);
  });

  it('destroying the table during an export aborts it: the status goes, no file, no event', async () => {
    const page = await open();
    const hold = holdPages(page, [2]);
    await hold.ready;
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(new URL(r.url()).searchParams.get('page') ?? ''));
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.locator('button[data-export="csv"][data-export-table="employees-export"]').click();
    await expect.poll(hold.holding, SLOW).toBe(1);
    await page.evaluate(() => (window as any).Almanac.TableManager.destroy());
    await expect.poll(() => failed, SLOW).toEqual(['2']);
    expect(await page.locator('.alm-export-status').count()).toBe(0);
    hold.release();
    expect(await heard(page)).toEqual([]);
    expect(downloads).toBe(0);
  });

  it('a failing page: table:error (action export), table:export success false, a notice with the reason, no file', async () => {
    const page = await open({ allowConsoleErrors: true });
    await page.route('**/api/employees/paced?**', (route) => {
      const params = new URL(route.request().url()).searchParams;
      return params.get('pageSize') === '500' && params.get('page') === '3'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Disk on fire"}' })
        : route.continue();
    });
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.locator('button[data-export="json"][data-export-table="employees-export"]').click();
    await expect.poll(() => heard(page), SLOW).toEqual([
      { name: 'table:error', detail: { tableId: 'employees-export', action: 'export' } },
      { name: 'table:export', detail: { tableId: 'employees-export', format: 'json', success: false } },
    ]);
    await expect.poll(() => page.locator('.alm-toast').innerText(), SLOW).toBe('Export failed: Disk on fire');
    expect(downloads).toBe(0);
    expect(await page.locator(`${SERVER} tbody tr:not(.alm-state-row)`).count()).toBe(10);
  });
});

describe('401 and 403 during an export never navigate (spec "Authentication" 2)', () => {
  it('403 shows a permission notice, 401 a sign-in notice; the page stays, table:error each', async () => {
    const page = await open({ allowConsoleErrors: true });
    let status = 403;
    await page.route('**/api/employees/paced?**', (route) => new URL(route.request().url()).searchParams.get('pageSize') === '500'
      ? route.fulfill({ status, contentType: 'application/json', body: '{"message":"no"}' })
      : route.continue());
    await page.locator('button[data-export="csv"][data-export-table="employees-export"]').click();
    await expect.poll(() => page.locator('.alm-toast').last().innerText(), SLOW).toBe('You do not have permission to export these rows.');
    status = 401;
    await page.locator('button[data-export="csv"][data-export-table="employees-export"]').click();
    await expect.poll(() => page.locator('.alm-toast').last().innerText(), SLOW).toBe('Your session has ended. Please sign in again.');
    expect(new URL(page.url()).pathname).toBe('/table-export.html');
    expect((await heard(page)).map((e) => e.name)).toEqual(['table:error', 'table:export', 'table:error', 'table:export']);
  });
});

describe('custom formatter output (spec rule 4)', () => {
  it('is exported as text: markup a formatter returns is parsed in an inert document, never loaded or run', async () => {
    const probes: string[] = [];
    // The page's own "level" formatter, made to return markup that loads an image and carries a script.
    const script = readFileSync('demo/pages/js/table-export.js', 'utf8').replace(
      "return '<span class=\"badge\">' + (LEVELS[value] || 'Unknown') + '</span>';",
      "return '<img src=\"/export-probe-' + Math.random() + '.png\" alt=\"\"><script>window.__pwned = true</script> <b>Level</b>\\n  ' + value;",
    );
    expect(script).toContain('export-probe');
    const page = await open({
      allowConsoleErrors: true, // the table's own cells request the (missing) probe images
      before: async (p) => {
        p.on('request', (r) => r.url().includes('/export-probe') && probes.push(r.url()));
        await p.route('**/js/table-export.js', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: script }));
      },
    });
    await expect.poll(() => page.locator(`${STAFF} tbody tr td:nth-child(7)`).first().innerText().then((t) => t.trim())).toBe("Level 1");
    await expect.poll(() => probes.length).toBeGreaterThanOrEqual(10); // one image per call, no cache: each call of the formatter shows
    const before = probes.length;
    const levels = csvRecords(await exportFile(page, 'staff', 'csv')).slice(1).map((r) => r[5]);
    expect(new Set(levels)).toEqual(new Set(['Level 1', 'Level 2', 'Level 3']));
    expect(levels).toHaveLength(60);
    expect(probes).toHaveLength(before); // the export's 60 formatter calls loaded no image (the table's own cells did)
    expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();
  });
});

describe('a chunk that cannot be loaded (issue "Bundles" item 2)', () => {
  const status404 = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });

  it('export chunk 404: one [almanac] warning, table:error + table:export success false, the table keeps working', async () => {
    const page = await open({ allowConsoleErrors: true, before: (p) => p.route(partRoute('export'), status404) });
    for (const format of ['csv', 'excel']) await page.locator(`button[data-export="${format}"][data-export-table="staff"]`).click();
    await expect.poll(() => heard(page)).toEqual(['csv', 'excel'].flatMap((format) => [
      { name: 'table:error', detail: { tableId: 'staff', action: 'export' } },
      { name: 'table:export', detail: { tableId: 'staff', format, success: false } },
    ]));
    const warnings = page.warnings.filter((w) => w.startsWith('[almanac]'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[almanac\] could not load .*almanac(?:-table|-calendar)?-export-[\w-]{6}\.js — exportData does not work$/);
    await page.locator(`${STAFF} th[data-field="name"] .alm-sort-button`).click();
    await expect.poll(() => page.locator(`${STAFF} th[data-field="name"]`).getAttribute('aria-sort')).toBe('descending');
  });

  it('xlsx chunk 404: Excel reports one warning and fails; CSV and JSON still export', async () => {
    const page = await open({ allowConsoleErrors: true, before: (p) => p.route(partRoute('xlsx'), status404) });
    await page.locator('button[data-export="excel"][data-export-table="staff"]').click();
    await expect.poll(() => heard(page)).toEqual([
      { name: 'table:error', detail: { tableId: 'staff', action: 'export' } },
      { name: 'table:export', detail: { tableId: 'staff', format: 'excel', success: false } },
    ]);
    expect(page.warnings.filter((w) => w.startsWith('[almanac]'))).toEqual([expect.stringMatching(/almanac(?:-table|-calendar)?-xlsx-[\w-]{6}\.js — Excel export does not work$/)]);
    expect(csvRecords(await exportFile(page, 'staff', 'csv')).length).toBe(61);
    expect(JSON.parse((await exportFile(page, 'staff', 'json')).bytes.toString('utf8'))).toHaveLength(60);
  });
});

describe('hostile cell values (issue "Hardening" corpus)', () => {
  async function openHostile() {
    const page = await openPage('/hostile-table.html');
    await page.locator('body[data-hostile-ready]').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('table[data-table="hostile-local"] tbody tr td').count()).toBeGreaterThan(0);
    return page;
  }
  const exportVia = async (page: Page, table: string, format: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate(([t, f]) => (window as any).Almanac.TableManager.exportData(t, f), [table, format]),
    ]);
    return read(download);
  };

  it('CSV and JSON hold every string exactly (only the formula apostrophe added); nothing ran', async () => {
    const page = await openHostile();
    const [headers, ...rows] = csvRecords(await exportVia(page, 'hostile-local', 'csv'));
    expect(headers).toEqual(['#', 'Name', 'Kind']);
    expect(rows.map((r) => r[1])).toEqual(HOSTILE.map((h) => (/^[=+\-@\t\r]/.test(h) ? `'${h}` : h)));
    expect(rows.map((r) => r[2]).map(shown)).toEqual([...HOSTILE]);
    const json = JSON.parse((await exportVia(page, 'hostile-local', 'json')).bytes.toString('utf8'));
    expect(json.map((r: { Name: string }) => r.Name)).toEqual([...HOSTILE]);
    expect(await page.evaluate(() => [(window as any).__pwned, (window as any).__violations])).toEqual([false, []]);
  });

  it('column labels from a payload are the CSV headers, neutralised like any cell', async () => {
    const page = await openHostile();
    await expect.poll(() => page.locator('table[data-table="hostile-columns"] tbody tr td').count()).toBeGreaterThan(0);
    const [headers] = csvRecords(await exportVia(page, 'hostile-columns', 'csv'));
    expect(headers.map(shown)).toEqual((await tableTexts(page, 'table[data-table="hostile-columns"]')).headers);
    expect(headers).toHaveLength(HOSTILE.length + 1);
  });

  it('Excel (a server-side table) holds every string as a string cell, minus characters XML cannot hold', async () => {
    const page = await openHostile();
    await expect.poll(() => page.locator('table[data-table="hostile-server"] tbody tr td').count()).toBeGreaterThan(0);
    const sheet = sheetRows(await exportVia(page, 'hostile-server', 'excel'));
    const names = sheet.slice(1).map((r) => Object.values(r).find((c) => c.t === 's')?.v);
    // eslint-disable-next-line no-control-regex
    const expected = HOSTILE.map((h) => h.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ''));
    expect(new Set(names)).toEqual(new Set(expected));
    expect(sheet.slice(1).flatMap((r) => Object.values(r)).every((c) => c.t === 's' || c.t === 'n')).toBe(true);
    expect(await page.evaluate(() => [(window as any).__pwned, (window as any).__violations])).toEqual([false, []]);
  });
});
