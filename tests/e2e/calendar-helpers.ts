// Calendar e2e helpers: pages built per test (served through page.route under
// the demo's CSP, so inline scripts stay forbidden), a fixed clock, and a log
// of every eventcalendar:* DOM event recorded from an init script.
import {} from 'vitest';
import type { Locator, Request } from 'playwright-core';
import { openPage, type OpenOptions, type TestPage, baseUrl } from './harness';

export const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";
export const NOW = '2026-11-18T10:00:00';

const EVENT_NAMES = ['dateClick', 'eventClick', 'navigate', 'today', 'viewChange', 'periodChange', 'eventAdd', 'eventRemove', 'eventUpdate', 'destroy', 'error', 'eventDrop', 'eventResize', 'select'];

export interface CalendarPageOptions extends OpenOptions {
  /** Fixed "now" (local time); NOW by default, null for the real clock. */
  now?: string | null;
  /** Script source run in the page before the bundle (e.g. fake host services). */
  init?: string;
  lang?: string;
}

/** Record every eventcalendar:* DOM event in window.__ecLog, with a summary of its detail. */
function recorder(names: string[]) {
  const w = window as unknown as { __ecLog: unknown[] };
  w.__ecLog = [];
  for (const short of names) {
    document.addEventListener(`eventcalendar:${short}`, (e) => {
      const d = (e as CustomEvent).detail ?? {};
      const iso = (x: unknown) => (x instanceof Date ? `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}` : x);
      w.__ecLog.push({
        name: short,
        keys: Object.keys(d),
        date: iso(d.date),
        hour: d.date instanceof Date ? d.date.getHours() : undefined,
        direction: d.direction,
        view: d.view,
        year: d.year,
        month: d.month,
        eventId: d.eventId ?? d.event?.id,
        title: d.event?.title,
        hasInstance: !!d.instance && d.instance.element instanceof Element,
        element: d.element instanceof Element ? d.element.id : d.element,
        error: d.error ? String(d.error.message ?? d.error) : undefined,
        delta: d.delta,
        oldStart: d.oldEvent?.start instanceof Date ? iso(d.oldEvent.start) : undefined,
        start: d.event?.start instanceof Date ? iso(d.event.start) : undefined,
        // An occurrence of a series (issue 45 item 2): its own start as the calendar names it, and its start instant.
        occurrence: d.event?.occurrence,
        // A moved occurrence (issue 45 item 5): the original start it names, and which events changed.
        from: d.occurrence,
        scope: d.scope,
        instant: d.event?.start instanceof Date ? d.event.start.toISOString() : undefined,
        // eventcalendar:select: its start and end as local 'YYYY-MM-DD HH:mm', and allDay.
        range: d.start instanceof Date ? [d.start, d.end].map((x: Date) => `${iso(x)} ${String(x.getHours()).padStart(2, '0')}:${String(x.getMinutes()).padStart(2, '0')}`).concat(String(d.allDay)) : undefined,
      });
    });
  }
}

/** A blank page with the fixed clock, the event recorder and `init` installed for the page it goes to next. */
async function preparedPage(options: CalendarPageOptions): Promise<TestPage> {
  const { init, now: _now, lang: _lang, ...open } = options;
  const page = await openPage(null, open);
  const now = options.now === undefined ? NOW : options.now;
  if (now) await page.clock.setFixedTime(new Date(now));
  await page.addInitScript(recorder, EVENT_NAMES);
  if (init) await page.addInitScript(init);
  return page;
}

/** A page whose body is `body`, with the bundle loaded the way a server-rendered page would. */
export async function calendarPage(body: string, options: CalendarPageOptions = {}): Promise<TestPage> {
  const page = await preparedPage(options);
  const html = `<!doctype html><html lang="${options.lang ?? 'en'}"><head><meta charset="utf-8">
<link rel="stylesheet" href="/dist/almanac.css"><script src="/dist/almanac.js" defer></script></head>
<body>${body}</body></html>`;
  await page.route('**/__calendar-test.html', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': CSP }, body: html }));
  await page.goto(`${baseUrl()}/__calendar-test.html`);
  await page.waitForFunction(() => document.readyState === 'complete' && 'EventCalendar' in window);
  return page;
}

/** Open a demo page with the fixed clock. */
export async function demoPage(path: string, options: CalendarPageOptions = {}): Promise<TestPage> {
  const page = await preparedPage(options);
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForFunction(() => document.readyState === 'complete');
  return page;
}

export type LogEntry = {
  name: string; keys: string[]; date?: string; hour?: number; direction?: number; view?: string; year?: number; month?: number;
  eventId?: string; title?: string; hasInstance: boolean; element?: string; error?: string;
  delta?: { days: number; minutes: number }; oldStart?: string; start?: string; range?: string[]; occurrence?: string; instant?: string; from?: string; scope?: string;
};

export async function eventLog(page: TestPage): Promise<LogEntry[]> {
  return page.evaluate(() => (window as unknown as { __ecLog: LogEntry[] }).__ecLog);
}

export async function clearLog(page: TestPage): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __ecLog: unknown[] }).__ecLog.length = 0));
}

/** Wait until the log has `count` entries named `name`, then return them. */
export async function waitForEvents(page: TestPage, name: string, count = 1): Promise<LogEntry[]> {
  await page.waitForFunction(([n, c]) => (window as unknown as { __ecLog: { name: string }[] }).__ecLog.filter((e) => e.name === n).length >= (c as number), [name, count] as const);
  return (await eventLog(page)).filter((e) => e.name === name);
}

export const periodLabel = (page: TestPage, root = '[data-event-calendar]'): Locator => page.locator(`${root} .ec-current-period`);

/** Box of an element relative to the page. */
export async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element has no box');
  return b;
}

/** JSON for a data-events attribute (single-quoted in the markup). */
export const eventsAttr = (events: unknown[]) => JSON.stringify(events).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** Answers the calendar's update API (data-api-update="/api/e2e-update/{id}") with `status` and `body`; the requests it gets. */
export async function updateRoute(page: TestPage, status = 200, body: unknown = { success: true }): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route('**/api/e2e-update/**', (route) => {
    seen.push(route.request());
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return seen;
}
