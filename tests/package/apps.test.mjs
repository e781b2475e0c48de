// Issue 13 item 5: the packed tarball in fresh apps, as a user installs it. `npm pack`, a temp
// folder with the fixture apps (tests/package/fixtures: a Vite + Svelte 5 app and a SvelteKit 2 app
// on adapter-node), `npm install` of the tarball (its dependencies from the registry or the npm
// cache), the build tools linked from this project's node_modules (fast, and the versions this
// project tests with); then svelte-check, vite build, and the result in headless Chromium.
// Run after `npm run build` (npm test does), with node's test runner: `node --test tests/package/`.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../scripts/chromium.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const TMP = mkdtempSync(join(tmpdir(), 'almanac-apps-'));
const TOOLS = ['svelte', 'vite', 'typescript', 'svelte-check', '@sveltejs/vite-plugin-svelte', '@sveltejs/kit', '@sveltejs/adapter-node'];
const bin = (tool, file) => join(ROOT, 'node_modules', tool, file);
const VITE = bin('vite', 'bin/vite.js');
const SVELTE_CHECK = bin('svelte-check', 'bin/svelte-check');

// ALMANAC_APPS_TIMING=1 prints when each step starts (to see where the time goes).
const T0 = Date.now();
async function run(cmd, args, cwd, env = {}) {
  try {
    if (process.env.ALMANAC_APPS_TIMING) console.log(`${((Date.now() - T0) / 1000).toFixed(1)}s start ${args.slice(0, 2).join(' ')} ${cwd}`);
    return (await promisify(execFile)(cmd, args, { cwd, env: { ...process.env, ...env }, maxBuffer: 16 << 20 })).stdout;
  } catch (error) {
    throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) failed:\n${error.stdout}\n${error.stderr}`);
  }
}
const node = (args, cwd, env) => run(process.execPath, args, cwd, env);

/** The tarball installed in TMP/node_modules (shared by the apps below it), the tools linked beside it. */
async function install() {
  const packed = JSON.parse(await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', TMP], ROOT));
  cpSync(join(import.meta.dirname, 'fixtures'), TMP, { recursive: true });
  writeFileSync(join(TMP, 'package.json'), JSON.stringify({ private: true, dependencies: { 'almanac-widgets': `file:./${packed[0].filename}` } }));
  // Peers (svelte) are linked below, so both apps compile and run with one Svelte.
  await run('npm', ['install', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'], TMP);
  for (const tool of TOOLS) {
    mkdirSync(dirname(join(TMP, 'node_modules', tool)), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', tool), join(TMP, 'node_modules', tool), 'dir');
  }
}

const installed = install();
const viteApp = join(TMP, 'vite-app');
const kitApp = join(TMP, 'kit-app');
// The apps are checked and built side by side (each step waits only for what it needs).
const viteBuilt = installed.then(() => Promise.all([
  node([SVELTE_CHECK, '--tsconfig', './tsconfig.json', '--fail-on-warnings'], viteApp),
  node([VITE, 'build', '--logLevel', 'warn'], viteApp).then(() => node([VITE, 'build', '--logLevel', 'warn', '--mode', 'table'], viteApp)),
]));
const kitBuilt = installed.then(async () => {
  await node([bin('@sveltejs/kit', 'svelte-kit.js'), 'sync'], kitApp);
  await Promise.all([
    node([SVELTE_CHECK, '--tsconfig', './tsconfig.json', '--fail-on-warnings'], kitApp),
    node([VITE, 'build', '--logLevel', 'warn'], kitApp),
  ]);
});
// A failure is reported by the test that needs the step, not as an unhandled rejection.
for (const step of [viteBuilt, kitBuilt]) step.catch(() => {});

let browser;
const stops = [];
before(async () => {
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
});
after(async () => {
  await browser?.close();
  for (const stop of stops) await stop();
  // ALMANAC_APPS_KEEP=1 keeps the apps (to look at them by hand); the folder is printed.
  if (process.env.ALMANAC_APPS_KEEP) console.log(`apps kept in ${TMP}`);
  else rmSync(TMP, { recursive: true, force: true });
});

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
/** A static server for a built Vite app on a loopback port. */
async function serve(dir) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    try {
      const body = readFileSync(join(dir, path === '/' ? 'index.html' : path.replace(/\.\./g, '')));
      res.writeHead(200, { 'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  stops.push(() => new Promise((done) => server.close(done)));
  return `http://127.0.0.1:${server.address().port}`;
}

/** A free loopback port (for the SvelteKit server, which takes it from PORT). */
async function freePort() {
  const probe = createServer();
  await new Promise((ready) => probe.listen(0, '127.0.0.1', ready));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  return port;
}

async function startKit() {
  const port = await freePort();
  const child = spawn(process.execPath, ['build'], { cwd: kitApp, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  stops.push(async () => void child.kill());
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return url;
    } catch { /* not listening yet */ }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error('the SvelteKit server did not answer within 10 s');
}

/** Opens a page and collects what its console says at warning level or above. */
async function open(url) {
  const page = await browser.newPage();
  const problems = [];
  // The browser's own favicon request is no app's message.
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && !m.location().url.endsWith('/favicon.ico')
    && problems.push(`${m.type()}: ${m.text()} (${m.location().url})`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(url);
  return { page, problems };
}

const bodyCells = (page) => page.$$eval('table[data-table="people"] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
const FIRST_PAGE = [['Ada', 'Manchester', '€1,200.50', '10/12/1815'], ['Grace', 'Navy', '€3,100.00', '09/12/1906']];

async function poll(read, expected, what) {
  let last;
  for (let i = 0; i < 50; i++) {
    last = await read();
    try {
      return assert.deepEqual(last, expected);
    } catch { /* not yet */ }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  assert.deepEqual(last, expected, what);
}

/** The widgets work: formatted cells, a sort by the header button, the month, an event click. */
async function widgetsWork(page) {
  await poll(() => bodyCells(page), FIRST_PAGE, 'the first page of the table');
  // A click on the server's HTML before hydration does nothing (CI lost that race once).
  await page.waitForSelector('html[data-hydrated="yes"]');
  await page.click('th[data-field="name"] button');
  await poll(() => bodyCells(page).then((rows) => rows.map((r) => r[0])), ['Ada', 'Alan'], 'sorted by name');
  assert.match(await page.textContent('.ec-calendar'), /March 2024/);
  await page.click('.ec-calendar :text("Launch")');
  await poll(() => page.textContent('#clicked'), 'Launch', 'oneventclick');
}

test('Vite + Svelte 5 app from the tarball: type-checks, builds, shows a working DataTable and EventCalendar', async () => {
  await viteBuilt;
  const { page, problems } = await open(await serve(join(viteApp, 'dist')));
  await widgetsWork(page);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a DataTable-only app does not carry the calendar', async () => {
  await viteBuilt;
  const dir = join(viteApp, 'dist-table', 'assets');
  const js = readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  assert.match(js, /alm-table/, 'the table is there');
  assert.doesNotMatch(js, /ec-calendar|ec-toolbar/, 'no calendar markup');
  const both = readdirSync(join(viteApp, 'dist', 'assets')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(viteApp, 'dist', 'assets', f), 'utf8')).join('\n');
  assert.match(both, /ec-calendar/, 'the check would see a calendar');
});

test('SvelteKit 2 app (adapter-node): the server HTML holds the table cells and the month; hydration is clean', async () => {
  await kitBuilt;
  const url = await startKit();
  const html = await (await fetch(url)).text();
  for (const text of FIRST_PAGE.flat()) assert.ok(html.includes(`<td>${text}</td>`), `server HTML has the cell ${text}`);
  assert.match(html, /Showing 1 to 2 of 3 entries/);
  assert.match(html, /aria-label="Page 2"/);
  assert.match(html, /March 2024/);
  assert.match(html, /Launch/);
  const { page, problems } = await open(url);
  await widgetsWork(page);
  assert.deepEqual(problems, []);
  await page.close();
});

test('SvelteKit: row actions, a column\'s cell and header snippets, empty and eventContent are in the server HTML and hydrate cleanly', async () => {
  await kitBuilt;
  const url = await startKit();
  const html = await (await fetch(`${url}/snippets`)).text();
  assert.match(html, /<a class="person" href="\/people\/1">Ada<\/a>/, 'the cell snippet');
  assert.match(html, /<span class="pay-head">Pay \(EUR\)<\/span>/, 'the header snippet');
  assert.match(html, /aria-label="View Ada"[^>]*>View<\/button>/, 'a row action button named with its row');
  assert.match(html, /aria-haspopup="menu"/, 'the submenu\'s menu button');
  assert.match(html, /<em class="nobody">Nobody here yet<\/em>/, 'the empty snippet');
  assert.match(html, /<b class="mine">Launch<\/b>/, 'the eventContent snippet');
  const { page, problems } = await open(`${url}/snippets`);
  await page.waitForSelector('html[data-hydrated="yes"]');
  await page.click('button[aria-label="View Grace"]');
  await poll(() => page.textContent('#acted'), 'view Grace', 'onrowaction after hydration');
  assert.deepEqual(problems, []);
  await page.close();
});

test('SvelteKit: the calendar\'s list view is in the server HTML (a day heading, the event\'s button) and hydrates to a working list', async () => {
  await kitBuilt;
  const url = await startKit();
  const html = await (await fetch(`${url}/list`)).text();
  assert.match(html, /<h3 class="ec-list-day">Tuesday, March 12, 2024<\/h3>\s*<ul class="ec-list-events" aria-label="Tuesday, March 12, 2024">/, 'the day heading and its list');
  assert.match(html, /<button type="button" class="ec-list-event[^"]*" data-event-id="1" aria-label="\u206609:00 – 10:00\u2069, Launch, Hall B"/, 'the event button and its name');
  const { page, problems } = await open(`${url}/list`);
  await page.waitForSelector('html[data-hydrated="yes"]');
  await page.click('.ec-list-event[data-event-id="1"]');
  await poll(() => page.textContent('#opened'), 'Launch', 'oneventclick from the list');
  assert.deepEqual(problems, []);
  await page.close();
});
