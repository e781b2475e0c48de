// Issue 23 items 4, 5, 7: selecting a range on an editable calendar in jsdom (Testing Library): the
// keyboard (Space on a day or a day's header, arrows move, Shift+arrows extend, Space/Enter confirm,
// Escape cancels) with what the live region says, eventcalendar:select, and the select API (POST, the
// answered event added and announced, a failed answer adding nothing and showing the notice).
// Pointer and touch selection live in the Chromium tests (tests/e2e/calendar-select.e2e.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import { tick } from 'svelte';
import EventCalendar from '../../../src/calendar/components/Calendar.svelte';
import type { EventInput } from '../../../src/calendar/model/inputs';

const events: EventInput[] = [{ id: 'a', title: 'Alpha', start: '2026-11-10' }];

async function selectable(props: Record<string, unknown> = {}) {
  const selects: Record<string, unknown>[] = [];
  const clicks: Record<string, unknown>[] = [];
  const adds: Record<string, unknown>[] = [];
  render(EventCalendar, {
    props: {
      date: '2026-11-12', events, editable: true, onselect: (d: object) => selects.push(d as Record<string, unknown>),
      ondateclick: (d: object) => clicks.push(d as Record<string, unknown>), oneventadd: (d: object) => adds.push(d as Record<string, unknown>), ...props,
    },
  });
  await waitFor(() => expect(document.querySelector('.ec-edit-hint')).not.toBeNull());
  return { selects, clicks, adds, live: () => document.querySelector('[aria-live="assertive"]')!.textContent!.replace(/\u200b/g, '') };
}

const key = async (target: Element, k: string, init: KeyboardEventInit = {}) => {
  await fireEvent.keyDown(target, { key: k, ...init });
  await fireEvent.keyUp(target, { key: k, ...init });
  await tick();
};
/** The focusable day: its number (month view) or its column header (week, day views). */
const dayButton = (iso: string) => document.querySelector<HTMLElement>(`[data-date="${iso}"] .ec-day-number, .ec-tg-day-header[data-date="${iso}"]`)!;
const boxes = () => [...document.querySelectorAll('.ec-ghost')];

afterEach(() => vi.unstubAllGlobals());

describe('the hint says how to select', () => {
  it('editable: the move hint, then the select hint', async () => {
    await selectable();
    expect(document.querySelector('.ec-edit-hint')?.textContent).toMatch(/press Space.*To select a range with the keyboard: focus a day/);
  });
  it('select only: the select hint alone', async () => {
    await selectable({ editable: false, select: true });
    expect(document.querySelector('.ec-edit-hint')?.textContent).toMatch(/^To select a range/);
  });
});

describe('keyboard, month view: Space on a day selects it, arrows move, Shift+arrows extend, Enter confirms', () => {
  it('selects the whole day, moves it a day, extends it a week, confirms with eventcalendar:select; the keys click nothing', async () => {
    const { selects, clicks, live } = await selectable();
    const day = dayButton('2026-11-12');
    day.focus();
    await key(day, ' ');
    expect(live()).toBe('Selecting Thursday, November 12, 2026. Arrow keys move it, Shift and the arrow keys extend it, Space selects, Escape cancels.');
    expect(boxes()).toHaveLength(1);
    await key(document.activeElement!, 'ArrowRight');
    expect(live()).toBe('Friday, November 13, 2026');
    expect(document.activeElement).toBe(dayButton('2026-11-13'));
    await key(document.activeElement!, 'ArrowDown', { shiftKey: true });
    expect(live()).toBe('Friday, November 13, 2026 to Friday, November 20, 2026');
    expect(document.activeElement).toBe(dayButton('2026-11-20'));
    await key(document.activeElement!, 'Enter');
    expect(live()).toBe('Selected: Friday, November 13, 2026 to Friday, November 20, 2026');
    expect(selects).toHaveLength(1);
    const { start, end, allDay, view } = selects[0] as { start: Date; end: Date; allDay: boolean; view: string };
    expect([start.getDate(), end.getDate(), allDay, view]).toEqual([13, 20, true, 'month']);
    expect(selects[0].instance).toBeTruthy();
    expect(clicks).toHaveLength(0);
    expect(boxes()).toHaveLength(0);
  });

  it('Escape cancels: nothing is emitted', async () => {
    const { selects, live } = await selectable();
    const day = dayButton('2026-11-12');
    day.focus();
    await key(day, ' ');
    await key(document.activeElement!, 'ArrowLeft', { shiftKey: true });
    await key(document.activeElement!, 'Escape');
    expect(live()).toBe('Selection cancelled');
    expect(selects).toHaveLength(0);
    expect(boxes()).toHaveLength(0);
  });

  it('maxDate bounds the selection: a step past it is refused and said', async () => {
    const { selects, live } = await selectable({ maxDate: '2026-11-14' });
    const day = dayButton('2026-11-12');
    day.focus();
    await key(day, ' ');
    await key(document.activeElement!, 'ArrowRight', { shiftKey: true });
    await key(document.activeElement!, 'ArrowRight', { shiftKey: true });
    await key(document.activeElement!, 'ArrowRight', { shiftKey: true });
    expect(live()).toBe('It cannot go there: outside the dates this calendar allows.');
    await key(document.activeElement!, ' ');
    expect(selects).toHaveLength(1);
    expect((selects[0].end as Date).getDate()).toBe(14);
  });

  it('a click on a day still emits dateClick; with select off, Space on a day is left alone', async () => {
    const { clicks } = await selectable({ select: false });
    const day = dayButton('2026-11-12');
    await fireEvent.click(day);
    expect(clicks).toHaveLength(1);
    day.focus();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    day.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(false);
  });
});

describe('keyboard, week view: Space on a day\'s header starts at its first business slot', () => {
  it('↑/↓ a slot, Shift+↓ extends, Space confirms a timed range', async () => {
    const { selects, live } = await selectable({ view: 'week', businessHours: '09:00-17:00', snapMinutes: 30 });
    const header = dayButton('2026-11-12');
    header.focus();
    await key(header, ' ');
    expect(live()).toMatch(/^Selecting Thursday, November 12, 2026, 09:00 to 09:30\. /);
    await key(document.activeElement!, 'ArrowDown');
    expect(live()).toBe('Thursday, November 12, 2026, 09:30 to 10:00');
    await key(document.activeElement!, 'ArrowDown', { shiftKey: true });
    expect(live()).toBe('Thursday, November 12, 2026, 09:30 to 10:30');
    await key(document.activeElement!, 'ArrowRight', { shiftKey: true });
    expect(live()).toBe('Thursday, November 12, 2026, 09:30 to Friday, November 13, 2026, 10:30');
    await key(document.activeElement!, ' ');
    const { start, end, allDay, view } = selects[0] as { start: Date; end: Date; allDay: boolean; view: string };
    expect([start.getHours(), start.getMinutes(), end.getDate(), end.getHours(), allDay, view]).toEqual([9, 30, 13, 10, false, 'week']);
  });

  it('a day without business hours (Saturday) starts at the first slot shown', async () => {
    const { live } = await selectable({ view: 'week', businessHours: '09:00-17:00' });
    const header = dayButton('2026-11-14');
    header.focus();
    await key(header, ' ');
    expect(live()).toMatch(/^Selecting Saturday, November 14, 2026, 00:00 to 00:15\. /); // jsdom: nothing scrolled
  });
});

describe('the select API: POST {start, end, allDay}; the answered event is added and announced', () => {
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  async function selectDay(iso: string) {
    const day = dayButton(iso);
    day.focus();
    await key(day, ' ');
    await key(document.activeElement!, ' ');
  }

  it('sends JSON with the CSRF header to the URL resolved against the page; adds the event of the answer\'s data', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'csrf-token', content: 'tok' });
    document.head.append(meta);
    const fetch = vi.fn(async () => answer(201, { success: true, data: { id: 'n1', title: 'New event', start: '2026-11-12', end: '2026-11-12' } }));
    vi.stubGlobal('fetch', fetch);
    const { adds, live } = await selectable({ onSelectApi: 'api/events' });
    await selectDay('2026-11-12');
    await waitFor(() => expect(document.querySelector('.ec-body [data-event-id="n1"]')).not.toBeNull());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(new URL('api/events', document.baseURI).href);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok');
    expect(JSON.parse(init.body as string)).toEqual({ start: '2026-11-12', end: '2026-11-12', allDay: true });
    expect(adds).toHaveLength(1);
    await waitFor(() => expect(live()).toBe('Added: New event, All day, Thursday, November 12, 2026'));
    meta.remove();
  });

  it('the answer may be the event itself', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { id: 'n2', title: 'Bare', start: '2026-11-12T09:00:00', end: '2026-11-12T10:00:00', allDay: false })));
    await selectable({ onSelectApi: '/api/events' });
    await selectDay('2026-11-12');
    await waitFor(() => expect(document.querySelector('.ec-body [data-event-id="n2"]')).not.toBeNull());
  });

  it('a failed answer adds nothing and shows the notice with its errors as text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(422, { message: 'Refused.', errors: { start: '<b>Room taken</b>' } })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { adds } = await selectable({ onSelectApi: '/api/events' });
    await selectDay('2026-11-12');
    await waitFor(() => expect(document.querySelector('.ec-notice-message')).not.toBeNull());
    const notice = document.querySelector('.ec-notice-message')!;
    expect(notice.textContent).toBe('The event for Thursday, November 12, 2026 could not be added. Refused. <b>Room taken</b>');
    expect(notice.querySelector('b')).toBeNull();
    expect(adds).toHaveLength(0);
    expect(document.querySelectorAll('.ec-body [data-event-id]')).toHaveLength(1);
    warn.mockRestore();
  });

  it('a select URL off the page\'s origin is not sent', async () => {
    const fetch = vi.fn(async () => answer(200, { id: 'x', start: '2026-11-12' }));
    vi.stubGlobal('fetch', fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { selects } = await selectable({ onSelectApi: 'https://evil.example/api/events' });
    await selectDay('2026-11-12');
    await waitFor(() => expect(warn.mock.calls.flat().join('\n')).toMatch(/not a URL on this page's origin/));
    expect(selects).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
