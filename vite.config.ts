import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Standalone build: one IIFE script plus one extracted stylesheet for
// server-rendered pages. The ESM build for Svelte apps is made by
// svelte-package (see scripts/build.mjs).
export default defineConfig({
  plugins: [svelte()],
  // public/ holds the demo site's assets, not the library's.
  publicDir: false,
  build: {
    lib: {
      entry: 'src/standalone.ts',
      name: 'Almanac',
      formats: ['iife'],
      fileName: () => 'almanac.js',
      cssFileName: 'almanac',
    },
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    target: 'es2022',
  },
});
