// Issue 23 items 2 and 4 in the week view's all-day lane, in Chromium under the demo's strict CSP: an
// all-day bar dragged along the lane by mouse, by touch (CDP) and right to left (the PATCH payload);
// between the lane and the time grid (an all-day bar dropped into the grid is timed, an hour long, at
// the slot; a timed block dropped on the lane is all-day on that day); Escape; a click still opens;
// maxDate refuses; dragging over the empty lane selects whole days (mouse, touch); axe during a drag.
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { networkQuiet, seriousAxeViolations, useBrowser, type TestPage } from './harness';
import { box, calendarPage, eventLog, eventsAttr, waitForEvents } from './calendar-helpers';

useBrowser();

const EVENTS = [
  { id: 'a', title: 'Alpha', start: '2026-11-10', end: '2026-11-11' },
  { id: 't', title: 'Team meeting', start: '2026-11-12T10:30:00', end: '2026-11-12T11:30:00', allDay: false },
];
const calendar = (attrs = '') =>
  `<meta name="csrf-token" content="e2e-token"><div id="cal" data-event-calendar data-editable="true" data-view="week" data-date="2026-11-12" data-update-api="/api/e2e-update/{id}" data-on-select-api="/api/e2e-select" ${attrs} data-events='${eventsAttr(EVENTS)}'></div>`;

const live = (page: TestPage) => page.locator('#cal [aria-live="assertive"]').evaluate((el) => el.textContent!.replace(/\u200b/g, ''));
const named = (page: TestPage, name: string) => eventLog(page).then((log) => log.filter((e) => e.name === name));
const ghost = (page: TestPage) => page.locator('#cal .ec-ghost').first().textContent();

/** Answer every update and select request with success (a select with the event of the range sent); the requests are collected. */
async function routes(page: TestPage): Promise<{ updates: Request[]; selects: Request[] }> {
  const updates: Request[] = [];
  const selects: Request[] = [];
  await page.route('**/api/e2e-update/**', (route) => {
    updates.push(route.request());
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
  });
  await page.route('**/api/e2e-select', (route) => {
    selects.push(route.request());
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { id: 'n1', title: 'Booked', ...route.request().postDataJSON() } }) });
  });
  return { updates, selects };
}

async function weekPage(body = calendar(), options: Parameters<typeof calendarPage>[1] = {}): Promise<TestPage> {
  const page = await calendarPage(body, options);
  await page.locator('#cal .ec-edit-hint').waitFor();
  // 08:00 at the top of the grid: the slots the tests use (09:00 to 12:00) are in view.
  await page.locator('#cal .ec-tg-scroll').evaluate((el) => (el.scrollTop = (el.scrollHeight / 24) * 8));
  return page;
}

/** The middle of a day's column in the all-day lane (at the height of the lane's first row). */
async function inLane(page: TestPage, iso: string) {
  const header = await box(page.locator(`#cal .ec-tg-day-header[data-date="${iso}"]`));
  const lane = await box(page.locator('#cal .ec-allday-lane'));
  return [header.x + header.width / 2, lane.y + 12] as const;
}

/** A point of a day's column in the time grid at `hours` (09:00 = 9). */
async function inGrid(page: TestPage, iso: string, hours: number) {
  const column = await box(page.locator(`#cal .ec-day-column[data-date="${iso}"]`));
  return [column.x + column.width / 2, column.y + (column.height / 24) * hours + 2] as const;
}

/** A point on Alpha's bar over its first day (Tuesday 10th): near its start edge (the right one under rtl). */
async function onAlpha(page: TestPage, rtl = false) {
  const bar = await box(page.locator('#cal .ec-allday-lane [data-event-id="a"]'));
  return [rtl ? bar.x + bar.width - 10 : bar.x + 10, bar.y + bar.height / 2] as const;
}

async function drag(page: TestPage, from: readonly [number, number], to: readonly [number, number]) {
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move(from[0] + 4, from[1] + 4, { steps: 2 });
  await page.mouse.move(...to, { steps: 8 });
}

describe('mouse: an all-day bar along the lane, by whole days, keeping its length', () => {
  it('the ghost says the new date; the drop sends PATCH {id, start, end, allDay} with YYYY-MM-DD dates; no click', async () => {
    const page = await weekPage();
    const { updates } = await routes(page);
    await drag(page, await onAlpha(page), await inLane(page, '2026-11-13'));
    expect(await ghost(page)).toBe('Move to Friday, November 13, 2026');
    await page.mouse.up();
    const [drop] = await waitForEvents(page, 'eventDrop');
    expect(drop).toMatchObject({ eventId: 'a', delta: { days: 3, minutes: 0 }, oldStart: '2026-11-10', start: '2026-11-13' });
    await expect.poll(() => updates.length).toBe(1);
    expect(updates[0].method()).toBe('PATCH');
    expect(updates[0].postDataJSON()).toEqual({ id: 'a', start: '2026-11-13', end: '2026-11-14', allDay: true });
    expect((await updates[0].allHeaders())['x-csrf-token']).toBe('e2e-token');
    expect(await live(page)).toMatch(/^Dropped: Alpha, All day, Friday, November 13, 2026 to Saturday, November 14, 2026/);
    expect(await page.locator('#cal .ec-ghost').count()).toBe(0);
    expect(await named(page, 'eventClick')).toEqual([]);
    expect(await named(page, 'select')).toEqual([]);
  });

  it('a click still opens the bar; Escape cancels a drag (nothing sent, the bar where it was)', async () => {
    const page = await weekPage();
    const { updates } = await routes(page);
    await page.locator('#cal .ec-allday-lane [data-event-id="a"]').click();
    await waitForEvents(page, 'eventClick');
    await page.locator('dialog.ec-dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog.ec-dialog[open]').waitFor({ state: 'detached' });
    await drag(page, await onAlpha(page), await inLane(page, '2026-11-13'));
    await page.locator('#cal .ec-ghost').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('#cal .ec-ghost').count()).toBe(0);
    await page.mouse.up();
    // A drop on this release would send its PATCH: once the network is quiet, it would have been seen.
    await networkQuiet(page);
    expect(await live(page)).toMatch(/^Put back: Alpha/);
    expect(updates).toEqual([]);
    expect(await named(page, 'eventDrop')).toEqual([]);
    expect(await named(page, 'eventClick')).toHaveLength(1);
    expect(await page.locator('#cal .ec-allday-lane [data-event-id="a"]').getAttribute('aria-label')).toMatch(/^Alpha, All day, Tuesday, November 10, 2026 to Wednesday/);
  });

  it('maxDate refuses: the ghost says why, the drop sends nothing', async () => {
    const page = await weekPage(calendar('data-max-date="2026-11-12"'));
    const { updates } = await routes(page);
    await drag(page, await onAlpha(page), await inLane(page, '2026-11-13'));
    expect(await ghost(page)).toBe('It cannot go there: outside the dates this calendar allows.');
    await page.mouse.up();
    // The release has been handled once it said something other than the pick-up, and a PATCH it sent has been seen once the network is quiet.
    await expect.poll(() => live(page)).not.toMatch(/^Picked up/);
    await networkQuiet(page);
    expect(updates).toEqual([]);
    expect(await named(page, 'eventDrop')).toEqual([]);
    // Into the grid past maxDate: refused as well.
    await drag(page, await onAlpha(page), await inGrid(page, '2026-11-13', 9));
    expect(await ghost(page)).toBe('It cannot go there: outside the dates this calendar allows.');
    await page.mouse.up();
    await expect.poll(() => live(page)).not.toMatch(/^Picked up/);
    await networkQuiet(page);
    expect(updates).toEqual([]);
  });

  it('a locked event stays put', async () => {
    const locked = [{ ...EVENTS[0], editable: false }, EVENTS[1]];
    const page = await weekPage(calendar().replace(eventsAttr(EVENTS), eventsAttr(locked)));
    const { updates } = await routes(page);
    await drag(page, await onAlpha(page), await inLane(page, '2026-11-13'));
    // Pointer moves are dispatched in the frame (before its animation frame callbacks): two frames on, the moves
    // (and the ghost a started move would draw) have been handled.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.locator('#cal .ec-ghost').count()).toBe(0);
    await page.mouse.up();
    // A drop on this release would send its PATCH: once the network is quiet, it would have been seen.
    await networkQuiet(page);
    expect(updates).toEqual([]);
    expect(await named(page, 'eventDrop')).toEqual([]);
  });
});

describe('right to left', () => {
  it('the lane runs right to left: the bar goes to the day under the pointer', async () => {
    const page = await weekPage(`<div dir="rtl">${calendar()}</div>`);
    const { updates } = await routes(page);
    await drag(page, await onAlpha(page, true), await inLane(page, '2026-11-13'));
    expect(await ghost(page)).toBe('Move to Friday, November 13, 2026');
    await page.mouse.up();
    await expect.poll(() => updates.length).toBe(1);
    expect(updates[0].postDataJSON()).toEqual({ id: 'a', start: '2026-11-13', end: '2026-11-14', allDay: true });
  });
});

describe('between the lane and the time grid', () => {
  it('an all-day bar dropped into the grid becomes a timed event at the slot, an hour long', async () => {
    const page = await weekPage();
    const { updates } = await routes(page);
    await drag(page, await onAlpha(page), await inGrid(page, '2026-11-13', 9));
    expect(await ghost(page)).toBe('Move to Friday, November 13, 2026 09:00');
    await page.mouse.up();
    const [drop] = await waitForEvents(page, 'eventDrop');
    expect(drop).toMatchObject({ eventId: 'a', delta: { days: 3, minutes: 0 }, start: '2026-11-13' });
    await expect.poll(() => updates.length).toBe(1);
    expect(updates[0].postDataJSON()).toEqual({ id: 'a', start: '2026-11-13T09:00:00', end: '2026-11-13T10:00:00', allDay: false });
    const block = page.locator('#cal .ec-day-column[data-date="2026-11-13"] .ec-timed-event[data-event-id="a"]');
    expect(await block.getAttribute('aria-label')).toMatch(/Alpha, 09:00 to 10:00, Friday, November 13, 2026/);
    expect(await page.locator('#cal .ec-allday-lane [data-event-id="a"]').count()).toBe(0);
  });

  it('a timed block dropped on the lane becomes all-day on that day', async () => {
    const page = await weekPage();
    const { updates } = await routes(page);
    const block = await box(page.locator('#cal .ec-timed-event[data-event-id="t"]'));
    await drag(page, [block.x + block.width / 2, block.y + 4], await inLane(page, '2026-11-14'));
    expect(await ghost(page)).toBe('Move to Saturday, November 14, 2026');
    await page.mouse.up();
    await waitForEvents(page, 'eventDrop');
    await expect.poll(() => updates.length).toBe(1);
    expect(updates[0].postDataJSON()).toEqual({ id: 't', start: '2026-11-14', end: '2026-11-14', allDay: true });
    expect(await page.locator('#cal .ec-allday-lane [data-event-id="t"]').getAttribute('aria-label')).toBe('Team meeting, All day, Saturday, November 14, 2026');
    expect(await page.locator('#cal .ec-timed-event[data-event-id="t"]').count()).toBe(0);
  });
});

describe('touch (CDP): a tap opens, a long press and a move drop the bar on another day', () => {
  it('along the lane', async () => {
    const page = await weekPage(calendar(), { hasTouch: true, width: 900 });
    const { updates } = await routes(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: string, x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] } as never);
    const tap = await onAlpha(page);
    await touch('touchStart', ...tap);
    await touch('touchEnd');
    await waitForEvents(page, 'eventClick'); // a tap is a click
    await page.locator('dialog.ec-dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog.ec-dialog[open]').waitFor({ state: 'detached' });
    // The dialog may have scrolled the page: the points are read again.
    const [x, y] = await onAlpha(page);
    const [x2, y2] = await inLane(page, '2026-11-13');
    await touch('touchStart', x, y);
    await page.waitForTimeout(600); // the long press
    for (let i = 1; i <= 8; i++) {
      await touch('touchMove', x + ((x2 - x) * i) / 8, y + ((y2 - y) * i) / 8);
      await page.waitForTimeout(20);
    }
    expect(await ghost(page)).toBe('Move to Friday, November 13, 2026');
    await touch('touchEnd');
    const [drop] = await waitForEvents(page, 'eventDrop');
    expect(drop).toMatchObject({ eventId: 'a', delta: { days: 3, minutes: 0 } });
    await expect.poll(() => updates.length).toBe(1);
    expect(updates[0].postDataJSON()).toEqual({ id: 'a', start: '2026-11-13', end: '2026-11-14', allDay: true });
  });
});

describe('selecting whole days in the all-day row (empty lane space)', () => {
  it('mouse: eventcalendar:select {allDay: true}, the POST, the answered event added to the lane; no dateClick', async () => {
    const page = await weekPage();
    const { selects } = await routes(page);
    await drag(page, await inLane(page, '2026-11-12'), await inLane(page, '2026-11-13'));
    expect(await ghost(page)).toBe('Thursday, November 12, 2026 to Friday, November 13, 2026');
    await page.mouse.up();
    const [select] = await waitForEvents(page, 'select');
    expect(select).toMatchObject({ range: ['2026-11-12 00:00', '2026-11-13 00:00', 'true'], view: 'week', hasInstance: true });
    await expect.poll(() => selects.length).toBe(1);
    expect(selects[0].postDataJSON()).toEqual({ start: '2026-11-12', end: '2026-11-13', allDay: true });
    expect((await selects[0].allHeaders())['x-csrf-token']).toBe('e2e-token');
    await page.locator('#cal .ec-allday-lane [data-event-id="n1"]').waitFor();
    await expect.poll(() => live(page)).toBe('Added: Booked, All day, Thursday, November 12, 2026 to Friday, November 13, 2026');
    expect(await named(page, 'dateClick')).toEqual([]);
    expect(await named(page, 'eventDrop')).toEqual([]);
  });

  it('mouse: maxDate stops the selection at the last allowed day; Escape cancels', async () => {
    const page = await weekPage(calendar('data-max-date="2026-11-13"'));
    const { selects } = await routes(page);
    await drag(page, await inLane(page, '2026-11-12'), await inLane(page, '2026-11-14'));
    await page.mouse.up();
    const [select] = await waitForEvents(page, 'select');
    expect(select.range).toEqual(['2026-11-12 00:00', '2026-11-13 00:00', 'true']);
    await drag(page, await inLane(page, '2026-11-08'), await inLane(page, '2026-11-09'));
    await page.locator('#cal .ec-ghost').first().waitFor();
    await page.keyboard.press('Escape');
    await page.mouse.up();
    // A selection confirmed by this release would POST: once the network is quiet, it would have been seen.
    await networkQuiet(page);
    expect(await named(page, 'select')).toHaveLength(1);
    expect(selects).toHaveLength(1);
  });

  it('touch: a long press, then the finger selects the days', async () => {
    const page = await weekPage(calendar(), { hasTouch: true, width: 900 });
    const { selects } = await routes(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: string, x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] } as never);
    const [x, y] = await inLane(page, '2026-11-12');
    const [x2, y2] = await inLane(page, '2026-11-14');
    await touch('touchStart', x, y);
    await page.waitForTimeout(600); // the long press
    await expect.poll(() => live(page)).toMatch(/^Selecting Thursday, November 12, 2026\. /);
    for (let i = 1; i <= 8; i++) {
      await touch('touchMove', x + ((x2 - x) * i) / 8, y + ((y2 - y) * i) / 8);
      await page.waitForTimeout(20);
    }
    await touch('touchEnd');
    const [select] = await waitForEvents(page, 'select');
    expect(select.range).toEqual(['2026-11-12 00:00', '2026-11-14 00:00', 'true']);
    await expect.poll(() => selects.length).toBe(1);
    expect(selects[0].postDataJSON()).toEqual({ start: '2026-11-12', end: '2026-11-14', allDay: true });
  });
});

describe('accessibility', () => {
  it('axe finds nothing serious with a lane bar dragged into the grid, and during a lane selection', async () => {
    const page = await weekPage();
    await drag(page, await onAlpha(page), await inGrid(page, '2026-11-13', 9));
    await page.locator('#cal .ec-ghost').waitFor();
    expect(await seriousAxeViolations(page, '#cal')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await drag(page, await inLane(page, '2026-11-12'), await inLane(page, '2026-11-14'));
    await page.locator('#cal .ec-ghost').first().waitFor();
    expect(await seriousAxeViolations(page, '#cal')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.mouse.up();
  });
});
