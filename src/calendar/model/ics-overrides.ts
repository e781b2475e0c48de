/**
 * A feed's overrides (RFC 5545 3.8.4.4; issue 45 item 4): a VEVENT with a
 * series' UID and a RECURRENCE-ID replaces that one occurrence. Read as
 * the calendar itself keeps an occurrence moved on its own ("this event",
 * model/occurrence-edit.ts): the series gets an `exdate` for the
 * occurrence, and the override is an event of its own with the series' id
 * and `recurrenceId`, which an export writes back as RECURRENCE-ID. An
 * override whose series is not in the feed is shown as it is. Pure.
 */
import type { RawEvent } from './normalize';

/** `events` (payloads read from one feed) with each series' overridden occurrences left out of it. */
export function applyOverrides(events: RawEvent[]): RawEvent[] {
  if (!events.some((e) => e.recurrenceId !== undefined)) return events;
  const series = new Map<unknown, RawEvent>();
  for (const e of events) if (e.recurrenceId === undefined && e.uid !== undefined && (e.rrule !== undefined || e.rdate !== undefined)) series.set(e.uid, e);
  for (const e of events) {
    const master = e.recurrenceId === undefined ? undefined : series.get(e.uid);
    if (!master) continue;
    const exdate = Array.isArray(master.exdate) ? (master.exdate as unknown[]) : [];
    if (!exdate.includes(e.recurrenceId)) master.exdate = [...exdate, e.recurrenceId];
  }
  return events;
}
