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

/** Top of the now line as a fraction of its day column's height (it is drawn inside today's column). */
async function lineAt(page: TestPage, root: string, date: string): Promise<number> {
  const column = await box(page.locator(`${root} .ec-day-column[data-date="${date}"]`));
  const line = await box(page.locator(`${root} .ec-day-column[data-date="${date}"] .ec-now-line`));
  return (line.y + line.height / 2 - column.y) / column.height;
}

/** Show the whole 24-hour grid of every calendar in a tall viewport (script may set styles under the CSP). */
async function wholeDay(page: TestPage) {
  await page.setViewportSize({ width: 1280, height: 2600 });
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.ec-calendar').forEach((c) => c.style.setProperty('--ec-time-grid-height', '1600px')));
}

/** Whether the painted pixel at `hour` (e.g. 8.5 = 08:30) near the inline end of a day column is shaded: darker than white. */
async function shadedAt(page: TestPage, root: string, date: string, hour: number): Promise<boolean> {
  const column = await box(page.locator(`${root} .ec-day-column[data-date="${date}"]`));
  const png = (await page.screenshot({ clip: { x: column.x + column.width / 2, y: column.y + (column.height * hour) / 24, width: 1, height: 1 } })).toString('base64');
  const rgb = await page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const g = Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d')!;
    g.drawImage(img, 0, 0);
    return [...g.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  }, png);
  return rgb.reduce((a, b) => a + b, 0) / 3 < 250;
}

/** Shading of a day column at 08:30, 12:30 and 20:30. */
const shading = async (page: TestPage, root: string, date: string) => [
  await shadedAt(page, root, date, 8.5), await shadedAt(page, root, date, 12.5), await shadedAt(page, root, date, 20.5),
];
const WEEKDAY = [true, false, true];
const CLOSED = [true, true, true];
const NONE = [false, false, false];

describe('the now line', () => {
  it("week view today: in today's column at 10:00, hidden from assistive technology, 1/1440 of the day lower a minute later", async () => {
    const page = await hoursPage();
    expect(await page.locator(`${WEEK} .ec-now-line`).count()).toBe(1);
    const line = page.locator(`${WEEK} .ec-day-column[data-date="${TODAY}"] .ec-now-line`);
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
    await wholeDay(page);
    // Not today's column (its own background is tinted): Tuesday, and the weekend.
    expect(await shading(page, WEEK, '2026-11-17')).toEqual(WEEKDAY);
    expect(await shading(page, WEEK, '2026-11-15')).toEqual(CLOSED);
    expect(await shading(page, WEEK, '2026-11-21')).toEqual(CLOSED);
    const open = await page.locator(`${WEEK} .ec-day-column`).evaluateAll((cs) => cs.map((c) => getComputedStyle(c).getPropertyValue('--ec-open-from') + '..' + getComputedStyle(c).getPropertyValue('--ec-open-to')));
    const nineToFive = `37.5%..${(17 / 24) * 100}%`;
    expect(open).toEqual(['0%..0%', nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, '0%..0%']);
    // An event outside business hours stays above the shading and clickable.
    await page.locator(`${WEEK} .ec-day-column[data-date="${TODAY}"] [data-event-id="late"]`).click();
    await page.locator('dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    const header = (date: string) => page.locator(`${WEEK} .ec-tg-day-header[data-date="${date}"]`);
    expect(await header(TODAY).getAttribute('aria-label')).toBeNull();
    await expect.poll(() => page.getByRole('button', { name: 'Wednesday, November 18, 2026, Business hours 09:00 to 17:00' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Saturday, November 21, 2026, Closed' }).count()).toBe(1);
    expect((await box(header(TODAY).locator('.ec-sr-only'))).width).toBeLessThanOrEqual(1); // visually hidden
  });

  it('data-business-days and data-business-hours of the day-view calendar: 08:30-12:30, Monday to Saturday', async () => {
    const page = await hoursPage();
    const next = page.locator('#mornings-calendar .ec-next');
    for (let i = 0; i < 2; i++) await next.click(); // Friday (not today's tinted column)
    await wholeDay(page);
    const day = (date: string) => Promise.all([8, 9, 12, 13].map((h) => shadedAt(page, '#mornings-calendar', date, h)));
    expect(await day('2026-11-20')).toEqual([true, false, false, true]);
    await next.click(); // Saturday: open
    expect(await day('2026-11-21')).toEqual([true, false, false, true]);
    await next.click(); // Sunday: closed
    expect(await day('2026-11-22')).toEqual([true, true, true, true]);
    expect(await page.locator('#mornings-calendar .ec-tg-day-header .ec-sr-only').textContent()).toBe('Sunday, November 22, 2026, Closed');
  });

  it('bad values warn once, naming the calendar and the attribute; a misspelt name gets a did-you-mean', async () => {
    const page = await calendarPage('<div id="bad" data-event-calendar data-view="week" data-business-hours="9-5" data-business-day="1,2"></div>'
      + '<div id="bad-days" data-event-calendar data-view="week" data-business-hours="09:00-17:00" data-business-days="mon"></div>');
    await page.locator('#bad-days .ec-day-column').first().waitFor();
    // The did-you-mean comes with the hints part, loaded because of the misspelt attribute.
    await expect.poll(() => page.warnings.some((w) => w.includes('did you mean'))).toBe(true);
    const warnings = page.warnings.filter((w) => w.startsWith('[almanac]'));
    expect(warnings).toEqual(expect.arrayContaining([
      expect.stringMatching(/calendar "bad": data-business-hours "9-5" is not a time range such as 09:00-17:00 — none shown/),
      expect.stringMatching(/calendar "bad": data-business-day is not a calendar attribute; did you mean data-business-days\?/),
      expect.stringMatching(/calendar "bad-days": data-business-days "mon" is not a list of weekdays 0 \(Sunday\) to 6 — Monday to Friday/),
    ]));
    expect(warnings.length).toBe(3);
    await wholeDay(page);
    expect(await shading(page, '#bad', '2026-11-17')).toEqual(NONE);
    expect(await shading(page, '#bad-days', '2026-11-17')).toEqual(WEEKDAY);
    expect(await shading(page, '#bad-days', '2026-11-21')).toEqual(CLOSED);
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
    expect(column.x).toBeLessThan(sunday.x); // Sunday is at the right, the week runs leftwards
    const line = await box(page.locator(`#rtl .ec-day-column[data-date="${TODAY}"] .ec-now-line`));
    expect(Math.abs(line.x - column.x) + Math.abs(line.width - column.width)).toBeLessThan(2);
    expect(await lineAt(page, '#rtl', TODAY)).toBeCloseTo(10 / 24, 3);
    await wholeDay(page);
    expect(await shading(page, '#rtl', '2026-11-17')).toEqual(WEEKDAY);
    expect(await shading(page, '#rtl', '2026-11-15')).toEqual(CLOSED);
  });
});

describe('the time grid opens at 07:00', () => {
  const cal = (view: string) => `<div id="oc" data-event-calendar data-view="${view}" data-date="2026-11-12"></div>`;
  /** The hour at the top of the grid's scroll area, read from the rendered labels (07:00 -> 7). */
  const topHour = (page: TestPage) => page.locator('#oc .ec-tg-scroll').evaluate((s) => {
    const top = s.getBoundingClientRect().top;
    const label = [...s.querySelectorAll('.ec-time-label')].find((l) => Math.abs(l.getBoundingClientRect().top - top) < 1);
    return label ? label.textContent : `none at scrollTop ${s.scrollTop}`;
  });

  it('a calendar whose first view is week shows 07:00 at the top of its grid', async () => {
    const page = await calendarPage(cal('week'));
    await page.locator('#oc .ec-tg-scroll').waitFor();
    await expect.poll(() => topHour(page)).toBe('07:00');
  });

  it('a month calendar switched to day, and back to month and to week, opens each new grid at 07:00', async () => {
    const page = await calendarPage(cal('month'));
    await page.locator('#oc [data-view="day"]').click();
    await expect.poll(() => topHour(page)).toBe('07:00');
    await page.locator('#oc .ec-tg-scroll').evaluate((s) => (s.scrollTop = 0));
    await page.locator('#oc [data-view="month"]').click();
    await page.locator('#oc [data-view="week"]').click();
    await expect.poll(() => topHour(page)).toBe('07:00');
  });

  it('a week calendar first drawn hidden (a tab not shown yet) shows 07:00 at the top when it is shown', async () => {
    const page = await calendarPage(`<div id="tab" hidden>${cal('week')}</div>`);
    await page.locator('#oc .ec-time-label').first().waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.evaluate(() => document.getElementById('tab')!.removeAttribute('hidden'));
    await expect.poll(() => topHour(page)).toBe('07:00');
  });

  describe('a browser without CSS scroll-initial-target (Firefox, Safari): the script does it', () => {
    /** Chromium made to lack it: CSS.supports says no (a script run in the page) ... */
    const NO_SUPPORT = `{ const supports = CSS.supports.bind(CSS);
      CSS.supports = (...args) => (args[0] === 'scroll-initial-target' ? false : supports(...args)); }`;
    /** ... and the stylesheet's rule is gone. */
    const dropRule = () => {
      for (const sheet of document.styleSheets) {
        const rules = [...sheet.cssRules];
        for (let i = rules.length - 1; i >= 0; i--) if (/scroll-initial-target/.test(rules[i].cssText)) sheet.deleteRule(i);
      }
    };

    it('a month calendar switched to week', async () => {
      const page = await calendarPage(cal('month'), { init: NO_SUPPORT });
      await page.evaluate(dropRule);
      await page.locator('#oc [data-view="week"]').click();
      await expect.poll(() => topHour(page)).toBe('07:00');
    });

    it('a week calendar drawn in a hidden tab, once the tab is shown', async () => {
      const page = await calendarPage(`<div id="tab" hidden>${cal('week')}</div>`, { init: NO_SUPPORT });
      await page.locator('#oc .ec-time-label').first().waitFor({ state: 'attached' });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await page.evaluate(dropRule);
      await page.evaluate(() => document.getElementById('tab')!.removeAttribute('hidden'));
      await expect.poll(() => topHour(page)).toBe('07:00');
    });
  });

  it('the next week keeps the hour the user scrolled to', async () => {
    const page = await calendarPage(cal('week'));
    await expect.poll(() => topHour(page)).toBe('07:00');
    await page.locator('#oc .ec-tg-scroll').evaluate((s) => {
      const ten = s.querySelectorAll('.ec-time-label')[10];
      s.scrollTop += ten.getBoundingClientRect().top - s.getBoundingClientRect().top;
    });
    expect(await topHour(page)).toBe('10:00');
    const title = await page.locator('#oc .ec-current-period').textContent();
    await page.locator('#oc .ec-next').click();
    await expect.poll(() => page.locator('#oc .ec-current-period').textContent()).not.toBe(title);
    expect(await topHour(page)).toBe('10:00');
  });
});
