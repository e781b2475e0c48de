/**
 * Event text colours for colours outside the default palette (those take
 * white: normalize.ts). The maths (./contrast.ts) is a part of the script
 * bundles, asked for by the first such colour; until it arrives those events
 * have '' (the stylesheet's text colour) and the store recolours them when it
 * does (afterContrast). In the ESM build it is there from the start
 * (src/eager.ts).
 */
import { lazy } from '../../core/lazy';
import type * as Contrast from './contrast';

let contrast: typeof Contrast | undefined;

/** The contrast maths from the start (the ESM build: src/eager.ts), so the server renders the colours too. */
export function setContrast(maths: typeof Contrast): void {
  contrast = maths;
}
/** Settles once the chunk was asked for and arrived or failed (one warning: core/lazy.ts). */
let arrival: Promise<unknown> | undefined;

/** The AA text colour on `color` (contrast.ts textColorFor); '' while the chunk is on its way, or when it cannot be loaded. */
export function textColorOf(color: string): string {
  if (contrast) return contrast.textColorFor(color);
  arrival ??= lazy(() => import('./contrast'), "event text on colours outside the palette keeps the stylesheet's colour").then((api) => (contrast = api), () => {});
  return '';
}

/** Run `then` once the contrast chunk has arrived (or failed), when a colour asked for it; otherwise never. */
export function afterContrast(then: () => void): void {
  void arrival?.then(then);
}
