// Issue 22 item 3: `npm test` finds Chromium (CHROMIUM_PATH, /usr/bin/chromium, chromium and
// chromium-browser on PATH) or installs Debian's package when it can (root with apt-get), before
// anything else runs; otherwise it stops at once with one line saying what to install.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { findChromium, findShell, INSTALL_PLAN, MISSING, SHELL_INSTALL } from '../../../scripts/chromium.mjs';

const CLI = fileURLToPath(new URL('../../../scripts/chromium.mjs', import.meta.url));
const files = (...present: string[]) => (path: string) => present.includes(path);
const nothing = { exists: files(), isRoot: false };

describe('findShell: the tests run in the headless shell when there is one', () => {
  test("Debian's /usr/bin/chromium-headless-shell comes first, then the shell on PATH", () => {
    expect(findShell({ env: { PATH: '/opt/bin' }, exists: files('/usr/bin/chromium-headless-shell', '/opt/bin/chromium-headless-shell') })).toBe('/usr/bin/chromium-headless-shell');
    expect(findShell({ env: { PATH: '/a:/opt/bin' }, exists: files('/opt/bin/chromium-headless-shell', '/usr/bin/chromium') })).toBe('/opt/bin/chromium-headless-shell');
  });

  test('without a shell, null: the browser findChromium finds is used', () => {
    expect(findShell({ env: { PATH: '/usr/bin' }, exists: files('/usr/bin/chromium') })).toBeNull();
  });

  test('CHROMIUM_PATH or ALMANAC_FULL_CHROMIUM set: no shell, the browser asked for is used', () => {
    const exists = files('/usr/bin/chromium-headless-shell', '/opt/chrome/chrome');
    expect(findShell({ env: { CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '' }, exists })).toBeNull();
    expect(findShell({ env: { ALMANAC_FULL_CHROMIUM: '1', PATH: '' }, exists })).toBeNull();
  });

  test("root adds the shell with Debian's package", () => {
    expect(SHELL_INSTALL).toEqual(['apt-get', 'install', '-y', 'chromium-headless-shell']);
  });
});

describe('findChromium', () => {
  test('with an empty PATH, no CHROMIUM_PATH and no /usr/bin/chromium, a non-root user gets the one-line message', () => {
    const found = findChromium({ env: { PATH: '' }, ...nothing });
    expect(found).toEqual({ message: MISSING });
    expect(MISSING).toBe('npm test needs Chromium: apt-get install chromium, or set CHROMIUM_PATH');
    expect(MISSING).not.toContain('\n');
  });

  test('root without apt-get on PATH cannot install, so gets the message too', () => {
    expect(findChromium({ env: { PATH: '/bin' }, exists: files(), isRoot: true })).toEqual({ message: MISSING });
  });

  test('a user who is not root with apt-get present gets the message, not an install plan', () => {
    expect(findChromium({ env: { PATH: '/usr/bin' }, exists: files('/usr/bin/apt-get'), isRoot: false })).toEqual({ message: MISSING });
  });

  test('CHROMIUM_PATH wins over every other place', () => {
    const exists = files('/opt/chrome/chrome', '/usr/bin/chromium', '/bin/chromium');
    expect(findChromium({ env: { CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '/bin' }, exists, isRoot: false })).toEqual({ path: '/opt/chrome/chrome' });
  });

  test('a CHROMIUM_PATH that points nowhere is reported, never silently replaced by another browser', () => {
    const found = findChromium({ env: { CHROMIUM_PATH: '/nowhere/chrome', PATH: '/usr/bin' }, exists: files('/usr/bin/chromium', '/usr/bin/apt-get'), isRoot: true });
    expect(found).toEqual({ message: 'npm test needs Chromium: CHROMIUM_PATH=/nowhere/chrome is not an executable file; point it at Chromium, or unset it' });
  });

  test('an empty CHROMIUM_PATH counts as unset', () => {
    expect(findChromium({ env: { CHROMIUM_PATH: '', PATH: '' }, exists: files('/usr/bin/chromium'), isRoot: false })).toEqual({ path: '/usr/bin/chromium' });
  });

  test("Debian's /usr/bin/chromium comes before PATH", () => {
    const exists = files('/usr/bin/chromium', '/opt/bin/chromium');
    expect(findChromium({ env: { PATH: '/opt/bin' }, exists, isRoot: false })).toEqual({ path: '/usr/bin/chromium' });
  });

  test('PATH is searched in order, chromium on any PATH entry before chromium-browser', () => {
    const exists = files('/b/chromium', '/a/chromium-browser', '/c/chromium');
    expect(findChromium({ env: { PATH: '/a:/b:/c' }, exists, isRoot: false })).toEqual({ path: '/b/chromium' });
    expect(findChromium({ env: { PATH: ':/a' }, exists, isRoot: false })).toEqual({ path: '/a/chromium-browser' });
  });

  test('root with apt-get on PATH gets the install plan: apt-get update, then apt-get install -y chromium', () => {
    const found = findChromium({ env: { PATH: '/usr/sbin:/usr/bin' }, exists: files('/usr/bin/apt-get'), isRoot: true });
    expect(found).toEqual({ install: INSTALL_PLAN });
    expect(INSTALL_PLAN).toEqual([['apt-get', 'update'], ['apt-get', 'install', '-y', 'chromium']]);
  });
});

describe('the CLI', () => {
  test('with an empty PATH and a CHROMIUM_PATH pointing nowhere it prints one line and exits 1 within seconds', async () => {
    const started = Date.now();
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      const child = execFile(process.execPath, [CLI], { env: { PATH: '', CHROMIUM_PATH: '/nowhere/chrome' } }, (_error, stdout, stderr) =>
        done({ code: child.exitCode, stdout, stderr }));
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('npm test needs Chromium: CHROMIUM_PATH=/nowhere/chrome is not an executable file; point it at Chromium, or unset it\n');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
