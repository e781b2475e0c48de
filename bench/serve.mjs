// What every bench script shares: the loopback server the bench pages are loaded from (lib.mjs serves
// the single-purpose benches through it too), and the flags Chromium runs with (run.mjs, profile.mjs and
// dom-floor.mjs measure under the same ones).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH = dirname(fileURLToPath(import.meta.url));

/** The median (of an even count, the mean of the middle two). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // Let frames be produced as soon as they are ready, so short steps are not read out in 16.7 ms steps.
  '--disable-frame-rate-limit', '--disable-gpu-vsync'];

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.map': 'application/json', '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.ttf': 'font/ttf', '.png': 'image/png' };

/** The file at `rel` below `base`, read; null when `rel` leaves `base` or names no file. */
export function fileBelow(base, rel) {
  const full = normalize(join(base, rel));
  if (full !== base && !full.startsWith(base + sep)) return null;
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full) : null;
}

/**
 * The bench pages and their node_modules, from bench/; whatever else a path names is `other(path)`'s
 * answer (a dist/ file, the original's files), null for none.
 */
export function benchFile(path, other = () => null) {
  if (path.startsWith('/pages/')) return fileBelow(join(BENCH, 'pages'), path.slice(7));
  if (path.startsWith('/node_modules/')) return fileBelow(join(BENCH, 'node_modules'), path.slice(14));
  return other(path);
}

/**
 * Serves `bodyOf(path)` (a Buffer or string; null: 404) on a free loopback port, never cached.
 * Resolves to the server, its address in `base`.
 */
export function serve(bodyOf) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const body = bodyOf(path);
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(body);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(Object.assign(server, { base: `http://127.0.0.1:${server.address().port}` }))));
}
