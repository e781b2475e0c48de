// Issue 45 item 2 in Chromium on the built bundle, the browser in Europe/London: calendar-recurrence.html's
// series are expanded for the month shown (and for the next one), a series in America/New_York keeps 9:00
// New York time across New York's DST change on 8 March (so in London it moves from 14:00 to 13:00, and
// back when London changes on 29 March), an EXDATE leaves its day out, and eventcalendar:eventClick names
// the occurrence clicked.
import { describe, expect, it } from 'vitest';
import { networkQuiet, useBrowser } from './harness';
import { demoPage, eventLog, periodLabel } from './calendar-helpers';

useBrowser();

const calendar = '#recurrence-calendar';
const items = (id: string) => `${calendar} .ec-month-view [data-event-id="${id}"]`;

describe('calendar-recurrence.html: RFC 5545 series', () => {
  it('March shows every occurrence, New York time kept across both DST changes, the EXDATE left out; no warning', async () => {
    const page = await demoPage('/calendar-recurrence.html', { timezoneId: 'Europe/London' });
    // Weekdays from 2 March to 3 April (the grid runs 1 March to 4 April).
    await expect.poll(() => page.locator(items('standup')).count()).toBe(25);
    const call = await page.locator(items('ny-call')).evaluateAll((els) => els.map((el) => el.getAttribute('title')));
    expect(call).toEqual([
      '14:00 Call with New York', '14:00 Call with New York', // 2 and 5 March: New York on EST (UTC-5), London on GMT
      '13:00 Call with New York', '13:00 Call with New York', '13:00 Call with New York', '13:00 Call with New York', '13:00 Call with New York', '13:00 Call with New York', // 9 to 26 March: EDT
      '14:00 Call with New York', '14:00 Call with New York', // 30 March and 2 April: London on BST too
    ]);
    // COUNT=8 from 3 March, 17 March left out: 3, 10, 24 and 31 March in this grid.
    expect(await page.locator(items('bookclub')).count()).toBe(4);
    // The last Friday (27 March; 30 January's series) and the last day of the month (31 March, all day).
    expect(await page.locator(items('review')).count()).toBe(1);
    expect(await page.locator(`${calendar} [data-event-id="payday"]`).count()).toBeGreaterThan(0);
    await networkQuiet(page);
    expect(page.warnings.filter((w) => w.startsWith('[almanac]'))).toEqual([]);
  });

  it('eventClick carries the series id and the occurrence clicked; the next month is expanded when shown', async () => {
    const page = await demoPage('/calendar-recurrence.html', { timezoneId: 'Europe/London' });
    await expect.poll(() => page.locator(items('ny-call')).count()).toBe(10);
    await page.locator(items('ny-call')).nth(3).click(); // Thursday 12 March, 9:00 in New York (EDT)
    await expect.poll(async () => (await eventLog(page)).filter((e) => e.name === 'eventClick').length).toBe(1);
    const [click] = (await eventLog(page)).filter((e) => e.name === 'eventClick');
    expect(click).toMatchObject({ eventId: 'ny-call', occurrence: '2026-03-12T13:00:00.000Z', instant: '2026-03-12T13:00:00.000Z', title: 'Call with New York' });
    // The click's dialog (the overlays part) opens, then Escape closes it: pressed before the part has come (a
    // loaded machine), Escape closed nothing and the dialog opened later over Next (CI: the click waited 30 s, twice).
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Next', exact: true }).first().click();
    await expect.poll(() => periodLabel(page, calendar).textContent()).toContain('April');
    // April's grid runs 29 March to 2 May: 25 weekdays.
    await expect.poll(() => page.locator(items('standup')).count()).toBe(25);
    expect(await page.locator(items('review')).first().getAttribute('title')).toBe('15:00 Monthly review');
    // The week view draws the occurrences on the time grid: the call at 14:00 London time on Monday 30 March and Thursday 2 April.
    await page.getByRole('button', { name: 'Week', exact: true }).first().click();
    const week = page.locator(`${calendar} .ec-time-view [data-event-id="ny-call"]`);
    await expect.poll(() => week.count()).toBe(2);
    expect(await page.locator(`${calendar} .ec-time-view [data-event-id="standup"]`).count()).toBe(5);
  });

  it('#recurrence-times: rules with times and weeks (FREQ=HOURLY with BYHOUR, DAILY with BYHOUR, BYWEEKNO) in the week of 9 March; no warning', async () => {
    const page = await demoPage('/calendar-recurrence.html', { timezoneId: 'Europe/London' });
    const week = (id: string) => page.locator(`#recurrence-times .ec-time-view [data-event-id="${id}"]`);
    // Every three hours from 9:00, limited to 9, 12 and 15, on the five weekdays.
    await expect.poll(() => week('rounds').count()).toBe(15);
    const text = (els: Element[]) => els.map((el) => el.querySelector('.ec-event-time')?.textContent?.trim());
    const monday = await page.locator('#recurrence-times .ec-time-view [data-date="2026-03-09"] [data-event-id="rounds"]').evaluateAll(text);
    expect(monday.map((t) => t?.slice(0, 5))).toEqual(['09:00', '12:00', '15:00']);
    // 8:00 and 20:00 on each of the seven days.
    expect(await week('meds').count()).toBe(14);
    // Week 11 of 2026 (ISO, from Monday 29 December 2025) starts on Monday 9 March.
    expect(await week('planning').evaluateAll((els) => els.map((el) => [el.closest('[data-date]')?.getAttribute('data-date'), el.querySelector('.ec-event-time')?.textContent?.trim().slice(0, 5)]))).toEqual([['2026-03-09', '13:30']]);
    await networkQuiet(page);
    expect(page.warnings.filter((w) => w.startsWith('[almanac]'))).toEqual([]);
  });
});
