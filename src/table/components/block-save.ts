/**
 * Saving a block of cells (issue 46 item 4): a paste's changes. Each cell
 * is saved as a committed edit is (./cell-save.ts: the same request to
 * data-edit-url, the same answer, errors map and messages; at most four in
 * flight), or all of them in one request to data-batch-url when the table
 * has one: `POST {changes: [{id, field, value}]}`, answered with
 * `{errors: {"id.field": message}}` (an errors map by control id works
 * too). A cell that fails keeps its new value and shows its error (a change
 * of its control saves it again); the others stay saved. The save
 * functions come from the cell controls' part (`kit`: CellControl.svelte
 * hands them on), which an editable table has loaded.
 */
import { errorsMap, serverMessage, succeeded } from '../../core/answer';
import { requestJson } from '../../core/http-send';
import { pageUrl } from '../../core/url';
import { elementId } from '../model/cells';
import { editBody, editTarget, isTempId, savedRow } from '../model/edit';
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import type { setErrors, showError, tableState, TableState } from './cell-entry.svelte';
import type { currentRow, messageOf, send } from './cell-save';

/** The cell controls' save functions. */
export interface SaveKit {
  send: typeof send;
  messageOf: typeof messageOf;
  currentRow: typeof currentRow;
  tableState: typeof tableState;
  setErrors: typeof setErrors;
  showError: typeof showError;
}

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
const IN_FLIGHT = 4;

/** Control `id` (drawn now or later) shows `message`, or (null) no error. */
export function mark(kit: SaveKit, state: TableState, id: string, message: string | null): void {
  if (message === null) (state.errors.delete(id), state.actionErrors.delete(id));
  else state.errors.set(id, message);
  const entry = state.entries.get(id);
  if (entry) kit.showError(state, entry);
}

/** Save `changes`; resolves to the cells that failed (each shows its error). */
export async function saveBlock(kit: SaveKit, state: TableState, store: TableStore, changes: readonly BlockChange[], batchUrl: string | null): Promise<BlockFailure[]> {
  const url = batchUrl && pageUrl(batchUrl);
  if (url) return saveBatch(kit, state, store, changes, url);
  const failures: BlockFailure[] = [];
  // The cells not answered yet: an answer's row must not put back the old value of one (its save comes later).
  const waiting = new Set(changes);
  const pending = (row: Row, field: string) => [...waiting].some((c) => c.field === field && c.row.id === row.id);
  let next = 0;
  const worker = async () => {
    while (next < changes.length) {
      const change = changes[next++];
      const message = await saveValue(kit, state, store, change, pending);
      waiting.delete(change);
      if (message !== null) failures.push({ change, message });
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, changes.length) }, worker));
  return failures;
}

/**
 * Save one cell as a committed edit is saved, for a cell whose control may not be drawn now: the error
 * message, or null once saved (the row takes the answer's fields).
 */
async function saveValue(kit: SaveKit, state: TableState, store: TableStore, change: BlockChange, pending: (row: Row, field: string) => boolean): Promise<string | null> {
  const { row, field, value } = change;
  const id = elementId(store.id, field, row.id);
  const target = row.id === undefined || row.id === null || isTempId(row.id) ? null : editTarget(state.editUrl as string, row.id);
  const url = target && pageUrl(target.url);
  const { response, error } = url ? await kit.send(store, url, target.method, editBody(row.id, field, value), undefined) : { response: undefined, error: new Error('no id') };
  kit.setErrors(state, store.id, response, false);
  const message = error ? kit.messageOf(store, error, response, id) : null;
  mark(kit, state, id, message);
  if (error) return (store.fail('save', error), message);
  const patch = savedRow(response, row.id);
  // (The answer is the row as the server had it: a field of the row whose own save is still to come keeps its new value.)
  for (const key of Object.keys(patch ?? {})) if (key !== field && pending(row, key)) delete patch![key];
  const now = kit.currentRow(store, row, row.id);
  if (store.rows.includes(now) && patch && Object.keys(patch).length) store.patchRow(now, patch);
  return null;
}

/** One request for the whole block; its errors map names the cells that failed ("id.field", or a control id). */
async function saveBatch(kit: SaveKit, state: TableState, store: TableStore, changes: readonly BlockChange[], url: string): Promise<BlockFailure[]> {
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
    const message = typeof own === 'string' && own ? own : error ? kit.messageOf(store, error, response, id) : null;
    mark(kit, state, id, message);
    if (message !== null) failures.push({ change, message });
  }
  kit.setErrors(state, store.id, response, false);
  if (error) store.fail('save', error);
  return failures;
}

