// Builds every output: dist/almanac.js + dist/almanac.css (IIFE, for <script src>)
// and dist/esm (Svelte components, stores and .d.ts types, for Svelte apps).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['svelte-package', '-i', 'src', '-o', 'dist/esm']);
run('node', ['scripts/size.mjs']);

