/**
 * The open nodes of a tree table in the address bar (issue 47 item 3; a
 * table with data-url-params): `tree=1,7,12` (row ids, percent-encoded,
 * prefixed as the table's other keys), read when the tree body starts and
 * on back/forward; each node the reader opens or closes adds a history
 * entry. (The list is written as the closed groups' `fold=` is.)
 */
import { warn } from '../../core/warn';
import { readClosed, writeClosed } from '../model/group-items';
import type { TreeOpen } from '../components/tree-state.svelte';
import type { TableStore } from '../store.svelte';

/** Keep `state` (the open nodes of `store`) in the URL; returns what stops it. */
export function keepTreeInUrl(store: TableStore, state: TreeOpen): () => void {
  const keys = store.config.urlKeys;
  if (!keys) return () => {};
  const key = `${keys.prefix}tree`;
  const apply = () => {
    const open = readClosed(new URLSearchParams(location.search).get(key), (problem) => warn('table', store.id, `URL parameter ${key}: ${problem.replace('a group', 'a row id')} — left out`));
    state.set(open ?? new Set(), false);
  };
  state.changed = () => {
    const params = new URLSearchParams(location.search);
    const value = writeClosed(state.open);
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
