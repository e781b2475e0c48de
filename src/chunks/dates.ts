// Entry of dist/almanac-chunk-dates.js: the dayjs date formats (patterns, relative time), loaded
// when a table first shows a date with data-pattern or a humanized date (core/chunks.ts,
// table/TableManager.ts).
import * as formats from '../core/format-dayjs';
import { defineChunk } from './define';

defineChunk('dates', formats);
