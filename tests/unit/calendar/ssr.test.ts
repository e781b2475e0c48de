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
