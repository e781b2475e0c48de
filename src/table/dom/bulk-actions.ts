/**
 * The bulk bar (spec data-actions, data-action-url, data-action-button;
 * "HTTP interactions" 2; events table:action, table:actionComplete,
 * table:rowRemoved, table:error). Placed before the table; its controls show
 * while rows are selected: a polite "N selected", a labelled select of the
 * actions, the apply button and "Clear selection", all native controls
 * (Tab, Enter and Space work).
 *
 * Apply POSTs `{action, ids}` (or `{action: name, [name]: value, ids}` for
 * a 'name|value' key) as JSON with the CSRF header. Success (anything but
 * `success: false`): table:action, table:actionComplete, table:rowRemoved
 * for each row the response removed (its `removed` ids; without that list,
 * every id of a 'delete' action), response actions, then the selection is
 * cleared and a table with data-source reloads past the cache (a table
 * without one keeps its rows). Failure: table:error and table:action with
 * success false; the selection stays and the server's message shows in the
 * bar (role="alert") and as a notification.
 */
import { pageUrl } from '../../core/url';
import { bulkBody, parseActionButton, parseBulkActions, removedIds, selectedIds, type BulkAction } from '../model/bulk';
import { afterFailure, afterSuccess, sendAction, tableName } from './action-send';
import { clearFieldErrors } from './field-errors';
import type { FeatureContext } from './feature';
import { keepSaying, sayer } from './say';
import { element } from './make';

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
const say = sayer(TEXT);

interface Bar {
  root: HTMLElement;
  status: HTMLElement;
  controls: HTMLElement;
  select: HTMLSelectElement;
  apply: HTMLButtonElement;
  clear: HTMLButtonElement;
  alert: HTMLElement;
  /** Write the bar's fixed texts in the table's language (again after a language change). */
  texts(): void;
}

function buildBar(ctx: FeatureContext, actions: BulkAction[]): Bar {
  const { store } = ctx;
  const root = element('div', 'alm-bulk');
  root.tabIndex = -1; // focus lands here when the controls hide under it (after Apply or Clear)
  const status = element('span', 'alm-bulk-status');
  status.setAttribute('role', 'status');
  const controls = element('div', 'alm-bulk-controls');
  controls.setAttribute('role', 'group');
  controls.hidden = true;
  const label = element('label', 'alm-bulk-label');
  const labelText = document.createTextNode('');
  const select = element('select', 'alm-bulk-select');
  const choose = new Option('', '');
  select.append(choose, ...actions.map((a) => new Option(a.label, a.key)));
  label.append(labelText, select);
  // data-action-button names the button in the page's words; else it is ours, in the table's language.
  const button = parseActionButton(store.config.actionButton, '');
  const apply = element('button', 'alm-bulk-apply');
  apply.type = 'button';
  apply.classList.add(...button.classes);
  const clear = element('button', 'alm-bulk-clear');
  clear.type = 'button';
  const alert = element('span', 'alm-bulk-alert');
  alert.setAttribute('role', 'alert');
  controls.append(label, apply, clear);
  root.append(status, controls, alert);
  const texts = () => {
    controls.setAttribute('aria-label', say(store, 'bulkGroup', { table: tableName(ctx) }));
    labelText.data = say(store, 'bulkAction');
    choose.text = say(store, 'bulkChoose');
    apply.textContent = button.label || say(store, 'bulkApply');
    clear.textContent = say(store, 'bulkClear');
  };
  return { root, status, controls, select, apply, clear, alert, texts };
}

/** "3 selected", and with client-side paging how many of them are on other pages. */
function countText(ctx: FeatureContext): string {
  const { store } = ctx;
  const size = store.selected.size;
  if (!size) return '';
  const onPage = store.isServerSide ? size : store.view.rows.reduce((n, row) => n + (store.selected.has(row) ? 1 : 0), 0);
  return onPage < size ? say(store, 'bulkSelectedElsewhere', { count: size, other: size - onPage }) : say(store, 'bulkSelected', { count: size });
}

/** Why this table gets no bar (one warning), or null. */
function problem(ctx: FeatureContext, actions: BulkAction[]): string | null {
  const { config } = ctx.store;
  if (!actions.length) return 'data-actions has no usable entry — bulk actions disabled';
  if (!config.actionUrl) return 'data-actions needs data-action-url — bulk actions disabled';
  if (!pageUrl(config.actionUrl)) return `data-action-url ${JSON.stringify(config.actionUrl)} is refused: bulk actions post to this site only — bulk actions disabled`;
  if (!config.showCheckbox) return 'data-actions without data-show-checkbox: no row can be selected — bulk actions disabled';
  if (!ctx.table.parentNode) return 'the table has no parent element for the bulk bar — bulk actions disabled';
  return null;
}

export function attachBulkActions(ctx: FeatureContext): () => void {
  const { store } = ctx;
  // One warning for data-actions, its entries' problems and the consequence together (design.md "Bad input").
  const problems: string[] = [];
  const actions = parseBulkActions(store.config.actions, (p) => problems.push(p));
  const why = problem(ctx, actions);
  if (why) problems.push(why);
  if (problems.length) ctx.warn(problems.join('; '));
  if (why) return () => {};
  const url = pageUrl(store.config.actionUrl) as string;
  const bar = buildBar(ctx, actions);
  ctx.table.before(bar.root);
  const requests = new AbortController();
  let busy = false;
  /** What the bar says once nothing is selected (after Apply or Clear), until the next selection. */
  let notice = '';

  const update = () => {
    const selecting = store.selected.size > 0;
    if (selecting) notice = '';
    else bar.alert.textContent = '';
    bar.status.textContent = selecting ? countText(ctx) : notice;
    bar.controls.hidden = !selecting;
    bar.root.classList.toggle('alm-bulk-active', selecting || notice !== '');
  };
  /** The controls are about to hide: keep keyboard focus in the bar. */
  const settle = (text: string) => {
    notice = text;
    if (bar.root.contains(document.activeElement)) bar.root.focus();
  };
  const setBusy = (on: boolean) => {
    busy = on;
    bar.controls.setAttribute('aria-busy', String(on));
    bar.apply.setAttribute('aria-disabled', String(on));
  };

  const apply = async () => {
    if (busy) return;
    const action = actions.find((a) => a.key === bar.select.value);
    if (!action) return void (bar.alert.textContent = say(store, 'bulkChooseFirst'));
    const { ids, missing } = selectedIds(store.selected);
    if (missing) ctx.warn('selected rows without an id are left out of bulk actions (rows need an id field)');
    if (!ids.length) return void (bar.alert.textContent = say(store, 'bulkNoIds'));
    bar.alert.textContent = '';
    setBusy(true);
    const sent = await sendAction(store, url, bulkBody(action, ids), requests.signal);
    if (!sent) return;
    setBusy(false);
    const base = { tableId: store.id, action: action.key };
    if (!sent.ok) {
      store.emit('table:error', { ...base, error: sent.error, timestamp: Date.now() });
      store.emit('table:action', { ...base, success: false, response: sent.response, timestamp: Date.now() });
      bar.alert.textContent = sent.message;
      afterFailure(ctx, sent);
      return;
    }
    const { response } = sent;
    store.emit('table:action', { ...base, success: true, response, timestamp: Date.now() });
    store.emit('table:actionComplete', { ...base, ids, response });
    for (const rowId of removedIds(action, ids, response)) store.emit('table:rowRemoved', { tableId: store.id, rowId });
    await afterSuccess(ctx, response, { ...base, ids });
    if (requests.signal.aborted) return;
    settle(say(store, 'bulkDone', { action: action.label, count: ids.length }));
    store.setSelection(new Set());
    update();
    if (store.config.source) void store.load({ force: true });
  };

  const listening = { signal: requests.signal };
  bar.apply.addEventListener('click', () => void apply(), listening);
  bar.clear.addEventListener('click', () => {
    settle(say(store, 'bulkCleared'));
    store.setSelection(new Set());
    update();
  }, listening);
  const unlisten = store.listen((name) => {
    if (name === 'table:selectionChange' || name === 'table:render') update();
  });
  const unsay = keepSaying(store, bar.texts);
  update();

  return () => {
    requests.abort();
    unlisten();
    unsay();
    bar.root.remove();
    clearFieldErrors(store.id);
  };
}
