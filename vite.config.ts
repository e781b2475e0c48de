import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { LANGUAGES } from './scripts/chunk-names.mjs';

// Standalone builds: one IIFE script plus one extracted stylesheet each, for
// server-rendered pages. Vite builds one IIFE entry per run, so
// scripts/build.mjs runs this config once per bundle with ALMANAC_BUNDLE set
// (default: almanac, both widgets), and once per lazy chunk with
// ALMANAC_BUNDLE=almanac-chunk-{name}. The ESM build for Svelte apps is made by
// svelte-package (see scripts/build.mjs).
export const BUNDLES = {
  'almanac': 'src/standalone.ts',
  'almanac-table': 'src/standalone-table.ts',
  'almanac-calendar': 'src/standalone-calendar.ts',
} as const;
/**
 * Parts loaded on first use (src/core/chunks.ts): dist/almanac-chunk-{name}.js, each its own
 * small IIFE that registers its API in window.Almanac.chunks. No chunk may import Svelte.
 */
export const CHUNKS = {
  'almanac-chunk-template': 'src/chunks/template.ts',
  'almanac-chunk-formats': 'src/chunks/formats.ts',
  'almanac-chunk-actions': 'src/chunks/actions.ts',
  'almanac-chunk-footer': 'src/chunks/footer.ts',
  'almanac-chunk-export': 'src/chunks/export.ts',
  'almanac-chunk-xlsx': 'src/chunks/xlsx.ts',
  'almanac-chunk-hints': 'src/chunks/hints.ts',
  'almanac-chunk-state': 'src/chunks/state.ts',
  'almanac-chunk-auth': 'src/chunks/auth.ts',
  'almanac-chunk-filters': 'src/chunks/filters.ts',
  'almanac-chunk-forms': 'src/chunks/forms.ts',
  'almanac-chunk-cells': 'src/chunks/cells.ts',
  'almanac-chunk-rows': 'src/chunks/rows.ts',
  'almanac-chunk-drag': 'src/chunks/drag.ts',
  'almanac-chunk-refresh': 'src/chunks/refresh.ts',
  'almanac-chunk-url': 'src/chunks/url.ts',
  'almanac-chunk-click': 'src/chunks/click.ts',
  'almanac-chunk-contrast': 'src/chunks/contrast.ts',
  // One per language file in src/lang/ (README "Languages"): the entry registers the file being built.
  ...Object.fromEntries(LANGUAGES.map((code) => [`almanac-chunk-${code}`, 'src/chunks/language.ts'])),
} as Record<string, string>;

const ENTRIES: Record<string, string> = { ...BUNDLES, ...CHUNKS };

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
const bundle = process.env.ALMANAC_BUNDLE ?? 'almanac';
if (!(bundle in ENTRIES)) throw new Error(`ALMANAC_BUNDLE=${bundle}: expected one of ${Object.keys(ENTRIES).join(', ')}`);
const language = LANGUAGES.find((code) => bundle === `almanac-chunk-${code}`);

export default defineConfig({
  plugins: [svelte(), dropCssMarker],
  // public/ holds the demo site's assets, not the library's.
  publicDir: false,
  resolve: {
    // In the script bundles, lazy parts are chunk files loaded by <script>, not import()s
    // (which an IIFE build would inline): see src/core/chunk-source.ts. Any relative path to it
    // (./chunk-source from core, ../../core/chunk-source from calendar/model).
    alias: [
      { find: /^(?:\.{1,2}\/)+(?:core\/)?chunk-source$/, replacement: fileURLToPath(new URL('src/core/chunk-source-script.ts', import.meta.url)) },
      // A language chunk's entry (src/chunks/language.ts) imports the language being built.
      ...(language ? [{ find: /^\.\.\/lang\/th$/, replacement: fileURLToPath(new URL(`src/lang/${language}.ts`, import.meta.url)) }] : []),
    ],
  },
  // The languages the script bundles can load (core/chunk-source-script.ts).
  define: { __ALMANAC_LANGUAGES__: JSON.stringify(LANGUAGES) },
  build: {
    lib: {
      entry: ENTRIES[bundle],
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
