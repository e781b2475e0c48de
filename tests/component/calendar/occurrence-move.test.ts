// Issue 45 item 5 in jsdom: one occurrence of a series moved by keyboard. The drop asks which events change
// (the built-in dialog, in the calendar's language); "this" and "following" change the calendar at once and
// send PATCH {id, occurrence, start, end, allDay, scope}; the answer's series replaces; a failure or Cancel
// puts everything back. Geometry, pointer and touch: tests/e2e/calendar-occurrence-move.e2e.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import { tick } from 'svelte';
import EventCalendar from '../../../src/calendar/components/Calendar.svelte';

const SERIES = { id: 's', title: 'Standup', start: '2026-11-02T09:00:00', end: '2026-11-02T09:30:00', allDay: false, rrule: 'FREQ=DAILY;COUNT=5' };

beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const key = async (target: Element, k: string) => {
  await fireEvent.keyDown(target, { key: k });
  await fireEvent.keyUp(target, { key: k });
  await tick();
};
/** The days (month view) the series' buttons are on. */
const days = (id = 's') => [...document.querySelectorAll(`.ec-body [data-event-id="${id}"]`)].map((b) => b.closest('[data-date]')!.getAttribute('data-date')!.slice(5));
const occurrenceOn = (day: string) => document.querySelector<HTMLElement>(`.ec-day-cell[data-date="${day}"] [data-event-id="s"]`)!;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.alm-confirm');
const choose = async (name: RegExp) => {
  await waitFor(() => expect(dialog()).not.toBeNull());
  await fireEvent.click([...dialog()!.querySelectorAll('button')].find((b) => name.test(b.textContent!))!);
};

async function calendar(props: Record<string, unknown> = {}) {
  const drops: Record<string, unknown>[] = [];
  render(EventCalendar, { props: { date: '2026-11-01', events: [SERIES], editable: true, oneventdrop: (d: object) => drops.push(d as Record<string, unknown>), ...props } });
  await waitFor(() => expect(document.querySelector('.ec-edit-hint')).not.toBeNull());
  await waitFor(() => expect(days()).toHaveLength(5));
  return { drops, live: () => document.querySelector('[aria-live="assertive"]')!.textContent!.replace(/\u200b/g, '') };
}

/** Space on the 4 November occurrence, → a day, Space. */
async function moveFourthByADay() {
  const fourth = occurrenceOn('2026-11-04');
  fourth.focus();
  await key(fourth, ' ');
  await key(document.activeElement!, 'ArrowRight');
  expect(days()).toEqual(['11-02', '11-03', '11-05', '11-05', '11-06']); // shown at its new place while it moves
  await key(document.activeElement!, ' ');
}

describe('the drop of an occurrence asks which events change', () => {
  it('a modal dialog in the calendar\'s language: Cancel (focused), "Change this event", "This and following events"', async () => {
    await calendar();
    await moveFourthByADay();
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(dialog()!.getAttribute('role')).toBe('alertdialog');
    expect(dialog()!.getAttribute('aria-label')).toBe('"Standup" repeats. Which events change?');
    expect([...dialog()!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Cancel', 'Change this event', 'This and following events']);
    expect(document.activeElement?.textContent).toBe('Cancel');
    await choose(/^Cancel$/);
  });

  it('Thai: the question and the choices from src/lang/th.ts, the dialog marked lang="th"', async () => {
    await calendar({ locale: 'th' });
    await waitFor(() => expect(document.querySelector('.ec-edit-hint')?.textContent).toMatch(/^ย้ายกิจกรรม/));
    await moveFourthByADay();
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.getAttribute('lang')).toBe('th');
    expect([...dialog()!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['ยกเลิก', 'เปลี่ยนเฉพาะกิจกรรมนี้', 'กิจกรรมนี้และกิจกรรมถัดไป']);
    await choose(/^ยกเลิก$/);
  });

  it('Cancel (and Escape) put it back; nothing is sent, no eventDrop; it is said', async () => {
    const fetch = vi.fn(async () => answer(200, {}));
    vi.stubGlobal('fetch', fetch);
    const { drops, live } = await calendar({ updateApi: '/api/events/{id}' });
    await moveFourthByADay();
    await choose(/^Cancel$/);
    await waitFor(() => expect(days()).toEqual(['11-02', '11-03', '11-04', '11-05', '11-06']));
    expect(live()).toMatch(/^Put back: Standup/);
    await moveFourthByADay();
    await waitFor(() => expect(dialog()).not.toBeNull());
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(days()).toEqual(['11-02', '11-03', '11-04', '11-05', '11-06']));
    expect(fetch).not.toHaveBeenCalled();
    expect(drops).toEqual([]);
  });
});

describe('"Change this event"', () => {
  it('sends PATCH {id, occurrence, start, end, allDay, scope: "this"}; eventDrop carries occurrence and scope; the rest of the series stays', async () => {
    const fetch = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal('fetch', fetch);
    const { drops, live } = await calendar({ updateApi: '/api/events/{id}' });
    await moveFourthByADay();
    await choose(/^Change this event$/);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(new URL('/api/events/s', document.baseURI).href);
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toEqual({ id: 's', occurrence: '2026-11-04T09:00:00', start: '2026-11-05T09:00:00', end: '2026-11-05T09:30:00', allDay: false, scope: 'this' });
    expect(drops).toHaveLength(1);
    expect(drops[0]).toMatchObject({ occurrence: '2026-11-04T09:00:00', scope: 'this', delta: { days: 1, minutes: 0 } });
    expect(days()).toEqual(['11-02', '11-03', '11-05', '11-05', '11-06']);
    expect(live()).toMatch(/^Dropped: Standup/);
    // Focus comes back to the occurrence, at its new place.
    await waitFor(() => expect(document.activeElement?.closest('[data-date]')?.getAttribute('data-date')).toBe('2026-11-05'));
  });

  it('moved again, the event of its own says which occurrence it was (scope "this"), without asking', async () => {
    const fetch = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal('fetch', fetch);
    const { drops } = await calendar({ updateApi: '/api/events/{id}' });
    await moveFourthByADay();
    await choose(/^Change this event$/);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await tick();
    const moved = document.activeElement as HTMLElement;
    await key(moved, ' ');
    await key(document.activeElement!, 'ArrowRight');
    await key(document.activeElement!, ' ');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(dialog()).toBeNull();
    expect(JSON.parse((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body as string)).toEqual({ id: 's', start: '2026-11-06T09:00:00', end: '2026-11-06T09:30:00', allDay: false, occurrence: '2026-11-04T09:00:00', scope: 'this' });
    expect(drops[1]).toMatchObject({ occurrence: '2026-11-04T09:00:00', scope: 'this' });
  });

  it('a failed answer puts the series back as it was and shows the notice', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(500, { message: 'No.' })));
    await calendar({ updateApi: '/api/events/{id}' });
    await moveFourthByADay();
    await choose(/^Change this event$/);
    await waitFor(() => expect(document.querySelector('.ec-notice')?.textContent).toMatch(/"Standup" could not be saved and is back where it was\. No\./));
    expect(days()).toEqual(['11-02', '11-03', '11-04', '11-05', '11-06']);
  });
});

describe('"This and following events"', () => {
  it('without an update API: the series ends before it, a new series starts where it was put (local)', async () => {
    const { drops } = await calendar();
    await moveFourthByADay();
    await choose(/^This and following/);
    await waitFor(() => expect(drops).toHaveLength(1));
    expect(drops[0]).toMatchObject({ scope: 'following', occurrence: '2026-11-04T09:00:00' });
    expect(days('s')).toEqual(['11-02', '11-03']);
    expect(days('s@2026-11-04')).toEqual(['11-05', '11-06', '11-07']);
  });

  it('the answer\'s series ({events: [...]}) replaces what was made here', async () => {
    const series = [
      { ...SERIES, rrule: 'FREQ=DAILY;UNTIL=20261103T235959' },
      { id: 's2', title: 'Standup (later)', start: '2026-11-05T09:00:00', end: '2026-11-05T09:30:00', allDay: false, rrule: 'FREQ=DAILY;COUNT=2' },
    ];
    const fetch = vi.fn(async () => answer(200, { success: true, events: series }));
    vi.stubGlobal('fetch', fetch);
    await calendar({ updateApi: '/api/events/{id}' });
    await moveFourthByADay();
    await choose(/^This and following/);
    await waitFor(() => expect(days('s2')).toEqual(['11-05', '11-06']));
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toMatchObject({ scope: 'following', occurrence: '2026-11-04T09:00:00' });
    expect(days('s')).toEqual(['11-02', '11-03']);
    expect(days('s@2026-11-04')).toEqual([]);
  });

  it('a network failure puts the whole series back', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await calendar({ updateApi: '/api/events/{id}' });
    await moveFourthByADay();
    await choose(/^This and following/);
    await waitFor(() => expect(document.querySelector('.ec-notice')).not.toBeNull());
    expect(days('s')).toEqual(['11-02', '11-03', '11-04', '11-05', '11-06']);
    expect(days('s@2026-11-04')).toEqual([]);
  });
});

describe('a second move while the first is being saved waits for it (queued, not raced)', () => {
  /** Space on the occurrence of `day`, → a day, Space. */
  async function moveByADay(day: string) {
    const item = occurrenceOn(day);
    item.focus();
    await key(item, ' ');
    await key(document.activeElement!, 'ArrowRight');
    await key(document.activeElement!, ' ');
  }

  /** Two occurrence moves, the second made while the first's PATCH is unanswered; `answerFirst` answers it. */
  async function twoMoves() {
    let answerFirst: (r: Response) => void = () => {};
    const fetch = vi.fn((..._args: unknown[]) => (fetch.mock.calls.length === 1 ? new Promise<Response>((r) => (answerFirst = r)) : Promise.resolve(answer(200, { success: true }))));
    vi.stubGlobal('fetch', fetch);
    await calendar({ updateApi: '/api/events/{id}' });
    await moveFourthByADay();
    await choose(/^Change this event$/);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await moveByADay('2026-11-02');
    await choose(/^Change this event$/);
    return { fetch, answerFirst: (r: Response) => answerFirst(r) };
  }

  it('its PATCH is sent once the first is answered; the first failing is put back, the second kept', async () => {
    const { fetch, answerFirst } = await twoMoves();
    // The second waits while the first is on its way.
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
    answerFirst(answer(500, { message: 'No.' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body as string)).toMatchObject({ occurrence: '2026-11-02T09:00:00', start: '2026-11-03T09:00:00', scope: 'this' });
    // The first is back on the 4th; the second stays on the 3rd, its old place empty.
    await waitFor(() => expect(days()).toEqual(['11-03', '11-03', '11-04', '11-05', '11-06']));
  });

  it('when the first is answered with the new series, the second is made on that series', async () => {
    const { fetch, answerFirst } = await twoMoves();
    answerFirst(answer(200, { events: [{ ...SERIES, exdate: '2026-11-04T09:00:00' }, { id: 's', title: 'Standup', start: '2026-11-05T09:00:00', end: '2026-11-05T09:30:00', allDay: false, recurrenceId: '2026-11-04T09:00:00' }] }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(days()).toEqual(['11-03', '11-03', '11-05', '11-05', '11-06']));
  });
});
