/**
 * Wall-clock time in a named time zone (an .ics TZID, issue 45 item 4; the
 * calendar's data-timezone, item 1) to an instant and back, through Intl: no
 * zone data of our own. Pure.
 */
import { dateTimeFormat } from '../../core/format-intl';
import { dateOfDay } from './dates';

const formats = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter showing wall-clock parts in `zone`; null when the browser knows no such zone. */
function formatIn(zone: string): Intl.DateTimeFormat | null {
  let format = formats.get(zone);
  if (format === undefined) {
    format = null;
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', era: 'short' });
    } catch {
      /* RangeError: not a zone this browser knows */
    }
    formats.set(zone, format);
  }
  return format;
}

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(format: Intl.DateTimeFormat, instant: number): number {
  const part: Record<string, number> = {};
  let bc = false;
  for (const { type, value } of format.formatToParts(new Date(instant))) {
    if (type === 'era') bc = value.startsWith('B');
    else if (type !== 'literal') part[type] = Number(value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(bc ? 1 - part.year : part.year, part.month - 1, part.day);
  wall.setUTCHours(part.hour, part.minute, part.second, 0);
  return wall.getTime() - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant whose wall-clock time in `zone` is `wall` (wall-clock fields read as if UTC, in ms), with
 * the offsets a day before and after (a zone changes its offset at most once in two days): a wall time
 * an autumn change repeats is its first occurrence (as RFC 5545 reads it); one a spring change skips
 * comes out one offset-step later, as clocks show it. Null when the browser knows no such zone.
 */
export function zonedInstant(wall: number, zone: string): number | null {
  const before = zoneOffset(zone, wall - 86_400_000);
  const after = zoneOffset(zone, wall + 86_400_000);
  if (before === null || after === null) return null;
  // The same offset a day either side: no change between (the one answer the steps below would give too).
  if (before === after) return wall - before;
  // The earlier of the two candidates that is right, if either is (no array: a feed asks thousands of times).
  const early = Math.min(wall - before, wall - after);
  const late = Math.max(wall - before, wall - after);
  if (zoneOffset(zone, early) === wall - early) return early;
  return zoneOffset(zone, late) === wall - late ? late : wall - before;
}

/** Offsets by zone and 15-minute step of UTC (every offset change falls on one): a series asks for thousands. */
const offsets = new Map<string, Map<number, number>>();
const STEP = 900_000;

/** The zone asked last, its formatter and its offsets: a feed or a series asks of one zone thousands of times in a row. */
let last: { zone: string; format: Intl.DateTimeFormat; byStep: Map<number, number> } | null = null;

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in ms; null when the browser knows no such zone. */
export function zoneOffset(zone: string, instant: number): number | null {
  if (last?.zone !== zone) {
    const format = formatIn(zone);
    if (!format) return null;
    let byStep = offsets.get(zone);
    if (!byStep) offsets.set(zone, (byStep = new Map()));
    last = { zone, format, byStep };
  }
  if (!Number.isFinite(instant)) return null;
  if (last.byStep.size > 50_000) offsets.set(zone, (last.byStep = new Map()));
  const step = Math.floor(instant / STEP);
  let offset = last.byStep.get(step);
  if (offset === undefined) last.byStep.set(step, (offset = offsetAt(last.format, step * STEP)));
  return offset;
}

/** Whether the browser knows `zone` (an IANA name such as `Asia/Bangkok`). */
export function knownZone(zone: string): boolean {
  return formatIn(zone) !== null;
}

/**
 * `instant` as a calendar in `zone` draws it: the Date whose local fields (getHours(), getDate()...) are
 * `zone`'s wall clock at that instant (model/zone-clock.ts). `instant` itself when the zone is unknown.
 */
export function shownDate(instant: number, zone: string): Date {
  const format = formatIn(zone);
  if (!format) return new Date(instant);
  const wall = new Date(instant + offsetAt(format, instant));
  const out = new Date(0);
  out.setFullYear(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  out.setHours(wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds());
  return out;
}

/** The instant a Date drawn in `zone` (shownDate) stands for: its local fields read as `zone`'s wall clock. */
export function instantOf(shown: Date, zone: string): number {
  const wall = new Date(0);
  wall.setUTCFullYear(shown.getFullYear(), shown.getMonth(), shown.getDate());
  wall.setUTCHours(shown.getHours(), shown.getMinutes(), shown.getSeconds(), shown.getMilliseconds());
  return zonedInstant(wall.getTime(), zone) ?? shown.getTime();
}

/**
 * The second zone of the week and day views (data-secondary-timezone, issue 45 item 1): what the clocks of
 * `tz2` (undefined: the browser's zone) show, HH:mm, at each hour of `day` in the calendar's zone `tz` (a
 * named zone; null: the browser's), and the two zones' short names in `locale` for the corner above.
 */
export function secondClock(day: number, tz: string | null, tz2: string | undefined, locale: string): { hours: string[]; names: string[] } {
  // From the wall clock itself in a named zone (a Date's local fields could fall in the browser's spring gap).
  const at = (h: number) => new Date(tz ? zonedInstant((day * 24 + h) * 3_600_000, tz)! : dateOfDay(day, h * 60).getTime());
  const name = (timeZone?: string) => dateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at(12)).find((p) => p.type == 'timeZoneName')!.value;
  const hhmm = dateTimeFormat(locale, { timeZone: tz2, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', numberingSystem: 'latn' });
  return { hours: Array.from({ length: 24 }, (_, h) => hhmm.format(at(h))), names: [name(tz ?? undefined), name(tz2)] };
}
