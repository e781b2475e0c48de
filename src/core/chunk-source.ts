/**
 * How lazy parts arrive in the ESM build (Svelte apps) and in tests: by
 * import(), so the app's bundler splits them off; except the dayjs date
 * and other lazy cell formats and the calendar's text colours, bundled, because a Svelte
 * component renders before an import() could resolve (and the unit tests format synchronously in Node). The script
 * bundles replace this module with ./chunk-source-script (vite.config.ts):
 * there both are chunk files loaded on first use (core/chunks.ts).
 */
import type { ChunkName, Chunks } from './chunks';
import * as lazyFormats from './format-lazy';
import * as contrast from '../calendar/model/contrast';

/** The formats chunk's formats (date patterns, relative time, bytes...): bundled here, a chunk in the script bundles. */
export const eagerFormats: Chunks['formats'] | undefined = lazyFormats;

/** Calendar event text colours (calendar/model/text-color.ts); undefined until the contrast chunk is there. */
export const eventContrast: Chunks['contrast'] | undefined = contrast;

/** Import a chunk's module; undefined where chunks are loaded by <script> (core/chunks.ts). */
export const importChunk: (<N extends ChunkName>(name: N) => Promise<Chunks[N]>) | undefined = (name) => IMPORTS[name]() as never;

/** The languages' files (src/lang/), by code. */
const LANGUAGE_FILES = languageImports();

/** Every chunk but the languages (the type makes a new chunk name need its line here). */
const PARTS: Record<Exclude<ChunkName, 'th'>, () => Promise<unknown>> = {
  template: () => import('../table/dom/load-target'),
  formats: () => import('./format-lazy'),
  actions: () => import('../table/dom/actions'),
  footer: () => import('../table/dom/footer'),
  export: () => import('../table/dom/export'),
  xlsx: () => import('../table/model/xlsx'),
  hints: () => import('./hints'),
  state: () => import('../table/dom/host-state'),
  auth: () => import('../table/dom/auth'),
  filters: () => import('../table/dom/filter-row'),
  forms: () => import('../table/dom/filter-form'),
  click: () => import('../calendar/click-api'),
  contrast: () => import('../calendar/model/contrast'),
  cells: () => import('../table/dom/cell-controls'),
  rows: () => import('../table/dom/rows'),
  drag: () => import('../table/dom/row-drag'),
  refresh: () => import('../table/dom/refresh-timer'),
  url: () => import('../table/dom/url-sync'),
};
const IMPORTS: Record<string, () => Promise<unknown>> = { ...PARTS, ...LANGUAGE_FILES };

/** The languages that have a file in src/lang/ (English is built in). */
export const languages: string[] = Object.keys(LANGUAGE_FILES);

/**
 * One import() per language file, by code ('th'): whatever src/lang/ holds
 * (README "Languages": adding a language is one file). Vite expands the glob
 * (the tests, an app built from the source); for the package, whose users
 * may bundle with anything, scripts/esm-finish.mjs writes it out as one
 * import() per file of dist/esm/lang/. The script bundles list the folder
 * themselves (scripts/chunk-names.mjs, ./chunk-source-script.ts).
 */
function languageImports(): Record<string, () => Promise<unknown>> {
  const files: Record<string, () => Promise<unknown>> = import.meta.glob('../lang/*.ts');
  const imports: Record<string, () => Promise<unknown>> = {};
  for (const [path, load] of Object.entries(files)) {
    const code = /\/([a-z]{2,3})\.ts$/.exec(path)?.[1];
    if (code) imports[code] = load;
  }
  return imports;
}
