/**
 * Parts loaded on first use (design.md "Build outputs"). A script bundle
 * cannot code-split, so each lazy part is its own small script next to the
 * bundle, `almanac-chunk-{name}.js` (src/chunks/{name}.ts, built by
 * scripts/build.mjs), that registers its API in `window.Almanac.chunks`
 * (a non-enumerable property: src/chunks/define.ts). It is loaded with a
 * <script> element, so it works under `script-src 'self'` (no eval, no blob:).
 * In the ESM build (Svelte apps) and in tests, ./chunk-source does a plain
 * import() instead and the app's bundler splits the part off; the script
 * bundles replace that module with ./chunk-source-script (vite.config.ts).
 *
 * Where a chunk is: next to the script that defines this module, read from
 * document.currentScript while the bundle runs (its query string is kept, so
 * a version parameter reaches the chunk too). A page whose bundle runs without
 * currentScript, or whose chunks live elsewhere, names their folder with
 * `data-almanac-base="/assets/almanac/"` on any element (the script tag, say);
 * when given, it wins.
 *
 * Chunks never bring Svelte: each carries its own copy of the few core helpers
 * it uses, and a second Svelte runtime would break reactivity.
 */
import type * as loadTarget from '../table/dom/load-target';
import type * as tableActions from '../table/dom/actions';
import type * as tableFooter from '../table/dom/footer';
import type * as tableExport from '../table/dom/export';
import type * as xlsx from '../table/model/xlsx';
import type * as cellControls from '../table/dom/cell-controls';
import type * as lazyFormats from './format-lazy';
import type * as hints from './hints';
import type * as hostState from '../table/dom/host-state';
import type * as auth from '../table/dom/auth';
import type * as filterRow from '../table/dom/filter-row';
import type * as filterForms from '../table/dom/filter-form';
import type * as tableRows from '../table/dom/rows';
import type * as rowDrag from '../table/dom/row-drag';
import type * as refreshTimer from '../table/dom/refresh-timer';
import type * as urlSync from '../table/dom/url-sync';
import type * as calendarClick from '../calendar/click-api';
import type * as contrast from '../calendar/model/contrast';
import type * as language from '../lang/th';
import { importChunk } from './chunk-source';
import { warn } from './warn';

/** Every chunk and its API. */
export interface Chunks {
  /** data-load-target: the directive binder (src/template) and its table glue. */
  template: typeof loadTarget;
  /** Cell formats few tables use: dayjs date patterns and relative time, bytes, duration, compact, truncate. */
  formats: typeof lazyFormats;
  /** Row, bulk and filter actions of a table. */
  actions: typeof tableActions;
  /** Footer aggregates of a table. */
  footer: typeof tableFooter;
  /** exportData: csv and json; excel through the xlsx chunk. */
  export: typeof tableExport;
  /** The .xlsx workbook writer. */
  xlsx: typeof xlsx;
  /** Form controls in cells (data-cell-element). */
  cells: typeof cellControls;
  /** data-url-params: writing the table's state to the address bar and following back/forward. */
  url: typeof urlSync;
  /** The automatic refresh's timers. */
  refresh: typeof refreshTimer;
  /** Editable rows (add, copy, delete) and drag reorder. */
  rows: typeof tableRows;
  /** Drag reorder (svelte-dnd-action), loaded by the rows chunk for a table with sortable rows. */
  drag: typeof rowDrag;
  /** Did-you-mean suggestions for unknown data-* attributes of a table. */
  hints: typeof hints;
  /** The header filter row (th data-filter) of a table page. */
  filters: typeof filterRow;
  /** A 401 or 403 answer to a data load: the redirect, or a filter form's notification. */
  auth: typeof auth;
  /** data-attr rows from the host StateManager. */
  state: typeof hostState;
  /** External filter forms (form[data-table-filter]). */
  forms: typeof filterForms;
  /** A calendar's event click beyond the built-in dialog: the click API (onEventClickApi) and the page's modal manager. */
  click: typeof calendarClick;
  /** Calendar event text colours with AA contrast for colours outside the default palette. */
  contrast: typeof contrast;
  /** A language file (src/lang/{name}.ts; Thai stands for them all): its texts for both widgets. */
  th: typeof language;
}
export type ChunkName = keyof Chunks;

/**
 * What stops working when a table's chunk cannot be loaded: the end of its
 * one warning. The calendar names its own where it loads one (so neither
 * bundle carries the other's texts).
 */
const WITHOUT: Record<Exclude<ChunkName, 'click' | 'contrast' | 'th'>, string> = {
  template: 'data-load-target is not bound',
  formats: "date patterns and relative dates show the locale's date format; bytes, duration, humanize and truncate show the plain value",
  actions: 'row, bulk and filter actions do not work',
  footer: 'footer aggregates are not shown',
  export: 'exportData does not work',
  xlsx: 'Excel export does not work',
  hints: 'no did-you-mean hints',
  state: 'rows are not bound to the host state',
  auth: 'a 401 or 403 answer neither redirects nor notifies',
  filters: 'header filters are not shown',
  forms: 'filter forms submit as plain forms',
  cells: 'cells show no form controls',
  rows: 'rows cannot be added, copied, deleted or reordered',
  drag: 'rows cannot be reordered',
  refresh: 'the table does not refresh itself',
  url: 'the address bar does not follow the table',
};

/** The bundle's own <script>, read while it runs (null in the ESM build and under a module loader; undefined in Node). */
const own = globalThis.document?.currentScript as HTMLScriptElement | null | undefined;

/**
 * The URL of chunk `name`: in folder `base` (resolved against `page`) when
 * one is given, else next to `script` (the bundle's own URL, its query string
 * kept); undefined when neither is usable. Pure.
 */
export function chunkUrl(name: string, script: string | null | undefined, base: string | null | undefined, page: string): string | undefined {
  try {
    const url = new URL(`almanac-chunk-${name}.js`, base ? new URL(base.replace(/\/?$/, '/'), page) : script!);
    if (!base) url.search = new URL(script!).search;
    return url.href;
  } catch {
    return undefined; // no base and no script URL, or an unusable one
  }
}

/** Load chunk `name` with a <script> element; resolves with the API it registered. */
export function scriptChunk<N extends ChunkName>(name: N): Promise<Chunks[N]> {
  return new Promise((resolve, reject) => {
    const url = chunkUrl(name, own?.src, document.querySelector('[data-almanac-base]')?.getAttribute('data-almanac-base'), document.baseURI);
    // Settles on load and on error: resolved when the chunk registered its API.
    const settle = () => {
      const api = (window as unknown as { Almanac?: { chunks?: Partial<Chunks> } }).Almanac?.chunks?.[name];
      if (api) resolve(api as Chunks[N]);
      else reject(new Error(`could not load ${url ?? `almanac-chunk-${name}.js: set data-almanac-base`}`));
    };
    if (!url) return settle();
    const script = document.createElement('script');
    script.onload = script.onerror = settle;
    if (own?.nonce) script.nonce = own.nonce;
    script.src = url;
    document.head.append(script);
  });
}

const loads = new Map<ChunkName, Promise<unknown>>();

/**
 * Chunk `name`'s API, loaded once per page: concurrent and later calls share
 * the first promise, a failure included (one warning ending in `without`,
 * what stops working; no retries).
 */
export function fetchChunk<N extends ChunkName>(name: N, without: string): Promise<Chunks[N]> {
  let load = loads.get(name) as Promise<Chunks[N]> | undefined;
  if (!load) {
    loads.set(name, (load = (importChunk ?? scriptChunk)(name)));
    load.catch((error: Error) => warn('almanac', null, `${error.message} — ${without}`));
  }
  return load;
}

/** A table's chunk (fetchChunk, with its WITHOUT text). */
export const loadChunk = <N extends keyof typeof WITHOUT>(name: N): Promise<Chunks[N]> => fetchChunk(name, WITHOUT[name]);
