// "States and transitions" in Chromium: every transition, its trigger paths
// (buttons, keys, methods, picker) and its event payload; minDate/maxDate on
// every path; the period picker.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';
import { calendarPage, clearLog, eventLog, periodLabel, waitForEvents } from './calendar-helpers';

useBrowser();

const CAL = '<div id="cal" data-event-calendar data-events="[]"></div>';

describe('navigate: previous / next period of the active view', () => {
  it('buttons move by a month and emit eventcalendar:navigate {date, direction, view, instance}', async () => {
    const page = await calendarPage(CAL);
    await page.getByRole('button', { name: 'Next' }).click();
    const [e] = await waitForEvents(page, 'navigate');
    expect(e).toMatchObject({ date: '2026-12-18', direction: 1, view: 'month', hasInstance: true });
    expect(e.keys).toEqual(expect.arrayContaining(['date', 'direction', 'view', 'instance']));
    expect(await periodLabel(page).textContent()).toBe('December 2026');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => periodLabel(page).textContent()).toBe('October 2026');
    expect((await waitForEvents(page, 'navigate', 3)).map((x) => x.direction)).toEqual([1, -1, -1]);
  });

  it('ArrowLeft / ArrowRight on the focused calendar navigate; keys in a select are ignored', async () => {
    const page = await calendarPage(CAL.replace('data-events', 'data-show-period-picker data-events'));
    await page.locator('#cal').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => periodLabel(page).textContent()).toBe('December 2026');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => periodLabel(page).textContent()).toBe('October 2026');
    await clearLog(page);
    await page.locator('.ec-period-year').focus();
    await page.keyboard.press('t');
    await page.keyboard.press('m');
    expect(await eventLog(page)).toEqual([]);
  });

  it('week and day views move by a week and a day', async () => {
    const page = await calendarPage(CAL);
    await page.evaluate(() => window.EventCalendar.changeView('#cal', 'week'));
    await expect.poll(() => periodLabel(page).textContent()).toMatch(/Nov 15\s*–\s*21, 2026/);
    await page.evaluate(() => window.EventCalendar.navigate('#cal', 1));
    await expect.poll(() => periodLabel(page).textContent()).toMatch(/Nov 22\s*–\s*28, 2026/);
    await page.evaluate(() => window.EventCalendar.changeView('#cal', 'day'));
    await page.evaluate(() => window.EventCalendar.navigate('#cal', -1));
    await expect.poll(() => periodLabel(page).textContent()).toBe('Tuesday, November 24, 2026');
    const navs = (await eventLog(page)).filter((e) => e.name === 'navigate');
    expect(navs.map((e) => [e.date, e.view])).toEqual([['2026-11-25', 'week'], ['2026-11-24', 'day']]);
  });
});

describe('goToToday: Today button, Home, T and the method', () => {
  it('returns to the current date and emits eventcalendar:today {date, view, instance}', async () => {
    const page = await calendarPage(CAL);
    await page.evaluate(() => window.EventCalendar.navigate('#cal', 1));
    await page.getByRole('button', { name: 'Today' }).click();
    let [e] = await waitForEvents(page, 'today');
    expect(e).toMatchObject({ date: '2026-11-18', view: 'month', hasInstance: true });
    expect(await periodLabel(page).textContent()).toBe('November 2026');
    await page.locator('#cal').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Home');
    await waitForEvents(page, 'today', 2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('T');
    await waitForEvents(page, 'today', 3);
    await page.evaluate(() => window.EventCalendar.goToToday('#cal'));
    [e] = (await waitForEvents(page, 'today', 4)).slice(-1);
    expect(e.date).toBe('2026-11-18');
    expect(await periodLabel(page).textContent()).toBe('November 2026');
  });
});

describe('changeView: switcher, M / W / D, method', () => {
  it('switches to enabled views and emits eventcalendar:viewChange {view, date, instance}', async () => {
    const page = await calendarPage(CAL);
    await page.getByRole('button', { name: 'Week' }).click();
    const [e] = await waitForEvents(page, 'viewChange');
    expect(e).toMatchObject({ view: 'week', date: '2026-11-18', hasInstance: true });
    expect(await page.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    // The week view is a part of its own, loaded on first use: it may come a moment after the event.
    await expect.poll(() => page.locator('.ec-week-view').count()).toBe(1);
    await page.locator('#cal').focus();
    await page.keyboard.press('d');
    await expect.poll(() => page.locator('.ec-day-view').count()).toBe(1);
    await page.keyboard.press('M');
    await expect.poll(() => page.locator('.ec-month-view').count()).toBe(1);
    expect((await eventLog(page)).filter((x) => x.name === 'viewChange').map((x) => x.view)).toEqual(['week', 'day', 'month']);
  });

  it('disabled views are not reachable: no switcher button, key ignored, method warns', async () => {
    const page = await calendarPage('<div id="cal" data-event-calendar data-views="month,week"></div>');
    expect(await page.locator('.ec-view-btn').allTextContents()).toEqual(['Month', 'Week']);
    await page.locator('#cal').focus();
    await page.keyboard.press('d');
    await page.evaluate(() => window.EventCalendar.changeView('#cal', 'day'));
    expect((await eventLog(page)).filter((x) => x.name === 'viewChange')).toEqual([]);
    expect(await page.locator('.ec-month-view').count()).toBe(1);
    expect(page.warnings.join('\n')).toMatch(/view "day" is not enabled/);
  });

  it('data-view sets the initial view', async () => {
    const page = await calendarPage('<div id="cal" data-event-calendar data-view="day"></div>');
    await expect.poll(() => periodLabel(page).textContent()).toBe('Wednesday, November 18, 2026');
  });
});

describe('Errors 4: minDate / maxDate on every path', () => {
  const BOUNDED = '<div id="cal" data-event-calendar data-min-date="2026-10" data-max-date="2026-12-15" data-show-period-picker></div>';

  it('previous / next stop at the bounds: buttons disabled, keys and method do nothing', async () => {
    const page = await calendarPage(BOUNDED);
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    await expect.poll(() => next.isDisabled()).toBe(true);
    await page.locator('#cal').focus();
    await page.keyboard.press('ArrowRight');
    await page.evaluate(() => window.EventCalendar.navigate('#cal', 1));
    expect((await eventLog(page)).filter((x) => x.name === 'navigate')).toHaveLength(1);
    expect(await periodLabel(page).textContent()).toBe('December 2026');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => periodLabel(page).textContent()).toBe('October 2026');
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
  });

  it('in day view the date is clamped into the bounds', async () => {
    const page = await calendarPage(BOUNDED);
    await page.evaluate(() => {
      window.EventCalendar.changeView('#cal', 'day');
      for (let i = 0; i < 40; i++) window.EventCalendar.navigate('#cal', 1);
    });
    await expect.poll(() => periodLabel(page).textContent()).toBe('Tuesday, December 15, 2026');
  });

  it('the start date and goToToday are kept inside the bounds', async () => {
    const page = await calendarPage('<div id="cal" data-event-calendar data-min-date="2027-01-10" data-max-date="2027-03"></div>');
    await expect.poll(() => periodLabel(page).textContent()).toBe('January 2027');
    await page.evaluate(() => window.EventCalendar.changeView('#cal', 'day'));
    await expect.poll(() => periodLabel(page).textContent()).toBe('Sunday, January 10, 2027');
    await page.evaluate(() => window.EventCalendar.goToToday('#cal'));
    const [e] = await waitForEvents(page, 'today');
    expect(e.date).toBe('2027-01-10');
  });

  it('the period picker lists only years within the bounds and disables months outside them', async () => {
    const page = await calendarPage(BOUNDED);
    const year = page.getByLabel('Year');
    const month = page.getByLabel('Month', { exact: true });
    expect(await year.locator('option').allTextContents()).toEqual(['2026']);
    const disabled = await month.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).disabled));
    expect(disabled).toEqual([true, true, true, true, true, true, true, true, true, false, false, false]);
    expect(await month.inputValue()).toBe('10');
  });
});

describe('Period picker (showPeriodPicker, month view only)', () => {
  const PICKER = '<div id="cal" data-event-calendar data-show-period-picker data-year-range-before="2" data-year-range-after="1"></div>';

  it('choosing a month and a year emits eventcalendar:periodChange {date, year, month, view, instance}', async () => {
    const page = await calendarPage(PICKER);
    await page.getByLabel('Month', { exact: true }).selectOption('2');
    let [e] = await waitForEvents(page, 'periodChange');
    expect(e).toMatchObject({ year: 2026, month: 3, view: 'month', date: '2026-03-18', hasInstance: true });
    expect(await periodLabel(page).textContent()).toBe('March 2026');
    await page.getByLabel('Year').selectOption('2025');
    [e] = (await waitForEvents(page, 'periodChange', 2)).slice(-1);
    expect(e).toMatchObject({ year: 2025, month: 3 });
    expect(await periodLabel(page).textContent()).toBe('March 2025');
  });

  it('years run yearRangeBefore .. yearRangeAfter around the current year; months are localized', async () => {
    const page = await calendarPage(PICKER);
    expect(await page.getByLabel('Year').locator('option').allTextContents()).toEqual(['2024', '2025', '2026', '2027']);
    expect((await page.getByLabel('Month', { exact: true }).locator('option').allTextContents())[0]).toBe('January');
  });

  it('defaults to 10 years before and after', async () => {
    const page = await calendarPage('<div id="cal" data-event-calendar data-show-period-picker></div>');
    const years = await page.getByLabel('Year').locator('option').allTextContents();
    expect([years[0], years.at(-1), years.length]).toEqual(['2016', '2036', 21]);
  });

  it('is only shown in month view', async () => {
    const page = await calendarPage(PICKER);
    expect(await page.locator('.ec-period-picker').count()).toBe(1);
    await page.evaluate(() => window.EventCalendar.changeView('#cal', 'week'));
    await expect.poll(() => page.locator('.ec-period-picker').count()).toBe(0);
  });

  it('is absent by default', async () => {
    const page = await calendarPage(CAL);
    expect(await page.locator('.ec-period-picker').count()).toBe(0);
  });
});

describe('showNavigation / showToday / showViewSwitcher', () => {
  it('can each be turned off', async () => {
    const page = await calendarPage(`
      <div id="a" data-event-calendar data-show-navigation="false"></div>
      <div id="b" data-event-calendar data-show-today="false"></div>
      <div id="c" data-event-calendar data-show-view-switcher="false"></div>`);
    expect(await page.locator('#a .ec-prev').count()).toBe(0);
    expect(await page.locator('#a .ec-today-btn').count()).toBe(0);
    expect(await page.locator('#b .ec-prev').count()).toBe(1);
    expect(await page.locator('#b .ec-today-btn').count()).toBe(0);
    expect(await page.locator('#c .ec-view-switcher').count()).toBe(0);
    expect(await page.locator('#a .ec-view-switcher').count()).toBe(1);
  });
});

declare global {
  interface Window {
    EventCalendar: import('../../src/calendar/EventCalendar').EventCalendarApi;
    EventManager: import('../../src/core/events').EventBus;
  }
}
