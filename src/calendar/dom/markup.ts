/**
 * Markup -> options (design.md: the bootstrap is the only reader of data-*
 * attributes). Every malformed attribute is warned about once, naming the
 * calendar and the attribute, and that option keeps its default; misspelt
 * attribute names get a did-you-mean warning.
 */
import { defaultsOf, readAttributes } from '../../core/attrs';
import { hintAttributes } from '../../core/did-you-mean';
import { getPath } from '../../core/path';
import { hinted } from '../hinted';
import { warn } from '../../core/warn';
import { calendarOptions, checkOptions, KNOWN_ATTRIBUTES, narrowView, settleOptions, type CalendarOptions, type EventsSource } from '../model/options';

let anonymous = 0;

/** A name for warnings: the element id, the data-event-calendar value, or calendar-N. */
export function calendarId(el: Element): string {
  return el.id || el.getAttribute('data-event-calendar') || `calendar-${++anonymous}`;
}

/** Options from the element's attributes (only those present). */
function readCalendarAttributes(el: Element, id: string): Partial<CalendarOptions> {
  hintAttributes(el, KNOWN_ATTRIBUTES, (found, meant) => warn('calendar', id, `${found} is not a calendar attribute; did you mean ${meant}?`));
  return readAttributes(el, calendarOptions, (attr, problem, fallback) => warn('calendar', id, `${attr} ${problem} — ${fallback}`));
}

/**
 * The events of `source`: an array as is; a string names a global variable
 * (dotted path on window) holding an array. Anything else warns and gives [].
 */
function resolveEvents(source: EventsSource | undefined, id: string): unknown[] {
  if (source == null) return [];
  if (Array.isArray(source)) return source;
  const found = typeof window === 'undefined' ? undefined : getPath(window, source);
  if (Array.isArray(found)) return found;
  warn('calendar', id, `data-events "${source}" names no global array of events — starting without events`);
  return [];
}

/**
 * Options of one calendar: defaults, then global defaults from init(), then
 * markup, then options passed to create(); plus its starting events. The view it opens in follows
 * the narrow rule (model/options.ts narrowView) when none of them names one.
 */
export function configure(el: Element, id: string, globals: Partial<CalendarOptions>, given: Record<string, unknown> | undefined): { options: CalendarOptions; events: unknown[] } {
  const fromMarkup = readCalendarAttributes(el, id);
  const fromScript = checkOptions(given, hinted((name, problem) => warn('calendar', id, `option ${name} ${problem}`)));
  const layered = { ...globals, ...fromMarkup, ...fromScript };
  const asked = 'defaultView' in layered;
  const options = settleOptions({ ...defaultsOf(calendarOptions), ...layered } as CalendarOptions, (problem) => warn('calendar', id, problem), asked);
  // No view asked for: a narrow calendar may open in the list. Its width before it is drawn; the window's while it has none (hidden).
  options.defaultView = narrowView(options, asked, () => (el as HTMLElement).offsetWidth || innerWidth);
  return { options, events: resolveEvents(options.events, id) };
}
