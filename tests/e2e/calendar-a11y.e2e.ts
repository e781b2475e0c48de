// Rendering rule 5 and keyboard operation in Chromium, axe-core on every
// view, Thai locale names, and the week / day views (rule 2 overlap columns,
// all-day lane, recurring slots, multi-day timed slices).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { partRoute, type TestPage, useBrowser } from './harness';
import { box, calendarPage, demoPage, eventsAttr, periodLabel, waitForEvents } from './calendar-helpers';

useBrowser();

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations inside `selector`. */
async function axe(page: TestPage, selector: string) {
  // evaluate() is not subject to the page's CSP (script-src 'self'), unlike an injected <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async (sel) => {
    const result = await (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { html: string }[] }[] }> } }).axe.run(
      { include: [sel] },
      { resultTypes: ['violations'] },
    );
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.html.slice(0, 120)) }));
  }, selector);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const EVENTS = [
  { id: 'trip', title: 'Trip', start: '2026-11-05', end: '2026-11-10' },
  { id: 'slot', title: 'Standup', scheduleType: 'recurring-slot', startDate: '2026-11-16', endDate: '2026-11-20', slotStartTime: '09:00', slotEndTime: '09:30' },
  { id: 'm1', title: 'Meeting one', start: '2026-11-18T09:00:00', end: '2026-11-18T10:30:00', allDay: false },
  { id: 'm2', title: 'Meeting two', start: '2026-11-18T10:00:00', end: '2026-11-18T11:00:00', allDay: false },
  { id: 'late', title: 'Late', start: '2026-11-18T15:00:00', end: '2026-11-18T16:00:00', allDay: false },
  { id: 'night', title: 'Night shift', start: '2026-11-18T22:00:00', end: '2026-11-20T06:00:00', allDay: false },
  { id: 'fair', title: 'Fair', start: '2026-11-17', end: '2026-11-19' },
  ...Array.from({ length: 5 }, (_, i) => ({ id: `x${i}`, title: `Extra ${i}`, start: '2026-11-12' })),
];
const CAL = `<div id="cal" data-event-calendar data-events='${eventsAttr(EVENTS)}'></div>`;

describe('Rendering rule 5: roles and labels', () => {
  it('root role=application tabindex=0, period label role=status aria-live=polite, labelled buttons', async () => {
    const page = await calendarPage(CAL);
    const root = page.locator('#cal');
    expect(await root.getAttribute('role')).toBe('application');
    expect(await root.getAttribute('tabindex')).toBe('0');
    expect(await root.getAttribute('aria-label')).toBe('Calendar');
    const label = periodLabel(page);
    expect(await label.getAttribute('role')).toBe('status');
    expect(await label.getAttribute('aria-live')).toBe('polite');
    expect(await page.locator('#cal [role="status"]').count()).toBe(1);
    for (const name of ['Previous', 'Next', 'Today']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Wednesday, November 18, 2026', exact: true }).getAttribute('aria-current')).toBe('date');
  });

  it('Thai: localized aria-labels, weekday and month names (locale auto from <html lang>)', async () => {
    const page = await calendarPage(CAL, { lang: 'th' });
    // The Thai file (the th part) arrives after the first render.
    await expect.poll(() => page.locator('.ec-prev').getAttribute('aria-label')).toBe('ก่อนหน้า');
    expect(await page.locator('.ec-next').getAttribute('aria-label')).toBe('ถัดไป');
    expect(await page.locator('.ec-today-btn').getAttribute('aria-label')).toBe('วันนี้');
    expect(await page.locator('#cal').getAttribute('aria-label')).toBe('ปฏิทิน');
    expect(await periodLabel(page).textContent()).toBe('พฤศจิกายน 2569');
    expect(await page.locator('.ec-weekday abbr').first().getAttribute('title')).toBe('วันอาทิตย์');
    expect(await page.locator('.ec-view-btn').allTextContents()).toEqual(['เดือน', 'สัปดาห์', 'วัน']);
    expect(await page.locator('.ec-day-cell[data-date="2026-11-12"] .ec-more-events').textContent()).toBe('+2 เพิ่มเติม');
  });

  it('Thai file 404: the texts stay English (dates still Thai through Intl), with one warning', async () => {
    const page = await calendarPage(CAL, {
      lang: 'th', allowConsoleErrors: true,
      before: (p) => p.route(partRoute('th'), (route) => route.fulfill({ status: 404, body: '' })),
    });
    await expect.poll(() => page.warnings.filter((w) => /almanac(?:-table|-calendar)?-th-[\w-]{6}\.js/.test(w))).toEqual([
      expect.stringMatching(/^\[almanac\] could not load http:\/\/[^ ]+\/dist\/almanac(?:-table|-calendar)?-th-[\w-]{6}\.js — the calendar stays in English$/),
    ]);
    expect(await page.locator('.ec-prev').getAttribute('aria-label')).toBe('Previous');
    expect(await periodLabel(page).textContent()).toBe('พฤศจิกายน 2569');
  });

  it('data-locale wins over the page language', async () => {
    const page = await calendarPage(CAL.replace('data-events', 'data-locale="th" data-events'));
    expect(await periodLabel(page).textContent()).toBe('พฤศจิกายน 2569');
  });

  it('the Thai demo page uses Thai names and the Buddhist-era picker years', async () => {
    const page = await demoPage('/calendar-thai.html');
    await expect.poll(() => periodLabel(page).textContent()).toContain('พฤศจิกายน');
    expect(await page.getByLabel('ปี').locator('option:checked').textContent()).toBe('2569');
    expect(await page.locator('.ec-event-bar', { hasText: 'ไม่มีชื่อ' }).count()).toBe(1);
  });
});

describe('every event is reachable and operable by keyboard', () => {
  it('Tab reaches events; Enter and Space open them; Escape closes the dialog', async () => {
    const page = await calendarPage(CAL);
    const bar = page.locator('.ec-event-bar[data-event-id="trip"]').first();
    await bar.focus();
    expect(await bar.evaluate((e) => e.tagName)).toBe('BUTTON');
    await page.keyboard.press('Enter');
    const [e] = await waitForEvents(page, 'eventClick');
    expect(e.eventId).toBe('trip');
    await expect.poll(() => page.getByRole('dialog', { name: 'Trip' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await page.locator('.ec-day-event[data-event-id="m1"]').focus();
    await page.keyboard.press(' ');
    await waitForEvents(page, 'eventClick', 2);
    await page.keyboard.press('Escape');
    // a date is operable too: its day number button
    await page.getByRole('button', { name: 'Tuesday, November 24, 2026' }).focus();
    await page.keyboard.press('Enter');
    expect((await waitForEvents(page, 'dateClick'))[0].date).toBe('2026-11-24');
  });

  it('keyboard focus stays in the calendar when navigation re-renders the focused element', async () => {
    const page = await calendarPage(CAL);
    await page.locator('.ec-event-bar[data-event-id="trip"]').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => periodLabel(page).textContent()).toBe('December 2026');
    // Focus lands on the day shown (the grid's tab stop), where the roving keys go on.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Friday, December 18, 2026');
    await page.keyboard.press('PageUp');
    await expect.poll(() => periodLabel(page).textContent()).toBe('November 2026');
  });

  it('arrow keys inside the +N more popover do not navigate', async () => {
    const page = await calendarPage(CAL);
    await page.locator('.ec-more-events').first().click();
    // The popover is a lazy part on the script path: the keys are pressed once it is open and has focus.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ec-popover'))).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await periodLabel(page).textContent()).toBe('November 2026');
  });
});

describe('axe-core: no serious or critical violations', () => {
  it.each(['month', 'week', 'day'])('%s view', async (view) => {
    const page = await calendarPage(CAL.replace('data-events', `data-view="${view}" data-show-period-picker data-events`));
    expect(await axe(page, '#cal')).toEqual([]);
  });

  it('with the popover and the dialog open, and at 400px', async () => {
    const page = await calendarPage(CAL, { width: 400 });
    await page.locator('.ec-more-events').first().click();
    // The popover is a lazy part on the script path: checked once it is open.
    await page.locator('#cal .ec-popover').waitFor();
    expect(await axe(page, '#cal')).toEqual([]);
    await page.locator('.ec-popover-event').first().click();
    expect(await axe(page, '#cal')).toEqual([]);
  });

  it('the Thai demo page', async () => {
    const page = await demoPage('/calendar-thai.html');
    expect(await axe(page, '#thai-calendar')).toEqual([]);
  });
});

describe('week and day views', () => {
  it('day columns with an all-day lane: spanning events only, never recurring slots', async () => {
    const page = await calendarPage(CAL.replace('data-events', 'data-view="week" data-events'));
    expect(await page.locator('.ec-tg-day-header').count()).toBe(7);
    expect(await page.locator('.ec-tg-day-header.ec-today').count()).toBe(1);
    const lane = page.locator('.ec-allday-lane');
    expect((await lane.locator('.ec-event-bar').allTextContents()).sort()).toEqual(['Fair', 'Night shift']);
    expect(await lane.locator('[data-event-id="slot"]').count()).toBe(0);
  });

  it('recurring slot: a timed occurrence on every day of its range at its slot time', async () => {
    const page = await calendarPage(CAL.replace('data-events', 'data-view="week" data-events'));
    const slots = page.locator('.ec-timed-event[data-event-id="slot"]');
    expect(await slots.count()).toBe(5);
    const cols = await slots.evaluateAll((els) => els.map((e) => e.closest('.ec-day-column')!.getAttribute('data-date')));
    expect(cols).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(await slots.first().textContent()).toContain('09:00–09:30');
    expect(await slots.first().getAttribute('class')).toContain('ec-schedule-recurring-slot');
  });

  it('timed events are placed by time; concurrent ones side by side (rule 2)', async () => {
    const page = await calendarPage(CAL.replace('data-events', 'data-view="day" data-events'));
    const column = await box(page.locator('.ec-day-column'));
    const m1 = await box(page.locator('[data-event-id="m1"]'));
    const m2 = await box(page.locator('[data-event-id="m2"]'));
    const late = await box(page.locator('[data-event-id="late"]'));
    const hour = column.height / 24;
    expect(Math.abs(m1.y - (column.y + 9 * hour))).toBeLessThan(2);
    expect(Math.abs(m1.height - 1.5 * hour)).toBeLessThan(2);
    expect(m2.x).toBeGreaterThanOrEqual(m1.x + m1.width - 1); // side by side
    expect(m1.width).toBeLessThan(column.width * 0.6);
    expect(late.width).toBeGreaterThan(column.width * 0.9); // alone in its slot: full width
  });

  it('a multi-day timed event renders slices only on its first and last day', async () => {
    const page = await calendarPage(CAL.replace('data-events', 'data-view="week" data-events'));
    const slices = page.locator('.ec-timed-event[data-event-id="night"]');
    const days = await slices.evaluateAll((els) => els.map((e) => [e.closest('.ec-day-column')!.getAttribute('data-date'), e.classList.contains('ec-continuation-slice')]));
    expect(days).toEqual([['2026-11-18', true], ['2026-11-20', true]]);
  });

  it('clicking the time grid emits dateClick with the hour', async () => {
    const page = await calendarPage(CAL.replace('data-events', 'data-view="day" data-events'));
    const column = await box(page.locator('.ec-day-column'));
    await page.locator('.ec-tg-scroll').evaluate((s) => (s.scrollTop = 0));
    const col = await box(page.locator('.ec-day-column'));
    await page.mouse.click(col.x + 5, col.y + (column.height / 24) * 3.5);
    const [e] = await waitForEvents(page, 'dateClick');
    expect([e.date, e.hour]).toEqual(['2026-11-18', 3]);
  });
});
