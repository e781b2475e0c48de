// `npm test`: the whole suite, with the steps that do not need each other run side by side (issue 22
// item 6). The type checks, the unit and component tests and the build each keep about one and a half
// of this machine's two cores busy; one after the other they left a third of the time idle. Order:
//
//   chromium.mjs (finds or installs the browser, alone and first: it may stop the run in its first seconds)
//   build ∥ check, then package (needs dist/) ∥ unit, then e2e (needs dist/; alone, it keeps both cores busy)
//
// A step's output is printed whole when it ends (never interleaved with another's); the first step
// that fails stops the others and the run (exit 1). ALMANAC_TEST_SERIAL=1 runs the steps one at a time.
import { spawn } from 'node:child_process';

/** npm scripts, each with the steps it waits for. */
const STEPS = [
  { name: 'build', after: [] },
  { name: 'check', after: [] },
  { name: 'test:package', after: ['build'] },
  { name: 'test:unit', after: [] },
  { name: 'test:e2e', after: ['check', 'test:unit', 'build', 'test:package'] },
];
/** Two steps at a time, in the order above (three at a time only made each slower). */
const AT_ONCE = process.env.ALMANAC_TEST_SERIAL ? 1 : 2;

const running = new Set();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Run one npm script; its output is kept and handed back with the exit code. */
function run(name, live) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    running.add(child);
    const out = [];
    child.stdout?.on('data', (chunk) => out.push(chunk));
    child.stderr?.on('data', (chunk) => out.push(chunk));
    child.on('error', (error) => out.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(out) });
    });
  });
}

/** Stop every step still running (with its children: each is the leader of its process group). */
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}
process.on('SIGINT', () => (stopAll(), process.exit(130)));
process.on('SIGTERM', () => (stopAll(), process.exit(143)));

async function main() {
  const start = Date.now();
  const done = new Set();
  let failed = null;
  const ready = (step) => step.after.every((name) => done.has(name));
  const pending = [...STEPS];
  const active = new Map();
  while ((pending.length || active.size) && !failed) {
    for (const step of pending.filter(ready)) {
      if (active.size >= AT_ONCE) break;
      pending.splice(pending.indexOf(step), 1);
      const began = Date.now();
      // The last step runs alone: its output streams as it comes.
      const live = !pending.length && !active.size;
      // A step whose output waits for its end says when it starts, so a long quiet stretch is explained.
      console.log(live ? `\n=== ${step.name}` : `npm test: ${step.name} started (its output follows when it ends)`);
      active.set(step.name, run(step.name, live).then((result) => ({ step, result, began, live })));
    }
    const { step, result, began, live } = await Promise.race(active.values());
    active.delete(step.name);
    if (!live) process.stdout.write(`\n=== ${step.name} (${seconds(began)})\n${result.output}`);
    if (result.code !== 0) failed = step.name;
    else done.add(step.name);
  }
  if (failed) {
    stopAll();
    console.error(`\nnpm test: ${failed} failed (${seconds(start)} in all)`);
    process.exit(1);
  }
  console.log(`\nnpm test: passed in ${seconds(start)}`);
}

await main();
