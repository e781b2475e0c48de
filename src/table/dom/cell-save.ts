/**
 * Committing a cell edit (issue "TableManager IV" 2): table:fieldChange
 * always; with a usable data-edit-url, a save `{id, field, value}` as JSON
 * (core/http: CSRF header on every non-GET) — PUT to the URL with `{id}`
 * replaced, else POST. While it runs the control is busy (aria-busy, class
 * alm-saving). Success: the control is clean again, its error cleared, the
 * answer's row fields (`row` or `data`) merged into the store's row, its
 * errors map and response actions handled. Failure: the control keeps what
 * the user typed (it stays unsaved, so no refresh overwrites it), shows the
 * message (the errors map's, else the server's, else a generic one) and
 * table:error `{tableId, action: 'save', error, timestamp}` fires. 401/403
 * never navigate: a notice (401: the host's authentication error handler
 * when there is one).
 */
import { handleResponseActions } from '../../core/actions';
import { handleAuthError, notify, type NoticeLevel } from '../../core/host';
import { authFailure, requestJson } from '../../core/http';
import { sameOriginUrl } from '../../core/url';
import { errorsMap, responseActions, serverMessage, succeeded } from '../model/bulk';
import { editBody, editTarget, savedRow } from '../model/edit';
import { clearForeignMark, setErrors, showError, type Entry, type TableState } from './cell-state';
import { readValue } from './cell-make';
import { sayShared, sayer } from './say';
import type { TableStore } from '../store.svelte';

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
  const { store, column, el } = entry;
  const value = readValue(el, entry.kind, column.elementAttrs.checkedValue ?? '1');
  store.changeField(entry.row, column.field, value, el);
  if (!state.editUrl) {
    entry.base = now;
    return;
  }
  void save(state, entry, value, now, warn);
}

async function save(state: TableState, entry: Entry, value: unknown, sent: string, warn: (message: string) => void): Promise<void> {
  const { store, el, id } = entry;
  const rowId = entry.row.id;
  const target = rowId === undefined || rowId === null ? null : editTarget(state.editUrl as string, rowId);
  const url = target && sameOriginUrl(target.url, location.origin);
  if (!target || !url) {
    warn(`a row without a usable id cannot be saved (field "${entry.column.field}") — edits stay unsaved`);
    const noId = say(store, 'saveNoId');
    return fail(state, entry, new Error(noId), noId, undefined);
  }
  entry.abort?.abort();
  const abort = (entry.abort = new AbortController());
  entry.sending = sent;
  busy(el, true);
  let response: unknown;
  let error: unknown = null;
  try {
    response = await requestJson(url, { method: target.method, body: editBody(rowId, entry.column.field, value), signal: abort.signal });
    if (!succeeded(response)) error = new Error(serverMessage(response) ?? say(store, 'saveFailed'));
  } catch (caught) {
    error = caught;
    response = (caught as { body?: unknown } | null)?.body;
  }
  if (abort.signal.aborted) return;
  entry.abort = null;
  entry.sending = null;
  busy(el, false);
  if (error) return fail(state, entry, error, messageOf(store, error, response, id), response);
  if (entry.current() === sent) entry.base = sent;
  state.errors.delete(id);
  clearForeignMark(el);
  showError(state, entry);
  setErrors(state, store.id, response, false);
  const patch = savedRow(response, rowId);
  const row = store.rows.includes(entry.row) ? entry.row : store.rows.find((r) => r.id === rowId);
  if (row && patch && Object.keys(patch).length) store.patchRow(row, patch);
  await handleResponseActions(response, responseActions(response), { tableId: store.id, field: entry.column.field, id: rowId }, {
    notify: (level, message) => notify(level as NoticeLevel, message),
    reloadWidget: () => void store.load({ force: true }),
    warn,
  });
}

function messageOf(store: TableStore, error: unknown, response: unknown, id: string): string {
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
  store.emit('table:error', { tableId: store.id, action: 'save', error, timestamp: Date.now() });
  const auth = authFailure(error);
  if (auth === 'forbidden' || (auth === 'unauthorized' && !handleAuthError(error))) notify('error', message);
}

function busy(el: Element, on: boolean): void {
  if (on) el.setAttribute('aria-busy', 'true');
  else el.removeAttribute('aria-busy');
  el.classList.toggle('alm-saving', on);
}
