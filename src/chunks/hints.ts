// Entry of dist/almanac-chunk-hints.js: did-you-mean suggestions for unknown data-* attributes of a
// table, loaded only when a table carries one (core/chunks.ts, table/dom/markup.ts).
import * as hints from '../core/hints';
import { defineChunk } from './define';

defineChunk('hints', hints);
