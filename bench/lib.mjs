// Shared by the single-purpose benches (export.mjs, editing.mjs, calendar-move.mjs): command-line
// options, the loopback server (serve.mjs's, for dist/ and bench/pages/), the browser, and the median.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../scripts/chromium.mjs';
import { benchFile, fileBelow, median, serve as serveBodies } from './serve.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(BENCH, '..');

/** The value after `--name` on the command line, else `fallback`. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

/** Exit with a hint when a dist file the bench loads is missing. */
export function needDist(bench, files) {
  for (const f of files) {
    if (!existsSync(join(ROOT, 'dist', f))) {
      console.error(`bench/${bench}: dist/${f} is missing — run \`npm run build\` first`);
      process.exit(1);
    }
  }
}

/** dist/ and bench/pages/ on a loopback port (bench/serve.mjs); resolves with the listening server. */
export function serve() {
  return serveBodies((path) => benchFile(path, () => (path.startsWith('/dist/') ? fileBelow(join(ROOT, 'dist'), path.slice(6)) : null)));
}

/** Headless Chromium: the one scripts/chromium.mjs finds (CHROMIUM_PATH, Debian's, or on PATH). */
export function launch() {
  return chromium.launch({
    executablePath: chromiumPath({ full: true }),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** serve.mjs's median (of an even count, the mean of the middle two), for the benches that import this file. */
export { median };
