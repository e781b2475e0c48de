/**
 * Selecting by keyboard (issue 23 item 5): on a focused day (month view:
 * its day number) or day column header (week and day views), Space starts
 * a selection there — the whole day in month view, the first business slot
 * (else the first slot shown) in the time grids —; arrows move it, Shift
 * and the arrows extend it (mirrored under dir="rtl" as the calendar's
 * navigation is); Space or Enter confirms it (eventcalendar:select and the
 * select API, as a pointer selection), Escape cancels. Enter on a day that
 * is not selecting still clicks it (dateClick). Every step is said in the
 * live region; focus follows the day the selection is extended to.
 */
import { tick } from 'svelte';
import { say } from '../../core/i18n';
import { businessHoursOf } from '../model/business';
import { isoDay, parseIsoDay, weekdayOf, type Day } from '../model/dates';
import { editRights } from '../model/edit';
import { firstSlot, stepSelection, type Slot } from '../model/select';
import type { CalendarStore } from '../store.svelte';
import { refusalText } from './edit-session';
import { KeyGesture } from './key-gesture';
import { SelectSession, type SelectUi } from './select-session';

const DAY_MINUTES = 1440;

class SelectKeys extends KeyGesture {
  #session: SelectSession | null = null;

  constructor(root: HTMLElement, readonly store: CalendarStore, readonly ui: SelectUi) {
    super(root, '.ec-day-number, .ec-tg-day-header');
  }

  protected get active() {
    return !!this.#session;
  }

  protected begin(target: HTMLElement) {
    return this.#start(target);
  }

  protected arrow(key: string, extend: boolean) {
    if (this.#session) this.#step(this.#session, key, extend);
  }

  get #scroller() {
    return this.root.querySelector<HTMLElement>('.ec-tg-scroll');
  }

  /** Where Space on `day` starts: the day (month view), or its first business slot, else the first slot shown. */
  #startOf(day: Day): Slot {
    const { options, view } = this.store;
    if (view === 'month') return { day, minutes: null };
    const open = businessHoursOf(options.businessHours);
    const opening = open && options.businessDays.includes(weekdayOf(day)) ? open.start : null;
    const scroller = this.#scroller;
    const shownFrom = scroller?.scrollHeight ? (scroller.scrollTop / scroller.scrollHeight) * DAY_MINUTES : 0;
    return firstSlot(day, opening, shownFrom, options.snapMinutes);
  }

  /** Space on a day: start selecting there, or say why not; false when the key is not the selection's. */
  #start(target: HTMLElement): boolean {
    const day = parseIsoDay(target.closest('[data-date]')?.getAttribute('data-date') ?? '');
    if (day === null || !editRights(this.store.options).select) return false;
    const s = new SelectSession(this.root, this.store, this.ui, this.#startOf(day));
    const refused = s.set(s.sel);
    if (refused) this.ui.say(refusalText(refused, this.ui.text()));
    else {
      this.#session = s;
      this.#reveal(s);
      this.ui.say(say(this.store.locale, this.ui.text().selecting, { range: s.text() }));
    }
    return true;
  }

  /** In a time grid, scroll the slot the selection is extended to into view (and draw it where it is now). */
  #reveal(s: SelectSession) {
    const scroller = this.#scroller;
    const minutes = s.sel.focus.minutes;
    if (scroller?.scrollHeight && minutes !== null) {
      const px = scroller.scrollHeight / DAY_MINUTES;
      const [top, bottom] = [minutes * px, (minutes + this.store.options.snapMinutes) * px];
      if (top < scroller.scrollTop) scroller.scrollTop = top;
      else if (bottom > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = bottom - scroller.clientHeight;
    }
    s.draw();
  }

  /** An arrow: move the selection (with Shift: extend it) a step, or say why not; focus follows its day. */
  #step(s: SelectSession, key: string, extend: boolean) {
    const { store } = this;
    const refused = s.set(stepSelection(s.sel, key, extend, store.view, store.options.snapMinutes));
    if (refused) return this.ui.say(refusalText(refused, this.ui.text()));
    this.#reveal(s);
    this.ui.say(s.text());
    const day = s.sel.focus.day;
    store.cursor = day;
    void tick().then(() => {
      const at = `[data-date="${isoDay(day)}"]`;
      this.root.querySelector<HTMLElement>(`${at} .ec-day-number, .ec-tg-day-header${at}`)?.focus();
      if (this.#session === s) s.draw();
    });
  }

  /** Confirm (Space, Enter) or cancel (Escape, Tab, focus leaving) the selection. */
  finish(confirm: boolean, quiet = false) {
    const s = this.#session;
    if (!s) return;
    this.#session = null;
    if (confirm) void s.confirm();
    else s.cancel(quiet);
  }

  /** The boxes follow the time grid when it scrolls. */
  onScroll = () => this.#session?.draw();
}

export function attachSelectKeys(root: HTMLElement, store: CalendarStore, ui: SelectUi): () => void {
  const keys = new SelectKeys(root, store, ui);
  const stop = keys.listen();
  root.addEventListener('scroll', keys.onScroll, true);
  return () => {
    keys.finish(false, true);
    stop();
    root.removeEventListener('scroll', keys.onScroll, true);
  };
}
