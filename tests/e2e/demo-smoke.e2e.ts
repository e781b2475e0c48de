// Every page the demo index links to opens without a page error, console error or Almanac warning
// (pages that exercise failing requests or bad markup on purpose are allowed their console output).
// One test per page, so that the next page reuses the tab (harness.ts) and a failure names its page.
import { describe, expect, it } from 'vitest';
import { networkQuiet, openPage, useBrowser } from './harness';
import { DEMO_LINKS as LINKS, NOISY_PAGES as NOISY } from './demo-links';

useBrowser();
// Pages whose one deliberate Almanac warning is the point of the page (still no console errors allowed).
const EXPECTED_WARNING: Record<string, RegExp> = {
  '/bundle-table-twice.html': /included more than once/,
  // The feed's broken VEVENT and its javascript: URL are the point of the page.
  '/calendar-ics.html': /\.ics: VEVENT "(broken|html-2026)@club\.example" has (no DTSTART|a URL that is not http)/,
};

describe('the demo site', () => {
  it('the index links to every demo page', async () => {
    const index = await openPage('/');
    const links = await index.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(15);
    expect(links).toEqual(LINKS);
  });

  it.each(LINKS)('%s renders its widgets cleanly', async (href) => {
    const page = await openPage(href, { allowConsoleErrors: NOISY.has(href) });
    await expect.poll(() => page.locator('table.alm-table, .ec-calendar').count(), { message: href }).toBeGreaterThan(0);
    // The parts the widgets ask for (and the data they load) may warn once they arrive: read the warnings after them.
    await networkQuiet(page);
    const expected = EXPECTED_WARNING[href];
    const warnings = page.warnings.filter((w) => w.startsWith('[almanac]') && !(expected && expected.test(w)));
    if (!NOISY.has(href)) expect(warnings, href).toEqual([]);
  });
});
