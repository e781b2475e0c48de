/**
 * What the filter actions (components/FilterActions.svelte) do besides
 * showing themselves (spec data-filter-actions, "Filter action entry",
 * "HTTP interactions" 3 and 4, event table:filterAction).
 *
 * - type button: POSTs `{action, tableId, filters, sort}` as JSON (confirm
 *   first when the entry asks); response actions and the errors map are
 *   handled; a failure notifies (never navigates) and emits table:error.
 * - type link: a real <a> whose href is the entry's url with the current
 *   filters and sort as query parameters; with confirm, following it waits
 *   for the answer and then navigates.
 *
 * table:filterAction handlers get the payload itself (design.md "Events"):
 * `{tableId, action, type, url, params, response}` — `params` is the POST
 * body for a button and the query parameters for a link; `response` only
 * for a button.
 */
import { confirmAction } from '../../core/confirm';
import { filterActionBody, filterLinkParams, filterLinkUrl, parseFilterActions, type FilterAction } from '../model/bulk';
import type { QueryState } from '../model/types';
import { confirmLabels, sayer } from '../dom/say';
import type { TableStore } from '../store.svelte';
import { afterFailure, afterSuccess, sendAction } from './send';

/** In English (README "Languages"). */
export const TEXT = { filterGroup: 'Actions for {table}' };
export const say = sayer(TEXT);

/** The page's address; on the server (no page) a stand-in that is never requested. */
const page = () => (typeof document === 'undefined' ? null : { base: document.baseURI, href: location.href, origin: location.origin });
const AWAY = 'https://a.invalid/';

/**
 * The entries of a table whose config has data-filter-actions, and the one
 * warning for the attribute (its entries' problems and the consequence
 * together: design.md "Bad input"), or null. Pure: the caller warns.
 * `placed`: the actions have a place in the page (the table has a parent).
 * On the server a button's URL is not held to the page's origin, which it
 * does not know: the browser judges it.
 */
export function filterSetup(raw: Record<string, unknown> | null, placed: boolean): { entries: FilterAction[]; warning: string | null } {
  if (!raw) return { entries: [], warning: null };
  const problems: string[] = [];
  const here = page();
  const entries = parseFilterActions(raw, here?.base ?? AWAY, (p) => problems.push(p), here ? here.origin : null);
  if (!entries.length) problems.push('data-filter-actions has no usable entry — filter actions disabled');
  else if (!placed) problems.push('the table has no parent element for its filter actions — filter actions disabled');
  return { entries: placed ? entries : [], warning: problems.length ? problems.join('; ') : null };
}

/** A link's href: its url with the current filters and sort. */
export const linkHref = (entry: FilterAction, query: QueryState): string => filterLinkUrl(entry.url, query, page()?.href ?? AWAY);

/**
 * A button pressed: confirm when asked, POST, then table:filterAction and
 * the answer's actions, or table:error and the user told. Resolves true
 * when the button may be pressed again, false when the table went away.
 */
export async function pressButton(store: TableStore, entry: FilterAction, signal: AbortSignal): Promise<boolean> {
  if (entry.confirm && !(await confirmAction(entry.confirm, confirmLabels(store)))) return !signal.aborted;
  const params = filterActionBody(entry.key, store.id, store.query);
  const sent = signal.aborted ? null : await sendAction(store, entry.url, params, signal);
  if (!sent) return false;
  store.emit('table:filterAction', { tableId: store.id, action: entry.key, type: 'button', url: entry.url, params, response: sent.response });
  if (sent.ok) void afterSuccess(store, sent.response, { tableId: store.id, action: entry.key });
  else {
    store.fail(entry.key, sent.error);
    afterFailure(store, sent);
  }
  return true;
}

/**
 * A link followed (click, Enter, ctrl-click, middle click): table:filterAction.
 * With confirm it asks first: the browser's own navigation is stopped, and
 * after OK the link is followed by hand (in a new tab for target _blank).
 */
export function followLink(store: TableStore, entry: FilterAction, event: MouseEvent, signal: AbortSignal): void {
  const link = event.currentTarget as HTMLAnchorElement;
  const announce = () => store.emit('table:filterAction', { tableId: store.id, action: entry.key, type: 'link', url: link.href, params: filterLinkParams(store.query) });
  if (!entry.confirm) return announce();
  event.preventDefault();
  const href = link.href;
  void confirmAction(entry.confirm, confirmLabels(store)).then((ok) => {
    if (!ok || signal.aborted) return;
    announce();
    if (entry.target === '_blank') window.open(href, '_blank', 'noopener,noreferrer');
    else location.assign(href);
  });
}

/** A link with confirm asks on a middle click too (an attachment: `follow` gets the auxclick of button 1). */
export const middleClick = (follow: (event: MouseEvent) => void) => (link: HTMLAnchorElement) => {
  const listener = (event: MouseEvent) => event.button === 1 && follow(event);
  link.addEventListener('auxclick', listener);
  return () => link.removeEventListener('auxclick', listener);
};
