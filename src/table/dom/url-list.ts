/**
 * One list of a lazy part's state in the address bar (a table with
 * data-url-params): `<prefix><name>=…`, read when the part starts and on
 * back/forward; each change the reader makes adds a history entry. The
 * closed groups (fold=), the open tree nodes (tree=) and the open detail
 * panels (detail=) are such lists.
 */
import type { TableStore } from '../store.svelte';

/** What a part keeps in the URL: `changed` is set here, and called by the part after each change the reader makes. */
export interface UrlListed {
  changed: () => void;
}

/**
 * Keep `state` in the URL under `name`: `read` gets the URL's value (null: none) and its full key (for a
 * warning) at start and on back/forward; `write` gives the value to write (undefined: left out). Returns what stops it.
 */
export function keepListInUrl(store: TableStore, name: string, state: UrlListed, read: (value: string | null, key: string) => void, write: () => string | undefined): () => void {
  const keys = store.config.urlKeys;
  if (!keys) return () => {};
  const key = `${keys.prefix}${name}`;
  const apply = () => read(new URLSearchParams(location.search).get(key), key);
  state.changed = () => {
    const params = new URLSearchParams(location.search);
    const value = write();
    if (value === undefined) params.delete(key);
    else params.set(key, value);
    const search = params.toString();
    const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
    if (url !== `${location.pathname}${location.search}${location.hash}`) history.pushState(history.state, '', url);
  };
  apply();
  addEventListener('popstate', apply);
  return () => {
    removeEventListener('popstate', apply);
    state.changed = () => {};
  };
}
