/**
 * Moving events by pointer and touch (issue 23 item 2): one code path
 * (Pointer Events) for mouse, pen and touch; in month view an event (bar or
 * inline item) moves to another day, in the week and day views a timed block
 * to another time (in data-snap-minutes steps) and day. A press on an event
 * becomes a move only after the pointer travelled a few pixels
 * (mouse, pen) or after a long press (touch), so a click or a tap still opens
 * the event; while it moves, a ghost over the day under the pointer says
 * where it would land (its new date as text); Escape cancels; the drop goes
 * through the same rules and saving as the keyboard (./edit-session.ts).
 */
import { say } from '../../core/i18n';
import { parseIsoDay, type Day } from '../model/dates';
import { editRights, lockOf, snapMinutes, type Delta, type EditPayload } from '../model/edit';
import { eventLabel } from '../model/format';
import { longDate } from '../model/locale';
import type { CalendarEvent } from '../model/normalize';
import type { CalendarStore } from '../store.svelte';
import { EdgeScroll } from './edge-scroll';
import { crossPlan, laneAt } from './edit-lane';
import { EditSession, eventOf, refusalText, type EditUi } from './edit-session';
import { edgeAt } from './resize-pointer';

/** Where the ghost is drawn (viewport pixels) and what it says. */
export interface Ghost {
  x: number;
  y: number;
  width: number;
  color: string;
  text: string;
}

/** Pixels a mouse or pen travels before a press becomes a move (or a selection). */
export const DRAG_DISTANCE = 5;
/** Milliseconds a finger rests on an event (or a day) before it can be moved (or select); a shorter touch is a tap or a scroll. */
export const LONG_PRESS = 450;

interface Press {
  id: number;
  touch: boolean;
  x: number;
  y: number;
  button: HTMLElement;
  event: CalendarEvent;
  /** The day (and, in the time grids, the minute) under the pointer when it was pressed. */
  from: Day;
  fromMinutes: number | null;
  dragging: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  /** The move that would be made now, null when the place is refused. */
  delta: Delta | null;
  /** Or the place between the all-day lane and the time grid it would go to (./edit-lane.ts). */
  place?: EditPayload | null;
}

/** What is under a viewport point: a day, the minute of it (time grids), and the box the ghost takes. */
interface Target {
  day: Day;
  minutes: number | null;
  box: { left: number; top: number; width: number };
}

/** The month day cell under a viewport point, inside `root`. */
function cellAt(root: HTMLElement, x: number, y: number): HTMLElement | null {
  const cell = document.elementFromPoint(x, y)?.closest<HTMLElement>('.ec-month-view .ec-day-cell[data-date]');
  return cell && root.contains(cell) ? cell : null;
}

/** A time grid's day column and minute of the day under a viewport point. */
function slotAt(root: HTMLElement, x: number, y: number): Target | null {
  const column = document.elementFromPoint(x, y)?.closest<HTMLElement>('.ec-time-view .ec-day-column[data-date]');
  const day = column && root.contains(column) ? parseIsoDay(column.getAttribute('data-date') ?? '') : null;
  if (!column || day === null) return null;
  const box = column.getBoundingClientRect();
  return { day, minutes: ((y - box.top) / box.height) * 1440, box };
}

/** The day (month view, the all-day lane) or slot (week, day) under a viewport point (also where a pointer selection is: ./select-pointer.ts). */
export function targetAt(root: HTMLElement, x: number, y: number, month: boolean): Target | null {
  if (!month) return slotAt(root, x, y) ?? laneAt(root, x, y);
  const at = dayAt(root, x, y);
  return at && { day: at.day, minutes: null, box: at.cell.getBoundingClientRect() };
}

/** The month day under a viewport point: the cell there, or the column of a bar's week row. */
function dayAt(root: HTMLElement, x: number, y: number): { day: Day; cell: HTMLElement } | null {
  let cell = cellAt(root, x, y);
  if (!cell) {
    // Over a bar: the cell of its row under the same x.
    const row = document.elementFromPoint(x, y)?.closest('.ec-week-row');
    cell = row ? [...row.querySelectorAll<HTMLElement>('.ec-day-cell[data-date]')].find((c) => {
      const box = c.getBoundingClientRect();
      return x >= box.left && x < box.right;
    }) ?? null : null;
  }
  const day = cell ? parseIsoDay(cell.getAttribute('data-date') ?? '') : null;
  return cell && day !== null ? { day, cell } : null;
}

/** The pointer moves of one calendar: a press, when it becomes a move, where it would land, the drop. */
class PointerMoves {
  #press: Press | null = null;
  #scroll: EdgeScroll;

  constructor(readonly root: HTMLElement, readonly store: CalendarStore, readonly ui: EditUi, readonly showGhost: (ghost: Ghost | null) => void) {
    // At the top or bottom edge the page (or the time grid) scrolls and the ghost follows.
    this.#scroll = new EdgeScroll(root, (x, y) => this.#press?.dragging && this.#track(this.#press, x, y));
  }

  #say(text: string, event: CalendarEvent) {
    this.ui.say(say(this.store.locale, text, { event: eventLabel(event, this.store.locale, this.store.strings) }));
  }

  end = () => {
    const p = this.#press;
    if (!p) return;
    if (p.timer) clearTimeout(p.timer);
    p.button.classList.remove('ec-dragging');
    if (p.dragging && p.button.hasPointerCapture?.(p.id)) p.button.releasePointerCapture(p.id);
    this.#press = null;
    this.#scroll.stop();
    this.showGhost(null);
    document.removeEventListener('keydown', this.onEscape, true);
  };

  #startDrag(p: Press) {
    p.dragging = true;
    p.button.classList.add('ec-dragging');
    try {
      p.button.setPointerCapture(p.id);
    } catch {
      /* the pointer is already gone */
    }
    document.addEventListener('keydown', this.onEscape, true);
    this.#say(this.ui.text().pickedUp, p.event);
  }

  /** Where the press would land the event now: the ghost over that day (or slot) says it. */
  #track(p: Press, x: number, y: number) {
    const { store, ui } = this;
    const at = targetAt(this.root, x, y, store.view === 'month');
    if (!at) return;
    p.place = null;
    if ((at.minutes === null) !== (p.fromMinutes === null)) {
      // Between the all-day lane and the time grid: the event changes kind (./edit-lane.ts).
      const plan = crossPlan(store, p.event, at.day, at.minutes, ui.text());
      [p.delta, p.place] = [null, plan.payload];
      const top = at.box.top + ((plan.at ?? 0) / 1440) * (at.box as DOMRect).height;
      return this.showGhost({ x: at.box.left, y: top, width: at.box.width, color: p.event.color, text: plan.text });
    }
    const minutes = at.minutes === null || p.fromMinutes === null ? 0 : snapMinutes(at.minutes - p.fromMinutes, store.options.snapMinutes);
    const delta = { days: at.day - p.from, minutes };
    const result = new EditSession(store, p.event).preview(delta);
    p.delta = typeof result === 'string' ? null : delta;
    let text: string;
    let top = at.box.top;
    if (typeof result === 'string') text = refusalText(result, ui.text());
    else {
      const time = p.fromMinutes === null ? '' : ` ${result.payload.start.slice(11, 16)}`;
      text = say(store.locale, ui.text().ghost, { date: `${longDate(store.locale, result.first)}${time}` });
      // In a time grid the ghost sits where the block would start.
      if (p.fromMinutes !== null) top += ((p.event.start.getHours() * 60 + p.event.start.getMinutes() + minutes) / 1440) * (at.box as DOMRect).height;
    }
    this.showGhost({ x: at.box.left, y: top, width: at.box.width, color: p.event.color, text });
  }

  onDown = (e: PointerEvent) => {
    const { store, root } = this;
    // A press on an event's end edge resizes it (./resize-pointer.ts).
    if (this.#press || !e.isPrimary || e.button !== 0 || !editRights(store.options).move || edgeAt(root, store, e)) return;
    const month = store.view === 'month';
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>(month ? '.ec-month-view [data-event-id]' : '.ec-time-view :is(.ec-timed-event, .ec-allday-lane .ec-event-bar)[data-event-id]') : null;
    const event = button && root.contains(button) ? eventOf(store, button) : undefined;
    const at = targetAt(root, e.clientX, e.clientY, month);
    if (!button || !event || !at || lockOf(event)) return;
    const touch = e.pointerType === 'touch';
    const p: Press = { id: e.pointerId, touch, x: e.clientX, y: e.clientY, button, event, from: at.day, fromMinutes: at.minutes, dragging: false, timer: null, delta: null };
    if (touch) p.timer = setTimeout(() => this.#press === p && this.#startDrag(p), LONG_PRESS);
    this.#press = p;
  };

  onMove = (e: PointerEvent) => {
    const p = this.#press;
    if (!p || e.pointerId !== p.id) return;
    if (!p.dragging) {
      const far = Math.hypot(e.clientX - p.x, e.clientY - p.y) > DRAG_DISTANCE;
      // A finger that moves before the long press is a scroll; a mouse that moves far enough starts the move.
      if (far && p.touch) this.end();
      else if (far) this.#startDrag(p);
      if (!p.dragging) return;
    }
    e.preventDefault();
    this.#track(p, e.clientX, e.clientY);
    this.#scroll.at(e.clientX, e.clientY, p.fromMinutes !== null);
  };

  onUp = (e: PointerEvent) => {
    const p = this.#press;
    if (!p || e.pointerId !== p.id) return;
    this.end();
    if (!p.dragging) return;
    // The click that ends a move does not open the event.
    this.root.addEventListener('click', swallowClick, true);
    setTimeout(() => this.root.removeEventListener('click', swallowClick, true), 0);
    const session = new EditSession(this.store, p.event);
    if (p.place) session.place(p.place);
    else if (!p.delta || (!p.delta.days && !p.delta.minutes)) return this.#say(this.ui.text().cancelled, p.event);
    else {
      const refused = session.step(p.delta);
      if (refused) return this.ui.say(refusalText(refused, this.ui.text()));
    }
    void session.drop();
    this.#say(this.ui.text().dropped, session.now);
  };

  onEscape = (e: KeyboardEvent) => {
    const p = this.#press;
    if (e.key !== 'Escape' || !p?.dragging) return;
    e.preventDefault();
    e.stopPropagation();
    this.end();
    this.#say(this.ui.text().cancelled, p.event);
    swallowNextClick(this.root);
  };

  /** A finger that rested on an event long enough moves it instead of scrolling the page. */
  onTouchMove = (e: TouchEvent) => {
    if (this.#press?.dragging) e.preventDefault();
  };

  onCancel = (e: PointerEvent) => {
    if (e.pointerId === this.#press?.id) this.end();
  };
}

/** The click that ends a drag does not also click what is under it (open an event, click a day). */
export function swallowClick(e: MouseEvent): void {
  e.preventDefault();
  e.stopPropagation();
}

/** After Escape cancelled a drag with the button still down: the click its release makes clicks nothing either. */
export function swallowNextClick(root: HTMLElement): void {
  root.addEventListener('click', swallowClick, true);
  document.addEventListener('pointerup', () => setTimeout(() => root.removeEventListener('click', swallowClick, true), 0), { once: true, capture: true });
}

export function attachEditPointer(root: HTMLElement, store: CalendarStore, ui: EditUi, showGhost: (ghost: Ghost | null) => void): () => void {
  const moves = new PointerMoves(root, store, ui, showGhost);
  const listeners: Array<[string, EventListener, AddEventListenerOptions?]> = [
    ['pointerdown', moves.onDown as EventListener],
    ['pointermove', moves.onMove as EventListener],
    ['pointerup', moves.onUp as EventListener],
    ['pointercancel', moves.onCancel as EventListener],
    ['touchmove', moves.onTouchMove as EventListener, { passive: false }],
  ];
  for (const [name, listener, options] of listeners) root.addEventListener(name, listener, options);
  return () => {
    moves.end();
    for (const [name, listener] of listeners) root.removeEventListener(name, listener);
  };
}
