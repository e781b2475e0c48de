// Issue 23 item 8: on the time grid (week and day views) a "now" line in today's column that
// moves each minute, and the time outside business hours shaded (all day on days that are not
// business days), said as text in each day header; right-to-left places both correctly.
// Geometry is read from the rendered boxes of demo/pages/calendar-hours.html under a fake clock.
import { describe, expect, it } from 'vitest';
import { useBrowser, type TestPage } from './harness';
import { box, calendarPage, demoPage, NOW } from './calendar-helpers';

useBrowser();

const WEEK = '#hours-calendar';
const TODAY = '2026-11-18'; // NOW is Wednesday 2026-11-18 10:00

/** The demo page with Playwright's clock installed at NOW (timers run only when the test moves it). */
async function hoursPage(): Promise<TestPage> {
  const page = await demoPage('/calendar-hours.html', { now: null });
  await page.clock.install({ time: new Date(NOW) });
  await page.reload();
  await page.locator(`${WEEK} .ec-now-line`).waitFor();
  return page;
}

/** Top of the now line as a fraction of its day column's height. */
async function lineAt(page: TestPage, root: string, date: string): Promise<number> {
  const column = await box(page.locator(`${root} .ec-day-column[data-date="${date}"]`));
  const line = await box(page.locator(`${root} .ec-now-line`));
  return (line.y + line.height / 2 - column.y) / column.height;
}

/** The shaded spans of a day column, as [top, bottom] fractions of its height (rounded to 1/1000). */
async function shaded(page: TestPage, root: string, date: string): Promise<number[][]> {
  const column = await box(page.locator(`${root} .ec-day-column[data-date="${date}"]`));
  const spans = page.locator(`${root} .ec-day-column[data-date="${date}"] .ec-closed`);
  const out: number[][] = [];
  for (let i = 0; i < (await spans.count()); i++) {
    const b = await box(spans.nth(i));
    expect(Math.abs(b.x - column.x) + Math.abs(b.width - column.width), `${date} span ${i} fills the column's width`).toBeLessThan(2);
    out.push([b.y - column.y, b.y + b.height - column.y].map((y) => Math.round((y / column.height) * 1000) / 1000));
  }
  return out;
}

const r = (x: number) => Math.round(x * 1000) / 1000;
const WEEKDAY = [[0, r(9 / 24)], [r(17 / 24), 1]];

describe('the now line', () => {
  it("week view today: in today's column at 10:00, hidden from assistive technology, 1/1440 of the day lower a minute later", async () => {
    const page = await hoursPage();
    const line = page.locator(`${WEEK} .ec-now-line`);
    expect(await line.count()).toBe(1);
    expect(await line.getAttribute('aria-hidden')).toBe('true');
    expect(await line.evaluate((el) => !!el.closest('[aria-live], [role="status"], [role="alert"]'))).toBe(false);
    const column = await box(page.locator(`${WEEK} .ec-day-column[data-date="${TODAY}"]`));
    const b = await box(line);
    expect(Math.abs(b.x - column.x)).toBeLessThan(2);
    expect(Math.abs(b.width - column.width)).toBeLessThan(2);
    const before = await lineAt(page, WEEK, TODAY);
    expect(before).toBeCloseTo(10 / 24, 3);
    await page.clock.runFor(60_000);
    await expect.poll(() => lineAt(page, WEEK, TODAY)).toBeCloseTo((10 * 60 + 1) / 1440, 3);
    // A second minute, and the position agrees with the page's own clock.
    await page.clock.runFor(60_000);
    const minutes = await page.evaluate(() => new Date().getHours() * 60 + new Date().getMinutes());
    await expect.poll(() => lineAt(page, WEEK, TODAY)).toBeCloseTo(minutes / 1440, 3);
  });

  it('another week has no now line; back to today, it is there again', async () => {
    const page = await hoursPage();
    await page.locator(`${WEEK} .ec-next`).click();
    await expect.poll(() => page.locator(`${WEEK} .ec-now-line`).count()).toBe(0);
    await page.locator(`${WEEK} .ec-today-btn`).click();
    await expect.poll(() => page.locator(`${WEEK} .ec-now-line`).count()).toBe(1);
  });
});

describe('business hours', () => {
  it('09:00-17:00 shaded outside on Monday to Friday, all day on the weekend; said in each day header', async () => {
    const page = await hoursPage();
    const week = ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
    const spans = [];
    for (const date of week) spans.push(await shaded(page, WEEK, date));
    expect(spans).toEqual([[[0, 1]], WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, [[0, 1]]]);
    const shade = await page.locator(`${WEEK} .ec-closed`).first().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(shade).not.toMatch(/^rgba\(0, 0, 0, 0\)$|transparent/);
    // An event outside business hours stays above the shading and clickable.
    await page.locator(`${WEEK} .ec-day-column[data-date="${TODAY}"] [data-event-id="late"]`).click();
    await page.locator('dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    const header = (date: string) => page.locator(`${WEEK} .ec-tg-day-header[data-date="${date}"]`);
    expect(await header(TODAY).getAttribute('aria-label')).toBeNull();
    await expect.poll(() => page.getByRole('button', { name: 'Wednesday, November 18, 2026, Business hours 09:00 to 17:00' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Saturday, November 21, 2026, Closed' }).count()).toBe(1);
    expect(await header(TODAY).locator('.ec-sr-only').isVisible()).toBe(false);
  });

  it('data-business-days and data-business-hours of the day-view calendar: 08:30-12:30, Monday to Saturday', async () => {
    const page = await hoursPage();
    expect(await shaded(page, '#mornings-calendar', TODAY)).toEqual([[0, r(8.5 / 24)], [r(12.5 / 24), 1]]);
    await page.locator('#mornings-calendar .ec-next').click();
    await page.locator('#mornings-calendar .ec-next').click();
    await page.locator('#mornings-calendar .ec-next').click(); // Saturday: open
    expect(await shaded(page, '#mornings-calendar', '2026-11-21')).toEqual([[0, r(8.5 / 24)], [r(12.5 / 24), 1]]);
    await page.locator('#mornings-calendar .ec-next').click(); // Sunday: closed
    expect(await shaded(page, '#mornings-calendar', '2026-11-22')).toEqual([[0, 1]]);
    expect(await page.locator('#mornings-calendar .ec-tg-day-header .ec-sr-only').textContent()).toBe('Sunday, November 22, 2026, Closed');
  });

  it('bad values warn once, naming the calendar and the attribute; a misspelt name gets a did-you-mean', async () => {
    const page = await calendarPage('<div id="bad" data-event-calendar data-view="week" data-business-hours="9-5" data-business-day="1,2"></div>'
      + '<div id="bad-days" data-event-calendar data-view="week" data-business-hours="09:00-17:00" data-business-days="mon"></div>');
    await page.locator('#bad-days .ec-closed').first().waitFor();
    const warnings = page.warnings.filter((w) => w.startsWith('[almanac]'));
    expect(warnings).toEqual(expect.arrayContaining([
      expect.stringMatching(/calendar "bad": data-business-hours "9-5" is not a time range such as 09:00-17:00 — no business hours shown/),
      expect.stringMatching(/calendar "bad": data-business-day is not a calendar attribute; did you mean data-business-days\?/),
      expect.stringMatching(/calendar "bad-days": data-business-days "mon" is not a list of weekdays 0 \(Sunday\) to 6 — Monday to Friday/),
    ]));
    expect(warnings.length).toBe(3);
    expect(await page.locator('#bad .ec-closed').count()).toBe(0);
    expect(await shaded(page, '#bad-days', '2026-11-16')).toEqual(WEEKDAY);
  });
});

describe('right-to-left', () => {
  it('the now line and the shading sit in their own day columns, which run right to left', async () => {
    const page = await calendarPage('<div dir="rtl" lang="he"><div id="rtl" data-event-calendar data-view="week" data-locale="he" data-business-hours="09:00-17:00"></div></div>', { now: null });
    await page.clock.install({ time: new Date(NOW) });
    await page.reload();
    await page.locator('#rtl .ec-now-line').waitFor();
    const sunday = await box(page.locator('#rtl .ec-day-column[data-date="2026-11-15"]'));
    const column = await box(page.locator(`#rtl .ec-day-column[data-date="${TODAY}"]`));
    expect(column.x).toBeLessThan(sunday.x);
    const line = await box(page.locator('#rtl .ec-now-line'));
    expect(Math.abs(line.x - column.x) + Math.abs(line.width - column.width)).toBeLessThan(2);
    expect(await lineAt(page, '#rtl', TODAY)).toBeCloseTo(10 / 24, 3);
    expect(await shaded(page, '#rtl', TODAY)).toEqual(WEEKDAY);
    expect(await shaded(page, '#rtl', '2026-11-15')).toEqual([[0, 1]]);
  });
});
