/**
 * Wall-clock time in a named time zone (an .ics TZID, issue 45 item 4) to
 * an instant, through Intl: no zone data of our own. Pure.
 */

const formats = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter showing wall-clock parts in `zone`; null when the browser knows no such zone. */
function formatIn(zone: string): Intl.DateTimeFormat | null {
  if (!formats.has(zone)) {
    let format: Intl.DateTimeFormat | null = null;
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', era: 'short' });
    } catch {
      /* RangeError: not a zone this browser knows */
    }
    formats.set(zone, format);
  }
  return formats.get(zone)!;
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
 * The instant whose wall-clock time in `zone` is `wall` (wall-clock fields read as if UTC, in ms).
 * Two passes settle the offset across a change of offset; a wall time a spring-forward skips comes out
 * one offset-step later, as clocks show it. Null when the browser knows no such zone.
 */
export function zonedInstant(wall: number, zone: string): number | null {
  const format = formatIn(zone);
  if (!format || !Number.isFinite(wall)) return null;
  const first = wall - offsetAt(format, wall);
  return wall - offsetAt(format, first);
}
