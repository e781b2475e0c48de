// The lazy chunks scripts/build.mjs builds (one vite run each; entries in vite.config.ts CHUNKS).
export const CHUNK_NAMES = ['template', 'formats', 'actions', 'footer', 'export', 'xlsx', 'hints', 'cells', 'rows', 'refresh', 'state', 'forms', 'click', 'contrast'];
