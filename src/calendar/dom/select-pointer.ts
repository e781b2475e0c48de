/**
 * Selecting by pointer and touch (issue 23 item 4): dragging over empty days
 * (month view) or time slots (week and day views, `data-snap-minutes` long)
 * selects the range between where the press started and the day or slot
 * under the pointer. A mouse or pen selects once it travelled a few pixels,
 * so a click on a day still clicks it (dateClick, as before); a finger only
 * after a long press, so a touch that moves is still a scroll and a tap
 * still clicks. Places outside minDate/maxDate are not selected (the
 * selection stays where it last was allowed); Escape cancels; letting go
 * confirms it, as Space does by keyboard (./select-session.ts).
 */
import { say } from '../../core/i18n';
import { editRights } from '../model/edit';
import type { Slot } from '../model/select';
import type { CalendarStore } from '../store.svelte';
import { EdgeScroll } from './edge-scroll';
import { DRAG_DISTANCE, LONG_PRESS, swallowClick, swallowNextClick, targetAt } from './edit-pointer';
import { SelectSession, type SelectUi } from './select-session';

interface Press {
  id: number;
  touch: boolean;
  x: number;
  y: number;
  start: Slot;
  session: SelectSession | null;
  timer: ReturnType<typeof setTimeout> | null;
}

/** Where a press selects: events, '+N more' and the day's own controls are not empty places. */
const NOT_EMPTY = '[data-event-id], .ec-more-events, .ec-popover, dialog';

class PointerSelect {
  #press: Press | null = null;
  #scroll: EdgeScroll;

  constructor(readonly root: HTMLElement, readonly store: CalendarStore, readonly ui: SelectUi) {
    // At the top or bottom edge the page (or the time grid) scrolls and the selection follows.
    this.#scroll = new EdgeScroll(root, (x, y) => this.#follow(x, y));
  }

  /** Extend the selection to the day or slot under x, y. */
  #follow(x: number, y: number) {
    const p = this.#press;
    const focus = p?.session && this.#slotAt(x, y);
    if (focus) p.session!.set({ anchor: p.start, focus });
  }

  /** The day (month view) or slot (time grids) under a viewport point. */
  #slotAt(x: number, y: number): Slot | null {
    const month = this.store.view === 'month';
    const at = targetAt(this.root, x, y, month);
    if (!at) return null;
    if (at.minutes === null) return { day: at.day, minutes: null };
    const snap = this.store.options.snapMinutes;
    return { day: at.day, minutes: Math.min(Math.max(Math.floor(at.minutes / snap) * snap, 0), 1440 - snap) };
  }

  end = () => {
    const p = this.#press;
    if (!p) return;
    if (p.timer) clearTimeout(p.timer);
    if (this.root.hasPointerCapture?.(p.id)) this.root.releasePointerCapture(p.id);
    this.#press = null;
    this.#scroll.stop();
    document.removeEventListener('keydown', this.onEscape, true);
  };

  #begin(p: Press) {
    const session = new SelectSession(this.root, this.store, this.ui, p.start);
    if (session.set(session.sel)) return this.end();
    p.session = session;
    try {
      this.root.setPointerCapture(p.id);
    } catch {
      /* the pointer is already gone */
    }
    document.addEventListener('keydown', this.onEscape, true);
    this.ui.say(say(this.store.locale, this.ui.text().selecting, { range: session.text() }));
  }

  onDown = (e: PointerEvent) => {
    const { store, root } = this;
    if (this.#press || !e.isPrimary || e.button !== 0 || !editRights(store.options).select) return;
    const target = e.target instanceof Element ? e.target : null;
    if (!target || !root.contains(target) || target.closest(NOT_EMPTY) || !target.closest(store.view === 'month' ? '.ec-month-view' : '.ec-time-view :is(.ec-day-column, .ec-allday-lane)')) return;
    const start = this.#slotAt(e.clientX, e.clientY);
    if (!start) return;
    const p: Press = { id: e.pointerId, touch: e.pointerType === 'touch', x: e.clientX, y: e.clientY, start, session: null, timer: null };
    if (p.touch) p.timer = setTimeout(() => this.#press === p && this.#begin(p), LONG_PRESS);
    this.#press = p;
  };

  onMove = (e: PointerEvent) => {
    const p = this.#press;
    if (!p || e.pointerId !== p.id) return;
    if (!p.session) {
      const far = Math.hypot(e.clientX - p.x, e.clientY - p.y) > DRAG_DISTANCE;
      // A finger that moves before the long press is a scroll; a mouse that moves far enough selects.
      if (far && p.touch) this.end();
      else if (far) this.#begin(p);
      if (!p.session) return;
    }
    e.preventDefault();
    this.#follow(e.clientX, e.clientY);
    this.#scroll.at(e.clientX, e.clientY, this.store.view !== 'month');
  };

  onUp = (e: PointerEvent) => {
    const p = this.#press;
    if (!p || e.pointerId !== p.id) return;
    this.end();
    if (!p.session) return;
    this.root.addEventListener('click', swallowClick, true);
    setTimeout(() => this.root.removeEventListener('click', swallowClick, true), 0);
    void p.session.confirm();
  };

  onEscape = (e: KeyboardEvent) => {
    const p = this.#press;
    if (e.key !== 'Escape' || !p?.session) return;
    e.preventDefault();
    e.stopPropagation();
    this.end();
    p.session.cancel();
    swallowNextClick(this.root);
  };

  onCancel = (e: PointerEvent) => {
    const p = this.#press;
    if (!p || e.pointerId !== p.id) return;
    this.end();
    p.session?.cancel(true);
  };

  /** A finger that rested long enough selects instead of scrolling the page; a mouse drag selects no text. */
  onTouchMove = (e: Event) => {
    if (this.#press?.session) e.preventDefault();
  };

  onSelectStart = (e: Event) => {
    if (this.#press && !this.#press.touch) e.preventDefault();
  };

  /** The calendar goes: a selection in progress is dropped, nothing said. */
  dispose() {
    const p = this.#press;
    this.end();
    p?.session?.cancel(true);
  }
}

export function attachSelectPointer(root: HTMLElement, store: CalendarStore, ui: SelectUi): () => void {
  const select = new PointerSelect(root, store, ui);
  const listeners: Array<[string, EventListener, AddEventListenerOptions?]> = [
    ['pointerdown', select.onDown as EventListener],
    ['pointermove', select.onMove as EventListener],
    ['pointerup', select.onUp as EventListener],
    ['pointercancel', select.onCancel as EventListener],
    ['touchmove', select.onTouchMove, { passive: false }],
    ['selectstart', select.onSelectStart],
  ];
  for (const [name, listener, options] of listeners) root.addEventListener(name, listener, options);
  return () => {
    select.dispose();
    for (const [name, listener] of listeners) root.removeEventListener(name, listener);
  };
}
