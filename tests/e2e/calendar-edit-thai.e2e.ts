// Issue 23, "Done means": editing in Thai, in Chromium under the demo's strict CSP. A keyboard move
// (month and week views), a keyboard selection, a refusal and a failed save, on a calendar whose
// language is Thai (from <html lang="th">, and from data-locale): the hint and every announced text
// come from src/lang/th.ts (calendarEdit), the dates are Thai with the Buddhist-era year (2569 for
// 2026), as the calendar shows them.
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { useBrowser, type TestPage } from './harness';
import { calendarPage, eventsAttr, waitForEvents } from './calendar-helpers';
import { calendarEdit as TH } from '../../src/lang/th';

useBrowser();

const EVENTS = [
  { id: 'a', title: 'วันหยุด', start: '2026-11-10', end: '2026-11-11' },
  { id: 't', title: 'ประชุมทีม', start: '2026-11-12T10:30:00', end: '2026-11-12T11:30:00', allDay: false },
];
const calendar = (attrs = '') =>
  `<meta name="csrf-token" content="e2e-token"><div id="cal" data-event-calendar data-editable="true" data-update-api="/api/e2e-update/{id}"
  data-on-select-api="/api/e2e-select" ${attrs.includes('data-date') ? '' : 'data-date="2026-11-01"'} ${attrs} data-events='${eventsAttr(EVENTS)}'></div>`;

const live = (page: TestPage) => page.locator('#cal [aria-live="assertive"]').evaluate((el) => el.textContent!.replace(/\u200b/g, ''));
const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => params[k]);

/** A Thai calendar, its Thai texts loaded (the th part arrives after the first render). */
async function thaiPage(attrs?: string, lang = 'th', allowConsoleErrors = false): Promise<TestPage> {
  const page = await calendarPage(calendar(attrs), { lang, allowConsoleErrors });
  await page.locator('#cal .ec-edit-hint').waitFor();
  await expect.poll(() => page.locator('#cal .ec-edit-hint').textContent()).toBe(`${TH.hint} ${TH.selectHint}`);
  return page;
}

/** Answer the update and select APIs with `status` and `body`; the requests are collected. */
async function answer(page: TestPage, status = 200, body?: unknown): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(/\/api\/e2e-(?:update\/[^/]+|select)$/, (route) => {
    seen.push(route.request());
    const sent = route.request().postDataJSON();
    const reply = body ?? (route.request().method() === 'POST' ? { success: true, data: { id: 'n1', title: 'จองแล้ว', ...sent } } : { success: true });
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(reply) });
  });
  return seen;
}

describe('moving by keyboard, said in Thai', () => {
  it('month view: picked up, each step, the drop, in Thai with Buddhist-era dates; the PATCH as in English', async () => {
    const page = await thaiPage();
    const seen = await answer(page);
    const event = 'ประชุมทีม, 10:30 ถึง 11:30, วันพฤหัสบดีที่ 12 พฤศจิกายน 2569';
    await page.locator('#cal [data-event-id="t"]').focus();
    await page.keyboard.press('Space');
    expect(await live(page)).toBe(fill(TH.pickedUp, { event }));
    await page.keyboard.press('ArrowRight');
    expect(await live(page)).toBe('ประชุมทีม, 10:30 ถึง 11:30, วันศุกร์ที่ 13 พฤศจิกายน 2569');
    await page.keyboard.press('ArrowDown');
    expect(await live(page)).toBe('ประชุมทีม, 10:30 ถึง 11:30, วันศุกร์ที่ 20 พฤศจิกายน 2569');
    await page.keyboard.press('Space');
    expect(await live(page)).toBe(fill(TH.dropped, { event: 'ประชุมทีม, 10:30 ถึง 11:30, วันศุกร์ที่ 20 พฤศจิกายน 2569' }));
    await waitForEvents(page, 'eventDrop');
    await expect.poll(() => seen.length).toBe(1);
    // The payload is the calendar's input format, never Thai or Buddhist-era.
    expect(seen[0].postDataJSON()).toEqual({ id: 't', start: '2026-11-20T10:30:00', end: '2026-11-20T11:30:00', allDay: false });
    expect(await page.locator('#cal .ec-body [data-event-id="t"]').first().getAttribute('aria-label')).toMatch(/วันศุกร์ที่ 20 พฤศจิกายน 2569$/);
  });

  it('week view (data-locale="th" on an English page): ↓ a snap step, Shift+↓ the end, Escape puts it back, said in Thai', async () => {
    const page = await thaiPage('data-locale="th" data-view="week" data-date="2026-11-12"', 'en');
    const seen = await answer(page);
    await page.locator('#cal .ec-timed-event[data-event-id="t"]').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await live(page)).toBe('ประชุมทีม, 10:45 ถึง 11:45, วันพฤหัสบดีที่ 12 พฤศจิกายน 2569');
    await page.keyboard.press('Shift+ArrowDown');
    expect(await live(page)).toBe('ประชุมทีม, 10:45 ถึง 12:00, วันพฤหัสบดีที่ 12 พฤศจิกายน 2569');
    await page.keyboard.press('Escape');
    expect(await live(page)).toBe(fill(TH.cancelled, { event: 'ประชุมทีม, 10:30 ถึง 11:30, วันพฤหัสบดีที่ 12 พฤศจิกายน 2569' }));
    expect(seen).toEqual([]);
  });

  it('a refusal and a failed save are said in Thai', async () => {
    const page = await thaiPage('data-max-date="2026-11-13"', 'th', true); // Chromium logs the 422
    await answer(page, 422, { success: false, message: 'ห้องไม่ว่าง' });
    await page.locator('#cal [data-event-id="t"]').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown'); // a week on: past data-max-date
    expect(await live(page)).toBe(TH.refusedBounds);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#cal .ec-notice-message').textContent()).toBe(`${fill(TH.saveError, { title: 'ประชุมทีม' })} ห้องไม่ว่าง`);
    await expect.poll(() => page.locator('#cal .ec-body [data-event-id="t"]').first().getAttribute('aria-label')).toMatch(/วันพฤหัสบดีที่ 12 พฤศจิกายน 2569$/);
  });
});

describe('selecting by keyboard, said in Thai', () => {
  it('month view: selecting, extending, selected, added; the POST as in English', async () => {
    const page = await thaiPage();
    const seen = await answer(page);
    await page.locator('#cal [data-date="2026-11-25"] .ec-day-number').focus();
    await page.keyboard.press('Space');
    expect(await live(page)).toBe(fill(TH.selecting, { range: 'วันพุธที่ 25 พฤศจิกายน 2569' }));
    await page.keyboard.press('Shift+ArrowRight');
    const range = 'วันพุธที่ 25 พฤศจิกายน 2569 ถึง วันพฤหัสบดีที่ 26 พฤศจิกายน 2569';
    expect(await live(page)).toBe(range);
    expect(await page.locator('#cal .ec-ghost').first().textContent()).toBe(range);
    await page.keyboard.press('Enter');
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ start: '2026-11-25', end: '2026-11-26', allDay: true });
    await expect.poll(() => live(page)).toBe(fill(TH.added, { event: `จองแล้ว, ทั้งวัน, ${range}` }));
  });

  it('Escape cancels, the range being sent and a failed answer are said in Thai', async () => {
    const page = await thaiPage(undefined, 'th', true);
    await answer(page, 500, { success: false });
    await page.locator('#cal [data-date="2026-11-25"] .ec-day-number').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    expect(await live(page)).toBe(TH.selectCancelled);
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    // With the select API, what is said while it is sent ("Saving …"), in Thai.
    expect(await live(page)).toBe(fill(TH.sending, { range: 'วันพุธที่ 25 พฤศจิกายน 2569' }));
    await expect.poll(() => page.locator('#cal .ec-notice-message').textContent()).toBe(fill(TH.selectError, { range: 'วันพุธที่ 25 พฤศจิกายน 2569' }));
  });
});
