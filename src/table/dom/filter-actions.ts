/**
 * Filter actions (spec data-filter-actions, "Filter action entry", "HTTP
 * interactions" 3 and 4, event table:filterAction): one control per entry,
 * in a labelled group before the table (above the bulk bar).
 *
 * - type button: a <button> that POSTs `{action, tableId, filters, sort}` as
 *   JSON (confirm first when the entry asks), busy while it waits; response
 *   actions and the errors map are handled; a failure notifies (never
 *   navigates) and emits table:error.
 * - type link: a real <a> whose href is the entry's url with the current
 *   filters and sort as query parameters (updated on every render), its
 *   target and className; `_blank` gets rel="noopener noreferrer"; with
 *   confirm the click waits for the answer and then navigates.
 *
 * table:filterAction handlers get the payload itself (design.md "Events"):
 * `{tableId, action, type, url, params, response}` — `params` is the POST
 * body for a button and the query parameters for a link; `response` only
 * for a button.
 */
import { confirmAction } from '../../core/confirm';
import { filterActionBody, filterLinkParams, filterLinkUrl, parseFilterActions, type FilterAction } from '../model/bulk';
import { afterFailure, afterSuccess, sendAction, tableName } from './action-send';
import { confirmLabels, keepSaying, sayer } from './say';

/** In English (README "Languages"). */
export const TEXT = { filterGroup: 'Actions for {table}' };
const say = sayer(TEXT);
import type { FeatureContext } from './feature';

type Listening = { signal: AbortSignal };

function button(ctx: FeatureContext, entry: FilterAction, listening: Listening): HTMLButtonElement {
  const { store } = ctx;
  const el = document.createElement('button');
  el.type = 'button';
  el.className = 'alm-filter-action';
  el.classList.add(...entry.classes);
  el.textContent = entry.label;
  let busy = false;
  const setBusy = (on: boolean) => {
    busy = on;
    el.setAttribute('aria-busy', String(on));
    el.setAttribute('aria-disabled', String(on));
  };
  el.addEventListener('click', async () => {
    if (busy) return;
    setBusy(true);
    if (entry.confirm && !(await confirmAction(entry.confirm, confirmLabels(store)))) return void (listening.signal.aborted || setBusy(false));
    const params = filterActionBody(entry.key, store.id, store.query);
    const sent = listening.signal.aborted ? null : await sendAction(store, entry.url, params, listening.signal);
    if (!sent) return;
    setBusy(false);
    store.emit('table:filterAction', { tableId: store.id, action: entry.key, type: 'button', url: entry.url, params, response: sent.response });
    if (sent.ok) return void afterSuccess(ctx, sent.response, { tableId: store.id, action: entry.key });
    store.emit('table:error', { tableId: store.id, action: entry.key, error: sent.error, timestamp: Date.now() });
    afterFailure(ctx, sent);
  }, listening);
  return el;
}

function link(ctx: FeatureContext, entry: FilterAction, listening: Listening): { el: HTMLAnchorElement; update(): void } {
  const { store } = ctx;
  const el = document.createElement('a');
  el.className = 'alm-filter-action';
  el.classList.add(...entry.classes);
  el.textContent = entry.label;
  if (entry.target === '_blank') {
    el.target = '_blank';
    el.rel = 'noopener noreferrer';
  }
  const update = () => {
    el.href = filterLinkUrl(entry.url, store.query, location.href);
  };
  const announce = () => store.emit('table:filterAction', { tableId: store.id, action: entry.key, type: 'link', url: el.href, params: filterLinkParams(store.query) });
  const follow = async (event: MouseEvent) => {
    if (!entry.confirm) return announce();
    // Every way of following it (click, Enter, ctrl-click, middle click) asks first.
    event.preventDefault();
    const href = el.href;
    if (!(await confirmAction(entry.confirm, confirmLabels(store))) || listening.signal.aborted) return;
    announce();
    if (entry.target === '_blank') window.open(href, '_blank', 'noopener,noreferrer');
    else location.assign(href);
  };
  el.addEventListener('click', (event) => void follow(event), listening);
  el.addEventListener('auxclick', (event) => {
    if (entry.confirm && event.button === 1) void follow(event);
  }, listening);
  update();
  return { el, update };
}

export function attachFilterActions(ctx: FeatureContext): () => void {
  // One warning for data-filter-actions, its entries' problems and the consequence together (design.md "Bad input").
  const problems: string[] = [];
  const entries = parseFilterActions(ctx.store.config.filterActions, document.baseURI, (p) => problems.push(p), location.origin);
  const parent = ctx.table.parentNode;
  if (!entries.length) problems.push('data-filter-actions has no usable entry — filter actions disabled');
  else if (!parent) problems.push('the table has no parent element for its filter actions — filter actions disabled');
  if (problems.length) ctx.warn(problems.join('; '));
  if (!entries.length || !parent) return () => {};
  const listening = new AbortController();
  const group = document.createElement('div');
  group.className = 'alm-filter-actions';
  group.setAttribute('role', 'group');
  const links: Array<() => void> = [];
  for (const entry of entries) {
    if (entry.type === 'button') group.append(button(ctx, entry, listening));
    else {
      const made = link(ctx, entry, listening);
      links.push(made.update);
      group.append(made.el);
    }
  }
  // Above the bulk bar when the table has one (it comes and goes; these stay).
  const before = ctx.table.previousElementSibling?.classList.contains('alm-bulk') ? ctx.table.previousElementSibling : ctx.table;
  parent.insertBefore(group, before);
  const unlisten = ctx.store.listen((name) => {
    if (name === 'table:render') links.forEach((update) => update());
  });
  const unsay = keepSaying(ctx.store, () => group.setAttribute('aria-label', say(ctx.store, 'filterGroup', { table: tableName(ctx) })));
  return () => {
    listening.abort();
    unlisten();
    unsay();
    group.remove();
  };
}
