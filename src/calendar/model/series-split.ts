/**
 * "This and following events" (issue 45 item 5): a series split at one of
 * its occurrences, moved. The series before it ends there (RFC 5545: UNTIL
 * just before the occurrence, in place of a COUNT; its RDATEs from there on
 * leave it); a new series starts where the occurrence was put, repeating by
 * the same rule (the COUNT that is left, UNTIL and the EXDATEs and RDATEs
 * from there on moved as far as the occurrence was, a weekly BYDAY turned
 * by as many days, a BYMONTHDAY, an ordinal BYDAY (2MO, -1FR) and a single
 * BYMONTH read again where the occurrence landed). The new series repeats at its wall-clock time in the
 * old series' zone, so a daily 09:00 moved to 10:00 stays 10:00 across a
 * daylight-saving change. Part of the recurrence part (./occurrences.ts
 * exports it), used by the occurrence-move part and by the .ics part (a
 * feed's RANGE=THISANDFUTURE: ./ics-overrides.ts); that part's maths are
 * handed to it (`rec`: the part's module). Pure.
 */
import { dayFromParts, dayOf, daysInMonth, isoDay, parseIsoDay, partsOf, type Day } from './dates';
import type { EditPayload } from './edit';
import type { CalendarEvent, RawEvent, Timezone } from './normalize';
import type { expandRule, instantAt, readSeries, Series, wallAt, wallIn } from './occurrences';
import type { Rule } from './rrule-parse';
import type { SeriesZone } from './rrule-zone';

const DAY_MS = 86_400_000;

/**
 * The payload without its recurrence: one event (as model/occurrence-edit.ts makes one, whose copy this is: this
 * module is the recurrence part's, and that one the editing part's, and neither part loads the other).
 */
function withoutRecurrence(raw: RawEvent): RawEvent {
  const out = { ...raw };
  for (const field of ['rrule', 'rdate', 'exdate', 'duration', 'timezone', 'recurrenceId']) delete out[field];
  return out;
}

/** What a split reads a series with: the recurrence part's module (../model/occurrences.ts). */
export interface Recurrence {
  readSeries: typeof readSeries;
  wallIn: typeof wallIn;
  expandRule: typeof expandRule;
  instantAt: typeof instantAt;
  wallAt: typeof wallAt;
}
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** Wall ms written as `YYYY-MM-DDTHH:mm:ss`. */
const wallText = (wall: number) => new Date(wall).toISOString().slice(0, 19);
/** A day as an RRULE DATE, an instant as an RRULE UTC DATE-TIME. */
const basicDay = (day: Day) => isoDay(day).replaceAll('-', '');
const basicUtc = (instant: number) => `${new Date(instant).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** `rule` (an RRULE value) with the parts in `set` replaced (null: left out), the others as they were. */
export function withParts(rule: string, set: Record<string, string | null>): string {
  const parts = rule.split(';').filter((p) => p.trim() && !(p.split('=')[0].trim().toUpperCase() in set));
  for (const [name, value] of Object.entries(set)) if (value !== null) parts.push(`${name}=${value}`);
  return parts.join(';');
}

/** A time of the series written for an `exdate` or `rdate` field: a day, or the instant. */
function stampOf(rec: Recurrence, series: Series, wall: number): string {
  return series.dateOnly ? isoDay(Math.floor(wall / DAY_MS)) : new Date(rec.instantAt(wall, series.zone)).toISOString();
}

/**
 * The payload `raw` with its rule `rule` (null: none) and RDATEs `rdates` (the `rdate` field; RDATE lines
 * of an `rrule` written as content lines leave it, the RRULE line takes the new rule).
 */
function rewrite(raw: RawEvent, rule: string | null, rdates: string[]): RawEvent {
  const out: RawEvent = { ...raw };
  const text = typeof raw.rrule === 'string' ? raw.rrule.replace(/\r?\n[ \t]/g, '') : '';
  if (text && !/^\s*[A-Z]+=/i.test(text)) {
    const lines = text.split(/\r?\n/).filter((line) => !/^\s*(RRULE|RDATE)[;:]/i.test(line) && line.trim());
    out.rrule = [...lines, ...(rule ? [`RRULE:${rule}`] : [])].join('\n');
  } else if (rule) out.rrule = rule;
  else delete out.rrule;
  if (rdates.length) out.rdate = rdates;
  else delete out.rdate;
  return out;
}

/** BYDAY, BYMONTHDAY and BYMONTH of a rule moved with its occurrence from day `from` to day `to`: the parts that change. */
function movedParts(rule: Rule, from: Day, to: Day): Record<string, string> {
  const set: Record<string, string> = {};
  const days = to - from;
  const [was, now] = [partsOf(from), partsOf(to)];
  const monthLength = daysInMonth(now.year, now.month0);
  if (rule.byDay.length && (days % 7 !== 0 || rule.byDay.some((d) => d.nth !== 0))) {
    // An ordinal (2MO, -1FR) is read again where the occurrence landed, in its month (MONTHLY, or with BYMONTH) or year.
    const inMonth = rule.freq === 'MONTHLY' || rule.byMonth.length > 0;
    const index = inMonth ? now.date : to - dayFromParts(now.year, 0, 1) + 1;
    const length = inMonth ? monthLength : dayFromParts(now.year + 1, 0, 1) - dayFromParts(now.year, 0, 1);
    set.BYDAY = rule.byDay.map((d) => {
      const weekday = WEEKDAYS[(((d.weekday + days) % 7) + 7) % 7];
      if (d.nth === 0) return weekday;
      if (rule.byDay.length > 1) return `${d.nth}${weekday}`;
      return `${d.nth > 0 ? Math.floor((index - 1) / 7) + 1 : -(Math.floor((length - index) / 7) + 1)}${weekday}`;
    }).join(',');
  }
  if (rule.byMonthDay.length && days !== 0) {
    // One day of the month: the day it landed on (from the end when it was); several: each moved as far, those still days.
    const landed = (d: number) => (d > 0 ? now.date : now.date - monthLength - 1);
    const moved = rule.byMonthDay.length === 1 ? [landed(rule.byMonthDay[0])] : rule.byMonthDay.map((d) => d + days).filter((d) => d !== 0 && Math.abs(d) <= 31);
    set.BYMONTHDAY = (moved.length ? moved : [now.date]).join(',');
  }
  if (rule.byMonth.length === 1 && was.month0 !== now.month0) set.BYMONTH = String(now.month0 + 1);
  return set;
}

/**
 * BYHOUR and BYMINUTE of a rule moved with its occurrence from wall time `from` to `to` (ms): each time of
 * day the rule gives, moved as far; written when the moved times are again every hour with every minute.
 */
function movedTimes(rule: Rule, from: number, to: number): Record<string, string> {
  const minute = (wall: number) => Math.floor((wall % DAY_MS) / 60_000);
  const delta = minute(to) - minute(from);
  if (!delta || (!rule.byHour.length && !rule.byMinute.length)) return {};
  const hours = rule.byHour.length ? rule.byHour : [Math.floor(minute(from) / 60)];
  const minutes = rule.byMinute.length ? rule.byMinute : [minute(from) % 60];
  const times = new Set(hours.flatMap((h) => minutes.map((m) => (((h * 60 + m + delta) % 1440) + 1440) % 1440)));
  const list = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  const [h2, m2] = [list([...times].map((t) => Math.floor(t / 60))), list([...times].map((t) => t % 60))];
  if (h2.length * m2.length !== times.size) return {};
  return { ...(rule.byHour.length ? { BYHOUR: h2.join(',') } : {}), ...(rule.byMinute.length || m2.length > 1 ? { BYMINUTE: m2.join(',') } : {}) };
}

export interface Split {
  /** The series until the occurrence; null when the occurrence was its first (the whole series moves). */
  before: RawEvent | null;
  /** The series from the moved occurrence on, with id `id`. */
  after: RawEvent;
}

/**
 * Split `series` (the stored event) at its occurrence `event`, moved to `payload` (dates as the update
 * API writes them, in the calendar's zone `tz`); the new series takes `id`. Null (reported) when the
 * series cannot be read.
 */
export function splitSeries(rec: Recurrence, series: CalendarEvent, event: CalendarEvent, payload: EditPayload, tz: Timezone, id: string, warn: (problem: string) => void): Split | null {
  const { instantAt, wallAt } = rec;
  const stampText = (s: Series, wall: number) => stampOf(rec, s, wall);
  const s = rec.readSeries(series, tz, warn);
  if (!s || event.occurrence === undefined) return null;
  const at = s.dateOnly ? (parseIsoDay(event.occurrence) ?? s.first) * DAY_MS + s.time : wallAt(Date.parse(event.occurrence), s.zone);
  const splitDay = Math.floor(at / DAY_MS);
  // Where the occurrence was put, as a wall time in the series' zone (a day for an all-day place).
  const place = (text: string): number => {
    if (payload.allDay) return (parseIsoDay(text.slice(0, 10)) ?? splitDay) * DAY_MS;
    // The calendar's wall clock (as the update API writes it) -> the instant -> the series' wall clock.
    const wall = Date.parse(`${text.slice(0, 19)}Z`);
    return Number.isNaN(wall) ? at : wallAt(instantAt(wall, (tz === 'local' || tz === 'UTC' ? tz : { name: tz }) as SeriesZone), s.zone);
  };
  const [start, end] = [place(payload.start), place(payload.end)];
  const shift = start - at;
  const days = Math.floor(start / DAY_MS) - splitDay;
  const rule = s.rule;
  const counted = rule?.count ? rec.expandRule(rule, s.first, s.time, s.first, splitDay, () => true).walls.filter((wall) => wall < at).length : 0;

  let before: RawEvent | null = null;
  if (splitDay > s.first) {
    const until = s.dateOnly ? basicDay(splitDay - 1) : basicUtc(instantAt(at, s.zone) - 1000);
    const kept = s.extra.filter((wall) => wall < at).map((wall) => stampText(s, wall));
    before = rewrite(series.data, s.ruleText && withParts(s.ruleText, { COUNT: null, UNTIL: until }), kept);
  }

  let next: string | null = null;
  if (s.ruleText && rule) {
    const set: Record<string, string | null> = { COUNT: null, UNTIL: null };
    if (rule.count) set.COUNT = String(Math.max(1, rule.count - counted));
    if (rule.until) {
      const last = rec.wallIn(rule.until, s.zone) + (rule.until.kind === 'date' || s.dateOnly ? days * DAY_MS : shift);
      set.UNTIL = rule.until.kind === 'date' || s.dateOnly ? basicDay(Math.floor(last / DAY_MS)) : basicUtc(instantAt(last, s.zone));
    }
    Object.assign(set, movedParts(rule, splitDay, splitDay + days), movedTimes(rule, at, start));
    next = withParts(s.ruleText, set);
  }
  const exdate = [
    ...[...s.exDays].filter((day) => day >= splitDay).map((day) => (s.dateOnly ? isoDay(day + days) : stampText(s, (day + days) * DAY_MS + s.time))),
    ...[...s.exInstants].filter((instant) => instant >= instantAt(at, s.zone)).map((instant) => stampText(s, wallAt(instant, s.zone) + shift)),
  ];
  const rdate = s.extra.filter((wall) => wall >= at && wall !== at).map((wall) => stampText(s, wall + shift));
  const zone = typeof s.zone === 'object' ? s.zone.name : null;
  const after: RawEvent = {
    ...rewrite(withoutRecurrence(series.data), next, rdate), id, allDay: payload.allDay,
    start: payload.allDay ? payload.start : wallText(start), end: payload.allDay ? payload.end : wallText(end),
  };
  if (zone && !payload.allDay) after.timezone = zone;
  if (exdate.length) after.exdate = exdate;
  return { before, after };
}

/** The id of the series a split makes: the old id and the day it starts from (the server's answer may name another). */
export const splitId = (event: CalendarEvent): string => `${event.id}@${isoDay(dayOf(event.start))}`;
