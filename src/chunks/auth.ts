// Entry of dist/almanac-chunk-auth.js: what a table does on a 401 or 403 answer to its data load (redirect,
// or a notification for a filter form), loaded by the first such answer (table/store.svelte.ts).
import * as auth from '../table/dom/auth';
import { defineChunk } from './define';

defineChunk('auth', auth);
