// Starts the demo server (serving the built dist/) and one headless Chromium
// for every e2e file. A missing browser is a failure, never a skip.
import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { startServer } from '../../demo/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export default async function setup(project: TestProject) {
  // The browser `npm test` found (or installed) first: scripts/chromium.mjs; throws its one-line message when none.
  const executablePath = chromiumPath();
  if (!existsSync('dist/almanac.js')) throw new Error('dist/almanac.js is missing: run `npm run build` first');
  const server = await startServer({ quiet: true, file: null });
  const browser: BrowserServer = await chromium.launchServer({ executablePath, args: CHROMIUM_FLAGS, headless: true });
  project.provide('baseUrl', server.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
