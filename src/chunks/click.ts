// Entry of dist/almanac-chunk-click.js: a calendar event click beyond the built-in dialog (the
// click API of data-on-event-click-api, the page's modal manager), loaded on the first such click
// (core/chunks.ts, calendar/event-click.ts).
import * as click from '../calendar/click-api';
import { defineChunk } from './define';

defineChunk('click', click);
