// Issue 45 item 2 in jsdom: a month shows a series' occurrences (only the visible range's, again for the
// next month), eventcalendar:eventClick names the occurrence clicked, and the recurrence part is lazy:
// until it is here no event is drawn (each drawn once, where it belongs); if it cannot be loaded, one
// warning and the series shows its first occurrence.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import Calendar from '../../../src/calendar/components/Calendar.svelte';
import { resetWarnings } from '../../../src/core/warn';

const importPart = vi.hoisted(() => vi.fn());
const STANDUP = { id: 'standup', title: 'Standup', start: '2026-03-02T09:00', allDay: false, duration: 'PT15M', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR', exdate: '2026-03-13T09:00' };

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  resetWarnings();
});

describe('a month with a series', () => {
  it('shows each occurrence of the visible range as an item; eventClick names the series and the occurrence', async () => {
    const clicks: Array<{ event: { id: string; occurrence?: string; start: Date } }> = [];
    const listen = (e: Event) => clicks.push((e as CustomEvent).detail);
    document.addEventListener('eventcalendar:eventClick', listen);
    render(Calendar, { props: { id: 'rec', date: '2026-03-01', events: [STANDUP], oneventclick: () => {} } });
    // 2 March to 3 April, Mondays, Wednesdays and Fridays (the grid ends on Saturday 4 April), less the 13th.
    const items = await screen.findAllByRole('button', { name: /Standup/ });
    expect(items).toHaveLength(14);
    await fireEvent.click(items[4]);
    document.removeEventListener('eventcalendar:eventClick', listen);
    expect(clicks).toHaveLength(1);
    expect(clicks[0].event.id).toBe('standup');
    expect(clicks[0].event.occurrence).toBe(new Date(2026, 2, 11, 9, 0).toISOString());
    expect(clicks[0].event.start.getTime()).toBe(new Date(2026, 2, 11, 9, 0).getTime());
  });

  it('the next month is expanded when it is shown', async () => {
    render(Calendar, { props: { id: 'rec', date: '2026-03-01', events: [STANDUP] } });
    await screen.findAllByRole('button', { name: /Standup/ });
    await fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // April's grid: 29 March to 2 May.
    await vi.waitFor(() => expect(screen.getAllByRole('button', { name: /Standup/ })).toHaveLength(15));
  });

  it('the list view lists each occurrence of its month (issue 45 item 3 draws what the store draws)', async () => {
    render(Calendar, { props: { id: 'rec-list', date: '2026-03-01', views: ['month', 'list'], view: 'list', events: [STANDUP], oneventclick: () => {} } });
    // The list's period is the month: Mondays, Wednesdays and Fridays of March, less the 13th.
    await vi.waitFor(() => expect(screen.getAllByRole('button', { name: /Standup/ })).toHaveLength(12), { timeout: 10_000 });
  }, 15_000);

  it('a bad rule: one warning naming the part, the first occurrence shown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(Calendar, { props: { id: 'bad', date: '2026-03-01', events: [{ ...STANDUP, rrule: 'FREQ=SECONDLY;COUNT=10000000' }] } });
    expect(await screen.findAllByRole('button', { name: /Standup/ })).toHaveLength(1);
    expect(warn.mock.calls.flat()).toEqual([expect.stringMatching(/calendar "bad": event "standup": rrule part FREQ=SECONDLY is not supported — only the first occurrence is shown/)]);
  });
});

describe('the recurrence part (script bundles: a lazy part)', () => {
  let warnings: string[];
  beforeEach(() => {
    vi.resetModules();
    importPart.mockReset();
    vi.doMock('../../../src/calendar/model/occurrences', () => importPart('occurrences'));
    warnings = [];
    vi.spyOn(console, 'warn').mockImplementation((m: string) => void warnings.push(m));
  });
  afterEach(() => vi.doUnmock('../../../src/calendar/model/occurrences'));

  async function makeStore(events: unknown[]) {
    const { CalendarStore } = await import('../../../src/calendar/store.svelte');
    const { calendarOptions } = await import('../../../src/calendar/model/options');
    const { defaultsOf } = await import('../../../src/core/attrs');
    return new CalendarStore({ ...defaultsOf(calendarOptions), date: '2026-03-01' } as never, events, { emit() {}, warn: (m) => warnings.push(m), instance: () => null });
  }

  it('a calendar without a series never asks for it', async () => {
    const store = await makeStore([{ id: 'one', start: '2026-03-05' }]);
    expect(store.drawn.map((e) => e.id)).toEqual(['one']);
    expect(importPart).not.toHaveBeenCalled();
  });

  it('with a series, no event is drawn until the part is here, then all at once (one request)', async () => {
    const actual = await vi.importActual<typeof import('../../../src/calendar/model/occurrences')>('../../../src/calendar/model/occurrences');
    let arrive!: (part: unknown) => void;
    importPart.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    const store = await makeStore([{ id: 'one', start: '2026-03-05' }, STANDUP]);
    expect(store.drawn).toEqual([]);
    store.addEvent({ id: 'two', start: '2026-03-06', rrule: 'FREQ=DAILY;COUNT=2' });
    await vi.waitFor(() => expect(importPart).toHaveBeenCalledTimes(1));
    arrive(actual);
    await vi.waitFor(() => expect(store.drawn.length).toBeGreaterThan(0));
    expect(store.drawn.filter((e) => e.id === 'standup')).toHaveLength(14);
    expect(store.drawn.filter((e) => e.id === 'two').map((e) => e.occurrence)).toEqual(['2026-03-06', '2026-03-07']);
    expect(importPart).toHaveBeenCalledTimes(1);
    expect(warnings).toEqual([]);
  });

  it('a part that cannot be loaded: one warning, each series shown as its first occurrence', async () => {
    importPart.mockImplementation(() => Promise.reject(new Error('part missing')));
    const store = await makeStore([{ id: 'one', start: '2026-03-05' }, STANDUP]);
    await vi.waitFor(() => expect(store.drawn.map((e) => e.id)).toEqual(['one', 'standup']));
    expect(warnings).toEqual([expect.stringMatching(/^\[almanac\] .* — only first occurrences are shown$/)]);
  });
});

describe('a series that starts long before the range shown', () => {
  const OLD = { id: 'old', title: 'Old standup', start: '2019-01-07T09:00', allDay: false, duration: 'PT15M', rrule: 'FREQ=WEEKLY;BYDAY=MO' };
  const store = async (events: unknown[]) => {
    // Fresh modules: the describe above leaves a recurrence part that could not be loaded.
    vi.resetModules();
    const { CalendarStore } = await import('../../../src/calendar/store.svelte');
    const { calendarOptions } = await import('../../../src/calendar/model/options');
    const { defaultsOf } = await import('../../../src/core/attrs');
    return new CalendarStore({ ...defaultsOf(calendarOptions), date: '2026-03-01' } as never, events, { emit() {}, warn() {}, instance: () => null });
  };

  it('its occurrences in the month shown are drawn (DTSTART in 2019, the month March 2026)', async () => {
    render(Calendar, { props: { id: 'old', date: '2026-03-01', events: [OLD] } });
    // Mondays of the grid 1 March - 4 April 2026: 2, 9, 16, 23, 30 March.
    await vi.waitFor(() => expect(screen.getAllByRole('button', { name: /Old standup/ })).toHaveLength(5));
  });

  it('getEvents(start, end) returns a series that started before the range; not one that starts after it', async () => {
    const s = await store([OLD, { ...OLD, id: 'later', start: '2026-04-06T09:00' }, { id: 'one', title: 'One', start: '2026-03-10T10:00', allDay: false }]);
    await vi.waitFor(() => expect(s.drawn.length).toBeGreaterThan(0));
    expect(s.getEvents('2026-03-09', '2026-03-15').map((e) => e.id)).toEqual(['old', 'one']);
    expect(s.getEvents('2030-03-09', '2030-03-15').map((e) => e.id)).toEqual(['old', 'later']);
    expect(s.getEvents().map((e) => e.id)).toEqual(['old', 'later', 'one']);
  });
});
