// Shared by the single-purpose benches (export.mjs, editing.mjs): command-line options, a loopback
// server for dist/ and bench/pages/, the browser, and the median.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../scripts/chromium.mjs';

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

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** dist/ and bench/pages/ on a loopback port; resolves with the listening server. */
export function serve() {
  const roots = { '/dist/': join(ROOT, 'dist'), '/pages/': join(BENCH, 'pages') };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const prefix = Object.keys(roots).find((p) => path.startsWith(p));
    const file = prefix && normalize(join(roots[prefix], path.slice(prefix.length)));
    if (!file || !file.startsWith(roots[prefix] + sep) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/** Headless Chromium: the one scripts/chromium.mjs finds (CHROMIUM_PATH, Debian's, or on PATH). */
export function launch() {
  return chromium.launch({
    executablePath: chromiumPath({ full: true }),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
