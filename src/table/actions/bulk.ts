/**
 * What the bulk bar (components/BulkBar.svelte) does besides showing itself
 * (spec data-actions, data-action-url, data-action-button; "HTTP
 * interactions" 2; events table:action, table:actionComplete,
 * table:rowRemoved, table:error): its texts, its setup from the table's
 * config, and what an Apply sends and emits.
 *
 * Apply POSTs `{action, ids}` (or `{action: name, [name]: value, ids}` for
 * a 'name|value' key) as JSON with the CSRF header. Success (anything but
 * `success: false`): table:action, table:actionComplete, table:rowRemoved
 * for each row the response removed (its `removed` ids; without that list,
 * every id of a 'delete' action), response actions. Failure: table:error and
 * table:action with success false, and the user told (./send.ts).
 */
import { pageUrl } from '../../core/url';
import { warn } from '../../core/warn';
import { parseActionButton, parseBulkActions, removedIds, selectedIds, type BulkAction } from '../model/bulk';
import type { TableConfig } from '../model/config';
import { sayer } from '../dom/say';
import type { TableStore } from '../store.svelte';
import { afterFailure, afterSuccess, type Sent } from './send';

/** The bar's texts in English (README "Languages"). */
export const TEXT = {
  bulkGroup: 'Bulk actions for {table}',
  bulkAction: 'Action ',
  bulkChoose: 'Choose…',
  bulkApply: 'Apply',
  bulkClear: 'Clear selection',
  bulkSelected: '{count} selected',
  bulkSelectedElsewhere: '{count} selected ({other} on other pages)',
  bulkChooseFirst: 'Choose an action first.',
  bulkNoIds: 'None of the selected rows has an id: nothing was sent.',
  bulkDone: 'one:{action}: done for {count} row.|{action}: done for {count} rows.',
  bulkCleared: 'Selection cleared.',
};
export const say = sayer(TEXT);

type Id = ReturnType<typeof selectedIds>['ids'][number];

export interface BulkSetup {
  actions: BulkAction[];
  /** Where Apply posts (absolute, on the page's origin). */
  url: string;
  /** data-action-button: the page's label ('' for ours, in the table's language) and classes. */
  button: { label: string; classes: string[] };
}

/** Why this table gets no bar, or null. `placed`: the bar has a place in the page (the table has a parent). */
function problem(config: TableConfig, actions: BulkAction[], url: string | null, placed: boolean): string | null {
  if (!actions.length) return 'data-actions has no usable entry — bulk actions disabled';
  if (!config.actionUrl) return 'data-actions needs data-action-url — bulk actions disabled';
  if (!url) return `data-action-url ${JSON.stringify(config.actionUrl)} is refused: bulk actions post to this site only — bulk actions disabled`;
  if (!config.showCheckbox) return 'data-actions without data-show-checkbox: no row can be selected — bulk actions disabled';
  if (!placed) return 'the table has no parent element for the bulk bar — bulk actions disabled';
  return null;
}

/**
 * The bar of a table whose config has data-actions, or null; `warning`: the
 * one warning for data-actions, its entries' problems and the consequence
 * together (design.md "Bad input"), or null. Pure: the caller warns. On the
 * server (no page) the action URL is not judged: the browser does that.
 */
export function bulkSetup(config: TableConfig, placed: boolean): { setup: BulkSetup | null; warning: string | null } {
  if (!config.actions) return { setup: null, warning: null };
  const problems: string[] = [];
  const actions = parseBulkActions(config.actions, (p) => problems.push(p));
  const url = typeof document === 'undefined' ? config.actionUrl : pageUrl(config.actionUrl);
  const why = problem(config, actions, url, placed);
  if (why) problems.push(why);
  const setup = why ? null : { actions, url: url as string, button: parseActionButton(config.actionButton, '') };
  return { setup, warning: problems.length ? problems.join('; ') : null };
}

/** "3 selected", and with client-side paging how many of them are on other pages. */
export function countText(store: TableStore): string {
  const size = store.selected.size;
  if (!size) return '';
  const onPage = store.isServerSide ? size : store.view.rows.reduce((n, row) => n + (store.selected.has(row) ? 1 : 0), 0);
  return onPage < size ? say(store, 'bulkSelectedElsewhere', { count: size, other: size - onPage }) : say(store, 'bulkSelected', { count: size });
}

/** The ids of the selected rows; rows without one are left out (one warning). */
export function bulkIds(store: TableStore): Id[] {
  const { ids, missing } = selectedIds(store.selected);
  if (missing) warn('table', store.id, 'selected rows without an id are left out of bulk actions (rows need an id field)');
  return ids;
}

/** A refused Apply: table:error, table:action with success false, the user told; returns the message for the bar. */
export function bulkFailed(store: TableStore, action: BulkAction, sent: Extract<Sent, { ok: false }>): string {
  const base = { tableId: store.id, action: action.key };
  store.emit('table:error', { ...base, error: sent.error, timestamp: Date.now() });
  store.emit('table:action', { ...base, success: false, response: sent.response, timestamp: Date.now() });
  afterFailure(store, sent);
  return sent.message;
}

/** A successful Apply: table:action, table:actionComplete, table:rowRemoved for each row removed, then the answer's actions. */
export async function bulkDone(store: TableStore, action: BulkAction, ids: Id[], response: unknown): Promise<void> {
  const base = { tableId: store.id, action: action.key };
  store.emit('table:action', { ...base, success: true, response, timestamp: Date.now() });
  store.emit('table:actionComplete', { ...base, ids, response });
  for (const rowId of removedIds(action, ids, response)) store.emit('table:rowRemoved', { tableId: store.id, rowId });
  await afterSuccess(store, response, { ...base, ids });
}
