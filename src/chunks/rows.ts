// Entry of dist/almanac-chunk-rows.js: editable rows (add, copy, delete) and drag reorder, loaded by
// a table with data-editable-rows, data-row-sortable or data-sortable-rows (core/chunks.ts, table/dom/attach.ts).
import * as rows from '../table/dom/rows';
import { defineChunk } from './define';

defineChunk('rows', rows);
