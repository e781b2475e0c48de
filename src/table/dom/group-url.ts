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
import { keepListInUrl } from './url-list';

/** Keep `state` (the groups of `store`) in the URL; returns what stops it. */
export function keepGroupsInUrl(store: TableStore, state: GroupOpen): () => void {
  const read = (value: string | null, key: string) =>
    state.set(readClosed(value, (problem) => warn('table', store.id, `URL parameter ${key}: ${problem} — left out`)) ?? new Set(), false);
  return keepListInUrl(store, 'fold', state, read, () => writeClosed(state.closed));
}
