/**
 * Resizing events by pointer and touch (issue 23 item 3), one code path for
 * mouse, pen and touch: a timed block's end by its bottom edge, an all-day or
 * multi-day bar's end by its end edge (the month view's bars and the week
 * lane's; the inline end: the left edge under dir="rtl"). The edge is not an
 * element of its own (every event would carry one in the main bundle): it is
 * a few pixels inside the event's button, found here by hit-testing the
 * pointer against the button's box; over it the button's cursor becomes a
 * resize cursor (set through the element's style from this part: no rule in
 * the calendar's stylesheet). A press there becomes a resize after a few
 * pixels (mouse, pen) or a long press (touch), so a click or a tap still
 * opens the event. While it resizes the event is shown at its new end (as
 * by keyboard, Shift+arrows) and the ghost says that end; minDate/maxDate
 * refuse (the event is shown where it was and the ghost says why); the end
 * never goes before the start plus a snap step (or the first day). Escape
 * puts it back; letting go saves it (eventResize, the update API).
 */
import { say } from '../../core/i18n';
import { isoDay, parseIsoDay, type Day } from '../model/dates';
import { editRights, lockOf, resizeEvent, snapMinutes, type Refusal } from '../model/edit';
import { eventLabel } from '../model/format';
import { longDate } from '../model/locale';
import type { CalendarEvent } from '../model/normalize';
import { resizeDelta } from '../model/resize';
import type { CalendarStore } from '../store.svelte';
import { editContext } from '../store/edit';
import { laneDayAt } from './edit-lane';
import { targetAt, type Ghost } from './edit-pointer';
import { EditSession, refusalText, type EditUi } from './edit-session';
import { eventOf } from './event-button';
import { PointerGesture, pressOf, type Cancel, type Press } from './pointer-gesture';

/** The buttons whose end can be dragged: timed blocks, and bars that end in their row. */
const RESIZABLE = '.ec-time-view .ec-timed-event[data-event-id], .ec-month-view .ec-event-bar.ec-event-end[data-event-id], .ec-allday-lane .ec-event-bar.ec-event-end[data-event-id]';
/** How deep the edge is, in pixels (at most a third of the event): a finger is less precise than a mouse. */
const EDGE = { mouse: 6, touch: 12 };
const CURSOR = { y: 'ns-resize', x: 'ew-resize' };

/** An event's end edge under a pointer: its button, the event, and the axis it resizes along. */
export interface Edge {
  button: HTMLElement;
  event: CalendarEvent;
  axis: 'x' | 'y';
}

/** Whether a timed block is the event's last piece (a block continuing on the next day does not end here). */
function endsHere(button: HTMLElement, event: CalendarEvent): boolean {
  if (event.scheduleType === 'recurring-slot') return true;
  return parseIsoDay(button.closest('.ec-day-column')?.getAttribute('data-date') ?? '') === event.endDay;
}

/** The end edge of a resizable event under the pointer, when resizing is on and the event may change; else null. */
export function edgeAt(root: HTMLElement, store: CalendarStore, e: Pick<PointerEvent, 'target' | 'clientX' | 'clientY' | 'pointerType'>): Edge | null {
  if (!editRights(store.options).resize) return null;
  const button = e.target instanceof Element ? e.target.closest<HTMLElement>(RESIZABLE) : null;
  const event = button && root.contains(button) ? eventOf(store, button) : undefined;
  if (!button || !event || lockOf(event)) return null;
  const box = button.getBoundingClientRect();
  const depth = e.pointerType === 'touch' ? EDGE.touch : EDGE.mouse;
  if (button.classList.contains('ec-timed-event')) {
    return endsHere(button, event) && box.bottom - e.clientY <= Math.min(depth, box.height / 3) ? { button, event, axis: 'y' } : null;
  }
  const inward = getComputedStyle(button).direction === 'rtl' ? e.clientX - box.left : box.right - e.clientX;
  return inward <= Math.min(depth, box.width / 3) ? { button, event, axis: 'x' } : null;
}

interface ResizePress extends Press, Edge {
  /** Where the press was: the day, and in the time grid the minute (null for bars). */
  from: Day;
  fromMinutes: number | null;
  /** The bar is in the week view's all-day lane (its day is the column under the pointer's x). */
  lane: boolean;
  session: EditSession | null;
  /** The end change shown now, as "days,minutes", and why the place under the pointer is refused. */
  shown: string;
  refused: Refusal | 'view' | null;
}

class PointerResize extends PointerGesture<ResizePress> {
  #hovered: HTMLElement | null = null;

  constructor(root: HTMLElement, readonly store: CalendarStore, readonly ui: EditUi, readonly showGhost: (ghost: Ghost | null) => void) {
    super(root);
  }

  #say(text: string, event: CalendarEvent) {
    this.ui.say(say(this.store.locale, text, { event: eventLabel(event, this.store.locale, this.store.strings) }));
  }

  /** The day (and minute, in the time grid) under a viewport point for this press. */
  #at(p: ResizePress, x: number, y: number): { day: Day; minutes: number | null } | null {
    if (p.lane) return laneDayAt(this.root, x);
    return targetAt(this.root, x, y, p.fromMinutes === null);
  }

  #cursor(button: HTMLElement | null, axis: 'x' | 'y' = 'y') {
    if (this.#hovered && this.#hovered !== button) this.#hovered.style.cursor = '';
    this.#hovered = button;
    if (button) button.style.cursor = CURSOR[axis];
  }

  protected pressAt(e: PointerEvent): ResizePress | null {
    const edge = edgeAt(this.root, this.store, e);
    const lane = !!edge?.button.closest('.ec-allday-lane');
    const at = edge && (lane ? laneDayAt(this.root, e.clientX) : targetAt(this.root, e.clientX, e.clientY, edge.axis === 'x'));
    if (!edge || !at) return null;
    return { ...pressOf(e), ...edge, from: at.day, fromMinutes: at.minutes, lane, session: null, shown: '0,0', refused: null };
  }

  protected inGrid(p: ResizePress): boolean {
    return p.fromMinutes !== null;
  }

  /** Only a mouse (or pen) that hovers gets the resize cursor over an edge: not during another gesture (a button is down). */
  protected override hover(e: PointerEvent): void {
    if (e.pointerType === 'touch' || e.buttons) return;
    const edge = edgeAt(this.root, this.store, e);
    this.#cursor(edge?.button ?? null, edge?.axis);
  }

  protected override cleanUp(): void {
    this.root.style.cursor = '';
    this.#cursor(null);
    this.showGhost(null);
  }

  protected begin(p: ResizePress): boolean {
    p.session = new EditSession(this.store, p.event);
    // The calendar holds the pointer now: its cursor stays the resize cursor wherever the pointer goes.
    this.root.style.cursor = CURSOR[p.axis];
    this.#say(this.ui.text().pickedUp, p.event);
    return true;
  }

  /** Show the event with the end under the pointer (held after its start), or where it was when that end is refused; the ghost says which. */
  protected follow(p: ResizePress, x: number, y: number) {
    const s = p.session;
    const at = this.#at(p, x, y);
    if (!s || !at) return;
    const { store, ui } = this;
    const snap = store.options.snapMinutes;
    const minutes = at.minutes === null || p.fromMinutes === null ? 0 : snapMinutes(at.minutes - p.fromMinutes, snap);
    const delta = resizeDelta(p.event, { days: at.day - p.from, minutes }, snap);
    const key = `${delta.days},${delta.minutes}`;
    if (key !== p.shown) {
      p.shown = key;
      p.refused = s.step(delta, true, s.before);
      if (p.refused) s.cancel();
    }
    const result = resizeEvent(s.before, delta, editContext(store));
    const end = result.ok ? result.payload.end : '';
    const day = parseIsoDay(end.slice(0, 10)) ?? s.before.endDay;
    const text = p.refused ? refusalText(p.refused, ui.text()) : say(store.locale, ui.text().resizeGhost, { date: `${longDate(store.locale, day)}${end.length > 10 ? ` ${end.slice(11, 16)}` : ''}` });
    this.showGhost({ ...this.#ghostBox(p, day, end), color: p.event.color, text });
  }

  /** Where the ghost sits: under the new end of a timed block, over the end day's cell, under the all-day lane. */
  #ghostBox(p: ResizePress, day: Day, end: string): Pick<Ghost, 'x' | 'y' | 'width'> {
    const place = p.lane ? '.ec-tg-day-header' : p.fromMinutes === null ? '.ec-month-view .ec-day-cell' : '.ec-day-column';
    const box = this.root.querySelector(`${place}[data-date="${isoDay(day)}"]`)?.getBoundingClientRect() ?? p.button.getBoundingClientRect();
    let y = box.top;
    if (p.lane) y = this.root.querySelector('.ec-allday-lane')?.getBoundingClientRect().bottom ?? y;
    else if (p.fromMinutes !== null && end.length > 10) {
      y += ((Number(end.slice(11, 13)) * 60 + Number(end.slice(14, 16))) / 1440) * box.height;
      // Kept inside the time grid's visible part (an end scrolled out of it is still said).
      const grid = this.root.querySelector('.ec-tg-scroll')?.getBoundingClientRect();
      if (grid) y = Math.max(grid.top, Math.min(y, grid.bottom - 24));
    }
    return { x: box.left, y, width: box.width };
  }

  protected release(p: ResizePress) {
    const s = p.session!;
    if (p.refused) {
      s.cancel();
      return this.ui.say(refusalText(p.refused, this.ui.text()));
    }
    if (!s.changed) {
      s.cancel();
      return this.#say(this.ui.text().cancelled, p.event);
    }
    if (!s.series) this.#say(this.ui.text().dropped, s.now);
    void s.drop((now) => this.#say(now ? this.ui.text().dropped : this.ui.text().cancelled, now ?? p.event));
  }

  /** The event goes back to where it was; Escape says so. */
  protected cancel(p: ResizePress, how: Cancel) {
    p.session?.cancel();
    if (how === 'escape') this.#say(this.ui.text().cancelled, p.event);
  }
}

export function attachResizePointer(root: HTMLElement, store: CalendarStore, ui: EditUi, showGhost: (ghost: Ghost | null) => void): () => void {
  return new PointerResize(root, store, ui, showGhost).listen();
}
