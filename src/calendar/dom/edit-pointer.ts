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
import { crossPlan, laneAt } from './edit-lane';
import { EditSession, refusalText, type EditUi } from './edit-session';
import { eventOf } from './event-button';
import { PointerGesture, pressOf, type Cancel, type Press } from './pointer-gesture';
import { edgeAt } from './resize-pointer';

/** Where the ghost is drawn (viewport pixels) and what it says. */
export interface Ghost {
  x: number;
  y: number;
  width: number;
  color: string;
  text: string;
}

interface MovePress extends Press {
  button: HTMLElement;
  event: CalendarEvent;
  /** The day (and, in the time grids, the minute) under the pointer when it was pressed. */
  from: Day;
  fromMinutes: number | null;
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

/** The pointer moves of one calendar: a press on an event, where it would land, the drop. */
class PointerMoves extends PointerGesture<MovePress> {
  constructor(root: HTMLElement, readonly store: CalendarStore, readonly ui: EditUi, readonly showGhost: (ghost: Ghost | null) => void) {
    super(root);
  }

  #say(text: string, event: CalendarEvent) {
    this.ui.say(say(this.store.locale, text, { event: eventLabel(event, this.store.locale, this.store.strings) }));
  }

  protected pressAt(e: PointerEvent): MovePress | null {
    const { store, root } = this;
    // A press on an event's end edge resizes it (./resize-pointer.ts).
    if (!editRights(store.options).move || edgeAt(root, store, e)) return null;
    const month = store.view === 'month';
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>(month ? '.ec-month-view [data-event-id]' : '.ec-time-view :is(.ec-timed-event, .ec-allday-lane .ec-event-bar)[data-event-id]') : null;
    const event = button && root.contains(button) ? eventOf(store, button) : undefined;
    const at = targetAt(root, e.clientX, e.clientY, month);
    if (!button || !event || !at || lockOf(event)) return null;
    return { ...pressOf(e), button, event, from: at.day, fromMinutes: at.minutes, delta: null };
  }

  protected override holder(p: MovePress): HTMLElement {
    return p.button;
  }

  protected inGrid(p: MovePress): boolean {
    return p.fromMinutes !== null;
  }

  protected begin(p: MovePress): boolean {
    p.button.classList.add('ec-dragging');
    this.#say(this.ui.text().pickedUp, p.event);
    return true;
  }

  protected override cleanUp(p: MovePress): void {
    p.button.classList.remove('ec-dragging');
    this.showGhost(null);
  }

  /** Where the press would land the event now: the ghost over that day (or slot) says it. */
  protected follow(p: MovePress, x: number, y: number) {
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

  protected release(p: MovePress) {
    const session = new EditSession(this.store, p.event);
    if (p.place) session.place(p.place);
    else if (!p.delta || (!p.delta.days && !p.delta.minutes)) return this.#say(this.ui.text().cancelled, p.event);
    else {
      const refused = session.step(p.delta);
      if (refused) return this.ui.say(refusalText(refused, this.ui.text()));
    }
    // An occurrence's drop asks which events change first (a dialog): what happened is said once chosen.
    if (!session.series) this.#say(this.ui.text().dropped, session.now);
    void session.drop((now) => this.#say(now ? this.ui.text().dropped : this.ui.text().cancelled, now ?? p.event));
  }

  /** Nothing moved before the drop: Escape only says so. */
  protected cancel(p: MovePress, how: Cancel) {
    if (how === 'escape') this.#say(this.ui.text().cancelled, p.event);
  }
}

export function attachEditPointer(root: HTMLElement, store: CalendarStore, ui: EditUi, showGhost: (ghost: Ghost | null) => void): () => void {
  return new PointerMoves(root, store, ui, showGhost).listen();
}
