/**
 * One store per calendar instance (style.md #2, #3): state in runes, views
 * derived from it by the model, and actions that change state and then
 * announce it (spec "States and transitions", "Events"). Events are emitted
 * from actions, never from effects; components and the facade change state
 * only through these actions. Remote loading is here too, through the core
 * client: the newest request wins, so a late answer for an older range is
 * dropped (design.md "Bad input"). Two layers: what a calendar is — state,
 * derived views, language, its dialogs (store/state.svelte.ts) — and, here,
 * what moves it: navigation, the events, loading, clicks.
 */
import { describeError, safeStringify } from '../core/json';
import { dateOfDay, partsOf, type Day } from './model/dates';
import { copyEvent, eventsBetween, normalizeEvent, normalizeEvents, parseEventDate, type CalendarEvent } from './model/normalize';
import { clampDay, navigationTarget, periodRange, pickerTarget, type View } from './model/ranges';
import { extractEvents, rangeParams, withQuery } from './model/remote';
import { LatestRequest } from '../core/http';
import { requestJson } from '../core/http-send';
import { followEventClick, showEventDetail } from './event-click';
import { CalendarState } from './store/state.svelte';
import { zoneArriving } from './model/zone-clock';
import { lazy } from '../core/lazy';
import { WITHOUT_EDITING } from './model/edit-rights';

/** The editing part's store module (issue 23): loaded by editable calendars and by the first moveEvent(). */
const editPart = () => lazy(() => import('./store/edit'), WITHOUT_EDITING);
/** The .ics part (issue 45 item 4): loaded by a data-ics calendar and by the first exportIcs(). */
const icsPart = () => lazy(() => import('./store/ics'), '.ics feeds and exportIcs do not work');

export type CalendarEventName =
  | 'dateClick' | 'eventClick' | 'navigate' | 'today' | 'viewChange' | 'periodChange'
  | 'eventAdd' | 'eventRemove' | 'eventUpdate' | 'error' | 'eventDrop' | 'eventResize' | 'select' | 'export';

/** How the store reaches the outside: the facade (or the Svelte root) supplies these. */
export interface StoreHooks {
  /** Emit `eventcalendar:<name>`; the hook adds `instance` (and `element` where the spec says so). */
  emit(name: CalendarEventName, payload: Record<string, unknown>): void;
  /** Warn once through the calendar's warning helper. */
  warn(message: string): void;
  /** The public instance handed to callbacks. */
  instance(): unknown;
}

export interface Notice {
  level: string;
  message: string;
  /** Offer Retry (a failed load). */
  retry?: boolean;
}

/** A calendar: what it is (CalendarState) and the actions that move it. */
export class CalendarStore extends CalendarState {
  // Request bookkeeping (not reactive): the newest request, and the range last asked for.
  #request = new LatestRequest();
  #requested: string | null = null;

  /** Emit through the hooks (the facade adds `instance`). */
  #emit(name: CalendarEventName, payload: Record<string, unknown>): void {
    this.hooks.emit(name, payload);
  }

  /** Move to `day` (already clamped) and load the new visible range when it changed. */
  private moveTo(day: Day): void {
    this.today = this.todayNow();
    this.date = day;
    this.more = null;
    this.#loadIfNeeded();
  }

  // ---- navigation (spec "States and transitions") ----

  /** Previous (-1) or next (1) period; false (and nothing emitted) when the bounds forbid it. */
  navigate(direction: number): boolean {
    if (direction !== -1 && direction !== 1) {
      this.hooks.warn(`navigate() takes -1 or 1, not ${safeStringify(direction)}`);
      return false;
    }
    const target = navigationTarget(this.view, this.date, direction, this.options.firstDayOfWeek, this.bounds);
    if (target === null) return false;
    this.moveTo(target);
    this.#emit('navigate', { date: dateOfDay(this.date), direction, view: this.view });
    return true;
  }

  /**
   * Keyboard focus moved to `day` (kept inside the bounds): past the visible
   * range, or out of the period when `period` (PageUp/PageDown), it navigates.
   */
  focusDay(day: Day, period = false): void {
    const target = clampDay(day, this.bounds);
    const shown = period ? periodRange(this.view, this.date, this.options.firstDayOfWeek) : this.range;
    const direction = target < this.date ? -1 : 1;
    this.cursor = target;
    if (target >= shown.start && target <= shown.end) return;
    this.moveTo(target);
    this.#emit('navigate', { date: dateOfDay(this.date), direction, view: this.view });
  }

  /** Today, kept inside minDate/maxDate. */
  goToToday(): void {
    this.moveTo(clampDay(this.todayNow(), this.bounds));
    this.#emit('today', { date: dateOfDay(this.date), view: this.view });
  }

  /** Switch to an enabled view; current data is re-rendered, nothing is loaded (spec). */
  changeView(view: View): boolean {
    if (!this.options.views.includes(view)) {
      this.hooks.warn(`view "${view}" is not enabled (views: ${this.options.views.join(', ')})`);
      return false;
    }
    this.date = this.active; // the day with keyboard focus is kept
    this.view = view;
    this.more = null;
    this.#emit('viewChange', { view, date: dateOfDay(this.date) });
    return true;
  }

  /** Period picker: month `month0` of `year`, kept inside the bounds. */
  setPeriod(year: number, month0: number): boolean {
    const target = pickerTarget(this.date, year, month0, this.bounds);
    const before = periodRange('month', this.date, 0).start;
    if (periodRange('month', target, 0).start === before) return false;
    this.moveTo(target);
    const { year: y, month0: m } = partsOf(this.date);
    this.#emit('periodChange', { date: dateOfDay(this.date), year: y, month: m + 1, view: this.view });
    return true;
  }

  // ---- events (spec "Client methods") ----

  addEvent(raw: unknown): CalendarEvent | null {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      this.hooks.warn('addEvent() needs an event object');
      return null;
    }
    const event = normalizeEvent(raw as Record<string, unknown>, this.events.length, this.normalizeOptions(), (p) => this.hooks.warn(p));
    if (!event) return null;
    this.events = [...this.events, event];
    this.#emit('eventAdd', { event: copyEvent(event, this.options.timezone) });
    return event;
  }

  removeEvent(id: unknown): boolean {
    const key = String(id);
    const kept = this.events.filter((e) => e.id !== key);
    if (kept.length === this.events.length) return false;
    this.events = kept;
    if (this.detail?.id === key) this.detail = null;
    this.#emit('eventRemove', { eventId: key });
    return true;
  }

  updateEvent(id: unknown, partial: unknown): CalendarEvent | null {
    const key = String(id);
    const index = this.events.findIndex((e) => e.id === key);
    if (index < 0 || !partial || typeof partial !== 'object') {
      this.hooks.warn(index < 0 ? `updateEvent(): no event with id "${key}"` : 'updateEvent() needs an object of changes');
      return null;
    }
    const current = this.events[index];
    const merged = { ...current.data, id: current.id, ...(partial as Record<string, unknown>) };
    const event = normalizeEvent(merged, index, this.normalizeOptions(), (p) => this.hooks.warn(p));
    if (!event) return null;
    this.events = this.events.map((e, i) => (i === index ? event : e));
    this.#emit('eventUpdate', { event: copyEvent(event, this.options.timezone) });
    return event;
  }

  /**
   * Put an event at `{start, end?, allDay?}` as a drop would (issue 23): shown
   * at once, eventcalendar:eventDrop (eventResize when only its end changed),
   * sent to updateApi and put back if that fails. Resolves false when the
   * rules refuse it or the save failed.
   */
  moveEvent(id: unknown, place: unknown): Promise<boolean> {
    return editPart().then((part) => part.placeById(this, String(id), place), () => false);
  }

  /** Download the events of [start, end] as an .ics file (issue 45 item 4); false when it could not be made. */
  exportIcs(options?: unknown): Promise<boolean> {
    return icsPart().then((part) => part.exportIcs(this, options), () => false);
  }

  /** Replace the local events; a pending load is dropped so it cannot overwrite them. */
  setEvents(list: unknown): void {
    this.#cancelLoad();
    this.events = normalizeEvents(list, this.normalizeOptions(), (p) => this.hooks.warn(p));
  }

  /** Copies; with start and end, only events overlapping them. */
  getEvents(start?: unknown, end?: unknown): CalendarEvent[] {
    const from = parseEventDate(start, this.options.timezone)?.date;
    const to = parseEventDate(end, this.options.timezone)?.date;
    const list = from && to ? eventsBetween(this.events, from, to) : this.events;
    return list.map((e) => copyEvent(e, this.options.timezone));
  }

  // ---- remote loading (spec "HTTP interactions" 1; design.md "Calendar API failure") ----

  #loadIfNeeded(): void {
    const api = this.options.api;
    if (!api) return;
    const { start, end } = rangeParams(this.range);
    if (this.#requested !== `${api}|${start}|${end}`) void this.load();
  }

  #cancelLoad(): void {
    this.#request.cancel();
    this.loading = false;
  }

  /** Load the visible range from `api`, else the `ics` feed (whole, through the ics part); resolves when applied, dropped or failed. */
  async load(): Promise<void> {
    const { api, apiMethod, eventDataPath, ics, timezone } = this.options;
    const source = api ?? ics;
    if (!source) return;
    // The range asked for is the zone's days: known once its maths are there (model/zone-clock.ts).
    const zone = zoneArriving(timezone);
    if (zone) await zone;
    const params = rangeParams(this.range);
    this.#requested = `${api}|${params.start}|${params.end}`;
    this.loading = true;
    try {
      const outcome = await this.#request.run((signal) => (api
        ? requestJson(withQuery(api, params), { method: apiMethod, signal, params }).then((answer) => extractEvents(answer, eventDataPath))
        : icsPart().then((part) => part.feedEvents(source, signal, this))));
      if (!outcome.current) return;
      this.loading = false;
      const list = outcome.value;
      if (!list) throw new Error(`the response has no event array (eventDataPath "${eventDataPath}")`);
      // A feed's events come normalized from the .ics part (model/ics-events.ts).
      this.events = api ? normalizeEvents(list, this.normalizeOptions(), (p) => this.hooks.warn(p)) : (list as CalendarEvent[]);
      if (this.notice?.retry) this.notice = null;
    } catch (error) {
      this.loading = false;
      this.#requested = null;
      this.hooks.warn(`loading events from ${source} failed (${describeError(error)}); the events already shown are kept`);
      this.notify('error', this.strings.loadError, true);
      this.#emit('error', { error });
    }
  }

  // ---- clicks (spec "Events" rule 1, "HTTP interactions" 2) ----

  clickDate(day: Day, minutes = 0): void {
    const date = dateOfDay(day, minutes);
    this.#emit('dateClick', { date });
    this.callUser('onDateClick', date);
  }

  clickEvent(event: CalendarEvent): void {
    this.more = null;
    const copy = copyEvent(event, this.options.timezone);
    this.#emit('eventClick', { event: copy });
    followEventClick(this, event, copy);
  }

  /** Detail of `event`: the host modal manager when present, else the built-in dialog. */
  showDetail(event: CalendarEvent): void {
    showEventDetail(this, event);
  }

  /** Abort any request; the component tree is torn down by the owner. */
  dispose(): void {
    this.#cancelLoad();
  }
}
