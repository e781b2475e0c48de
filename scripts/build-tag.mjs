// The tag every part file of a script-bundle build carries (dist/<bundle>-<part>-<tag>.js): one hash of
// everything the build reads — the sources, the lock file and the build's own code — instead of one hash
// per file. A page's bundle names its parts in each load it can make; with a hash per file those names were
// incompressible bytes every page paid (358 B gzip on the both page); with one tag the bundle writes it
// once (classic-split.mjs, the loader's `tag`). A part file's name still changes whenever anything it could
// contain changes, so the files stay cacheable forever, as before.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the build reads besides src/: a change in any of them can change the parts. */
const INPUTS = ['package-lock.json', 'vite.config.ts', 'svelte.config.js', 'scripts/classic-split.mjs', 'scripts/terser-pass.mjs', 'scripts/build-tag.mjs'];

/** Every file below `dir` (relative to `root`, `/`-separated), sorted. */
function filesBelow(root, dir) {
  return readdirSync(join(root, dir), { recursive: true }).map(String)
    .map((name) => join(dir, name)).filter((path) => statSync(join(root, path)).isFile())
    .map((path) => relative(root, join(root, path)).replaceAll('\\', '/')).sort();
}

/** The build's tag: six characters of [A-Za-z0-9_-] (as the bundler's own hashes were). */
export function buildTag(root = process.cwd()) {
  const hash = createHash('sha256');
  for (const path of [...filesBelow(root, 'src'), ...INPUTS]) {
    let content;
    try {
      content = readFileSync(join(root, path));
    } catch {
      continue; // (an optional input the tree does not have)
    }
    hash.update(path).update('\0').update(content).update('\0');
  }
  return hash.digest('base64url').slice(0, 6);
}
