/**
 * The table store's rules as pure functions over plain data (issue "One
 * shape": tested in Node). The store calls these and only assigns what
 * they return.
 */
import type { PageMeta, QueryState, SortKey } from './types';

/**
 * A header click (spec "Sorting"): a plain click sorts by that column alone,
 * ascending first and flipping on each further click; an additive click
 * (shift) flips the column within the multi-sort, or appends it ascending.
 */
export function nextSort(sort: readonly SortKey[], field: string, additive: boolean): SortKey[] {
  const current = sort.find((s) => s.field === field);
  const dir: SortKey['dir'] = current?.dir === 'asc' ? 'desc' : 'asc';
  if (!additive) return [{ field, dir }];
  return current ? sort.map((s) => (s.field === field ? { field, dir } : s)) : [...sort, { field, dir }];
}

/**
 * The page that keeps the reader's first row in view after the page size
 * changes: the page holding the row at `offset` (0-based). Every row on one
 * page (pageSize 0) is page 1.
 */
export function pageKeepingRow(offset: number, pageSize: number): number {
  return pageSize > 0 ? Math.floor(Math.max(0, offset) / pageSize) + 1 : 1;
}

/** A requested page as a whole number within 1..totalPages (anything unreadable is page 1). */
export function boundPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, Math.floor(totalPages) || 1));
}

/**
 * After a client-side reload the page may no longer exist (fewer rows):
 * the last page that does. Page 1, unpaged tables and pages that still
 * exist are returned unchanged.
 */
export function clampPageAfterLoad(query: QueryState, filtered: number): QueryState {
  if (query.page <= 1 || query.pageSize <= 0) return query;
  const pages = Math.max(1, Math.ceil(filtered / query.pageSize));
  return query.page > pages ? { ...query, page: pages } : query;
}

/**
 * Whether a response is server-side paged: it came from the server, carries
 * meta, and that meta says there is more than the rows sent (spec "HTTP
 * interactions" 1). A server that sends everything is sorted and paged here.
 */
export function isServerPaged(fromServer: boolean, meta: PageMeta | undefined, rowCount: number): meta is PageMeta {
  return fromServer && !!meta && (meta.total > rowCount || meta.totalPages > 1);
}

/**
 * Server meta wins over the query: when a server-paged answer uses another
 * page size than asked for, the query takes the server's page size and
 * page, so the pager and the next request agree with it.
 */
export function reconcileWithServer(query: QueryState, meta: PageMeta | null): QueryState {
  if (!meta || meta.pageSize === query.pageSize) return query;
  return { ...query, pageSize: meta.pageSize, page: meta.page };
}

/**
 * setFilters / a filter form (spec "Filter bindings"): values by field,
 * `search` and `pageSize` as the query's own; null and undefined mean "no
 * filter". With `replaceAll` every filter not named is cleared (a form
 * submission). Always back to page 1. The filter dictionary is
 * prototype-free: a field named `__proto__` or `constructor` is a filter
 * like any other.
 */
export function applyFilters(query: QueryState, filters: Record<string, unknown>, replaceAll: boolean): QueryState {
  const next: Record<string, string> = Object.create(null);
  if (!replaceAll) Object.assign(next, query.filters);
  let { search, pageSize } = query;
  if (replaceAll) search = '';
  for (const field of Object.keys(filters)) {
    const value = filters[field];
    const text = value === null || value === undefined ? '' : String(value);
    if (field === 'search') search = text;
    else if (field === 'pageSize') pageSize = Number(text) || 0;
    else next[field] = text;
  }
  return { ...query, filters: next, search, pageSize, page: 1 };
}

/** One filter set (header filter, toolbar control); back to page 1. */
export function withFilter(query: QueryState, field: string, value: string): QueryState {
  const filters: Record<string, string> = Object.assign(Object.create(null), query.filters);
  filters[field] = value;
  return { ...query, filters, page: 1 };
}
