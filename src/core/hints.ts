/**
 * The hints chunk (dist/almanac-chunk-hints.js): did-you-mean suggestions for
 * misspelt data-* attributes, loaded only by a table that has a data-*
 * attribute it does not know (table/dom/markup.ts), and for unknown
 * TableManager.init options.
 */
import { closestName } from './attrs';
import { warn } from './warn';

export { closestName, misspeltAttributes } from './attrs';

/** Name each unknown TableManager.init option once, with the known one it most likely misspells. */
export function unknownOptions(keys: readonly string[], known: readonly string[]): void {
  for (const key of keys) {
    const meant = closestName(key, known);
    warn('table', null, `TableManager.init: "${key}" is not an option — ignored${meant ? `; did you mean ${meant}?` : ''}`);
  }
}
