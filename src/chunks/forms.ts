// Entry of dist/almanac-chunk-forms.js: external filter forms (form[data-table-filter]), loaded by a
// table that has one (core/chunks.ts, table/dom/attach.ts).
import * as forms from '../table/dom/filter-form';
import { defineChunk } from './define';

defineChunk('forms', forms);
