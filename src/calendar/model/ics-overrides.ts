/**
 * A feed's overrides (RFC 5545 3.8.4.4; issue 45 item 4): a VEVENT with a
 * series' UID and a RECURRENCE-ID replaces that one occurrence. Read as
 * the calendar itself keeps an occurrence moved on its own ("this event",
 * model/occurrence-edit.ts): the series gets an `exdate` for the
 * occurrence, and the override is an event of its own with the series' id
 * and `recurrenceId`, which an export writes back as RECURRENCE-ID. With
 * RANGE=THISANDFUTURE it is read as "this and following" is made
 * (./series-split.ts, through the recurrence part's module, which the .ics
 * part loads anyway): the series ends before it (UNTIL just before the
 * occurrence), and a new one repeats from where the override puts it, with
 * the override's texts. An override whose series is not in the feed is
 * shown as it is. Pure.
 */
import { normalizeEvent, type RawEvent } from './normalize';
import { expandRule, instantAt, occurrencesOf, readSeries, splitSeries, wallAt, wallIn } from './occurrences';

/** The recurrence maths a split reads a series with (named, not the module's namespace: that would bring a bundler helper into the eager bundle). */
const recurrence = { readSeries, wallIn, expandRule, instantAt, wallAt };

const UTC = { scheduleMode: 'continuous', timezone: 'UTC', eventColors: [] } as const;
const DAY_MS = 86_400_000;
/** An instant or floating time as the update API writes a UTC calendar's times. */
const wallText = (text: unknown) => (typeof text === 'string' ? text.slice(0, 19) : '');

/**
 * "This and following" from the override: the series until it (null: it was the first) and the new
 * series; null when it cannot be made so (an all-day series, an occurrence the rule does not give).
 */
function following(master: RawEvent, override: RawEvent, report: (problem: string) => void): [RawEvent | null, RawEvent] | null {
  if (master.allDay || override.allDay || typeof override.recurrenceId !== 'string' || !override.recurrenceId.includes('T')) return null;
  const series = normalizeEvent(master, 0, UTC, report);
  const at = Date.parse(override.recurrenceId.endsWith('Z') ? override.recurrenceId : `${override.recurrenceId}Z`);
  if (!series || Number.isNaN(at)) return null;
  const day = Math.floor(at / DAY_MS);
  const occurrence = occurrencesOf(series, { start: day - 1, end: day + 1 }, 'UTC', report).find((o) => o.start.getTime() === at);
  if (!occurrence) return null;
  const length = occurrence.end.getTime() - occurrence.start.getTime();
  const start = Date.parse(String(override.start));
  const end = override.end === undefined ? new Date(start + length).toISOString() : override.end;
  const payload = { id: String(master.id), start: wallText(override.start), end: wallText(end), allDay: false };
  const split = splitSeries(recurrence, { ...series, key: 'series' }, { ...occurrence, key: `series@${occurrence.occurrence}` }, payload, 'UTC', `${String(master.id)}@${String(override.start).slice(0, 10)}`, report);
  if (!split) return null;
  // The override's texts on the new series, and its times as the feed gave them (the split writes the UTC wall clock
  // it was made in, which a calendar in another zone would read as its own); its own UID (two series never share one).
  const after: RawEvent = { ...split.after, start: override.start, end };
  for (const name of ['title', 'description', 'location', 'category', 'url']) if (override[name] !== undefined) after[name] = override[name];
  delete after.uid;
  return [split.before, after];
}

/**
 * `events` (payloads read from one feed) with each series' overridden occurrences left out of it (those in
 * `future`, RANGE=THISANDFUTURE, split it). Where a split cannot be made the override replaces its occurrence
 * only (one report).
 */
export function applyOverrides(events: RawEvent[], future: ReadonlySet<RawEvent>, report: (problem: string) => void): RawEvent[] {
  if (!events.some((e) => e.recurrenceId !== undefined)) return events;
  const series = new Map<unknown, RawEvent>();
  for (const e of events) if (e.recurrenceId === undefined && e.uid !== undefined && (e.rrule !== undefined || e.rdate !== undefined)) series.set(e.uid, e);
  let out = events;
  let unsplit = 0;
  for (const e of events) {
    const master = e.recurrenceId === undefined ? undefined : series.get(e.uid);
    if (!master) continue;
    const split = future.has(e) ? following(master, e, report) : null;
    if (split) {
      const [before, after] = split;
      out = out.flatMap((x) => (x === master ? (before ? [before] : []) : x === e ? [after] : [x]));
      if (before) series.set(e.uid, before);
      continue;
    }
    if (future.has(e) && unsplit++ === 0) report('.ics: a RECURRENCE-ID;RANGE=THISANDFUTURE could not split its series (all-day, or not one of its occurrences) — read as that occurrence only');
    const exdate = Array.isArray(master.exdate) ? (master.exdate as unknown[]) : [];
    if (!exdate.includes(e.recurrenceId)) master.exdate = [...exdate, e.recurrenceId];
  }
  return out;
}
