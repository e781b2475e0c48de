// Entry of dist/almanac-chunk-refresh.js: the automatic refresh's timers, loaded the first time a
// table's refresh runs (table/dom/auto-refresh.ts, core/chunks.ts).
import * as refresh from '../table/dom/refresh-timer';
import { defineChunk } from './define';

defineChunk('refresh', refresh);
