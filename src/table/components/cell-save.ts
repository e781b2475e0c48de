/**
 * Committing a cell edit (issue "TableManager IV" 2): table:fieldChange
 * always; with a usable data-edit-url, a save `{id, field, value}` as JSON
 * (core/http: CSRF header on every non-GET) — PUT to the URL with `{id}`
 * replaced, else POST. While it runs the control is busy (aria-busy, class
 * alm-saving: ControlField.svelte). Success: the control is clean again, its error cleared, the
 * answer's row fields (`row` or `data`) merged into the store's row, its
 * errors map and response actions handled. Failure: the control keeps what
 * the user typed (it stays unsaved, so no refresh overwrites it), shows the
 * message (the errors map's, else the server's, else a generic one) and
 * table:error `{tableId, action: 'save', error, timestamp}` fires. 401/403
 * never navigate: a notice (401: the host's authentication error handler
 * when there is one).
 */
import { handleResponseActions } from '../../core/actions';
import { handleAuthError, notify, type NoticeLevel } from '../../core/host-ui';
import { authFailure } from '../../core/http';
import { requestJson } from '../../core/http-send';
import { pageUrl } from '../../core/url';
import { errorsMap, responseActions, serverMessage, succeeded } from '../../core/answer';
import { createBody, createdId, createTarget, deleteTarget, editBody, editTarget, isTempId, savedRow } from '../model/edit';
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import { clearError, renameRow, setErrors, showError, type Entry, type TableState } from './cell-entry.svelte';
import { sayShared, sayer } from '../dom/say';

/** In English (README "Languages"); the signed-out text is shared (./say.ts). */
export const TEXT = {
  saveFailed: 'Could not save this change.',
  saveForbidden: 'You do not have permission to change this.',
  saveNoId: 'This row has no id: the change cannot be saved.',
};
const say = sayer(TEXT);

/** The user committed the control's value (a change event, or Enter in a single-line field). */
export function commit(state: TableState, entry: Entry, warn: (message: string) => void): void {
  const now = entry.current();
  if (now === entry.sending || (entry.sending === null && now === entry.base && !state.errors.has(entry.id))) return;
  const { store, column } = entry;
  const value = entry.value();
  store.changeField(entry.row, column.field, value, entry.el);
  if (!state.editUrl) {
    entry.base = now;
    return;
  }
  void save(state, entry, value, now, warn);
}

async function save(state: TableState, entry: Entry, value: unknown, sent: string, warn: (message: string) => void): Promise<void> {
  const { store, id } = entry;
  let rowId = entry.row.id;
  const creating = state.creates.get(String(rowId));
  if (creating) {
    // The row's first save (a create) is in flight: this one waits, then goes as an update.
    entry.sending = sent;
    rowId = (await creating) ?? rowId;
    if (entry.sending !== sent) return; // a later commit of this control took over
  }
  const create = isTempId(rowId);
  const target = create ? createTarget(state.editUrl as string) : rowId === undefined || rowId === null ? null : editTarget(state.editUrl as string, rowId);
  const url = target && pageUrl(target.url);
  if (!target || !url) {
    entry.sending = null;
    warn(`a row without a usable id cannot be saved (field "${entry.column.field}") — edits stay unsaved`);
    const noId = say(store, 'saveNoId');
    return fail(state, entry, new Error(noId), noId, undefined);
  }
  entry.abort?.abort();
  const abort = (entry.abort = new AbortController());
  entry.sending = sent;
  let named: (id: string | number | null) => void = () => {};
  if (create) state.creates.set(rowId as string, new Promise((resolve) => (named = resolve)));
  const row = currentRow(store, entry.row, rowId);
  const body = create ? createBody(rowId as string, entry.column.field, value, row) : editBody(rowId, entry.column.field, value);
  // A create is never aborted by a later commit (it waits for this one): two creates would make two rows.
  const { response, error: failed } = await send(store, url, target.method, body, create ? undefined : abort.signal);
  let error = failed;
  if (create) {
    const newId = error ? null : createdId(response);
    if (!error && newId === null) {
      warn('the answer to a new row\'s save names no id (row.id, data.id or id) — the row keeps its temporary id');
      error = new Error(say(store, 'saveFailed'));
    }
    state.creates.delete(rowId as string);
    named(newId === null ? null : adoptId(state, store, rowId as string, newId, body.row as Row, response));
    rowId = newId ?? rowId;
  }
  if (abort.signal.aborted && !create) return;
  if (entry.abort === abort) entry.abort = null;
  if (entry.sending === sent) entry.sending = null;
  if (error) return fail(state, entry, error, messageOf(store, error, response, id), response);
  if (entry.current() === sent) entry.base = sent;
  await saved(state, entry, rowId, !create, response, warn);
}

/** POST/PUT the save; never throws: the answer, and the error (an HTTP error, or `success: false`). */
export async function send(store: TableStore, url: string, method: string, body: unknown, signal: AbortSignal | undefined): Promise<{ response: unknown; error: unknown }> {
  try {
    const response = await requestJson(url, { method, body, signal });
    return { response, error: succeeded(response) ? null : new Error(serverMessage(response) ?? say(store, 'saveFailed')) };
  } catch (caught) {
    return { response: (caught as { body?: unknown } | null)?.body, error: caught };
  }
}

/** A save of row `rowId` succeeded: the control's error goes; the answer's errors map, row fields (`merge`: a create's are in already) and actions apply. */
async function saved(state: TableState, entry: Entry, rowId: unknown, merge: boolean, response: unknown, warn: (message: string) => void): Promise<void> {
  const { store } = entry;
  clearError(state, entry);
  setErrors(state, store.id, response, false);
  const patch = merge ? savedRow(response, rowId) : null;
  const row = currentRow(store, entry.row, rowId);
  if (store.rows.includes(row) && patch && Object.keys(patch).length) store.patchRow(row, patch);
  await handleResponseActions(response, responseActions(response), { tableId: store.id, field: entry.column.field, id: rowId }, {
    notify: (level, message) => notify(level as NoticeLevel, message),
    reloadWidget: () => void store.load({ force: true }),
    warn,
  });
}

/** The store's row now: `row` itself, or the row that replaced it (same id). */
export function currentRow(store: TableStore, row: Row, id: unknown): Row {
  return store.rows.includes(row) ? row : store.rows.find((r) => String(r.id) === String(id)) ?? row;
}

/**
 * A new row was created: it takes the server's id everywhere (its controls
 * and their errors, the row object with the answer's fields; the store
 * keeps it selected); its other controls that hold what was sent are saved. A row
 * deleted on the page meanwhile is deleted on the server too.
 */
function adoptId(state: TableState, store: TableStore, tempId: string, id: string | number, sent: Row, response: unknown): string | number {
  for (const entry of state.entries.values()) {
    if (entry.row.id !== tempId || entry.sending !== null) continue;
    const field = entry.column.field;
    if (Object.prototype.hasOwnProperty.call(sent, field) && entry.current() === JSON.stringify(sent[field])) {
      entry.base = entry.current();
      clearError(state, entry);
    }
  }
  renameRow(state, store.id, tempId, id);
  const row = store.rows.find((r) => r.id === tempId);
  if (row) store.patchRow(row, { ...savedRow(response, id), id });
  else if (state.deleted.has(tempId)) {
    const target = deleteTarget(state.editUrl as string, id);
    const url = target && pageUrl(target.url);
    if (url) {
      requestJson(url, { method: 'DELETE', body: target.body }).catch((error: unknown) =>
        store.fail('delete', error));
    }
  }
  return id;
}

export function messageOf(store: TableStore, error: unknown, response: unknown, id: string): string {
  const auth = authFailure(error);
  if (auth) return auth === 'forbidden' ? say(store, 'saveForbidden') : sayShared(store, 'signedOut');
  const own = errorsMap(response)?.[id];
  return typeof own === 'string' && own ? own : serverMessage(response) ?? say(store, 'saveFailed');
}

function fail(state: TableState, entry: Entry, error: unknown, message: string, response: unknown): void {
  const { store, id } = entry;
  setErrors(state, store.id, response, false);
  state.errors.set(id, message);
  showError(state, entry);
  store.fail('save', error);
  const auth = authFailure(error);
  if (auth === 'forbidden' || (auth === 'unauthorized' && !handleAuthError(error))) notify('error', message);
}
