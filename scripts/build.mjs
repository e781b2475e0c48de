// Builds every output: dist/almanac.js + dist/almanac.css (IIFE, for <script src>)
// and dist/esm (Svelte components, stores and .d.ts types, for Svelte apps).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('npx', ['vite', 'build', '--logLevel', 'warn']);
compileHint('dist/almanac.js');
run('npx', ['svelte-package', '-i', 'src', '-o', 'dist/esm']);
run('node', ['scripts/size.mjs']);

/**
 * V8's explicit compile hint (Chrome 136+): the first line `//# allFunctionsCalledOnLoad`
 * has the whole script compiled eagerly on the background thread that streams it, instead
 * of each function on the main thread at its first call, which was about a third of a
 * table's first render. Other engines read it as a comment. The source map gains an empty
 * first line so it still points at the right places.
 */
function compileHint(file) {
  const hint = '//# allFunctionsCalledOnLoad\n';
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(hint)) return;
  writeFileSync(file, hint + code);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  map.mappings = ';' + map.mappings;
  writeFileSync(`${file}.map`, JSON.stringify(map));
}
