/**
 * URL state I/O for one table (spec data-url-params; design.md): writes the
 * query to the address bar (replaceState while typing, pushState on explicit
 * navigation) and restores it on back/forward. The encoding is the pure
 * model in model/url-state.ts.
 */
import { readQuery, sameQuery, writeQuery, type UrlKeys } from '../model/url-state';
import type { HistoryMode, TableStore } from '../store.svelte';
import type { QueryState } from '../model/types';

export interface UrlSync {
  /** The query the current URL asks for. */
  initial(): QueryState;
  write(history: HistoryMode): void;
  /** Listen for back/forward; `apply` receives the restored query. Returns the unsubscribe. */
  listen(apply: (query: QueryState) => void): () => void;
}

export function createUrlSync(store: TableStore, defaults: QueryState, keys: () => UrlKeys): UrlSync {
  const current = () => new URLSearchParams(location.search);
  return {
    initial: () => readQuery(current(), defaults, keys()),
    write(history) {
      if (history === 'none') return;
      const params = writeQuery(current(), store.query, defaults, keys());
      const search = params.toString();
      const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
      if (url === `${location.pathname}${location.search}${location.hash}`) return;
      if (history === 'push') history_.pushState(history_.state, '', url);
      else history_.replaceState(history_.state, '', url);
    },
    listen(apply) {
      const onPop = () => {
        const next = readQuery(current(), defaults, keys());
        if (!sameQuery(next, store.query)) apply(next);
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

const history_ = typeof window !== 'undefined' ? window.history : (undefined as unknown as History);
