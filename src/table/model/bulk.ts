/**
 * Bulk actions and filter actions (spec "Table attributes" data-actions,
 * data-action-url, data-action-button, data-filter-actions; "Filter action
 * entry"; "HTTP interactions" 2-4). Pure: the entries as written are checked
 * here, and the request bodies and link URLs are built from plain data. Every
 * problem goes to `report` (one warning each, by the caller) and costs only
 * its own entry.
 */
import { safeUrl, sameOriginUrl } from '../../core/url';
import { formatSortSpec } from './sorters';
import type { QueryState, Row, SortKey } from './types';

type Report = (problem: string) => void;
type Id = string | number;

/**
 * Define an own, enumerable property: safe for any key, '__proto__' included
 * (plain assignment of '__proto__' would set the prototype instead). The
 * objects stay ordinary objects for whoever receives them in an event.
 */
function own(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const show = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return typeof value;
  }
};

// ----- bulk actions ---------------------------------------------------------

export interface BulkAction {
  /** The data-actions key as written ('delete', 'status|active'): what table:action reports. */
  key: string;
  label: string;
  /** The body's `action`: the key, or for a compound key the part before the first '|'. */
  action: string;
  /** A compound key's extra body field: [name, value]. */
  extra: [string, string] | null;
}

/**
 * Names a compound key may not use as its extra field: they would overwrite
 * the body's own `action` or `ids`, or reach the prototype of a server that
 * merges the body into an object. Such an entry is dropped (with a warning)
 * rather than sent half-right.
 */
const RESERVED = new Set(['action', 'ids', '__proto__', 'constructor', 'prototype']);

/**
 * The data-actions entries (key -> label) that can be offered, in order.
 * Dropped, each with a report: a label that is not a non-blank string, an
 * empty key, a compound key 'name|value' with an empty name or value, or a
 * reserved name (RESERVED). The value of 'a|b|c' is 'b|c' (first '|' splits).
 */
export function parseBulkActions(raw: Record<string, unknown> | null, report: Report): BulkAction[] {
  if (!raw) return [];
  const out: BulkAction[] = [];
  for (const key of Object.keys(raw)) {
    const label = raw[key];
    const where = `data-actions entry ${show(key)}`;
    if (typeof label !== 'string' || !label.trim()) {
      report(`${where} has no text label (${show(label)}) — entry ignored`);
      continue;
    }
    const bar = key.indexOf('|');
    const name = bar < 0 ? key : key.slice(0, bar);
    const value = bar < 0 ? '' : key.slice(bar + 1);
    if (!name.trim() || (bar >= 0 && !value)) {
      report(`${where} needs a name${bar >= 0 ? ' and a value (name|value)' : ''} — entry ignored`);
      continue;
    }
    if (bar >= 0 && RESERVED.has(name)) {
      report(`${where}: "${name}" cannot name an extra field of the request body — entry ignored`);
      continue;
    }
    out.push({ key, label: label.trim(), action: name, extra: bar < 0 ? null : [name, value] });
  }
  return out;
}

/** data-action-button: 'label' or 'label|className' (classes split on spaces); the label defaults to `fallback` ("Apply"). */
export function parseActionButton(raw: string | null, fallback = 'Apply'): { label: string; classes: string[] } {
  const text = raw ?? '';
  const bar = text.indexOf('|');
  const label = (bar < 0 ? text : text.slice(0, bar)).trim();
  return { label: label || fallback, classes: bar < 0 ? [] : splitClasses(text.slice(bar + 1)) };
}

/** Class names from a string (space-separated); anything else gives none. */
function splitClasses(raw: unknown): string[] {
  return typeof raw === 'string' ? raw.split(/\s+/).filter(Boolean) : [];
}

/**
 * The ids of the selected rows, in selection order, without repeats. A row
 * whose `id` is not a string or a finite number (missing, null, '', an
 * object) is left out and counted in `missing`: an action is never sent for
 * a row it cannot name.
 */
export function selectedIds(rows: Iterable<Row>): { ids: Id[]; missing: number } {
  const ids: Id[] = [];
  const seen = new Set<Id>();
  let missing = 0;
  for (const row of rows) {
    const id = row.id;
    const usable = (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id));
    if (!usable) missing++;
    else if (!seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  }
  return { ids, missing };
}

/** The POST body (spec "HTTP interactions" 2): `{action, ids}`, or for 'name|value' `{action: name, [name]: value, ids}`. */
export function bulkBody(action: BulkAction, ids: readonly Id[]): Record<string, unknown> {
  const body: Record<string, unknown> = { action: action.action };
  if (action.extra) own(body, action.extra[0], action.extra[1]);
  body.ids = [...ids];
  return body;
}

/**
 * The rows a successful bulk response removed (table:rowRemoved): the ids
 * the response lists in `removed` (or `data.removed`) that were sent; with
 * no such list, every id sent when the action is 'delete'; otherwise none.
 */
export function removedIds(action: BulkAction, ids: readonly Id[], response: unknown): Id[] {
  const r = isObject(response) ? response : {};
  const list = Array.isArray(r.removed) ? r.removed : isObject(r.data) && Array.isArray(r.data.removed) ? r.data.removed : null;
  if (list) {
    const sent = new Map(ids.map((id) => [String(id), id]));
    return [...new Set(list.map(String))].flatMap((text) => (sent.has(text) ? [sent.get(text) as Id] : []));
  }
  return action.action === 'delete' && !action.extra ? [...ids] : [];
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

// ----- filter actions -----------------------------------------------------------

export interface FilterAction {
  key: string;
  label: string;
  /** Absolute: same-origin for a button (it POSTs the CSRF token), http(s) for a link. */
  url: string;
  type: 'button' | 'link';
  classes: string[];
  target: '_self' | '_blank';
  confirm: string | null;
}

/**
 * The data-filter-actions entries that can be shown. Dropped with a report:
 * an entry that is not an object, a missing or unsafe url, an unknown type.
 * A button's url must be on the page's origin (the POST carries the CSRF
 * token); a link may go to another origin, over http or https only.
 * Relative URLs resolve against `base` (document.baseURI, as fetch does); the
 * origin rule is checked on the resolved URL against the page's `origin`
 * (null: the origin is not known, as on the server: a button's URL is then
 * judged as a link's, and the browser judges it again).
 * A bad target falls back to '_self', a bad label to the key, both reported.
 */
export function parseFilterActions(raw: Record<string, unknown> | null, base: string, report: Report, origin: string | null = new URL(base).origin): FilterAction[] {
  if (!raw) return [];
  const out: FilterAction[] = [];
  for (const key of Object.keys(raw)) {
    const entry = raw[key];
    const where = `data-filter-actions entry ${show(key)}`;
    if (!isObject(entry)) {
      report(`${where} is not an object — entry ignored`);
      continue;
    }
    const type = entry.type ?? 'button';
    if (type !== 'button' && type !== 'link') {
      report(`${where}: type ${show(type)} is not "button" or "link" — entry ignored`);
      continue;
    }
    const url = type === 'button' && origin !== null ? sameOriginUrl(entry.url, base, origin) : httpUrl(entry.url, base);
    if (!url) {
      const rule = type === 'button' ? 'a button posts to this site only' : 'a link needs an http(s) or relative URL';
      report(`${where}: url ${show(entry.url ?? null)} is missing or refused (${rule}) — entry ignored`);
      continue;
    }
    out.push({ key, label: textOr(entry.label, key, `${where}: label`, report), url, type, classes: splitClasses(entry.className), target: targetOf(entry.target, where, report), confirm: confirmOf(entry.confirm) });
  }
  return out;
}

function httpUrl(raw: unknown, base: string): string | null {
  const absolute = typeof raw === 'string' && raw.trim() ? safeUrl(raw, base) : null;
  return absolute && /^https?:/i.test(absolute) ? absolute : null;
}

function textOr(value: unknown, fallback: string, where: string, report: Report): string {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && value.trim()) return value.trim();
  report(`${where} ${show(value)} is not text — "${fallback}" used`);
  return fallback;
}

function targetOf(value: unknown, where: string, report: Report): '_self' | '_blank' {
  if (value === undefined || value === '_self' || value === '_blank') return (value ?? '_self') as '_self' | '_blank';
  report(`${where}: target ${show(value)} is not "_self" or "_blank" — "_self" used`);
  return '_self';
}

const confirmOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The current filters as sent to the server: every non-empty filter by its name, and `search` when set. */
export function currentFilters(query: QueryState): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const field of Object.keys(query.filters)) {
    const value = query.filters[field];
    if (value !== '' && value !== null && value !== undefined) own(filters, field, String(value));
  }
  if (query.search.trim()) own(filters, 'search', query.search.trim());
  return filters;
}

/** The sort as an object, field -> 'asc' | 'desc', in sort order (spec "HTTP interactions" 3). */
export function sortObject(sort: readonly SortKey[]): Record<string, 'asc' | 'desc'> {
  const out: Record<string, 'asc' | 'desc'> = {};
  for (const key of sort) if (!Object.prototype.hasOwnProperty.call(out, key.field)) own(out, key.field, key.dir);
  return out;
}

/** The POST body of a filter action button: `{action, tableId, filters, sort}`. */
export function filterActionBody(key: string, tableId: string, query: QueryState): Record<string, unknown> {
  return { action: key, tableId, filters: currentFilters(query), sort: sortObject(query.sort) };
}

/**
 * The query parameters of a filter action link: the filters (and search) by
 * name and `sort` as 'field asc,other desc', as a data load sends them
 * (protocol.ts buildLoadUrl), without page and pageSize: a link acts on
 * every matching row.
 */
export function filterLinkParams(query: QueryState): Record<string, string> {
  const params = currentFilters(query);
  if (query.sort.length) own(params, 'sort', formatSortSpec(query.sort));
  return params;
}

/** The link's href: `url` with filterLinkParams set (parameters already in `url` are kept unless replaced). */
export function filterLinkUrl(url: string, query: QueryState, base: string): string {
  const target = new URL(url, base);
  const params = filterLinkParams(query);
  for (const name of Object.keys(params)) target.searchParams.set(name, params[name]);
  return target.origin === new URL(base).origin ? target.pathname + target.search + target.hash : target.href;
}
