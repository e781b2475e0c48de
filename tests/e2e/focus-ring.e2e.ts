// A focus ring only draws around what it rings (issue 14: everything operable by keyboard, and seen
// to be): on every page the demo index links to, each control of a widget keeps its width and
// height when it takes keyboard focus. A rule that lifts the focused control above its neighbours
// once made a week block (position: absolute) fall back into the flow and shrink to its text.
// Sizes only: a control focused in a scrolled region may be scrolled into view, which moves it.
import { describe, expect, it } from 'vitest';
import { networkQuiet, openPage, useBrowser } from './harness';
import { DEMO_LINKS as LINKS, NOISY_PAGES as NOISY } from './demo-links';

useBrowser();

describe('a focused control keeps its size', () => {
  it.each(LINKS)('%s', async (href) => {
    const page = await openPage(href, { allowConsoleErrors: NOISY.has(href) });
    await expect.poll(() => page.locator('table.alm-table, .ec-calendar').count(), { message: href }).toBeGreaterThan(0);
    await networkQuiet(page);
    await page.keyboard.press('Shift'); // keyboard modality: :focus-visible applies to scripted focus from now on
    const result = await page.evaluate(() => {
      const controls = [...document.querySelectorAll<HTMLElement>(
        ':is(.ec-calendar, table.alm-table, .alm-table-wrap) :is(button, input, select, textarea, a[href], [tabindex])',
      )].filter((el) => el.getClientRects().length > 0 && !el.matches(':disabled'));
      const resized: string[] = [];
      let focused = 0;
      for (const el of controls) {
        const size = () => { const r = el.getBoundingClientRect(); return `${Math.round(r.width)}x${Math.round(r.height)}`; };
        const before = size();
        el.focus({ preventScroll: true });
        if (document.activeElement !== el || !el.matches(':focus-visible')) continue;
        focused++;
        const after = size();
        if (after !== before) resized.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: ${before} -> ${after}`);
        el.blur();
      }
      return { controls: controls.length, focused, resized };
    });
    expect(result.resized, href).toEqual([]);
    // Not a test that passes by finding nothing: every control there was took focus (a page whose widget
    // shows none, such as a table refused by its server, has nothing to check).
    expect(result.focused, href).toBe(result.controls);
  });
});
