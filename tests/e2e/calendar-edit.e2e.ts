// Issue 23, first slice, in Chromium under the demo's strict CSP: moving events in month view by
// keyboard and by mouse, saved through data-update-api (the PATCH and its payload, the CSRF header,
// the rollback and notice on a failing answer), the demo page backed by SQLite (a move survives a
// reload), and the opt-out: a calendar that does not ask loads nothing new and Space does nothing new.
import { describe, expect, it } from 'vitest';
import { networkQuiet, partOf, seriousAxeViolations, useBrowser, type TestPage } from './harness';
import { box, calendarPage, demoPage, eventLog, eventsAttr, waitForEvents, updateRoute } from './calendar-helpers';

useBrowser();

const EVENTS = [
  { id: 'a', title: 'Alpha', start: '2026-11-10', end: '2026-11-11' },
  { id: 't', title: 'Team meeting', start: '2026-11-12T10:30:00', end: '2026-11-12T11:30:00', allDay: false },
];
const calendar = (attrs = 'data-editable="true" data-update-api="/api/e2e-update/{id}"') =>
  `<meta name="csrf-token" content="e2e-token"><div id="cal" data-event-calendar ${attrs.includes('data-date') ? '' : 'data-date="2026-11-01"'} ${attrs} data-events='${eventsAttr(EVENTS)}'></div>`;

const live = (page: TestPage) => page.locator('#cal [aria-live="assertive"]').evaluate((el) => el.textContent!.replace(/\u200b/g, ''));
const labelOf = (page: TestPage, id: string) => page.locator(`#cal .ec-body [data-event-id="${id}"]`).first().getAttribute('aria-label');
const focusedId = (page: TestPage) => page.evaluate(() => document.activeElement?.getAttribute('data-event-id'));


async function editablePage(attrs?: string, allowConsoleErrors = false): Promise<TestPage> {
  const page = await calendarPage(calendar(attrs), { allowConsoleErrors });
  await page.locator('#cal .ec-edit-hint').waitFor();
  return page;
}

describe('keyboard (month view): Space picks up, arrows move, Space drops; saved through data-update-api', () => {
  it('PATCH {id, start, end, allDay} with the CSRF header; each step said in the live region; focus stays on the event', async () => {
    const page = await editablePage();
    const seen = await updateRoute(page);
    await page.locator('#cal [data-event-id="a"]').focus();
    await page.keyboard.press('Space');
    expect(await live(page)).toMatch(/^Picked up Alpha, All day, Tuesday, November 10, 2026 to Wednesday, November 11, 2026\./);
    await page.keyboard.press('ArrowRight');
    expect(await live(page)).toBe('Alpha, All day, Wednesday, November 11, 2026 to Thursday, November 12, 2026');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect(await live(page)).toMatch(/^Dropped: Alpha, All day, Wednesday, November 18, 2026/);
    const [drop] = await waitForEvents(page, 'eventDrop');
    expect(drop).toMatchObject({ eventId: 'a', delta: { days: 8, minutes: 0 }, oldStart: '2026-11-10', start: '2026-11-18', hasInstance: true });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].method()).toBe('PATCH');
    expect(new URL(seen[0].url()).pathname).toBe('/api/e2e-update/a');
    expect(seen[0].postDataJSON()).toEqual({ id: 'a', start: '2026-11-18', end: '2026-11-19', allDay: true });
    expect((await seen[0].allHeaders())['x-csrf-token']).toBe('e2e-token');
    expect(await focusedId(page)).toBe('a');
    expect(await labelOf(page, 'a')).toMatch(/Wednesday, November 18, 2026 to Thursday, November 19, 2026/);
    expect((await eventLog(page)).filter((e) => e.name === 'eventClick')).toEqual([]); // Space did not also open it
  });

  it('a failing answer puts the event back and shows the notice with its errors as text', async () => {
    const page = await editablePage(undefined, true); // Chromium logs the 422
    await updateRoute(page, 422, { success: false, message: 'Refused.', errors: { start: '<img src=x onerror=alert(1)>Room taken' } });
    await page.locator('#cal [data-event-id="t"]').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#cal .ec-notice-message').textContent()).toBe('"Team meeting" could not be saved and is back where it was. Refused. <img src=x onerror=alert(1)>Room taken');
    expect(await page.locator('#cal .ec-notice img').count()).toBe(0);
    expect(await labelOf(page, 't')).toMatch(/Thursday, November 12, 2026/);
    expect(page.warnings.join('\n')).toMatch(/saving event "t" to .*\/api\/e2e-update\/t failed/);
  });

  it('Escape puts it back; Enter on an event that is not picked up still opens it', async () => {
    const page = await editablePage();
    const seen = await updateRoute(page);
    await page.locator('#cal [data-event-id="t"]').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Escape');
    expect(await live(page)).toMatch(/^Put back: Team meeting, 10:30 to 11:30, Thursday, November 12, 2026/);
    expect(await focusedId(page)).toBe('t');
    await page.keyboard.press('Enter');
    await waitForEvents(page, 'eventClick');
    expect(seen).toEqual([]);
    expect((await eventLog(page)).filter((e) => e.name === 'eventDrop')).toEqual([]);
  });

  it('right to left: ArrowLeft moves to the next day, as navigation does', async () => {
    const page = await calendarPage(`<div dir="rtl">${calendar('data-editable="true"')}</div>`);
    await page.locator('#cal .ec-edit-hint').waitFor();
    await page.locator('#cal [data-event-id="a"]').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    expect(await live(page)).toBe('Alpha, All day, Wednesday, November 11, 2026 to Thursday, November 12, 2026');
    await page.keyboard.press('Escape');
  });
});

describe('pointer (month view): drag an event to another day', () => {
  it('a ghost says the new date; the drop moves it keeping its length and sends it', async () => {
    const page = await editablePage();
    const seen = await updateRoute(page);
    const bar = await box(page.locator('#cal [data-event-id="a"]').first());
    const target = await box(page.locator('#cal .ec-day-cell[data-date="2026-11-12"]'));
    await page.mouse.move(bar.x + 10, bar.y + bar.height / 2);
    await page.mouse.down();
    await page.mouse.move(bar.x + 14, bar.y + bar.height / 2, { steps: 2 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height - 10, { steps: 6 });
    expect(await page.locator('#cal .ec-ghost').textContent()).toBe('Move to Thursday, November 12, 2026');
    await page.mouse.up();
    const [drop] = await waitForEvents(page, 'eventDrop');
    expect(drop).toMatchObject({ eventId: 'a', delta: { days: 2, minutes: 0 }, start: '2026-11-12' });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 'a', start: '2026-11-12', end: '2026-11-13', allDay: true });
    expect(await page.locator('#cal .ec-ghost').count()).toBe(0);
    expect((await eventLog(page)).filter((e) => e.name === 'eventClick')).toEqual([]); // the drop is not a click
  });

  it('a click does not move it (it opens it); Escape cancels a drag', async () => {
    const page = await editablePage();
    const seen = await updateRoute(page);
    await page.locator('#cal [data-event-id="t"]').click();
    await waitForEvents(page, 'eventClick');
    // The details dialog is a lazy part: wait for it to open before Escape closes it.
    await page.locator('dialog.ec-dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog.ec-dialog[open]').waitFor({ state: 'detached' });
    const item = await box(page.locator('#cal [data-event-id="t"]'));
    const target = await box(page.locator('#cal .ec-day-cell[data-date="2026-11-19"]'));
    await page.mouse.move(item.x + 5, item.y + item.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height - 10, { steps: 6 });
    await page.locator('#cal .ec-ghost').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('#cal .ec-ghost').count()).toBe(0);
    await page.mouse.up();
    expect(await labelOf(page, 't')).toMatch(/Thursday, November 12, 2026/);
    expect(seen).toEqual([]);
    expect((await eventLog(page)).filter((e) => e.name === 'eventDrop')).toEqual([]);
  });
});

describe('touch (month view): a long press, then the finger moves the event', () => {
  it('a tap opens the event; a long press and a move drop it on another day', async () => {
    const page = await calendarPage(calendar(), { hasTouch: true, width: 800 });
    await page.locator('#cal .ec-edit-hint').waitFor();
    const seen = await updateRoute(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: string, x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] } as never);
    const bar = await box(page.locator('#cal [data-event-id="a"]').first());
    const target = await box(page.locator('#cal .ec-day-cell[data-date="2026-11-19"]'));
    const [x, y] = [bar.x + 10, bar.y + bar.height / 2];
    await touch('touchStart', x, y);
    await touch('touchEnd');
    await waitForEvents(page, 'eventClick'); // a tap is a click
    expect((await eventLog(page)).filter((e) => e.name === 'eventDrop')).toEqual([]);
    // The detail dialog is a lazy part on the script path: closed once it is open.
    await page.locator('dialog.ec-dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog.ec-dialog[open]').waitFor({ state: 'detached' });
    await touch('touchStart', x, y);
    await page.waitForTimeout(600); // the long press
    for (let i = 1; i <= 8; i++) {
      await touch('touchMove', x + ((target.x + target.width / 2 - x) * i) / 8, y + ((target.y + target.height - 10 - y) * i) / 8);
      await page.waitForTimeout(20);
    }
    expect(await page.locator('#cal .ec-ghost').textContent()).toBe('Move to Thursday, November 19, 2026');
    await touch('touchEnd');
    const [drop] = await waitForEvents(page, 'eventDrop');
    expect(drop).toMatchObject({ eventId: 'a', delta: { days: 9, minutes: 0 } });
    await expect.poll(() => seen.length).toBe(1);
  });
});

describe('pointer (week view): a timed block to another time and day', () => {
  it('moves by snap steps of 15 minutes and by days; the ghost says the new day and time', async () => {
    const page = await editablePage('data-editable="true" data-view="week" data-date="2026-11-12" data-update-api="/api/e2e-update/{id}"');
    const seen = await updateRoute(page);
    const block = page.locator('#cal .ec-timed-event[data-event-id="t"]');
    await block.scrollIntoViewIfNeeded();
    const from = await box(block);
    const friday = await box(page.locator('#cal .ec-day-column[data-date="2026-11-13"]'));
    const hour = friday.height / 24;
    await page.mouse.move(from.x + from.width / 2, from.y + 4);
    await page.mouse.down();
    await page.mouse.move(friday.x + friday.width / 2, from.y + 4 + hour, { steps: 8 });
    expect(await page.locator('#cal .ec-ghost').textContent()).toBe('Move to Friday, November 13, 2026 11:30');
    await page.mouse.up();
    const [drop] = await waitForEvents(page, 'eventDrop');
    expect(drop).toMatchObject({ eventId: 't', delta: { days: 1, minutes: 60 } });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 't', start: '2026-11-13T11:30:00', end: '2026-11-13T12:30:00', allDay: false });
    expect((await eventLog(page)).filter((e) => e.name === 'dateClick' || e.name === 'eventClick')).toEqual([]);
  });
});

describe('the public method', () => {
  it('EventCalendar.moveEvent(calendar, id, {start}) moves as a drop: eventDrop and the PATCH; a refused place resolves false', async () => {
    const page = await editablePage();
    const seen = await updateRoute(page);
    const r = await page.evaluate(async () => [
      await window.EventCalendar.moveEvent('#cal', 't', { start: '2026-11-20T08:00:00' }),
      await window.EventCalendar.moveEvent('#cal', 't', { start: '2026-11-20T08:00:00', end: '2026-11-19T08:00:00' }),
    ]);
    expect(r).toEqual([true, false]);
    expect(seen.map((q) => q.postDataJSON())).toEqual([{ id: 't', start: '2026-11-20T08:00:00', end: '2026-11-20T09:00:00', allDay: false }]);
    expect((await waitForEvents(page, 'eventDrop'))[0]).toMatchObject({ eventId: 't', delta: { days: 8, minutes: -150 } });
    expect(page.warnings.join('\n')).toMatch(/moveEvent\(\): event "t" was not moved \(order\)/);
  });
});

describe('accessibility', () => {
  it('axe finds nothing serious on an editable calendar, with an event picked up and with a drag under way', async () => {
    const page = await editablePage();
    await page.locator('#cal [data-event-id="a"]').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    expect(await seriousAxeViolations(page, '#cal')).toEqual([]);
    await page.keyboard.press('Escape');
    const bar = await box(page.locator('#cal [data-event-id="a"]').first());
    await page.mouse.move(bar.x + 10, bar.y + bar.height / 2);
    await page.mouse.down();
    await page.mouse.move(bar.x + 200, bar.y + 60, { steps: 5 });
    await page.locator('#cal .ec-ghost').waitFor();
    expect(await seriousAxeViolations(page, '#cal')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.mouse.up();
  });
});

describe('opt-out', () => {
  it('a calendar that does not ask loads no editing part, draws no hint, and Space on an event does nothing new', async () => {
    const parts: string[] = [];
    const page = await calendarPage(calendar(''), { before: (p) => p.on('request', (r) => parts.push(partOf(r.url()) ?? '')) });
    await page.locator('#cal [data-event-id="a"]').focus();
    await page.keyboard.press('Space');
    // Space activates the event as before: its detail dialog opens (a lazy part on the script path).
    await page.locator('dialog.ec-dialog[open]').waitFor();
    await page.keyboard.press('ArrowRight');
    // An editing part asked for would be a script request: once the network is quiet, it would have been seen (and have run).
    await networkQuiet(page);
    expect(parts.filter((p) => p === 'EditLayer' || p === 'edit')).toEqual([]);
    expect(await page.locator('#cal .ec-edit-hint, #cal [aria-live="assertive"], #cal .ec-picked').count()).toBe(0);
    expect((await eventLog(page)).filter((e) => e.name === 'eventDrop')).toEqual([]);
    expect(await labelOf(page, 'a')).toBe('Alpha, All day, Tuesday, November 10, 2026 to Wednesday, November 11, 2026');
  });
});

describe('the demo page (calendar-edit.html), backed by the SQLite API', () => {
  it('a move is stored: still there after a reload', async () => {
    const page = await demoPage('/calendar-edit.html');
    await page.evaluate(() => fetch('/api/reset', { method: 'POST' }));
    await page.reload();
    const review = page.locator('#edit-calendar .ec-body [data-event-id="4"]').first();
    await review.waitFor();
    await page.locator('#edit-calendar .ec-edit-hint').waitFor();
    expect(await review.getAttribute('aria-label')).toBe('Release day, All day, Friday, November 20, 2026');
    const patched = page.waitForRequest((r) => r.method() === 'PATCH');
    const answered = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await review.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    expect((await patched).postDataJSON()).toEqual({ id: '4', start: '2026-11-21', end: '2026-11-21', allDay: true });
    expect((await (await patched).allHeaders())['x-csrf-token']).toBe('demo-csrf-token');
    expect((await answered).ok()).toBe(true);
    await page.reload();
    await review.waitFor();
    expect(await review.getAttribute('aria-label')).toBe('Release day, All day, Saturday, November 21, 2026');
    expect(await page.locator('#edit-calendar .ec-body [data-event-id="2"]').first().getAttribute('aria-label')).toMatch(/part of a repeating series, cannot be moved on its own$/);
    await page.evaluate(() => fetch('/api/reset', { method: 'POST' }));
  });
});
