// Entry of dist/almanac-chunk-actions.js: row, bulk and filter actions, loaded by a table that
// declares data-row-actions, data-actions or data-filter-actions (core/chunks.ts, table/dom/attach.ts).
import * as actions from '../table/dom/actions';
import { defineChunk } from './define';

defineChunk('actions', actions);
