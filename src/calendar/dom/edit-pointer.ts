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
import { editRights, lockOf, snapMinutes, type Delta } from '../model/edit';
import { eventLabel } from '../model/format';
import { longDate } from '../model/locale';
import type { CalendarEvent } from '../model/normalize';
import type { CalendarStore } from '../store.svelte';
import { EditSession, eventOf, refusalText, type EditUi } from './edit-session';

/** Where the ghost is drawn (viewport pixels) and what it says. */
export interface Ghost {
  x: number;
  y: number;
  width: number;
  color: string;
  text: string;
}

/** Pixels a mouse or pen travels before a press becomes a move. */
const DRAG_DISTANCE = 5;
/** Milliseconds a finger rests on an event before it can be moved (a shorter touch is a tap or a scroll). */
const LONG_PRESS = 450;

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

/** The day (month view) or slot (week, day) under a viewport point. */
function targetAt(root: HTMLElement, x: number, y: number, month: boolean): Target | null {
  if (!month) return slotAt(root, x, y);
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

export function attachEditPointer(root: HTMLElement, store: CalendarStore, ui: EditUi, showGhost: (ghost: Ghost | null) => void): () => void {
  let press: Press | null = null;

  const end = () => {
    if (!press) return;
    if (press.timer) clearTimeout(press.timer);
    press.button.classList.remove('ec-dragging');
    if (press.dragging && press.button.hasPointerCapture?.(press.id)) press.button.releasePointerCapture(press.id);
    press = null;
    showGhost(null);
    document.removeEventListener('keydown', onEscape, true);
  };

  const startDrag = (p: Press) => {
    p.dragging = true;
    p.delta = null;
    p.button.classList.add('ec-dragging');
    try {
      p.button.setPointerCapture(p.id);
    } catch {
      /* the pointer is already gone */
    }
    document.addEventListener('keydown', onEscape, true);
    ui.say(say(store.locale, ui.text().pickedUp, { event: eventLabel(p.event, store.locale, store.strings) }));
  };

  const track = (p: Press, x: number, y: number) => {
    const at = targetAt(root, x, y, p.fromMinutes === null);
    if (!at) return;
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
    showGhost({ x: at.box.left, y: top, width: at.box.width, color: p.event.color, text });
  };

  const onDown = (e: PointerEvent) => {
    if (press || !e.isPrimary || e.button !== 0 || !editRights(store.options).move) return;
    const month = store.view === 'month';
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>(month ? '.ec-month-view [data-event-id]' : '.ec-time-view .ec-timed-event[data-event-id]') : null;
    const event = button && root.contains(button) ? eventOf(store, button) : undefined;
    const at = targetAt(root, e.clientX, e.clientY, month);
    if (!button || !event || !at || lockOf(event)) return;
    const touch = e.pointerType === 'touch';
    const p: Press = { id: e.pointerId, touch, x: e.clientX, y: e.clientY, button, event, from: at.day, fromMinutes: at.minutes, dragging: false, timer: null, delta: null };
    if (touch) p.timer = setTimeout(() => press === p && startDrag(p), LONG_PRESS);
    press = p;
  };

  const onMove = (e: PointerEvent) => {
    const p = press;
    if (!p || e.pointerId !== p.id) return;
    const far = Math.hypot(e.clientX - p.x, e.clientY - p.y) > DRAG_DISTANCE;
    if (!p.dragging) {
      // A finger that moves before the long press is a scroll; a mouse that moves far enough starts the move.
      if (far && p.touch) end();
      else if (far) startDrag(p);
      if (!press?.dragging) return;
    }
    e.preventDefault();
    track(p, e.clientX, e.clientY);
  };

  const onUp = (e: PointerEvent) => {
    const p = press;
    if (!p || e.pointerId !== p.id) return;
    const { dragging, delta, event } = p;
    end();
    if (!dragging) return;
    // The click that ends a move does not open the event.
    root.addEventListener('click', swallowClick, true);
    setTimeout(() => root.removeEventListener('click', swallowClick, true), 0);
    if (!delta || (!delta.days && !delta.minutes)) return ui.say(say(store.locale, ui.text().cancelled, { event: eventLabel(event, store.locale, store.strings) }));
    const session = new EditSession(store, event);
    const refused = session.step(delta);
    if (refused) return ui.say(refusalText(refused, ui.text()));
    void session.drop();
    ui.say(say(store.locale, ui.text().dropped, { event: eventLabel(session.now, store.locale, store.strings) }));
  };
  const swallowClick = (e: MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
  };

  const onEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !press?.dragging) return;
    e.preventDefault();
    e.stopPropagation();
    const event = press.event;
    end();
    ui.say(say(store.locale, ui.text().cancelled, { event: eventLabel(event, store.locale, store.strings) }));
  };
  // A finger that rests on an event long enough moves it instead of scrolling the page.
  const onTouchMove = (e: TouchEvent) => {
    if (press?.dragging) e.preventDefault();
  };
  const onCancel = (e: PointerEvent) => {
    if (press && e.pointerId === press.id) end();
  };

  root.addEventListener('pointerdown', onDown);
  root.addEventListener('pointermove', onMove);
  root.addEventListener('pointerup', onUp);
  root.addEventListener('pointercancel', onCancel);
  root.addEventListener('touchmove', onTouchMove, { passive: false });
  return () => {
    end();
    root.removeEventListener('pointerdown', onDown);
    root.removeEventListener('pointermove', onMove);
    root.removeEventListener('pointerup', onUp);
    root.removeEventListener('pointercancel', onCancel);
    root.removeEventListener('touchmove', onTouchMove);
  };
}
