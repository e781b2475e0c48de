import { defineConfig, type Plugin } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import MagicString from 'magic-string';
import { classicSplit } from './scripts/classic-split.mjs';
import { terserPass } from './scripts/terser-pass.mjs';
import { buildTag } from './scripts/build-tag.mjs';

// The script bundles: one classic script plus one extracted stylesheet each, for server-rendered
// pages, and the parts they load on first use (every dynamic import() of the source), split off by
// the bundler (scripts/classic-split.mjs). scripts/build.mjs runs this config once per bundle with
// ALMANAC_BUNDLE set (default: almanac, both widgets). The ESM build for Svelte apps is made by
// svelte-package (see scripts/build.mjs).
export const BUNDLES = {
  'almanac': 'src/standalone.ts',
  'almanac-table': 'src/standalone-table.ts',
  'almanac-calendar': 'src/standalone-calendar.ts',
  // almanac.js and the custom elements <almanac-table>, <almanac-calendar> (issue 49 item 4).
  'almanac-elements': 'src/standalone-elements.ts',
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
/**
 * Svelte's runtime lists the DOM's property names (svelte/src/utils.js DOM_PROPERTIES, which only its
 * compiler reads) starting with a spread of its boolean attributes. The bundler keeps a spread (it may
 * run an iterator), so every script bundle carried `[...'allowfullscreen.async…'.split('.')]`, 287
 * bytes (0.2 KB gzip) that nothing reads; marked pure, the unused list goes.
 */
const pureSvelteLists: Plugin = {
  name: 'almanac-pure-svelte-lists',
  transform: {
    filter: { id: /[\\/]svelte[\\/]src[\\/]utils\.js$/ },
    handler(code, id) {
      const list = /const DOM_PROPERTIES = (\[[^\]]*\]);/.exec(code);
      if (!list) return void this.warn('svelte/src/utils.js: DOM_PROPERTIES not found (see vite.config.ts pureSvelteLists)');
      const out = new MagicString(code);
      const start = list.index + list[0].indexOf('[');
      out.appendLeft(start, '/* @__PURE__ */ (() => ').appendRight(start + list[1].length, ')()');
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  },
};
/** A module of src/ at one of `paths` (written with `/`), as a test of a module id. */
const modules = (...paths: string[]) => (id: string) => paths.some((p) => id.replaceAll('\\', '/').endsWith(`/src/${p}`));
/**
 * Modules several parts need, in three shared files rather than one file each (each file pays gzip's
 * start-up and its wrapper; a page with parts loads a few larger files instead of many small ones).
 * `shared`: what most parts need (their texts, URLs, sending, the host's notifications);
 * `actions`: the response actions (the calendar's click API needs them too, and nothing else here);
 * `changes`: what the parts that change data need besides (confirming, errors maps, the request
 * shapes of bulk and cell edits, sending an action). A module only one part needs stays in that part
 * (minShareCount); a part few pages use stays its own file. A new module several parts share is a
 * small file of its own until it is listed here; a listed module brings the modules it imports.
 */
const SHARED = {
  shared: modules('table/dom/say.ts', 'table/dom/url-list.ts', 'core/url.ts', 'core/http-send.ts', 'core/host-ui.ts', 'core/host-managers.ts', 'core/toasts.svelte.ts', 'core/components/Toasts.svelte', 'core/select-options.ts'),
  actions: modules('core/actions.ts'),
  changes: modules('core/confirm.ts', 'core/components/ConfirmDialog.svelte', 'table/dom/field-errors.ts', 'table/model/bulk.ts', 'table/model/edit.ts', 'table/actions/send.ts'),
};
const bundle = (process.env.ALMANAC_BUNDLE ?? 'almanac') as keyof typeof BUNDLES;
if (!(bundle in BUNDLES)) throw new Error(`ALMANAC_BUNDLE=${bundle}: expected one of ${Object.keys(BUNDLES).join(', ')}`);
/** Every part file's name ends with the build's one tag (scripts/build-tag.mjs), written once in the bundle. */
const TAG = `-${buildTag()}`;

export default defineConfig({
  plugins: [svelte(), pureSvelteLists, dropCssMarker, classicSplit(bundle, TAG), terserPass()],
  // public/ holds the demo site's assets, not the library's.
  publicDir: false,
  // dayjs as ES modules in the script bundles (the date-patterns part): its CommonJS build needs the
  // bundler's interop helpers in every file that has it. The ESM build keeps 'dayjs' as it is.
  resolve: { alias: [{ find: /^dayjs$/, replacement: 'dayjs/esm/index.js' }] },
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
        // The entry's whole static graph is one chunk, the bundle itself; parts are named after their
        // module; the modules parts share are in the SHARED files (the bundler's own runtime helpers
        // go in one of them or in the bundle: scripts/classic-split.mjs).
        codeSplitting: {
          groups: [
            { name: bundle, tags: ['$initial'], priority: 3 },
            // (A group takes the modules its modules import too: the groups taking fewer modules first.)
            { name: 'shared', test: SHARED.shared, priority: 2, minShareCount: 2 },
            { name: 'actions', test: SHARED.actions, priority: 1.5, minShareCount: 2 },
            { name: 'changes', test: SHARED.changes, priority: 1, minShareCount: 2 },
          ],
        },
        chunkFileNames: `${bundle}-[name]${TAG}.js`,
        // A part's own stylesheet (classic-split.mjs: loaded with the part's script, in the same round trip).
        assetFileNames: (asset) => (asset.names.includes(`${bundle}.css`) ? '[name][extname]' : `${bundle}-[name]${TAG}[extname]`),
      },
    },
    // What every page draws is styled by dist/<bundle>.css; a part's own styles (a stylesheet its module
    // imports: src/styles/<widget>-<part>.css) are a file of their own, which the loader asks for with the
    // part (classic-split.mjs partSheet). Nothing is injected at run time (strict CSP).
    cssCodeSplit: true,
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    target: 'es2022',
  },
});
