/**
 * One occurrence of a series moved (issue 45 item 5), the editing part's
 * half: which stored series an occurrence comes from, its original start as
 * the update API writes dates, and the exception that "this event" makes
 * (RFC 5545: the series gets an EXDATE for the occurrence, and the
 * occurrence becomes an event of its own, with the series' id and
 * `recurrenceId`, its original start). It is also how a moved occurrence is
 * shown while it is dragged and while the user chooses. The other scope,
 * "this and following", splits the series (./series-split.ts, loaded with
 * the choice). Pure.
 */
import { dayOf, isoDay } from './dates';
import { wallText, type EditPayload } from './edit';
import { parseEventDate, type CalendarEvent, type RawEvent, type Timezone } from './normalize';

export type Scope = 'this' | 'following';

/** The stored series whose occurrence `event` is (its key is the series' key, `@`, the occurrence). */
export function seriesOf(events: readonly CalendarEvent[], event: CalendarEvent): CalendarEvent | undefined {
  return event.occurrence === undefined ? undefined : events.find((e) => event.key === `${e.key}@${event.occurrence}`);
}

/**
 * The original start of an occurrence (or of an exception made from one: its `recurrenceId`), written as
 * the update API writes dates: `YYYY-MM-DD` for an all-day series, else the wall clock in the calendar's
 * zone, `YYYY-MM-DDTHH:mm:ss`; null for an event that is neither.
 */
export function occurrenceText(event: CalendarEvent, tz: Timezone): string | null {
  if (event.occurrence === undefined) {
    // An exception names its occurrence as the expansion would (an .ics RECURRENCE-ID is an instant, `…Z`: read in `tz`).
    const given = event.data.recurrenceId;
    if (typeof given !== 'string') return null;
    const at = parseEventDate(given, tz);
    return !at ? given : at.dateOnly ? isoDay(dayOf(at.date)) : wallText(at.date, tz);
  }
  return event.occurrence.length === 10 ? isoDay(event.startDay) : wallText(event.start, tz);
}

/** A list field (`exdate`, `rdate`) as an array: an array, a comma-separated string, one value or nothing. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return [...value];
  if (typeof value === 'string') return value.trim() ? value.split(',') : [];
  return value === undefined || value === null ? [] : [value];
}

/** The recurrence fields of a payload: what an event of its own made from an occurrence leaves out. */
const RECURRENCE = ['rrule', 'rdate', 'exdate', 'duration', 'timezone', 'recurrenceId'];

/** The payload without its recurrence: one event. */
function withoutRecurrence(raw: RawEvent): RawEvent {
  const out = { ...raw };
  for (const field of RECURRENCE) delete out[field];
  return out;
}

/**
 * "This event": the series (its payload `series`) with the occurrence `event` left out (an EXDATE of its
 * original start, as the occurrence names it), and the occurrence as an event of its own at `payload`,
 * with the series' id and `recurrenceId` (its original start, as occurrenceText writes it).
 */
export function exceptionOf(series: RawEvent, event: CalendarEvent, payload: EditPayload, tz: Timezone): { series: RawEvent; single: RawEvent } {
  const { id, start, end, allDay } = payload;
  return {
    series: { ...series, exdate: [...listOf(series.exdate), event.occurrence] },
    single: { ...withoutRecurrence(series), id, start, end, allDay, recurrenceId: occurrenceText(event, tz) },
  };
}
