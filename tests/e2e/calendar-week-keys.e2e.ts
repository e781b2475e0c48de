// Issue 14 item 2 (calendar): the week and day views have the month grid's
// roving focus — one tab stop over the day headers (ArrowLeft/Right by day,
// PageUp/PageDown by period, Home/End to the week's edges, past the range
// navigates), ArrowUp/ArrowDown over the focused day's events (all-day and
// timed), Enter opens an event, Escape goes back to the day.
import { describe, expect, it } from 'vitest';
import { useBrowser, type TestPage } from './harness';
import { calendarPage, eventsAttr, periodLabel, waitForEvents } from './calendar-helpers';

useBrowser();

const EVENTS = [
  { id: 'fair', title: 'Fair', start: '2026-11-17', end: '2026-11-19' },
  { id: 'lunch', title: 'Lunch', start: '2026-11-18T12:00:00', end: '2026-11-18T13:00:00', allDay: false },
  { id: 'sync', title: 'Team sync', start: '2026-11-18T09:00:00', end: '2026-11-18T10:00:00', allDay: false },
  { id: 'slot', title: 'Standup', scheduleType: 'recurring-slot', startDate: '2026-11-16', endDate: '2026-11-20', slotStartTime: '08:00', slotEndTime: '08:15' },
  { id: 'late', title: 'Late review', start: '2026-11-19T17:00:00', end: '2026-11-19T18:00:00', allDay: false },
];
const cal = (view: string) => `<div id="cal" data-event-calendar data-view="${view}" data-events='${eventsAttr(EVENTS)}'></div>`;

/** What has focus: its accessible-name source (aria-label, else its screen-reader text, else its text). */
const focused = (page: TestPage) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement;
  return el.getAttribute('aria-label') ?? (el.querySelector('.ec-sr-only') ?? el).textContent?.trim();
});
const tabStops = (page: TestPage, selector: string) => page.locator(`#cal ${selector}[tabindex="0"]`).count();

/** Tab from the calendar root to the day headers' one tab stop. */
async function tabToDay(page: TestPage) {
  await page.locator('#cal').focus();
  for (let i = 0; i < 12 && !(await page.evaluate(() => document.activeElement?.matches('.ec-tg-day-header'))); i++) await page.keyboard.press('Tab');
}

describe('week view: one tab stop over the day headers', () => {
  it('Tab reaches the current day; ArrowLeft/Right move by day, Home/End to the week edges', async () => {
    const page = await calendarPage(cal('week'));
    expect(await tabStops(page, '.ec-tg-day-header')).toBe(1);
    await tabToDay(page);
    expect(await focused(page)).toBe('Wednesday, November 18, 2026');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('date');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toBe('Thursday, November 19, 2026');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toBe('Tuesday, November 17, 2026');
    await page.keyboard.press('Home');
    await expect.poll(() => focused(page)).toBe('Sunday, November 15, 2026');
    await page.keyboard.press('End');
    await expect.poll(() => focused(page)).toBe('Saturday, November 21, 2026');
    expect(await tabStops(page, '.ec-tg-day-header')).toBe(1);
    expect(await periodLabel(page).textContent()).toBe('Nov 15 – 21, 2026');
  });

  it('moving past the week shows the next one; PageUp/PageDown move by a week', async () => {
    const page = await calendarPage(cal('week'));
    await tabToDay(page);
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => periodLabel(page).textContent()).toBe('Nov 22 – 28, 2026');
    await expect.poll(() => focused(page)).toBe('Sunday, November 22, 2026');
    expect((await waitForEvents(page, 'navigate'))[0].direction).toBe(1);
    await page.keyboard.press('PageDown');
    await expect.poll(() => periodLabel(page).textContent()).toBe('Nov 29 – Dec 5, 2026');
    await expect.poll(() => focused(page)).toBe('Sunday, November 29, 2026');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await expect.poll(() => periodLabel(page).textContent()).toBe('Nov 15 – 21, 2026');
    await expect.poll(() => focused(page)).toBe('Sunday, November 15, 2026');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => periodLabel(page).textContent()).toBe('Nov 8 – 14, 2026');
  });

  it('the focused day is kept when the view changes with W and M', async () => {
    const page = await calendarPage(cal('week'));
    await tabToDay(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toBe('Thursday, November 19, 2026');
    await page.keyboard.press('m');
    await expect.poll(() => page.locator('#cal .ec-month-view').count()).toBe(1);
    await expect.poll(() => focused(page)).toBe('Thursday, November 19, 2026');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('w');
    await expect.poll(() => page.locator('#cal .ec-week-view').count()).toBe(1);
    await expect.poll(() => focused(page)).toBe('Friday, November 20, 2026');
  });
});

describe("week view: ArrowUp/ArrowDown over the focused day's events", () => {
  const fair = 'Fair, All day, Tuesday, November 17, 2026 to Thursday, November 19, 2026';
  const slot = '08:00–08:15 Standup, 08:00 to 08:15, Wednesday, November 18, 2026';
  const sync = '09:00–10:00 Team sync, 09:00 to 10:00, Wednesday, November 18, 2026';
  const lunch = '12:00–13:00 Lunch, 12:00 to 13:00, Wednesday, November 18, 2026';

  it("only the focused day's events are tab stops", async () => {
    const page = await calendarPage(cal('week'));
    expect(await page.locator('#cal .ec-timed-event[tabindex="0"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-event-id')))).toEqual(['slot', 'sync', 'lunch']);
    expect(await tabStops(page, '.ec-event-bar')).toBe(1);
    expect(await page.locator('#cal .ec-timed-event[tabindex="-1"]').count()).toBe(5);
  });

  it('ArrowDown from the day goes to its all-day event, then its timed events in time order; ArrowUp back; Escape to the day', async () => {
    const page = await calendarPage(cal('week'));
    await tabToDay(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe(fair);
    for (const name of [slot, sync, lunch, lunch]) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page)).toBe(name);
    }
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toBe(sync);
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('Wednesday, November 18, 2026');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown'); // Thursday: the fair, then its own timed event
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('17:00–18:00 Late review, 17:00 to 18:00, Thursday, November 19, 2026');
  });

  it('Enter opens the event in the detail dialog; closing it lands back on the event', async () => {
    const page = await calendarPage(cal('week'));
    await tabToDay(page);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe(sync);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: 'Team sync' }).isVisible()).toBe(true);
    expect((await waitForEvents(page, 'eventClick'))[0].eventId).toBe('sync');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await expect.poll(() => focused(page)).toBe(sync);
  });
});

describe('day view', () => {
  it('one day header; ArrowRight and PageDown show the next day, ArrowLeft the previous; ArrowDown reaches its events', async () => {
    const page = await calendarPage(cal('day'));
    expect(await tabStops(page, '.ec-tg-day-header')).toBe(1);
    await tabToDay(page);
    expect(await focused(page)).toBe('Wednesday, November 18, 2026');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toBe('Thursday, November 19, 2026');
    expect(await periodLabel(page).textContent()).toContain('November 19, 2026');
    await page.keyboard.press('PageDown');
    await expect.poll(() => focused(page)).toBe('Friday, November 20, 2026');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toBe('Wednesday, November 18, 2026');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe(`08:00–08:15 Standup, 08:00 to 08:15, Wednesday, November 18, 2026`);
  });
});
