/**
 * The calendar's named time zone (`data-timezone="Asia/Bangkok"`, issue 45 item 1). The views draw a
 * Date by its local fields (model/dates.ts), so in a named zone an instant is drawn as its shown Date:
 * the Date whose local fields are the zone's wall clock at that instant (model/zone.ts shownDate). What
 * leaves the calendar as an instant (event copies, the select range) is turned back (`real`). Event
 * times without an offset are the zone's wall clock, read as local fields are (model/normalize.ts).
 *
 * The maths is a part of the script bundles (./zone.ts), asked for by the first calendar in a named
 * zone: until it is there that calendar draws nothing (store/state.svelte.ts `zoning`), then once, in
 * its zone. A Svelte app has it from the start (src/eager.ts). `local` and `UTC` never need it.
 */
import { lazy } from '../../core/lazy';
import type { Day } from './dates';
import type * as Zone from './zone';

let zone: typeof Zone | undefined;
let arrival: Promise<unknown> | undefined;
let failed = false;

/** The maths from the start (the ESM build: src/eager.ts), so the server renders in the zone too. */
export function setZoneMaths(maths: typeof Zone): void {
  zone = maths;
}

/** A named zone (an IANA name), not the browser's (`local`) nor `UTC`. */
const named = (tz: string): boolean => tz !== 'local' && tz !== 'UTC';

/**
 * While the maths a named zone (or a second zone, `tz2`: data-secondary-timezone) needs are on their way: a
 * promise that settles once they arrived or failed; otherwise undefined.
 */
export function zoneArriving(tz: string, tz2?: string | null): Promise<unknown> | undefined {
  if (!(named(tz) || tz2) || zone || failed) return undefined;
  return (arrival ??= lazy(() => import('../zone-part'), 'local time is shown').then((m) => (zone = m), () => (failed = true)));
}

/** `instant` (ms) as a calendar in `tz` draws it. */
export const shown = (instant: number, tz: string): Date => (named(tz) && zone ? zone.shownDate(instant, tz) : new Date(instant));

/** The real instant of a Date a calendar in `tz` drew. */
export const real = (date: Date, tz: string): Date => (named(tz) && zone ? new Date(zone.instantOf(date, tz)) : new Date(date));

/** data-secondary-timezone's hour labels and zone names (./zone.ts secondClock), once the maths are here. */
export const secondClock = (day: Day, tz: string, tz2: string, locale: string) => zone?.secondClock(day, named(tz) ? tz : null, tz2 == 'local' ? undefined : tz2, locale);
