/**
 * A series (a payload with `rrule`, issue 45 item 2) as iCalendar lines for
 * the .ics export (issue 45 item 4: "occurrences as their series with
 * RRULE, not expanded"). Pure. A series in a named zone is written with
 * TZID wall-clock times, so a reader expands it in that zone across DST as
 * the calendar does; one in the calendar's zone with UTC times. DTEND is the
 * first occurrence's end; EXDATE and RDATE follow the same rule as DTSTART.
 */
import { partsOf, type Day } from './dates';
import type { CalendarEvent, Timezone } from './normalize';
import { seriesOf, type Series } from './occurrences';
import { instantAt, wallAt } from './rrule-zone';

const DAY_MS = 86_400_000;
/** RRULE values as RFC 5545 3.3.10 writes them: names, numbers, lists, UTC times. Anything else (a line break) is refused. */
const RRULE = /^[A-Za-z0-9=;,:+-]{1,500}$/;
/** A TZID that can stand in a parameter unquoted (every IANA name can). */
const TZID = /^[A-Za-z0-9_/+-]{1,60}$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYYMMDD` of a day. */
function basicDay(day: Day): string {
  const { year, month0, date } = partsOf(day);
  return `${pad(year, 4)}${pad(month0 + 1)}${pad(date)}`;
}

/** `YYYYMMDDTHHMMSS` of wall-clock ms (read as if UTC). */
function basicWall(wall: number): string {
  const d = new Date(wall);
  return `${basicDay(Math.floor(wall / DAY_MS))}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** The value part (with parameters) of a time of the series at wall-clock `wall`: a day, a TZID wall time or UTC. */
function timeOf(series: Series, wall: number): string {
  if (series.dateOnly) return `;VALUE=DATE:${basicDay(Math.floor(wall / DAY_MS))}`;
  const zone = series.zone;
  if (typeof zone === 'object' && TZID.test(zone.name)) return `;TZID=${zone.name}:${basicWall(wall)}`;
  return `:${basicWall(wallAt(instantAt(wall, zone), 'UTC'))}Z`;
}

/**
 * DTSTART, DTEND, RRULE, EXDATE and RDATE lines of a series event; null when it has no start. An rrule
 * that cannot be read is left out with a report.
 */
export function seriesLines(event: CalendarEvent, tz: Timezone, report?: (problem: string) => void): string[] | null {
  const series = seriesOf(event, tz, () => {});
  if (!series) return null;
  const start = series.first * DAY_MS + series.time;
  const lines = [`DTSTART${timeOf(series, start)}`];
  if (series.dateOnly) lines.push(`DTEND;VALUE=DATE:${basicDay(series.first + series.days + 1)}`);
  else if (series.days || series.ms) {
    const end = (series.days ? instantAt(start + series.days * DAY_MS, series.zone) : instantAt(start, series.zone)) + series.ms;
    // An end whose wall time falls in an autumn change's repeated hour is read back as the first of the two
    // (RFC 5545 3.3.5); such an end is written in UTC, which names one instant.
    const wall = wallAt(end, series.zone);
    lines.push(`DTEND${instantAt(wall, series.zone) === end ? timeOf(series, wall) : `:${basicWall(wallAt(end, 'UTC'))}Z`}`);
  }
  const rule = series.ruleText;
  if (rule && RRULE.test(rule)) lines.push(`RRULE:${rule.toUpperCase()}`);
  else if (event.data.rrule) report?.(`event "${event.id}": rrule ${JSON.stringify(String(event.data.rrule).slice(0, 80))} is not an iCalendar RRULE value — exported without it`);
  for (const day of series.exDays) lines.push(`EXDATE;VALUE=DATE:${basicDay(day)}`);
  for (const instant of series.exInstants) lines.push(`EXDATE${timeOf(series, wallAt(instant, series.zone))}`);
  for (const wall of series.extra) lines.push(`RDATE${timeOf(series, wall)}`);
  return lines;
}
