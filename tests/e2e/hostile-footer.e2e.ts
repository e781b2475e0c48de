// Hostile strings in table footers (issue "TableManager III": the hostile corpus covers every new path):
// as aggregated values, data-prefix / data-suffix, a custom aggregate's value and around a formatter's
// output they read exactly as written, and nothing runs. Malformed footer markup warns and keeps working.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';
import { domProblems, HOSTILE, openHostile, reportFigure } from './hostile-helpers';

useBrowser();
const T = 'table[data-table="hostile-footer"]';

describe('hostile strings in footers', () => {
  it('prefix, suffix, custom values and formatter surroundings are text; mixed hostile values are skipped', async () => {
    const watched = await openHostile('/hostile-footer.html');
    const { page } = watched;
    const rows = page.locator(`${T} tfoot tr`);
    await expect.poll(() => page.locator('#hostile-mixed td').allTextContents()).toEqual([String(HOSTILE.length), String(HOSTILE.length - 1), '']);
    const texts = await rows.evaluateAll((trs) => trs.slice(0, -1).map((tr) => Array.from((tr as HTMLTableRowElement).cells, (c) => c.textContent)));
    const sum = String((HOSTILE.length * (HOSTILE.length - 1)) / 2);
    expect(texts).toEqual(HOSTILE.map((s) => [`${s}${HOSTILE.length}${s}`, `${s}${s}${sum}`, s]));
    expect(await domProblems(page, `${T} tfoot`)).toEqual([]);
    expect(await page.locator(`${T} tfoot *`).evaluateAll((els) => els.filter((e) => !['TR', 'TD', 'SPAN'].includes(e.tagName)).length)).toBe(0);
    const state = await page.evaluate(() => ({ pwned: (window as any).__pwned, violations: (window as any).__violations }));
    expect(state).toEqual({ pwned: false, violations: [] });
    expect(watched.dialogs).toEqual([]);
    reportFigure('hostile-footer.e2e.ts', ['data-prefix', 'data-suffix', 'custom value', 'formatter surroundings', 'aggregated values']);
  });
});

describe('malformed footer markup', () => {
  it('warns once per problem, keeps the text of a filled cell and still fills the rest', async () => {
    const { page } = await openHostile('/hostile-footer.html');
    await expect.poll(() => page.locator('#edge-count').textContent()).toBe('2');
    expect(await page.locator('#edge-kept').textContent()).toBe('see invoice');
    expect(await page.locator('#edge-median').textContent()).toBe('');
    const ours = page.warnings.filter((w) => w.startsWith('[almanac] table "footer-edge"'));
    expect(ours).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\[almanac\] table "footer-edge": data-footer-aggregates .*not valid JSON.* — footer aggregates disabled$/),
      '[almanac] table "footer-edge": a footer cell has data-class, which is not supported — use the class attribute (ignored)',
      '[almanac] table "footer-edge": a footer cell with data-aggregate="sum" already has text — kept as it is (footer rule 2)',
      '[almanac] table "footer-edge": data-aggregate "median" is not sum, avg, count, min, max or custom — cell left as it is',
    ]));
    expect(ours).toHaveLength(4);
  });
});
