// Finishes dist/esm after svelte-package (scripts/build.mjs), so plain Node and
// `moduleResolution: NodeNext` can read it:
// - every relative import gets its explicit file (`./events` -> `./events.js`,
//   `./model` -> `./model/index.js`), in .js, .d.ts and .svelte files alike;
// - the script-include entries leave the tree: src/standalone*.ts
//   write to `window` when imported, so an app must never pick them up from dist/esm
//   (they ship as dist/almanac*.js, the package's `./standalone` export); so do the
//   widgets' source stylesheets, built as dist/almanac*.css (a part's own stylesheet stays);
// - the language files: lang/files lists src/lang/ with Vite's import.meta.glob, which
//   only Vite expands; an app may bundle with anything, so the glob is written out as one
//   import() per file of lang/ (README "Languages": adding a language is one file).
// Fails when a relative import resolves to no file.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = 'dist/esm';
const FILE = /\.(js|d\.ts|svelte)$/;
// from '...', import('...'), import '...' and export ... from '...'
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The specifier with its explicit file, or null when no file answers it. */
export function explicit(fromFile, spec) {
  const base = resolve(dirname(fromFile), spec);
  const isFile = (p) => existsSync(p) && statSync(p).isFile();
  // A component's types sit beside it as X.svelte.d.ts: a declaration file names them
  // `X.svelte.js`, which NodeNext maps to that file (`X.svelte` it would not resolve).
  if (spec.endsWith('.svelte') && isFile(base)) return fromFile.endsWith('.d.ts') && isFile(`${base}.d.ts`) ? `${spec}.js` : spec;
  if (/\.(js|css|json)$/.test(spec) && isFile(base)) return spec;
  if (isFile(`${base}.js`)) return `${spec}.js`;
  if (isFile(join(base, 'index.js'))) return `${spec.replace(/\/$/, '')}/index.js`;
  return null;
}

/** The language glob of lang/files, as svelte-package leaves it. */
const LANGUAGE_GLOB = /import\.meta\.glob\(\[(['"])\.\/\*\.ts\1, *(['"])!\.\/files\.ts\2\]\)/;
/** A language file: its code is the file name ('th.js'), as scripts/chunk-names.mjs reads src/lang/. */
const LANGUAGE_FILE = /^[a-z]{2,3}\.js$/;

/** Write the glob of lang/files.js out: `{ './th.ts': () => import('./th.js'), ... }`, the shape Vite gives. */
export function writeLanguages(root = ROOT) {
  const file = join(root, 'lang', 'files.js');
  const text = readFileSync(file, 'utf8');
  if (!LANGUAGE_GLOB.test(text)) throw new Error(`${file} has no import.meta.glob(['./*.ts', '!./files.ts']) to write out: the package would load no language`);
  const codes = readdirSync(join(root, 'lang')).filter((f) => LANGUAGE_FILE.test(f)).map((f) => f.slice(0, -3)).sort();
  const list = codes.map((code) => `'./${code}.ts': () => import('./${code}.js')`).join(', ');
  writeFileSync(file, text.replace(LANGUAGE_GLOB, () => `{ ${list} }`));
}

export function finishEsm(root = ROOT) {
  try {
    writeLanguages(root);
  } catch (error) {
    console.error(`esm-finish: ${error.message}`);
    process.exit(1);
  }
  // The widgets' stylesheets ship built, as dist/almanac*.css (an app imports one); what stays is a
  // part's own stylesheet, which its module imports (src/styles/<widget>-<part>.css: the app's bundler
  // loads it with the part, as the script bundles do).
  for (const name of ['table.css', 'calendar.css']) rmSync(join(root, 'styles', name), { force: true });
  for (const name of readdirSync(root)) if (name.startsWith('standalone')) rmSync(join(root, name));
  const missing = [];
  for (const file of walk(root).filter((f) => FILE.test(f))) {
    // A declaration needs no stylesheet: svelte-package keeps a module's CSS import in its .d.ts too.
    const original = readFileSync(file, 'utf8');
    // A preserved `/// <reference path>` (elements.ts: the framework declarations, a .d.ts of src/) is written
    // by the compiler relative to the source: pointed back at the copy beside the file.
    const text = file.endsWith('.d.ts')
      ? original.replace(/^import ['"][^'"]+\.css['"];\n/gm, '').replace(/(\/\/\/ <reference path=")(?:\.\.\/)+src\/([^"]+)"/g, (_all, head, path) => `${head}${relative(dirname(file), join(root, path)).replace(/^(?!\.)/, './')}"`)
      : original;
    const next = text.replace(SPECIFIER, (all, lead, quote, spec) => {
      const fixed = explicit(file, spec);
      if (fixed === null) {
        missing.push(`${relative(root, file)}: ${spec}`);
        return all;
      }
      return `${lead}${quote}${fixed}${quote}`;
    });
    if (next !== original) writeFileSync(file, next);
  }
  if (missing.length) {
    console.error(`esm-finish: imports that resolve to no file:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) finishEsm();
