/**
 * URL state (spec data-url-params; design.md): the query is written with the
 * request's own names — page, pageSize, sort, search and filters by name —
 * prefixed `{tableId}.` for every table after the first on a page. Values
 * equal to the table's defaults are left out so URLs stay short. Pure.
 */
import { clampInt, LIMITS } from './limits';
import type { QueryState } from './types';
import { parseSortSpec } from './sorters';

export interface UrlKeys {
  prefix: string;
  /** Filter names this table owns (columns, toolbar, filter form); others in the URL are not its business. */
  filterNames: readonly string[];
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
