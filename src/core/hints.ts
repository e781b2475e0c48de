/**
 * The hints chunk (dist/almanac-chunk-hints.js): did-you-mean suggestions for
 * misspelt data-* attributes, loaded only by a table that has a data-*
 * attribute it does not know (table/dom/markup.ts).
 */
export { misspeltAttributes } from './attrs';
