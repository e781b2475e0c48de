/**
 * Event normalization (spec "Event payload", "Scheduling semantics",
 * "Errors" 1-2; design.md "Calendar dates"). Pure: no DOM, no Svelte.
 */
import { safeCssColor } from '../../core/css-color';
import { textColorOf } from './text-color';
import { safeStringify } from '../../core/json';
import { shown, real } from './zone-clock';
import { dayOf, dayFromParts, hhmm, minutesOf, parseClock, parseIsoDay, dateOfDay, realDay, type Day } from './dates';

export type ScheduleType = 'continuous' | 'recurring-slot';
/** `local` (the browser's zone), `UTC` (times without an offset read as UTC), or a named zone (`Asia/Bangkok`: model/zone-clock.ts). */
export type Timezone = 'local' | 'UTC' | (string & {});
export type RawEvent = Record<string, unknown>;

export interface CalendarEvent {
  id: string;
  /** Unique per normalized event, even when ids repeat: the render key. */
  key: string;
  title: string;
  /** The payload had no title ('Untitled' is then shown in the page's language). */
  untitled: boolean;
  start: Date;
  end: Date;
  allDay: boolean;
  scheduleType: ScheduleType;
  /** First and last calendar day the event covers, inclusive. */
  startDay: Day;
  endDay: Day;
  rangeStart: Date;
  rangeEnd: Date;
  /** 'HH:mm' daily slot (recurring-slot; also kept when a continuous event sends it). */
  slotStartTime: string | null;
  slotEndTime: string | null;
  color: string;
  /** Text colour with AA contrast on `color` (model/contrast.ts); '' when the colour cannot be read (or, in the script bundles, until the contrast chunk is there: model/text-color.ts). */
  textColor: string;
  description: string | null;
  location: string | null;
  category: string | null;
  /** The original payload, untouched. */
  data: RawEvent;
  /** An occurrence of a series (a payload with `rrule`: model/occurrences.ts): its own start, `YYYY-MM-DD` or an ISO instant. */
  occurrence?: string;
}

export interface NormalizeOptions {
  scheduleMode: ScheduleType;
  timezone: Timezone;
  eventColors: readonly string[];
}

export const SCHEDULE_TYPES: readonly ScheduleType[] = ['continuous', 'recurring-slot'];

/** Palette with white text at >= 4.5:1 contrast (WCAG AA). */
export const DEFAULT_COLORS: readonly string[] = [
  '#1d4ed8', '#b91c1c', '#047857', '#7e22ce', '#be185d', '#0e7490', '#c2410c', '#4d7c0f',
];

interface Parsed {
  date: Date;
  /** 'YYYY-MM-DD' without a time: a calendar day, never shifted by the timezone option. */
  dateOnly: boolean;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|([+-])(\d{2}):?(\d{2}))?$/i;

/**
 * Parse a start/end/range value: a Date (copied), epoch ms, 'YYYY-MM-DD'
 * (a calendar day), 'YYYY-MM-DD[T ]HH:mm[:ss[.mmm]]' (local wall time, or UTC
 * wall time when timezone is 'UTC'), or the same with Z or an offset (an
 * instant in both modes). Null for anything else, including impossible
 * days and times.
 */
export function parseEventDate(value: unknown, timezone: Timezone): Parsed | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: shown(value.getTime(), timezone), dateOnly: false };
  // Regression (property test): epoch ms beyond the Date range (±8.64e15) made an Invalid Date event.
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= 8.64e15 ? { date: shown(value, timezone), dateOnly: false } : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const day = parseIsoDay(text);
  if (day !== null) return { date: dateOfDay(day), dateOnly: true };
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const [y, month, d, h, min, sec] = m.slice(1, 7).map((p) => +(p ?? 0));
  if (realDay(y, month, d) === null || h > 23 || min > 59 || sec > 59) return null;
  const mo = month - 1;
  const ms = +(m[7] ?? '').padEnd(3, '0');
  const zone = m[8];
  // Without an offset: a wall-clock time, the browser's or a named zone's (drawn by its local fields: zone-clock.ts).
  if (!zone && timezone !== 'UTC') {
    const local = new Date(y, mo, d, h, min, sec, ms);
    // The Date constructor reads a year 0-99 as 1900-1999.
    if (y < 100) local.setFullYear(y, mo, d);
    return { date: local, dateOnly: false };
  }
  // The offset in minutes: '+05:30' 330, '-08:00' -480 ('-1' times the minutes); none or Z: NaN, so 0.
  const offset = +(m[9] + 1) * (+m[10] * 60 + +m[11]) || 0;
  // The day through dayFromParts (Date.UTC reads a year 0-99 as 1900-1999), the time of day as Date.UTC of 1 January 1970.
  return { date: shown(dayFromParts(y, mo, d) * 864e5 + Date.UTC(70, 0, 1, h, min - offset, sec, ms), timezone), dateOnly: false };
}

/** 'continuous' or 'recurring-slot' (case-insensitive); `fallback` for anything else. */
function scheduleTypeOf(value: unknown, fallback: ScheduleType): ScheduleType {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (SCHEDULE_TYPES as readonly string[]).includes(v) ? (v as ScheduleType) : fallback;
}

/** allDay for continuous events: true unless false is sent (spec "Errors" 2). */
function continuousAllDay(value: unknown): boolean {
  return !(value === false || value === 0 || value === 'false' || value === '0');
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;

let keySeq = 0;
let idSeq = 0;

interface Timing {
  start: Date;
  end: Date;
  startDay: Day;
  endDay: Day;
  slotStart: number | null;
  slotEnd: number | null;
}

/**
 * When an event happens. Continuous: start..end (range fields stand in for
 * missing ones). Recurring slot: the inclusive day range (startDate/rangeStart
 * .. endDate/rangeEnd, else the days of start and end) and the daily slot
 * (slotStartTime/slotEndTime, else the times of start and end). Null when no
 * start can be found.
 */
function timing(raw: RawEvent, scheduleType: ScheduleType, tz: Timezone, label: string, report?: (problem: string) => void): Timing | null {
  const rangeStart = parseEventDate(raw.startDate ?? raw.rangeStart, tz);
  const rangeEnd = parseEventDate(raw.endDate ?? raw.rangeEnd, tz);
  const givenEnd = parseEventDate(raw.end, tz);
  // A series may have its start only in its rrule's DTSTART line, which the recurrence part reads (model/occurrences.ts).
  let start = parseEventDate(raw.start, tz) ?? rangeStart ?? parseEventDate(raw.rrule && 0, tz);
  if (!start) {
    report?.(`event "${label}" has no valid start (${safeStringify(raw.start ?? null, 80)}) and is not shown`);
    return null;
  }
  let end = givenEnd ?? (scheduleType === 'continuous' ? rangeEnd : null) ?? start;
  if (end.date < start.date) {
    report?.(`event "${label}" ends before it starts; its end is ignored`);
    end = start;
  }
  const slotStart = parseClock(raw.slotStartTime) ?? (start.dateOnly ? null : minutesOf(start.date));
  const slotEnd = parseClock(raw.slotEndTime) ?? (end.dateOnly || end === start ? null : minutesOf(end.date));
  let startDay = dayOf(start.date);
  let endDay = dayOf(end.date);
  if (scheduleType === 'recurring-slot') {
    startDay = rangeStart ? dayOf(rangeStart.date) : startDay;
    endDay = rangeEnd ? dayOf(rangeEnd.date) : endDay;
    if (endDay < startDay) [startDay, endDay] = [endDay, startDay];
    // A series without explicit instants runs from its first slot to its last one.
    if (start.dateOnly && slotStart !== null) start = { date: dateOfDay(startDay, slotStart), dateOnly: false };
    if (!givenEnd) end = { date: dateOfDay(endDay, slotEnd ?? slotStart ?? 0), dateOnly: false };
    if (end.date < start.date) end = start;
  }
  return { start: start.date, end: end.date, startDay, endDay, slotStart, slotEnd };
}

/**
 * Normalize one payload. `index` picks the palette colour. Returns null (and
 * reports why) when neither start nor a range start yields a date: such an
 * event cannot be placed on any day.
 */
export function normalizeEvent(raw: RawEvent, index: number, options: NormalizeOptions, report?: (problem: string) => void): CalendarEvent | null {
  const scheduleType = scheduleTypeOf(raw.scheduleType ?? raw.scheduleMode, options.scheduleMode);
  const title = text(raw.title);
  const t = timing(raw, scheduleType, options.timezone, title ?? text(raw.id) ?? `#${index}`, report);
  if (!t) return null;
  const colors = options.eventColors.length ? options.eventColors : DEFAULT_COLORS;
  // An event's own colour only when it is one CSS colour (core/css-color.ts): `red;position:fixed`, `url(//x)` are refused.
  const given = text(raw.color);
  const own = given === null ? null : safeCssColor(given);
  if (given !== null && own === null) report?.(`event color ${safeStringify(given, 60)} is not a CSS colour — palette colour used`);
  const color = own ?? colors[index % colors.length];
  return {
    // An id that is not a string or number is read as its JSON text (String() throws for some objects).
    id: raw.id !== undefined && raw.id !== null && raw.id !== '' ? (typeof raw.id === 'object' ? safeStringify(raw.id) : String(raw.id)) : `ec-${++idSeq}`,
    key: `k${++keySeq}`,
    title: title ?? 'Untitled',
    untitled: title === null,
    start: t.start,
    end: t.end,
    allDay: scheduleType === 'recurring-slot' ? false : continuousAllDay(raw.allDay),
    scheduleType,
    startDay: t.startDay,
    endDay: t.endDay,
    rangeStart: dateOfDay(t.startDay),
    rangeEnd: dateOfDay(t.endDay),
    slotStartTime: t.slotStart === null ? null : hhmm(t.slotStart),
    slotEndTime: t.slotEnd === null ? null : hhmm(t.slotEnd),
    color,
    // The palette's colours all take white (tested), so only other colours need the contrast maths.
    textColor: DEFAULT_COLORS.includes(color) ? '#fff' : textColorOf(color),
    description: text(raw.description),
    location: text(raw.location),
    category: text(raw.category),
    data: raw,
  };
}

/**
 * Normalize a list; entries that are not objects are skipped with a report.
 * `offset` continues the palette after already loaded events (addEvent).
 */
export function normalizeEvents(list: unknown, options: NormalizeOptions, report?: (problem: string) => void, offset = 0): CalendarEvent[] {
  if (!Array.isArray(list)) {
    report?.(`events must be an array, got ${list === null ? 'null' : typeof list}`);
    return [];
  }
  const out: CalendarEvent[] = [];
  list.forEach((raw, i) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      report?.(`event #${i} is not an object and is not shown`);
      return;
    }
    const event = normalizeEvent(raw as RawEvent, offset + i, options, report);
    if (event) out.push(event);
  });
  return out;
}

/** A series: a payload with a recurrence rule or dates (expanded by the recurrence part, model/occurrences.ts). */
export const isSeries = (raw: RawEvent): boolean => !!(raw.rrule || raw.rdate);

/** The instant an event's coverage ends: end of its last day for all-day and recurring events. */
function coverageEnd(event: CalendarEvent): Date {
  if (!event.allDay && event.scheduleType === 'continuous') return event.end;
  const end = dateOfDay(event.endDay + 1);
  return new Date(end.getTime() - 1);
}

/** Coverage start: the start instant, or the first day's midnight for recurring slots. */
function coverageStart(event: CalendarEvent): Date {
  return event.scheduleType === 'recurring-slot' || event.allDay ? dateOfDay(event.startDay) : event.start;
}

/**
 * Events whose coverage overlaps [start, end] (both inclusive), for getEvents(calendar, start, end). A series
 * (issue 45 item 2) from its first occurrence on: its later ones are the recurrence part's (a lazy part).
 */
export function eventsBetween(events: readonly CalendarEvent[], start: Date, end: Date): CalendarEvent[] {
  return events.filter((e) => coverageStart(e) <= end && (isSeries(e.data) || coverageEnd(e) >= start));
}

/** A copy for callers (getEvents, event payloads), its Dates real instants in a named zone (zone-clock.ts): mutating it never reaches the calendar. */
export function copyEvent(event: CalendarEvent, tz: Timezone = 'local'): CalendarEvent {
  return { ...event, start: real(event.start, tz), end: real(event.end, tz), rangeStart: real(event.rangeStart, tz), rangeEnd: real(event.rangeEnd, tz) };
}
