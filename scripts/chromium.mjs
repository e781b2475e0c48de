// Finds the Chromium the tests drive (issue 22 item 3). `npm test` runs this file first: it finds a
// browser, or installs Debian's package when it can (root with apt-get, as CI runs), or stops at once
// with one line saying what to install. Everything that launches the browser afterwards calls
// chromiumPath(), so all of them use the browser found here (the same places, in the same order).
//
// The tests run in Chromium's headless shell when it is there (Debian's chromium-headless-shell, the build
// Playwright itself runs headless tests in): the same engine without the browser's window, tab strip and
// address bar, which the full browser keeps drawing off screen. Measured on this suite's pages, a page
// load costs about 0.42 s of CPU in the shell against 0.58 s in the full browser (its browser process 85
// against 190 ms). With no shell, root with apt-get tries to install it beside the browser; when that fails
// the full browser is used, with one line saying so. CHROMIUM_PATH, when set, is used as it is.
//
//   node scripts/chromium.mjs      exit 0 when a browser is there (after installing it if need be), else 1
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MISSING = 'npm test needs Chromium: apt-get install chromium, or set CHROMIUM_PATH';
export const INSTALL_PLAN = [['apt-get', 'update'], ['apt-get', 'install', '-y', 'chromium']];
const SHELL = 'chromium-headless-shell';
/** How the headless shell is added beside a browser (apt-get update first only when this fails). */
export const SHELL_INSTALL = ['apt-get', 'install', '-y', SHELL];

/** The first executable named `name` in a PATH string (empty entries are skipped, not the cwd). */
function onPath(name, path, exists) {
  for (const dir of (path ?? '').split(delimiter)) {
    if (dir && exists(join(dir, name))) return join(dir, name);
  }
  return null;
}

/**
 * Where Chromium is, or how to get it: `{ path }`, `{ install: argv[] }` (root with apt-get on PATH),
 * or `{ message }` (one line). Order: CHROMIUM_PATH, /usr/bin/chromium, `chromium` then
 * `chromium-browser` on PATH. A CHROMIUM_PATH that is set (non-empty) but is no executable is
 * reported, never replaced by another browser: the user asked for that one. Pure: the file system
 * and the user come in as `exists` and `isRoot`.
 * @param {{ env: Record<string, string | undefined>, exists: (file: string) => boolean, isRoot: boolean }} seams
 * @returns {{ path: string } | { install: string[][] } | { message: string }}
 */
export function findChromium({ env, exists, isRoot }) {
  if (env.CHROMIUM_PATH) {
    return exists(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH }
      : { message: `npm test needs Chromium: CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file; point it at Chromium, or unset it` };
  }
  if (exists('/usr/bin/chromium')) return { path: '/usr/bin/chromium' };
  const found = onPath('chromium', env.PATH, exists) ?? onPath('chromium-browser', env.PATH, exists);
  if (found) return { path: found };
  if (isRoot && onPath('apt-get', env.PATH, exists)) return { install: INSTALL_PLAN };
  return { message: MISSING };
}

/**
 * The headless shell the tests prefer, or null: /usr/bin/chromium-headless-shell, then on PATH. Null when
 * CHROMIUM_PATH is set (the user chose the browser) or ALMANAC_FULL_CHROMIUM is (the full browser wanted).
 * @param {{ env: Record<string, string | undefined>, exists: (file: string) => boolean }} seams
 * @returns {string | null}
 */
export function findShell({ env, exists }) {
  if (!shellWanted(env)) return null;
  if (exists(`/usr/bin/${SHELL}`)) return `/usr/bin/${SHELL}`;
  return onPath(SHELL, env.PATH, exists);
}

/** The shell is used unless the user chose a browser (CHROMIUM_PATH) or asked for the full one. */
const shellWanted = (env) => !env.CHROMIUM_PATH && !env.ALMANAC_FULL_CHROMIUM;

/** An executable regular file (symlinks followed). */
function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const here = () => findChromium({ env: process.env, exists: executable, isRoot: process.getuid?.() === 0 });

const shellHere = () => findShell({ env: process.env, exists: executable });

/**
 * The browser to launch (for the e2e setup, the package tests, scripts): the headless shell when there is
 * one, unless `full` (the bench measures the browser readers have); throws the one-line message when there is none.
 */
export function chromiumPath({ full = false } = {}) {
  const shell = full ? null : shellHere();
  if (shell) return shell;
  const found = here();
  if ('path' in found) return found.path;
  throw new Error('message' in found ? found.message : MISSING);
}

/** Root with apt-get and no shell: try to add it (quietly; on failure one line, and the full browser is used). */
function addShell() {
  if (!shellWanted(process.env) || shellHere()) return;
  if (process.getuid?.() !== 0 || !onPath('apt-get', process.env.PATH, executable)) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = ([command, ...args]) => spawnSync(command, args, { env }).status === 0;
  if (run(SHELL_INSTALL) || (run(['apt-get', 'update']) && run(SHELL_INSTALL))) console.log(`npm test: installed ${SHELL} (the e2e tests run in it)`);
  else console.log(`npm test: could not install ${SHELL}; the e2e tests run in the full browser`);
}

function main() {
  let found = here();
  if ('install' in found) {
    console.log(`npm test: Chromium is missing, installing Debian's package (${found.install.map((argv) => argv.join(' ')).join(', then ')})`);
    for (const [command, ...args] of found.install) {
      const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      if (run.status !== 0) {
        console.error(`npm test needs Chromium: \`${command} ${args.join(' ')}\` failed; apt-get install chromium, or set CHROMIUM_PATH`);
        process.exit(1);
      }
    }
    found = here();
  }
  if (!('path' in found)) {
    console.error('message' in found ? found.message : MISSING);
    process.exit(1);
  }
  addShell();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
