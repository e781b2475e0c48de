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
import { keepListInUrl } from './url-list';

/** Keep `state` (the open nodes of `store`) in the URL; returns what stops it. */
export function keepTreeInUrl(store: TableStore, state: TreeOpen): () => void {
  const read = (value: string | null, key: string) =>
    state.set(readClosed(value, (problem) => warn('table', store.id, `URL parameter ${key}: ${problem.replace('a group', 'a row id')} — left out`)) ?? new Set(), false);
  return keepListInUrl(store, 'tree', state, read, () => writeClosed(state.open));
}
