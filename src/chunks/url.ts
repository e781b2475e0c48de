// Entry of dist/almanac-chunk-url.js: data-url-params writing the table's state to the address bar and
// following back/forward, loaded by a table with URL state (table/dom/attach.ts; the first state is read
// from the URL without it, core of model/url-state.ts readQuery).
import * as urlSync from '../table/dom/url-sync';
import { defineChunk } from './define';

defineChunk('url', urlSync);
