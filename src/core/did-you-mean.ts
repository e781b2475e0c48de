/**
 * Did-you-mean warnings for both widgets, the suggestions from the hints part (core/hints.ts),
 * loaded only when a page has a name nobody knows: a page without a misspelling never loads it,
 * and both widgets suggest by the same rule. A suggestion comes once the part is there; without
 * it, its own load warning is the word (core/lazy.ts).
 */
import { lazy } from './lazy';

/** The hints part (one warning when it cannot be loaded). */
export const hints = () => lazy(() => import('./hints'), 'no did-you-mean hints');

/** Say each data-* attribute of `el` that looks like a misspelt `known` one, with the one meant. */
export function hintAttributes(el: Element, known: readonly string[], say: (found: string, meant: string) => void): void {
  if (Array.from(el.attributes).some(({ name }) => name.startsWith('data-') && !known.includes(name))) {
    hints().then((h) => h.misspeltAttributes(el, known).forEach(([found, meant]) => say(found, meant)), () => {});
  }
}

/** The `known` name that `name` most likely misspells; undefined when none is near (or without the part). */
export function nearName(name: string, known: readonly string[]): Promise<string | undefined> {
  return hints().then((h) => h.closestName(name, known), () => undefined);
}
