/**
 * Event text colours for colours outside the default palette (those take
 * white: normalize.ts). The maths (./contrast.ts) is the contrast chunk in the
 * script bundles (almanac-chunk-contrast.js), asked for by the first such
 * colour; until it arrives those events have '' (the stylesheet's text
 * colour) and the store recolours them when it does (afterContrast). In the
 * ESM build and in tests it is there from the start (core/chunk-source.ts).
 */
import { eventContrast } from '../../core/chunk-source';
import { fetchChunk } from '../../core/chunks';

let contrast = eventContrast;
/** Settles once the chunk was asked for and arrived or failed (one warning: core/chunks.ts). */
let arrival: Promise<unknown> | undefined;

/** The AA text colour on `color` (contrast.ts textColorFor); '' while the chunk is on its way, or when it cannot be loaded. */
export function textColorOf(color: string): string {
  if (contrast) return contrast.textColorFor(color);
  arrival ??= fetchChunk('contrast', "event text on colours outside the palette keeps the stylesheet's colour").then((api) => (contrast = api), () => {});
  return '';
}

/** Run `then` once the contrast chunk has arrived (or failed), when a colour asked for it; otherwise never. */
export function afterContrast(then: () => void): void {
  void arrival?.then(then);
}
