// The harness hands a finished test's tab to the next test (harness.ts, release): the next test must
// still see a first visit. These tests run in order; the second checks what the first left behind.
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
/** The tabs the first test opened. */
const opened: TestPage[] = [];
/** What the first test's console listeners heard. */
const heard: string[] = [];

describe('a reused tab starts as a new one', () => {
  it('a test opens two tabs, stores, routes, adds an init script and listens', async () => {
    for (const path of [null, '/index.html']) {
      const page = await openPage(path);
      opened.push(page);
      await page.addInitScript(() => ((window as unknown as { __init: boolean }).__init = true));
      await page.route('**/table-basic.html', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p id="routed">routed</p>' }));
      page.on('console', (message) => void heard.push(message.text()));
      await page.goto(`${baseUrl()}/table-basic.html`);
      expect(await page.locator('#routed').count()).toBe(1);
      await page.evaluate(() => {
        sessionStorage.setItem('left', 'session');
        localStorage.setItem('left', 'local');
        document.cookie = 'left=cookie';
      });
    }
    // Held down and not let go: the pool lets go of them.
    await opened[1].keyboard.down('Shift');
    await opened[1].mouse.move(5, 5);
    await opened[1].mouse.down();
  });

  it('the next test gets the last of those tabs back (the one in front; the other is closed), with no storage, route, init script or listener of the last test', async () => {
    const page = await openPage('/table-basic.html');
    expect(page, 'the pool handed the last tab back').toBe(opened[1]);
    // A tab behind another gets an animation frame a second: the pool keeps none of them.
    expect(opened[0].isClosed()).toBe(true);
    expect(await page.locator('#routed').count()).toBe(0);
    expect(await page.locator('table[data-table="staff"]').count()).toBe(1);
    expect(await page.evaluate(() => [sessionStorage.getItem('left'), localStorage.getItem('left'), document.cookie, '__init' in window]))
      .toEqual([null, null, '', false]);
    heard.length = 0;
    await page.evaluate(() => console.warn('no listener of the last test hears this'));
    await expect.poll(() => page.warnings).toEqual(['no listener of the last test hears this']);
    expect(heard).toEqual([]);
    // No key or button of the last test is still down: the mouse moves with no button held, a click is a plain click.
    await page.evaluate(() => {
      document.addEventListener('mousemove', (e) => console.warn(`move buttons=${e.buttons}`), { once: true });
      document.addEventListener('click', (e) => console.warn(`click shift=${e.shiftKey}`));
    });
    await page.mouse.move(40, 40);
    await page.locator('table[data-table="staff"] td').first().click();
    await expect.poll(() => page.warnings.filter((w) => /^(move|click) /.test(w))).toEqual(['move buttons=0', 'click shift=false']);
  });
});
