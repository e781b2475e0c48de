/**
 * The list view's model (issue 45 item 3): the events of a period as day
 * groups. Pure: plain events and a day range in, plain groups out; the list
 * part (components/ListView.svelte) draws them and nothing else decides what
 * a day shows. Only that part imports this module.
 */
import { minutesOf, parseClock, type Day } from './dates';
import type { CalendarEvent } from './normalize';
import type { DayRange } from './ranges';

/** One event on one day of the list. */
export interface ListItem {
  event: CalendarEvent;
  /** Minutes since midnight it starts that day; null when it began on an earlier day or is all-day. */
  start: number | null;
  /** Minutes since midnight it ends that day; null when it goes on past that day, is all-day, or has no length. */
  end: number | null;
  /** Which day of the event this is (1-based) and how many days it covers: 1 of 1 for a one-day event and for each day of a recurring slot. */
  part: number;
  parts: number;
}

export interface DayGroup {
  day: Day;
  items: ListItem[];
}

/**
 * An event on `day` (which it covers). A recurring slot is one occurrence a day, at its slot's
 * times; a continuous all-day event is the whole day; a continuous timed event starts on its first
 * day and ends on its last, and is the whole day in between (spec "Scheduling semantics").
 */
function itemOn(event: CalendarEvent, day: Day): ListItem {
  if (event.scheduleType === 'recurring-slot') {
    const start = parseClock(event.slotStartTime) ?? minutesOf(event.start);
    const end = parseClock(event.slotEndTime);
    return { event, start, end: end === start ? null : end, part: 1, parts: 1 };
  }
  const parts = event.endDay - event.startDay + 1;
  const part = day - event.startDay + 1;
  if (event.allDay) return { event, start: null, end: null, part, parts };
  const first = day === event.startDay;
  const last = day === event.endDay;
  // A middle day has neither (it is all of that day); a timed event without a length has a start only.
  const start = first ? minutesOf(event.start) : null;
  const end = last && event.end.getTime() !== event.start.getTime() ? minutesOf(event.end) : null;
  return { event, start, end, part, parts };
}

/**
 * The days of `range` that have events, in order, each with its events: all-day ones first, then by
 * start time, then by title (compared in `locale`), then in the given order. A multi-day event is on
 * every day of `range` it covers (its `part` says which), a recurring slot on every day of its range.
 * An item without a start (all-day, or begun on an earlier day) comes before the timed ones.
 * Days without events are left out; no events in the range gives [] (the view then says so).
 * Never more than the range's days times the events: an event is visited only on the days it covers
 * inside `range`.
 */
export function listDays(events: readonly CalendarEvent[], range: DayRange, locale: string): DayGroup[] {
  const days = new Map<Day, ListItem[]>();
  for (const event of events) {
    const last = Math.min(event.endDay, range.end);
    for (let day = Math.max(event.startDay, range.start); day <= last; day++) {
      let items = days.get(day);
      if (!items) days.set(day, (items = []));
      items.push(itemOn(event, day));
    }
  }
  const collator = new Intl.Collator(locale);
  const order = (a: ListItem, b: ListItem) => (a.start ?? -1) - (b.start ?? -1) || collator.compare(a.event.title, b.event.title);
  return [...days.keys()].sort((a, b) => a - b).map((day) => ({ day, items: days.get(day)!.sort(order) }));
}
