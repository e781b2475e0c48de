// The npm package as a user installs it (issue 13, item 5): run after `npm run build`
// (npm test does), with node's test runner: `node --test tests/package/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
const files = packed[0].files.map((f) => f.path);
const has = (path) => files.includes(path);

test('the tarball holds the LICENSE (MIT, Almanac contributors), README and package.json', () => {
  for (const path of ['LICENSE', 'README.md', 'package.json']) assert.ok(has(path), path);
  const license = readFileSync(join(ROOT, 'LICENSE'), 'utf8');
  assert.match(license, /^MIT License/);
  assert.match(license, /Almanac contributors/);
  assert.equal(pkg.license, 'MIT');
});

test('every export target is in the tarball', () => {
  const targets = Object.values(pkg.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)));
  for (const target of targets) assert.ok(has(target.replace(/^\.\//, '')), target);
  for (const key of ['.', './package.json', './almanac.css', './table.css', './calendar.css', './standalone', './elements', './standalone/elements']) assert.ok(pkg.exports[key], key);
  assert.deepEqual(Object.keys(pkg.exports['.']), ['types', 'svelte', 'import', 'default']);
});

test('the script bundles ship with their chunk files, without source maps', () => {
  for (const bundle of ['almanac', 'almanac-table', 'almanac-calendar', 'almanac-elements']) {
    assert.ok(has(`dist/${bundle}.js`) && has(`dist/${bundle}.css`), bundle);
  }
  assert.ok(files.some((f) => /^dist\/almanac-table-TableFoot-[\w-]{6}\.js$/.test(f)));
  assert.deepEqual(files.filter((f) => f.endsWith('.map')), []);
});

test("the ESM tree holds no script-include entry, chunk entry or source file; of the styles, only parts' own (imported by their modules)", () => {
  const stray = files.filter((f) => (/^dist\/esm\/(standalone|chunks\/|styles\/)/.test(f) && !/^dist\/esm\/styles\/(calendar|table|core)-[a-z-]+\.css$/.test(f)) || !/^(dist\/|docs\/|LICENSE$|README\.md$|package\.json$)/.test(f));
  assert.deepEqual(stray, []);
  assert.ok(has('dist/esm/styles/calendar-overlays.css'));
});

test('every relative import in dist/esm names an existing file', () => {
  const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g;
  const bad = [];
  for (const file of files.filter((f) => /^dist\/esm\/.*\.(js|d\.ts|svelte)$/.test(f))) {
    for (const [, , spec] of readFileSync(join(ROOT, file), 'utf8').matchAll(specifier)) {
      const target = resolve(ROOT, dirname(file), spec);
      // A declaration names a component's types as X.svelte.js (NodeNext maps it to X.svelte.d.ts).
      // A part's stylesheet is imported by its module (never by a declaration: types have no styles).
      const ok = spec.endsWith('.svelte.js') && file.endsWith('.d.ts') ? existsSync(target.replace(/\.js$/, '.d.ts'))
        : existsSync(target) && (/\.(js|svelte)$/.test(spec) || (spec.endsWith('.css') && !file.endsWith('.d.ts')));
      if (!ok) bad.push(`${file}: ${spec}`);
    }
  }
  assert.deepEqual(bad, []);
});

test('the elements entry names its framework declarations (React JSX, Vue GlobalComponents) by a reference that resolves in the tarball', () => {
  const types = readFileSync(join(ROOT, 'dist/esm/elements.d.ts'), 'utf8');
  const refs = [...types.matchAll(/\/\/\/ <reference path="([^"]+)"/g)].map((m) => join('dist/esm', m[1]));
  assert.deepEqual(refs, ['dist/esm/elements/frameworks.d.ts']);
  assert.ok(has(refs[0]));
  assert.match(readFileSync(join(ROOT, refs[0]), 'utf8'), /declare module 'react'[\s\S]*IntrinsicElements[\s\S]*declare module 'vue'[\s\S]*GlobalComponents/);
});

test('plain Node imports the ESM modules that need no Svelte compiler', async () => {
  const events = await import(join(ROOT, 'dist/esm/core/events.js'));
  assert.equal(typeof events.EventBus, 'function');
  const config = await import(join(ROOT, 'dist/esm/table/model/config.js'));
  assert.equal(typeof config.buildConfig, 'function');
});

test('the ESM knows every language file it ships, with no bundler (README "Languages": adding a language is one file)', async () => {
  const shipped = files.filter((f) => /^dist\/esm\/lang\/[a-z]{2,3}\.js$/.test(f)).map((f) => f.slice('dist/esm/lang/'.length, -3)).sort();
  assert.ok(shipped.includes('th'), 'Thai ships');
  // Plain Node: an import.meta.glob left in the file would throw here (only Vite expands it).
  const source = await import(join(ROOT, 'dist/esm/lang/files.js'));
  assert.deepEqual([...source.languages].sort(), shipped);
  for (const code of shipped) assert.equal((await source.languageFile(code, 'test')).code, code);
});

test('every dependency is imported by the shipped code', () => {
  const code = files.filter((f) => /^dist\/esm\/.*\.(js|svelte)$/.test(f)).map((f) => readFileSync(join(ROOT, f), 'utf8')).join('\n');
  for (const dep of Object.keys(pkg.dependencies ?? {})) assert.match(code, new RegExp(`from ['"]${dep}[/'"]`), dep);
});
