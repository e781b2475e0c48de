/**
 * Sending a bulk or filter action and acting on its answer, shared by
 * BulkBar.svelte and FilterActions.svelte (through ./bulk.ts and
 * ./filter.ts): POST JSON with the CSRF header (core/http), success unless
 * the answer says `success: false`, response actions through the safe
 * handler, an `errors` map marked on the page, and failures told to the user
 * without ever navigating (spec "Authentication" 2: 403 notifies, 401 goes
 * to the host's authentication error handler).
 */
import { handleResponseActions } from '../../core/actions';
import { handleAuthError, notify, type NoticeLevel } from '../../core/host-ui';
import { authFailure } from '../../core/http';
import { requestJson } from '../../core/http-send';
import { warn } from '../../core/warn';
import { errorsMap, responseActions, serverMessage, succeeded } from '../../core/answer';
import { showFieldErrors } from '../dom/field-errors';
import { sayShared, sayer } from '../dom/say';
import type { TableStore } from '../store.svelte';

export type Sent =
  | { ok: true; response: unknown }
  /** `response`: the answer's JSON (a success:false body, or an HTTP error's body); `message`: what the user is shown. */
  | { ok: false; response: unknown; error: unknown; message: string };

/** In English (README "Languages"); the forbidden and signed-out texts are shared (dom/say.ts). */
export const TEXT = { actionFailed: 'The action failed. Please try again.' };
const say = sayer(TEXT);

/** POST `body` to `url`; never throws. An aborted request (the table went away) resolves null. */
export async function sendAction(store: TableStore, url: string, body: unknown, signal: AbortSignal): Promise<Sent | null> {
  try {
    const response = await requestJson(url, { method: 'POST', body, signal });
    if (signal.aborted) return null;
    if (succeeded(response)) return { ok: true, response };
    const message = serverMessage(response) ?? say(store, 'actionFailed');
    return { ok: false, response, error: new Error(message), message };
  } catch (error) {
    if (signal.aborted) return null;
    const response = (error as { body?: unknown } | null)?.body;
    const auth = authFailure(error);
    const message = auth ? sayShared(store, auth === 'forbidden' ? 'forbidden' : 'signedOut') : serverMessage(response) ?? say(store, 'actionFailed');
    return { ok: false, response, error, message };
  }
}

/** After a success: the answer's response actions (host ResponseHandler or the built-in) and its errors map. */
export async function afterSuccess(store: TableStore, response: unknown, context: Record<string, unknown>): Promise<void> {
  showFieldErrors(store.id, errorsMap(response));
  await handleResponseActions(response, responseActions(response), context, {
    notify: (level, message) => notify(level as NoticeLevel, message),
    reloadWidget: () => void store.load({ force: true }),
    warn: (message) => warn('table', store.id, message),
  });
}

/**
 * After a failure: the errors map is marked, and the user told once. A 401
 * goes to the host's authentication error handler (a notification without
 * one); nothing navigates.
 */
export function afterFailure(store: TableStore, sent: Extract<Sent, { ok: false }>): void {
  showFieldErrors(store.id, errorsMap(sent.response));
  if (authFailure(sent.error) === 'unauthorized' && handleAuthError(sent.error)) return;
  notify('error', sent.message);
}
