/**
 * Per-day memoisation of the week and day views' layout (issue 23, bench
 * "a move re-lays out the affected day only"): each day's result is kept
 * with the events that touch that day (by reference), and computed again
 * only when that list changes — a moved event is a new object, so a drop
 * re-lays out the day it left and the day it joined, not the whole week.
 * A change in `context` (what else the layout reads: the strings, the locale) drops every day.
 * Only the time grid (a lazy part) uses it.
 */
import type { Day } from './dates';
import type { CalendarEvent } from './normalize';

const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((e, i) => e === b[i]);

/** A memoised `compute(eventsOfDay, day)` over the days asked for. */
export function dayMemo<T>(compute: (events: readonly CalendarEvent[], day: Day) => T) {
  let cache = new Map<Day, { events: CalendarEvent[]; value: T }>();
  let seen: readonly unknown[] = [];
  return (events: readonly CalendarEvent[], days: readonly Day[], context: readonly unknown[]): T[] => {
    const last = same(context, seen) ? cache : new Map<Day, { events: CalendarEvent[]; value: T }>();
    seen = context;
    cache = new Map();
    return days.map((day) => {
      const touching = events.filter((e) => e.startDay <= day && day <= e.endDay);
      const hit = last.get(day);
      const value = hit && same(hit.events, touching) ? hit.value : compute(touching, day);
      cache.set(day, { events: touching, value });
      return value;
    });
  };
}
