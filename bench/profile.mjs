#!/usr/bin/env node
// Where a bench step's time goes: loads one bench page in headless Chromium (the flags of
// run.mjs), runs its steps in order as the bench does (after the same settle), and records
// each step with a V8 CPU profile (Profiler domain, 100 µs sampling) and a trace of the
// renderer main thread (devtools.timeline). Only what falls between the harness's
// bench:start and bench:end marks counts. Prints, per step, the median over the runs of:
//   - the step's time and the main thread's split into script, style, layout,
//     paint/composite, GC and other (the profiler and the trace slow every step down: compare
//     splits, not these times with the bench's);
//   - JS self time by function, mapped through dist/*.js.map to the original source file,
//     line and name (the bundles are minified), the top N. "(program)" is native work
//     outside JS: style, layout, paint, and lazy compilation of functions on their first call.
// Usage (from the project root, after `npm run bench` installed bench/node_modules):
//   node bench/profile.mjs --page table-almanac.html --query 'rows=1000&pageSize=0' --steps render,sort,sort2,filter,filter2
//   options: --runs N (default 3), --top N (default 15), --json FILE (every sample),
//            --between JS (evaluated in the page after each step but the last, then 300 ms
//            of quiet: e.g. a pointerenter on the Week button, so the next step finds its part loaded),
//            --inclusive (each function's time with its callees', instead of its self time),
//            --no-trace, --no-profile (trace only: no sampling overhead), --events (the top trace events by self time), --cold (no settle
//            before the first step, as the table-*-first scenarios), --dist DIR (another
//            build's dist/). A step may be given twice (render,render: cold code, then warm).
//   TRACE_CATEGORIES=...,disabled-by-default-v8.compile shows lazy compilation as its own events.
//   DUMP_EVENTS=Layout,Paint (or '*': all) writes each step's trace events of those names, between the
//   marks, to /tmp/events-RUN-STEP.json (a frame's Layout event says how many objects it laid out).
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../scripts/chromium.mjs';
import { benchFile, CHROME_FLAGS, fileBelow, serve } from './serve.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(BENCH, '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
};
const PAGE = opt('--page', 'table-almanac.html');
const QUERY = opt('--query', 'rows=1000&pageSize=50');
const STEPS = opt('--steps', 'render').split(',');
const RUNS = Number(opt('--runs', 3));
const TOP = Number(opt('--top', 15));
const JSON_OUT = opt('--json', null);
const INCLUSIVE = argv.includes('--inclusive');
const TRACE = !argv.includes('--no-trace');
const DIST = resolve(opt('--dist', join(ROOT, 'dist')));
const COVERAGE = argv.includes('--coverage');
const PROFILE = !argv.includes('--no-profile');
const BETWEEN = opt('--between', null);
const firstRun = {};

// ---- source maps: minified position -> original source, line, name -------------------------
const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
function vlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64[ch];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}
/** Per generated line, sorted segments [column, source, line, name]. */
function decodeMap(map) {
  const lines = [];
  let source = 0;
  let line = 0;
  let col = 0;
  let name = 0;
  for (const text of map.mappings.split(';')) {
    let gcol = 0;
    const segs = [];
    for (const s of text ? text.split(',') : []) {
      const v = vlq(s);
      gcol += v[0];
      if (v.length >= 4) {
        source += v[1];
        line += v[2];
        col += v[3];
        if (v.length >= 5) name += v[4];
        segs.push([gcol, source, line, v.length >= 5 ? name : -1]);
      }
    }
    lines.push(segs);
  }
  return lines;
}
const maps = new Map();
function mapFor(url) {
  const m = /\/dist\/([^/?#]+\.js)/.exec(url);
  if (!m) return null;
  if (!maps.has(m[1])) {
    const file = join(DIST, `${m[1]}.map`);
    if (!existsSync(file)) maps.set(m[1], null);
    else {
      const map = JSON.parse(readFileSync(file, 'utf8'));
      maps.set(m[1], { sources: map.sources.map((s) => s.replace(/^(\.\.\/)+/, '')), names: map.names, lines: decodeMap(map) });
    }
  }
  return maps.get(m[1]);
}
/** "file:line" of a profile call frame (0-based line/column), through the source map when there is one. */
function where(frame) {
  const map = mapFor(frame.url);
  if (!map) return frame.url ? `${frame.url.replace(/^.*\/(pages|node_modules)\//, '$1/')}:${frame.lineNumber + 1}` : '';
  const segs = map.lines[frame.lineNumber] ?? [];
  let best = null;
  for (const s of segs) {
    if (s[0] > frame.columnNumber) break;
    best = s;
  }
  if (!best) return '?';
  return `${map.sources[best[1]]}:${best[2] + 1}`;
}

// ---- profile and trace summaries -------------------------------------------------------------
/** JS self time by function within [from, to] (µs, the trace clock), or the whole profile. */
function selfTimes(profile, from = -Infinity, to = Infinity) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n])));
  const self = new Map();
  const dts = profile.timeDeltas;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += dts[i];
    const dt = (dts[i + 1] ?? 0) / 1000;
    if (t < from || t > to) continue;
    const keyOf = (f) => (f.url ? `${f.functionName || '(anonymous)'}  ${where(f)}` : f.functionName || '(native)');
    if (!INCLUSIVE) {
      const key = keyOf(byId.get(profile.samples[i]).callFrame);
      self.set(key, (self.get(key) ?? 0) + dt);
      continue;
    }
    // --inclusive: the sample counts once for every function on its stack.
    const seen = new Set();
    for (let n = byId.get(profile.samples[i]); n; n = parentOf.get(n.id)) seen.add(keyOf(n.callFrame));
    for (const key of seen) self.set(key, (self.get(key) ?? 0) + dt);
  }
  return self;
}
const CATEGORY = [
  [/^(FunctionCall|EvaluateScript|v8\.compile|V8\.Compile|RunMicrotasks|FireAnimationFrame|TimerFire|EventDispatch|v8\.run|FireIdleCallback|HandlePostMessage|v8\.callFunction)/, 'script'],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)/, 'style'],
  [/^(Layout|IntersectionObserverController|ResizeObserver)/, 'layout'],
  [/^(Paint|PrePaint|Layerize|Commit|CompositeLayers|UpdateLayer|RasterTask|PaintImage|Decode)/, 'paint'],
  [/^(MinorGC|MajorGC|V8\.GC|BlinkGC|ScavengeGC)/, 'gc'],
];
/** The step's window (the harness's bench:start / bench:end marks) in the trace clock, or null. */
function markWindow(events) {
  const at = (name) => events.filter((e) => e.name === name && e.cat?.includes('user_timing')).map((e) => e.ts).pop();
  const from = at('bench:start');
  const to = at('bench:end');
  return from !== undefined && to !== undefined ? { from, to } : null;
}
/**
 * Main-thread time by category inside the window: each complete event's self time (minus its
 * children) goes to its own category, or to its nearest categorised ancestor's, else "other".
 */
function traceSplit(events, win) {
  const counts = new Map();
  for (const e of events) if (e.name === 'Layout' || e.name === 'FunctionCall') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main || !win) return null;
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && typeof e.dur === 'number' && e.ts < win.to && e.ts + e.dur > win.from)
    .map((e) => ({ name: e.name, ts: Math.max(e.ts, win.from), end: Math.min(e.ts + e.dur, win.to) }))
    .sort((a, b) => a.ts - b.ts || b.end - a.end);
  const out = { script: 0, style: 0, layout: 0, paint: 0, gc: 0, other: 0 };
  const stack = [];
  const self = new Map();
  const cat = new Map();
  for (const e of mine) {
    while (stack.length && stack[stack.length - 1].end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, (self.get(parent) ?? parent.end - parent.ts) - (e.end - e.ts));
    cat.set(e, CATEGORY.find(([re]) => re.test(e.name))?.[1] ?? (parent ? cat.get(parent) : 'other'));
    stack.push(e);
  }
  const names = {};
  for (const e of mine) {
    const ms = Math.max(0, self.get(e) ?? e.end - e.ts) / 1000;
    out[cat.get(e)] += ms;
    names[e.name] = (names[e.name] ?? 0) + ms;
  }
  out.idle = (win.to - win.from) / 1000 - Object.values(out).reduce((a, b) => a + b, 0);
  // Main-thread CPU time (thread clock) of the top-level events: what the step cost the main
  // thread, whatever else the machine was doing meanwhile.
  let cpu = 0;
  let until = -Infinity;
  for (const e of events.filter((x) => `${x.pid}:${x.tid}` === main && x.ph === 'X' && typeof x.tdur === 'number' && x.dur > 0 && x.ts < win.to && x.ts + x.dur > win.from)
    .sort((a, b) => a.ts - b.ts)) {
    if (e.ts < until) continue;
    // An event that crosses the window's edge counts for the part inside it.
    const inside = (Math.min(e.ts + e.dur, win.to) - Math.max(e.ts, win.from)) / e.dur;
    cpu += (e.tdur * inside) / 1000;
    until = e.ts + e.dur;
  }
  out.cpu = cpu;
  out.names = names;
  return out;
}

// ---- code first run in a step (--coverage) ---------------------------------------------------
/**
 * Functions that have run so far (best-effort coverage: counts since the page loaded, no
 * change to how V8 compiles), each with its own bytes (its range minus the inner functions'):
 * what V8 parses and compiles when the function is first called.
 */
async function executed(cdp) {
  const { result } = await cdp.send('Profiler.getBestEffortCoverage');
  const out = new Map();
  for (const script of result) {
    const fns = script.functions.filter((f) => f.ranges[0]);
    for (const f of fns) {
      const [outer] = f.ranges;
      const inner = fns.filter((g) => g !== f && g.ranges[0].startOffset >= outer.startOffset && g.ranges[0].endOffset <= outer.endOffset
        && !(g.ranges[0].startOffset === outer.startOffset && g.ranges[0].endOffset === outer.endOffset));
      // Only the direct children: their ranges do not nest in each other.
      const direct = inner.filter((g) => !inner.some((h) => h !== g && h.ranges[0].startOffset <= g.ranges[0].startOffset && h.ranges[0].endOffset >= g.ranges[0].endOffset));
      const own = outer.endOffset - outer.startOffset - direct.reduce((n, g) => n + g.ranges[0].endOffset - g.ranges[0].startOffset, 0);
      if (outer.count > 0) out.set(`${script.scriptId}:${outer.startOffset}`, { scriptId: script.scriptId, offset: outer.startOffset, own, name: f.functionName });
    }
  }
  return out;
}
const sources = new Map();
/** Bytes of functions first run between two coverage snapshots, by original source file. */
function newlyRun(before, after, scripts) {
  const bytes = {};
  for (const [k, f] of after) {
    if (before.has(k)) continue;
    const url = scripts.get(f.scriptId) ?? '';
    let file = url.replace(/^.*\/(pages|node_modules)\//, '$1/');
    const map = mapFor(url);
    if (map) {
      if (!sources.has(url)) sources.set(url, readFileSync(join(DIST, /\/dist\/([^/?#]+\.js)/.exec(url)[1]), 'utf8'));
      const text = sources.get(url);
      const lineStart = text.lastIndexOf('\n', f.offset - 1) + 1;
      const line = text.slice(0, lineStart).split('\n').length - 1;
      file = where({ url, lineNumber: line, columnNumber: f.offset - lineStart }).replace(/:\d+$/, '');
    }
    bytes[file] = (bytes[file] ?? 0) + f.own;
  }
  return bytes;
}

// ---- server and browser ----------------------------------------------------------------------
// The original Now.js pages (table-nowjs.html, cal-nowjs.html) load its files from a mirror (bench/nowjs.mjs).
const NOWJS = PAGE.includes('nowjs') ? (await import('./nowjs.mjs')).loadNowjs() : {};
if (NOWJS.missing) console.error(`profile: ${NOWJS.missing}`);
const server = await serve((path) => benchFile(path, () => (path.startsWith('/dist/') ? fileBelow(DIST, path.slice(6))
  : path.startsWith('/nowjs/') ? NOWJS.files?.[path.slice(7)] ?? null : null)));
const { base } = server;

const { chromium } = await import(join(BENCH, 'node_modules', 'playwright-core', 'index.mjs'));
const profileDir = mkdtempSync(join(tmpdir(), 'almanac-profile-'));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: chromiumPath({ full: true }), headless: true, viewport: { width: 1280, height: 800 },
  args: [...CHROME_FLAGS, ...(process.env.EXTRA_FLAGS ? process.env.EXTRA_FLAGS.split(' ') : [])],
});

async function traceOf(cdp, run) {
  if (!TRACE) return { result: await run(), events: [] };
  const events = [];
  const onData = (d) => events.push(...d.value);
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', { categories: process.env.TRACE_CATEGORIES || 'devtools.timeline,v8,blink.user_timing,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  const result = await run();
  const done = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  return { result, events };
}

// Keyed by position, so a step may be given twice (render,render: cold, then warm code).
const key = (i) => `${i + 1}. ${STEPS[i]}`;
const samples = Object.fromEntries(STEPS.map((_, i) => [key(i), []]));
for (let run = 0; run < RUNS; run++) {
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/pages/${PAGE}?${QUERY}`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.benchReady === true);
  if (opt('--settle', null) !== null) {
    await page.evaluate((ms) => new Promise((ok) => setTimeout(ok, ms)), Number(opt('--settle', 0)));
  } else if (!argv.includes('--cold')) {
    await page.evaluate(() => new Promise((ok) => setTimeout(() => requestIdleCallback(() => ok(), { timeout: 2000 }), 500)));
  }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const scripts = new Map();
  if (COVERAGE) {
    cdp.on('Debugger.scriptParsed', (e) => scripts.set(e.scriptId, e.url));
    await cdp.send('Debugger.enable');
  }
  for (const [i, step] of STEPS.entries()) {
    const ranBefore = COVERAGE ? await executed(cdp) : null;
    if (PROFILE) await cdp.send('Profiler.start');
    const { result, events } = await traceOf(cdp, () => page.evaluate((s) => window.bench.run(s), step));
    const { profile } = PROFILE ? await cdp.send('Profiler.stop') : { profile: { nodes: [], samples: [], timeDeltas: [], startTime: 0 } };
    if (COVERAGE) firstRun[key(i)] = newlyRun(ranBefore, await executed(cdp), scripts);
    if (result.error || result.timeout) {
      console.error(`run ${run + 1} ${step}:`, result.error ?? 'timeout');
      break;
    }
    if (argv.includes('--heap') && step === 'render') {
      // As run.mjs does after render: a forced GC and a heap reading.
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('Runtime.getHeapUsage');
    }
    const win = markWindow(events);
    if (process.env.DUMP_EVENTS && win) {
      const names = process.env.DUMP_EVENTS.split(',');
      const picked = events.filter((e) => (names.includes('*') || names.includes(e.name)) && e.ts >= win.from && e.ts <= win.to);
      writeFileSync(`/tmp/events-${run}-${i}.json`, JSON.stringify(picked));
    }
    if (BETWEEN && i < STEPS.length - 1) {
      await page.evaluate(BETWEEN);
      await page.evaluate(() => new Promise((ok) => setTimeout(ok, 300)));
    }
    samples[key(i)].push({ ms: result.ms, script: result.script, frames: result.frames, self: Object.fromEntries(selfTimes(profile, win?.from, win?.to)), split: traceSplit(events, win) });
  }
  await page.close();
}
await context.close();
rmSync(profileDir, { recursive: true, force: true });
server.close();

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!s.length) return 0;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const f1 = (x) => x.toFixed(1).padStart(6);
console.log(`# ${PAGE}?${QUERY} — ${RUNS} runs, medians (ms)`);
for (const step of Object.keys(samples)) {
  const list = samples[step];
  if (!list.length) continue;
  console.log(`\n## ${step}: ${median(list.map((s) => s.ms)).toFixed(1)} ms to the frame (script before the frame ${median(list.map((s) => s.script)).toFixed(1)} ms; frames ${list.map((s) => s.frames).join(",")})`);
  if (list[0].split) {
    const keys = Object.keys(list[0].split).filter((k) => k !== 'names');
    console.log(`main thread: ${keys.map((k) => `${k} ${median(list.map((s) => s.split?.[k])).toFixed(1)}`).join(' · ')}`);
    if (argv.includes('--events')) {
      const all = new Set(list.flatMap((s) => Object.keys(s.split?.names ?? {})));
      const top = [...all].map((n) => [n, median(list.map((s) => s.split?.names?.[n] ?? 0))]).sort((a, b) => b[1] - a[1]).slice(0, TOP);
      console.log(`trace events (self ms): ${top.filter(([, ms]) => ms >= 0.1).map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(' · ')}`);
    }
  }
  const names = new Set(list.flatMap((s) => Object.keys(s.self)));
  const rows = [...names].map((n) => [n, median(list.map((s) => s.self[n] ?? 0))]).filter(([n]) => n !== '(idle)').sort((a, b) => b[1] - a[1]);
  for (const [n, ms] of rows.slice(0, TOP)) console.log(`${f1(ms)}  ${n}`);
}
if (COVERAGE) {
  console.log('\n# Code first run in each step (bytes of minified function bodies, last run), by source file');
  for (const [step, bytes] of Object.entries(firstRun)) {
    const rows = Object.entries(bytes).sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((n, [, b]) => n + b, 0);
    const group = (re) => rows.filter(([f]) => re.test(f)).reduce((n, [, b]) => n + b, 0);
    console.log(`\n## ${step}: ${total} bytes (svelte ${group(/node_modules\/svelte/)}, src/table ${group(/^src\/table/)}, src/core ${group(/^src\/core/)}, other ${total - group(/node_modules\/svelte|^src\/(table|core)/)})`);
    for (const [f, b] of rows.slice(0, TOP)) console.log(`${String(b).padStart(7)}  ${f}`);
  }
}
if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(samples, null, 1));
