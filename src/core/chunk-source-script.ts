/**
 * ./chunk-source in the script bundles (vite.config.ts aliases it here): no
 * part is imported, every lazy part is a chunk file loaded by <script>
 * (core/chunks.ts), so neither the binder, dayjs nor the contrast maths is in
 * the bundle.
 */
import type { eagerFormats as esmFormats, eventContrast as esmContrast, importChunk as esmImport } from './chunk-source';

/** The files of src/lang/, listed by vite.config.ts: each is dist/almanac-chunk-{name}.js. */
declare const __ALMANAC_LANGUAGES__: string[];

export const eagerFormats: typeof esmFormats = undefined;
export const eventContrast: typeof esmContrast = undefined;
export const importChunk: typeof esmImport = undefined;
export const languages: string[] = __ALMANAC_LANGUAGES__;
