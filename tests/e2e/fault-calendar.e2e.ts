// A calendar whose data-api fails (demo/pages/fault-calendar.html, /api/fault/*): after a
// 500, an HTML page, truncated JSON, a hung request or a 10 MB answer, the events of the
// last good answer stay (or the good 10 MB answer shows), and Retry or the next load
// loads again; an answer that arrives after a newer one is dropped.
import { describe, expect, it } from 'vitest';
import { networkQuiet, openPage, useBrowser, type TestPage } from './harness';
import { FAULTS, planFaults, received, settled } from './fault-helpers';

useBrowser();
const titles = (page: TestPage) => page.locator('#fault-calendar .ec-event-title').allTextContents();
const showsAnswer = (page: TestPage, n: number) => expect.poll(() => titles(page), { timeout: 10_000 }).toEqual([`answer ${n}`]);
/** Reload through the page's API, as a page script would. */
const refresh = (page: TestPage) => page.evaluate(() => (window as any).Almanac.EventCalendar.refreshEvents('#fault-calendar'));

async function faultPage(...faults: string[]): Promise<{ page: TestPage; key: string }> {
  const key = await planFaults(...faults, 'ok');
  // Chromium logs every failed response as a console error: this page fails on purpose.
  const page = await openPage(`/fault-calendar.html?key=${key}`, { allowConsoleErrors: true });
  await showsAnswer(page, 1);
  return { page, key };
}

describe('a failing data-api keeps the last good events, and retry loads again', () => {
  it.each(FAULTS.filter((f) => f !== 'hang' && f !== 'big'))('%s: events stay, the notice offers Retry, Retry loads the next answer', async (fault) => {
    const { page } = await faultPage(fault);
    await refresh(page);
    await expect.poll(() => page.locator('#fault-calendar .ec-notice-retry').count()).toBe(1);
    expect(await titles(page)).toEqual(['answer 1']);
    await page.locator('#fault-calendar .ec-notice-retry').click();
    await showsAnswer(page, 3);
    await expect.poll(() => page.locator('#fault-calendar .ec-notice-error').count()).toBe(0);
  });

  it('hang: events stay while the request hangs; the next load shows its answer', async () => {
    const { page, key } = await faultPage('hang');
    await refresh(page);
    // Answer 2 hangs once the server has the request: sent by the page is not enough, the next load would
    // abort it on its way and take answer 2 (the hang) itself (fault-helpers received()).
    await received(key, 2);
    expect(await titles(page)).toEqual(['answer 1']);
    await refresh(page);
    await showsAnswer(page, 3);
  });

  it('big: a 10 MB answer is shown like any other, and the next load still works', async () => {
    const { page } = await faultPage('big');
    await refresh(page);
    await showsAnswer(page, 2);
    await refresh(page);
    await showsAnswer(page, 3);
  });

  it('out of order: a slow older answer never replaces a newer one', async () => {
    const { page, key } = await faultPage('slow:1500');
    await refresh(page); // answer 2: slow
    await received(key, 2);
    await refresh(page); // answer 3: at once
    await showsAnswer(page, 3);
    await settled(key, 3); // answer 2 has now been sent (or dropped by the page)
    // Sent is not yet received: the request stays open on the page until its answer arrived (or the page aborted it).
    await networkQuiet(page);
    expect(await titles(page)).toEqual(['answer 3']);
  });
});
