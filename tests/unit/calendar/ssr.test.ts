// Issue 23 item 8: the Svelte EventCalendar renders its week view on the server (svelte/server)
// with the business-hours shading and their words; the now line is drawn only in the browser.
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { render } from 'svelte/server';
import type { Component } from 'svelte';
import Calendar from '../../../src/calendar/components/Calendar.svelte';

const EventCalendar = Calendar as unknown as Component<Record<string, unknown>>;
const page = (props: Record<string, unknown>) => new JSDOM(render(EventCalendar, { props }).body).window.document;

const CLOSED = '--ec-open-from: 0%; --ec-open-to: 0%;';
const OPEN = `--ec-open-from: 37.5%; --ec-open-to: ${(1020 / 1440) * 100}%;`;

describe('server rendering of EventCalendar, week view', () => {
  it('business hours: the open part of each day column and the words in each day header; no now line', () => {
    const doc = page({ view: 'week', date: '2026-03-04', businessHours: '09:00-17:00', events: [{ id: 'a', title: 'Standup', start: '2026-03-04T09:30', end: '2026-03-04T10:00', allDay: false }] });
    const columns = [...doc.querySelectorAll('.ec-day-column')];
    expect(columns.map((c) => c.getAttribute('style'))).toEqual([CLOSED, OPEN, OPEN, OPEN, OPEN, OPEN, CLOSED]);
    const headers = [...doc.querySelectorAll('.ec-tg-day-header .ec-sr-only')].map((s) => s.textContent);
    expect(headers[0]).toBe('Sunday, March 1, 2026, Closed');
    expect(headers[1]).toBe('Monday, March 2, 2026, Business hours 09:00 to 17:00');
    expect(doc.querySelector('[data-event-id="a"]')).not.toBeNull();
    expect(doc.querySelector('.ec-now-line')).toBeNull();
  });

  it("this week: today's column is there, the now line is not (it is drawn in the browser, so hydration agrees)", () => {
    const doc = page({ view: 'week' });
    expect(doc.querySelector('.ec-day-column.ec-today')).not.toBeNull();
    expect(doc.querySelector('.ec-now-line')).toBeNull();
  });

  it('without business hours nothing is shaded and the headers say only the date', () => {
    const doc = page({ view: 'day', date: '2026-03-04' });
    expect(doc.querySelector('.ec-day-column')!.getAttribute('style')).toBeNull();
    expect(doc.querySelector('.ec-tg-day-header .ec-sr-only')!.textContent).toBe('Wednesday, March 4, 2026');
  });
});

describe('server rendering of an editable EventCalendar (issue 23)', () => {
  it('renders the events with their names as in the browser; the editing layer (hint, live region) is the browser\'s only', () => {
    const doc = page({ date: '2026-11-01', editable: true, events: [{ id: 'a', title: 'Alpha', start: '2026-11-10' }] });
    expect(doc.querySelector('[data-event-id="a"]')!.getAttribute('aria-label')).toBe('Alpha, All day, Tuesday, November 10, 2026');
    expect(doc.querySelector('.ec-edit-hint, [aria-live="assertive"], .ec-ghost')).toBeNull();
  });
});

describe('server rendering of the list view (issue 45 items 3 and 6)', () => {
  it("the days' headings, their lists and each event's button are in the server HTML, with the same names as in the browser", () => {
    const doc = page({
      view: 'list', views: ['month', 'list'], date: '2026-11-01',
      events: [
        { id: 'sync', title: 'Sync', start: '2026-11-04T10:00', end: '2026-11-04T11:00', allDay: false, location: 'Room 4' },
        { id: 'trip', title: 'Trip', start: '2026-11-06', end: '2026-11-07' },
      ],
    });
    expect([...doc.querySelectorAll('.ec-list-view h3')].map((h) => h.textContent)).toEqual(['Wednesday, November 4, 2026', 'Friday, November 6, 2026', 'Saturday, November 7, 2026']);
    const sync = doc.querySelector('.ec-list-view ul li button[data-event-id="sync"]')!;
    expect(sync.getAttribute('aria-label')!.replace(/[\u2066\u2069]/g, '')).toBe('10:00 – 11:00, Sync, Room 4');
    // Its list is named by its day (the heading's text).
    expect(sync.closest('ul')!.getAttribute('aria-label')).toBe('Wednesday, November 4, 2026');
    expect(doc.querySelectorAll('[data-event-id="trip"]')).toHaveLength(2);
    expect(doc.querySelector('.ec-view-btn[data-view="list"]')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('an empty month says "No events" on the server too', () => {
    expect(page({ view: 'list', views: ['list'], date: '2026-11-01' }).querySelector('.ec-list-view')!.textContent!.trim()).toBe('No events');
  });
});
