/**
 * Saving a block of cells (issue 46 item 4): a paste's changes (later a
 * fill's and an undo's). Each cell is saved as a committed edit is
 * (./cell-save.ts saveValue, data-edit-url, at most four requests in
 * flight), or all of them in one request to data-batch-url when the table
 * has one: `POST {changes: [{id, field, value}]}`, answered with
 * `{errors: {"id.field": message}}` (an errors map by control id works
 * too). A cell that fails keeps its new value and shows its error (a change
 * of its control saves it again); the others stay saved.
 */
import { errorsMap, serverMessage, succeeded } from '../../core/answer';
import { requestJson } from '../../core/http-send';
import { pageUrl } from '../../core/url';
import { elementId } from '../model/cells';
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import type { TableState } from './cell-entry.svelte';
import { messageOf, saveValue, shown } from './cell-save';
import { setErrors } from './cell-entry.svelte';

/** One cell to save: its row (as the store holds it now), field and new value. */
export interface BlockChange {
  row: Row;
  field: string;
  value: unknown;
}

/** A cell that could not be saved, and why. */
export interface BlockFailure {
  change: BlockChange;
  message: string;
}

/** How many saves of a block are in flight at most (without data-batch-url). */
export const IN_FLIGHT = 4;

/** Save `changes`; resolves to the cells that failed (each shows its error). */
export async function saveBlock(state: TableState, store: TableStore, changes: readonly BlockChange[], batchUrl: string | null): Promise<BlockFailure[]> {
  const url = batchUrl && pageUrl(batchUrl);
  if (url) return saveBatch(state, store, changes, url);
  const failures: BlockFailure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < changes.length) {
      const change = changes[next++];
      const message = await saveValue(state, store, change.row, change.field, change.value);
      if (message !== null) failures.push({ change, message });
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, changes.length) }, worker));
  return failures;
}

/** One request for the whole block; its errors map names the cells that failed ("id.field", or a control id). */
async function saveBatch(state: TableState, store: TableStore, changes: readonly BlockChange[], url: string): Promise<BlockFailure[]> {
  let response: unknown;
  let error: unknown = null;
  try {
    response = await requestJson(url, { method: 'POST', body: { changes: changes.map((c) => ({ id: c.row.id, field: c.field, value: c.value })) } });
    if (!succeeded(response) && !errorsMap(response)) error = new Error(serverMessage(response) ?? 'save failed');
  } catch (caught) {
    error = caught;
    response = (caught as { body?: unknown } | null)?.body;
  }
  const errors = errorsMap(response) ?? {};
  const failures: BlockFailure[] = [];
  for (const change of changes) {
    const id = elementId(store.id, change.field, change.row.id);
    const own = errors[`${String(change.row.id)}.${change.field}`] ?? errors[id];
    const message = typeof own === 'string' && own ? own : error ? messageOf(store, error, response, id) : null;
    if (message === null) state.errors.delete(id);
    else (state.errors.set(id, message), failures.push({ change, message }));
    shown(state, id);
  }
  setErrors(state, store.id, response, false);
  if (error) store.fail('save', error);
  return failures;
}
