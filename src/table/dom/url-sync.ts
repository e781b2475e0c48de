/**
 * URL state I/O for one table (spec data-url-params; design.md): writes the
 * query to the address bar (replaceState while typing, pushState on explicit
 * navigation) and restores it on back/forward. The encoding is the pure
 * model in model/url-state.ts; the starting query is read by buildConfig.
 */
import { readQuery, type UrlKeys } from '../model/url-state';
import { sameQuery, writeQuery } from '../model/url-write';
import type { HistoryMode } from '../model/config';
import type { QueryState } from '../model/types';

export interface UrlSync {
  write(history: HistoryMode): void;
  /** Listen for back/forward; `apply` receives the restored query. Returns the unsubscribe. */
  listen(apply: (query: QueryState) => void): () => void;
}

export function createUrlSync(query: () => QueryState, defaults: QueryState, keys: UrlKeys): UrlSync {
  return {
    write(history) {
      if (history === 'none') return;
      const params = writeQuery(new URLSearchParams(location.search), query(), defaults, keys);
      const search = params.toString();
      const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
      if (url === `${location.pathname}${location.search}${location.hash}`) return;
      if (history === 'push') window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
    },
    listen(apply) {
      const onPop = () => {
        const next = readQuery(new URLSearchParams(location.search), defaults, keys);
        if (!sameQuery(next, query())) apply(next);
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}
