// Entry of dist/almanac-chunk-template.js: data-load-target (the directive binder of
// src/template and its table glue), loaded by a table with data-load-target on its first load
// (core/chunks.ts, table/dom/attach.ts).
import * as loadTarget from '../table/dom/load-target';
import { defineChunk } from './define';

defineChunk('template', loadTarget);
