// Built-in formats and named formatters rendered in Chromium (issue 2, item 4).
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './harness';

useBrowser();
const T = 'table[data-table="formats"]';
/** Intl uses no-break spaces; compare with plain ones. */
const clean = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').trim();

describe('formats in the browser', () => {
  it('renders every built-in format of the spec for a row', async () => {
    const page = await openPage('/table-formats.html');
    // Patterns (and humanized dates) are final once the dates chunk has arrived (chunks.e2e.ts).
    const cells = async () => (await page.locator(`${T} tbody tr:first-child td`).allTextContents()).map(clean);
    await expect.poll(cells).toEqual([
      '<b>bold?</b> & <img src=x>', '1.234,50', '1.234,50 €', '￥1,235', '25.6%', 'Active', '04/03/2026', '09:05',
      '2026-03-04 09:05', '1.5 KB', '1:01:05', 'Yes', 'First name', 'A rather lon…', 'active',
    ]);
  });

  it('markup in a value is text, never HTML', async () => {
    const page = await openPage('/table-formats.html');
    await page.locator(`${T} tbody tr`).first().waitFor();
    expect(await page.locator(`${T} tbody img, ${T} tbody b`).count()).toBe(0);
  });

  it('a formatter registered with registerFormatter may return a node (rule 4)', async () => {
    const page = await openPage('/table-formats.html');
    await page.locator(`${T} tbody tr`).first().waitFor();
    expect(await page.locator(`${T} tbody tr:first-child td:last-child span.badge.active`).count()).toBe(1);
  });

  it('empty values render as empty cells; an unknown lookup value shows itself', async () => {
    const page = await openPage('/table-formats.html');
    await page.locator(`${T} tbody tr`).nth(2).waitFor();
    const cells = (await page.locator(`${T} tbody tr:nth-child(3) td`).allTextContents()).map(clean);
    expect(cells[1]).toBe('');
    expect(cells[5]).toBe('x');
    expect(cells[9]).toBe('0 B');
  });

  it('currency follows the code: JPY shows no decimals, EUR two', async () => {
    const page = await openPage('/table-formats.html');
    await page.locator(`${T} tbody tr`).nth(1).waitFor();
    const cells = (await page.locator(`${T} tbody tr:nth-child(2) td`).allTextContents()).map(clean);
    expect(cells[2]).toBe('0,50 €');
    expect(cells[3]).toBe('￥99');
  });
});
