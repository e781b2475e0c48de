// A table whose language is Thai (<html lang="th">): every built-in text comes from the Thai
// language file (src/lang/th.ts, dist/the th part), loaded with the data; when that file
// cannot be loaded the table stays in English with one warning (README "Languages").
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { networkQuiet, openPage, partRoute, useBrowser } from './harness';
import { STRINGS } from '../../src/table/model/strings';
import { SHARED } from '../../src/table/dom/say';
import { TEXT as bulk } from '../../src/table/actions/bulk';
import { TEXT as rowActions } from '../../src/table/components/row-action-items';
import { TEXT as footer } from '../../src/table/components/table-foot';
import { TEXT as send } from '../../src/table/actions/send';

useBrowser();

const PAGE = '/table-thai.html';
const TABLE = 'table[data-table="staff"]';

/** Every text a person sees or hears around the table: text, aria-label and title of the table, its toolbar, pager and bulk bar. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const table = document.querySelector(selector) as HTMLElement;
    const root = table.closest('.table-scroll')?.parentElement ?? document.body;
    const out: string[] = [];
    for (const el of [root, ...root.querySelectorAll('*')]) {
      for (const name of ['aria-label', 'title']) if (el.getAttribute(name)) out.push(el.getAttribute(name) as string);
      for (const node of el.childNodes) if (node.nodeType === 3 && node.textContent?.trim()) out.push(node.textContent.trim());
    }
    return out;
  }, TABLE);
}

/** The fixed words of English templates ('Showing {from} to …' → 'Showing', ' to ', …), long enough to mean something. */
const englishWords = (catalogues: Record<string, string>[]) =>
  [...new Set(catalogues.flatMap((c) => Object.values(c)).flatMap((t) => t.replace(/\b(one|other):/g, '').split(/\{\w+\}|\|/)).map((s) => s.trim()).filter((s) => /[a-z]{3}/i.test(s)))];

const live = (page: Page) => page.locator(`${TABLE} ~ .alm-sr-only[role="status"], .alm-sr-only[role="status"]:not(.alm-column-said)`).first();

describe('Languages: a Thai table (spec data-locale / <html lang>, README "Languages")', () => {
  it('caption, pager names, search, checkboxes, footer note and the live announcement are Thai', async () => {
    const page = await openPage(PAGE);
    await expect.poll(() => page.locator(`${TABLE} tbody tr`).count()).toBe(10);
    await expect.poll(() => page.locator(`${TABLE} .alm-caption-info`).textContent()).toMatch(/^แสดง 1 ถึง 10 จาก \d+ รายการ$/);
    const nav = page.locator('nav.alm-pagination');
    expect(await nav.getAttribute('aria-label')).toBe('เลขหน้า, พนักงาน');
    expect(await page.locator('.alm-page-next').getAttribute('aria-label')).toBe('หน้าถัดไป');
    expect(await page.locator('.alm-page-first').getAttribute('aria-label')).toBe('หน้าแรก');
    expect(await page.locator('.alm-search span').textContent()).toBe('ค้นหา');
    expect(await page.locator(`${TABLE} thead input[type="checkbox"]`).getAttribute('aria-label')).toBe('เลือกทุกแถว');
    await expect.poll(() => page.locator(`${TABLE} tfoot .alm-page-note`).textContent()).toBe(' (หน้านี้)');
    await expect.poll(() => page.locator(`${TABLE} th.alm-row-actions, ${TABLE} thead th`).allTextContents()).toContain('การดำเนินการ');

    await page.locator('.alm-page-next').click();
    await expect.poll(() => live(page).textContent()).toMatch(/^หน้า 2 จาก \d+$/);
    expect(await page.locator('.alm-page[aria-current="page"]').getAttribute('aria-label')).toBe('หน้า 2');
  });

  it('the bulk bar and the confirm dialog are Thai', async () => {
    const page = await openPage(PAGE);
    await expect.poll(() => page.locator(`${TABLE} tbody tr`).count()).toBe(10);
    await page.locator(`${TABLE} tbody tr`).nth(0).locator('input[type="checkbox"]').check();
    await expect.poll(() => page.locator('.alm-bulk-status').textContent()).toBe('เลือกแล้ว 1 แถว');
    expect(await page.locator('.alm-bulk-controls').getAttribute('aria-label')).toBe('การดำเนินการกับแถวที่เลือกของ พนักงาน');
    expect(await page.locator('.alm-bulk-clear').textContent()).toBe('ล้างการเลือก');
    expect(await page.locator('.alm-bulk-apply').textContent()).toBe('ดำเนินการ');
    await page.locator(`${TABLE} tbody tr`).nth(1).locator('input[type="checkbox"]').check();
    await expect.poll(() => page.locator('.alm-bulk-status').textContent()).toBe('เลือกแล้ว 2 แถว');
    await expect.poll(() => page.locator(`${TABLE} .alm-caption-info`).textContent()).toMatch(/, เลือกแล้ว 2 แถว$/);

    const name = (await page.locator(`${TABLE} tbody tr`).nth(0).locator('td').nth(1).textContent())?.trim();
    await page.locator(`${TABLE} tbody tr`).nth(0).locator('.alm-row-action').click();
    const dialog = page.locator('dialog.alm-confirm');
    await expect.poll(() => dialog.locator('.alm-confirm-message').textContent()).toBe(`พักงาน ${name} ใช่หรือไม่?`);
    expect(await dialog.locator('.alm-confirm-ok').textContent()).toBe('ตกลง');
    expect(await dialog.locator('.alm-confirm-cancel').textContent()).toBe('ยกเลิก');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('a search with no match says so in Thai, on screen and to a screen reader ("0 แถว")', async () => {
    const page = await openPage(PAGE);
    await expect.poll(() => page.locator(`${TABLE} tbody tr`).count()).toBe(10);
    await page.locator('.alm-search input').fill('zzzzqqq');
    // The server filters: it answers no rows at all, the empty state of a table with none.
    await expect.poll(() => page.locator(`${TABLE} tbody`).textContent()).toContain('ไม่มีข้อมูล');
    await expect.poll(() => live(page).textContent()).toBe('0 แถว');
  });

  it('no English built-in text is left: the shown texts and aria names hold none of the English catalogue', async () => {
    const page = await openPage(PAGE);
    await expect.poll(() => page.locator(`${TABLE} tbody tr`).count()).toBe(10);
    await page.locator(`${TABLE} tbody tr`).nth(0).locator('input[type="checkbox"]').check();
    await expect.poll(() => page.locator('.alm-bulk-status').textContent()).toBe('เลือกแล้ว 1 แถว');
    // The footer and the row actions are parts: the check reads their texts once they are drawn (in Thai), and once
    // every part asked for has arrived.
    await expect.poll(() => page.locator(`${TABLE} tfoot .alm-page-note`).textContent()).toBe(' (หน้านี้)');
    await expect.poll(() => page.locator(`${TABLE} th.alm-row-actions, ${TABLE} thead th`).allTextContents()).toContain('การดำเนินการ');
    await expect.poll(() => page.locator(`${TABLE} tbody tr`).nth(0).locator('.alm-row-action').count()).toBeGreaterThan(0);
    await networkQuiet(page);
    const words = englishWords([STRINGS, SHARED, bulk, rowActions, footer, send]);
    expect(words).toContain('Showing'); // the check itself can fail: it knows the English
    const texts = await shownTexts(page);
    expect(texts.length).toBeGreaterThan(20);
    const english = texts.filter((t) => words.some((w) => t.includes(w)));
    expect(english).toEqual([]);
  });

  it('when the Thai file cannot be loaded the table stays in English, with one warning', async () => {
    const page = await openPage(PAGE, {
      allowConsoleErrors: true, // the browser logs the 404 itself
      before: (p) => p.route(partRoute('th'), (route) => route.fulfill({ status: 404, body: 'not found' })),
    });
    await expect.poll(() => page.locator(`${TABLE} tbody tr`).count()).toBe(10);
    await expect.poll(() => page.locator(`${TABLE} .alm-caption-info`).textContent()).toMatch(/^Showing 1 to 10 of \d+ entries$/);
    expect(await page.locator('.alm-page-next').getAttribute('aria-label')).toBe('Next page');
    await expect.poll(() => page.locator('.alm-bulk-controls').getAttribute('aria-label')).toBe('Bulk actions for พนักงาน');
    const warnings = page.warnings.filter((w) => /almanac(?:-table|-calendar)?-th-[\w-]{6}\.js/.test(w));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/its texts stay in English/);
  });
});
