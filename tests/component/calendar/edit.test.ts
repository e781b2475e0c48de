// Issue 23, first slice: editable calendars in jsdom (Testing Library): the opt-in, the keyboard's
// pick-up / move / drop / cancel with what the live region says, and the store's saving through the
// update API (shown at once, put back with the notice on a failed answer, one save at a time per event).
// Geometry and pointer moves live in the Chromium tests (tests/e2e/calendar-edit.e2e.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { tick } from 'svelte';
import EventCalendar from '../../../src/calendar/components/Calendar.svelte';
import type { CalendarStore } from '../../../src/calendar/store.svelte';
import type { EventInput } from '../../../src/calendar/model/inputs';

const events: EventInput[] = [
  { id: 'a', title: 'Alpha', start: '2026-11-10', end: '2026-11-11' },
  { id: 't', title: 'Team meeting', start: '2026-11-12T10:30:00', end: '2026-11-12T11:30:00', allDay: false },
  { id: 'r', title: 'Standup', scheduleType: 'recurring-slot', startDate: '2026-11-16', endDate: '2026-11-18', slotStartTime: '09:00', slotEndTime: '09:15' },
  { id: 'x', title: 'Fixed', start: '2026-11-20', editable: false },
];

/** The calendar, and its store (the instance handed to callbacks) once the editing part is there. */
async function editable(props: Record<string, unknown> = {}) {
  let store: CalendarStore | null = null;
  const drops: Record<string, unknown>[] = [];
  const resizes: Record<string, unknown>[] = [];
  render(EventCalendar, { props: { date: '2026-11-01', events, editable: true, oneventdrop: (d: object) => drops.push(d as Record<string, unknown>), oneventresize: (d: object) => resizes.push(d as Record<string, unknown>), ondateclick: (d: { instance: unknown }) => (store = d.instance as CalendarStore), oneventclick: vi.fn(), ...props } });
  await waitFor(() => expect(document.querySelector('.ec-edit-hint')).not.toBeNull());
  await fireEvent.click(document.querySelector('.ec-day-number, .ec-tg-day-header')!);
  return { store: store! as CalendarStore, drops, resizes, live: () => document.querySelector('[aria-live="assertive"]')!.textContent!.replace(/\u200b/g, '') };
}

const button = (name: RegExp) => screen.getByRole('button', { name });
const key = async (target: Element, k: string, init: KeyboardEventInit = {}) => {
  await fireEvent.keyDown(target, { key: k, ...init });
  await fireEvent.keyUp(target, { key: k, ...init });
  await tick();
};
const dayOfButton = (el: Element) => el.closest('[data-date]')?.getAttribute('data-date');

afterEach(() => vi.unstubAllGlobals());

describe('opt-in', () => {
  it('a calendar that does not ask has no hint, no live region of its own, and Space on an event does nothing new', async () => {
    const onEventDrop = vi.fn();
    render(EventCalendar, { props: { date: '2026-11-01', events, oneventdrop: onEventDrop } });
    await import('../../../src/calendar/components/EditLayer.svelte'); // had it been asked for, it would be there now
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('.ec-edit-hint, [aria-live="assertive"]')).toBeNull();
    const alpha = button(/^Alpha, /);
    alpha.focus();
    await key(alpha, ' ');
    await key(alpha, 'ArrowRight');
    expect(onEventDrop).not.toHaveBeenCalled();
  });

  it('editable: the hint says how; an event that cannot move says why in its name', async () => {
    await editable();
    expect(document.querySelector('.ec-edit-hint')?.textContent).toMatch(/press Space/);
    expect(button(/^Fixed, /).getAttribute('aria-label')).toMatch(/, cannot be moved$/);
    expect(screen.getAllByRole('button', { name: /Standup/ })[0].getAttribute('aria-label')).toMatch(/part of a repeating series, cannot be moved on its own$/);
  });
});

describe('language', () => {
  it('Thai: the hint and what is said come from src/lang/th.ts', async () => {
    const { live } = await editable({ locale: 'th' });
    await waitFor(() => expect(document.querySelector('.ec-edit-hint')?.textContent).toMatch(/^ย้ายกิจกรรมด้วยแป้นพิมพ์/));
    const alpha = document.querySelector<HTMLElement>('.ec-body [data-event-id="a"]')!;
    alpha.focus();
    await key(alpha, ' ');
    expect(live()).toMatch(/^หยิบ Alpha, /);
    await key(document.activeElement!, 'Escape');
    expect(live()).toMatch(/^ยกเลิกการย้าย: Alpha, /);
  });
});

describe('keyboard: Space picks up, arrows move, Space drops, Escape puts back', () => {
  it('moves an all-day event a day and a week, announces each step, drops it with eventDrop and keeps focus on it', async () => {
    const { drops, live } = await editable();
    const alpha = button(/^Alpha, /);
    alpha.focus();
    await key(alpha, ' ');
    expect(live()).toMatch(/^Picked up Alpha, All day, Tuesday, November 10, 2026 to Wednesday, November 11, 2026/);
    await key(document.activeElement!, 'ArrowRight');
    expect(live()).toBe('Alpha, All day, Wednesday, November 11, 2026 to Thursday, November 12, 2026');
    await key(document.activeElement!, 'ArrowDown');
    expect(live()).toMatch(/^Alpha, All day, Wednesday, November 18, 2026 to/);
    await key(document.activeElement!, ' ');
    expect(live()).toMatch(/^Dropped: Alpha, All day, Wednesday, November 18, 2026/);
    expect(drops).toHaveLength(1);
    expect(drops[0]).toMatchObject({ delta: { days: 8, minutes: 0 } });
    expect((drops[0].oldEvent as { id: string }).id).toBe('a');
    await tick();
    expect(document.activeElement?.getAttribute('data-event-id')).toBe('a');
  });

  it('Escape puts it back; Enter on an event that is not picked up still opens it', async () => {
    const { drops, live } = await editable();
    const t = button(/Team meeting/);
    t.focus();
    await key(t, ' ');
    await key(document.activeElement!, 'ArrowLeft');
    expect(dayOfButton(document.activeElement!)).toBe('2026-11-11');
    await key(document.activeElement!, 'Escape');
    expect(live()).toMatch(/^Put back: Team meeting, 10:30 to 11:30, Thursday, November 12, 2026/);
    await tick();
    expect(dayOfButton(buttonFor('t'))).toBe('2026-11-12');
    expect(drops).toHaveLength(0);
    const opened = vi.fn();
    document.addEventListener('eventcalendar:eventClick', opened);
    buttonFor('t').focus();
    await fireEvent.click(buttonFor('t'));
    expect(opened).toHaveBeenCalledTimes(1);
    document.removeEventListener('eventcalendar:eventClick', opened);
  });

  it('Shift+arrow moves the end (eventResize); the end never goes before the start', async () => {
    const { resizes, live } = await editable();
    const alpha = button(/^Alpha, /);
    alpha.focus();
    await key(alpha, ' ');
    await key(document.activeElement!, 'ArrowRight', { shiftKey: true });
    expect(live()).toMatch(/Tuesday, November 10, 2026 to Thursday, November 12, 2026$/);
    await key(document.activeElement!, 'ArrowLeft', { shiftKey: true });
    await key(document.activeElement!, 'ArrowLeft', { shiftKey: true });
    await key(document.activeElement!, 'ArrowLeft', { shiftKey: true });
    expect(live()).toBe('It cannot end before it starts.');
    await key(document.activeElement!, 'Enter');
    expect(resizes).toHaveLength(1);
    expect((resizes[0].event as { endDay: number; startDay: number }).endDay).toBe((resizes[0].event as { startDay: number }).startDay);
  });

  it('a locked event is not picked up and says why', async () => {
    const { live } = await editable();
    const fixed = button(/^Fixed, /);
    fixed.focus();
    await key(fixed, ' ');
    expect(live()).toMatch(/^Fixed, .*: cannot be moved$/);
    await key(fixed, 'ArrowDown');
    expect(buttonFor('x').getAttribute('aria-label')).toMatch(/Friday, November 20, 2026/);
  });

  it('maxDate refuses a move past it (refused, not clamped)', async () => {
    const { live } = await editable({ maxDate: '2026-11-21' });
    const fixed = button(/^Alpha, /);
    fixed.focus();
    await key(fixed, ' ');
    await key(document.activeElement!, 'ArrowDown');
    await key(document.activeElement!, 'ArrowDown');
    expect(live()).toBe('It cannot go there: outside the dates this calendar allows.');
    expect(buttonFor('a').getAttribute('aria-label')).toMatch(/All day, Tuesday, November 17, 2026 to/);
  });
});

describe('keyboard in the week and day views: ↑/↓ a snap step, ←/→ a day', () => {
  it('a timed block moves by data-snap-minutes and by days; an all-day bar along its lane by days', async () => {
    const { drops, live } = await editable({ view: 'week', date: '2026-11-12', snapMinutes: 30 });
    const t = buttonFor('t');
    t.focus();
    await key(t, ' ');
    await key(document.activeElement!, 'ArrowDown');
    expect(live()).toBe('Team meeting, 11:00 to 12:00, Thursday, November 12, 2026');
    await key(document.activeElement!, 'ArrowRight');
    expect(live()).toBe('Team meeting, 11:00 to 12:00, Friday, November 13, 2026');
    await key(document.activeElement!, 'ArrowDown', { shiftKey: true });
    expect(live()).toBe('Team meeting, 11:00 to 12:30, Friday, November 13, 2026');
    await key(document.activeElement!, ' ');
    expect(drops[0]).toMatchObject({ delta: { days: 1, minutes: 30 } });
    expect(document.activeElement?.getAttribute('data-event-id')).toBe('t');
    const alpha = buttonFor('a');
    alpha.focus();
    await key(alpha, ' ');
    await key(document.activeElement!, 'ArrowDown'); // no time in an all-day lane: nothing moves
    await key(document.activeElement!, 'ArrowLeft');
    expect(live()).toBe('Alpha, All day, Monday, November 9, 2026 to Tuesday, November 10, 2026');
    await key(document.activeElement!, 'Escape');
  });
});

function buttonFor(id: string): HTMLElement {
  return document.querySelector<HTMLElement>(`.ec-body [data-event-id="${id}"]`)!;
}

describe('saving through updateApi', () => {
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('sends PATCH {id, start, end, allDay} with the CSRF header to the filled template; keeps the place on success', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'csrf-token', content: 'tok' });
    document.head.append(meta);
    const fetch = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal('fetch', fetch);
    const { store } = await editable({ updateApi: '/api/events/{id}' });
    expect(await store.moveEvent('t', { start: '2026-11-13T14:00:00' })).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(new URL('/api/events/t', document.baseURI).href);
    expect(init.method).toBe('PATCH');
    expect((init.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok');
    expect(JSON.parse(init.body as string)).toEqual({ id: 't', start: '2026-11-13T14:00:00', end: '2026-11-13T15:00:00', allDay: false });
    expect(dayOfButton(buttonFor('t'))).toBe('2026-11-13');
    meta.remove();
  });

  it('a failed answer puts the event back and shows the notice with its errors as text', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal('fetch', vi.fn(async () => (await gate, answer(422, { message: 'Refused.', errors: { start: '<b>Room taken</b>' } }))));
    const { store } = await editable({ updateApi: '/api/events/{id}' });
    const saved = store.moveEvent('a', { start: '2026-11-24' });
    await waitFor(() => expect(buttonFor('a').getAttribute('aria-label')).toMatch(/Tuesday, November 24, 2026 to/)); // shown at once
    release();
    expect(await saved).toBe(false);
    await tick();
    expect(buttonFor('a').getAttribute('aria-label')).toMatch(/Tuesday, November 10, 2026 to/);
    const notice = document.querySelector('.ec-notice-message')!;
    expect(notice.textContent).toBe('"Alpha" could not be saved and is back where it was. Refused. <b>Room taken</b>');
    expect(notice.querySelector('b')).toBeNull();
  });

  it('a second move of the same event waits for the first; when the first fails both are undone', async () => {
    const releases: Array<() => void> = [];
    const fetch = vi.fn(() => new Promise<Response>((resolve) => releases.push(() => resolve(answer(500, {})))));
    vi.stubGlobal('fetch', fetch);
    const { store } = await editable({ updateApi: '/api/events/{id}' });
    const first = store.moveEvent('a', { start: '2026-11-12' });
    const second = store.moveEvent('a', { start: '2026-11-14' });
    await waitFor(() => expect(buttonFor('a').getAttribute('aria-label')).toMatch(/Saturday, November 14, 2026 to/));
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch).toHaveBeenCalledTimes(1);
    releases[0]();
    expect(await first).toBe(false);
    expect(await second).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    await tick();
    expect(buttonFor('a').getAttribute('aria-label')).toMatch(/Tuesday, November 10, 2026 to/);
  });

  it('an update URL off the page\'s origin, or an id that would leave the template\'s path, is not sent; the event is put back', async () => {
    const fetch = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal('fetch', fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = await editable({ updateApi: 'https://evil.example/{id}' });
    expect(await store.moveEvent('a', { start: '2026-11-24' })).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    await tick();
    expect(buttonFor('a').getAttribute('aria-label')).toMatch(/Tuesday, November 10, 2026 to/);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/not a URL on this page's origin/);
    warn.mockRestore();
  });
});
