/**
 * The recurrence part's eager hook (issue 45 item 2): the expansion
 * (./occurrences.ts) is loaded by the first payload that carries `rrule`
 * (or `rdate`); until it has arrived the store draws no event, so each is
 * drawn once, where it belongs (design.md "Build outputs"). If it cannot be
 * loaded: one warning, and each series shows its first occurrence. In the
 * ESM build it is there from the start (src/eager.ts).
 */
import { lazy } from '../../core/lazy';
import type { occurrencesIn } from './occurrences';

export type Expand = typeof occurrencesIn;

let expand: Expand | undefined;
let arrival: Promise<Expand> | undefined;

/** The expansion from the start (the ESM build: src/eager.ts), so the server renders occurrences too. */
export function setExpansion(given: Expand): void {
  expand = given;
}

/**
 * The expansion when it is here; otherwise one that draws nothing, and `arrived` gets the real one (or, if
 * it cannot be loaded, a pass-through: each series as its first occurrence) once it has arrived.
 */
export function expansion(arrived: (expand: Expand) => void): Expand {
  if (!expand) {
    arrival ??= lazy(() => import('./occurrences'), 'only first occurrences are shown').then((m) => (expand = m.occurrencesIn), () => (events) => events);
    void arrival.then(arrived);
  }
  return expand ?? (() => []);
}
