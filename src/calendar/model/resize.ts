/**
 * Resizing by pointer (issue 23 item 3), pure: how far the pointer asks an
 * event's end to move, held so that the end never goes before the start
 * plus one snap step (timed blocks) or before the first day (all-day and
 * multi-day bars). A pointer dragged further up or back keeps the shortest
 * length instead of being refused, as a hand expects; minDate/maxDate and
 * the event's own lock are the rules' (./edit.ts resizeEvent) and refuse.
 */
import type { Delta } from './edit';
import { parseClock } from './dates';
import type { CalendarEvent } from './normalize';

const DAY_MINUTES = 1440;

/** The event's length in minutes as the time grid draws it: a series' daily slot, else start to end. */
function lengthOf(event: CalendarEvent): number {
  if (event.scheduleType === 'recurring-slot') {
    const from = parseClock(event.slotStartTime) ?? 0;
    return (parseClock(event.slotEndTime) ?? from) - from;
  }
  return Math.round((event.end.getTime() - event.start.getTime()) / 60_000);
}

/**
 * The end change a pointer asks for (`delta`, from where the event ends),
 * held so the event stays at least one `snap` step long (timed) or one day
 * (all-day); a series' slot changes by minutes only (its days stay).
 */
export function resizeDelta(event: CalendarEvent, delta: Delta, snap: number): Delta {
  if (event.allDay) return { days: Math.max(delta.days, event.startDay - event.endDay), minutes: 0 };
  const series = event.scheduleType === 'recurring-slot';
  const total = (series ? 0 : delta.days * DAY_MINUTES) + delta.minutes;
  // An event already shorter than a step keeps its length rather than growing on a press.
  const least = Math.min(0, snap - lengthOf(event));
  const minutes = Math.max(total, least);
  if (series) return { days: 0, minutes };
  const days = Math.floor(minutes / DAY_MINUTES);
  return { days, minutes: minutes - days * DAY_MINUTES };
}
