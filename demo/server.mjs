// The demo site: serves demo/pages (the HTML a server-rendered app would
// write), dist/ (the built bundle) and public/, plus the demo API when
// demo/api/index.mjs exists. `npm run demo` builds first, then runs this.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.wasm': 'application/wasm',
};
// The demo pages run under the CSP the bundle must work with (design.md "Security rules").
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";

/** Map a URL path to a file under demo/pages, dist or public; null when outside them. */
function fileFor(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  if (clean.startsWith('..')) return null;
  if (clean === '' ) return join(root, 'demo/pages/index.html');
  if (clean.startsWith('dist/')) return join(root, clean);
  // The Svelte demo app, built by `npm run build` (demo/svelte-app/vite.config.ts).
  if (/^svelte-app[/\\]?$/.test(clean)) return join(root, 'demo/svelte-app/build/index.html');
  if (/^svelte-app[/\\]assets[/\\]/.test(clean)) return join(root, 'demo/svelte-app/build', clean.slice('svelte-app/'.length));
  const page = join(root, 'demo/pages', clean);
  if (existsSync(page)) return page;
  if (existsSync(page + '.html')) return page + '.html';
  return join(root, 'public', clean);
}

/**
 * A slow network, for trying how a page behaves on one: `latency` milliseconds before every file is
 * answered (pages, bundles, parts, styles; not the API). The server's option or ALMANAC_DEMO_LATENCY,
 * and per visitor the cookie `almanac-latency=<ms>` (the e2e tests set it: harness.ts openPage).
 */
function latencyOf(req, latency) {
  const chosen = /(?:^|;\s*)almanac-latency=(\d+)/.exec(req.headers.cookie ?? '')?.[1];
  return Math.min(chosen === undefined ? latency : Number(chosen), 10_000);
}

async function serveStatic(req, res, pathname, latency) {
  if (pathname === '/favicon.ico') return res.writeHead(204).end();
  const file = fileFor(pathname);
  const wait = latencyOf(req, latency);
  if (wait > 0) await new Promise((ok) => setTimeout(ok, wait));
  try {
    const info = file ? await stat(file) : null;
    if (!info?.isFile()) throw new Error('not found');
    // Revalidated on every use (a rebuilt file is never stale), answered 304 while unchanged: the browser
    // then reuses its copy and the code it compiled from it, as it would from any real server.
    const etag = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
    const headers = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': CSP,
      'Cache-Control': 'no-cache',
      ETag: etag,
    };
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, headers).end();
    res.writeHead(200, headers);
    res.end(await readFile(file));
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  }
}

/**
 * Start the demo server; resolves with { url, close }. Port 0 picks a free port.
 * file: the demo API's SQLite file (default demo/data/almanac.sqlite); null keeps it in memory.
 * latency: milliseconds added before every file is served (default ALMANAC_DEMO_LATENCY, else 0).
 */
export async function startServer({ port = 0, host = '127.0.0.1', quiet = false, file, latency = Number(process.env.ALMANAC_DEMO_LATENCY) || 0 } = {}) {
  const apiFile = join(root, 'demo/api/index.mjs');
  const api = existsSync(apiFile) ? await (await import(pathToFileURL(apiFile).href)).createApi({ quiet, file }) : null;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      // The site again under a sub-path (/legacy/): its pages' relative URLs reach /legacy/api/....
      if (url.pathname.startsWith('/legacy/api/')) url.pathname = url.pathname.slice('/legacy'.length);
      if (api && url.pathname.startsWith('/api/')) return await api.handle(req, res, url);
      await serveStatic(req, res, url.pathname, latency);
    } catch (error) {
      if (!quiet) console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Internal error' }));
    }
  });
  await new Promise((ok) => server.listen(port, host, ok));
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  return {
    url,
    api,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(() => ok()); api?.close?.(); }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 5173);
  const { url } = await startServer({ port });
  console.log(`Almanac demo running at ${url}/`);
}
