// Entry of dist/almanac-chunk-footer.js: footer aggregates, loaded by a table with a tfoot,
// data-show-footer or data-footer-aggregates (core/chunks.ts, table/dom/attach.ts).
import * as footer from '../table/dom/footer';
import { defineChunk } from './define';

defineChunk('footer', footer);
