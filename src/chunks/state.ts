// Entry of dist/almanac-chunk-state.js: data-attr rows bound from the host StateManager, loaded by a
// table with data-attr and no data-source (core/chunks.ts, table/dom/attach.ts).
import * as hostState from '../table/dom/host-state';
import { defineChunk } from './define';

defineChunk('state', hostState);
