// "HTTP interactions" in Chromium: the load request (params per view and
// firstDayOfWeek, envelopes, eventDataPath, ApiService, apiMethod), reload on
// navigation, stale responses dropped, failures (design.md "Calendar API
// failure"), and click-to-API with response actions.
import { describe, expect, it } from 'vitest';
import type { Request, Route } from 'playwright-core';
import { networkQuiet, useBrowser, type TestPage } from './harness';
import { calendarPage, demoPage, eventLog, periodLabel, waitForEvents } from './calendar-helpers';

useBrowser();

type Handler = (url: URL, route: Route, request: Request) => unknown;

/** Answer /test-api/* with `handler`'s JSON (or let it fulfil the route itself); records every request URL. */
async function api(page: TestPage, handler: Handler) {
  const seen: URL[] = [];
  await page.route('**/test-api/**', async (route, request) => {
    const url = new URL(request.url());
    seen.push(url);
    const body = await handler(url, route, request);
    if (body !== undefined) await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }).catch(() => {});
  });
  return seen;
}

const range = (u: URL) => [u.searchParams.get('start'), u.searchParams.get('end')];
const ev = (id: string, start: string, extra: object = {}) => ({ id, title: `Event ${id}`, start, ...extra });

/** A page whose calendar is created once the route is in place. */
async function remotePage(attrs: string, handler: Handler, options: Parameters<typeof calendarPage>[1] = {}) {
  const page = await calendarPage('', options);
  const seen = await api(page, handler);
  await page.evaluate((a) => {
    document.body.insertAdjacentHTML('beforeend', `<div id="cal" data-event-calendar ${a}></div>`);
    window.EventCalendar.discoverCalendars(document);
  }, attrs);
  return { page, seen };
}

describe('HTTP 1: start / end of the visible range, YYYY-MM-DD', () => {
  it('month view, Sunday first: first and last visible day', async () => {
    const { page, seen } = await remotePage('data-api="/test-api/events"', () => ({ success: true, data: [] }));
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].pathname).toBe('/test-api/events');
    expect(range(seen[0])).toEqual(['2026-11-01', '2026-12-05']);
    expect(await page.locator('.ec-day-cell').last().getAttribute('data-date')).toBe('2026-12-05');
  });

  it('month view, Monday first', async () => {
    const { seen } = await remotePage('data-api="/test-api/events" data-first-day="1"', () => []);
    await expect.poll(() => seen.length).toBe(1);
    expect(range(seen[0])).toEqual(['2026-10-26', '2026-12-06']);
  });

  it('week and day views, and navigation reloads the new range', async () => {
    const { page, seen } = await remotePage('data-api="/test-api/events?calendar=7" data-view="week" data-first-day="1"', () => []);
    await expect.poll(() => seen.length).toBe(1);
    expect(range(seen[0])).toEqual(['2026-11-16', '2026-11-22']);
    expect(seen[0].searchParams.get('calendar')).toBe('7');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => seen.length).toBe(2);
    expect(range(seen[1])).toEqual(['2026-11-23', '2026-11-29']);
    // changeView re-renders current data without a request (spec); the next navigation loads the day
    await page.evaluate(() => window.EventCalendar.changeView('#cal', 'day'));
    await page.evaluate(() => window.EventCalendar.navigate('#cal', 1));
    await expect.poll(() => seen.length).toBe(3);
    expect(range(seen[2])).toEqual(['2026-11-26', '2026-11-26']);
    await page.evaluate(() => window.EventCalendar.refreshEvents('#cal'));
    await expect.poll(() => seen.length).toBe(4);
    expect(range(seen[3])).toEqual(['2026-11-26', '2026-11-26']);
  });

  it('apiMethod is used by the fetch fallback', async () => {
    const methods: string[] = [];
    await remotePage('data-api="/test-api/events" data-api-method="POST"', (_, __, request) => {
      methods.push(request.method());
      return [];
    });
    await expect.poll(() => methods).toEqual(['POST']);
  });

  it('a request that is not a GET carries the CSRF token of <meta name="csrf-token">; a GET does not', async () => {
    const tokens: Array<[string, string | undefined]> = [];
    const { page } = await remotePage('data-api="/test-api/events" data-api-method="POST"', (_, __, request) => {
      tokens.push([request.method(), request.headers()['x-csrf-token']]);
      return [];
    }, { init: `document.addEventListener('DOMContentLoaded', () => {
      const m = document.createElement('meta'); m.name = 'csrf-token'; m.content = 'tok-9'; document.head.appendChild(m);
    });` });
    await expect.poll(() => tokens).toEqual([['POST', 'tok-9']]);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<div id="cal2" data-event-calendar data-api="/test-api/events"></div>');
      window.EventCalendar.discoverCalendars(document);
    });
    await expect.poll(() => tokens.length).toBe(2);
    expect(tokens[1]).toEqual(['GET', undefined]);
  });
});

describe('HTTP 1: every envelope shape and eventDataPath', () => {
  const events = [ev('e1', '2026-11-10')];
  it.each([
    ['a direct array', events, ''],
    ['response.data', { success: true, data: events }, ''],
    ['response.data.data', { data: { success: true, data: events } }, ''],
    ['response.data.data.data', { data: { data: { data: events } } }, ''],
    ['eventDataPath', { payload: { items: events } }, 'data-event-data-path="payload.items"'],
  ])('%s', async (_, body, attrs) => {
    const { page } = await remotePage(`data-api="/test-api/events" ${attrs}`, () => body);
    await expect.poll(() => page.locator('.ec-event-bar[data-event-id="e1"]').count()).toBe(1);
    expect(await page.locator('.ec-calendar').textContent()).not.toContain('success');
  });
});

describe('ApiService when the page has one', () => {
  it('get(url, params) is used instead of fetch, and its wrapped answer is unwrapped', async () => {
    const before = `window.__apiCalls = [];
      window.ApiService = { get: function (url, params) {
        window.__apiCalls.push([url, params]);
        return Promise.resolve({ data: { success: true, data: [{ id: 'svc', title: 'From service', start: '2026-11-12' }] } });
      } };`;
    const { page, seen } = await remotePage('data-api="/test-api/events"', () => [], { init: before });
    await expect.poll(() => page.locator('[data-event-id="svc"]').count()).toBe(1);
    const calls = await page.evaluate(() => (window as unknown as { __apiCalls: unknown[] }).__apiCalls);
    expect(calls).toEqual([['/test-api/events?start=2026-11-01&end=2026-12-05', { start: '2026-11-01', end: '2026-12-05' }]]);
    expect(seen).toEqual([]);
  });
});

describe('design.md: a response for an older request is dropped', () => {
  it('fetch: the superseded request is aborted and its late answer never shown', async () => {
    let releaseFirst: () => void = () => {};
    const { page, seen } = await remotePage('data-api="/test-api/events"', async (url, route) => {
      if (range(url)[0] === '2026-11-01') {
        await new Promise<void>((ok) => (releaseFirst = ok));
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([ev('stale', '2026-12-02')]) }).catch(() => {});
        return undefined;
      }
      return [ev('fresh', '2026-12-03')];
    });
    await expect.poll(() => seen.length).toBe(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('[data-event-id="fresh"]').count()).toBe(1);
    releaseFirst();
    // The first request stays open until the page aborted it or its late answer arrived: once the network is quiet, it is
    // one or the other (and a late answer has been handled).
    await networkQuiet(page);
    expect(await page.locator('[data-event-id="stale"]').count()).toBe(0);
    expect(await periodLabel(page).textContent()).toBe('December 2026');
  });

  it('ApiService (cannot abort): the late answer is dropped by its sequence number', async () => {
    const before = `window.__resolvers = [];
      window.ApiService = { get: function (url) { return new Promise(function (ok) { window.__resolvers.push({ url: url, ok: ok }); }); } };`;
    const { page } = await remotePage('data-api="/test-api/events"', () => [], { init: before });
    await page.waitForFunction(() => (window as unknown as { __resolvers: unknown[] }).__resolvers.length === 1);
    await page.evaluate(() => window.EventCalendar.navigate('#cal', 1));
    await page.waitForFunction(() => (window as unknown as { __resolvers: unknown[] }).__resolvers.length === 2);
    await page.evaluate(() => {
      const r = (window as unknown as { __resolvers: { ok: (v: unknown) => void }[] }).__resolvers;
      r[1].ok([{ id: 'new', title: 'New', start: '2026-12-03' }]);
      return new Promise((ok) => setTimeout(() => {
        r[0].ok([{ id: 'old', title: 'Old', start: '2026-12-02' }]);
        setTimeout(ok, 50);
      }, 20));
    });
    await expect.poll(() => page.locator('[data-event-id="new"]').count()).toBe(1);
    expect(await page.locator('[data-event-id="old"]').count()).toBe(0);
  });
});

describe('design.md Calendar API failure', () => {
  it('keeps the events shown, shows a non-blocking notice with Retry, emits eventcalendar:error', async () => {
    let fail = false;
    const { page, seen } = await remotePage('data-api="/test-api/events"', async (_, route) => {
      if (fail) {
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' });
        return undefined;
      }
      return [ev('kept', '2026-12-01')];
    }, { allowConsoleErrors: true });
    await expect.poll(() => page.locator('[data-event-id="kept"]').count()).toBe(1);
    fail = true;
    await page.evaluate(() => window.EventCalendar.refreshEvents('#cal'));
    const [e] = await waitForEvents(page, 'error');
    expect(e.hasInstance).toBe(true);
    expect(e.error).toMatch(/500/);
    expect(await page.locator('[data-event-id="kept"]').count()).toBe(1);
    const notice = page.locator('.ec-notice-region[role="status"]');
    await expect.poll(() => notice.textContent()).toContain('Events could not be loaded.');
    expect(page.warnings.join('\n')).toMatch(/loading events from \/test-api\/events failed/);
    // the calendar keeps working, and Retry reloads
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => seen.length).toBe(3);
    await expect.poll(() => notice.count()).toBe(0);
  });

  it('a 200 answer without an event array is a failure too', async () => {
    const { page } = await remotePage('data-api="/test-api/events"', () => ({ success: false, message: 'nope' }));
    const [e] = await waitForEvents(page, 'error');
    expect(e.error).toMatch(/no event array/);
  });

  it('a failed navigation load leaves the calendar navigable', async () => {
    const { page } = await remotePage('data-api="/test-api/fail"', async (_, route) => {
      await route.fulfill({ status: 500, body: 'x' });
      return undefined;
    }, { allowConsoleErrors: true });
    await waitForEvents(page, 'error');
    await page.getByRole('button', { name: 'Next' }).click();
    await waitForEvents(page, 'error', 2);
    expect(await periodLabel(page).textContent()).toBe('December 2026');
  });
});

describe('HTTP 2: click-to-API', () => {
  const events = [ev('a b/1', '2026-11-10', { location: 'Room 1' })];
  const clickPage = async (answer: Handler, options: Parameters<typeof calendarPage>[1] = {}) => {
    const page = await calendarPage('', options);
    const seen = await api(page, answer);
    await page.evaluate((list) => {
      document.body.insertAdjacentHTML('beforeend', '<div id="cal" data-event-calendar data-on-event-click-api="/test-api/events/{id}/click?loc={location}"></div>');
      window.EventCalendar.create('#cal', { events: list as never });
    }, events);
    return { page, seen };
  };

  it('placeholders are filled from the event and encoded; actions are handled by the built-in handler', async () => {
    const { page, seen } = await clickPage(() => ({ success: true, actions: [{ type: 'notification', level: 'info', message: 'Clicked it' }] }));
    await page.locator('.ec-event-bar').click();
    await expect.poll(() => page.locator('.ec-notice').textContent()).toContain('Clicked it');
    expect(seen[0].pathname).toBe('/test-api/events/a%20b%2F1/click');
    expect(seen[0].searchParams.get('loc')).toBe('Room 1');
    expect((await eventLog(page))[0]).toMatchObject({ name: 'eventClick', eventId: 'a b/1', element: 'cal', hasInstance: true });
    expect(await page.locator('dialog[open]').count()).toBe(0);
  });

  it('event, download and reload actions (built-in handler); a cross-origin redirect is refused', async () => {
    const { page, seen } = await clickPage(() => ({
      success: true,
      actions: [
        { type: 'event', name: 'app:booked', payload: { room: 1 } },
        { type: 'redirect', url: 'https://elsewhere.example/' },
        { type: 'download', url: '/dist/almanac.css', filename: 'styles.css' },
        { type: 'reload', target: 'calendar' },
      ],
    }));
    await page.evaluate(() => {
      const w = window as unknown as { __booked: unknown[] };
      w.__booked = [];
      window.EventManager.on('app:booked', (p: unknown) => w.__booked.push(p));
    });
    const download = page.waitForEvent('download');
    await page.locator('.ec-event-bar').click();
    expect((await download).suggestedFilename()).toBe('styles.css');
    expect(await page.evaluate(() => (window as unknown as { __booked: unknown[] }).__booked)).toEqual([{ room: 1 }]);
    expect(page.warnings.join('\n')).toMatch(/redirect to "https:\/\/elsewhere.example\/" refused/);
    expect(page.url()).toContain('/__calendar-test.html');
    // reload target calendar: the calendar has no api, so nothing is requested besides the click (once the network is
    // quiet, a reload request the action started would have been seen)
    await networkQuiet(page);
    expect(seen.map((u) => u.pathname)).toEqual(['/test-api/events/a%20b%2F1/click']);
  });

  it('without actions, payload.data is merged into the event shown in the detail dialog', async () => {
    const { page } = await clickPage(() => ({ success: true, data: { description: 'From the server', location: 'Room 9' } }));
    await page.locator('.ec-event-bar').click();
    const dialog = page.locator('dialog.ec-dialog[open]');
    await expect.poll(() => dialog.textContent()).toContain('From the server');
    expect(await dialog.textContent()).toContain('Room 9');
    expect(await dialog.locator('h2').textContent()).toBe('Event a b/1');
  });

  it('an occurrence of a series keeps its own date in the dialog, with the merged data (issue 45 item 2)', async () => {
    const page = await calendarPage('');
    await api(page, () => ({ success: true, data: { location: 'Room 9' } }));
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<div id="cal" data-event-calendar data-on-event-click-api="/test-api/events/{id}/click"></div>');
      window.EventCalendar.create('#cal', { events: [{ id: 'weekly', title: 'Weekly', start: '2026-11-10T09:00:00', end: '2026-11-10T10:00:00', allDay: false, rrule: 'FREQ=WEEKLY;COUNT=3' }] as never });
    });
    await page.locator('[data-event-id="weekly"]').nth(1).click();
    const dialog = page.locator('dialog.ec-dialog[open]');
    await expect.poll(() => dialog.textContent()).toContain('Room 9');
    expect(await dialog.textContent()).toContain('Nov 17, 2026');
  });

  it('a failed click request falls back to the built-in dialog', async () => {
    const { page } = await clickPage(async (_, route) => {
      await route.fulfill({ status: 500, body: 'x' });
      return undefined;
    }, { allowConsoleErrors: true });
    await page.locator('.ec-event-bar').click();
    await expect.poll(() => page.locator('dialog.ec-dialog[open]').textContent()).toContain('Room 1');
  });

  it('a host ResponseHandler receives the response instead of the built-in handler', async () => {
    const before = `window.__handled = [];
      window.ResponseHandler = { process: function (payload, context) { window.__handled.push([payload.actions.length, context.event.id]); } };`;
    const { page } = await clickPage(() => ({ success: true, actions: [{ type: 'notification', message: 'x' }] }), { init: before });
    await page.locator('.ec-event-bar').click();
    await page.waitForFunction(() => (window as unknown as { __handled: unknown[] }).__handled.length === 1);
    expect(await page.evaluate(() => (window as unknown as { __handled: unknown[] }).__handled)).toEqual([[1, 'a b/1']]);
    expect(await page.locator('.ec-notice').count()).toBe(0);
  });
});

describe('the demo API (SQLite) serves events by range', () => {
  it('calendar-api.html shows the seeded events and answers event clicks with a notification', async () => {
    const page = await demoPage('/calendar-api.html');
    const offsite = page.locator('#api-calendar .ec-event-bar', { hasText: 'Company offsite' });
    await expect.poll(() => offsite.count()).toBe(1);
    await offsite.click();
    await expect.poll(() => page.locator('#api-calendar .ec-notice').textContent()).toContain('Clicked Company offsite');
    // the nested endpoint, read through data-event-data-path
    await expect.poll(() => page.locator('#nested-calendar .ec-timed-event, #nested-calendar .ec-event-bar').count()).toBeGreaterThan(0);
  });
});
