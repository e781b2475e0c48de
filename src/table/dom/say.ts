/**
 * How a feature chunk says its built-in texts (README "Languages"): each
 * chunk keeps its English beside its code, keyed, and asks the store for the
 * table's language (TableStore.t: a host translation, else the language
 * file, else this English). Keys are unique across the table's chunks: a
 * language file (src/lang/) has one flat `table` catalogue.
 */
import type { Params } from '../../core/i18n';
import type { ConfirmLabels } from '../../core/confirm';
import type { TableStore } from '../store.svelte';

export type Say<K extends string> = (store: TableStore, key: K, params?: Params) => string;

/** The sayer of a chunk's English catalogue `texts`. */
export function sayer<T extends Record<string, string>>(texts: T): Say<keyof T & string> {
  return (store, key, params) => store.t(key, params, texts[key]);
}

/** Texts several chunks use. */
export const SHARED = {
  ok: 'OK',
  cancel: 'Cancel',
  signedOut: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
};

export const sayShared = sayer(SHARED);

/** The built-in confirm dialog's buttons in the table's language. */
export const confirmLabels = (store: TableStore): ConfirmLabels => ({ ok: sayShared(store, 'ok'), cancel: sayShared(store, 'cancel') });
