// Issue 23, "Done means": hostile answers of the update API (data-update-api) and of the select API
// (data-on-select-api), in Chromium under the demo's strict CSP. Hostile `errors` (HTML, script text,
// a huge list, values that are not strings), HTML in messages and notifications, and a redirect to
// another origin — as a response action (refused as for clicks: the same-origin rule) and as the HTTP
// answer itself (a failed save). Nothing is parsed as HTML, nothing runs, nothing navigates off the
// page's origin; a moved event is put back, a selected range adds nothing.
import { describe, expect, it } from 'vitest';
import { useBrowser, type TestPage } from './harness';
import { calendarPage, eventsAttr } from './calendar-helpers';
import { HOSTILE, domProblems } from './hostile-helpers';

useBrowser();

const PWN = 'window.__pwned=true';
const HTML = [`<img src=x onerror="${PWN}">`, `<script>${PWN}</script>`, `"><svg onload=${PWN}>`, `<a href="javascript:${PWN}">link</a>`];
const EVIL = 'https://evil.invalid';

const EVENTS = [{ id: 't', title: 'Team meeting', start: '2026-11-12T10:30:00', end: '2026-11-12T11:30:00', allDay: false }];
const CALENDAR = `<meta name="csrf-token" content="e2e-token"><div id="cal" data-event-calendar data-date="2026-11-01" data-editable="true"
  data-update-api="/api/e2e-update/{id}" data-on-select-api="/api/e2e-select" data-events='${eventsAttr(EVENTS)}'></div>`;
const TRAP = `window.__pwned = false; window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));`;
/** The moved event's accessible name where it started, and a day on (the month view's inline item starts with its time). */
const T_BACK = /^10:30 Team meeting, 10:30 to 11:30, Thursday, November 12, 2026$/;
const T_MOVED = /^10:30 Team meeting, 10:30 to 11:30, Friday, November 13, 2026$/;

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Watched {
  page: TestPage;
  /** Requests that reached another origin (none may). */
  offOrigin: string[];
  dialogs: string[];
  answer: { current: Answer };
}

/** The calendar, both APIs answered with `answer.current`, every other origin watched. */
async function hostilePage(): Promise<Watched> {
  const offOrigin: string[] = [];
  const dialogs: string[] = [];
  const answer = { current: { status: 200, body: { success: true } } as Answer };
  const page = await calendarPage(CALENDAR, {
    init: TRAP,
    allowConsoleErrors: true, // Chromium logs the failing answers
    before: (p) => p.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss().catch(() => {}))),
  });
  const fulfill = (route: Parameters<Parameters<TestPage['route']>[1]>[0]) => {
    const { status, body, headers } = answer.current;
    return route.fulfill({ status, headers, contentType: 'application/json', body: body === undefined ? '' : JSON.stringify(body) });
  };
  await page.route('**/api/e2e-update/**', fulfill);
  await page.route('**/api/e2e-select', fulfill);
  await page.route((url) => url.origin !== new URL(page.url()).origin, (route) => {
    offOrigin.push(`${route.request().method()} ${route.request().url()}`);
    return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{"success":true}' });
  });
  await page.locator('#cal .ec-edit-hint').waitFor();
  return { page, offOrigin, dialogs, answer };
}

const notice = (page: TestPage) => page.locator('#cal .ec-notice-message');
const labelOf = (page: TestPage) => page.locator('#cal .ec-body [data-event-id="t"]').first().getAttribute('aria-label');

/** Move "Team meeting" a day on by keyboard and drop it (a PATCH). */
async function move({ page }: Watched): Promise<void> {
  await page.locator('#cal [data-event-id="t"]').first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
}

/** Select 25 November by keyboard (a POST). */
async function select({ page }: Watched): Promise<void> {
  await page.locator('#cal [data-date="2026-11-25"] .ec-day-number').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
}

/** Wait for the answer to be handled: the notice shows `text` (or, with null, the PATCH/POST was answered). */
async function waitNotice(page: TestPage, check: (text: string) => void): Promise<void> {
  await expect.poll(() => notice(page).count(), { timeout: 5_000 }).toBe(1);
  check((await notice(page).textContent()) ?? '');
}

async function dismiss(page: TestPage): Promise<void> {
  if (await page.locator('#cal .ec-notice-dismiss').count()) await page.locator('#cal .ec-notice-dismiss').click();
}

/**
 * Nothing ran, nothing was parsed as HTML, the page is where it was, nothing went to another origin
 * (not even a request the page's CSP, connect-src 'self', would have stopped: a CSP violation fails).
 */
async function expectSafe(w: Watched, url: string): Promise<void> {
  const state = await w.page.evaluate(() => ({ pwned: (window as any).__pwned, violations: (window as any).__violations as string[] }));
  expect(state.pwned, 'window.__pwned').toBe(false);
  expect(state.violations, 'CSP violations').toEqual([]);
  await w.page.evaluate(() => ((window as any).__violations.length = 0));
  expect(w.dialogs, 'dialogs').toEqual([]);
  expect(w.page.url(), 'the page did not navigate').toBe(url);
  expect(w.offOrigin, 'requests to another origin').toEqual([]);
  expect(await domProblems(w.page, '#cal')).toEqual([]);
  expect(await w.page.locator('#cal .ec-notice *').evaluateAll((els) => els.map((e) => e.localName).filter((n) => n !== 'span' && n !== 'button'))).toEqual([]);
}

/** Failing answers whose `errors` and `message` are hostile: each shown as text (or skipped when not a string). */
const FAILING: [string, Answer, (text: string) => void][] = [
  ['HTML and script text in errors and message (a map)', { status: 422, body: { message: HTML[0], errors: { start: HTML[1], end: [HTML[2], HTML[3]] } } },
    (text) => { for (const h of HTML) expect(text).toContain(h); }],
  ['a huge errors list (100,000 entries)', { status: 422, body: { errors: Array.from({ length: 100_000 }, (_, i) => `<b>error ${i}</b>`) } },
    (text) => { expect(text).toContain('<b>error 0</b>'); expect(text.length).toBeLessThan(700); }],
  ['errors that are not strings (numbers, objects, nested lists, null, a string errors)', { status: 422, body: { message: 42, errors: { a: 1, b: { html: HTML[0] }, c: [[HTML[1]]], d: null, e: true, f: 'kept' } } },
    (text) => { expect(text).toMatch(/ kept$/); for (const h of HTML) expect(text).not.toContain(h); }],
  ['errors as one hostile string, not a map', { status: 400, body: { errors: HTML[0] } }, (text) => expect(text).not.toContain('<img')],
  ['success: false with HTML in its message, on a 200', { status: 200, body: { success: false, message: HTML[0], errors: { x: HTML[1] } } },
    (text) => { expect(text).toContain(HTML[0]); expect(text).toContain(HTML[1]); }],
  ['an answer that is not JSON (HTML)', { status: 500, body: undefined, headers: { 'content-type': 'text/html' } }, (text) => expect(text).not.toContain('<')],
];

/** Response actions that try to leave the origin or run something, handled as for clicks. */
const ACTIONS = [
  { type: 'redirect', url: `${EVIL}/phish` },
  { type: 'redirect', url: '//evil.invalid/x' },
  { type: 'redirect', url: `javascript:${PWN}` },
  { type: 'redirect', url: `data:text/html,<script>${PWN}</script>` },
  { type: 'download', url: `${EVIL}/x.exe` },
  { type: 'event', name: 'eventcalendar:eventDrop' },
  { type: 'notification', level: HTML[0], message: HTML[1] },
  { type: HTML[0] },
];

describe('the update API (data-update-api): hostile answers put the event back as text', () => {
  it('hostile errors and messages: the notice is text, the event is put back, nothing runs', async () => {
    const w = await hostilePage();
    const url = w.page.url();
    for (const [what, answer, check] of FAILING) {
      w.answer.current = answer;
      await move(w);
      await waitNotice(w.page, (text) => {
        expect(text, what).toMatch(/^"Team meeting" could not be saved and is back where it was\./);
        check(text);
      });
      await expect.poll(() => labelOf(w.page), { message: what }).toMatch(T_BACK);
      await expectSafe(w, url);
      await dismiss(w.page);
    }
  });

  it('response actions that redirect to another origin (or to script URLs) are refused as for clicks; a failed answer with them puts the event back', async () => {
    const w = await hostilePage();
    const url = w.page.url();
    w.answer.current = { status: 200, body: { success: true, actions: ACTIONS } };
    await move(w);
    // The notification is shown as text; the save stood.
    await waitNotice(w.page, (text) => expect(text).toBe(HTML[1]));
    expect(await labelOf(w.page)).toMatch(T_MOVED);
    const warnings = w.page.warnings.join('\n');
    expect(warnings).toMatch(/redirect to "https:\/\/evil\.invalid\/phish" refused: only same-origin URLs are followed/);
    expect(warnings).toMatch(/redirect to "\/\/evil\.invalid\/x" refused/);
    expect(warnings).toMatch(/redirect to "javascript:window\.__pwned=true" refused/);
    expect(warnings).toMatch(/download of "https:\/\/evil\.invalid\/x\.exe" refused/);
    expect(warnings).toMatch(/event "eventcalendar:eventDrop" refused/);
    await expectSafe(w, url);
    await dismiss(w.page);
    // The same actions on a refusal (success: false): refused again, and the event goes back.
    w.answer.current = { status: 200, body: { success: false, actions: [{ type: 'redirect', url: `${EVIL}/after-failure` }] } };
    await move(w);
    await waitNotice(w.page, (text) => expect(text).toMatch(/^"Team meeting" could not be saved/));
    await expect.poll(() => labelOf(w.page)).toMatch(T_MOVED);
    expect(w.page.warnings.join('\n')).toMatch(/redirect to "https:\/\/evil\.invalid\/after-failure" refused/);
    await expectSafe(w, url);
  });

  it('an HTTP redirect (302) to another origin is not followed: the save fails, the event is put back, nothing is even sent there', async () => {
    const w = await hostilePage();
    const url = w.page.url();
    w.answer.current = { status: 302, headers: { Location: `${EVIL}/steal` } };
    await move(w);
    await waitNotice(w.page, (text) => expect(text).toBe('"Team meeting" could not be saved and is back where it was.'));
    await expect.poll(() => labelOf(w.page)).toMatch(T_BACK);
    expect(w.page.warnings.join('\n')).toMatch(/saving event "t" to .*\/api\/e2e-update\/t failed .*; the event is put back/);
    await expectSafe(w, url);
  });
});

describe('the select API (data-on-select-api): hostile answers add nothing, or add text', () => {
  it('hostile errors and messages: the notice is text, nothing is added, nothing runs', async () => {
    const w = await hostilePage();
    const url = w.page.url();
    for (const [what, answer, check] of FAILING) {
      w.answer.current = answer;
      await select(w);
      await waitNotice(w.page, (text) => {
        expect(text, what).toMatch(/^The event for Wednesday, November 25, 2026 could not be added\./);
        check(text);
      });
      expect(await w.page.evaluate(() => window.EventCalendar.getEvents('#cal').length), what).toBe(1);
      await expectSafe(w, url);
      await dismiss(w.page);
    }
  });

  it('redirecting response actions are refused; a 307 to another origin is not followed and adds nothing; hostile fields of the answered event are text', async () => {
    const w = await hostilePage();
    const url = w.page.url();
    w.answer.current = { status: 200, body: { success: false, actions: ACTIONS } };
    await select(w);
    await waitNotice(w.page, () => {});
    expect(w.page.warnings.join('\n')).toMatch(/redirect to "https:\/\/evil\.invalid\/phish" refused/);
    expect(await w.page.evaluate(() => window.EventCalendar.getEvents('#cal').length)).toBe(1);
    await expectSafe(w, url);
    await dismiss(w.page);
    w.answer.current = { status: 307, headers: { Location: `${EVIL}/steal` } };
    await select(w);
    await waitNotice(w.page, (text) => expect(text).toBe('The event for Wednesday, November 25, 2026 could not be added.'));
    expect(await w.page.evaluate(() => window.EventCalendar.getEvents('#cal').length)).toBe(1);
    await expectSafe(w, url);
    await dismiss(w.page);
    // A successful answer whose event is hostile, with a redirect: added as text, the redirect refused.
    const title = HOSTILE[1];
    w.answer.current = { status: 200, body: { data: { id: HOSTILE[2], title, description: HTML[1], start: '2026-11-25', allDay: true }, actions: [{ type: 'redirect', url: `${EVIL}/x` }] } };
    await select(w);
    await expect.poll(() => w.page.locator('#cal [aria-live="assertive"]').textContent()).toContain(`Added: ${title}`);
    expect(await w.page.locator(`#cal .ec-body [data-event-id="${HOSTILE[2].replace(/"/g, '\\"')}"]`).first().textContent()).toContain(title);
    await expectSafe(w, url);
  });
});
