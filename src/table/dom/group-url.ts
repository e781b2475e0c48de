/**
 * The closed groups in the address bar (issue 47 item 1; a table with
 * data-url-params): `fold=EMEA,APAC/Japan` (prefixed as the table's other
 * keys; ../model/group-items.ts writes and reads it), read when the grouped
 * body starts and on back/forward; each group the reader opens or closes
 * adds a history entry.
 */
import { warn } from '../../core/warn';
import { readClosed, writeClosed } from '../model/group-items';
import type { GroupOpen } from '../components/group-state.svelte';
import type { TableStore } from '../store.svelte';

/** Keep `state` (the groups of `store`) in the URL; returns what stops it. */
export function keepGroupsInUrl(store: TableStore, state: GroupOpen): () => void {
  const keys = store.config.urlKeys;
  if (!keys) return () => {};
  const key = `${keys.prefix}fold`;
  const apply = () => {
    const closed = readClosed(new URLSearchParams(location.search).get(key), (problem) => warn('table', store.id, `URL parameter ${key}: ${problem} — left out`));
    state.set(closed ?? new Set(), false);
  };
  state.changed = () => {
    const params = new URLSearchParams(location.search);
    const value = writeClosed(state.closed);
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
