/**
 * The two scheduling semantics (spec "Scheduling semantics"): which events
 * are spanning bars, which are inline month items, and the timed occurrence
 * an event has on a given day in week and day views.
 */
import { minutesOf, parseClock, type Day } from './dates';
import type { CalendarEvent } from './normalize';

/** A timed block on one day, in minutes since midnight (end may be 1440). */
export interface Occurrence {
  event: CalendarEvent;
  day: Day;
  start: number;
  end: number;
  /** First or last slice of a multi-day timed event (ec-continuation-slice). */
  slice: boolean;
}

/** Shortest drawn block when a slot or event has no positive length. */
const MIN_MINUTES = 30;

/** Whether the event covers `day`. */
export function occursOn(event: CalendarEvent, day: Day): boolean {
  return event.startDay <= day && day <= event.endDay;
}

/**
 * Spanning bar in month view and the week all-day lane: a continuous event
 * that is all-day or covers several days. Recurring slots never are.
 */
export function isSpanning(event: CalendarEvent): boolean {
  return event.scheduleType === 'continuous' && (event.allDay || event.startDay !== event.endDay);
}

/** Inline month item: a recurring slot (on each day of its range) or a same-day timed event. */
export function isInline(event: CalendarEvent): boolean {
  return event.scheduleType === 'recurring-slot' || (!event.allDay && event.startDay === event.endDay);
}

const withMinimum = (start: number, end: number) => (end > start ? end : Math.min(start + MIN_MINUTES, 1440));

/**
 * The timed occurrence of `event` on `day` in week/day views, or null:
 * recurring slots on every day of their range from slotStartTime to
 * slotEndTime; same-day timed events as they are; multi-day timed events
 * only on their first day (to midnight) and last day (from midnight).
 */
export function timedOccurrence(event: CalendarEvent, day: Day): Occurrence | null {
  if (!occursOn(event, day) || event.allDay) return null;
  if (event.scheduleType === 'recurring-slot') {
    const start = parseClock(event.slotStartTime) ?? minutesOf(event.start);
    const end = parseClock(event.slotEndTime) ?? start;
    return { event, day, start, end: withMinimum(start, end), slice: false };
  }
  if (event.startDay === event.endDay) {
    const start = minutesOf(event.start);
    return { event, day, start, end: withMinimum(start, minutesOf(event.end)), slice: false };
  }
  if (day === event.startDay) return { event, day, start: minutesOf(event.start), end: 1440, slice: true };
  if (day === event.endDay) return { event, day, start: 0, end: withMinimum(0, minutesOf(event.end)), slice: true };
  return null;
}

/** Start time of an inline month item on `day`, for ordering and its label. */
export function inlineStart(event: CalendarEvent): number {
  return event.scheduleType === 'recurring-slot' ? parseClock(event.slotStartTime) ?? minutesOf(event.start) : minutesOf(event.start);
}

/**
 * Every event on `day` for the '+N more' list: spanning events first
 * (longest first), then timed items by start time; input order breaks ties.
 */
export function eventsOnDay(events: readonly CalendarEvent[], day: Day): CalendarEvent[] {
  const spanning = events.filter((e) => occursOn(e, day) && isSpanning(e));
  spanning.sort((a, b) => b.endDay - b.startDay - (a.endDay - a.startDay) || a.startDay - b.startDay);
  const timed = events.filter((e) => occursOn(e, day) && !isSpanning(e));
  timed.sort((a, b) => sortKey(a, day) - sortKey(b, day));
  return [...spanning, ...timed];
}

function sortKey(event: CalendarEvent, day: Day): number {
  return timedOccurrence(event, day)?.start ?? inlineStart(event);
}
