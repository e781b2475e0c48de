/**
 * URL state (spec data-url-params; design.md): the query is written with the
 * request's own names — page, pageSize, sort, search and filters by name —
 * prefixed `{tableId}.` for every table after the first on a page. Values
 * equal to the table's defaults are left out so URLs stay short. Pure.
 */
import { clampInt, LIMITS } from './limits';
import type { QueryState } from './types';
import { formatSortSpec, parseSortSpec } from './sorters';

export interface UrlKeys {
  prefix: string;
  /** Filter names this table owns (columns, toolbar, filter form); others in the URL are not its business. */
  filterNames: readonly string[];
}

const RESERVED = ['page', 'pageSize', 'sort', 'search'];

/** A copy of `params` with this table's keys replaced by `query` (other keys untouched). */
export function writeQuery(params: URLSearchParams, query: QueryState, defaults: QueryState, keys: UrlKeys): URLSearchParams {
  const out = new URLSearchParams(params);
  const k = (name: string) => keys.prefix + name;
  for (const name of [...RESERVED, ...keys.filterNames]) out.delete(k(name));
  if (query.page > 1) out.set(k('page'), String(query.page));
  if (query.pageSize !== defaults.pageSize) out.set(k('pageSize'), String(query.pageSize));
  const sort = formatSortSpec(query.sort);
  if (sort !== formatSortSpec(defaults.sort)) out.set(k('sort'), sort);
  if (query.search) out.set(k('search'), query.search);
  for (const [name, value] of Object.entries(query.filters)) if (value !== '' && value != null) out.set(k(name), value);
  return out;
}

/** The query a URL describes for this table; keys absent from the URL take the defaults. */
export function readQuery(params: URLSearchParams, defaults: QueryState, keys: UrlKeys, report: (problem: string) => void = () => {}): QueryState {
  const get = (name: string) => params.get(keys.prefix + name);
  // A whole number within [min, max]: anything else is the default; an out-of-range one is clamped and reported.
  const int = (name: string, d: number, min: number, max: number) => {
    const v = get(name);
    if (v === null || !/^\s*[+-]?\d+(\.\d+)?(e\+?\d+)?\s*$/i.test(v)) return d;
    const { value, changed } = clampInt(Number(v), min, max, d);
    if (changed) report(`URL parameter ${keys.prefix}${name}=${v} is out of range — ${value} used`);
    return value;
  };
  // Filter names come from the page: a prototype-free dictionary keeps `__proto__` an ordinary filter.
  const filters: Record<string, string> = Object.create(null);
  for (const name of keys.filterNames) {
    const v = get(name);
    if (v !== null && v !== '') filters[name] = v;
  }
  const sort = get('sort');
  return {
    page: int('page', 1, 1, LIMITS.page),
    pageSize: int('pageSize', defaults.pageSize, 0, LIMITS.pageSize),
    sort: sort === null ? defaults.sort : parseSortSpec(sort),
    search: get('search') ?? '',
    filters,
  };
}

/** Whether two queries would produce the same URL. */
export function sameQuery(a: QueryState, b: QueryState): boolean {
  return a.page === b.page && a.pageSize === b.pageSize && a.search === b.search
    && formatSortSpec(a.sort) === formatSortSpec(b.sort)
    && JSON.stringify(Object.entries(a.filters).filter(([, v]) => v).sort())
      === JSON.stringify(Object.entries(b.filters).filter(([, v]) => v).sort());
}
