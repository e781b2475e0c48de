/**
 * The EventCalendar component's props as the store sees them (Svelte apps
 * only; the script-include path reads markup instead).
 */
import { defaultsOf } from '../../core/attrs';
import { calendarOptions, checkOptions, settleOptions, type CalendarOptions } from '../model/options';
import { hinted } from '../hinted';
import { parseBound, clampDay } from '../model/ranges';
import type { Day } from '../model/dates';
import type { CalendarStore } from '../store.svelte';

/** Props that are not options: identity, markup, events, bindable state and callbacks. */
const NOT_OPTIONS = new Set(['id', 'class', 'events', 'view', 'date', 'eventContent']);
/** The declarative path's callback names: a Svelte app uses ondateclick / oneventclick. */
const DECLARATIVE = new Set(['onDateClick', 'onEventClick']);

const noop = (): void => {};

/** The checked options of the props (defaults < props; `date` and `view` seed date and defaultView). */
export function optionsOf(props: Record<string, unknown>, warn: (problem: string) => void): CalendarOptions {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (DECLARATIVE.has(name)) warn(`${name} is the declarative option name; a Svelte app passes ${name.toLowerCase()} — ignored`);
    else if (!NOT_OPTIONS.has(name) && !/^on[a-z]+$/.test(name)) input[name] = value;
  }
  if (props.date !== undefined) input.date = props.date;
  if (props.view !== undefined) input.defaultView = props.view;
  // oneventclick / ondateclick take the place of the declarative callbacks (no built-in detail dialog).
  if (typeof props.oneventclick === 'function') input.onEventClick = noop;
  if (typeof props.ondateclick === 'function') input.onDateClick = noop;
  const checked = checkOptions(input, hinted((name, problem) => warn(`${name} ${problem}`)));
  return settleOptions({ ...defaultsOf(calendarOptions), ...checked } as CalendarOptions, warn, 'defaultView' in checked);
}

/** The day a `date` prop names, inside the calendar's bounds; null when it names none. */
export function dayOfProp(store: CalendarStore, date: unknown): Day | null {
  const day = parseBound(date, 'min');
  return day === null ? null : clampDay(day, store.bounds);
}

/** Show `day`'s period and load its range (the store's own navigation step). */
export function showDay(store: CalendarStore, day: Day): void {
  (store as unknown as { moveTo(day: Day): void }).moveTo(day);
}
