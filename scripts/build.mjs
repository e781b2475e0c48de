// Builds every output:
// - dist/almanac.js + .css (both widgets), dist/almanac-table.js + .css and
//   dist/almanac-calendar.js + .css: IIFE for <script src>, one vite run each
//   (vite.config.ts reads ALMANAC_BUNDLE);
// - dist/almanac-chunk-{name}.js: the parts loaded on first use (src/core/chunks.ts), one vite
//   run each, from the CHUNKS of vite.config.ts;
// - dist/esm (Svelte components, stores and .d.ts types, for Svelte apps; finished by
//   scripts/esm-finish.mjs: explicit import extensions, no script-include entries);
// then prints the sizes and fails past a size budget (scripts/size.mjs);
// - demo/svelte-app/build: the demo Svelte app (served at /svelte-app/), from the source.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { CHUNK_NAMES } from './chunk-names.mjs';

const run = (cmd, args, env = {}) => {
  try {
    execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  } catch (error) {
    // The step has printed why; exit with its status, without a stack trace of this script.
    process.exit(error.status || 1);
  }
};

// ALMANAC_BUILD_ONLY=almanac,almanac-chunk-actions: a quick build while working on one part
// (those outputs only, over the dist/ already there; no ESM build, no size gate).
const only = process.env.ALMANAC_BUILD_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const CHUNKS = CHUNK_NAMES.map((name) => `almanac-chunk-${name}`);
// The demo Svelte app (demo/svelte-app, served at /svelte-app/ by npm run demo), from the source.
const svelteApp = () => run('npx', ['vite', 'build', '--config', 'demo/svelte-app/vite.config.ts']);
if (only?.length) {
  for (const bundle of only) {
    if (bundle === 'svelte-app') svelteApp();
    else run('npx', ['vite', 'build', '--logLevel', 'warn'], { ALMANAC_BUNDLE: bundle });
  }
  console.log(`build: only ${only.join(', ')} (ALMANAC_BUILD_ONLY); the ESM build and the size gate did not run`);
  process.exit(0);
}
rmSync('dist', { recursive: true, force: true });
for (const bundle of ['almanac', 'almanac-table', 'almanac-calendar', ...CHUNKS]) {
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { ALMANAC_BUNDLE: bundle });
}
// A chunk runs beside a bundle that has its own Svelte runtime: a second copy would break
// reactivity (and double the bytes), so a chunk that brings any Svelte fails the build.
for (const chunk of CHUNKS) {
  const svelte = JSON.parse(readFileSync(`dist/${chunk}.js.map`, 'utf8')).sources.filter((s) => /(^|\/)node_modules\/svelte\/|\.svelte(\.ts)?$/.test(s));
  if (svelte.length) {
    console.error(`build: dist/${chunk}.js brings Svelte (${svelte.slice(0, 3).join(', ')}); a chunk must not: import no component, store or svelte module there`);
    process.exit(1);
  }
}
run('npx', ['svelte-package', '-i', 'src', '-o', 'dist/esm']);
run('node', ['scripts/esm-finish.mjs']);
run('node', ['scripts/size.mjs']);
svelteApp();
