// The table store's rules (src/table/model/rules.ts), tested without a DOM or Svelte.
import { describe, expect, it } from 'vitest';
import {
  applyFilters, boundPage, clampPageAfterLoad, isServerPaged, nextSort, pageKeepingRow, reconcileWithServer, withFilter,
} from '../../../../src/table/model/rules';
import type { QueryState } from '../../../../src/table/model/types';

const query = (patch: Partial<QueryState> = {}): QueryState => ({ sort: [], search: '', filters: {}, page: 1, pageSize: 10, ...patch });

describe('sort cycling (spec "Sorting"): a click sorts by one column, asc then desc; shift-click builds a multi-sort', () => {
  it('a plain click on an unsorted column sorts it ascending, alone', () => {
    expect(nextSort([{ field: 'a', dir: 'desc' }], 'b', false)).toEqual([{ field: 'b', dir: 'asc' }]);
  });
  it('a plain click on the sorted column flips it, and flips back', () => {
    const once = nextSort([], 'a', false);
    const twice = nextSort(once, 'a', false);
    expect(twice).toEqual([{ field: 'a', dir: 'desc' }]);
    expect(nextSort(twice, 'a', false)).toEqual([{ field: 'a', dir: 'asc' }]);
  });
  it('a plain click drops the other sort keys', () => {
    expect(nextSort([{ field: 'a', dir: 'asc' }, { field: 'b', dir: 'asc' }], 'b', false)).toEqual([{ field: 'b', dir: 'desc' }]);
  });
  it('shift-click appends a new column ascending and keeps the others in order', () => {
    expect(nextSort([{ field: 'a', dir: 'desc' }], 'b', true)).toEqual([{ field: 'a', dir: 'desc' }, { field: 'b', dir: 'asc' }]);
  });
  it('shift-click on a column of the multi-sort flips it in place', () => {
    expect(nextSort([{ field: 'a', dir: 'asc' }, { field: 'b', dir: 'asc' }], 'a', true))
      .toEqual([{ field: 'a', dir: 'desc' }, { field: 'b', dir: 'asc' }]);
  });
});

describe('a page size change keeps the reader on the page holding their first row', () => {
  it('row 31 (offset 30) is on page 2 at 25 rows, page 4 at 10, page 1 at 50', () => {
    expect(pageKeepingRow(30, 25)).toBe(2);
    expect(pageKeepingRow(30, 10)).toBe(4);
    expect(pageKeepingRow(30, 50)).toBe(1);
  });
  it('the first row of a page stays on that page (offset 20 at 10 rows is page 3)', () => {
    expect(pageKeepingRow(20, 10)).toBe(3);
  });
  it('"all rows" (page size 0) is page 1', () => {
    expect(pageKeepingRow(120, 0)).toBe(1);
  });
});

describe('a requested page is a whole number within 1..totalPages', () => {
  it.each([[0, 1], [-3, 1], [2.7, 2], [99, 5], [Number.NaN, 1], [3, 3]])('page %d of 5 -> %d', (page, expected) => {
    expect(boundPage(page, 5)).toBe(expected);
  });
  it('no pages at all still allows page 1', () => {
    expect(boundPage(4, 0)).toBe(1);
  });
});

describe('page clamping after a client-side reload', () => {
  it('a page that no longer exists becomes the last page', () => {
    expect(clampPageAfterLoad(query({ page: 9, pageSize: 10 }), 35).page).toBe(4);
  });
  it('no rows at all: page 1', () => {
    expect(clampPageAfterLoad(query({ page: 3, pageSize: 10 }), 0).page).toBe(1);
  });
  it('a page that still exists, page 1 and unpaged tables are returned unchanged', () => {
    const kept = query({ page: 3, pageSize: 10 });
    expect(clampPageAfterLoad(kept, 30)).toBe(kept);
    const first = query({ page: 1 });
    expect(clampPageAfterLoad(first, 0)).toBe(first);
    const unpaged = query({ page: 4, pageSize: 0 });
    expect(clampPageAfterLoad(unpaged, 1)).toBe(unpaged);
  });
});

describe('server meta reconciliation (spec "HTTP interactions" 1)', () => {
  const meta = { page: 2, pageSize: 25, total: 100, totalPages: 4 };
  it('a response from the server whose meta says there is more than it sent is server-paged', () => {
    expect(isServerPaged(true, meta, 25)).toBe(true);
    expect(isServerPaged(true, { ...meta, total: 25, totalPages: 2 }, 25)).toBe(true);
  });
  it('a server that sent every row, local data, or no meta is paged here', () => {
    expect(isServerPaged(true, { ...meta, total: 25, totalPages: 1 }, 25)).toBe(false);
    expect(isServerPaged(false, meta, 25)).toBe(false);
    expect(isServerPaged(true, undefined, 25)).toBe(false);
  });
  it("the server's page size wins, with its page", () => {
    expect(reconcileWithServer(query({ page: 7, pageSize: 10 }), meta)).toMatchObject({ page: 2, pageSize: 25 });
  });
  it('the same page size, or no server meta, leaves the query as it is', () => {
    const q = query({ page: 7, pageSize: 25 });
    expect(reconcileWithServer(q, meta)).toBe(q);
    expect(reconcileWithServer(q, null)).toBe(q);
  });
});

describe('filters (spec setFilters, "Filter bindings")', () => {
  it('values by field; search and pageSize are the query\'s own; null means no filter; back to page 1', () => {
    const next = applyFilters(query({ page: 4, filters: { status: 'old' } }), { status: null, dept: 'IT', search: 'ann', pageSize: '25' }, false);
    expect({ ...next.filters }).toEqual({ status: '', dept: 'IT' });
    expect(next).toMatchObject({ search: 'ann', pageSize: 25, page: 1 });
  });
  it('filters not named are kept, unless replaceAll (a form submission) clears them and the search', () => {
    const q = query({ search: 'x', filters: { a: '1' } });
    expect({ ...applyFilters(q, { b: '2' }, false).filters }).toEqual({ a: '1', b: '2' });
    const replaced = applyFilters(q, { b: '2' }, true);
    expect({ ...replaced.filters }).toEqual({ b: '2' });
    expect(replaced.search).toBe('');
  });
  it('hostile field names are ordinary filters: __proto__, constructor and toString never reach a prototype', () => {
    const next = applyFilters(query(), JSON.parse('{"__proto__":"p","constructor":"c","toString":"t"}'), false);
    expect(Object.keys(next.filters).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(next.filters.constructor).toBe('c');
    expect(({} as Record<string, unknown>).p).toBeUndefined();
    const one = withFilter(query(), '__proto__', 'x');
    expect(Object.keys(one.filters)).toEqual(['__proto__']);
  });
});
