/**
 * A series' occurrences in the visible range (issue 45 item 2), the
 * calendar's recurrence part: loaded only when a payload carries `rrule`
 * (./series.ts). Each occurrence is a CalendarEvent of its own, with the
 * series' id, a key of its own and `occurrence`, its own start (what
 * eventcalendar:eventClick reports). The rule is expanded in wall-clock days
 * (./rrule-expand.ts) and each day put at DTSTART's wall-clock time in the
 * series' zone (./rrule-zone.ts): a DST change moves no occurrence on the
 * clock, skips none and doubles none. Pure.
 */
import { dateOfDay, dayOf, isoDay, type Day } from './dates';
import { isoString } from './iso-string';
import { isSeries, type CalendarEvent, type RawEvent, type Timezone } from './normalize';
import type { DayRange } from './ranges';
import { expandRule, isTimed } from './rrule-times';
import { parseDuration, parseSeries, parseStamp, type Rule, type Stamp } from './rrule-parse';
import { instantAt, namedZone, wallAt, type SeriesZone } from './rrule-zone';
import { shownDate } from './zone';

const DAY_MS = 86_400_000;

/** A series read once per payload: what its occurrences need. */
export interface Series {
  zone: SeriesZone;
  /** DTSTART is a date: the occurrences are days. */
  dateOnly: boolean;
  /** DTSTART's wall-clock day and time (ms into the day). */
  first: Day;
  time: number;
  rule: Rule | null;
  ruleText: string | null;
  /** Length: nominal days plus exact ms (`duration`), or, for a day series, the days it covers after its first. */
  days: number;
  ms: number;
  exDays: Set<Day>;
  exInstants: Set<number>;
  /** The wall-clock days of `exInstants` and the days either side: an occurrence on no other day needs no instant to be looked for. */
  exNear: Set<Day>;
  /** RDATEs as wall-clock ms in the series' zone. */
  extra: number[];
  /** Says a problem once, naming the event. */
  report: (problem: string) => void;
  /** Problems of the expansion already said (capped, UNTIL before DTSTART). */
  said: Set<string>;
  /** Checkpoints of a walk that counts from DTSTART (./rrule-expand.ts expandDays). */
  memo: number[];
}

/** A stamp's wall-clock ms in `zone` (a UTC time or another zone's time converted; a floating one as it is). */
export function wallIn(stamp: Stamp, zone: SeriesZone): number {
  if (stamp.kind === 'utc') return wallAt(stamp.wall, zone);
  if (stamp.kind === 'zoned') {
    const own = namedZone(stamp.zone!);
    if (own && !(typeof zone === 'object' && zone.name === stamp.zone)) return wallAt(instantAt(stamp.wall, own), zone);
  }
  return stamp.wall;
}

/** The calendar's zone as a series' zone (a named zone the browser does not know is local time, as the calendar shows it). */
const calendarZone = (tz: Timezone): SeriesZone => (tz === 'local' || tz === 'UTC' ? (tz as 'local' | 'UTC') : namedZone(tz) ?? 'local');

/** The series' zone: DTSTART's TZID, else the payload's `timezone`, else the calendar's; an unknown TZID is reported. */
function zoneOf(dtstart: Stamp | null, raw: RawEvent, tz: Timezone, report: (problem: string) => void): SeriesZone {
  const name = dtstart?.kind === 'zoned' && dtstart.zone ? dtstart.zone : typeof raw.timezone === 'string' && raw.timezone.trim() ? raw.timezone.trim() : null;
  if (name === null) return calendarZone(tz);
  const zone = namedZone(name);
  if (!zone) report(`timezone "${name.slice(0, 60)}" is not a time zone this browser knows — its times are read in the calendar's zone`);
  return zone ?? calendarZone(tz);
}

/** The length of each occurrence: `duration`, else the payload's end minus its start. */
function lengthOf(raw: RawEvent, start: Stamp, zone: SeriesZone, report: (problem: string) => void): { days: number; ms: number } {
  if (raw.duration !== undefined && raw.duration !== null && raw.duration !== '') {
    const given = parseDuration(raw.duration);
    if (given) return start.kind === 'date' ? { days: Math.max(0, given.days - (given.ms ? 0 : 1)), ms: 0 } : given;
    report(`duration ${JSON.stringify(String(raw.duration).slice(0, 40))} is not an ISO 8601 duration (PT1H30M) — its end is used`);
  }
  const end = parseStamp(raw.end, start.kind === 'zoned' ? start.zone : typeof raw.timezone === 'string' ? raw.timezone : undefined);
  if (!end) return { days: 0, ms: 0 };
  if (start.kind === 'date') return { days: Math.max(0, Math.floor(wallIn(end, zone) / DAY_MS) - Math.floor(start.wall / DAY_MS)), ms: 0 };
  // A UTC end is its instant: through the zone's wall clock, one in an autumn change's repeated hour would read as the first.
  const instant = (stamp: Stamp) => (stamp.kind === 'utc' ? stamp.wall : instantAt(wallIn(stamp, zone), zone));
  const ms = instant(end) - instant(start);
  return { days: 0, ms: Math.max(0, ms) };
}

/** Read a series payload; null (reported) when it has no start. */
export function readSeries(event: CalendarEvent, tz: Timezone, warn: (problem: string) => void): Series | null {
  const raw = event.data;
  const report = (problem: string) => warn(`event "${event.id}": ${problem}`);
  const text = parseSeries(raw, report);
  const start = text.dtstart ?? parseStamp(raw.start, typeof raw.timezone === 'string' ? raw.timezone : undefined) ?? parseStamp(raw.startDate ?? raw.rangeStart);
  if (!start) {
    report('has an rrule but no start (DTSTART) and is not shown');
    return null;
  }
  const zone = zoneOf(start, raw, tz, report);
  const wall = wallIn(start, zone);
  const first = Math.floor(wall / DAY_MS);
  const dateOnly = start.kind === 'date';
  const series: Series = { zone, dateOnly, first, time: wall - first * DAY_MS, rule: text.rule, ruleText: text.ruleText, ...lengthOf(raw, start, zone, report), exDays: new Set(), exInstants: new Set(), exNear: new Set(), extra: [], report, said: new Set(), memo: [] };
  for (const ex of text.exdates) {
    if (ex.kind === 'date' || dateOnly) series.exDays.add(Math.floor(wallIn(ex, zone) / DAY_MS));
    else {
      const wall = wallIn(ex, zone);
      series.exInstants.add(instantAt(wall, zone));
      const day = Math.floor(wall / DAY_MS);
      series.exNear.add(day - 1).add(day).add(day + 1);
    }
  }
  for (const r of text.rdates) series.extra.push(r.kind === 'date' ? r.wall + series.time : wallIn(r, zone));
  return series;
}

/** Whether wall time `wall` (ms) is within UNTIL. */
function untilTest(series: Series): (wall: number) => boolean {
  const until = series.rule?.until;
  if (!until) return () => true;
  if (until.kind === 'date' || series.dateOnly) {
    const last = Math.floor(wallIn(until, series.zone) / DAY_MS);
    return (wall) => Math.floor(wall / DAY_MS) <= last;
  }
  const last = until.kind === 'floating' ? instantAt(until.wall, series.zone) : until.kind === 'utc' ? until.wall : instantAt(wallIn(until, series.zone), series.zone);
  return (wall) => instantAt(wall, series.zone) <= last;
}

/** Say a problem of the expansion once per series. */
function sayOnce(series: Series, problem: string): void {
  if (series.said.has(problem)) return;
  series.said.add(problem);
  series.report(problem);
}

/** The wall-clock starts (ms) of the series' occurrences whose day is in [from, to], ascending, EXDATEs left out. */
export function startsIn(series: Series, from: Day, to: Day): number[] {
  let walls: number[] = series.first >= from && series.first <= to ? [series.first * DAY_MS + series.time] : [];
  if (series.rule) {
    const out = expandRule(series.rule, series.first, series.time, from, to, untilTest(series), series.memo);
    walls = out.walls;
    if (out.untilBeforeStart) sayOnce(series, 'rrule UNTIL is before DTSTART — only the first occurrence is shown');
    if (out.capped) sayOnce(series, 'rrule needs too many steps to reach the dates shown — later occurrences are not shown');
  }
  for (const wall of series.extra) if (wall >= from * DAY_MS && wall < (to + 1) * DAY_MS && !walls.includes(wall)) walls.push(wall);
  walls.sort((a, b) => a - b);
  const kept = walls.filter((wall) => {
    const day = Math.floor(wall / DAY_MS);
    return !series.exDays.has(day) && (series.dateOnly || !series.exNear.has(day) || !series.exInstants.has(instantAt(wall, series.zone)));
  });
  if (!series.rule || !isTimed(series.rule)) return kept;
  if (!series.dateOnly) return oncePerInstant(kept, series.zone);
  sayOnce(series, 'rrule gives times of day (BYHOUR, BYMINUTE, BYSECOND, FREQ=HOURLY or MINUTELY) but the event is all-day — each day is shown once');
  return kept.filter((wall, i) => i === 0 || Math.floor(wall / DAY_MS) !== Math.floor(kept[i - 1] / DAY_MS));
}

/**
 * Times of a day that a change of offset skips land as late as the gap is long, on a time the rule may
 * give too (an hourly 02:00 and 03:00 in a spring gap): each instant once, the first wall time that gives it.
 */
function oncePerInstant(walls: number[], zone: SeriesZone): number[] {
  const seen = new Set<number>();
  return walls.filter((wall) => {
    const at = instantAt(wall, zone);
    return !seen.has(at) && !!seen.add(at);
  });
}

/** Local midnight of `date`, whose day is `day` (as dateOfDay(day) gives it; it mends a year 0-99 itself). */
function midnight(date: Date, day: Day): Date {
  const year = date.getFullYear();
  if (year < 100 && year >= 0) return dateOfDay(day);
  const out = new Date(date.getTime());
  out.setHours(0, 0, 0, 0);
  return out;
}

/** The occurrence of `event` starting at wall-clock `wall`; its Dates as a calendar in `tz` draws them (model/zone-clock.ts). */
function occurrenceAt(event: CalendarEvent, series: Series, wall: number, tz: Timezone): CalendarEvent {
  const show = (instant: number) => (tz === 'local' || tz === 'UTC' ? new Date(instant) : shownDate(instant, tz));
  let start: Date;
  let end: Date;
  let occurrence: string;
  if (series.dateOnly) {
    const day = Math.floor(wall / DAY_MS);
    start = dateOfDay(day);
    end = dateOfDay(day + series.days);
    occurrence = isoDay(day);
  } else {
    const at = instantAt(wall, series.zone);
    start = show(at);
    end = show(series.days ? instantAt(wall + series.days * DAY_MS, series.zone) + series.ms : at + series.ms);
    occurrence = isoString(at);
  }
  const startDay = dayOf(start);
  const lastDay = dayOf(end);
  const endDay = Math.max(startDay, lastDay);
  // The days' midnights from the Dates themselves (dateOfDay's parts need a Date of their own): the same local midnights.
  const rangeStart = midnight(start, startDay);
  const rangeEnd = endDay === lastDay ? midnight(end, endDay) : dateOfDay(endDay);
  // `{ ...event, key, occurrence, ... }` written out: V8 makes a spread copy given a field its source lacks
  // (occurrence) a dictionary object, tens of times slower to build; a literal stays fast.
  const e = event;
  const copy: CalendarEvent = {
    id: e.id, key: `${e.key}@${occurrence}`, title: e.title, untitled: e.untitled, start, end, allDay: e.allDay, scheduleType: e.scheduleType,
    startDay, endDay, rangeStart, rangeEnd, slotStartTime: e.slotStartTime, slotEndTime: e.slotEndTime,
    color: e.color, textColor: e.textColor, description: e.description, location: e.location, category: e.category, data: e.data, occurrence,
  };
  return copy;
}

/** The fields of CalendarEvent occurrenceAt writes out, besides `occurrence`. */
const EVENT_FIELDS = 20;

/** Fields of `event` its occurrences lack, copied (an event with more than the fields CalendarEvent declares). */
function copyRest(event: CalendarEvent, copies: CalendarEvent[]): CalendarEvent[] {
  const names = Object.keys(event);
  if (names.length > EVENT_FIELDS) for (const copy of copies) for (const name of names) if (!(name in copy)) (copy as unknown as RawEvent)[name] = event[name as keyof CalendarEvent];
  return copies;
}

/** The recurrence maths other parts use through this part's module (a split series: ./series-split.ts), not by importing them. */
export { expandRule } from './rrule-times';
export { instantAt, wallAt } from './rrule-zone';
/** "This and following" (a moved occurrence, and an .ics RANGE=THISANDFUTURE): in this part, so that no part of its own is made for it. */
export { splitId, splitSeries } from './series-split';

/** Series read per payload and calendar zone (a payload is read once, and its problems said once). */
const read = new WeakMap<RawEvent, { tz: Timezone; series: Series | null }>();

/** The series of `event`, read once per payload. */
export function seriesOf(event: CalendarEvent, tz: Timezone, warn: (problem: string) => void): Series | null {
  let entry = read.get(event.data);
  if (!entry || entry.tz !== tz) read.set(event.data, (entry = { tz, series: readSeries(event, tz, warn) }));
  return entry.series;
}

/** The occurrences of one series event that overlap the local days [range.start, range.end]. */
export function occurrencesOf(event: CalendarEvent, range: DayRange, tz: Timezone, warn: (problem: string) => void): CalendarEvent[] {
  const series = seriesOf(event, tz, warn);
  if (!series) return [];
  // A zone's wall day is within a day of the browser's; an occurrence that starts earlier may reach into the range.
  const walls = startsIn(series, range.start - series.days - Math.ceil(series.ms / DAY_MS) - 2, range.end + 2);
  const out: CalendarEvent[] = [];
  for (const wall of walls) {
    const occurrence = occurrenceAt(event, series, wall, tz);
    if (occurrence.startDay <= range.end && occurrence.endDay >= range.start) out.push(occurrence);
  }
  return copyRest(event, out);
}

/**
 * The events to draw for `range`: each series (a payload with `rrule` or `rdate`) replaced by its
 * occurrences there, the rest as they are; `events` itself when it holds no series. A recurring slot
 * keeps its own daily meaning (its rrule is reported and ignored).
 */
export function occurrencesIn(events: CalendarEvent[], range: DayRange, tz: Timezone, warn: (problem: string) => void): CalendarEvent[] {
  if (!events.some((e) => isSeries(e.data))) return events;
  const out: CalendarEvent[] = [];
  for (const event of events) {
    if (!isSeries(event.data)) out.push(event);
    else if (event.scheduleType === 'recurring-slot') {
      warn(`event "${event.id}": rrule is ignored on a recurring-slot event (its slot repeats daily)`);
      out.push(event);
    } else out.push(...occurrencesOf(event, range, tz, warn));
  }
  return out;
}
