// Issue 45 item 5 for a resize: one occurrence of a series resized, in Chromium on the built bundle. As a move
// does (calendar-occurrence-move.e2e.ts), the drop asks "Change this event" / "This and following events" (Cancel,
// Escape: back, nothing sent); the new end shows at once; eventcalendar:eventResize (never eventDrop: the start did
// not move) carries the occurrence's real instants, its original start (`occurrence`) and `scope`; the update API
// gets PATCH {id, occurrence, start, end, allDay, scope}. "This event": that occurrence alone is longer (the series
// skips it, model/occurrence-edit.ts); "this and following": it and the later ones are, the earlier ones are not
// (the series is split, model/series-split.ts). The browser is in New York (EST in November: 09:00 is 14:00Z).
import { describe, expect, it } from 'vitest';
import { useBrowser, type TestPage } from './harness';
import { box, calendarPage, eventLog, eventsAttr, updateRoute } from './calendar-helpers';

useBrowser();

const SERIES = { id: 's', title: 'Standup', start: '2026-11-02T09:00:00', end: '2026-11-02T09:30:00', allDay: false, rrule: 'FREQ=DAILY;COUNT=5' };
const PAGE = `<main><div id="cal" data-event-calendar data-editable="true" data-update-api="/api/e2e-update/{id}" data-view="week" data-date="2026-11-04" data-events='${eventsAttr([SERIES])}'></div></main>`;
const dialog = (page: TestPage) => page.locator('dialog.alm-confirm[open]');

interface Received { name: string; id: string; start: string; end: string; oldStart: string; oldEnd: string; occurrence: unknown; scope: unknown }

/** The calendar at 4 November, editable, the browser in New York; eventResize and eventDrop as the page receives them (instants as ISO). */
async function seriesPage(): Promise<TestPage> {
  const page = await calendarPage(PAGE, { timezoneId: 'America/New_York', lang: 'en-US' });
  await page.locator('#cal .ec-edit-hint').waitFor();
  await expect.poll(() => page.locator('#cal .ec-timed-event[data-event-id^="s"]').count()).toBe(5);
  await page.evaluate(() => {
    const w = window as unknown as { received: unknown[] };
    w.received = [];
    for (const name of ['eventResize', 'eventDrop']) {
      document.addEventListener(`eventcalendar:${name}`, (e) => {
        const d = (e as CustomEvent).detail;
        w.received.push({ name, id: d.event.id, start: d.event.start.toISOString(), end: d.event.end.toISOString(), oldStart: d.oldEvent.start.toISOString(), oldEnd: d.oldEvent.end.toISOString(), occurrence: d.occurrence, scope: d.scope });
      });
    }
  });
  return page;
}
const received = (page: TestPage) => page.evaluate(() => (window as unknown as { received: Received[] }).received);


/** Each day of the week with the series' time on it, as written in its blocks: `MM-DD HH:mm–HH:mm`. */
const shown = (page: TestPage) =>
  page.locator('#cal .ec-timed-event[data-event-id^="s"]').evaluateAll((els) =>
    els.map((el) => `${el.closest('[data-date]')!.getAttribute('data-date')!.slice(5)} ${el.querySelector('.ec-event-time')!.textContent}`).sort());
const ORIGINAL = ['11-02 09:00–09:30', '11-03 09:00–09:30', '11-04 09:00–09:30', '11-05 09:00–09:30', '11-06 09:00–09:30'];

/** Drag the bottom edge of `day`'s occurrence down by `hours`; the dialog is open. Returns the ghost's text while dragging. */
async function dragEnd(page: TestPage, day: string, hours: number): Promise<string | null> {
  const block = page.locator(`#cal .ec-day-column[data-date="${day}"] .ec-timed-event`);
  await block.scrollIntoViewIfNeeded();
  const b = await box(block);
  const hour = (await box(page.locator(`#cal .ec-day-column[data-date="${day}"]`))).height / 24;
  const [x, y] = [b.x + b.width / 2, b.y + b.height - 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + hours * hour, { steps: 8 });
  const ghost = await page.locator('#cal .ec-ghost').textContent();
  await page.mouse.up();
  await dialog(page).waitFor();
  return ghost;
}

describe('one occurrence of a series resized', () => {
  it('mouse, "Change this event": that occurrence alone ends later; eventResize gives its real instants, the occurrence and scope "this"; PATCH says the same', async () => {
    const page = await seriesPage();
    const seen = await updateRoute(page);
    expect(await dragEnd(page, '2026-11-04', 1)).toBe('Ends Wednesday, November 4, 2026 10:30');
    expect(await dialog(page).getAttribute('aria-label')).toBe('"Standup" repeats. Which events change?');
    // While the user chooses, the occurrence is shown at its new end.
    expect(await shown(page)).toContain('11-04 09:00–10:30');
    await dialog(page).getByRole('button', { name: 'Change this event' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].method()).toBe('PATCH');
    expect(new URL(seen[0].url()).pathname).toBe('/api/e2e-update/s');
    expect(seen[0].postDataJSON()).toEqual({ id: 's', occurrence: '2026-11-04T09:00:00', start: '2026-11-04T09:00:00', end: '2026-11-04T10:30:00', allDay: false, scope: 'this' });
    expect(await received(page)).toEqual([{
      name: 'eventResize', id: 's', start: '2026-11-04T14:00:00.000Z', end: '2026-11-04T15:30:00.000Z',
      oldStart: '2026-11-04T14:00:00.000Z', oldEnd: '2026-11-04T14:30:00.000Z', occurrence: '2026-11-04T09:00:00', scope: 'this',
    }]);
    expect(await shown(page)).toEqual(['11-02 09:00–09:30', '11-03 09:00–09:30', '11-04 09:00–10:30', '11-05 09:00–09:30', '11-06 09:00–09:30']);
    expect((await eventLog(page)).filter((e) => e.name === 'eventClick' || e.name === 'dateClick')).toEqual([]);
  });

  it('keyboard, "This and following events": Shift+↓ twice moves the end 30 minutes; this occurrence and the later ones end at 10:00, the earlier ones keep 09:30', async () => {
    const page = await seriesPage();
    const seen = await updateRoute(page);
    await page.locator('#cal .ec-day-column[data-date="2026-11-05"] .ec-timed-event').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Space');
    await dialog(page).waitFor();
    // Cancel has the focus; the third button is "This and following events".
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('This and following events');
    await page.keyboard.press('Enter');
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 's', occurrence: '2026-11-05T09:00:00', start: '2026-11-05T09:00:00', end: '2026-11-05T10:00:00', allDay: false, scope: 'following' });
    expect(await received(page)).toEqual([expect.objectContaining({
      name: 'eventResize', start: '2026-11-05T14:00:00.000Z', end: '2026-11-05T15:00:00.000Z',
      oldStart: '2026-11-05T14:00:00.000Z', oldEnd: '2026-11-05T14:30:00.000Z', occurrence: '2026-11-05T09:00:00', scope: 'following',
    })]);
    await expect.poll(() => shown(page)).toEqual(['11-02 09:00–09:30', '11-03 09:00–09:30', '11-04 09:00–09:30', '11-05 09:00–10:00', '11-06 09:00–10:00']);
  });

  it('Escape is Cancel: the occurrence ends where it did, nothing is sent, no eventResize', async () => {
    const page = await seriesPage();
    const seen = await updateRoute(page);
    await dragEnd(page, '2026-11-03', 2);
    expect(await shown(page)).toContain('11-03 09:00–11:30');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => shown(page)).toEqual(ORIGINAL);
    expect(seen).toEqual([]);
    expect(await received(page)).toEqual([]);
  });
});
