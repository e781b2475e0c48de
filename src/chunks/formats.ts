// Entry of dist/almanac-chunk-formats.js: the cell formats few tables use (dayjs date patterns and
// relative time, bytes, duration, compact numbers, identifiers as words, truncate), loaded when a
// table first shows one (core/format-dates.ts lazyFormats, table/TableManager.ts).
import * as formats from '../core/format-lazy';
import { defineChunk } from './define';

defineChunk('formats', formats);
