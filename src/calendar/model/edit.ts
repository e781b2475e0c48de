/**
 * Moving and resizing events (issue 23, items 1, 2, 3, 7). Pure: an event
 * and a change in, the fields to merge into its payload (and the payload
 * sent to the update API) out, or the rule that refuses it. Wall-clock
 * arithmetic through dayjs: a timed event moved across a DST change keeps
 * its clock time, and its length in clock time. Bounds (minDate/maxDate)
 * REFUSE a move or resize that would leave them (nothing is clamped: a
 * clamped move would change the event's length or land it somewhere the
 * user did not ask for). An event never ends before it starts.
 */
import dayjs from 'dayjs';
import { dateOfDay, dayOf, hhmm, isoDay, parseClock, type Day } from './dates';
import { isSeries, parseEventDate, type CalendarEvent, type Timezone } from './normalize';
import type { Bounds } from './ranges';
import type { EditOptions } from './edit-rights';

/** Which editing the calendar allows: the finer switches, each following `editable` unless set. */
export interface EditRights {
  move: boolean;
  resize: boolean;
  select: boolean;
}

export function editRights(o: EditOptions): EditRights {
  return { move: o.eventMove ?? o.editable, resize: o.eventResize ?? o.editable, select: o.select ?? o.editable };
}

/**
 * Why an event cannot be edited: its own `editable: false`, a recurring slot without `editable: 'series'`,
 * or a series drawn as itself (its expansion could not be loaded). One occurrence of an rrule series
 * moves (issue 45 item 5: the drop then asks "this event" or "this and following": ../store/occurrence-move.ts).
 */
export type Lock = 'locked' | 'series' | null;

export function lockOf(event: CalendarEvent): Lock {
  const own = event.data.editable;
  if (own === false || own === 'false') return 'locked';
  if (event.occurrence === undefined && isSeries(event.data)) return 'series';
  if (event.scheduleType === 'recurring-slot' && own !== 'series') return 'series';
  return null;
}

/** A change: whole days and minutes (a snap step in the time grids). */
export interface Delta {
  days: number;
  minutes: number;
}

/** The payload of the update request (and the fields merged into the event's own payload). */
export interface EditPayload {
  id: string;
  /** `YYYY-MM-DD` for all-day events, `YYYY-MM-DDTHH:mm:ss` for timed ones (as the calendar's inputs are written). */
  start: string;
  end: string;
  allDay: boolean;
  /** A recurring series: its new first and last day and daily slot. */
  startDate?: string;
  endDate?: string;
  slotStartTime?: string;
  slotEndTime?: string;
}

/** Why a change was refused: the event's lock, the bounds, an end before the start, or an unreadable date. */
export type Refusal = Exclude<Lock, null> | 'bounds' | 'order' | 'invalid';

export type EditResult = { ok: true; payload: EditPayload } | { ok: false; reason: Refusal };

export interface EditContext {
  bounds: Bounds;
  timezone: Timezone;
}

const DAY_FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

/** `date` as a dayjs whose clock fields are its wall time in `tz` (UTC wall time when the calendar reads times as UTC; a named zone's Dates are drawn by their local fields: zone-clock.ts). */
function wall(date: Date, tz: Timezone): dayjs.Dayjs {
  if (tz !== 'UTC') return dayjs(date);
  return dayjs(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
}

/** `date` written as the update API writes a timed event's dates: the wall clock in `tz`, `YYYY-MM-DDTHH:mm:ss`. */
export const wallText = (date: Date, tz: Timezone): string => wall(date, tz).format(TIME_FORMAT);

/** Wall-clock shift: `days` calendar days, then `minutes` on the clock (never elapsed time: DST changes keep the clock). */
function shift(at: dayjs.Dayjs, delta: Delta): dayjs.Dayjs {
  const clock = at.hour() * 60 + at.minute() + delta.minutes;
  const extraDays = Math.floor(clock / 1440);
  const minutes = clock - extraDays * 1440;
  return at.add(delta.days + extraDays, 'day').hour(Math.floor(minutes / 60)).minute(minutes % 60);
}

const dayjsOfDay = (day: Day) => dayjs(dateOfDay(day));
/** The calendar day of a wall-clock dayjs, as the model counts days. */
const dayOfWall = (at: dayjs.Dayjs): Day => dayOf(at.toDate());

function inBounds(first: Day, last: Day, bounds: Bounds): boolean {
  return (bounds.min === null || first >= bounds.min) && (bounds.max === null || last <= bounds.max);
}

/** A recurring series moved: its day range by days, its daily slot by minutes (kept inside its day). */
function editSeries(event: CalendarEvent, start: Delta, end: Delta, ctx: EditContext): EditResult {
  const from = parseClock(event.slotStartTime) ?? 0;
  const to = parseClock(event.slotEndTime) ?? from;
  const [slotStart, slotEnd] = [from + start.minutes, to + end.minutes];
  const [first, last] = [event.startDay + start.days, event.endDay + end.days];
  if (slotStart < 0 || slotEnd > 1440) return { ok: false, reason: 'bounds' };
  if (last < first || slotEnd < slotStart || (slotEnd === slotStart && to > from)) return { ok: false, reason: 'order' };
  if (!inBounds(first, last, ctx.bounds)) return { ok: false, reason: 'bounds' };
  const [startDate, endDate] = [dayjsOfDay(first).format(DAY_FORMAT), dayjsOfDay(last).format(DAY_FORMAT)];
  return {
    ok: true,
    payload: {
      id: event.id, allDay: false, start: `${startDate}T${hhmm(slotStart)}:00`, end: `${endDate}T${hhmm(slotEnd)}:00`,
      startDate, endDate, slotStartTime: hhmm(slotStart), slotEndTime: hhmm(slotEnd),
    },
  };
}

/** Apply `start` to the event's start and `end` to its end, under the rules. */
function edit(event: CalendarEvent, start: Delta, end: Delta, ctx: EditContext): EditResult {
  const lock = lockOf(event);
  if (lock === 'locked') return { ok: false, reason: lock };
  if (event.scheduleType === 'recurring-slot') return lock ? { ok: false, reason: lock } : editSeries(event, start, end, ctx);
  if (event.allDay) {
    // All-day events move by whole days; minutes (a time-grid step) do not apply to them.
    const [first, last] = [event.startDay + start.days, event.endDay + end.days];
    if (last < first) return { ok: false, reason: 'order' };
    if (!inBounds(first, last, ctx.bounds)) return { ok: false, reason: 'bounds' };
    return { ok: true, payload: { id: event.id, allDay: true, start: dayjsOfDay(first).format(DAY_FORMAT), end: dayjsOfDay(last).format(DAY_FORMAT) } };
  }
  const a = shift(wall(event.start, ctx.timezone), start);
  const b = shift(wall(event.end, ctx.timezone), end);
  const instant = event.end.getTime() > event.start.getTime();
  if (b.isBefore(a) || (instant && !b.isAfter(a))) return { ok: false, reason: 'order' };
  if (!inBounds(dayOfWall(a), dayOfWall(b), ctx.bounds)) return { ok: false, reason: 'bounds' };
  return { ok: true, payload: { id: event.id, allDay: false, start: a.format(TIME_FORMAT), end: b.format(TIME_FORMAT) } };
}

/** Move an event by `delta`, keeping its length (days in month view and the all-day lane; minutes in the time grids). */
export function moveEvent(event: CalendarEvent, delta: Delta, ctx: EditContext): EditResult {
  return edit(event, delta, delta, ctx);
}

/** Move an event's end by `delta` (a resize); it cannot end before it starts. */
export function resizeEvent(event: CalendarEvent, delta: Delta, ctx: EditContext): EditResult {
  return edit(event, { days: 0, minutes: 0 }, delta, ctx);
}

/** How long an all-day event dropped into a time grid lasts (FullCalendar's defaultTimedEventDuration): an hour. */
export const TIMED_LENGTH = 60;

/**
 * An event moved between the all-day lane and the time grid (week and day
 * views): dropped on a day of the lane (`minutes` null) it becomes all-day
 * on that one day; dropped into the grid, a timed event starting at
 * `minutes` of `day`, TIMED_LENGTH long (FullCalendar and @event-calendar/core
 * do the same: allDayMaintainDuration off). Only a continuous event changes
 * kind (a recurring series has no all-day form); the rules of a drop hold.
 */
export function crossEvent(event: CalendarEvent, day: Day, minutes: number | null, ctx: EditContext): EditResult {
  if (event.scheduleType !== 'continuous') return { ok: false, reason: lockOf(event) ?? 'series' };
  if (minutes === null) return placeEvent(event, { start: isoDay(day), end: isoDay(day), allDay: true }, ctx);
  const at = (m: number) => shift(dayjsOfDay(day), { days: 0, minutes: m }).format(TIME_FORMAT);
  return placeEvent(event, { start: at(minutes), end: at(minutes + TIMED_LENGTH), allDay: false }, ctx);
}

/** Minutes rounded to the nearest multiple of `snap` (a pointer's position in the time grid). */
export function snapMinutes(minutes: number, snap: number): number {
  return Math.round(minutes / snap) * snap;
}

/** The payload as fields of the event's own payload: an edited event is normalized again from them. */
export function payloadFields(payload: EditPayload): Record<string, unknown> {
  const { id: _id, ...fields } = payload;
  // A series' range may have been sent as rangeStart/rangeEnd; the new startDate/endDate take their place.
  return payload.startDate ? { ...fields, rangeStart: undefined, rangeEnd: undefined } : fields;
}

/** The clock change from `a` to `b`: whole calendar days, then minutes on the clock. */
function between(a: Date, b: Date, tz: Timezone): Delta {
  const [x, y] = [wall(a, tz), wall(b, tz)];
  return { days: dayOfWall(y) - dayOfWall(x), minutes: y.hour() * 60 + y.minute() - (x.hour() * 60 + x.minute()) };
}

/** How far an event moved (the `delta` of eventcalendar:eventDrop): whole days, and minutes on the clock (0 for all-day events). */
export function deltaOf(before: CalendarEvent, after: CalendarEvent, tz: Timezone): Delta {
  if (before.allDay || after.allDay) return { days: after.startDay - before.startDay, minutes: 0 };
  return between(before.start, after.start, tz);
}

/** A change as the instance method takes it: a new start, optionally a new end and all-day flag. */
export interface Placement {
  start: unknown;
  end?: unknown;
  allDay?: unknown;
}

/**
 * Put an event at `place` (calendar.moveEvent): without `end` it keeps its
 * length; the same rules as a drop. A change between all-day and timed
 * takes the given dates as they are.
 */
export function placeEvent(event: CalendarEvent, place: Placement, ctx: EditContext): EditResult {
  const start = parseEventDate(place.start, ctx.timezone);
  const end = place.end === undefined ? null : parseEventDate(place.end, ctx.timezone);
  if (!start || (place.end !== undefined && !end)) return { ok: false, reason: 'invalid' };
  const allDay = typeof place.allDay === 'boolean' && event.scheduleType === 'continuous' ? place.allDay : event.allDay;
  if (allDay === event.allDay) {
    const from = allDay ? { days: dayOf(start.date) - event.startDay, minutes: 0 } : between(event.start, start.date, ctx.timezone);
    const to = !end ? from : allDay ? { days: dayOf(end.date) - event.endDay, minutes: 0 } : between(event.end, end.date, ctx.timezone);
    return edit(event, from, to, ctx);
  }
  const lock = lockOf(event);
  if (lock) return { ok: false, reason: lock };
  const [a, b] = [wall(start.date, ctx.timezone), wall((end ?? start).date, ctx.timezone)];
  if (b.isBefore(a)) return { ok: false, reason: 'order' };
  if (!inBounds(dayOfWall(a), dayOfWall(b), ctx.bounds)) return { ok: false, reason: 'bounds' };
  const format = allDay ? DAY_FORMAT : TIME_FORMAT;
  return { ok: true, payload: { id: event.id, allDay, start: a.format(format), end: b.format(format) } };
}
