/**
 * URL state I/O for one table (spec data-url-params; design.md): writes the
 * query to the address bar (replaceState while typing, pushState on explicit
 * navigation) and restores it on back/forward. The encoding is the pure
 * model in model/url-state.ts; the starting query is read by buildConfig.
 * A write waits for the browser's next idle moment, after the frame that shows
 * the change (history.pushState costs a frame ~5 ms): the writes of that
 * moment become one entry ("push" if any was), of the table's latest query.
 */
import { whenIdle } from '../../core/idle';
import { readQuery, type UrlKeys } from '../model/url-state';
import { sameQuery, writeQuery } from '../model/url-write';
import type { HistoryMode } from '../model/config';
import type { QueryState } from '../model/types';

export interface UrlSync {
  write(history: HistoryMode): void;
  /** Listen for back/forward; `apply` receives the restored query. Returns the unsubscribe, which writes what waits. */
  listen(apply: (query: QueryState) => void): () => void;
}

export function createUrlSync(query: () => QueryState, defaults: QueryState, keys: UrlKeys): UrlSync {
  let waiting: HistoryMode = 'none';
  // The idle callback of a write waiting, cancelled when written sooner (a teardown): it holds the table.
  let cancel: (() => void) | undefined;
  const flush = () => {
    cancel?.();
    const mode = waiting;
    waiting = 'none';
    const url = new URL(location.href);
    url.search = writeQuery(url.searchParams, query(), defaults, keys).toString();
    if (mode !== 'none' && url.href !== location.href) history[mode === 'push' ? 'pushState' : 'replaceState'](history.state, '', url);
  };
  return {
    write(history) {
      if (history === 'none' || waiting === 'push') return;
      if (waiting === 'none') cancel = whenIdle(flush);
      waiting = history;
    },
    listen(apply) {
      const onPop = () => {
        // A write still waiting then writes the restored query: the address stays where the reader went.
        const next = readQuery(new URLSearchParams(location.search), defaults, keys);
        if (!sameQuery(next, query())) apply(next);
      };
      window.addEventListener('popstate', onPop);
      return () => (flush(), window.removeEventListener('popstate', onPop));
    },
  };
}
