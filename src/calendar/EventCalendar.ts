/**
 * The EventCalendar facade (spec "Client methods"): window.EventCalendar in
 * the script bundle. Every method takes an instance, a selector or an
 * element; getInstance is null for anything not initialised. It binds the
 * framework lifecycle events once (spec "Events" rule 2) and registers
 * with a host manager registry as `eventCalendar`.
 */
import { emitCalendarEvent, onPageEvent } from '../core/events';
import { guardMethods } from '../core/guard';
import { warn } from '../core/warn';
import { checkOptions, type CalendarOptions } from './model/options';
import { hinted } from './hinted';
import type { CalendarEvent } from './model/normalize';
import type { View } from './model/ranges';
import type { IcsExportOptions } from './model/inputs';
import { calendarId, configure } from './dom/markup';
import { registerWithHost } from '../core/host';
import { CalendarInstance } from './dom/mount';
import { whenIdle } from '../core/idle';
import { watch } from '../core/watch';
import { localeEnv } from '../core/i18n';
import { longDate, resolveLocale } from './model/locale';
import { dayOf } from './model/dates';

type CalendarTarget = CalendarInstance | Element | string | null | undefined;

const instances = new Map<Element, CalendarInstance>();
let globals: Partial<CalendarOptions> = {};
let lifecycleBound = false;

function elementOf(target: CalendarTarget): Element | null {
  if (target instanceof CalendarInstance) return target.element;
  if (typeof target === 'string') {
    try {
      return document.querySelector(target);
    } catch {
      warn('calendar', null, `"${target}" is not a valid selector`);
      return null;
    }
  }
  return target instanceof Element ? target : null;
}

function resolve(target: CalendarTarget): CalendarInstance | null {
  const el = elementOf(target);
  const found = el ? instances.get(el) ?? null : null;
  return target instanceof CalendarInstance && found !== target ? null : found;
}

/** The instance for a method call, warning (once) when there is none. */
function need(target: CalendarTarget, method: string): CalendarInstance | null {
  const found = resolve(target);
  if (!found) warn('calendar', null, `EventCalendar.${method}(): no calendar for ${typeof target === 'string' ? `"${target}"` : String(target)}`);
  return found;
}

const LIFECYCLE: Array<[string, () => void]> = [
  ['route:changed', () => EventCalendar.discoverCalendars(document)],
  ['modal:shown', () => EventCalendar.discoverCalendars(document)],
  ['page:loaded', () => EventCalendar.discoverCalendars(document)],
  ['locale:changed', () => instances.forEach((i) => i.store.refreshLocale())],
  ['i18n:updated', () => instances.forEach((i) => i.store.refreshLocale())],
];

/** Listen on the EventManager (host or built-in) and on document, once. */
function bindLifecycle(): void {
  if (lifecycleBound || typeof document === 'undefined') return;
  lifecycleBound = true;
  for (const [name, handler] of LIFECYCLE) onPageEvent(name, handler);
}

/** The public surface of window.EventCalendar (spec "Client methods"). */
export interface EventCalendarApi {
  init(options?: Partial<CalendarOptions> & { observe?: boolean }): EventCalendarApi;
  discoverCalendars(container?: ParentNode | Element | Document | null): void;
  create(target: CalendarTarget, options?: Partial<CalendarOptions>): CalendarInstance | null;
  addEvent(calendar: CalendarTarget, event: Record<string, unknown>): void;
  removeEvent(calendar: CalendarTarget, eventId: string): void;
  updateEvent(calendar: CalendarTarget, eventId: string, partialData: Record<string, unknown>): void;
  moveEvent(calendar: CalendarTarget, eventId: string, place: { start: Date | string; end?: Date | string; allDay?: boolean }): Promise<boolean>;
  getEvents(calendar: CalendarTarget, start?: Date | string, end?: Date | string): CalendarEvent[];
  setEvents(calendar: CalendarTarget, events: Record<string, unknown>[]): void;
  refreshEvents(calendar: CalendarTarget): void;
  getInstance(target: CalendarTarget): CalendarInstance | null;
  navigate(calendar: CalendarTarget, direction: -1 | 1): void;
  goToToday(calendar: CalendarTarget): void;
  changeView(calendar: CalendarTarget, view: View): void;
  exportIcs(calendar: CalendarTarget, options?: IcsExportOptions): Promise<boolean>;
  destroy(calendar: CalendarTarget): void;
}

/**
 * The page's first date format loads the browser's locale data (ICU), once per page: tens of ms (15–122
 * in fresh pages of headless Chromium on 2 cores; bench/RESULTS.md). A calendar made after the page loaded
 * (in a tab, a dialog) would pay it in its first draw: init() has it paid in idle time instead, by the
 * format every calendar uses (where a calendar has been drawn already, this finds the format made).
 */
function warmDates(): void {
  longDate(resolveLocale(globals.locale ?? 'auto', localeEnv()), dayOf(new Date()));
}

export const EventCalendar: EventCalendarApi = {
  /** Merge global defaults, bind lifecycle handlers once, scan the document. */
  init(options: Partial<CalendarOptions> & { observe?: boolean } = {}): EventCalendarApi {
    const { observe, ...rest } = options ?? {};
    globals = { ...globals, ...checkOptions(rest as Record<string, unknown>, hinted((name, problem) => warn('calendar', null, `EventCalendar.init(): option ${name} ${problem}`))) };
    bindLifecycle();
    registerWithHost('eventCalendar', EventCalendar);
    // Observed discovery (core/watch.ts): discoverCalendars also drops calendars whose element left the page.
    if (typeof document !== 'undefined') EventCalendar.discoverCalendars(document), watch(observe, EventCalendar.discoverCalendars);
    whenIdle(warmDates);
    return EventCalendar;
  },

  /** Create instances for [data-event-calendar] under `container` (itself included); drop ones whose element left the page. */
  discoverCalendars(container: ParentNode | Element | Document | null = document): void {
    for (const [el, inst] of instances) if (!el.isConnected) EventCalendar.destroy(inst);
    if (!container) return;
    const found: Element[] = [];
    if (container instanceof Element && container.matches('[data-event-calendar]')) found.push(container);
    if (typeof container.querySelectorAll === 'function') found.push(...Array.from(container.querySelectorAll('[data-event-calendar]')));
    for (const el of found) EventCalendar.create(el);
  },

  /** The instance of `target`, created when needed (an existing one is returned as is). */
  create(target: CalendarTarget, options?: Partial<CalendarOptions>): CalendarInstance | null {
    const el = elementOf(target);
    if (!(el instanceof HTMLElement)) {
      warn('calendar', null, `EventCalendar.create(): no element for ${typeof target === 'string' ? `"${target}"` : String(target)}`);
      return null;
    }
    const existing = instances.get(el);
    if (existing) return existing;
    const id = calendarId(el);
    const { options: merged, events } = configure(el, id, globals, options as Record<string, unknown> | undefined);
    const instance = new CalendarInstance(el, id, merged, events);
    instances.set(el, instance);
    return instance;
  },

  /** Add one event (an `EventInput` object). */
  addEvent(calendar: CalendarTarget, event: Record<string, unknown>): void {
    need(calendar, 'addEvent')?.store.addEvent(event);
  },

  /** Remove the event with this id. */
  removeEvent(calendar: CalendarTarget, eventId: string): void {
    need(calendar, 'removeEvent')?.store.removeEvent(eventId);
  },

  /** Change fields of the event with this id. */
  updateEvent(calendar: CalendarTarget, eventId: string, partialData: Record<string, unknown>): void {
    need(calendar, 'updateEvent')?.store.updateEvent(eventId, partialData);
  },

  /** Move an event as a drop would (issue 23): shown at once, eventDrop emitted, saved through data-update-api; false when refused or not saved. */
  moveEvent(calendar: CalendarTarget, eventId: string, place: { start: Date | string; end?: Date | string; allDay?: boolean }): Promise<boolean> {
    return need(calendar, 'moveEvent')?.store.moveEvent(eventId, place) ?? Promise.resolve(false);
  },

  /** Copies of the events; with start and end, those overlapping [start, end]. */
  getEvents(calendar: CalendarTarget, start?: Date | string, end?: Date | string): CalendarEvent[] {
    return need(calendar, 'getEvents')?.store.getEvents(start, end) ?? [];
  },

  /** Replace every event. */
  setEvents(calendar: CalendarTarget, events: Record<string, unknown>[]): void {
    need(calendar, 'setEvents')?.store.setEvents(events);
  },

  /** Reload the visible range from the api (nothing without one). */
  refreshEvents(calendar: CalendarTarget): void {
    void need(calendar, 'refreshEvents')?.store.load();
  },

  /** The instance of a calendar element (or selector), or null. */
  getInstance(target: CalendarTarget): CalendarInstance | null {
    return resolve(target);
  },

  /** Show the previous (-1) or next (1) period. */
  navigate(calendar: CalendarTarget, direction: -1 | 1): void {
    need(calendar, 'navigate')?.store.navigate(direction);
  },

  /** Show the period with today. */
  goToToday(calendar: CalendarTarget): void {
    need(calendar, 'goToToday')?.store.goToToday();
  },

  /** Show another view (`month`, `week`, `day`, or `list` when it is among the views). */
  changeView(calendar: CalendarTarget, view: View): void {
    need(calendar, 'changeView')?.store.changeView(view);
  },

  /** Download the events of [start, end] as an .ics file (filename default calendar.ics); emits eventcalendar:export. */
  exportIcs(calendar: CalendarTarget, options?: IcsExportOptions): Promise<boolean> {
    return need(calendar, 'exportIcs')?.store.exportIcs(options) ?? Promise.resolve(false);
  },

  /** Tear down: listeners removed, the element's own children back, then eventcalendar:destroy; not a calendar: one warning. */
  destroy(calendar: CalendarTarget): void {
    const instance = need(calendar, 'destroy');
    if (!instance) return;
    instances.delete(instance.element);
    instance.teardown();
    emitCalendarEvent('eventcalendar:destroy', { element: instance.element });
  },
};

// Whatever a page passes, no EventCalendar method throws into its script.
guardMethods('calendar', 'EventCalendar', EventCalendar, { create: null, getEvents: [], getInstance: null, moveEvent: false, exportIcs: false });
