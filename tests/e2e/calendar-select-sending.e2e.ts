// Issue 23 item 4: a selected range whose data-on-select-api request is in flight shows that it is being
// sent — its boxes stay drawn, the first busy (aria-busy) and saying "Saving …", which the live region says
// too — until the answer, which clears them (the event added and said, or the notice). The answer is held
// back by page.route until the test lets it go. By keyboard (month view), by mouse (week view), and with a
// failing answer; axe clean while it is sending.
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, useBrowser, type TestPage } from './harness';
import { box, calendarPage, eventsAttr } from './calendar-helpers';

useBrowser();

const EVENTS = [{ id: 'a', title: 'Alpha', start: '2026-11-10', end: '2026-11-11' }];
const calendar = (attrs = '') =>
  `<div id="cal" data-event-calendar data-editable="true" data-on-select-api="/api/e2e-select" ${attrs.includes('data-date') ? '' : 'data-date="2026-11-01"'} ${attrs} data-events='${eventsAttr(EVENTS)}'></div>`;

const live = (page: TestPage) => page.locator('#cal [aria-live="assertive"]').evaluate((el) => el.textContent!.replace(/\u200b/g, ''));
const boxes = (page: TestPage) => page.locator('#cal .ec-ghost');

/** Hold every select answer until `release(status)` is called; resolves `sent` when the request arrives. */
async function heldRoute(page: TestPage) {
  let release!: (status: number) => void;
  const answered = new Promise<number>((ok) => (release = ok));
  let sent = false;
  await page.route('**/api/e2e-select', async (route) => {
    sent = true;
    const status = await answered;
    const body = status < 300 ? { success: true, data: { id: 'n1', title: 'Booked', ...route.request().postDataJSON() } } : { success: false, message: 'Full.' };
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return { release, sent: () => sent };
}

/** While the request is held: the boxes stay, the first busy and exposed with "Saving {range}…", the rest hidden. */
async function expectSending(page: TestPage, range: string, count = 1): Promise<void> {
  expect(await boxes(page).count()).toBe(count);
  const first = boxes(page).first();
  expect(await first.textContent()).toBe(`Saving ${range}…`);
  expect(await first.getAttribute('aria-busy')).toBe('true');
  expect(await first.getAttribute('aria-hidden')).toBeNull();
  expect(await live(page)).toBe(`Saving ${range}…`);
  for (let i = 1; i < count; i++) expect(await boxes(page).nth(i).getAttribute('aria-hidden')).toBe('true');
}

async function selectablePage(attrs?: string, allowConsoleErrors = false): Promise<TestPage> {
  const page = await calendarPage(calendar(attrs), { allowConsoleErrors });
  await page.locator('#cal .ec-edit-hint').waitFor();
  return page;
}

describe('a selection being sent says so until its answer', () => {
  it('keyboard, month view: busy "Saving …" boxes (two week rows) while the POST is held; the answer clears them and says what was added', async () => {
    const page = await selectablePage();
    const held = await heldRoute(page);
    await page.locator('#cal [data-date="2026-11-19"] .ec-day-number').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(held.sent).toBe(true);
    const range = 'Thursday, November 19, 2026 to Thursday, November 26, 2026';
    await expectSending(page, range, 2);
    expect(await seriousAxeViolations(page, '#cal')).toEqual([]);
    await page.waitForTimeout(300); // still held: still sending
    await expectSending(page, range, 2);
    held.release(201);
    await expect.poll(() => boxes(page).count()).toBe(0);
    await expect.poll(() => live(page)).toMatch(/^Added: Booked, All day, Thursday, November 19, 2026 to Thursday, November 26, 2026/);
  });

  it('mouse, week view: a timed range stays busy while held; a failing answer clears it and shows the notice', async () => {
    const page = await selectablePage('data-view="week" data-date="2026-11-12"', true); // Chromium logs the 500
    const held = await heldRoute(page);
    await page.locator('#cal .ec-tg-scroll').evaluate((el) => (el.scrollTop = (el.scrollHeight / 24) * 8));
    const thursday = await box(page.locator('#cal .ec-day-column[data-date="2026-11-12"]'));
    const hour = thursday.height / 24;
    const x = thursday.x + thursday.width / 2;
    await page.mouse.move(x, thursday.y + hour * 10 + 2);
    await page.mouse.down();
    await page.mouse.move(x, thursday.y + hour * 11 + 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(held.sent).toBe(true);
    await expectSending(page, 'Thursday, November 12, 2026, 10:00 to 11:15');
    held.release(500);
    await expect.poll(() => boxes(page).count()).toBe(0);
    await expect.poll(() => page.locator('#cal .ec-notice-message').textContent()).toBe('The event for Thursday, November 12, 2026, 10:00 to 11:15 could not be added. Full.');
  });

  it('without data-on-select-api nothing is sent: the boxes go at once and "Selected" is said', async () => {
    const page = await calendarPage(calendar().replace('data-on-select-api="/api/e2e-select"', ''));
    await page.locator('#cal .ec-edit-hint').waitFor();
    await page.locator('#cal [data-date="2026-11-19"] .ec-day-number').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    expect(await boxes(page).count()).toBe(0);
    expect(await live(page)).toBe('Selected: Thursday, November 19, 2026');
  });
});
