// Every page the demo index links to opens without a page error, console error or Almanac warning
// (pages that exercise failing requests or bad markup on purpose are allowed their console output).
import { expect, it } from 'vitest';
import { openPage, useBrowser } from './harness';

useBrowser();
const NOISY = new Set(['/table-states.html', '/table-bad-input.html', '/table-auth.html', '/table-twice.html']);
// Pages whose one deliberate Almanac warning is the point of the page (still no console errors allowed).
const EXPECTED_WARNING: Record<string, RegExp> = { '/bundle-table-twice.html': /included more than once/ };

it('the index links to every demo page, and each renders its widgets cleanly', async () => {
  const index = await openPage('/');
  const links = await index.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(links.length).toBeGreaterThan(15);
  for (const href of links) {
    const page = await openPage(href, { allowConsoleErrors: NOISY.has(href) });
    await expect.poll(() => page.locator('table.alm-table, .ec-calendar').count(), { message: href }).toBeGreaterThan(0);
    const expected = EXPECTED_WARNING[href];
    const warnings = page.warnings.filter((w) => w.startsWith('[almanac]') && !(expected && expected.test(w)));
    if (!NOISY.has(href)) expect(warnings, href).toEqual([]);
    await page.close();
  }
}, 180_000); // one page after another, every demo page: longer than one test's usual limit
