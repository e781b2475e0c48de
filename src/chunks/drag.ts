// Entry of dist/almanac-chunk-drag.js: drag reorder with svelte-dnd-action, loaded by the rows chunk
// (table/dom/rows.ts) for a table with data-row-sortable, data-sortable-rows or the global rowSortable.
import * as drag from '../table/dom/row-drag';
import { defineChunk } from './define';

defineChunk('drag', drag);
