// Issue 14 items 2 and 5 (calendar): roving focus over the month grid's days
// and a day's events, accessible event names, the popover and dialog by
// keyboard, and a keyboard-only journey (no mouse event at all).
import { describe, expect, it } from 'vitest';
import { useBrowser, type TestPage } from './harness';
import { calendarPage, eventsAttr, periodLabel, waitForEvents } from './calendar-helpers';

useBrowser();

const EVENTS = [
  { id: 'sync', title: 'Team sync', start: '2026-12-09T10:00:00', end: '2026-12-09T11:00:00', allDay: false },
  { id: 'trip', title: 'Trip', start: '2026-11-05', end: '2026-11-10' },
  { id: 'lunch', title: 'Lunch', start: '2026-11-18T12:00:00', end: '2026-11-18T13:00:00', allDay: false },
  { id: 'fair', title: 'Fair', start: '2026-11-18', end: '2026-11-19' },
  ...Array.from({ length: 5 }, (_, i) => ({ id: `x${i}`, title: `Extra ${i}`, start: '2026-11-12' })),
];
const CAL = `<div id="cal" data-event-calendar data-events='${eventsAttr(EVENTS)}'></div>`;

/** What has focus: its accessible-name source (aria-label, else text). */
const focused = (page: TestPage) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement;
  return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
});
const tabStops = (page: TestPage, selector: string) => page.locator(`#cal ${selector}[tabindex="0"]`).count();

async function focusToday(page: TestPage) {
  await page.locator('#cal').focus();
  await page.keyboard.press('Tab'); // Previous, Next, Today, period picker... until the grid
  for (let i = 0; i < 10 && !(await focused(page)).startsWith('Wednesday, November 18'); i++) await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('Wednesday, November 18, 2026');
}

describe('roving focus over the days of the month grid', () => {
  it('one tab stop among the days; arrows move by day and week, Home/End to the week edges', async () => {
    const page = await calendarPage(CAL);
    expect(await tabStops(page, '.ec-day-number')).toBe(1);
    await focusToday(page);
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('Thursday, November 19, 2026');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Thursday, November 26, 2026');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('Wednesday, November 18, 2026');
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('Sunday, November 15, 2026');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('Saturday, November 21, 2026');
    expect(await tabStops(page, '.ec-day-number')).toBe(1);
    expect(await periodLabel(page).textContent()).toBe('November 2026');
  });

  it('moving past the visible range navigates; PageUp/PageDown move by month', async () => {
    const page = await calendarPage(CAL);
    await focusToday(page);
    await page.keyboard.press('PageDown');
    await expect.poll(() => periodLabel(page).textContent()).toBe('December 2026');
    expect(await focused(page)).toBe('Friday, December 18, 2026');
    expect((await waitForEvents(page, 'navigate'))[0].direction).toBe(1);
    await page.keyboard.press('PageUp');
    await expect.poll(() => periodLabel(page).textContent()).toBe('November 2026');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown'); // Nov 18 -> Dec 9: past the grid's last row
    await expect.poll(() => periodLabel(page).textContent()).toBe('December 2026');
    expect(await focused(page)).toBe('Wednesday, December 9, 2026');
  });
});

describe("each event's accessible name carries its title, time range and date", () => {
  it('timed, all-day and multi-day events', async () => {
    const page = await calendarPage(CAL.replace('data-events', 'data-date="2026-12-01" data-events'));
    expect(await page.locator('[data-event-id="sync"]').getAttribute('aria-label')).toBe('10:00 Team sync, 10:00 to 11:00, Wednesday, December 9, 2026');
    await page.locator('.ec-prev').press('Enter');
    expect(await page.locator('.ec-event-bar[data-event-id="trip"]').first().getAttribute('aria-label'))
      .toBe('Trip, All day, Thursday, November 5, 2026 to Tuesday, November 10, 2026');
  });
});

describe("events within a day, '+N more' and the popover by keyboard", () => {
  it("the focused day's events are its tab stops; ArrowDown/Up move through them; Escape returns to the day", async () => {
    const page = await calendarPage(CAL);
    await focusToday(page);
    const fair = 'Fair, All day, Wednesday, November 18, 2026 to Thursday, November 19, 2026';
    const lunch = '12:00 Lunch, 12:00 to 13:00, Wednesday, November 18, 2026';
    await page.keyboard.press('Tab'); // the day's next tab stop: its inline item
    expect(await focused(page)).toBe(lunch);
    await page.keyboard.press('ArrowUp'); // the bar drawn above it
    expect(await focused(page)).toBe(fair);
    await page.keyboard.press('ArrowUp'); // the first: stays
    expect(await focused(page)).toBe(fair);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(lunch);
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('Wednesday, November 18, 2026');
  });

  it("'+N more' opens with Enter, its events are buttons, Escape closes it and focus returns", async () => {
    const page = await calendarPage(CAL);
    await focusToday(page);
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft'); // Nov 12
    await page.keyboard.press('Tab');
    while (!(await focused(page)).includes('more events')) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: 'Thursday, November 12, 2026' }).isVisible()).toBe(true);
    expect(await focused(page)).toBe('Close');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^All day Extra \d, All day, Thursday, November 12, 2026$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ec-popover').count()).toBe(0);
    expect(await focused(page)).toMatch(/more events on Thursday, November 12, 2026/);
  });
});

describe('keyboard-only journey (no mouse event at all)', () => {
  it('next month, week view, focus an event, open it, close the dialog, back on the event', async () => {
    const page = await calendarPage(CAL);
    await page.evaluate(() => {
      const w = window as unknown as { __mouse: number };
      w.__mouse = 0;
      for (const t of ['mousedown', 'mouseup', 'pointerdown', 'mousemove']) document.addEventListener(t, () => w.__mouse++, true);
    });
    await focusToday(page);
    await page.keyboard.press('PageDown');
    await expect.poll(() => periodLabel(page).textContent()).toBe('December 2026');
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowLeft'); // Dec 18 -> Dec 9
    expect(await focused(page)).toBe('Wednesday, December 9, 2026');
    await page.keyboard.press('w');
    await expect.poll(() => page.locator('#cal .ec-week-view').count()).toBe(1);
    expect(await page.locator('.ec-view-btn[aria-pressed="true"]').textContent()).toContain('Week');
    // The week view's roving focus: the day is kept, ArrowLeft/Right move along the week, ArrowDown enters the day's events.
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('.ec-sr-only')?.textContent)).toBe('Wednesday, December 9, 2026');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe('2026-12-09');
    const name = '10:00–11:00 Team sync, 10:00 to 11:00, Wednesday, December 9, 2026';
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe(name);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: 'Team sync' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    await page.keyboard.press('Tab'); // focus stays trapped in the modal dialog
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await expect.poll(() => focused(page)).toBe(name);
    expect(await page.evaluate(() => (window as unknown as { __mouse: number }).__mouse)).toBe(0);
  });
});

describe('a focus ring never moves or resizes what it rings', () => {
  /** The box of the element `selector` matches, then whether it is :focus-visible and its box once focused by script after a key press. */
  const boxes = (page: TestPage, selector: string) => page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel)!;
    const box = () => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round); };
    const before = box();
    el.focus();
    return { before, visible: el.matches(':focus-visible'), after: box() };
  }, selector);

  it('month bars, week blocks and all-day bars keep their place and size when focused by keyboard', async () => {
    const page = await calendarPage(CAL);
    await page.keyboard.press('Tab'); // keyboard modality: :focus-visible applies to scripted focus from now on
    const month = await boxes(page, '#cal .ec-event-bar[data-event-id="trip"]');
    expect(month.visible).toBe(true);
    expect(month.after).toEqual(month.before);
    await page.locator('#cal').press('w');
    await page.locator('#cal .ec-week-view').waitFor();
    for (const selector of ['#cal .ec-timed-event[data-event-id="lunch"]', '#cal .ec-allday-lane .ec-event-bar[data-event-id="fair"]']) {
      const week = await boxes(page, selector);
      expect(week.visible, selector).toBe(true);
      expect(week.after, selector).toEqual(week.before);
      expect(week.before[3], selector).toBeGreaterThan(0);
    }
  });
});
