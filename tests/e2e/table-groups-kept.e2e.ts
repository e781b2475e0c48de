// Issue 47 item 5 (Kept) on demo/pages/table-report.html: the export of a grouped table writes a leading column per
// group field (CSV, JSON), named after the group column's title, each row's value as its group header shows it, the
// rows in the groups' order (all pages); an ungrouped table exports as before. Data (29 orders): Americas 8 rows,
// APAC 12, EMEA 9. The files are read back as tests/e2e/table-export.e2e.ts reads them.
import { describe, expect, it } from 'vitest';
import type { Download } from 'playwright-core';
import { openPage, useBrowser, type TestPage } from './harness';
import { strFromU8, unzipSync } from 'fflate';
import { parseCsv } from '../helpers/csv';

useBrowser();
const TABLE = 'table[data-table="sales"]';

async function open(): Promise<TestPage> {
  const page = await openPage('/table-report.html');
  await expect.poll(() => page.locator(`${TABLE} tbody tr.alm-group`).count()).toBeGreaterThan(0);
  return page;
}

async function bytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
const text = async (download: Download) => (await bytes(download)).toString('utf8');

/** The .xlsx file's rows: each row's outline level and its first and fourth cells (shared strings looked up). */
function outlineRows(file: Buffer): Array<{ level: number; first: string; amount: string }> {
  const files = unzipSync(new Uint8Array(file));
  const xml = strFromU8(files['xl/worksheets/sheet1.xml']);
  const strings = [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si><t xml:space="preserve">([\s\S]*?)<\/t><\/si>/g)].map((m) => m[1]);
  return [...xml.matchAll(/<row r="\d+"(?: outlineLevel="(\d+)")?>([\s\S]*?)<\/row>/g)].slice(1).map((row) => {
    const cell = (col: string) => {
      const c = new RegExp(`<c r="${col}\\d+"[^>]*?( t="s")?><v>([^<]*)</v>`).exec(row[2]);
      return !c ? '' : c[1] ? strings[Number(c[2])] : c[2];
    };
    return { level: Number(row[1] ?? 0), first: cell('A'), amount: cell('D') };
  });
}

/** The file TableManager.exportData('sales', format) downloads, as text. */
async function download(page: TestPage, format: 'csv' | 'json' | 'excel'): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate((f) => (window as any).Almanac.TableManager.exportData('sales', f), format),
  ]);
  return file;
}
const exported = async (page: TestPage, format: 'csv' | 'json') => text(await download(page, format));
const csv = async (page: TestPage) => parseCsv((await exported(page, 'csv')).slice(1));
const regionsInOrder = ['Americas', 'APAC', 'EMEA'].flatMap((r, i) => Array<string>([8, 12, 9][i]).fill(r));

describe('export of a grouped table', () => {
  it('CSV: a leading Region column, each row\'s group label, every row (all pages) in the groups\' order', async () => {
    const page = await open();
    const [head, ...rows] = await csv(page);
    expect(head).toEqual(['Region', 'Region', 'Country', 'Product', 'Amount', 'Units']);
    expect(rows.map((r) => r[0])).toEqual(regionsInOrder);
    expect(rows.every((r) => r[0] === r[1])).toBe(true);
    expect(rows[0][4]).toMatch(/^\$[\d,]+$/);
    expect(page.warnings).toEqual([]);
  });

  it('nested by region then country: a leading column per group field, outermost first', async () => {
    const page = await open();
    await page.locator('button[data-group="region,country"]').click();
    await expect.poll(() => page.locator(`${TABLE} tbody tr.alm-group[aria-level="2"]`).count()).toBeGreaterThan(0);
    const [head, ...rows] = await csv(page);
    expect(head).toEqual(['Region', 'Country', 'Region', 'Country', 'Product', 'Amount', 'Units']);
    expect(rows.map((r) => r[0])).toEqual(regionsInOrder);
    expect(rows.every((r) => r[0] === r[2] && r[1] === r[3])).toBe(true);
    const americas = rows.filter((r) => r[0] === 'Americas').map((r) => r[1]);
    expect(americas).toEqual([...americas].sort());
  });

  it('JSON: the group column first, keyed by its title (the table\'s own Region column numbered)', async () => {
    const page = await open();
    const rows = JSON.parse(await exported(page, 'json')) as Array<Record<string, string>>;
    expect(Object.keys(rows[0])).toEqual(['Region', 'Region (2)', 'Country', 'Product', 'Amount', 'Units']);
    expect(rows.map((r) => r.Region)).toEqual(regionsInOrder);
  });

  it('ungrouped, the export is as before: no leading column, the rows in the table\'s order', async () => {
    const page = await open();
    await page.locator('button[data-group=""]').click();
    await expect.poll(() => page.locator(`${TABLE} tbody tr.alm-group`).count()).toBe(0);
    const [head, ...rows] = await csv(page);
    expect(head).toEqual(['Region', 'Country', 'Product', 'Amount', 'Units']);
    expect(rows).toHaveLength(29);
    const shown = await page.locator(`${TABLE} tbody tr[data-id] td:first-child`).allTextContents();
    expect(rows.slice(0, shown.length).map((r) => r[0])).toEqual(shown);
    expect(rows.slice(0, 3).map((r) => r[0])).toEqual(['EMEA', 'APAC', 'Americas']);
  });

  it('Excel: a row per group with its label and subtotal at outline level 0, its rows at outline level 1', async () => {
    const page = await open();
    const rows = outlineRows(await bytes(await download(page, 'excel')));
    expect(rows).toHaveLength(3 + 29);
    const heads = rows.filter((r) => r.level === 0);
    expect(heads).toEqual([
      { level: 0, first: 'Americas', amount: '57400' },
      { level: 0, first: 'APAC', amount: '62600' },
      { level: 0, first: 'EMEA', amount: '51600' },
    ]);
    expect(rows.slice(1, 9).every((r) => r.level === 1 && r.first === 'Americas')).toBe(true);
    expect(rows[9]).toEqual(heads[1]);
  });
});
