/**
 * Selecting a range (issue 23 items 4, 5, 7), pure: from the two places a
 * selection spans (days in month view, slots of `snap` minutes in the time
 * grids) to the range, the keyboard's steps, the bounds (minDate/maxDate
 * REFUSE a selection that would leave them, as they refuse a move), the
 * payload sent to the select API (dates written as the update API writes
 * them), the text that says it, and the event an answer carries. Part of
 * the editing part: a calendar that is not editable never loads it.
 */
import { hhmm, isoDay, type Day } from './dates';
import { longDate, say, type Strings } from './locale';
import { parseEventDate, type Timezone } from './normalize';
import { real } from './zone-clock';
import type { Bounds, DayRange, View } from './ranges';
import { clickData } from './remote';

const DAY_MINUTES = 1440;

/** Where a selection starts or ends: a day (month view: `minutes` null) or the slot of a day starting at `minutes` (time grids). */
export interface Slot {
  day: Day;
  minutes: number | null;
}

/** A selection in progress: where it was started (`anchor`) and where it is extended to (`focus`). */
export interface Selection {
  anchor: Slot;
  focus: Slot;
}

/** A selected range: whole days (both inclusive), or minutes counted from day 0's midnight (end exclusive). */
export type SelectRange = { allDay: true; start: Day; end: Day } | { allDay: false; start: number; end: number };

/** What the select API is sent: `YYYY-MM-DD` (end inclusive) for days, `YYYY-MM-DDTHH:mm:ss` for times. */
export interface SelectPayload {
  start: string;
  end: string;
  allDay: boolean;
}

const at = (slot: Slot): number => slot.day * DAY_MINUTES + (slot.minutes ?? 0);

/** The range two places span, whichever comes first: the days between them, or the slots between them (the later slot included). */
export function rangeOf(a: Slot, b: Slot, snap: number): SelectRange {
  if (a.minutes === null || b.minutes === null) return { allDay: true, start: Math.min(a.day, b.day), end: Math.max(a.day, b.day) };
  const [first, last] = [Math.min(at(a), at(b)), Math.max(at(a), at(b))];
  return { allDay: false, start: first, end: last + snap };
}

/** The first and last day a range touches (a range ending at midnight does not touch the day that starts there). */
function daysOf(range: SelectRange): [Day, Day] {
  if (range.allDay) return [range.start, range.end];
  return [Math.floor(range.start / DAY_MINUTES), Math.floor((range.end - 1) / DAY_MINUTES)];
}

/** Why a range cannot be selected: outside minDate/maxDate ('bounds'), or beyond the days shown ('view'); null when it can. */
export function selectRefusal(range: SelectRange, bounds: Bounds, shown: DayRange): 'bounds' | 'view' | null {
  const [first, last] = daysOf(range);
  if ((bounds.min !== null && first < bounds.min) || (bounds.max !== null && last > bounds.max)) return 'bounds';
  return first < shown.start || last > shown.end ? 'view' : null;
}

const dateTime = (minutes: number): string => `${isoDay(Math.floor(minutes / DAY_MINUTES))}T${hhmm(((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES)}:00`;

/** The payload of a range, its dates written as the calendar's inputs (and the update API) write them. */
export function selectPayload(range: SelectRange): SelectPayload {
  if (range.allDay) return { start: isoDay(range.start), end: isoDay(range.end), allDay: true };
  return { start: dateTime(range.start), end: dateTime(range.end), allDay: false };
}

/** The range's dates as the calendar reads its inputs (in its timezone), as real instants: what eventcalendar:select carries. */
export function selectDates(payload: SelectPayload, timezone: Timezone): { start: Date; end: Date } {
  return { start: real(parseEventDate(payload.start, timezone)!.date, timezone), end: real(parseEventDate(payload.end, timezone)!.date, timezone) };
}

/**
 * One arrow key on a selection: in month view ←/→ a day and ↑/↓ a week; in
 * the week and day views ↑/↓ a slot and ←/→ a day. Without `extend` the
 * whole selection moves (its length kept); with it (Shift) only its focus.
 */
export function stepSelection(sel: Selection, key: string, extend: boolean, view: View, snap: number): Selection {
  const days = { ArrowLeft: -1, ArrowRight: 1 }[key] ?? (view === 'month' ? { ArrowUp: -7, ArrowDown: 7 }[key] ?? 0 : 0);
  const minutes = view === 'month' ? 0 : ({ ArrowUp: -snap, ArrowDown: snap }[key] ?? 0);
  const step = (slot: Slot): Slot => {
    if (slot.minutes === null) return { day: slot.day + days, minutes: null };
    const total = at(slot) + days * DAY_MINUTES + minutes;
    return { day: Math.floor(total / DAY_MINUTES), minutes: total - Math.floor(total / DAY_MINUTES) * DAY_MINUTES };
  };
  return { anchor: extend ? sel.anchor : step(sel.anchor), focus: step(sel.focus) };
}

/**
 * Where a keyboard selection starts in a time grid: the opening time on a
 * business day (`open`), else the first slot shown (`shownFrom`, minutes,
 * rounded up to a slot), kept inside the day.
 */
export function firstSlot(day: Day, open: number | null, shownFrom: number, snap: number): Slot {
  const minutes = open ?? Math.ceil(Math.max(0, shownFrom) / snap) * snap;
  return { day, minutes: Math.min(minutes, DAY_MINUTES - snap) };
}

/** The range as said: "Thursday, November 12, 2026 to Friday, …" (days) or "Thursday, November 12, 2026, 09:00 to 10:30". */
export function rangeText(range: SelectRange, locale: string, strings: Strings): string {
  const to = (start: string, end: string) => (start === end ? start : say(locale, strings.range, { start, end }));
  if (range.allDay) return to(longDate(locale, range.start), longDate(locale, range.end));
  const [first, last] = daysOf(range);
  const time = (m: number) => hhmm(m - Math.floor(m / DAY_MINUTES) * DAY_MINUTES);
  const endTime = range.end - last * DAY_MINUTES === DAY_MINUTES ? '24:00' : time(range.end);
  if (first === last) return `${longDate(locale, first)}, ${to(time(range.start), endTime)}`;
  return to(`${longDate(locale, first)}, ${time(range.start)}`, `${longDate(locale, last)}, ${endTime}`);
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The event a select API's answer carries: the answer itself (when it has a `start`), or its `data`; null when none. */
export function answeredEvent(response: unknown): Record<string, unknown> | null {
  if (isObject(response) && 'start' in response) return response;
  const data = clickData(response);
  return data && 'start' in data ? data : null;
}
