// Issue 23 item 4: a selected range whose select-API request is in flight stays drawn, busy and saying
// "Saving …" (said in the live region too), until the answer clears it; a newer selection drawn meanwhile
// is not cleared by the older answer. jsdom, fetch held by a promise the test resolves.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import { tick } from 'svelte';
import EventCalendar from '../../../src/calendar/components/Calendar.svelte';

const key = async (target: Element, k: string, init: KeyboardEventInit = {}) => {
  await fireEvent.keyDown(target, { key: k, ...init });
  await fireEvent.keyUp(target, { key: k, ...init });
  await tick();
};
const dayButton = (iso: string) => document.querySelector<HTMLElement>(`[data-date="${iso}"] .ec-day-number`)!;
const boxes = () => [...document.querySelectorAll('.ec-ghost')];
const live = () => document.querySelector('[aria-live="assertive"]')!.textContent!.replace(/\u200b/g, '');

/** fetch answers only when the returned `answer(status)` is called, once per request, in order. */
function heldFetch() {
  const waiting: ((r: Response) => void)[] = [];
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((ok) => waiting.push(ok))));
  return (status: number, body: unknown) =>
    waiting.shift()!(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

async function selectDay(iso: string) {
  dayButton(iso).focus();
  await key(dayButton(iso), ' ');
  await key(document.activeElement!, 'Enter');
}

afterEach(() => vi.unstubAllGlobals());

describe('a selection being sent', () => {
  it('stays drawn, busy and saying "Saving …" until the answer; then the event is added and said', async () => {
    const answer = heldFetch();
    render(EventCalendar, { props: { date: '2026-11-12', events: [], editable: true, onSelectApi: '/api/events' } });
    await waitFor(() => expect(document.querySelector('.ec-edit-hint')).not.toBeNull());
    await selectDay('2026-11-12');
    expect(boxes()).toHaveLength(1);
    expect(boxes()[0].textContent).toBe('Saving Thursday, November 12, 2026…');
    expect(boxes()[0].getAttribute('aria-busy')).toBe('true');
    expect(boxes()[0].hasAttribute('aria-hidden')).toBe(false);
    expect(live()).toBe('Saving Thursday, November 12, 2026…');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer(201, { data: { id: 'n1', title: 'New', start: '2026-11-12' } });
    await waitFor(() => expect(live()).toBe('Added: New, All day, Thursday, November 12, 2026'));
    expect(boxes()).toHaveLength(0);
  });

  it('a failed answer clears it too (the notice says why)', async () => {
    const answer = heldFetch();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(EventCalendar, { props: { date: '2026-11-12', events: [], editable: true, onSelectApi: '/api/events' } });
    await waitFor(() => expect(document.querySelector('.ec-edit-hint')).not.toBeNull());
    await selectDay('2026-11-12');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer(500, { message: 'Down.' });
    await waitFor(() => expect(document.querySelector('.ec-notice-message')?.textContent).toBe('The event for Thursday, November 12, 2026 could not be added. Down.'));
    await waitFor(() => expect(boxes()).toHaveLength(0));
    warn.mockRestore();
  });

  it('a newer selection started while the first is sent is not cleared by the first answer', async () => {
    const answer = heldFetch();
    render(EventCalendar, { props: { date: '2026-11-12', events: [], editable: true, onSelectApi: '/api/events' } });
    await waitFor(() => expect(document.querySelector('.ec-edit-hint')).not.toBeNull());
    await selectDay('2026-11-12');
    dayButton('2026-11-19').focus();
    await key(dayButton('2026-11-19'), ' ');
    expect(boxes().map((b) => b.textContent)).toEqual(['Thursday, November 19, 2026']);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer(201, { data: { id: 'n1', title: 'New', start: '2026-11-12' } });
    await waitFor(() => expect(document.querySelector('.ec-body [data-event-id="n1"]')).not.toBeNull());
    expect(boxes().map((b) => b.textContent)).toEqual(['Thursday, November 19, 2026']);
    expect(boxes()[0].getAttribute('aria-busy')).toBeNull();
  });
});
