/**
 * Which event a button of the calendar draws, for the editing part: its
 * `data-event-id`, and where several drawn events share that id (the
 * occurrences of a series, issue 45 item 5, and an occurrence moved on its
 * own), the day it is drawn on — its day cell or day column, the day under
 * a bar's start edge, the '+N more' list's day — and whether it starts
 * there. The calendar's markup carries nothing more for it.
 */
import { parseIsoDay, type Day } from '../model/dates';
import type { CalendarEvent } from '../model/normalize';
import type { CalendarStore } from '../store.svelte';
import { laneDayAt } from './edit-lane';

/** The day a button is drawn on; null when it cannot be told (no layout). */
function dayOf(store: CalendarStore, button: Element): Day | null {
  const own = button.closest('[data-date]')?.getAttribute('data-date');
  if (own) return parseIsoDay(own);
  if (button.closest('.ec-popover')) return store.more?.day ?? null;
  const box = button.getBoundingClientRect();
  const x = getComputedStyle(button).direction === 'rtl' ? box.right - 1 : box.left + 1;
  for (const cell of button.closest('.ec-week-row')?.querySelectorAll('.ec-day-cell[data-date]') ?? []) {
    const b = cell.getBoundingClientRect();
    if (x >= b.left && x < b.right) return parseIsoDay(cell.getAttribute('data-date') ?? '');
  }
  const root = button.closest<HTMLElement>('.ec-calendar');
  return root && button.closest('.ec-allday-lane') ? laneDayAt(root, x)?.day ?? null : null;
}

/** The event `button` draws: the drawn one with its id (one of them, told apart by its day); else the stored one. */
export function eventOf(store: CalendarStore, button: Element): CalendarEvent | undefined {
  const id = button.getAttribute('data-event-id');
  const drawn = store.drawn.filter((e) => e.id === id);
  if (drawn.length < 2) return drawn[0] ?? store.events.find((e) => e.id === id);
  const day = dayOf(store, button);
  if (day === null) return drawn[0];
  const covering = drawn.filter((e) => e.startDay <= day && day <= e.endDay);
  // A bar that does not start in its row goes on from an earlier day: the occurrence that started before.
  const continues = button.classList.contains('ec-event-bar') && !button.classList.contains('ec-event-start');
  const fits = covering.filter((e) => (e.startDay === day) !== continues).sort((a, b) => a.start.getTime() - b.start.getTime());
  if (fits.length < 2) return fits[0] ?? covering[0] ?? drawn[0];
  // Several alike on that day (an occurrence moved onto another's day): the views draw them by start, in
  // the order of the events (a stable sort), so the n-th button of that id there is the n-th of them.
  const place = button.parentElement?.closest('[data-date], .ec-week-row, .ec-allday-lane, .ec-popover');
  const same = place ? [...place.querySelectorAll('[data-event-id]')].filter((b) => b.getAttribute('data-event-id') === id) : [];
  return fits[Math.min(Math.max(0, same.indexOf(button)), fits.length - 1)];
}

/** The first button drawing `event` (outside the '+N more' list). */
export function buttonFor(root: HTMLElement, store: CalendarStore, event: CalendarEvent): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>('.ec-body [data-event-id]')) {
    if (el.getAttribute('data-event-id') === event.id && eventOf(store, el)?.key === event.key) return el;
  }
  return null;
}
