// The demo Svelte app (issue 13 item 7), built from the project's source as an app would import the
// package: `almanac-widgets` is src/index.ts here. `npm run build` builds it into demo/svelte-app/build,
// served by demo/server.mjs at /svelte-app/ under the demo's strict CSP.
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/svelte-app/',
  plugins: [svelte({ configFile: fileURLToPath(new URL('../../svelte.config.js', import.meta.url)) })],
  resolve: {
    alias: [
      { find: /^almanac-widgets$/, replacement: src('index.ts') },
      { find: /^almanac-widgets\/(table|calendar)\.css$/, replacement: src('styles/$1.css') },
    ],
  },
  build: { outDir: 'build', emptyOutDir: true, reportCompressedSize: false },
  logLevel: 'warn',
});
