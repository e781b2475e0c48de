// Issue 45 item 5 in Chromium on the built bundle, under the demo's strict CSP: one occurrence of a series
// moved by keyboard, mouse and touch. The drop asks (a modal dialog in the calendar's language, focus in it
// and given back, Escape = Cancel) "Change this event" / "This and following events"; the change shows at
// once and is sent as PATCH {id, occurrence, start, end, allDay, scope}; the answer's series replaces it; a
// failure or Cancel puts it back. In a named zone other than the browser's, the dates sent are the zone's
// wall clock. demo/pages/calendar-recurrence.html moves occurrences locally (no update API).
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, useBrowser, type TestPage } from './harness';
import { box, calendarPage, demoPage, eventLog, eventsAttr, waitForEvents, updateRoute } from './calendar-helpers';

useBrowser();

const SERIES = { id: 's', title: 'Standup', start: '2026-11-02T09:00:00', end: '2026-11-02T09:30:00', allDay: false, rrule: 'FREQ=DAILY;COUNT=5' };
const calendar = (attrs = '', events: unknown[] = [SERIES]) =>
  `<main><div id="cal" data-event-calendar data-editable="true" data-update-api="/api/e2e-update/{id}" data-date="2026-11-01" ${attrs} data-events='${eventsAttr(events)}'></div></main>`;


async function editablePage(attrs = '', options: Parameters<typeof calendarPage>[1] = {}): Promise<TestPage> {
  const page = await calendarPage(calendar(attrs), options);
  await page.locator('#cal .ec-edit-hint').waitFor();
  await expect.poll(() => page.locator('#cal .ec-body [data-event-id="s"]').count()).toBe(5);
  return page;
}

/** The days (month view: MM-DD) the buttons of `id` are drawn on. */
const days = (page: TestPage, id = 's') =>
  page.locator(`#cal .ec-body [data-event-id="${id}"]`).evaluateAll((els) => els.map((el) => el.closest('[data-date]')!.getAttribute('data-date')!.slice(5)));
const live = (page: TestPage) => page.locator('#cal [aria-live="assertive"]').evaluate((el) => el.textContent!.replace(/\u200b/g, ''));
const dialog = (page: TestPage) => page.locator('dialog.alm-confirm[open]');
const ORIGINAL = ['11-02', '11-03', '11-04', '11-05', '11-06'];

/** Space on the occurrence of `day`, → `steps` days, Space; the dialog is open. */
async function keyboardMove(page: TestPage, day: string, steps = 1) {
  await page.locator(`#cal .ec-day-cell[data-date="${day}"] [data-event-id="s"]`).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await dialog(page).waitFor();
}

describe('keyboard: the drop asks which events change', () => {
  it('"Change this event": a modal dialog, focus in it, Tab kept in it; PATCH with occurrence and scope; focus back on the occurrence; axe clean', async () => {
    const page = await editablePage();
    const seen = await updateRoute(page);
    await keyboardMove(page, '2026-11-04');
    expect(await dialog(page).getAttribute('aria-label')).toBe('"Standup" repeats. Which events change?');
    expect(await dialog(page).locator('button').allTextContents()).toEqual(['Cancel', 'Change this event', 'This and following events']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    // Focus stays in the dialog: Tab goes round its three buttons.
    for (const name of ['Change this event', 'This and following events', 'Cancel']) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(name);
    }
    expect(await seriousAxeViolations(page, 'body')).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].method()).toBe('PATCH');
    expect(new URL(seen[0].url()).pathname).toBe('/api/e2e-update/s');
    expect(seen[0].postDataJSON()).toEqual({ id: 's', occurrence: '2026-11-04T09:00:00', start: '2026-11-05T09:00:00', end: '2026-11-05T09:30:00', allDay: false, scope: 'this' });
    const [drop] = await waitForEvents(page, 'eventDrop');
    expect(drop).toMatchObject({ eventId: 's', from: '2026-11-04T09:00:00', scope: 'this', delta: { days: 1, minutes: 0 } });
    expect(await days(page)).toEqual(['11-02', '11-03', '11-05', '11-05', '11-06']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-date]')?.getAttribute('data-date'))).toBe('2026-11-05');
    expect(await live(page)).toMatch(/^Dropped: Standup/);
  });

  it('Escape is Cancel: it goes back, nothing is sent, no eventDrop, and it is said', async () => {
    const page = await editablePage();
    const seen = await updateRoute(page);
    await keyboardMove(page, '2026-11-03', 2);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => days(page)).toEqual(ORIGINAL);
    expect(await live(page)).toMatch(/^Put back: Standup/);
    expect(seen).toEqual([]);
    expect((await eventLog(page)).filter((e) => e.name === 'eventDrop')).toEqual([]);
  });

  it('a failing answer puts the series back and shows the notice', async () => {
    const page = await editablePage('', { allowConsoleErrors: true });
    await updateRoute(page, 500, { message: 'Locked.' });
    await keyboardMove(page, '2026-11-04');
    await dialog(page).getByRole('button', { name: 'This and following events' }).click();
    await page.locator('#cal .ec-notice').waitFor();
    expect(await page.locator('#cal .ec-notice').textContent()).toMatch(/"Standup" could not be saved and is back where it was\. Locked\./);
    await expect.poll(() => days(page)).toEqual(ORIGINAL);
  });
});

describe('mouse (week view): "This and following", the server answers with the new series', () => {
  it('the answer\'s events replace the series and the split made in the page', async () => {
    const page = await editablePage('data-view="week" data-date="2026-11-04"');
    const answer = { success: true, events: [
      { ...SERIES, rrule: 'FREQ=DAILY;UNTIL=20261103T235959' },
      { id: 's-later', title: 'Standup', start: '2026-11-04T10:00:00', end: '2026-11-04T10:30:00', allDay: false, rrule: 'FREQ=DAILY;COUNT=3' },
    ] };
    const seen = await updateRoute(page, 200, answer);
    const block = page.locator('#cal .ec-day-column[data-date="2026-11-04"] .ec-timed-event[data-event-id="s"]');
    await block.scrollIntoViewIfNeeded();
    const from = await box(block);
    const hour = (await box(page.locator('#cal .ec-day-column[data-date="2026-11-04"]'))).height / 24;
    await page.mouse.move(from.x + from.width / 2, from.y + 4);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 4 + hour, { steps: 8 });
    expect(await page.locator('#cal .ec-ghost').textContent()).toBe('Move to Wednesday, November 4, 2026 10:00');
    await page.mouse.up();
    await dialog(page).getByRole('button', { name: 'This and following events' }).click();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 's', occurrence: '2026-11-04T09:00:00', start: '2026-11-04T10:00:00', end: '2026-11-04T10:30:00', allDay: false, scope: 'following' });
    const columns = (id: string) => page.locator(`#cal .ec-timed-event[data-event-id="${id}"]`).evaluateAll((els) => els.map((el) => el.closest('[data-date]')!.getAttribute('data-date')!.slice(5)));
    await expect.poll(() => columns('s-later')).toEqual(['11-04', '11-05', '11-06']);
    expect(await columns('s')).toEqual(['11-02', '11-03']);
    expect((await eventLog(page)).filter((e) => e.name === 'eventDrop')).toMatchObject([{ scope: 'following', from: '2026-11-04T09:00:00' }]);
    expect((await eventLog(page)).filter((e) => e.name === 'eventClick' || e.name === 'dateClick')).toEqual([]);
  });
});

describe('touch (month view): a long press, the finger moves the occurrence', () => {
  it('"Change this event" on the dialog; the occurrence is on its new day, the rest of the series where it was', async () => {
    const page = await editablePage('', { hasTouch: true, width: 800 });
    const seen = await updateRoute(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: string, x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] } as never);
    const item = await box(page.locator('#cal .ec-day-cell[data-date="2026-11-03"] [data-event-id="s"]'));
    const target = await box(page.locator('#cal .ec-day-cell[data-date="2026-11-12"]'));
    const [x, y] = [item.x + 10, item.y + item.height / 2];
    await touch('touchStart', x, y);
    await page.waitForTimeout(600); // the long press
    for (let i = 1; i <= 8; i++) {
      await touch('touchMove', x + ((target.x + target.width / 2 - x) * i) / 8, y + ((target.y + target.height - 10 - y) * i) / 8);
      await page.waitForTimeout(20);
    }
    expect(await page.locator('#cal .ec-ghost').textContent()).toBe('Move to Thursday, November 12, 2026');
    await touch('touchEnd');
    await dialog(page).getByRole('button', { name: 'Change this event' }).tap();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toMatchObject({ occurrence: '2026-11-03T09:00:00', start: '2026-11-12T09:00:00', scope: 'this' });
    expect(await days(page)).toEqual(['11-02', '11-04', '11-05', '11-06', '11-12']);
  });
});

describe('a named zone other than the browser\'s', () => {
  it('the browser in Los Angeles, the calendar in Tokyo, the series in New York: the zone\'s wall clock is sent, and "following" keeps New York\'s 09:00', async () => {
    const events = [{ id: 's', title: 'NY call', allDay: false, duration: 'PT30M', rrule: 'DTSTART;TZID=America/New_York:20261102T090000\nRRULE:FREQ=DAILY;COUNT=5' }];
    const page = await calendarPage(calendar('data-timezone="Asia/Tokyo"', events), { timezoneId: 'America/Los_Angeles', lang: 'en-GB' });
    await page.locator('#cal .ec-edit-hint').waitFor();
    const seen = await updateRoute(page);
    // 09:00 in New York (EST) is 23:00 the same day in Tokyo.
    await expect.poll(() => days(page)).toEqual(ORIGINAL);
    await keyboardMove(page, '2026-11-04');
    await dialog(page).getByRole('button', { name: 'This and following events' }).click();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 's', occurrence: '2026-11-04T23:00:00', start: '2026-11-05T23:00:00', end: '2026-11-05T23:30:00', allDay: false, scope: 'following' });
    await expect.poll(() => days(page)).toEqual(['11-02', '11-03']);
    const titles = await page.locator('#cal .ec-body [data-event-id^="s@"]').evaluateAll((els) => els.map((el) => `${el.closest('[data-date]')!.getAttribute('data-date')!.slice(5)} ${el.getAttribute('title')}`));
    expect(titles).toEqual(['11-05 23:00 NY call', '11-06 23:00 NY call', '11-07 23:00 NY call']);
  });
});

describe('demo/pages/calendar-recurrence.html: local moves (no update API)', () => {
  it('"this and following" on the daily standup: the series ends, a new one starts an hour later; Thai-free, no warning', async () => {
    const page = await demoPage('/calendar-recurrence.html', { timezoneId: 'Europe/London' });
    const standup = (day: string) => page.locator(`#recurrence-calendar .ec-day-cell[data-date="${day}"] [data-event-id^="standup"]`);
    await standup('2026-03-10').waitFor();
    await page.locator('#recurrence-calendar .ec-edit-hint').waitFor();
    await standup('2026-03-10').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await dialog(page).getByRole('button', { name: 'This and following events' }).click();
    await expect.poll(() => standup('2026-03-10').count()).toBe(0);
    // Weekdays from the 11th on: the new series (its BYDAY turned a day: Tuesday to Saturday).
    expect(await standup('2026-03-11').getAttribute('data-event-id')).toBe('standup@2026-03-10');
    expect(await standup('2026-03-09').getAttribute('data-event-id')).toBe('standup');
    expect(page.warnings.filter((w) => w.startsWith('[almanac]'))).toEqual([]);
  });
});
