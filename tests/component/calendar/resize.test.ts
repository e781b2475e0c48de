// Issue 23 item 3 in jsdom: where a pointer resizes (the end edge found by hit-testing the event's box, a few
// pixels deep, deeper for a finger), which events and calendars allow it, and the resize cursor a mouse gets
// over the edge (set from the editing part: no rule in the calendar's stylesheet). The drags themselves, with
// real geometry, are in the Chromium tests (tests/e2e/calendar-resize.e2e.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import EventCalendar from '../../../src/calendar/components/Calendar.svelte';
import type { CalendarStore } from '../../../src/calendar/store.svelte';
import type { EventInput } from '../../../src/calendar/model/inputs';
import { edgeAt } from '../../../src/calendar/dom/resize-pointer';

const events: EventInput[] = [
  { id: 'a', title: 'Alpha', start: '2026-11-10', end: '2026-11-11' },
  { id: 'long', title: 'Long', start: '2026-11-06', end: '2026-11-10' }, // Friday to Tuesday: two week rows
  { id: 't', title: 'Team meeting', start: '2026-11-12T10:30:00', end: '2026-11-12T11:30:00', allDay: false },
  { id: 'x', title: 'Fixed', start: '2026-11-12T14:00:00', end: '2026-11-12T15:00:00', allDay: false, editable: false },
];

async function editable(props: Record<string, unknown> = {}) {
  let store: CalendarStore | null = null;
  const { container } = render(EventCalendar, { props: { date: '2026-11-01', events, editable: true, ondateclick: (d: { instance: unknown }) => (store = d.instance as CalendarStore), ...props } });
  await waitFor(() => expect(document.querySelector('.ec-edit-hint')).not.toBeNull());
  await fireEvent.click(document.querySelector('.ec-day-number, .ec-tg-day-header')!);
  return { store: store! as CalendarStore, root: container.querySelector<HTMLElement>('.ec-calendar')! };
}

/** Give `el` a box (jsdom lays nothing out). */
function place(el: Element, left: number, top: number, width: number, height: number) {
  vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) } as DOMRect);
}
const at = (target: Element, clientX: number, clientY: number, pointerType = 'mouse') => ({ target, clientX, clientY, pointerType });
const buttons = (id: string) => [...document.querySelectorAll<HTMLElement>(`.ec-body [data-event-id="${id}"]`)];

afterEach(() => vi.restoreAllMocks());

describe('the end edge of a timed block: its bottom', () => {
  it('6 px deep for a mouse, 12 px for a finger; elsewhere on the block a press moves it', async () => {
    const { store, root } = await editable({ view: 'week', date: '2026-11-12' });
    const [t] = buttons('t');
    place(t, 100, 200, 80, 44);
    expect(edgeAt(root, store, at(t, 140, 241))).toMatchObject({ axis: 'y', event: { id: 't' } });
    expect(edgeAt(root, store, at(t, 140, 236))).toBeNull();
    expect(edgeAt(root, store, at(t, 140, 236, 'touch'))).toMatchObject({ axis: 'y' });
    expect(edgeAt(root, store, at(t, 140, 220, 'touch'))).toBeNull();
  });

  it('a short block\'s edge is at most a third of it, so the rest of it still moves', async () => {
    const { store, root } = await editable({ view: 'week', date: '2026-11-12' });
    const [t] = buttons('t');
    place(t, 100, 200, 80, 12);
    expect(edgeAt(root, store, at(t, 140, 209, 'touch'))).toMatchObject({ axis: 'y' });
    expect(edgeAt(root, store, at(t, 140, 207, 'touch'))).toBeNull();
  });

  it('an event with editable: false has no edge; nor has any event when eventResize is off', async () => {
    const { store, root } = await editable({ view: 'week', date: '2026-11-12' });
    const [x] = buttons('x');
    place(x, 100, 400, 80, 44);
    expect(edgeAt(root, store, at(x, 140, 442))).toBeNull();
    store.options = { ...store.options, eventResize: false };
    const [t] = buttons('t');
    place(t, 100, 200, 80, 44);
    expect(edgeAt(root, store, at(t, 140, 242))).toBeNull();
  });
});

describe('the end edge of a bar: its inline end, only where the event ends', () => {
  it('month view: the right edge of the bar that ends the event; not the piece continuing on the next row', async () => {
    const { store, root } = await editable();
    const [alpha] = buttons('a');
    place(alpha, 200, 100, 240, 20);
    expect(edgeAt(root, store, at(alpha, 437, 110))).toMatchObject({ axis: 'x', event: { id: 'a' } });
    expect(edgeAt(root, store, at(alpha, 203, 110))).toBeNull(); // its start edge
    const [first, last] = buttons('long');
    expect(first.classList.contains('ec-event-end')).toBe(false);
    place(first, 600, 60, 200, 20);
    expect(edgeAt(root, store, at(first, 798, 70))).toBeNull();
    place(last, 0, 100, 200, 20);
    expect(edgeAt(root, store, at(last, 198, 110))).toMatchObject({ axis: 'x' });
  });
});

describe('the resize cursor', () => {
  it('a mouse over the edge gets ns-resize on the block (through its style: CSP-safe, nothing in the stylesheet); away from it, the cursor is the stylesheet\'s again', async () => {
    await editable({ view: 'week', date: '2026-11-12' });
    const [t] = buttons('t');
    place(t, 100, 200, 80, 44);
    t.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 140, clientY: 242 }));
    expect(t.style.cursor).toBe('ns-resize');
    t.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 140, clientY: 215 }));
    expect(t.style.cursor).toBe('');
    // A mouse that drags something else (a move, a selection) over the edge changes nothing.
    t.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 140, clientY: 242, buttons: 1 }));
    expect(t.style.cursor).toBe('');
  });
});
