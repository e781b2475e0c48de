/**
 * Moving events by pointer and touch (issue 23 item 2), month view: one code
 * path (Pointer Events) for mouse, pen and touch. A press on an event (bar or
 * inline item) becomes a move only after the pointer travelled a few pixels
 * (mouse, pen) or after a long press (touch), so a click or a tap still opens
 * the event; while it moves, a ghost over the day under the pointer says
 * where it would land (its new date as text); Escape cancels; the drop goes
 * through the same rules and saving as the keyboard (./edit-session.ts).
 */
import { say } from '../../core/i18n';
import { parseIsoDay, type Day } from '../model/dates';
import { editRights, lockOf } from '../model/edit';
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
  /** The day under the pointer when it was pressed. */
  from: Day;
  dragging: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  /** The day the event would start on now, null when the place is refused. */
  delta: number | null;
}

/** The month day cell under a viewport point, inside `root`. */
function cellAt(root: HTMLElement, x: number, y: number): HTMLElement | null {
  const cell = document.elementFromPoint(x, y)?.closest<HTMLElement>('.ec-month-view .ec-day-cell[data-date]');
  return cell && root.contains(cell) ? cell : null;
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
    p.delta = 0;
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
    const at = dayAt(root, x, y);
    if (!at) return;
    const days = at.day - p.from;
    const result = new EditSession(store, p.event).preview({ days, minutes: 0 });
    const box = at.cell.getBoundingClientRect();
    p.delta = typeof result === 'string' ? null : days;
    const text = typeof result === 'string' ? refusalText(result, ui.text()) : say(store.locale, ui.text().ghost, { date: longDate(store.locale, result) });
    showGhost({ x: box.left, y: box.top, width: box.width, color: p.event.color, text });
  };

  const onDown = (e: PointerEvent) => {
    if (press || !e.isPrimary || e.button !== 0 || store.view !== 'month' || !editRights(store.options).move) return;
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('.ec-month-view [data-event-id]') : null;
    const event = button && root.contains(button) ? eventOf(store, button) : undefined;
    const at = dayAt(root, e.clientX, e.clientY);
    if (!button || !event || !at || lockOf(event)) return;
    const touch = e.pointerType === 'touch';
    const p: Press = { id: e.pointerId, touch, x: e.clientX, y: e.clientY, button, event, from: at.day, dragging: false, timer: null, delta: null };
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
    if (!delta) return ui.say(say(store.locale, ui.text().cancelled, { event: eventLabel(event, store.locale, store.strings) }));
    const session = new EditSession(store, event);
    const refused = session.step({ days: delta, minutes: 0 });
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
