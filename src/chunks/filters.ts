// Entry of dist/almanac-chunk-filters.js: the header filter row (th data-filter) of a table page, loaded by a
// table one of whose columns filters, while its data loads (table/dom/features.ts).
import * as filterRow from '../table/dom/filter-row';
import { defineChunk } from './define';

defineChunk('filters', filterRow);
