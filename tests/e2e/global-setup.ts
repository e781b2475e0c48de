// Starts the demo servers (serving the built dist/; one per e2e worker, each with its own
// in-memory database) and one headless Chromium for every e2e file. A missing browser is a failure, never a skip.
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { startServer } from '../../demo/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One demo server per e2e worker (each its own in-memory database): harness.ts baseUrl(). */
    baseUrls: string[];
    wsEndpoint: string;
    /** For a worker that launches a browser of its own (files run two at a time, the default). */
    launchPlan: LaunchPlan;
  }
}

/** E2e files run two at a time unless ALMANAC_E2E_SERIAL (vitest.config.ts): each worker gets a demo server of its own. */
export const E2E_WORKERS = process.env.ALMANAC_E2E_SERIAL ? 1 : 2;

export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export default async function setup(project: TestProject) {
  // The browser `npm test` found (or installed) first: scripts/chromium.mjs; throws its one-line message when none.
  const executablePath = chromiumPath();
  if (!existsSync('dist/almanac.js')) throw new Error('dist/almanac.js is missing: run `npm run build` first');
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startServer({ quiet: true, file: null })));
  const { server, plan } = await launch(executablePath);
  // Two at a time, each worker launches its own browser with the plan: this one is not needed.
  const browser = E2E_WORKERS === 1 ? server : (await server.close(), null);
  project.provide('baseUrls', servers.map((s) => s.url));
  project.provide('wsEndpoint', browser?.wsEndpoint() ?? '');
  project.provide('launchPlan', plan);
  return async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  };
}

/**
 * Chromium features the suite turns off on top of Playwright's own list: headless Chromium loads the
 * browser's WebUI omnibox popup in a renderer of its own for every new tab (about 300 ms of CPU a page,
 * a third of what the page itself costs); no test looks at the address bar.
 */
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** How the suite launches Chromium: the flags above, and Playwright's own with FEATURES_OFF added. */
export interface LaunchPlan {
  executablePath: string;
  args: string[];
  /** Playwright's --disable-features, replaced by the one in `args` (Chromium obeys only the last it is given). */
  ignoreDefaultArgs: string[];
}

/**
 * Launch the browser with FEATURES_OFF added to Playwright's --disable-features (passing ours alone would
 * switch Playwright's back on). The list is read from the command line of a first launch (Linux /proc);
 * where that cannot be read, the browser of that first launch is used as it is.
 * ALMANAC_E2E_FEATURES=all keeps every feature.
 */
async function launch(executablePath: string): Promise<{ server: BrowserServer; plan: LaunchPlan }> {
  const plan: LaunchPlan = { executablePath, args: CHROMIUM_FLAGS, ignoreDefaultArgs: [] };
  const first = await chromium.launchServer({ ...plan, headless: true });
  if (process.env.ALMANAC_E2E_FEATURES === 'all') return { server: first, plan };
  let given: string | undefined;
  try {
    given = readFileSync(`/proc/${first.process().pid}/cmdline`, 'utf8').split('\0').find((arg) => arg.startsWith('--disable-features='));
  } catch {
    return { server: first, plan };
  }
  if (!given) return { server: first, plan };
  await first.close();
  const merged: LaunchPlan = { executablePath, args: [...CHROMIUM_FLAGS, `${given},${FEATURES_OFF.join(',')}`], ignoreDefaultArgs: [given] };
  return { server: await chromium.launchServer({ ...merged, headless: true }), plan: merged };
}
