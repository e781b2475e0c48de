import { defineConfig, type Plugin } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { classicSplit } from './scripts/classic-split.mjs';

// The script bundles: one classic script plus one extracted stylesheet each, for server-rendered
// pages, and the parts they load on first use (every dynamic import() of the source), split off by
// the bundler (scripts/classic-split.mjs). scripts/build.mjs runs this config once per bundle with
// ALMANAC_BUNDLE set (default: almanac, both widgets). The ESM build for Svelte apps is made by
// svelte-package (see scripts/build.mjs).
export const BUNDLES = {
  'almanac': 'src/standalone.ts',
  'almanac-table': 'src/standalone-table.ts',
  'almanac-calendar': 'src/standalone-calendar.ts',
} as const;

/** Vite leaves its hash-update marker comment at the end of a library build's CSS: bytes every page loads for nothing. */
const dropCssMarker: Plugin = {
  name: 'almanac-drop-css-marker',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type === 'asset' && file.fileName.endsWith('.css') && typeof file.source === 'string') file.source = file.source.replace(/\s*\/\*\$vite\$:\d+\*\/\s*$/, '\n');
    }
  },
};
const bundle = (process.env.ALMANAC_BUNDLE ?? 'almanac') as keyof typeof BUNDLES;
if (!(bundle in BUNDLES)) throw new Error(`ALMANAC_BUNDLE=${bundle}: expected one of ${Object.keys(BUNDLES).join(', ')}`);

export default defineConfig({
  plugins: [svelte(), dropCssMarker, classicSplit(bundle)],
  // public/ holds the demo site's assets, not the library's.
  publicDir: false,
  // No page can pass a Svelte snippet to a script bundle: the code that renders them is left out (core/snippets.ts).
  define: { __ALMANAC_SCRIPT__: 'true' },
  build: {
    lib: {
      entry: BUNDLES[bundle],
      formats: ['cjs'],
      fileName: () => `${bundle}.js`,
      cssFileName: bundle,
    },
    rolldownOptions: {
      // A module that one bundle loads at once and another on first use (hints: the calendar reads its
      // options with it) is simply in the first; no timing report in every build.
      checks: { ineffectiveDynamicImport: false, bundlerTimings: false },
      output: {
        // The entry's whole static graph is one chunk, the bundle itself; parts are named after their module.
        codeSplitting: { groups: [{ name: bundle, tags: ['$initial'] }] },
        chunkFileNames: `${bundle}-[name]-[hash].js`,
      },
    },
    // Every style, the parts' too, is in dist/<bundle>.css: nothing is injected at run time (strict CSP).
    cssCodeSplit: false,
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    target: 'es2022',
  },
});
