// Issue 14 item 3 (calendar): axe-core reports zero violations of any impact on
// every calendar demo page, in month, week and day view, with the '+N more'
// popover and the detail dialog open, at 1280 and 400 px, in Thai and right-to-left (Hebrew).
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser, type TestPage } from './harness';
import { demoPage } from './calendar-helpers';

useBrowser();

const PAGES = ['/calendar-api.html', '/calendar-bounds.html', '/calendar-controls.html', '/calendar-inline.html', '/calendar-thai.html', '/calendar-rtl.html', '/calendar-hours.html'];

/**
 * Wait until every calendar on the page has rendered its grid and finished loading, and the
 * contrast chunk (event text colours outside the palette) has arrived when it was asked for.
 */
async function settled(page: TestPage) {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-event-calendar]')].every((c) => c.querySelector('.ec-body') && c.getAttribute('aria-busy') !== 'true')
    && [...document.querySelectorAll<HTMLScriptElement>('script[src*="-contrast-"]')].every((s) => (globalThis as unknown as Record<symbol, { e: Map<string, unknown> }>)[Symbol.for('almanac.parts')]?.e.has(s.src.split('/').pop()!.split('?')[0])));
}

async function violations(page: TestPage) {
  await settled(page);
  return axeViolations(page, 'main');
}

/** Switch every calendar of the page to `view` through its view switcher (when it has that view). */
async function switchAll(page: TestPage, view: string) {
  const buttons = page.locator(`.ec-view-btn[data-view="${view}"]`);
  for (let i = 0; i < (await buttons.count()); i++) await buttons.nth(i).press('Enter');
}

describe.each([1280, 400])('zero axe violations at %i px', (width) => {
  it.each(PAGES)('%s in month, week and day view', async (path) => {
    const page = await demoPage(path, { width, allowConsoleErrors: path.includes('bounds') });
    expect(await violations(page)).toEqual([]);
    for (const view of ['week', 'day']) {
      await switchAll(page, view);
      expect(await violations(page), view).toEqual([]);
    }
  });
});

describe('zero axe violations with the overlays open', () => {
  it.each(PAGES)('%s: the +N more popover, then the detail dialog', async (path) => {
    const page = await demoPage(path, { allowConsoleErrors: path.includes('bounds') });
    await settled(page);
    const more = page.locator('.ec-more-events').first();
    if (await more.count()) {
      await more.press('Enter');
      await page.locator('.ec-popover').waitFor();
      expect(await violations(page), 'popover').toEqual([]);
      await page.keyboard.press('Escape');
    }
    const event = page.locator('[data-event-calendar]:not([data-on-event-click-api]) [data-event-id]').first();
    if (await event.count()) {
      await event.press('Enter');
      await page.locator('dialog[open]').waitFor();
      expect(await violations(page), 'dialog').toEqual([]);
    }
  });
});
