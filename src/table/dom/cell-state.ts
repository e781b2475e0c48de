/**
 * What the cells chunk keeps per table and per control: the live controls
 * (by element id), the field errors now shown (spec "Errors" 4), and the
 * checked data-edit-url. Errors come from the data load (the last payload's
 * `errors` map, or a failed load's error body), from saves, and stay
 * attached to their element id: a control made again (a re-render) shows
 * its error again. An action's errors map (a bulk, row or filter action:
 * table:action, table:filterAction) is kept apart: a refresh (often the
 * action's own reload) does not replace it; the action's next answer does,
 * and a good save clears its control's.
 *
 * New rows (ids `tmp-N`): `creates` holds the first save of each, so other
 * saves of the row wait for it (never two creates for one row); renameRow
 * moves the row's controls, errors and kept controls to the server's id.
 */
import { pageUrl } from '../../core/url';
import { errorsMap } from '../model/bulk';
import { isTempId, tableErrors } from '../model/edit';
import type { ColumnDef, Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import { markField, type Undo } from './field-errors';
import type { Control } from './cell-make';

export interface Entry {
  id: string;
  store: TableStore;
  column: ColumnDef;
  row: Row;
  kind: string;
  el: Control;
  /** The nodes placed in the cell. */
  parts: Node[];
  td: HTMLTableCellElement | null;
  /** The table the control was last rendered in. */
  host: HTMLTableElement | null;
  /** The value (snapshot) last shown from the data or saved: the control is dirty when it holds another. */
  base: string;
  /** The value being saved, or null. */
  sending: string | null;
  focused: boolean;
  /** A pointer was pressed while the control had focus. */
  pointer: boolean;
  /** A re-render just took focus away (the change event that came with it is not a commit). */
  moved: boolean;
  selection: [number, number] | null;
  abort: AbortController | null;
  unmark: Undo | null;
  /** What the control holds now (a snapshot, comparable with base). */
  current: () => string;
  /** Removes the control's listeners. */
  off: () => void;
}

export interface TableState {
  entries: Set<Entry>;
  errors: Map<string, unknown>;
  /** The payload whose errors are in `errors` (store.response). */
  response: unknown;
  /** The errors map of the last action's answer. */
  actionErrors: Map<string, unknown>;
  /** The checked data-edit-url (null: saving off). */
  editUrl: string | null;
  /** A new row's first save in flight, by temporary id: resolves to the server's id, or null. */
  creates: Map<string, Promise<string | number | null>>;
  /** Temporary ids of rows deleted on the page (a create still in flight is deleted on the server once named). */
  deleted: Set<string>;
}

/** Controls kept aside by a torn-down cell, waiting for the next cell with their id (./cell-controls.ts). */
export const kept = new Map<string, Entry>();

const states = new WeakMap<TableStore, TableState>();

/** The state of a table, made on first use: checks data-edit-url, follows failed loads' errors. */
export function tableState(store: TableStore, warn: (message: string) => void): TableState {
  let state = states.get(store);
  if (state) return syncLoadErrors(store, state);
  const raw = store.config.editUrl;
  const editUrl = raw && pageUrl(raw.split('{id}').join('0')) ? raw : null;
  if (raw && !editUrl) warn(`data-edit-url "${raw}" is not a URL on this site — edits are not saved (table:fieldChange only)`);
  state = { entries: new Set(), errors: new Map(), actionErrors: new Map(), response: undefined, editUrl, creates: new Map(), deleted: new Set() };
  states.set(store, state);
  const own = state;
  store.listen((name, payload) => {
    if (name === 'table:error' && payload.action === 'load') setErrors(own, store.id, (payload.error as { body?: unknown } | null)?.body, true);
    if (name === 'table:action' || name === 'table:filterAction') {
      own.actionErrors = tableErrors(errorsMap(payload.response), store.id);
      for (const entry of own.entries) showError(own, entry);
    }
    if (name === 'table:rowDeleted' && isTempId(payload.rowId)) own.deleted.add(payload.rowId);
  });
  return syncLoadErrors(store, state);
}

/** A new payload replaces the errors of the last one (a failed save's error stays while its control is unsaved). */
function syncLoadErrors(store: TableStore, state: TableState): TableState {
  if (store.response !== state.response) {
    state.response = store.response;
    setErrors(state, store.id, store.response, true);
  }
  return state;
}

/**
 * Take the errors map of `body`: `replace` drops the errors shown before
 * (except on controls still unsaved); otherwise its keys are added. Every
 * live control of the table then shows its error, or none.
 */
export function setErrors(state: TableState, tableId: string, body: unknown, replace: boolean): void {
  const next = tableErrors(errorsMap(body), tableId);
  if (!next.size && !replace) return;
  if (replace) {
    const unsaved = new Set([...state.entries].filter(isDirty).map((e) => e.id));
    for (const key of [...state.errors.keys()]) if (!unsaved.has(key)) state.errors.delete(key);
  }
  for (const [key, message] of next) state.errors.set(key, message);
  for (const entry of state.entries) showError(state, entry);
}

/** Mark the control with its error (aria-invalid, a message linked by aria-describedby), or unmark it. */
export function showError(state: TableState, entry: Entry): void {
  entry.unmark?.();
  entry.unmark = null;
  const message = state.errors.has(entry.id) ? state.errors.get(entry.id) : state.actionErrors.get(entry.id);
  if (message !== undefined && entry.el.isConnected) entry.unmark = markField(entry.el, message);
}

/** A control's error is gone (a good save). */
export function clearError(state: TableState, entry: Entry): void {
  state.errors.delete(entry.id);
  state.actionErrors.delete(entry.id);
  showError(state, entry);
}

/**
 * A new row got its id from the server: its controls (their element ids,
 * and the error messages linked to them), its errors and its kept controls
 * now go by `{tableId}_{field}_{newId}`. Call before the row itself changes
 * (the re-render looks controls up by the new id).
 */
export function renameRow(state: TableState, tableId: string, from: string, to: string | number): void {
  const [head, tail] = [`${tableId}_`, `_${from}`];
  const renamed = (key: string) => `${key.slice(0, -tail.length)}_${to}`;
  for (const errors of [state.errors, state.actionErrors]) {
    for (const [key, message] of [...errors]) {
      if (key.startsWith(head) && key.endsWith(tail)) (errors.delete(key), errors.set(renamed(key), message));
    }
  }
  for (const entry of state.entries) {
    if (entry.id !== `${head}${entry.column.field}${tail}`) continue;
    const id = renamed(entry.id);
    if (kept.get(entry.id) === entry) (kept.delete(entry.id), kept.set(id, entry));
    entry.id = entry.el.id = id;
    showError(state, entry);
  }
}

/** Remove an error mark another part of the table put on the control (a bulk or row action's errors map). */
export function clearForeignMark(el: Control): void {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const kept = ids.filter((id) => {
    const message = document.getElementById(id);
    if (!message?.classList.contains('alm-field-error')) return true;
    message.remove();
    return false;
  });
  if (kept.length === ids.length) return;
  if (kept.length) el.setAttribute('aria-describedby', kept.join(' '));
  else el.removeAttribute('aria-describedby');
  el.removeAttribute('aria-invalid');
  el.classList.remove('alm-invalid');
}

export const isDirty = (entry: Entry): boolean => entry.sending !== null || entry.current() !== entry.base;
