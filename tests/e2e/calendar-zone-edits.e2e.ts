// Issue 45 item 1 ("everything EventCalendar II built keeps working in a named zone"): selecting and resizing in a
// calendar in New York while the browser is in Tokyo, over the weekend New York's clocks go forward (Sunday 8 March
// 2026, 02:00 EST -> 03:00 EDT; Tokyo has no change). The grid, the ghost and the requests speak New York's wall
// clock; eventcalendar:select and eventcalendar:eventResize carry the real instants, the offset of each side of
// the change applied (EST, UTC-5, before it; EDT, UTC-4, after). Moves in a named zone: calendar-zones.e2e.ts.
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { useBrowser, type TestPage } from './harness';
import { box, calendarPage, eventsAttr } from './calendar-helpers';

useBrowser();

/** 00:00 to 00:45 in New York on the Sunday of the change (EST). */
const NIGHT = { id: 'night', title: 'Night shift', start: '2026-03-08T05:00:00Z', end: '2026-03-08T05:45:00Z', allDay: false };
const calendar = (attrs: string, events: unknown[]) =>
  `<main><div id="cal" data-event-calendar data-editable="true" data-timezone="America/New_York" data-view="week" data-date="2026-03-08"
   data-on-select-api="/api/e2e-select" data-update-api="/api/e2e-update/{id}" ${attrs} data-events='${eventsAttr(events)}'></div></main>`;

interface Received { name: string; start: string; end: string; allDay?: boolean; oldEnd?: string }

/** The calendar in New York, the browser in Tokyo; eventcalendar:select and eventResize as the page receives them (instants as ISO). */
async function zonedPage(attrs = '', events: unknown[] = []): Promise<TestPage> {
  const page = await calendarPage(calendar(attrs, events), { timezoneId: 'Asia/Tokyo', lang: 'en-US', now: '2026-03-06T12:00:00Z' });
  await page.locator('#cal .ec-edit-hint').waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { received: unknown[] };
    w.received = [];
    document.addEventListener('eventcalendar:select', (e) => {
      const d = (e as CustomEvent).detail;
      w.received.push({ name: 'select', start: d.start.toISOString(), end: d.end.toISOString(), allDay: d.allDay });
    });
    document.addEventListener('eventcalendar:eventResize', (e) => {
      const d = (e as CustomEvent).detail;
      w.received.push({ name: 'eventResize', start: d.event.start.toISOString(), end: d.event.end.toISOString(), oldEnd: d.oldEvent.end.toISOString() });
    });
  });
  return page;
}
const received = (page: TestPage) => page.evaluate(() => (window as unknown as { received: Received[] }).received);

/** Answer every request to `pattern` (a select: with the range sent, as the event `n1`); the requests are collected. */
async function answer(page: TestPage, pattern: string): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(pattern, (route) => {
    seen.push(route.request());
    const body = pattern.includes('select') ? { success: true, data: { id: 'n1', title: 'Booked', ...route.request().postDataJSON() } } : { success: true };
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return seen;
}

/** The day column of `date`, scrolled to midnight, and the height of an hour in it. */
async function column(page: TestPage, date: string) {
  await page.locator('#cal .ec-tg-scroll').evaluate((el) => (el.scrollTop = 0));
  const c = await box(page.locator(`#cal .ec-day-column[data-date="${date}"]`));
  return { x: c.x + c.width / 2, top: c.y, hour: c.height / 24 };
}

/** The time written in the block of `id`, and its day. */
async function placed(page: TestPage, id: string) {
  const block = page.locator(`#cal .ec-timed-event[data-event-id="${id}"]`);
  await block.waitFor();
  return block.evaluate((b) => `${b.closest('[data-date]')!.getAttribute('data-date')} ${b.querySelector('.ec-event-time')!.textContent}`);
}

describe('selecting in New York with the browser in Tokyo', () => {
  it('mouse, over the skipped hour: 01:00 to 04:00 on the clock is 06:00Z to 08:00Z (two real hours); the POST says the wall clock', async () => {
    const page = await zonedPage();
    const seen = await answer(page, '**/api/e2e-select');
    const sunday = await column(page, '2026-03-08');
    await page.mouse.move(sunday.x, sunday.top + sunday.hour * 1 + 2);
    await page.mouse.down();
    await page.mouse.move(sunday.x, sunday.top + sunday.hour * 3.75 + 2, { steps: 8 });
    expect(await page.locator('#cal .ec-ghost').first().textContent()).toBe('Sunday, March 8, 2026, 01:00 to 04:00');
    await page.mouse.up();
    await expect.poll(() => received(page)).toEqual([{ name: 'select', start: '2026-03-08T06:00:00.000Z', end: '2026-03-08T08:00:00.000Z', allDay: false }]);
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ start: '2026-03-08T01:00:00', end: '2026-03-08T04:00:00', allDay: false });
    // The answered event (the wall clock sent back) is drawn where it was selected.
    expect(await placed(page, 'n1')).toBe('2026-03-08 01:00–04:00');
  });

  it('keyboard, moved from Saturday (EST) to Monday (EDT): the same 09:00 on the clock, an hour earlier in UTC', async () => {
    // The week from Saturday the 7th (data-first-day), so that both sides of the change are shown.
    const page = await zonedPage('data-first-day="6" data-business-hours="09:00-17:00" data-business-days="0,1,2,3,4,5,6"');
    const seen = await answer(page, '**/api/e2e-select');
    await page.locator('#cal .ec-tg-day-header[data-date="2026-03-07"]').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => received(page)).toEqual([{ name: 'select', start: '2026-03-07T14:00:00.000Z', end: '2026-03-07T15:00:00.000Z', allDay: false }]);
    await page.locator('#cal .ec-tg-day-header[data-date="2026-03-07"]').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => received(page).then((r) => r.length)).toBe(2);
    expect((await received(page))[1]).toEqual({ name: 'select', start: '2026-03-09T13:00:00.000Z', end: '2026-03-09T14:00:00.000Z', allDay: false });
    await expect.poll(() => seen.length).toBe(2);
    expect(seen.map((r) => r.postDataJSON())).toEqual([
      { start: '2026-03-07T09:00:00', end: '2026-03-07T10:00:00', allDay: false },
      { start: '2026-03-09T09:00:00', end: '2026-03-09T10:00:00', allDay: false },
    ]);
  });
});

describe('resizing in New York with the browser in Tokyo', () => {
  it('mouse, over the skipped hour: an end dragged from 00:45 to 03:45 on the clock is 07:45Z (two real hours later); the PATCH says the wall clock', async () => {
    const page = await zonedPage('', [NIGHT]);
    const seen = await answer(page, '**/api/e2e-update/**');
    expect(await placed(page, 'night')).toBe('2026-03-08 00:00–00:45');
    const sunday = await column(page, '2026-03-08');
    const block = await box(page.locator('#cal .ec-timed-event[data-event-id="night"]'));
    const [x, y] = [block.x + block.width / 2, block.y + block.height - 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 3 * sunday.hour, { steps: 10 });
    expect(await page.locator('#cal .ec-ghost').textContent()).toBe('Ends Sunday, March 8, 2026 03:45');
    await page.mouse.up();
    await expect.poll(() => received(page)).toEqual([{ name: 'eventResize', start: '2026-03-08T05:00:00.000Z', end: '2026-03-08T07:45:00.000Z', oldEnd: '2026-03-08T05:45:00.000Z' }]);
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 'night', start: '2026-03-08T00:00:00', end: '2026-03-08T03:45:00', allDay: false });
    expect(await placed(page, 'night')).toBe('2026-03-08 00:00–03:45');
  });

  it('keyboard: Shift+↓ four times from 00:45 ends it at 01:45 EST (06:45Z)', async () => {
    const page = await zonedPage('', [NIGHT]);
    const seen = await answer(page, '**/api/e2e-update/**');
    await page.locator('#cal .ec-timed-event[data-event-id="night"]').focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => received(page)).toEqual([{ name: 'eventResize', start: '2026-03-08T05:00:00.000Z', end: '2026-03-08T06:45:00.000Z', oldEnd: '2026-03-08T05:45:00.000Z' }]);
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 'night', start: '2026-03-08T00:00:00', end: '2026-03-08T01:45:00', allDay: false });
  });
});
