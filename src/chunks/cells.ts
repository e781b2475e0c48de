// Entry of dist/almanac-chunk-cells.js: form controls in cells (data-cell-element), loaded by the
// first cell that shows one (core/chunks.ts, table/components/Cell.svelte).
import * as cells from '../table/dom/cell-controls';
import { defineChunk } from './define';

defineChunk('cells', cells);
