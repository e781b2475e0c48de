/**
 * Parts few pages use are dynamic imports where they are used (design.md
 * "Build outputs"): the bundler splits them off, a Svelte app's bundler and
 * the script bundles alike (scripts/classic-split.mjs loads them there, from
 * the folder of the bundle's own script or `data-almanac-base`). A module
 * runs once per page, whichever part asked for it first.
 *
 * `lazy` adds the one warning a page gets when a part cannot be loaded,
 * ending in `without`, what stops working; the caller decides what else
 * (a table emits table:error with the part's name as the action).
 */
import { warn } from './warn';

export function lazy<T>(load: () => Promise<T>, without: string): Promise<T> {
  const loading = load();
  loading.catch((error: unknown) => warn('almanac', null, `${error instanceof Error ? error.message : String(error)} — ${without}`));
  return loading;
}
