// Issue 45 items 1 and 6: `timezone` and `secondaryTimezone` as Svelte props of <EventCalendar>, as the user
// sees them (the script-include path's attributes are tests/e2e/calendar-zones.e2e.ts'). The instants are
// written with `Z`, so what is shown does not depend on the zone the tests run in. 8 March 2026: New York's
// clocks went forward (EST, UTC-5, to EDT, UTC-4); Bangkok keeps UTC+7 all year, Reykjavik UTC. (`timezone: 'UTC'` is
// not a zone to show: it reads times without an offset as UTC and shows them in the browser's zone, as before issue 45.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import Calendar from '../../../src/calendar/components/Calendar.svelte';
import type { EventCalendarProps, EventInput } from '../../../src/calendar/model/inputs';

const NOON_UTC: EventInput = { id: 'noon', title: 'Noon call', start: '2026-03-10T12:00:00Z', end: '2026-03-10T13:00:00Z', allDay: false };
const LATE_UTC: EventInput = { id: 'late', title: 'Late call', start: '2026-03-10T20:00:00Z', end: '2026-03-10T21:00:00Z', allDay: false };
const WALL: EventInput = { id: 'wall', title: 'Wall clock', start: '2026-03-12T09:00', end: '2026-03-12T09:30', allDay: false };
const WEEK: EventCalendarProps = { id: 'zoned', view: 'week', date: '2026-03-10', locale: 'en-US', events: [NOON_UTC, LATE_UTC, WALL] };

/** The text of an accessible name without the left-to-right isolates around times. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u2066\u2069]/g, '');
/** Where an event is drawn in the week: the day column's date and the times written in its block. */
async function placed(title: string) {
  const block = await screen.findByRole('button', { name: new RegExp(title) });
  return { day: block.closest('.ec-day-column')?.getAttribute('data-date'), time: plain(block.querySelector('.ec-event-time')?.textContent) };
}
/** The week's hour labels: the calendar's own (the label's first text) and the second zone's (its span). */
function hourLabels() {
  return [...document.querySelectorAll('.ec-time-label')].map((label) => ({ own: label.firstChild?.textContent, second: label.querySelector('span')?.textContent ?? '' }));
}
const corner = () => [...document.querySelectorAll('.ec-tg-corner span')].map((s) => s.textContent);

afterEach(() => vi.useRealTimers());

describe('the timezone prop: events, today and the period in the named zone', () => {
  it('an instant is shown at the zone\'s wall-clock time (12:00Z is 19:00 in Bangkok), on the zone\'s day (20:00Z is 03:00 the next day)', async () => {
    render(Calendar, { props: { ...WEEK, timezone: 'Asia/Bangkok' } });
    expect(await placed('Noon call')).toEqual({ day: '2026-03-10', time: '19:00–20:00' });
    expect(await placed('Late call')).toEqual({ day: '2026-03-11', time: '03:00–04:00' });
    expect(plain(screen.getByRole('button', { name: /Late call/ }).getAttribute('aria-label'))).toContain('Wednesday, March 11, 2026');
  });

  it('a time without an offset is the wall clock of the calendar\'s zone, whichever zone that is', async () => {
    const { rerender } = render(Calendar, { props: { ...WEEK, timezone: 'Asia/Bangkok' } });
    expect(await placed('Wall clock')).toEqual({ day: '2026-03-12', time: '09:00–09:30' });
    await rerender({ timezone: 'America/New_York' });
    expect(await placed('Wall clock')).toEqual({ day: '2026-03-12', time: '09:00–09:30' });
  });

  it('a new zone after mount moves the instants to its clock (New York is on EDT after 8 March: 12:00Z is 08:00)', async () => {
    const { rerender } = render(Calendar, { props: { ...WEEK, timezone: 'Asia/Bangkok' } });
    expect((await placed('Noon call')).time).toBe('19:00–20:00');
    await rerender({ timezone: 'America/New_York' });
    await vi.waitFor(async () => expect(await placed('Noon call')).toEqual({ day: '2026-03-10', time: '08:00–09:00' }));
    expect(await placed('Late call')).toEqual({ day: '2026-03-10', time: '16:00–17:00' });
    await rerender({ timezone: 'Atlantic/Reykjavik' });
    await vi.waitFor(async () => expect(await placed('Noon call')).toEqual({ day: '2026-03-10', time: '12:00–13:00' }));
  });

  it('today is the zone\'s date: at 20:00Z on 10 March it is already the 11th in Bangkok, still the 10th in New York', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-10T20:00:00Z') });
    const today = () => document.querySelector('.ec-day-column.ec-today')?.getAttribute('data-date');
    const { unmount } = render(Calendar, { props: { ...WEEK, timezone: 'Asia/Bangkok' } });
    await placed('Noon call');
    expect(today()).toBe('2026-03-11');
    expect(screen.getByRole('button', { name: 'Wednesday, March 11, 2026' })).toHaveAttribute('aria-current', 'date');
    unmount();
    render(Calendar, { props: { ...WEEK, timezone: 'America/New_York' } });
    await placed('Noon call');
    expect(today()).toBe('2026-03-10');
  });

  it('the period shown first is the zone\'s: at 23:30Z on 31 March a month in Bangkok (1 April there) opens on April, one in New York on March', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-31T23:30:00Z') });
    const period = () => document.querySelector('.ec-current-period')?.textContent;
    const { unmount } = render(Calendar, { props: { id: 'month-zone', view: 'month', locale: 'en-US', timezone: 'Asia/Bangkok', events: [] } });
    expect(period()).toBe('April 2026');
    unmount();
    render(Calendar, { props: { id: 'month-zone', view: 'month', locale: 'en-US', timezone: 'America/New_York', events: [] } });
    expect(period()).toBe('March 2026');
  });

  it('the list view groups the events by the zone\'s day', async () => {
    render(Calendar, { props: { ...WEEK, view: 'list', views: ['week', 'list'], timezone: 'Asia/Bangkok' } });
    const wednesday = await screen.findByRole('list', { name: 'Wednesday, March 11, 2026' });
    expect(within(wednesday).getAllByRole('button').map((b) => plain(b.getAttribute('aria-label')))).toEqual(['03:00 – 04:00, Late call']);
  });
});

describe('the secondaryTimezone prop: a second column of hour labels', () => {
  it('beside each hour of the calendar\'s zone, the second zone\'s clock at that instant, both zones named above', async () => {
    render(Calendar, { props: { ...WEEK, timezone: 'Asia/Bangkok', secondaryTimezone: 'America/New_York' } });
    await placed('Noon call');
    // The week's middle day is Wednesday 11 March: 00:00 in Bangkok is 17:00Z on the 10th, 13:00 EDT.
    const labels = hourLabels();
    expect(labels).toHaveLength(24);
    expect(labels.slice(0, 3)).toEqual([{ own: '00:00', second: '13:00' }, { own: '01:00', second: '14:00' }, { own: '02:00', second: '15:00' }]);
    expect(labels[11]).toEqual({ own: '11:00', second: '00:00' });
    expect(corner()).toEqual(['GMT+7', 'EDT']);
  });

  it('in the day view too; a zone half an hour off shows its minutes (Kathmandu is UTC+5:45)', async () => {
    render(Calendar, { props: { ...WEEK, view: 'day', timezone: 'Atlantic/Reykjavik', secondaryTimezone: 'Asia/Kathmandu' } });
    await placed('Noon call');
    expect(hourLabels().slice(0, 2)).toEqual([{ own: '00:00', second: '05:45' }, { own: '01:00', second: '06:45' }]);
    expect(corner()).toEqual(['GMT', 'GMT+5:45']);
  });

  it('follows the prop after mount: another zone relabels the hours, null takes the column away', async () => {
    const { rerender } = render(Calendar, { props: { ...WEEK, timezone: 'Atlantic/Reykjavik', secondaryTimezone: 'Asia/Tokyo' } });
    await placed('Noon call');
    expect(hourLabels()[0]).toEqual({ own: '00:00', second: '09:00' });
    await rerender({ secondaryTimezone: 'Europe/London' });
    await vi.waitFor(() => expect(hourLabels()[0]).toEqual({ own: '00:00', second: '00:00' }));
    expect(corner()).toEqual(['GMT', 'GMT']);
    await rerender({ secondaryTimezone: null });
    await vi.waitFor(() => expect(hourLabels()[0]).toEqual({ own: '00:00', second: '' }));
    expect(corner()).toEqual(['', '']);
    expect(document.querySelector('.ec-two-zones')).toBeNull();
  });

  it('without the prop there is no second column', async () => {
    render(Calendar, { props: { ...WEEK, timezone: 'Asia/Bangkok' } });
    await placed('Noon call');
    expect(hourLabels().every((l) => l.second === '')).toBe(true);
    expect(document.querySelector('.ec-two-zones')).toBeNull();
  });
});
