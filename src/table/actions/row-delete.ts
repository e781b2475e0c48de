/**
 * Deleting a saved row on the server (data-edit-url; beyond the spec): a
 * DELETE to the edit URL with `{id}` replaced (a URL without `{id}` gets the
 * body `{id}`), JSON with the CSRF header (core/http). Rows with a `tmp-` id
 * are only on the page: nothing is sent. While it runs the row's Delete
 * button is busy (components/rows.svelte.ts); a failure keeps the row, tells the user the
 * server's message (401/403: their own, never navigating) and emits
 * table:error `{tableId, action: 'delete', error, timestamp}`.
 */
import { handleAuthError, notify } from '../../core/host-ui';
import { authFailure } from '../../core/http';
import { requestJson } from '../../core/http-send';
import { pageUrl } from '../../core/url';
import { serverMessage, succeeded } from '../../core/answer';
import { deleteTarget, isTempId } from '../model/edit';
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import { sayShared, sayer } from '../dom/say';

/** In English (README "Languages"); the signed-out text is shared (./say.ts). */
export const TEXT = {
  deleteFailed: '{row} could not be deleted.',
  deleteForbidden: 'You do not have permission to delete this row.',
};
const say = sayer(TEXT);

export interface ServerDelete {
  /** Delete `row` on the server; resolves whether it is gone there (true for a row only on the page). */
  remove(row: Row, name: string): Promise<boolean>;
  /** Abort what is in flight (teardown). */
  stop(): void;
}

/** The server side of Delete, or null without a usable data-edit-url. */
export function serverDelete(store: TableStore, warn: (message: string) => void): ServerDelete | null {
  const template = store.config.editUrl;
  if (!template) return null;
  if (!pageUrl(template.split('{id}').join('0'))) {
    warn(`data-edit-url "${template}" is not a URL on this site — deleted rows are not deleted on the server`);
    return null;
  }
  const requests = new AbortController();
  const remove = async (row: Row, name: string): Promise<boolean> => {
    if (isTempId(row.id)) return true;
    const target = deleteTarget(template, row.id);
    const url = target && pageUrl(target.url);
    if (!url) return false; // an id that cannot stand in a path: refused (the row stays)
    let error: unknown = null;
    let response: unknown;
    try {
      response = await requestJson(url, { method: 'DELETE', body: target.body, signal: requests.signal });
      if (!succeeded(response)) error = new Error(serverMessage(response) ?? say(store, 'deleteFailed', { row: name }));
    } catch (caught) {
      error = caught;
      response = (caught as { body?: unknown } | null)?.body;
    }
    if (requests.signal.aborted) return false;
    if (!error) return true;
    store.fail('delete', error);
    const auth = authFailure(error);
    if (auth === 'unauthorized' && handleAuthError(error)) return false;
    notify('error', auth === 'forbidden' ? say(store, 'deleteForbidden') : auth ? sayShared(store, 'signedOut') : serverMessage(response) ?? say(store, 'deleteFailed', { row: name }));
    return false;
  };
  return { remove, stop: () => requests.abort() };
}
