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
import { targetAt } from './edit-pointer';
import { PointerGesture, pressOf, type Cancel, type Press } from './pointer-gesture';
import { SelectSession, type SelectUi } from './select-session';

interface SelectPress extends Press {
  start: Slot;
  session: SelectSession | null;
}

/** Where a press selects: events, '+N more' and the day's own controls are not empty places. */
const NOT_EMPTY = '[data-event-id], .ec-more-events, .ec-popover, dialog';

class PointerSelect extends PointerGesture<SelectPress> {
  constructor(root: HTMLElement, readonly store: CalendarStore, readonly ui: SelectUi) {
    super(root);
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

  protected pressAt(e: PointerEvent): SelectPress | null {
    const { store, root } = this;
    if (!editRights(store.options).select) return null;
    const target = e.target instanceof Element ? e.target : null;
    if (!target || !root.contains(target) || target.closest(NOT_EMPTY) || !target.closest(store.view === 'month' ? '.ec-month-view' : '.ec-time-view :is(.ec-day-column, .ec-allday-lane)')) return null;
    const start = this.#slotAt(e.clientX, e.clientY);
    return start && { ...pressOf(e), start, session: null };
  }

  protected inGrid(): boolean {
    return this.store.view !== 'month';
  }

  protected begin(p: SelectPress): boolean {
    const session = new SelectSession(this.root, this.store, this.ui, p.start);
    if (session.set(session.sel)) return false;
    p.session = session;
    this.ui.say(say(this.store.locale, this.ui.text().selecting, { range: session.text() }));
    return true;
  }

  /** Extend the selection to the day or slot under x, y. */
  protected follow(p: SelectPress, x: number, y: number) {
    const focus = this.#slotAt(x, y);
    if (focus) p.session?.set({ anchor: p.start, focus });
  }

  /** Letting go confirms the selection, as Space does by keyboard. */
  protected release(p: SelectPress) {
    void p.session?.confirm();
  }

  /** Escape cancels it, said; a cancelled pointer or the calendar going drop it quietly. */
  protected cancel(p: SelectPress, how: Cancel) {
    p.session?.cancel(how !== 'escape');
  }
}

export function attachSelectPointer(root: HTMLElement, store: CalendarStore, ui: SelectUi): () => void {
  return new PointerSelect(root, store, ui).listen();
}
