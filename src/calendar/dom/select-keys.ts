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
import { visualKey } from '../model/keys';
import { firstSlot, stepSelection, type Slot } from '../model/select';
import type { CalendarStore } from '../store.svelte';
import { refusalText } from './edit-session';
import { SelectSession, type SelectUi } from './select-session';

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);
const DAY_MINUTES = 1440;

class SelectKeys {
  #session: SelectSession | null = null;
  #swallowKeyUp = false;

  constructor(readonly root: HTMLElement, readonly store: CalendarStore, readonly ui: SelectUi) {}

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

  onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const s = this.#session;
    if (!s) {
      const target = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>('.ec-day-number, .ec-tg-day-header') : null;
      if (e.key !== ' ' || !target || !this.root.contains(target) || !this.#start(target)) return;
      this.#swallowKeyUp = true;
    } else if (e.key === 'Tab') return this.finish(false);
    else {
      const key = visualKey(e.key, getComputedStyle(this.root).direction === 'rtl');
      if (key === ' ' || key === 'Enter') {
        this.#swallowKeyUp = true;
        this.finish(true);
      } else if (key === 'Escape') this.finish(false);
      else if (ARROWS.has(key)) this.#step(s, key, e.shiftKey);
    }
    e.preventDefault();
    e.stopPropagation();
  };

  /** Space clicks a button on key up: the key that started or confirmed a selection does not also click the day. */
  onKeyUp = (e: KeyboardEvent) => {
    if (!this.#swallowKeyUp || (e.key !== ' ' && e.key !== 'Enter')) return;
    this.#swallowKeyUp = false;
    e.preventDefault();
  };

  /** Focus that leaves the calendar cancels a selection. */
  onFocusOut = (e: FocusEvent) => {
    if (this.#session && e.relatedTarget instanceof Node && !this.root.contains(e.relatedTarget)) this.finish(false);
  };

  /** The boxes follow the time grid when it scrolls. */
  onScroll = () => this.#session?.draw();
}

export function attachSelectKeys(root: HTMLElement, store: CalendarStore, ui: SelectUi): () => void {
  const keys = new SelectKeys(root, store, ui);
  root.addEventListener('keydown', keys.onKeyDown, true);
  root.addEventListener('keyup', keys.onKeyUp, true);
  root.addEventListener('focusout', keys.onFocusOut);
  root.addEventListener('scroll', keys.onScroll, true);
  return () => {
    keys.finish(false, true);
    root.removeEventListener('keydown', keys.onKeyDown, true);
    root.removeEventListener('keyup', keys.onKeyUp, true);
    root.removeEventListener('focusout', keys.onFocusOut);
    root.removeEventListener('scroll', keys.onScroll, true);
  };
}
