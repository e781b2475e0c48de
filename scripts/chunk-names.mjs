import { readdirSync } from 'node:fs';

// The languages: one file each in src/lang/ (README "Languages"), each built as dist/almanac-chunk-{name}.js.
export const LANGUAGES = readdirSync(new URL('../src/lang/', import.meta.url)).filter((f) => /^[a-z]{2,3}\.ts$/.test(f)).map((f) => f.slice(0, -3));

// The lazy chunks scripts/build.mjs builds (one vite run each; entries in vite.config.ts CHUNKS).
export const CHUNK_NAMES = ['template', 'formats', 'actions', 'footer', 'export', 'xlsx', 'hints', 'cells', 'rows', 'drag', 'refresh', 'url', 'state', 'auth', 'filters', 'forms', 'click', 'contrast', ...LANGUAGES];
