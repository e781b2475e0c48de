import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';
import SlowestFiles from './tests/helpers/slowest-files.ts';
import SlowFirst from './tests/helpers/slow-first.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  plugins: [svelte()],
  resolve: {
    conditions: ['browser'],
    // The docs' examples import the package by name: here it is the source.
    alias: [
      { find: /^almanac-widgets$/, replacement: src('index.ts') },
      { find: /^almanac-widgets\/(table|calendar)\.css$/, replacement: src('styles/$1.css') },
    ],
  },
  test: {
    reporters: ['default', new SlowestFiles()],
    // The slowest e2e files start first, in a clean clone too (tests/helpers/slow-first.ts).
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        extends: true,
        // isolate: false, here and below: the files of a worker share one module graph (and, for components,
        // one document), so each file's start-up is paid once, not once per file (the unit and component
        // run took a third of the time). Each file leaves the page as it found it: tests/component/setup.ts.
        // testTimeout: the property tests (thousands of Intl conversions) take 1-4 s on a quiet machine and passed
        // 5 s, the default, on a loaded one (issue 48): a limit for hangs, not a measure of speed (bench/ is).
        test: { name: 'unit', environment: 'node', isolate: false, include: ['tests/unit/**/*.test.ts'], setupFiles: ['tests/unit/setup.ts', 'tests/helpers/fc-seed.ts'], testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          isolate: false,
          include: ['tests/component/**/*.test.ts'],
          setupFiles: ['tests/component/setup.ts', 'tests/helpers/fc-seed.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Two files at a time (each worker with a browser and a demo server of its own): 433 s against 712-789 s
          // one at a time on this 2-core machine. The suite was read for checks that read a lazy part or an
          // answer the moment after an action (they wait for it now). ALMANAC_E2E_SERIAL=1: one at a time.
          fileParallelism: !process.env.ALMANAC_E2E_SERIAL,
          // The files share one module graph: playwright-core and the harness are imported once, not per file.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll waits up to 5 s for what the user would see (its default, 1 s, is shorter than a re-render
          // takes on a machine at load 15: the flush of issue 48 found 'Expand all groups' failing so once in 3 runs).
          expect: { poll: { timeout: 5_000 } },
          // CI machines are shared: one retry in CI so a test that loses a race with the machine does
          // not sink the run; a retried test is listed as flaky in the output and is fixed, not kept.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
