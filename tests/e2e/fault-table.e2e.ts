// A table whose data-source fails (demo/pages/fault-table.html, /api/fault/*): after a
// 500, an HTML page, truncated JSON, a hung request or a 10 MB answer, the rows of the
// last good answer stay (or the good 10 MB answer shows), and a retry loads again;
// an answer that arrives after a newer one is dropped.
import { describe, expect, it } from 'vitest';
import { networkQuiet, openPage, useBrowser, type TestPage } from './harness';
import { FAULTS, planFaults, received, settled } from './fault-helpers';

useBrowser();
const T = 'table[data-table="fault"]';
const names = (page: TestPage) => page.locator(`${T} tbody tr:not(.alm-state-row) td:nth-child(2)`).allTextContents();
const showsAnswer = (page: TestPage, n: number) =>
  expect.poll(() => names(page), { timeout: 10_000 }).toEqual([1, 2, 3].map((id) => `answer ${n} row ${id}`));
/** Reload through the page's API, as a page script or a retry would. */
const reload = (page: TestPage) => page.evaluate(() => void (window as any).Almanac.TableManager.loadTableData('fault', { force: true }));

async function faultPage(...faults: string[]): Promise<{ page: TestPage; key: string }> {
  const key = await planFaults(...faults, 'ok');
  // Chromium logs every failed response as a console error: this page fails on purpose.
  const page = await openPage(`/fault-table.html?key=${key}`, { allowConsoleErrors: true });
  await showsAnswer(page, 1);
  return { page, key };
}

describe('a failing data-source keeps the last good rows, and retry loads again', () => {
  it.each(FAULTS.filter((f) => f !== 'hang' && f !== 'big'))('%s: rows stay, the error offers Retry, Retry loads the next answer', async (fault) => {
    const { page } = await faultPage(fault);
    await reload(page);
    await expect.poll(() => page.locator('.alm-status-error .alm-retry').count()).toBe(1);
    expect(await names(page)).toEqual([1, 2, 3].map((id) => `answer 1 row ${id}`));
    await page.locator('.alm-status-error .alm-retry').click();
    await showsAnswer(page, 3);
    expect(await page.locator('.alm-status-error').count()).toBe(0);
  });

  it('hang: rows stay while the request hangs; the next load replaces it and shows its answer', async () => {
    const { page, key } = await faultPage('hang');
    await reload(page);
    // Answer 2 hangs once the server has the request: sent by the page is not enough, the next load would
    // abort it on its way and take answer 2 (the hang) itself (fault-helpers received()).
    await received(key, 2);
    expect(await names(page)).toEqual([1, 2, 3].map((id) => `answer 1 row ${id}`));
    await reload(page);
    await showsAnswer(page, 3);
    await settled(key, 3); // the hung request was given up by the page
  });

  it('big: a 10 MB answer is shown like any other, and the next load still works', async () => {
    const { page } = await faultPage('big');
    await reload(page);
    await showsAnswer(page, 2);
    await reload(page);
    await showsAnswer(page, 3);
  });

  it('out of order: a slow older answer never replaces a newer one', async () => {
    const { page, key } = await faultPage('slow:1500');
    await reload(page); // answer 2: slow
    await received(key, 2);
    await reload(page); // answer 3: at once
    await showsAnswer(page, 3);
    await settled(key, 3); // answer 2 has now been sent (or dropped by the page)
    // Sent is not yet received: the request stays open on the page until its answer arrived (or the page aborted it).
    await networkQuiet(page);
    expect(await names(page)).toEqual([1, 2, 3].map((id) => `answer 3 row ${id}`));
  });
});
