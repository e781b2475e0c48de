// Entry of dist/almanac-chunk-export.js: exportData (csv, json; excel through the xlsx chunk),
// loaded on the first export (core/chunks.ts, table/TableManager.ts).
import * as exporter from '../table/dom/export';
import { defineChunk } from './define';

defineChunk('export', exporter);
