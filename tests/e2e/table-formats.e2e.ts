// Built-in formats and named formatters rendered in Chromium (issue 2, item 4).
import { describe, expect, it } from 'vitest';
import { blockPage, openPage, useBrowser } from './harness';

useBrowser();
const T = 'table[data-table="formats"]';
/** Intl uses no-break spaces; compare with plain ones. */
const clean = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').trim();

describe('formats in the browser', () => {
  const formatsPage = blockPage('/table-formats.html');

  it('renders every built-in format of the spec for a row', async () => {
    const page = formatsPage();
    // Patterns (and humanized dates) are final once the dates chunk has arrived (chunks.e2e.ts).
    const cells = async () => (await page.locator(`${T} tbody tr:first-child td`).allTextContents()).map(clean);
    await expect.poll(cells).toEqual([
      '<b>bold?</b> & <img src=x>', '1.234,50', '1.234,50 €', '￥1,235', '25.6%', 'Active', '04/03/2026', '09:05',
      '2026-03-04 09:05', '1.5 KB', '1:01:05', 'Yes', 'First name', 'A rather lon…', 'active',
    ]);
  });

  it('markup in a value is text, never HTML', async () => {
    const page = formatsPage();
    await page.locator(`${T} tbody tr`).first().waitFor();
    expect(await page.locator(`${T} tbody img, ${T} tbody b`).count()).toBe(0);
  });

  it('a formatter registered with registerFormatter may return a node (rule 4)', async () => {
    const page = formatsPage();
    await page.locator(`${T} tbody tr`).first().waitFor();
    expect(await page.locator(`${T} tbody tr:first-child td:last-child span.badge.active`).count()).toBe(1);
  });

  it('empty values render as empty cells; an unknown lookup value shows itself', async () => {
    const page = formatsPage();
    await page.locator(`${T} tbody tr`).nth(2).waitFor();
    const cells = (await page.locator(`${T} tbody tr:nth-child(3) td`).allTextContents()).map(clean);
    expect(cells[1]).toBe('');
    expect(cells[5]).toBe('x');
    expect(cells[9]).toBe('0 B');
  });

  it('currency follows the code: JPY shows no decimals, EUR two', async () => {
    const page = formatsPage();
    await page.locator(`${T} tbody tr`).nth(1).waitFor();
    const cells = (await page.locator(`${T} tbody tr:nth-child(2) td`).allTextContents()).map(clean);
    expect(cells[2]).toBe('0,50 €');
    expect(cells[3]).toBe('￥99');
  });
});

describe('Hardening 2: formatters are chosen by the page, never by the data', () => {
  async function dynamicTable(columns: unknown[]) {
    const page = await openPage('/table-formats.html');
    await page.locator(`${T} tbody tr`).first().waitFor();
    await page.evaluate((cols) => {
      const w = window as any;
      w.__pageHelperCalls = 0;
      w.pageHelper = (cell: HTMLElement) => { w.__pageHelperCalls++; cell.innerHTML = '<b class="from-helper">x</b>'; };
      w.Almanac.TableManager.registerFormatter('registeredBadge', () => {
        const s = document.createElement('span');
        s.className = 'registered';
        s.textContent = 'ok';
        return s;
      });
      w.Almanac.TableManager.registerFormatter('ownCell', (cell: HTMLElement, v: unknown) => { cell.textContent = `own ${v}`; return cell; });
      const t = document.createElement('table');
      t.setAttribute('data-table', 'dyn');
      document.querySelector('main')!.appendChild(t);
      w.Almanac.TableManager.initTable(t);
      w.Almanac.TableManager.setData('dyn', { data: [{ id: 1, a: 'A', b: 'B', c: 'C' }], columns: cols });
    }, columns);
    await page.locator('table[data-table="dyn"] tbody tr').first().waitFor();
    return page;
  }

  it('a payload formatter name that is a page function (not registered) is not called: the plain value shows', async () => {
    const page = await dynamicTable([{ field: 'a', label: 'A', formatter: 'pageHelper' }]);
    expect(await page.locator('table[data-table="dyn"] tbody td').first().innerText()).toBe('A');
    expect(await page.evaluate(() => (window as any).__pageHelperCalls)).toBe(0);
    expect(await page.locator('.from-helper').count()).toBe(0);
  });

  it('a payload formatter name that is registered with registerFormatter is used', async () => {
    const page = await dynamicTable([{ field: 'b', label: 'B', formatter: 'registeredBadge' }]);
    expect(await page.locator('table[data-table="dyn"] tbody td span.registered').count()).toBe(1);
  });

  // Regression: a formatter that returned the cell it was given threw (the cell inserted into itself).
  it('a formatter that writes the cell and returns it keeps what it wrote', async () => {
    const page = await dynamicTable([{ field: 'c', label: 'C', formatter: 'ownCell' }]);
    expect(await page.locator('table[data-table="dyn"] tbody td').first().innerText()).toBe('own C');
  });
});
