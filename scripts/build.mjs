// Builds every output:
// - dist/almanac.js + .css (both widgets), dist/almanac-table.js + .css and
//   dist/almanac-calendar.js + .css: IIFE for <script src>, one vite run each
//   (vite.config.ts reads ALMANAC_BUNDLE);
// - dist/esm (Svelte components, stores and .d.ts types, for Svelte apps);
// then prints the sizes and fails past a size budget (scripts/size.mjs).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const run = (cmd, args, env = {}) => {
  try {
    execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  } catch (error) {
    // The step has printed why; exit with its status, without a stack trace of this script.
    process.exit(error.status || 1);
  }
};

rmSync('dist', { recursive: true, force: true });
for (const bundle of ['almanac', 'almanac-table', 'almanac-calendar']) {
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { ALMANAC_BUNDLE: bundle });
}
run('npx', ['svelte-package', '-i', 'src', '-o', 'dist/esm']);
run('node', ['scripts/size.mjs']);
