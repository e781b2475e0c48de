/**
 * Moving events by keyboard (issue 23 item 5), the keys of the drag-and-drop
 * pattern: on a focused event Space picks it up (Enter still opens it);
 * arrows move it — month view: ←/→ a day, ↑/↓ a week; week and day views:
 * ↑/↓ a snap step, ←/→ a day (mirrored under dir="rtl" as the calendar's
 * navigation is) —, Shift+arrows move its end; Space or Enter drops it,
 * Escape puts it back. Every step is said in the live region; focus stays
 * on the event. The keys themselves: ./key-gesture.ts.
 */
import { tick } from 'svelte';
import { say } from '../../core/i18n';
import { eventLabel } from '../model/format';
import { editRights, lockOf, type Delta } from '../model/edit';
import type { CalendarEvent } from '../model/normalize';
import type { CalendarStore } from '../store.svelte';
import { EditSession, refusalText, type EditUi } from './edit-session';
import { buttonFor, eventOf } from './event-button';
import { KeyGesture } from './key-gesture';

/** The step an arrow makes in `view` for an event (all-day events move by days in every view). */
function arrowDelta(key: string, store: CalendarStore, event: CalendarEvent): Delta | null {
  const day = { ArrowLeft: -1, ArrowRight: 1 }[key];
  if (day) return { days: day, minutes: 0 };
  const up = key === 'ArrowUp' ? -1 : 1;
  if (store.view === 'month') return { days: 7 * up, minutes: 0 };
  return event.allDay ? null : { days: 0, minutes: up * store.options.snapMinutes };
}

/** The keyboard moves of one calendar: the event picked up, and what each key does to it. */
class KeyMoves extends KeyGesture {
  #session: EditSession | null = null;

  constructor(root: HTMLElement, readonly store: CalendarStore, readonly ui: EditUi) {
    super(root, '.ec-body [data-event-id]');
  }

  protected get active() {
    return !!this.#session;
  }

  protected begin(target: HTMLElement) {
    return this.#pickUp(target);
  }

  protected arrow(key: string, shift: boolean) {
    if (this.#session) this.#move(this.#session, key, shift);
  }

  #label = (event: CalendarEvent) => eventLabel(event, this.store.locale, this.store.strings);

  /** After the calendar re-rendered: focus (and mark) the moving event's button. */
  #refocus(event: CalendarEvent, picked: boolean) {
    void tick().then(() => {
      const button = buttonFor(this.root, this.store, event);
      button?.classList.toggle('ec-picked', picked);
      if (button && document.activeElement !== button) button.focus();
    });
  }

  /** Space on an event: pick it up, or say why it cannot move; false when the key is not the editing's. */
  #pickUp(target: HTMLElement): boolean {
    const rights = editRights(this.store.options);
    const event = eventOf(this.store, target);
    if (!event || !(rights.move || rights.resize)) return false;
    const lock = lockOf(event);
    if (lock) this.ui.say(`${this.#label(event)}: ${refusalText(lock, this.ui.text())}`);
    else {
      this.#session = new EditSession(this.store, event);
      target.classList.add('ec-picked');
      this.ui.say(say(this.store.locale, this.ui.text().pickedUp, { event: this.#label(event) }));
    }
    return true;
  }

  /** Drop it where it is shown (Space, Enter) or put it back (Escape, Tab, focus leaving). */
  finish(drop: boolean) {
    const s = this.#session;
    if (!s) return;
    this.#session = null;
    // An occurrence's drop asks which events change first (a dialog): what happened is said, and focus
    // comes back to it, once the user chose.
    const done = (now: CalendarEvent | null) => {
      const text = now ? this.ui.text().dropped : this.ui.text().cancelled;
      this.ui.say(say(this.store.locale, text, { event: this.#label(now ?? s.before) }));
      this.#refocus(now ?? s.before, false);
    };
    if (drop && s.series && s.changed) return void s.drop(done);
    if (drop) void s.drop();
    else s.cancel();
    done(drop ? s.now : null);
  }

  /** An arrow: move the event (with Shift: its end) a step, or say why not. */
  #move(s: EditSession, key: string, shift: boolean) {
    const { store } = this;
    const rights = editRights(store.options);
    if (shift ? !rights.resize : !rights.move) return;
    const delta = arrowDelta(key, store, s.now);
    if (!delta) return;
    const refused = s.step(delta, shift);
    if (refused) return this.ui.say(refusalText(refused, this.ui.text()));
    this.ui.say(this.#label(s.now));
    if (s.now.startDay >= store.range.start) store.cursor = s.now.startDay; // the month grid's tab stop follows the event
    this.#refocus(s.now, true);
  }

  /** The calendar goes: a picked-up event goes back, nothing is said. */
  dispose() {
    this.#session?.cancel();
    this.#session = null;
  }
}

export function attachEditKeys(root: HTMLElement, store: CalendarStore, ui: EditUi): () => void {
  const keys = new KeyMoves(root, store, ui);
  const stop = keys.listen();
  return () => {
    keys.dispose();
    stop();
  };
}
