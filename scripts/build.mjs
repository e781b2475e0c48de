// Builds every output, in five bundler runs:
// - dist/almanac.js + .css (both widgets), dist/almanac-table.js + .css and
//   dist/almanac-calendar.js + .css, dist/almanac-elements.js (almanac.js and the custom elements):
//   classic scripts for <script src>, one vite run each
//   (vite.config.ts reads ALMANAC_BUNDLE), with the parts each loads on first use,
//   dist/<bundle>-<part>-<tag>.js (one tag per build: scripts/build-tag.mjs), split off by the bundler (scripts/classic-split.mjs);
// - dist/esm (Svelte components, stores and .d.ts types, for Svelte apps; finished by
//   scripts/esm-finish.mjs: explicit import extensions, no script-include entries);
// then prints the sizes and fails past a size budget (scripts/size.mjs);
// - demo/svelte-app/build: the demo Svelte app (served at /svelte-app/), from the source.
// Prints how long it took.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const started = performance.now();
const run = (cmd, args, env = {}) => {
  try {
    execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  } catch (error) {
    // The step has printed why; exit with its status, without a stack trace of this script.
    process.exit(error.status || 1);
  }
};
const bundle = (name) => run('npx', ['vite', 'build', '--logLevel', 'warn'], { ALMANAC_BUNDLE: name });
const svelteApp = () => run('npx', ['vite', 'build', '--logLevel', 'warn', '--config', 'demo/svelte-app/vite.config.ts']);
const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

// ALMANAC_BUILD_ONLY=almanac,almanac-table: a quick build while working on one bundle
// (those outputs only, over the dist/ already there; no ESM build, no size gate).
const only = process.env.ALMANAC_BUILD_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
if (only?.length) {
  for (const name of only) (name === 'svelte-app' ? svelteApp : () => bundle(name))();
  console.log(`build: only ${only.join(', ')} (ALMANAC_BUILD_ONLY) in ${took()}; the ESM build and the size gate did not run`);
  process.exit(0);
}
rmSync('dist', { recursive: true, force: true });
for (const name of ['almanac', 'almanac-table', 'almanac-calendar', 'almanac-elements']) bundle(name);
run('npx', ['svelte-package', '-i', 'src', '-o', 'dist/esm']);
run('node', ['scripts/esm-finish.mjs']);
run('node', ['scripts/size.mjs']);
console.log(`build: the library in ${took()} (5 bundler runs)`);
svelteApp();
console.log(`build: done in ${took()}, the demo Svelte app included`);
