// Starts the demo servers (serving the built dist/; one per e2e worker, each with its own
// in-memory database) and one headless Chromium for every e2e file. A missing browser is a failure, never a skip.
import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { startServer } from '../../demo/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One demo server per e2e worker (each its own in-memory database): harness.ts baseUrl(). */
    baseUrls: string[];
    wsEndpoint: string;
  }
}

/** With ALMANAC_E2E_PARALLEL e2e files run two at a time (vitest.config.ts): each worker gets a demo server of its own. */
export const E2E_WORKERS = process.env.ALMANAC_E2E_PARALLEL ? 2 : 1;

export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export default async function setup(project: TestProject) {
  // The browser `npm test` found (or installed) first: scripts/chromium.mjs; throws its one-line message when none.
  const executablePath = chromiumPath();
  if (!existsSync('dist/almanac.js')) throw new Error('dist/almanac.js is missing: run `npm run build` first');
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startServer({ quiet: true, file: null })));
  const browser: BrowserServer = await chromium.launchServer({ executablePath, args: CHROMIUM_FLAGS, headless: true });
  project.provide('baseUrls', servers.map((server) => server.url));
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  };
}
