import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Standalone builds: one IIFE script plus one extracted stylesheet each, for
// server-rendered pages. Vite builds one IIFE entry per run, so
// scripts/build.mjs runs this config once per bundle with ALMANAC_BUNDLE set
// (default: almanac, both widgets). The ESM build for Svelte apps is made by
// svelte-package (see scripts/build.mjs).
export const BUNDLES = {
  'almanac': 'src/standalone.ts',
  'almanac-table': 'src/standalone-table.ts',
  'almanac-calendar': 'src/standalone-calendar.ts',
} as const;

type Bundle = keyof typeof BUNDLES;
const bundle = (process.env.ALMANAC_BUNDLE ?? 'almanac') as Bundle;
if (!(bundle in BUNDLES)) throw new Error(`ALMANAC_BUNDLE=${bundle}: expected one of ${Object.keys(BUNDLES).join(', ')}`);

export default defineConfig({
  plugins: [svelte()],
  // public/ holds the demo site's assets, not the library's.
  publicDir: false,
  build: {
    lib: {
      entry: BUNDLES[bundle],
      name: 'Almanac',
      formats: ['iife'],
      fileName: () => `${bundle}.js`,
      cssFileName: bundle,
    },
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    target: 'es2022',
  },
});
