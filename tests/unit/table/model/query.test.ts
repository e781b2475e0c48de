import { describe, expect, it, vi } from 'vitest';
import { createViewComputer, filterRows, narrows, pageRows, sameFilters, type FilterContext } from '../../../../src/table/model/query';
import { makeColumn } from '../../../../src/table/model/columns';
import type { ColumnDef, FilterMode, QueryState, Row } from '../../../../src/table/model/types';

const STATUS_LABELS: Record<string, string> = { '1': 'Active', '0': 'Blocked' };

const columns: ColumnDef[] = [
  makeColumn({ field: 'id', type: 'number' }),
  makeColumn({ field: 'name' }),
  makeColumn({ field: 'status', format: 'lookup' }),
  makeColumn({ field: 'city' }),
  makeColumn({ field: '', autoNumber: true }),
];

const rows: Row[] = [
  { id: 1, name: 'Alice Smith', status: '1', city: 'Oslo', tags: ['admin', 'ops'] },
  { id: 2, name: 'Bob Inactive', status: '0', city: 'Bergen', tags: ['ops'] },
  { id: 3, name: 'Carol', status: '1', city: 'Oslo', tags: [] },
  { id: 4, name: 'Dave', status: '0', city: 'Trondheim', tags: ['dev'] },
];

function ctx(overrides: Partial<FilterContext> & { modes?: Record<string, FilterMode> } = {}): FilterContext {
  const modes = overrides.modes ?? {};
  return {
    columns,
    searchFields: [],
    modeOf: (field) => modes[field] ?? 'contains',
    // Display text: lookup labels for status (as the store does), the raw value otherwise.
    textOf: (row, column) => (column.field === 'status' ? STATUS_LABELS[String(row.status)] ?? '' : String(row[column.field] ?? '')),
    ...overrides,
  };
}
const ids = (list: Row[]) => list.map((r) => r.id);

describe('filterRows: a stage with nothing to do returns its input (style #1)', () => {
  it('returns the same array with no filters and no search', () => {
    expect(filterRows(rows, {}, '', ctx())).toBe(rows);
  });

  it('an empty filter value means no filter, and a blank search is no search', () => {
    expect(filterRows(rows, { city: '', status: '' }, '   ', ctx())).toBe(rows);
  });
});

describe('filterRows: filters', () => {
  it("'contains' mode matches a case-insensitive substring of the value", () => {
    expect(ids(filterRows(rows, { name: 'INACT' }, '', ctx()))).toEqual([2]);
  });

  it("'contains' mode also matches the display text (a lookup label)", () => {
    expect(ids(filterRows(rows, { status: 'block' }, '', ctx()))).toEqual([2, 4]);
  });

  it("'equals' mode (select filters) matches the whole value only, case-insensitively", () => {
    const equals = ctx({ modes: { city: 'equals' } });
    expect(ids(filterRows(rows, { city: 'oslo' }, '', equals))).toEqual([1, 3]);
    expect(ids(filterRows(rows, { city: 'osl' }, '', equals))).toEqual([]);
  });

  it("'equals' on an array field matches when any element equals the value", () => {
    const equals = ctx({ modes: { tags: 'equals' } });
    expect(ids(filterRows(rows, { tags: 'ops' }, '', equals))).toEqual([1, 2]);
  });

  it('every non-empty filter must match (AND)', () => {
    expect(ids(filterRows(rows, { city: 'Oslo', name: 'car' }, '', ctx()))).toEqual([3]);
  });

  it('a filter on a field that is not a column still filters by the raw value', () => {
    expect(ids(filterRows(rows, { tags: 'dev' }, '', ctx()))).toEqual([4]);
  });
});

describe('filterRows: search', () => {
  it('matches any column with a field when no search columns are given', () => {
    expect(ids(filterRows(rows, {}, 'bergen', ctx()))).toEqual([2]);
    expect(ids(filterRows(rows, {}, 'alice', ctx()))).toEqual([1]);
  });

  it('matches the display text (lookup label) of a column', () => {
    expect(ids(filterRows(rows, {}, 'active', ctx()))).toEqual([1, 2, 3]);
  });

  it('is trimmed and case-insensitive', () => {
    expect(ids(filterRows(rows, {}, '  TRONDHEIM ', ctx()))).toEqual([4]);
  });

  it('with data-search-columns, only those fields are searched', () => {
    const nameOnly = ctx({ searchFields: ['name'] });
    expect(ids(filterRows(rows, {}, 'oslo', nameOnly))).toEqual([]);
    expect(ids(filterRows(rows, {}, 'dave', nameOnly))).toEqual([4]);
  });

  it('combines with filters', () => {
    expect(ids(filterRows(rows, { city: 'Oslo' }, 'alice', ctx()))).toEqual([1]);
  });
});

describe('pageRows', () => {
  const many = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));

  it('pageSize 0 means one page holding every row, returned as is', () => {
    const out = pageRows(many, 3, 0);
    expect(out.rows).toBe(many);
    expect(out).toMatchObject({ page: 1, totalPages: 1, offset: 0 });
  });

  it('returns the requested page and its offset', () => {
    const out = pageRows(many, 2, 10);
    expect(ids(out.rows)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(out).toMatchObject({ page: 2, totalPages: 3, offset: 10 });
  });

  it('the last page holds the remainder', () => {
    expect(ids(pageRows(many, 3, 10).rows)).toEqual([21, 22, 23]);
  });

  it('clamps a page past the end to the last page', () => {
    const out = pageRows(many, 99, 10);
    expect(out.page).toBe(3);
    expect(ids(out.rows)).toEqual([21, 22, 23]);
  });

  it('clamps page 0, negative and NaN to page 1', () => {
    for (const p of [0, -4, Number.NaN]) {
      const out = pageRows(many, p, 10);
      expect(out.page).toBe(1);
      expect(out.offset).toBe(0);
    }
  });

  it('no rows is one empty page', () => {
    expect(pageRows([], 1, 10)).toEqual({ rows: [], page: 1, totalPages: 1, offset: 0 });
  });

  it('rows that fit on one page are returned as is', () => {
    const few = many.slice(0, 5);
    expect(pageRows(few, 1, 10).rows).toBe(few);
  });
});

describe('createViewComputer: sort, then filter and search, then page', () => {
  const query = (q: Partial<QueryState>): QueryState => ({ sort: [], search: '', filters: {}, page: 1, pageSize: 0, ...q });

  it('computes rows, totals, pages and the ordered (filtered, sorted) rows', () => {
    const compute = createViewComputer(new Intl.Collator('en', { numeric: true, sensitivity: 'base' }));
    const view = compute(rows, query({ sort: [{ field: 'id', dir: 'desc' }], filters: { city: 'o' }, page: 2, pageSize: 2 }), ctx());
    // city contains 'o': Oslo (1), Bergen? no; Oslo (3), Trondheim (4) -> sorted desc: 4, 3, 1
    expect(ids(view.ordered)).toEqual([4, 3, 1]);
    expect(ids(view.rows)).toEqual([1]);
    expect(view).toMatchObject({ total: 4, filtered: 3, page: 2, pageSize: 2, totalPages: 2, offset: 2 });
  });

  it('sorts by the column type: a number column sorts numerically', () => {
    const compute = createViewComputer(new Intl.Collator('en'));
    const data: Row[] = [{ id: '10' }, { id: '9' }, { id: '100' }];
    expect(ids(compute(data, query({ sort: [{ field: 'id', dir: 'asc' }] }), ctx()).rows)).toEqual(['9', '10', '100']);
  });

  it('sorts by a column found through its sort field (data-sort)', () => {
    const cols = [makeColumn({ field: 'label', sortField: 'amount', type: 'number' })];
    const compute = createViewComputer(new Intl.Collator('en'));
    const data: Row[] = [{ id: 1, amount: '20' }, { id: 2, amount: '3' }];
    const view = compute(data, query({ sort: [{ field: 'amount', dir: 'asc' }] }), ctx({ columns: cols }));
    expect(ids(view.rows)).toEqual([2, 1]);
  });

  it('a filter or page change over the same rows and sort does not sort again', () => {
    const real = new Intl.Collator('en');
    const compare = vi.fn((a: string, b: string) => real.compare(a, b));
    const compute = createViewComputer({ compare } as unknown as Intl.Collator);
    const sort = [{ field: 'name', dir: 'asc' as const }];
    compute(rows, query({ sort }), ctx());
    const calls = compare.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    const view = compute(rows, query({ sort: [{ field: 'name', dir: 'asc' }], filters: { city: 'Oslo' }, page: 1, pageSize: 1 }), ctx());
    expect(compare.mock.calls.length).toBe(calls);
    expect(ids(view.rows)).toEqual([1]);
  });

  // Sort keys are precomputed once per (rows, field): flipping the direction compares numbers only.
  it('a new direction reuses the sort keys; a new rows array computes them again', () => {
    const real = new Intl.Collator('en');
    const compare = vi.fn((a: string, b: string) => real.compare(a, b));
    const compute = createViewComputer({ compare } as unknown as Intl.Collator);
    compute(rows, query({ sort: [{ field: 'name', dir: 'asc' }] }), ctx());
    const first = compare.mock.calls.length;
    const view = compute(rows, query({ sort: [{ field: 'name', dir: 'desc' }] }), ctx());
    expect(compare.mock.calls.length).toBe(first);
    expect(ids(view.rows)).toEqual([4, 3, 2, 1]);
    const second = compare.mock.calls.length;
    const copy = [...rows].reverse();
    compute(copy, query({ sort: [{ field: 'name', dir: 'desc' }] }), ctx());
    expect(compare.mock.calls.length).toBeGreaterThan(second);
  });

  it('with no sort, filters or paging the view rows are the input rows', () => {
    const compute = createViewComputer(new Intl.Collator('en'));
    const view = compute(rows, query({}), ctx());
    expect(view.rows).toBe(rows);
    expect(view).toMatchObject({ total: 4, filtered: 4, page: 1, totalPages: 1, offset: 0 });
  });
});

describe('incremental filtering while typing', () => {
  const query = (q: Partial<QueryState>): QueryState => ({ sort: [], search: '', filters: {}, page: 1, pageSize: 0, ...q });
  // Typing "Name 12" then "Name 123" filters the rows the first value kept; results must equal a full filter.
  it('a narrowing filter gives the same rows as filtering everything, and a widening one starts over', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Name ${i}` }));
    const compute = createViewComputer(new Intl.Collator('en'));
    const c = ctx();
    const q = (name: string) => query({ filters: { name } });
    expect(compute(many, q('1'), c).filtered).toBe(many.filter((r) => r.name.includes('1')).length);
    expect(ids(compute(many, q('12'), c).ordered)).toEqual(many.filter((r) => r.name.includes('12')).map((r) => r.id));
    expect(ids(compute(many, q('123'), c).ordered)).toEqual([123]);
    expect(compute(many, q('2'), c).filtered).toBe(many.filter((r) => r.name.includes('2')).length);
  });

  it('a narrowing search over a sorted view keeps the sort order and gives what a full filter gives', () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Name ${(i * 37) % 400}`, city: i % 5 ? 'Oslo' : 'Kowloon' }));
    const compute = createViewComputer(new Intl.Collator('en', { numeric: true }));
    const c = ctx();
    const sort = [{ field: 'name', dir: 'desc' as const }];
    const full = (search: string) => ids(filterRows(compute(many, query({ sort }), c).ordered, {}, search, c));
    for (const search of ['k', 'ko', 'kow', 'kowl', '1', '12', 'name 12']) {
      expect(ids(compute(many, query({ sort, search }), c).ordered)).toEqual(full(search));
    }
  });

  it('narrows(): only substring filters that contain the previous value, same fields, wider search no', () => {
    const c = ctx();
    expect(narrows({ filters: { name: 'ab' }, search: '' }, { filters: { name: 'abc' }, search: '' }, c)).toBe(true);
    expect(narrows({ filters: { name: 'abc' }, search: '' }, { filters: { name: 'ab' }, search: '' }, c)).toBe(false);
    expect(narrows({ filters: {}, search: 'a' }, { filters: { name: 'x' }, search: 'a' }, c)).toBe(false);
    expect(narrows({ filters: {}, search: 'a' }, { filters: {}, search: 'ab' }, c)).toBe(true);
  });

  it('a page change with the same filters reuses the filtered rows (no filter pass)', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ id: i, name: `Name ${i % 7}` }));
    const c = ctx();
    const compute = createViewComputer(new Intl.Collator('en'));
    const first = compute(many, query({ filters: { name: '3' }, page: 1, pageSize: 5 }), c);
    const second = compute(many, query({ filters: { name: '3' }, page: 2, pageSize: 5 }), c);
    // The same array: a filter pass always makes a new one.
    expect(second.ordered).toBe(first.ordered);
    expect(ids(second.rows)).toEqual(many.filter((r) => r.name.includes('3')).slice(5, 10).map((r) => r.id));
    // New display text (textVersion) means the filter runs again.
    const third = compute(many, query({ filters: { name: '3' }, page: 2, pageSize: 5 }), { ...c, textVersion: 2 });
    expect(third.ordered).not.toBe(first.ordered);
    expect(third.ordered).toEqual(first.ordered);
  });

  it('sameFilters(): empty values are no filter; any other difference is a change', () => {
    expect(sameFilters({ filters: { a: 'x', b: '' }, search: ' s' }, { filters: { a: 'x' }, search: 's' })).toBe(true);
    expect(sameFilters({ filters: { a: 'x' }, search: '' }, { filters: { a: 'xy' }, search: '' })).toBe(false);
    expect(sameFilters({ filters: { a: 'x' }, search: '' }, { filters: { a: 'x', b: 'y' }, search: '' })).toBe(false);
    expect(sameFilters({ filters: {}, search: 'a' }, { filters: {}, search: 'ab' })).toBe(false);
  });
});
