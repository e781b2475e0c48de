// Issue 45 item 4 in jsdom: data-ics feeds (same origin only, capped, text stays text) and exportIcs
// (the facade, the Svelte component through bind:this), its file and eventcalendar:export.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import Calendar from '../../../src/calendar/components/Calendar.svelte';
import { EventCalendar } from '../../../src/calendar/EventCalendar';
import type { CalendarInstance } from '../../../src/calendar/dom/mount';
import { resetWarnings } from '../../../src/core/warn';

const FEED = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN',
  'BEGIN:VEVENT', 'UID:m1@example.com', 'DTSTART;VALUE=DATE:20261110', 'DTEND;VALUE=DATE:20261112', 'SUMMARY:<img src=x onerror="alert(1)">Meetup', 'URL:javascript:alert(1)', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:m2@example.com', 'DTSTART:20261118T090000Z', 'DTEND:20261118T100000Z', 'SUMMARY:Weekly sync', 'RRULE:FREQ=WEEKLY;COUNT=4', 'END:VEVENT',
  'END:VCALENDAR', '',
].join('\r\n');

let calendar: CalendarInstance | null = null;
afterEach(() => {
  if (calendar) EventCalendar.destroy(calendar);
  calendar = null;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetWarnings();
});

const feedFetch = (body: BodyInit, headers: Record<string, string> = {}) => {
  const fetch = vi.fn(async (_url: string) => new Response(body, { status: 200, headers: { 'Content-Type': 'text/calendar', ...headers } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

/** Blobs handed to URL.createObjectURL and the names of the downloads clicked. */
function catchDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x'), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('data-ics: a feed as the event source', () => {
  it('loads the feed; HTML in SUMMARY is shown as text, never as markup; a javascript: URL is dropped with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = feedFetch(FEED);
    render(Calendar, { props: { id: 'feed', date: '2026-11-01', ics: '/feeds/club.ics' } });
    // The first use compiles the ics part: a generous wait.
    await waitFor(() => expect(screen.getByRole('button', { name: /Meetup/ })).toBeInTheDocument(), { timeout: 10_000 });
    expect(String(fetch.mock.calls[0][0])).toBe(`${location.origin}/feeds/club.ics`);
    expect(screen.getByRole('button', { name: /Meetup/ }).textContent).toContain('<img src=x onerror="alert(1)">Meetup');
    expect(document.querySelector('.ec-calendar img')).toBeNull();
    // The series is expanded (issue 45 item 2): 18 and 25 November and 2 December are in the month's grid.
    expect(screen.getAllByRole('button', { name: /Weekly sync/ })).toHaveLength(3);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/calendar "feed": \.ics: VEVENT "m1@example\.com" has a URL that is not http\(s\)/);
  });

  it('a data-ics on another origin is not requested: one warning, the error notice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = feedFetch(FEED);
    render(Calendar, { props: { id: 'far', date: '2026-11-01', ics: 'https://elsewhere.example/x.ics' } });
    await waitFor(() => expect(document.querySelector('.ec-notice')).not.toBeNull());
    expect(fetch).not.toHaveBeenCalled();
    expect(warn.mock.calls.flat().filter((m) => /not a URL on this page's origin/.test(String(m)))).toHaveLength(1);
  });

  it('a feed answering 404 keeps the events shown, warns once and emits eventcalendar:error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404, statusText: 'Not Found' })));
    const onerror = vi.fn();
    render(Calendar, { props: { id: 'gone', date: '2026-11-01', ics: '/gone.ics', onerror, events: [{ id: 'k', title: 'Kept', start: '2026-11-03' }] } });
    await waitFor(() => expect(onerror).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onerror.mock.calls[0][0].error).toMatchObject({ status: 404 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/loading events from \/gone\.ics failed \(HTTP 404 Not Found/);
    expect(screen.getByRole('button', { name: /Kept/ })).toBeInTheDocument();
  });

  it('a feed larger than 5 MB (by Content-Length, or as it streams) is refused with one warning; the events shown stay', async () => {
    for (const [body, headers] of [[new Uint8Array(6 * 1024 * 1024), {}], [FEED, { 'Content-Length': String(20 * 1024 * 1024) }]] as const) {
      resetWarnings();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      feedFetch(body, headers);
      const { unmount } = render(Calendar, { props: { id: 'big', date: '2026-11-01', ics: '/big.ics', events: [{ id: 'k', title: 'Kept', start: '2026-11-03' }] } });
      await waitFor(() => expect(warn.mock.calls.flat().join('\n')).toMatch(/loading events from \/big\.ics failed \(the answer is larger than 5 MB\)/));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: /Kept/ })).toBeInTheDocument();
      unmount();
      warn.mockRestore();
    }
  });
});

describe('exportIcs: the events of a range as a downloaded .ics file', () => {
  it('EventCalendar.exportIcs downloads text/calendar named as asked (made safe) and emits eventcalendar:export once', async () => {
    const { blobs, names } = catchDownloads();
    const heard = vi.fn();
    document.addEventListener('eventcalendar:export', heard);
    const element = document.body.appendChild(document.createElement('div'));
    calendar = EventCalendar.create(element, { date: '2026-11-01', events: [
      { id: 'a', title: 'In, range', start: '2026-11-10' },
      { id: 'b', title: 'Out of range', start: '2026-12-24' },
    ] })!;
    expect(await EventCalendar.exportIcs(calendar, { start: '2026-11-01', end: '2026-11-30', filename: '../Nov: club' })).toBe(true);
    expect(names).toEqual(['Nov_ club.ics']);
    expect(blobs[0].type).toBe('text/calendar;charset=utf-8');
    const text = await blobs[0].text();
    expect(text).toContain('SUMMARY:In\\, range\r\n');
    expect(text).not.toContain('Out of range');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0][0].detail).toMatchObject({ filename: 'Nov_ club.ics', count: 1, instance: calendar });
    expect(heard.mock.calls[0][0].detail.end.getDate()).toBe(30);
    document.removeEventListener('eventcalendar:export', heard);
  });

  it('without options every event is exported as calendar.ics', async () => {
    const { blobs, names } = catchDownloads();
    const element = document.body.appendChild(document.createElement('div'));
    calendar = EventCalendar.create(element, { date: '2026-11-01', events: [{ id: 'a', start: '2026-11-10' }, { id: 'b', start: '2027-01-10' }] })!;
    await EventCalendar.exportIcs(calendar);
    expect(names).toEqual(['calendar.ics']);
    expect((await blobs[0].text()).match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('an unknown calendar resolves false with a warning; nothing is downloaded', async () => {
    const { blobs } = catchDownloads();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await EventCalendar.exportIcs('#nothing-here')).toBe(false);
    expect(blobs).toHaveLength(0);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/EventCalendar\.exportIcs\(\): no calendar for "#nothing-here"/);
  });

  it('the Svelte component exports through bind:this (component.exportIcs) and calls onexport', async () => {
    const { blobs } = catchDownloads();
    const onexport = vi.fn();
    const { component } = render(Calendar, { props: { date: '2026-11-01', events: [{ id: 'x', title: 'X', start: '2026-11-05T10:00:00Z', allDay: false }], onexport } });
    expect(await (component as unknown as { exportIcs(o?: object): Promise<boolean> }).exportIcs()).toBe(true);
    expect(await blobs[0].text()).toContain('DTSTART:20261105T100000Z');
    expect(onexport).toHaveBeenCalledWith(expect.objectContaining({ filename: 'calendar.ics', count: 1, start: null, end: null }));
  });
});
