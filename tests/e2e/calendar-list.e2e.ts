// Issue 45 item 3: the list view on its demo page (demo/pages/calendar-list.html, the calendar-only
// bundle): opens in the list below 480px when no view is named, axe-clean at 400 and 1280px, each
// event one button opened by keyboard, ArrowUp/Down between them, Previous/Next by a month, Thai
// labels, right to left; the list is a part, fetched only when a calendar shows it.
import { describe, expect, it } from 'vitest';
import { axeViolations, networkQuiet, partRan, useBrowser, type TestPage } from './harness';
import { box, calendarPage, demoPage, eventLog, eventsAttr, periodLabel, waitForEvents } from './calendar-helpers';

useBrowser();

const TEAM = '#list-calendar';
const THAI = '#list-thai';
const RTL = '#list-rtl';
/** Without the left-to-right isolates around times. */
const plain = (s: string | null) => (s ?? '').replace(/[\u2066\u2069]/g, '');

async function open(width: number): Promise<TestPage> {
  const page = await demoPage('/calendar-list.html', { width });
  // Every calendar drawn: the two that name the list have it, the first its month or list.
  await page.waitForFunction(() => [...document.querySelectorAll('[data-event-calendar]')].every((c) => c.querySelector('.ec-month-view, .ec-list-view')));
  return page;
}

const focusedEvent = (page: TestPage) => page.evaluate(() => document.activeElement?.getAttribute('data-event-id') ?? document.activeElement?.className);

describe('the narrow rule and axe', () => {
  it('400px: the calendar that names no view opens in the list (never the month first), and the page has no axe violation', async () => {
    const page = await open(400);
    expect(await page.locator(`${TEAM} .ec-list-view`).count()).toBe(1);
    expect(await page.locator(`${TEAM} .ec-month-view`).count()).toBe(0);
    expect(await page.locator(`${TEAM} .ec-view-btn[data-view="list"]`).getAttribute('aria-pressed')).toBe('true');
    expect(await eventLog(page).then((log) => log.filter((e) => e.name === 'viewChange'))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // The list keeps to the calendar's width: no event button wider than it.
    const calendar = await box(page.locator(TEAM));
    for (const button of await page.locator(`${TEAM} .ec-list-event`).all()) expect((await box(button)).width).toBeLessThanOrEqual(calendar.width);
  });

  it('1280px: it opens in the month; the List button shows the list, axe-clean too', async () => {
    const page = await open(1280);
    expect(await page.locator(`${TEAM} .ec-month-view`).count()).toBe(1);
    await page.locator(`${TEAM} .ec-view-btn[data-view="list"]`).click();
    await page.locator(`${TEAM} .ec-list-view`).waitFor();
    expect(await periodLabel(page, TEAM).textContent()).toBe('November 2026');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the list is a part', () => {
  it('a wide calendar with list among its views loads no list code until the list is chosen; then it shows it', async () => {
    const page = await calendarPage(`<main><div id="wide" data-event-calendar data-views="month,list" data-date="2026-11-01" data-events='${eventsAttr([{ id: 'a', title: 'Alpha', start: '2026-11-10' }])}'></div></main>`);
    await page.locator('#wide .ec-month-view').waitFor();
    await networkQuiet(page);
    expect(await partRan(page, 'ListView')).toBe(false);
    await page.locator('#wide .ec-view-btn[data-view="list"]').click();
    await page.locator('#wide .ec-list-event[data-event-id="a"]').waitFor();
    expect(await partRan(page, 'ListView')).toBe(true);
  });
});

describe('the list: days, events, keyboard', () => {
  it('a heading per day with events, each event one button named by its time, title, day of a multi-day event and location', async () => {
    const page = await open(400);
    const headings = await page.locator(`${TEAM} .ec-list-view h3`).allTextContents();
    expect(headings.slice(0, 4)).toEqual(['Sunday, November 1, 2026', 'Monday, November 2, 2026', 'Tuesday, November 3, 2026', 'Wednesday, November 4, 2026']);
    const names = (await page.locator(`${TEAM} .ec-list-event`).evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')))).map(plain);
    expect(names.slice(0, 4)).toEqual(['All day, Company offsite, day 3 of 4, Lisbon', 'All day, Company offsite, day 4 of 4, Lisbon', '09:00 – 09:15, Team standup, Online', '09:00 – 09:15, Team standup, Online']);
    expect(names).toContain('from 22:00, Night migration, day 1 of 2');
    expect(names).toContain('until 02:00, Night migration, day 2 of 2');
    expect(names).toContain('All day, Untitled');
    // Today (the page's clock: November 18) is said on its heading.
    expect(await page.locator(`${TEAM} h3[aria-current="date"]`).allTextContents()).toEqual(['Wednesday, November 18, 2026']);
    // A title and a location that look like HTML are text.
    const html = page.locator(`${TEAM} .ec-list-event[data-event-id="html"]`);
    expect(await html.locator('.ec-event-title').textContent()).toBe('<img src=x onerror=alert(1)> shown as text');
    expect(await html.locator('.ec-list-note').textContent()).toBe('<b>not bold</b>');
    expect(await page.locator(`${TEAM} img, ${TEAM} b`).count()).toBe(0);
  });

  it('keyboard: Tab from the view switcher reaches the first event, ArrowDown the next, Enter opens it (eventClick), Escape comes back to it', async () => {
    const page = await open(400);
    await page.locator(`${TEAM} .ec-view-btn[data-view="list"]`).focus();
    await page.keyboard.press('Tab');
    expect(await focusedEvent(page)).toBe('offsite');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focusedEvent(page)).toBe('standup');
    await page.keyboard.press('ArrowUp');
    expect(await focusedEvent(page)).toBe('offsite');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedEvent(page)).toBe('standup');
    await page.keyboard.press('Enter');
    const [click] = await waitForEvents(page, 'eventClick');
    expect(click).toMatchObject({ eventId: 'standup', title: 'Team standup', element: 'list-calendar' });
    const dialog = page.locator(`${TEAM} dialog[open]`);
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toBe('Team standup');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' }).catch(() => {});
    await expect.poll(() => page.locator(`${TEAM} dialog[open]`).count()).toBe(0);
    expect(await focusedEvent(page)).toBe('standup');
  });

  it('ArrowRight and Next move by a month: December has no events and says so; ArrowLeft comes back', async () => {
    const page = await open(400);
    await page.locator(`${TEAM} .ec-list-event`).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => periodLabel(page, TEAM).textContent()).toBe('December 2026');
    expect(await page.locator(`${TEAM} .ec-list-view`).textContent()).toBe('No events');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => periodLabel(page, TEAM).textContent()).toBe('November 2026');
    await page.locator(`${TEAM} .ec-next`).click();
    await page.locator(`${TEAM} .ec-next`).click();
    await expect.poll(() => periodLabel(page, TEAM).textContent()).toBe('January 2027');
    const navigations = (await eventLog(page)).filter((e) => e.name === 'navigate').map((e) => [e.view, e.date]);
    expect(navigations).toEqual([['list', '2026-12-01'], ['list', '2026-11-01'], ['list', '2026-12-01'], ['list', '2027-01-01']]);
  });
});

describe('Thai and right to left', () => {
  it('Thai: the switcher says "รายการ", days through Intl in Thai, "All day" and which day in Thai', async () => {
    const page = await open(400);
    await expect.poll(() => page.locator(`${THAI} .ec-view-btn[data-view="list"]`).textContent()).toBe('รายการ');
    expect(await periodLabel(page, THAI).textContent()).toBe('พฤศจิกายน 2569');
    expect(await page.locator(`${THAI} .ec-list-view h3`).first().textContent()).toMatch(/^วันศุกร์ที่ 6 พฤศจิกายน/);
    const names = (await page.locator(`${THAI} .ec-list-event`).evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')))).map(plain);
    expect(names[0]).toBe('ทั้งวัน, เที่ยวเชียงใหม่, วันที่ 1 จาก 3, เชียงใหม่');
    expect(names).toContain('10:00 – 11:30, ประชุมทีม');
    expect(await axeViolations(page, THAI)).toEqual([]);
  });

  it('right to left: the colour border on the right, the time right of the title, and a time range still reads 10:00 then 11:30 from left to right', async () => {
    const page = await open(1280);
    const meet = page.locator(`${RTL} .ec-list-event[data-event-id="meet"]`);
    const borders = await meet.evaluate((b) => [getComputedStyle(b).borderRightWidth, getComputedStyle(b).borderLeftWidth]);
    expect(borders).toEqual(['3px', '0px']);
    const time = await box(meet.locator('.ec-event-time'));
    const title = await box(meet.locator('.ec-event-title'));
    expect(time.x).toBeGreaterThan(title.x);
    const order = await meet.locator('.ec-event-time').evaluate((el) => {
      const text = el.firstChild!;
      const at = (s: string) => {
        const range = document.createRange();
        const i = text.textContent!.indexOf(s);
        range.setStart(text, i);
        range.setEnd(text, i + s.length);
        return range.getBoundingClientRect().x;
      };
      return at('10:00') < at('11:30');
    });
    expect(order).toBe(true);
  });
});
