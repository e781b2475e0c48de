/**
 * Event text colours for colours outside the default palette (those take
 * white: normalize.ts). The maths (./contrast.ts) is a part of the script
 * bundles, asked for by the first such colour (a palette's, when the calendar
 * starts; else an event's); until it arrives those events have '' and the
 * store does not draw them (CalendarState.drawn): they are drawn once, in
 * their final colours, when it has arrived (or failed: then the stylesheet's
 * text colour). In the ESM build it is there from the start (src/eager.ts).
 */
import { lazy } from '../../core/lazy';
import type * as Contrast from './contrast';

let contrast: typeof Contrast | undefined;

/** The contrast maths from the start (the ESM build: src/eager.ts), so the server renders the colours too. */
export function setContrast(maths: typeof Contrast): void {
  contrast = maths;
}
/** Settles once the chunk was asked for and arrived or failed (one warning: core/lazy.ts); `arriving` until then. */
let arrival: Promise<unknown> | undefined;
let arriving = false;

/** The AA text colour on `color` (contrast.ts textColorFor); '' while the chunk is on its way, or when it cannot be loaded. */
export function textColorOf(color: string): string {
  if (contrast) return contrast.textColorFor(color);
  arrival ??= ((arriving = true), lazy(() => import('./contrast'), "event text on colours outside the palette keeps the stylesheet's colour").then((api) => (contrast = api), () => {}).finally(() => (arriving = false)));
  return '';
}

/** While the contrast chunk is on its way: a promise that settles once it has arrived or failed; otherwise undefined. */
export function contrastArriving(): Promise<unknown> | undefined {
  return arriving ? arrival : undefined;
}
