/**
 * A series' zone (issue 45 item 2): a TZID read through Intl (./zone.ts), the
 * browser's zone ('local') or UTC. Wall-clock ms (fields read as if UTC) to
 * an instant and back. Pure. A wall time that a change of offset skips is
 * read with the offset before the change, so it lands as late on the clock
 * as the gap is long; one that a change repeats is its first instant (RFC
 * 5545 3.3.5).
 */
import { dayFromParts } from './dates';
import { zonedInstant, zoneOffset } from './zone';

export type SeriesZone = 'local' | 'UTC' | { name: string };

const DAY_MS = 86_400_000;

/** The zone named `name` when the browser knows it; null otherwise. */
export function namedZone(name: string): SeriesZone | null {
  return zoneOffset(name, 0) === null ? null : { name };
}

/** The wall-clock ms of `instant` in `zone`. */
export function wallAt(instant: number, zone: SeriesZone): number {
  if (zone === 'UTC') return instant;
  if (zone === 'local') {
    const d = new Date(instant);
    return dayFromParts(d.getFullYear(), d.getMonth(), d.getDate()) * DAY_MS + ((d.getHours() * 60 + d.getMinutes()) * 60 + d.getSeconds()) * 1000 + d.getMilliseconds();
  }
  return instant + zoneOffset(zone.name, instant)!;
}

/** The instant whose wall-clock time in `zone` is `wall` (see the head note for skipped and repeated times: zone.ts zonedInstant). */
export function instantAt(wall: number, zone: SeriesZone): number {
  if (zone === 'UTC') return wall;
  if (zone === 'local') {
    const w = new Date(wall);
    const out = new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds(), w.getUTCMilliseconds());
    // The Date constructor reads a year 0-99 as 1900-1999.
    if (w.getUTCFullYear() < 100 && w.getUTCFullYear() >= 0) out.setFullYear(w.getUTCFullYear());
    return out.getTime();
  }
  return zonedInstant(wall, zone.name)!;
}
