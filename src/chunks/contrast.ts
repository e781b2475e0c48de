// Entry of dist/almanac-chunk-contrast.js: event text colours with AA contrast, loaded when a
// calendar first shows an event whose colour is outside the default palette (core/chunks.ts,
// calendar/model/text-color.ts).
import * as contrast from '../calendar/model/contrast';
import { defineChunk } from './define';

defineChunk('contrast', contrast);
