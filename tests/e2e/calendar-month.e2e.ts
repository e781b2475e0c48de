// Month view in Chromium on the built bundle: grid, state classes, spanning
// bars at measured positions, recurring slots, '+N more', compact lane.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';
import { box, calendarPage, demoPage, eventsAttr, periodLabel } from './calendar-helpers';

useBrowser();

const EVENTS = [
  { id: 'trip', title: 'Trip', start: '2026-11-05', end: '2026-11-10' },
  { id: 'standup', title: 'Standup', scheduleType: 'recurring-slot', startDate: '2026-11-02', endDate: '2026-11-04', slotStartTime: '09:00', slotEndTime: '09:15' },
  { id: 'review', title: 'Review', start: '2026-11-18T14:00:00', end: '2026-11-18T15:00:00', allDay: false },
  { id: 'html', title: '<b>bold</b> & "q"', start: '2026-11-20' },
  { id: 'untitled', start: '2026-11-21' },
];

const calendar = (events: unknown[], attrs = '') =>
  `<div id="cal" data-event-calendar data-events='${eventsAttr(events)}' ${attrs}></div>`;

describe('Month view grid', () => {
  it('shows whole weeks with localized weekday names, ec-today and ec-other-month', async () => {
    const page = await calendarPage(calendar(EVENTS));
    await expect.poll(() => periodLabel(page).textContent()).toBe('November 2026');
    expect(await page.locator('.ec-weekday').allTextContents()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const cells = page.locator('.ec-day-cell');
    expect(await cells.count()).toBe(35); // Nov 1 2026 is a Sunday; Nov 30 a Monday -> 5 rows
    expect(await cells.first().getAttribute('data-date')).toBe('2026-11-01');
    expect(await page.locator('.ec-day-cell.ec-today').getAttribute('data-date')).toBe('2026-11-18');
    expect(await page.locator('.ec-day-cell.ec-today').count()).toBe(1);
    expect(await page.locator('.ec-day-cell.ec-other-month').evaluateAll((els) => els.map((e) => e.getAttribute('data-date')))).toEqual(
      ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'],
    );
  });

  it('firstDayOfWeek 1 starts weeks on Monday', async () => {
    const page = await calendarPage(calendar([], 'data-first-day="1"'));
    expect((await page.locator('.ec-weekday').allTextContents())[0]).toBe('Mon');
    expect(await page.locator('.ec-day-cell').first().getAttribute('data-date')).toBe('2026-10-26');
  });

  it('text is never parsed as HTML; a missing title shows Untitled', async () => {
    const page = await calendarPage(calendar(EVENTS));
    await expect.poll(() => page.locator('[data-event-id="html"]').textContent()).toContain('<b>bold</b> & "q"');
    expect(await page.locator('.ec-calendar b').count()).toBe(0);
    const untitled = page.locator('.ec-event-bar', { hasText: 'Untitled' });
    expect(await untitled.count()).toBe(1);
  });
});

describe('Rendering rule 1 and Scheduling: spanning bars across days and weeks', () => {
  it('a multi-day event is one bar per week row with start/end/continuation classes, aligned with its day cells', async () => {
    const page = await calendarPage(calendar(EVENTS));
    const bars = page.locator('.ec-event-bar[data-event-id="trip"]');
    await expect.poll(() => bars.count()).toBe(2);
    const classes = await bars.evaluateAll((els) => els.map((e) => ['ec-event-start', 'ec-event-end', 'ec-continuation-slice'].filter((c) => e.classList.contains(c))));
    expect(classes).toEqual([['ec-event-start', 'ec-continuation-slice'], ['ec-event-end', 'ec-continuation-slice']]);
    // first piece: Thu 5 .. Sat 7; second: Sun 8 .. Tue 10
    for (const [i, from, to] of [[0, '2026-11-05', '2026-11-07'], [1, '2026-11-08', '2026-11-10']] as const) {
      const bar = await box(bars.nth(i));
      const first = await box(page.locator(`.ec-day-cell[data-date="${from}"]`));
      const last = await box(page.locator(`.ec-day-cell[data-date="${to}"]`));
      expect(bar.x).toBeGreaterThanOrEqual(first.x);
      expect(bar.x).toBeLessThan(first.x + 6);
      expect(bar.x + bar.width).toBeLessThanOrEqual(last.x + last.width);
      expect(bar.x + bar.width).toBeGreaterThan(last.x + last.width - 6);
      // under the day number, inside the row
      const number = await box(page.locator(`.ec-day-cell[data-date="${from}"] .ec-day-number`));
      expect(bar.y).toBeGreaterThanOrEqual(number.y + number.height - 1);
      expect(bar.y + bar.height).toBeLessThanOrEqual(first.y + first.height);
    }
  });

  it('bars stay aligned after the calendar is resized (re-measured)', async () => {
    const page = await calendarPage(`<div style="width: 900px">${calendar(EVENTS)}</div>`.replace('style="width: 900px"', 'id="wrap"'));
    await page.evaluate(() => ((document.getElementById('wrap') as HTMLElement).style.width = '700px'));
    const check = async () => {
      const bar = await box(page.locator('.ec-event-bar[data-event-id="trip"]').first());
      const cell = await box(page.locator('.ec-day-cell[data-date="2026-11-07"]'));
      return Math.abs(bar.x + bar.width - (cell.x + cell.width)) < 6;
    };
    await expect.poll(check).toBe(true);
  });

  it('a calendar drawn in a hidden tab: once shown, its bars sit on their days and in their lanes', async () => {
    const page = await calendarPage(`<div id="tab" hidden>${calendar(EVENTS)}</div>`);
    await page.locator('.ec-event-bar[data-event-id="trip"]').first().waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((ok) => setTimeout(ok, 200)));
    await page.evaluate(() => (document.getElementById('tab')!.hidden = false));
    const aligned = async () => {
      const bar = await box(page.locator('.ec-event-bar[data-event-id="trip"]').first());
      const start = await box(page.locator('.ec-day-cell[data-date="2026-11-05"]'));
      const end = await box(page.locator('.ec-day-cell[data-date="2026-11-07"]'));
      const number = await box(page.locator('.ec-day-cell[data-date="2026-11-05"] .ec-day-number'));
      return Math.abs(bar.x - start.x) < 6 && Math.abs(bar.x + bar.width - (end.x + end.width)) < 6 && bar.y >= number.y + number.height - 1;
    };
    await expect.poll(aligned).toBe(true);
  });

  it('inline items sit below the bar lanes, never under a bar', async () => {
    const events = [{ id: 'span', title: 'Span', start: '2026-11-16', end: '2026-11-19' }, { id: 'timed', title: 'Timed', start: '2026-11-18T09:00:00', allDay: false }];
    const page = await calendarPage(calendar(events));
    const bar = await box(page.locator('.ec-event-bar[data-event-id="span"]'));
    const item = await box(page.locator('.ec-day-event[data-event-id="timed"]'));
    expect(item.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  });

  it('CSS variables: --ec-event-height sets the bar height (rule 4)', async () => {
    const page = await calendarPage(calendar(EVENTS));
    await page.evaluate(() => (document.getElementById('cal') as HTMLElement).style.setProperty('--ec-event-height', '30px'));
    await expect.poll(async () => (await box(page.locator('.ec-event-bar[data-event-id="trip"]').first())).height).toBe(30);
  });
});

describe('Scheduling: recurring-slot', () => {
  it('is rendered inline on every day of its range, with the dashed accent, never as a bar', async () => {
    const page = await calendarPage(calendar(EVENTS));
    const items = page.locator('.ec-day-event[data-event-id="standup"]');
    await expect.poll(() => items.count()).toBe(3);
    const days = await items.evaluateAll((els) => els.map((e) => e.closest('.ec-day-cell')!.getAttribute('data-date')));
    expect(days).toEqual(['2026-11-02', '2026-11-03', '2026-11-04']);
    expect(await items.first().getAttribute('class')).toContain('ec-schedule-recurring-slot');
    expect(await items.first().evaluate((e) => getComputedStyle(e).borderInlineStartStyle)).toBe('dashed');
    expect(await items.first().textContent()).toContain('09:00');
    expect(await page.locator('.ec-event-bar[data-event-id="standup"]').count()).toBe(0);
    expect(await page.locator('.ec-event-bar[data-event-id="trip"]').first().getAttribute('class')).toContain('ec-schedule-continuous');
  });
});

describe("Limits: maxEventsPerDay and '+N more' popover", () => {
  const crowded = [
    ...Array.from({ length: 4 }, (_, i) => ({ id: `a${i}`, title: `All-day ${i}`, start: '2026-11-11' })),
    ...Array.from({ length: 5 }, (_, i) => ({ id: `t${i}`, title: `Timed ${i}`, start: `2026-11-11T${10 + i}:00:00`, allDay: false })),
  ];

  it('shows maxEventsPerDay lanes and inline items; the rest is counted in +N more', async () => {
    const page = await calendarPage(calendar(crowded));
    const cell = page.locator('.ec-day-cell[data-date="2026-11-11"]');
    await expect.poll(() => cell.locator('.ec-more-events').textContent()).toBe('+3 more');
    expect(await page.locator('.ec-event-bar').count()).toBe(3);
    expect(await cell.locator('.ec-day-event').count()).toBe(3);
  });

  it('data-max-events changes the cap', async () => {
    const page = await calendarPage(calendar(crowded, 'data-max-events="2"'));
    await expect.poll(() => page.locator('.ec-more-events').textContent()).toBe('+5 more');
  });

  it('+N more opens a popover listing every event of the day; Escape closes it and returns focus', async () => {
    const page = await calendarPage(calendar(crowded));
    const more = page.locator('.ec-more-events');
    await more.click();
    const popover = page.getByRole('dialog', { name: 'Wednesday, November 11, 2026' });
    await expect.poll(() => popover.isVisible()).toBe(true);
    expect(await popover.locator('.ec-popover-event').count()).toBe(9);
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.count()).toBe(0);
    expect(await more.evaluate((e) => document.activeElement === e)).toBe(true);
  });

  it('an event in the popover opens like a click in the grid', async () => {
    const page = await calendarPage(calendar(crowded));
    await page.locator('.ec-more-events').click();
    await page.locator('.ec-popover-event', { hasText: 'Timed 4' }).click();
    const dialog = page.locator('dialog.ec-dialog');
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await dialog.locator('h2').textContent()).toBe('Timed 4');
  });
});

describe('Rendering rule 3: compact lane below 480px', () => {
  const events = [
    { id: 'long', title: 'Long', start: '2026-11-09', end: '2026-11-13' },
    { id: 'mid', title: 'Mid', start: '2026-11-10', end: '2026-11-11' },
    { id: 'one', title: 'One', start: '2026-11-11' },
  ];

  it('at 400px one spanning-bar lane is kept and hidden bars are added to +N more', async () => {
    const page = await calendarPage(calendar(events), { width: 400 });
    await expect.poll(() => page.locator('.ec-calendar').getAttribute('class')).toContain('ec-compact');
    expect(await page.locator('.ec-event-bar').count()).toBe(1);
    expect(await page.locator('.ec-event-bar').getAttribute('data-event-id')).toBe('long');
    const more = (date: string) => page.locator(`.ec-day-cell[data-date="${date}"] .ec-more-events`);
    expect((await more('2026-11-10').textContent())?.trim()).toBe('+1');
    expect(await more('2026-11-10').getAttribute('aria-label')).toBe('1 more event on Tuesday, November 10, 2026');
    expect((await more('2026-11-11').textContent())?.trim()).toBe('+2');
  });

  it('at 1280px all three lanes show', async () => {
    const page = await calendarPage(calendar(events));
    await expect.poll(() => page.locator('.ec-event-bar').count()).toBe(3);
    expect(await page.locator('.ec-more-events').count()).toBe(0);
    expect(await page.locator('.ec-calendar').getAttribute('class')).not.toContain('ec-compact');
  });

  it('the compact layout follows the calendar width, not the window', async () => {
    const page = await calendarPage(`<div id="narrow">${calendar(events)}</div>`);
    await page.evaluate(() => ((document.getElementById('narrow') as HTMLElement).style.width = '420px'));
    await expect.poll(() => page.locator('.ec-event-bar').count()).toBe(1);
    await page.evaluate(() => ((document.getElementById('narrow') as HTMLElement).style.width = '900px'));
    await expect.poll(() => page.locator('.ec-event-bar').count()).toBe(3);
  });
});

describe('demo pages', () => {
  it('calendar-inline.html renders its data-events', async () => {
    const page = await demoPage('/calendar-inline.html');
    await expect.poll(() => page.locator('.ec-event-bar[data-event-id="offsite"]').count()).toBe(1);
    expect(await page.locator('.ec-day-event[data-event-id="standup"]').count()).toBe(12); // Nov 2 .. 13 inclusive
    expect(await page.locator('[data-event-id="launch"]').textContent()).toContain('<b>Launch</b> & "party"');
    expect(await page.locator('.ec-day-cell[data-date="2026-11-18"] .ec-more-events').textContent()).toBe('+1 more');
  });

  it('calendar-bounds.html keeps navigation and the picker within 2026-09 .. 2027-02-15', async () => {
    const page = await demoPage('/calendar-bounds.html');
    const cal = '#bounds-calendar';
    expect(await page.locator(`${cal} .ec-period-year option`).allTextContents()).toEqual(['2026', '2027']);
    await page.locator(`${cal} .ec-period-year`).selectOption('2027');
    await expect.poll(() => page.locator(`${cal} .ec-current-period`).textContent()).toBe('February 2027');
    expect(await page.locator(`${cal} .ec-next`).isDisabled()).toBe(true);
    const months = await page.locator(`${cal} .ec-period-month option`).evaluateAll((os) => os.filter((o) => !(o as HTMLOptionElement).disabled).length);
    expect(months).toBe(2);
    expect(await page.locator('#range-calendar .ec-period-year option').allTextContents()).toEqual(['2024', '2025', '2026', '2027']);
  });
});
