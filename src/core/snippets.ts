/**
 * Whether this build renders an app's snippets (the Svelte DataTable's
 * `cell`, `header`, `empty`, `loading`, `error`; the calendar's
 * `eventContent`). The script bundles define `__ALMANAC_SCRIPT__`
 * (vite.config.ts): no page can pass a snippet there, so the minifier drops
 * the code that renders them. Everywhere else (the package, tests) it is
 * undefined and snippets render.
 */
declare const __ALMANAC_SCRIPT__: boolean | undefined;

export const SNIPPETS = typeof __ALMANAC_SCRIPT__ === 'undefined';

/** Whether this build can render on the server (the package: Svelte apps; never the script bundles, so their code leaves it out). */
export const SERVER_HTML = typeof __ALMANAC_SCRIPT__ === 'undefined';

/** Whether this build serves Svelte apps (the package): what only the Svelte components call (TableStore.reconfigure) is left out of the script bundles. */
export const APPS = typeof __ALMANAC_SCRIPT__ === 'undefined';
