#!/usr/bin/env node
// Almanac bench: Almanac's table and calendar against their peers, in headless
// Chromium, on the same generated data. See bench/README.md for what each
// figure means. Usage (from the project root):
//   npm run bench                    full run (installs the peers into bench/node_modules first)
//   npm run bench -- --quick         fewer sizes and runs (under two minutes)
//   npm run bench -- --filter 10000  only scenarios whose id contains the text (repeatable, comma list)
//   options: --runs N, --timeout MS (per step, default 30000), --out FILE (markdown copy),
//            --baseline DIR (another build's dist/, run beside the current one as "Almanac (baseline)"),
//            --libs ID,ID (only these libraries beside Almanac, e.g. base,floor, or nowjs)
//   The original Now.js runs as a contestant when its mirror is there ($NOWJS_MIRROR, see bench/nowjs.mjs).

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zc, gzipSync } from 'node:zlib';
import { PAGES as SIZE_PAGES, partFiles } from '../scripts/size.mjs';
import { chromiumPath } from '../scripts/chromium.mjs';
import { loadNowjs, NOWJS_PAGES } from './nowjs.mjs';
import { benchFile, CHROME_FLAGS, median, serve } from './serve.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(BENCH, '..');
const NM = join(BENCH, 'node_modules');

// ---------------------------------------------------------------------------
// Budgets (issue 5, item 3; restated in "Bundles and first paint", item 3.2: the floor is the
// limit): the one place they are written down.
// ---------------------------------------------------------------------------
export const BUDGETS = {
  /**
   * Every table step: Almanac's median at most the larger of this times the fastest peer's and
   * `tableVsFloor` times the innerHTML floor's (a step the floor itself needs a frame for cannot
   * be asked to beat 0.8 × a peer that is barely slower than the floor).
   */
  tableVsFastestPeer: 0.8,
  tableVsFloor: 1.25,
  /** Render: also at most this times the floor. */
  renderVsFloor: 2,
  /**
   * 100,000 rows, the one-frame budgets: re-sort and re-filter (the updates after the first) and,
   * in all-rows mode, the steady-scroll p95 frame, each at most this times the floor's.
   */
  bigRows: 100000,
  frameVsFloor: 1.25,
  frameSteps: ['sort2', 'filter2', 'scroll'],
  /** All-rows mode: the steady-scroll step (budgeted at 100,000 rows only, see frameSteps). */
  scrollStep: 'scroll',
  /** All-rows mode renders only what is visible: DOM elements stay bounded at 100,000 rows. */
  windowedMaxElements: 3000,
  /**
   * 100,000 rows: the JS heap the table holds beyond the data (heap Δ), right after render and,
   * where the scenario reads it, after idle (issue 24, item 5: a search index included).
   */
  heapMaxBytes: 2 * 1048576,
  /** Every calendar step: Almanac's median at most this times the fastest peer's. */
  calendarVsFastestPeer: 0.8,
  /**
   * The original Now.js, where it ran (issue 24, items 2 and 4): a table's render and every
   * calendar step at most this times its median.
   */
  vsOriginal: 0.8,
  /**
   * The week view's next and previous against Now.js (issue "Settled" item 2): bound by the browser's own
   * style and layout of the week's markup (bench/dom-floor.mjs measured it), so at most level with it.
   */
  weekStepsVsOriginal: 1.0,
  /** Month render time, 2,000 events over 200 (10x the events): linear-ish means at most this. */
  monthGrowthMax: 15,
  /** JS + CSS gzip per page kind (table page, calendar page, both): the build's own gates, scripts/size.mjs. */
  sizeGzipBytes: Object.fromEntries(SIZE_PAGES.map((p) => [p.kind, p.budget])),
};

/** Almanac's budget against the original Now.js for one step of a scenario (the week's next and previous: weekStepsVsOriginal). */
const originalLimit = (scenario, step) => (scenario.view === 'week' && (step === 'next' || step === 'prev') ? BUDGETS.weekStepsVsOriginal : BUDGETS.vsOriginal);

// ---------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name, fallback) => {
  const values = [];
  argv.forEach((a, i) => {
    if (a === name && argv[i + 1] !== undefined) values.push(argv[i + 1]);
    else if (a.startsWith(`${name}=`)) values.push(a.slice(name.length + 1));
  });
  return values.length ? values : fallback;
};
const QUICK = flag('--quick');
const RUNS = Number(option('--runs', [QUICK ? 3 : 5])[0]);
const STEP_TIMEOUT = Number(option('--timeout', [30000])[0]);
const FILTERS = option('--filter', []).flatMap((f) => f.split(',')).map((f) => f.trim().toLowerCase()).filter(Boolean);
const OUT = option('--out', [join(BENCH, 'last-run.md')])[0];
const BASELINE = option('--baseline', [null])[0];
// --libs almanac,base,floor: only these libraries (ids), for quick before/after comparisons.
const LIBS = option('--libs', []).flatMap((l) => l.split(',')).map((l) => l.trim()).filter(Boolean);
if (flag('--help')) {
  console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1, 11).join('\n').replace(/^\/\/ ?/gm, ''));
  process.exit(0);
}

// ---------------------------------------------------------------------------
// Libraries and scenarios
// ---------------------------------------------------------------------------
// With --baseline, another build of Almanac runs beside the current one in every round (same
// pages, its dist/ served under /base/): before/after figures from one run, under one load.
const baselineLib = (page) => (BASELINE ? [{ id: 'base', name: 'Almanac (baseline)', page, prefix: '/base' }] : []);
// The original Now.js (TableManager, EventCalendar): read from a mirror of its repository at run
// time (bench/nowjs.mjs); a contestant like the peers (it counts for "the fastest peer"), and
// Almanac's ratio to it is reported beside theirs. No mirror: left out with a note.
const NOWJS = loadNowjs();
const nowjsLib = (page) => (NOWJS.files ? [{ id: 'nowjs', name: 'Now.js (the original)', page, original: true }] : []);
const TABLE_LIBS = [
  { id: 'almanac', name: 'Almanac', page: 'table-almanac.html', own: true },
  ...baselineLib('table-almanac.html'),
  ...nowjsLib('table-nowjs.html'),
  { id: 'floor', name: 'innerHTML floor', page: 'table-floor.html', floor: true },
  { id: 'datatables', name: 'DataTables', page: 'table-datatables.html', pkg: 'datatables.net' },
  { id: 'tabulator', name: 'Tabulator', page: 'table-tabulator.html', pkg: 'tabulator-tables' },
  { id: 'aggrid', name: 'AG Grid Community', page: 'table-aggrid.html', pkg: 'ag-grid-community' },
  { id: 'gridjs', name: 'Grid.js', page: 'table-gridjs.html', pkg: 'gridjs' },
];
const CAL_LIBS = [
  { id: 'almanac', name: 'Almanac', page: 'cal-almanac.html', own: true },
  ...baselineLib('cal-almanac.html'),
  ...nowjsLib('cal-nowjs.html'),
  { id: 'fullcalendar', name: 'FullCalendar', page: 'cal-fullcalendar.html', pkg: '@fullcalendar/core' },
  { id: 'eventcalendar', name: '@event-calendar/core', page: 'cal-eventcalendar.html', pkg: '@event-calendar/core' },
];
const STEP_LABEL = {
  render: 'render', scroll: 'scroll p95 frame', sort: 'sort', sort2: 'sort again', filter: 'filter', filter2: 'filter again', page2: 'page 2',
  search: 'search', search2: 'search again',
  next: 'next', prev: 'previous', week: 'month→week',
};

function tableScenarios() {
  const sizes = QUICK ? [1000, 10000] : [1000, 10000, 100000];
  const out = [];
  for (const rows of sizes) {
    for (const pageSize of [50, 0]) {
      if (QUICK && pageSize === 0) continue;
      out.push({
        id: `table-${rows}-${pageSize ? 'paged' : 'all'}`,
        kind: 'table',
        title: `Table, ${rows.toLocaleString('en')} rows × 8 columns, ${pageSize ? `paged at ${pageSize}` : 'all rows'}`,
        rows, pageSize, libs: TABLE_LIBS,
        steps: ['render', ...(pageSize ? [] : ['scroll']), 'sort', 'sort2', 'filter', 'filter2', ...(pageSize ? ['page2'] : [])],
        query: `rows=${rows}&pageSize=${pageSize}`,
      });
    }
  }
  // A table's first render on a page that has just loaded (item 4 of "Bundles and first paint"):
  // markup + initTable() + setData() to the first frame, with no settle before it, so the
  // step pays what a page that enhances its table at load pays: compiling and first running
  // the library's code and the page's first style and layout of its parts.
  for (const rows of QUICK ? [1000] : [1000, 10000, 100000]) {
    out.push({
      id: `table-${rows}-first`, kind: 'table', cold: true,
      title: `Table, ${rows.toLocaleString('en')} rows, paged at 50: first render on a page that has just loaded`,
      rows, pageSize: 50, libs: TABLE_LIBS, steps: ['render'], runs: RUNS * 3,
      query: `rows=${rows}&pageSize=50`,
    });
  }
  // Search across every column at 100,000 rows (issue 24, item 3): the table searches all 8
  // columns (Almanac: data-search-columns), the search text is typed into its search box at two
  // moments: 100 ms after the first render (a reader who types at once: whatever the library
  // prepares while idle is not ready yet), and after a reader's pause of 1.5 s and an idle period
  // (then a second heap reading: what the table holds once its idle work is done), paged and all rows.
  if (!QUICK) {
    for (const [when, pause] of [['soon', { ms: 100, idle: false }], ['idle', { ms: 1500, idle: true }]]) {
      for (const pageSize of [50, 0]) {
        out.push({
          id: `table-100000-search-${when}-${pageSize ? 'paged' : 'all'}`, kind: 'table',
          title: `Table, 100,000 rows × 8 columns, ${pageSize ? `paged at ${pageSize}` : 'all rows'}, searching every column ${when === 'soon' ? '100 ms after the first render' : 'after a pause and an idle period'}`,
          rows: 100000, pageSize, libs: TABLE_LIBS, steps: ['render', 'search', 'search2'],
          // Soon: no heap reading after render (its forced GC would stretch the 100 ms).
          pause: { before: 'search', ...pause }, heapAfterRender: pause.idle,
          query: `rows=100000&pageSize=${pageSize}&search=1`,
        });
      }
    }
  }
  return out;
}
function calendarScenarios() {
  const list = QUICK
    ? [['month', 200]]
    : [['month', 200], ['month', 2000], ['week', 500]];
  // Three times the rounds (not with --quick), as the first renders: their budgets are ratios to Now.js, whose own figure
  // for the same step spread from 140 to 352 ms between two full runs of one day (RESULTS.md).
  return list.map(([view, events]) => ({
    id: `calendar-${view}-${events}`,
    kind: 'calendar', runs: QUICK ? RUNS : RUNS * 3,
    title: `Calendar, ${view} view, ${events.toLocaleString('en')} events${view === 'week' ? ' (overlapping, timed)' : ' (multi-day spans and timed)'}`,
    view, events, libs: CAL_LIBS,
    steps: ['render', 'next', 'prev', ...(view === 'month' ? ['week'] : [])],
    query: `view=${view}&events=${events}`,
  }));
}
const ALL_SCENARIOS = [...tableScenarios(), ...calendarScenarios()]
  .map((s) => (LIBS.length ? { ...s, libs: s.libs.filter((l) => l.own || LIBS.includes(l.id)) } : s));
const selected = (id) => !FILTERS.length || FILTERS.some((f) => id.toLowerCase().includes(f));
const SCENARIOS = ALL_SCENARIOS.filter((s) => selected(s.id));
const WANT_SIZES = !FILTERS.length || FILTERS.some((f) => 'size'.includes(f) || f.includes('size') || f.includes('bundle'));

// ---------------------------------------------------------------------------
// Assets: a snapshot of the root dist/ (others may rebuild it while we run),
// the @event-calendar/core script-tag bundle.
// ---------------------------------------------------------------------------
function need(path, hint) {
  if (!existsSync(path)) {
    console.error(`bench: ${path} is missing — ${hint}`);
    process.exit(1);
  }
}
need(NM, 'run `npm run bench` from the project root (it installs the peers into bench/node_modules)');
// Table pages load almanac-table.*, calendar pages almanac-calendar.*; almanac.* is measured for the size table.
const DIST_FILES = SIZE_PAGES.flatMap((p) => p.files);
const missing = DIST_FILES.filter((f) => !existsSync(join(ROOT, 'dist', f)));
if (missing.length) {
  console.log(`bench: dist/${missing[0]} is missing — running \`npm run build\` first`);
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}
// The parts too (dist/<bundle>-<part>-<hash>.js, and a part's own stylesheet, .css): a page that uses their feature requests them next to its bundle.
const CHUNK_FILE = /^almanac(?:-table|-calendar)?-[\w-]+-[\w-]{6}\.(?:js|css)$/;
const CHUNK_FILES = readdirSync(join(ROOT, 'dist')).filter((f) => CHUNK_FILE.test(f));
const DIST = Object.fromEntries([...DIST_FILES, ...CHUNK_FILES].map((f) => [f, readFileSync(join(ROOT, 'dist', f))]));
// The baseline's parts too: without them its pages would skip the work a part does (a 404 instead).
const BASE_FILES = BASELINE ? [...DIST_FILES, ...readdirSync(resolve(BASELINE)).filter((f) => CHUNK_FILE.test(f))] : [];
const BASE_DIST = Object.fromEntries(BASE_FILES.map((f) => [f, readFileSync(join(resolve(BASELINE), f))]));
const gitHead = (() => {
  try { return execFileSync('git', ['log', '-1', '--format=%h %s'], { cwd: ROOT }).toString().trim(); } catch { return 'unknown'; }
})();
const distBuilt = statSync(join(ROOT, 'dist', 'almanac.js')).mtime;

async function buildEventCalendar() {
  const esbuild = await import('esbuild');
  const js = await esbuild.build({
    stdin: { contents: "export { createCalendar, DayGrid, TimeGrid } from '@event-calendar/core';", resolveDir: BENCH, loader: 'js' },
    bundle: true, minify: true, format: 'iife', globalName: 'BenchEventCalendar', write: false, target: 'es2022',
    conditions: ['browser', 'production'], define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'error',
  });
  const css = await esbuild.build({
    entryPoints: [join(NM, '@event-calendar', 'core', 'dist', 'index.css')], bundle: true, minify: true, write: false, logLevel: 'error',
  });
  await esbuild.stop?.();
  return { js: Buffer.from(js.outputFiles[0].contents), css: Buffer.from(css.outputFiles[0].contents) };
}

// ---------------------------------------------------------------------------
// Static server on loopback (bench/serve.mjs): /dist/ is this build, /base/dist/ the baseline's
// ---------------------------------------------------------------------------
function startServer(bundles) {
  return serve((path) => {
    const baseline = path.startsWith('/base/');
    const rest = baseline ? path.slice(5) : path;
    return benchFile(rest, () => {
      if (rest.startsWith('/dist/')) return (baseline ? BASE_DIST : DIST)[rest.slice(6)] ?? null;
      if (rest === '/bundles/event-calendar.js') return bundles.js;
      if (rest === '/bundles/event-calendar.css') return bundles.css;
      if (rest.startsWith('/nowjs/')) return NOWJS.files?.[rest.slice(7)] ?? null;
      return null;
    });
  });
}

// ---------------------------------------------------------------------------
// Browser
// ---------------------------------------------------------------------------
const CHROMIUM = chromiumPath({ full: true });

let chromium;
try {
  ({ chromium } = await import('playwright-core'));
} catch {
  console.error('bench: playwright-core is missing — run `npm run bench` from the project root');
  process.exit(1);
}

let context = null;
let profileDir = null;
async function launch() {
  profileDir = mkdtempSync(join(tmpdir(), 'almanac-bench-profile-'));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS, viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(STEP_TIMEOUT + 30000);
}
async function shutdown() {
  if (context) await Promise.race([context.close().catch(() => {}), deadline(10000)]);
  context = null;
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
}
/** A timer for races: it does not keep the process alive once everything else is done. */
const deadline = (ms) => new Promise((ok) => setTimeout(ok, ms).unref());
const withTimeout = (promise, ms, what) => Promise.race([
  promise, deadline(ms).then(() => { throw new Error(`${what}: no answer within ${Math.round(ms / 1000)} s`); }),
]);

/** One page load of one library: every step in order, heap and DOM after render. */
async function runOnce(base, scenario, lib) {
  const out = { steps: {}, heap: null, dom: null, available: true, error: null, timeout: null };
  const page = await context.newPage();
  const messages = [];
  let current = 'load';
  page.on('pageerror', (e) => messages.push(String(e.message || e)));
  try {
    const cdp = await context.newCDPSession(page);
    const heapUsed = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    await page.goto(`${base}${lib.prefix ?? ''}/pages/${lib.page}?${scenario.query}&timeout=${STEP_TIMEOUT}`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.benchReady === true, null, { timeout: 20000 });
    if (scenario.kind === 'calendar' && !(await page.evaluate(() => window.bench.available))) {
      out.available = false;
      return out;
    }
    if (!scenario.cold) {
      // Settle: let the page load's leftover work (script compilation, font loading, GC of the
      // generated data) finish, so the render step times the library and not the page load:
      // 500 ms, then an idle period. Then a calibration step (an empty action to the next frame).
      await page.evaluate(() => new Promise((ok) => setTimeout(() => requestIdleCallback(() => ok(), { timeout: 2000 }), 500)));
      out.steps.frame = (await page.evaluate(() => window.bench.run('frame'))).ms;
    }
    // A forced GC (the heap reading) before render: the generated data's garbage is not timed.
    const before = await heapUsed();
    for (const step of scenario.steps) {
      current = step;
      if (scenario.pause?.before === step) {
        // A reader's pause before the step (untimed): the page is left alone, then (idle) one idle
        // period and a heap reading: what the library holds once its idle work is done.
        await page.evaluate(({ ms, idle }) => new Promise((ok) => setTimeout(() => (idle ? requestIdleCallback(() => ok(), { timeout: 2000 }) : ok()), ms)), scenario.pause);
        if (scenario.pause.idle) out.heapIdle = (await heapUsed()) - before;
      }
      const r = await withTimeout(page.evaluate((s) => window.bench.run(s), step), STEP_TIMEOUT + 5000, `${lib.id} ${step}`);
      if (r.error || r.timeout) {
        out.error = r.error ? `${step}: ${r.error.split('\n')[0]}` : null;
        if (r.timeout) out.timeout = step;
        if (!r.error) out.probe = await page.evaluate(() => window.bench.probe()).catch(() => null);
        break;
      }
      out.steps[step] = r.ms;
      (out.frames ??= {})[step] = r.frames;
      if (typeof r.script === 'number') (out.script ??= {})[step] = r.script;
      if (step === 'render') {
        if (scenario.heapAfterRender !== false) {
          out.heap = { used: await heapUsed(), delta: 0 };
          out.heap.delta = out.heap.used - before;
        }
        out.dom = await page.evaluate(() => window.bench.dom());
      }
    }
  } catch (e) {
    out.error = String(e.message || e).split('\n')[0];
    if (/no answer within/.test(out.error)) {
      out.timeout = current;
      out.error = null;
    }
  } finally {
    if (messages.length && !out.error) out.pageErrors = messages.slice(0, 3);
    else if (messages.length) out.error += ` (page error: ${messages[0]})`;
    const closed = await Promise.race([page.close({ runBeforeUnload: false }).then(() => true).catch(() => false), deadline(10000).then(() => false)]);
    if (!closed) {
      console.error('  (the page did not close: restarting the browser)');
      await shutdown();
      await launch();
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Statistics and formatting
// ---------------------------------------------------------------------------
const fmtMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(1)} ms`);
const fmtNum = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const fmtRatio = (r) => (r >= 10 ? `×${r.toFixed(0)}` : `×${r.toFixed(2)}`);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n) => `${(n / 1048576).toFixed(1)} MB`;
const mark = (ok) => (ok ? '✅' : '❌');

function summarise(samples) {
  if (!samples.length) return null;
  return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples), n: samples.length };
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------
const started = Date.now();
const chromiumVersion = (() => {
  try { return execFileSync(CHROMIUM, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim(); } catch { return 'unknown'; }
})();
const versionOf = (pkg) => {
  try { return JSON.parse(readFileSync(join(NM, pkg, 'package.json'), 'utf8')).version; } catch { return '?'; }
};

const bundles = await buildEventCalendar();
const server = await startServer(bundles);
const { base } = server;
await launch();

const lines = [];
const say = (s = '') => { lines.push(s); console.log(s); };
const results = {};
const budgetRows = [];
const budget = (area, what, ok, detail) => budgetRows.push({ area, what, ok, detail });

say(`# Almanac bench — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${QUICK ? ' (--quick)' : ''}`);
say();
say(`- machine: ${cpus().length} cores (${cpus()[0]?.model?.trim() ?? '?'}), Node ${process.version}, ${chromiumVersion}`);
say(`- load average at start: ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) on ${cpus().length} cores`);
say(`- Chromium flags: ${CHROME_FLAGS.join(' ')} (fresh user-data-dir), viewport 1280×800`);
say(`- Almanac: ${gitHead}; dist/almanac.js built ${distBuilt.toISOString().slice(0, 16).replace('T', ' ')} UTC; table scenarios load almanac-table.js, calendar scenarios almanac-calendar.js`);
say(`- peers: DataTables ${versionOf('datatables.net')}, Tabulator ${versionOf('tabulator-tables')}, AG Grid Community ${versionOf('ag-grid-community')}, Grid.js ${versionOf('gridjs')}, FullCalendar ${versionOf('@fullcalendar/core')}, @event-calendar/core ${versionOf('@event-calendar/core')} (+ svelte ${versionOf('svelte')}), jQuery ${versionOf('jquery')} (size only)`);
say(NOWJS.files
  ? `- Now.js (the original) TableManager / EventCalendar: Now/dist of github.com/goragodwiriya/nowjs ${NOWJS.rev}, read from the mirror ${NOWJS.mirror} at run time; a contestant beside the peers, with Almanac's ratio to it`
  : `- Now.js (the original): left out — ${NOWJS.missing}`);
say(`- ${RUNS} interleaved runs per scenario, ${RUNS * 3} of each first render${QUICK ? '' : ' and each calendar'} (library order rotated each round); each figure: median (min–max) in ms, from the action to the end of the first frame that shows its result; step timeout ${STEP_TIMEOUT / 1000} s`);
say();

for (const scenario of SCENARIOS) {
  const t0 = Date.now();
  const per = Object.fromEntries(scenario.libs.map((l) => [l.id, { runs: [], dropped: false, unavailable: false }]));
  for (let round = 0; round < (scenario.runs ?? RUNS); round++) {
    const order = scenario.libs.map((_, i) => scenario.libs[(i + round) % scenario.libs.length]);
    for (const lib of order) {
      const rec = per[lib.id];
      if (rec.dropped || rec.unavailable) continue;
      const r = await runOnce(base, scenario, lib);
      if (!r.available) { rec.unavailable = true; continue; }
      rec.runs.push(r);
      if (r.timeout || r.error) {
        rec.dropped = true; // a step that times out would cost the same again every round
        process.stderr.write(`  ${scenario.id} ${lib.id}: ${r.timeout ? `timeout at ${r.timeout}` : ''} ${r.error ?? ''} ${r.probe ? JSON.stringify(r.probe) : ''}\n`);
      }
    }
  }
  results[scenario.id] = { scenario, per };
  reportScenario(scenario, per);
  process.stderr.write(`  (${scenario.id}: ${((Date.now() - t0) / 1000).toFixed(0)} s)\n`);
}

function stat(per, libId, step) {
  const rec = per[libId];
  if (!rec) return null;
  return summarise(rec.runs.map((r) => r.steps[step]).filter((v) => typeof v === 'number'));
}
function failure(per, libId, step) {
  const rec = per[libId];
  if (!rec || rec.unavailable) return null;
  const bad = rec.runs.find((r) => (r.timeout || r.error) && r.steps[step] === undefined);
  if (!bad) return null;
  const failedAt = bad.timeout ?? (bad.error ?? '').split(':')[0];
  if (failedAt === step) return bad.timeout ? `timeout (>${STEP_TIMEOUT / 1000} s)` : `error: ${bad.error}`;
  return '—';
}

function reportScenario(scenario, per) {
  const isTable = scenario.kind === 'table';
  const peers = scenario.libs.filter((l) => l.pkg || l.original);
  const fastestPeer = (step) => {
    let best = null;
    for (const p of peers) {
      const s = stat(per, p.id, step);
      if (s && (!best || s.median < best.s.median)) best = { lib: p, s };
    }
    return best;
  };
  const ref = (step) => (isTable ? stat(per, 'floor', step) : fastestPeer(step)?.s);
  say(`## ${scenario.title}`);
  say();
  const idleHeap = !!scenario.pause?.idle;
  const head = ['library', ...scenario.steps.map((s) => STEP_LABEL[s]), 'heap Δ', ...(idleHeap ? ['heap Δ after idle'] : []), 'DOM elements'];
  say(`| ${head.join(' | ')} |`);
  say(`|${head.map((_, i) => (i ? '---:' : '---')).join('|')}|`);
  for (const lib of scenario.libs) {
    const rec = per[lib.id];
    if (rec.unavailable) {
      say(`| ${lib.name} | ${scenario.steps.map(() => 'not built yet').join(' | ')} | | |`);
      continue;
    }
    const cells = scenario.steps.map((step) => {
      const s = stat(per, lib.id, step);
      const fail = failure(per, lib.id, step);
      if (!s) return fail ?? '—';
      const r = ref(step);
      const ratio = r && !(isTable && lib.floor) ? ` ${fmtRatio(s.median / r.median)}` : '';
      const n = s.n < (scenario.runs ?? RUNS) ? ` n=${s.n}` : '';
      return `${fmtNum(s.median)} (${fmtNum(s.min)}–${fmtNum(s.max)})${ratio}${n}`;
    });
    const heaps = rec.runs.map((r) => r.heap?.delta).filter((v) => typeof v === 'number');
    const idle = rec.runs.map((r) => r.heapIdle).filter((v) => typeof v === 'number');
    const doms = rec.runs.map((r) => r.dom).filter((v) => typeof v === 'number');
    const idleCell = idleHeap ? ` ${idle.length ? mb(median(idle)) : '—'} |` : '';
    say(`| ${lib.own ? `**${lib.name}**` : lib.name} | ${cells.join(' | ')} | ${heaps.length ? mb(median(heaps)) : '—'} |${idleCell} ${doms.length ? median(doms).toLocaleString('en') : '—'} |`);
  }
  say();
  say(isTable ? `_ms, median (min–max) and ×ratio to the innerHTML floor; heap Δ: JS heap after render (after GC) minus before, data already loaded${idleHeap ? '; after idle: the same after the pause and an idle period, before the search' : ''}._`
    : '_ms, median (min–max) and ×ratio to the fastest peer of that step; heap Δ: JS heap after render (after GC) minus before._');
  say();
  reportOwnRatios(scenario, per);

  // Budgets for this scenario.
  const own = scenario.libs.find((l) => l.own);
  if (per[own.id].unavailable) {
    budget(scenario.id, 'Almanac', false, 'not built yet');
    return;
  }
  const lines_ = [];
  const ownScript = (step) => summarise(per[own.id].runs.map((r) => r.script?.[step]).filter((v) => typeof v === 'number'));
  for (const step of scenario.steps) {
    const a = stat(per, own.id, step);
    const f = isTable ? stat(per, 'floor', step) : null;
    const big = isTable && scenario.rows >= BUDGETS.bigRows && BUDGETS.frameSteps.includes(step);
    if (step === BUDGETS.scrollStep && !big) continue; // scroll is budgeted at 100,000 rows only
    if (big) {
      // One-frame budgets: at most frameVsFloor × the floor, with how much of it was the library's own script.
      const what = `${STEP_LABEL[step]} ≤ ${BUDGETS.frameVsFloor} × innerHTML floor (one-frame budget)`;
      if (!a || !f) {
        budget(scenario.id, what, false, a ? 'no floor result' : failure(per, own.id, step) ?? 'no result');
        continue;
      }
      const r = a.median / f.median;
      const ok = r <= BUDGETS.frameVsFloor;
      const script = ownScript(step);
      budget(scenario.id, what, ok, `${fmtMs(a.median)} vs ${fmtMs(f.median)} = ${fmtRatio(r)}${script ? ` (script before the frame ${fmtMs(script.median)})` : ''}`);
      lines_.push(`${mark(ok)} ${STEP_LABEL[step]} ${fmtRatio(r)} of the floor`);
      if (step === BUDGETS.scrollStep) continue;
    }
    const fp = fastestPeer(step);
    // The week's next and previous, where the fastest peer is the original: its own restated budget (weekStepsVsOriginal).
    const peerFactor = isTable ? BUDGETS.tableVsFastestPeer
      : fp?.lib.original && originalLimit(scenario, step) > BUDGETS.calendarVsFastestPeer ? originalLimit(scenario, step) : BUDGETS.calendarVsFastestPeer;
    const peerPart = `${peerFactor} × fastest peer`;
    const what = isTable ? `${STEP_LABEL[step]} ≤ max(${peerPart}, ${BUDGETS.tableVsFloor} × innerHTML floor)` : `${STEP_LABEL[step]} ≤ ${peerPart}`;
    if (!a) {
      budget(scenario.id, what, false, failure(per, own.id, step) ?? 'no result');
      continue;
    }
    // The limit: the larger of the peer and floor allowances (calendars: the peer one only).
    const limits = [
      fp && { factor: peerFactor, of: `${fp.lib.name} ${fmtMs(fp.s.median)}`, base: fp.s.median, short: fp.lib.name },
      f && { factor: BUDGETS.tableVsFloor, of: `floor ${fmtMs(f.median)}`, base: f.median, short: 'the floor' },
    ].filter(Boolean).map((l) => ({ ...l, ms: l.factor * l.base }));
    if (!limits.length) {
      budget(scenario.id, what, true, `${fmtMs(a.median)}; no peer finished`);
      lines_.push(`✅ ${STEP_LABEL[step]}: no peer finished`);
    } else {
      const limit = limits.reduce((x, y) => (y.ms > x.ms ? y : x));
      const ok = a.median <= limit.ms;
      budget(scenario.id, what, ok, `${fmtMs(a.median)} vs limit ${fmtMs(limit.ms)} (${limits.map((l) => `${l.factor} × ${l.of}`).join('; ')})`);
      lines_.push(`${mark(ok)} ${STEP_LABEL[step]} ${fmtMs(a.median)} ≤ ${fmtMs(limit.ms)} (${limit.short})`);
    }
    if (isTable && step === 'render' && f) {
      const r = a.median / f.median;
      const ok = r <= BUDGETS.renderVsFloor;
      budget(scenario.id, `render ≤ ${BUDGETS.renderVsFloor} × innerHTML floor`, ok, `${fmtMs(a.median)} vs ${fmtMs(f.median)} = ${fmtRatio(r)}`);
      lines_.push(`${mark(ok)} render ${fmtRatio(r)} of the floor`);
    }
  }
  if (isTable && !scenario.pageSize && scenario.rows >= BUDGETS.bigRows) {
    const doms = per[own.id].runs.map((r) => r.dom).filter((v) => typeof v === 'number');
    const ok = doms.length > 0 && median(doms) <= BUDGETS.windowedMaxElements;
    budget(scenario.id, `all rows windowed: ≤ ${BUDGETS.windowedMaxElements} DOM elements`, ok, doms.length ? `${median(doms).toLocaleString('en')} elements` : 'no result');
    lines_.push(`${mark(ok)} windowing: ${doms.length ? median(doms).toLocaleString('en') : '?'} DOM elements`);
  }
  if (isTable && scenario.rows >= BUDGETS.bigRows) {
    // The heap the table holds beyond the data, right after render and after idle (where read).
    const readings = [['after render', (r) => r.heap?.delta], ...(idleHeap ? [['after idle', (r) => r.heapIdle]] : [])];
    for (const [when, read] of readings) {
      const xs = per[own.id].runs.map(read).filter((v) => typeof v === 'number');
      if (!xs.length && when === 'after render' && scenario.heapAfterRender === false) continue;
      const ok = xs.length > 0 && median(xs) <= BUDGETS.heapMaxBytes;
      budget(scenario.id, `heap Δ ${when} ≤ ${mb(BUDGETS.heapMaxBytes)}`, ok, xs.length ? mb(median(xs)) : 'no result');
      lines_.push(`${mark(ok)} heap Δ ${when} ${xs.length ? mb(median(xs)) : '?'}`);
    }
  }
  // The original Now.js (issue 24, items 2 and 4): a table's render, every calendar step.
  if (per.nowjs && !per.nowjs.unavailable) {
    for (const step of scenario.steps.filter((s) => !isTable || s === 'render')) {
      const a = stat(per, own.id, step);
      const o = stat(per, 'nowjs', step);
      const limit = originalLimit(scenario, step);
      const what = `${STEP_LABEL[step]} ≤ ${limit} × Now.js (the original)`;
      if (!a || !o) {
        // The original timing out (over STEP_TIMEOUT) where Almanac took at most 0.8 of that is a ratio under 0.8.
        const slower = a && /^timeout/.test(failure(per, 'nowjs', step) ?? '') && a.median <= limit * STEP_TIMEOUT;
        budget(scenario.id, what, !!slower, !a ? failure(per, own.id, step) ?? 'no result'
          : `${slower ? `${fmtMs(a.median)} vs ` : ''}Now.js: ${failure(per, 'nowjs', step) ?? 'no result'}`);
        if (slower) lines_.push(`${mark(true)} ${STEP_LABEL[step]} under ${limit} × Now.js (it timed out)`);
        continue;
      }
      const r = a.median / o.median;
      const ok = r <= limit;
      budget(scenario.id, what, ok, `${fmtMs(a.median)} vs ${fmtMs(o.median)} = ${fmtRatio(r)}`);
      lines_.push(`${mark(ok)} ${STEP_LABEL[step]} ${fmtRatio(r)} of Now.js`);
    }
  }
  say(`Budgets: ${lines_.join(' · ')}`);
  say();
}

/**
 * Almanac's median over each other library's, step by step: its ratio to the original Now.js
 * beside its ratios to the peers (and to the baseline build and the floor, where they ran).
 */
function reportOwnRatios(scenario, per) {
  const own = scenario.libs.find((l) => l.own);
  const others = scenario.libs.filter((l) => !l.own && !per[l.id].unavailable);
  if (!others.length || per[own.id].unavailable) return;
  const head = ['Almanac ÷', ...scenario.steps.map((s) => STEP_LABEL[s])];
  say(`| ${head.join(' | ')} |`);
  say(`|${head.map((_, i) => (i ? '---:' : '---')).join('|')}|`);
  for (const lib of others) {
    const cells = scenario.steps.map((step) => {
      const a = stat(per, own.id, step);
      const b = stat(per, lib.id, step);
      return a && b ? fmtRatio(a.median / b.median) : '—';
    });
    say(`| ${lib.original ? `**${lib.name}**` : lib.name} | ${cells.join(' | ')} |`);
    // The baseline build and the original also as the median of each round's own ratio: the two ran
    // in the same round, so a round the machine slowed as a whole cancels out (the figure for an A/B).
    if (lib.id === 'base' || lib.original) {
      const paired = scenario.steps.map((step) => {
        const r = pairedRatio(per[own.id].runs, per[lib.id].runs, step);
        return r ? `${fmtRatio(r.median)} (n=${r.n})` : '—';
      });
      say(`| ${lib.name}, round by round | ${paired.join(' | ')} |`);
    }
  }
  say();
}

/** Median over the rounds both ran of a's time ÷ b's for `step` (runs[i] of each is round i's); null for none. */
function pairedRatio(aRuns, bRuns, step) {
  const ratios = [];
  for (let i = 0; i < Math.min(aRuns.length, bRuns.length); i++) {
    const a = aRuns[i].steps[step];
    const b = bRuns[i].steps[step];
    if (typeof a === 'number' && typeof b === 'number' && b > 0) ratios.push(a / b);
  }
  return ratios.length ? { median: median(ratios), n: ratios.length } : null;
}

// Month growth: 200 -> 2,000 events.
const m200 = results['calendar-month-200'];
const m2000 = results['calendar-month-2000'];
if (m200 && m2000) {
  say('## Calendar month render, 200 → 2,000 events');
  say();
  say('| library | 200 events | 2,000 events | growth (10× events) |');
  say('|---|---:|---:|---:|');
  for (const lib of m200.scenario.libs) {
    const a = stat(m200.per, lib.id, 'render');
    const b = stat(m2000.per, lib.id, 'render');
    const f = failure(m2000.per, lib.id, 'render');
    const cell = (s, fl) => (m200.per[lib.id].unavailable ? 'not built yet' : s ? fmtMs(s.median) : fl ?? '—');
    say(`| ${lib.name} | ${cell(a)} | ${cell(b, f)} | ${a && b ? fmtRatio(b.median / a.median) : '—'} |`);
    if (lib.own) {
      if (a && b) budget('calendar-month growth', `200 → 2,000 events ≤ ${BUDGETS.monthGrowthMax}×`, b.median / a.median <= BUDGETS.monthGrowthMax, fmtRatio(b.median / a.median));
      else budget('calendar-month growth', `200 → 2,000 events ≤ ${BUDGETS.monthGrowthMax}×`, false, m200.per[lib.id].unavailable ? 'not built yet' : 'no result');
    }
  }
  say();
}

// Bundle sizes.
if (WANT_SIZES) {
  const n = (p) => join(NM, p);
  const own = (kind, label) => {
    const page = SIZE_PAGES.find((p) => p.kind === kind);
    // A page kind with parts (the admin table page) loads them too, and the part files they need.
    const files = [...page.files, ...(page.parts ? partFiles(page.files[0].replace(/\.js$/, ''), page.parts, join(ROOT, 'dist')) : [])];
    return { name: `**Almanac, ${label}**`, own: kind, files: files.map((f) => [`dist/${f}`, DIST[f]]) };
  };
  // kind: which Almanac page kind a peer is compared with.
  const SIZE_SETS = [
    own('table page', 'table page'),
    own('calendar page', 'calendar page'),
    own('both', 'both widgets (almanac.js)'),
    own('admin table page', 'admin table page (row actions, bulk bar, footer, cell controls, editable rows)'),
    { name: 'DataTables 3 (no jQuery needed)', kind: 'table page', files: ['datatables.net/js/dataTables.min.js', 'datatables.net-dt/js/dataTables.dataTables.min.js', 'datatables.net-dt/css/dataTables.dataTables.min.css'] },
    { name: 'DataTables 3 + jQuery 4', kind: 'table page', files: ['jquery/dist/jquery.min.js', 'datatables.net/js/dataTables.min.js', 'datatables.net-dt/js/dataTables.dataTables.min.js', 'datatables.net-dt/css/dataTables.dataTables.min.css'] },
    { name: 'Tabulator', kind: 'table page', files: ['tabulator-tables/dist/js/tabulator.min.js', 'tabulator-tables/dist/css/tabulator.min.css'] },
    { name: 'AG Grid Community (UMD, all community modules, theme in JS)', kind: 'table page', files: ['ag-grid-community/dist/ag-grid-community.min.js'] },
    { name: 'Grid.js (Preact inlined)', kind: 'table page', files: ['gridjs/dist/gridjs.umd.js', 'gridjs/dist/theme/mermaid.min.css'] },
    { name: 'FullCalendar core + daygrid + timegrid (CSS in JS)', kind: 'calendar page', files: ['@fullcalendar/core/index.global.min.js', '@fullcalendar/daygrid/index.global.min.js', '@fullcalendar/timegrid/index.global.min.js'] },
    { name: '@event-calendar/core DayGrid + TimeGrid (bundled with svelte, minified)', kind: 'calendar page', files: [['bundle: event-calendar.js', bundles.js], ['bundle: event-calendar.css', bundles.css]] },
    ...(NOWJS.files ? Object.entries(NOWJS_PAGES).map(([kind, files]) => (
      { name: `Now.js (the original), ${kind === 'table page' ? 'TableManager' : 'EventCalendar'} + the core it needs`, kind, files: files.map((f) => [`nowjs: ${f}`, NOWJS.files[f]]) })) : []),
  ];
  // gzip -9 and brotli -q 11 per file; brotli 11 on AG Grid's 2 MB takes seconds, so sizes are
  // cached by content hash in bench/.cache/sizes.json (the same bytes always compress the same).
  const cacheFile = join(BENCH, '.cache', 'sizes.json');
  let cache = {};
  try { cache = JSON.parse(readFileSync(cacheFile, 'utf8')); } catch { cache = {}; }
  const compressed = (buf) => {
    const key = createHash('sha256').update(buf).digest('hex');
    if (!cache[key]) {
      cache[key] = {
        gz: gzipSync(buf, { level: 9 }).length,
        br: brotliCompressSync(buf, { params: { [zc.BROTLI_PARAM_QUALITY]: 11, [zc.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length,
      };
    }
    return cache[key];
  };
  say('## Bundle size: JS + CSS a page loads');
  say();
  say('| library | files | raw | gzip | brotli | Almanac page of that kind, gzip ÷ this |');
  say('|---|---|---:|---:|---:|---:|');
  const ownGz = {};
  for (const set of SIZE_SETS) {
    const parts = set.files.map((f) => (Array.isArray(f) ? f : [f, readFileSync(n(f))]));
    // Each file is compressed on its own (as a server sends it), then summed.
    const raw = parts.reduce((s, [, b]) => s + b.length, 0);
    const gz = parts.reduce((s, [, b]) => s + compressed(b).gz, 0);
    const br = parts.reduce((s, [, b]) => s + compressed(b).br, 0);
    if (set.own) ownGz[set.own] = gz;
    say(`| ${set.name} | ${parts.map(([p]) => p.replace(/\/dist\/|\/js\/|\/css\//g, '/')).join(' + ')} | ${kb(raw)} | ${kb(gz)} | ${kb(br)} | ${set.own ? '' : `${fmtRatio(ownGz[set.kind] / gz)} (${set.kind})`} |`);
  }
  say();
  mkdirSync(dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(cache));
  for (const page of SIZE_PAGES) {
    const limit = BUDGETS.sizeGzipBytes[page.kind];
    budget('size', `${page.kind} (${page.files.join(' + ')}) ≤ ${kb(limit)} gzip`, ownGz[page.kind] <= limit, `${kb(ownGz[page.kind])} gzip`);
  }
}

// Frame quantisation check.
const allMedians = [];
const frameSamples = [];
for (const { scenario, per } of Object.values(results)) {
  for (const lib of scenario.libs) {
    for (const step of scenario.steps) {
      const s = stat(per, lib.id, step);
      if (s) allMedians.push(s.median);
    }
    for (const r of per[lib.id].runs) if (typeof r.steps.frame === 'number') frameSamples.push(r.steps.frame);
  }
}
if (allMedians.length && frameSamples.length) {
  const FRAME = 1000 / 60;
  const near = allMedians.filter((m) => { const k = Math.round(m / FRAME); return k >= 1 && Math.abs(m - k * FRAME) <= 0.5; }).length;
  say('## Frame check');
  say();
  say(`- empty action → next frame: median ${fmtMs(median(frameSamples))} (min ${fmtMs(Math.min(...frameSamples))}, max ${fmtMs(Math.max(...frameSamples))}; a browser held to 60 Hz would show 8–17 ms)`);
  say(`- medians within ±0.5 ms of a multiple of 16.7 ms: ${near} of ${allMedians.length} (about ${Math.round(allMedians.length * 0.06)} expected by chance; all of them would mean 60 Hz quantisation)`);
  say();
}

// Budget summary.
say('## Budgets (issue 5, restated in "Bundles and first paint")');
say();
say('| | area | budget | measured |');
say('|---|---|---|---|');
for (const b of budgetRows) say(`| ${mark(b.ok)} | ${b.area} | ${b.what} | ${b.detail} |`);
say();
const passed = budgetRows.filter((b) => b.ok).length;
say(`${passed} of ${budgetRows.length} budgets met. Total time ${((Date.now() - started) / 1000).toFixed(0)} s; load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' / ')}.`);

writeFileSync(OUT, `${lines.join('\n')}\n`);
writeFileSync(OUT.replace(/\.md$/, '') + '.json', JSON.stringify({ budgets: BUDGETS, budgetRows, results: Object.fromEntries(
  Object.entries(results).map(([id, { per }]) => [id, per])) }, null, 1));
console.error(`bench: written to ${OUT}`);

await shutdown();
server.closeAllConnections();
server.close();
