/**
 * Writing the table's query to the URL (spec data-url-params; ./url-state.ts
 * reads it): the request's own names, this table's prefix, values equal to
 * the defaults left out. Pure; used by the url part (dom/url-sync.ts).
 */
import type { QueryState } from './types';
import type { UrlKeys } from './url-state';
import { formatSortSpec } from './sorters';

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

/** Whether two queries would produce the same URL. */
export function sameQuery(a: QueryState, b: QueryState): boolean {
  return a.page === b.page && a.pageSize === b.pageSize && a.search === b.search
    && formatSortSpec(a.sort) === formatSortSpec(b.sort)
    && JSON.stringify(Object.entries(a.filters).filter(([, v]) => v).sort())
      === JSON.stringify(Object.entries(b.filters).filter(([, v]) => v).sort());
}
