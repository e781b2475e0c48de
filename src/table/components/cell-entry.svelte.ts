/**
 * What the cell controls of a table keep (spec "Cell elements", "Errors" 4):
 * one Entry per control id `{tableId}_{field}_{rowId}`, which outlives the
 * rendering of its control — rows are rendered again as new DOM whenever
 * their row object changes, and what the user typed, the save in flight and
 * the error shown belong to the control, not to one rendering of it
 * (./cell-wire.ts carries them over). Per table: the field errors now shown,
 * and the checked data-edit-url.
 *
 * Errors come from the data load (the last payload's `errors` map, or a
 * failed load's error body) and from saves, and stay attached to their
 * control id. An action's errors map (a bulk, row or filter action:
 * table:action, table:filterAction) is kept apart: a refresh (often the
 * action's own reload) does not replace it; the action's next answer does,
 * and a good save clears its control's.
 *
 * New rows (ids `tmp-N`): `creates` holds the first save of each, so other
 * saves of the row wait for it (never two creates for one row); renameRow
 * moves the row's controls and errors to the server's id.
 */
import { BROWSER } from 'esm-env';
import { pageUrl } from '../../core/url';
import { errorsMap } from '../../core/answer';
import { isTempId, tableErrors } from '../model/edit';
import type { ColumnDef, Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import { readValue, snapshot, type Control, type Raw } from './cell-value';

/** What the user left in a control no rendering holds now (its row is rendered again, or scrolled out). */
export interface Draft {
  raw: Raw;
  snap: string;
  value: unknown;
}

export class Entry {
  /** The value (snapshot) being saved, or null: the control shows itself busy. */
  sending = $state<string | null>(null);
  /** The error the control shows (a message, or the errors map's value), or undefined. */
  message = $state<unknown>(undefined);
  /** The rendering that holds the control now. */
  el: Control | null = null;
  /** The table it was last rendered in. */
  host: HTMLTableElement | null = null;
  /** Renderings mounted now (the next one mounts before the last goes). */
  mounts = 0;
  /** The value (snapshot) last shown from the data or saved: the control is dirty when it holds another. */
  base = '';
  draft: Draft | null = null;
  focused = false;
  /** A pointer was pressed while the control had focus. */
  pointer = false;
  /** A re-render just took focus away (the change event that came with it is not a commit). */
  moved = false;
  selection: [number, number] | null = null;
  abort: AbortController | null = null;

  constructor(public id: string, public store: TableStore, public column: ColumnDef, public row: Row, public kind: string) {}

  get checkedValue(): string {
    return this.column.elementAttrs.checkedValue ?? '1';
  }

  /** What the control holds now (a snapshot, comparable with base). */
  current(): string {
    return this.el ? snapshot(this.el, this.kind, this.checkedValue) : this.draft?.snap ?? this.base;
  }

  /** The value the control posts now. */
  value(): unknown {
    return this.el ? readValue(this.el, this.kind, this.checkedValue) : this.draft?.value;
  }
}

export interface TableState {
  entries: Map<string, Entry>;
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

const states = new WeakMap<TableStore, TableState>();

/** The state of a table, made on first use: checks data-edit-url, follows failed loads' errors and actions' errors maps. */
export function tableState(store: TableStore, warn: (message: string) => void): TableState {
  let state = states.get(store);
  if (state) return syncLoadErrors(store, state);
  const raw = store.config.editUrl;
  const editUrl = raw && BROWSER && pageUrl(raw.split('{id}').join('0')) ? raw : null;
  if (raw && BROWSER && !editUrl) warn(`data-edit-url "${raw}" is not a URL on this site — edits are not saved (table:fieldChange only)`);
  state = { entries: new Map(), errors: new Map(), actionErrors: new Map(), response: undefined, editUrl, creates: new Map(), deleted: new Set() };
  states.set(store, state);
  const own = state;
  if (BROWSER) {
    store.listen((name, payload) => {
      if (name === 'table:error' && payload.action === 'load') setErrors(own, store.id, (payload.error as { body?: unknown } | null)?.body, true);
      if (name === 'table:action' || name === 'table:filterAction') {
        own.actionErrors = tableErrors(errorsMap(payload.response), store.id);
        for (const entry of own.entries.values()) showError(own, entry);
      }
      if (name === 'table:rowDeleted' && isTempId(payload.rowId)) own.deleted.add(payload.rowId);
    });
  }
  return syncLoadErrors(store, state);
}

/** The entry of control `id`, made on first use; the row and column are the latest rendering's. */
export function claim(state: TableState, store: TableStore, column: ColumnDef, row: Row, id: string, kind: string): Entry {
  let entry = state.entries.get(id);
  if (!entry || entry.store !== store) {
    entry = new Entry(id, store, column, row, kind);
    state.entries.set(id, entry);
  }
  entry.row = row;
  entry.column = column;
  showError(state, entry);
  return entry;
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
 * control of the table then shows its error, or none.
 */
export function setErrors(state: TableState, tableId: string, body: unknown, replace: boolean): void {
  const next = tableErrors(errorsMap(body), tableId);
  if (!next.size && !replace) return;
  if (replace) {
    const unsaved = new Set([...state.entries.values()].filter(isDirty).map((e) => e.id));
    for (const key of [...state.errors.keys()]) if (!unsaved.has(key)) state.errors.delete(key);
  }
  for (const [key, message] of next) state.errors.set(key, message);
  for (const entry of state.entries.values()) showError(state, entry);
}

/** The control shows its error (aria-invalid, a message linked by aria-describedby: ControlField.svelte), or none. */
export function showError(state: TableState, entry: Entry): void {
  entry.message = state.errors.has(entry.id) ? state.errors.get(entry.id) : state.actionErrors.get(entry.id);
}

/** A control's error is gone (a good save). */
export function clearError(state: TableState, entry: Entry): void {
  state.errors.delete(entry.id);
  state.actionErrors.delete(entry.id);
  showError(state, entry);
}

/**
 * A new row got its id from the server: its controls and errors now go by
 * `{tableId}_{field}_{newId}`. Call before the row itself changes (its next
 * rendering claims the controls by the new id).
 */
export function renameRow(state: TableState, tableId: string, from: string, to: string | number): void {
  const [head, tail] = [`${tableId}_`, `_${from}`];
  const renamed = (key: string) => `${key.slice(0, -tail.length)}_${to}`;
  for (const errors of [state.errors, state.actionErrors]) {
    for (const [key, message] of [...errors]) {
      if (key.startsWith(head) && key.endsWith(tail)) (errors.delete(key), errors.set(renamed(key), message));
    }
  }
  for (const entry of [...state.entries.values()]) {
    if (entry.id !== `${head}${entry.column.field}${tail}`) continue;
    state.entries.delete(entry.id);
    entry.id = renamed(entry.id);
    if (entry.el) entry.el.id = entry.id;
    state.entries.set(entry.id, entry);
    showError(state, entry);
  }
}

export const isDirty = (entry: Entry): boolean => entry.sending !== null || entry.current() !== entry.base;
