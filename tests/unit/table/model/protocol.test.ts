import { describe, expect, it } from 'vitest';
import { buildLoadUrl, normalizePayload } from '../../../../src/table/model/protocol';
import type { QueryState } from '../../../../src/table/model/types';

const BASE = 'http://localhost:8080/users.html';
const query = (q: Partial<QueryState> = {}): QueryState => ({ sort: [], search: '', filters: {}, page: 1, pageSize: 10, ...q });
const paramsOf = (url: string) => Object.fromEntries(new URL(url, BASE).searchParams);

describe('buildLoadUrl (spec "HTTP interactions" 1, design "Sort query parameter")', () => {
  it('carries page, pageSize, every non-empty filter by its name, search and sort', () => {
    const url = buildLoadUrl('/api/users', query({
      page: 3, pageSize: 25, search: 'bob',
      filters: { status: 'active', from: '2024-01-01', to: '2024-12-31', price_min: '10', price_max: '99' },
      sort: [{ field: 'name', dir: 'asc' }, { field: 'age', dir: 'desc' }],
    }), BASE);
    expect(paramsOf(url)).toEqual({
      page: '3', pageSize: '25', status: 'active', from: '2024-01-01', to: '2024-12-31', price_min: '10', price_max: '99',
      search: 'bob', sort: 'name asc,age desc',
    });
  });

  it('omits empty filters', () => {
    const url = buildLoadUrl('/api/users', query({ filters: { status: '', city: 'Oslo', role: null as unknown as string } }), BASE);
    const params = new URL(url, BASE).searchParams;
    expect(params.has('status')).toBe(false);
    expect(params.has('role')).toBe(false);
    expect(params.get('city')).toBe('Oslo');
  });

  it('omits a blank search and an empty sort; trims the search', () => {
    expect(paramsOf(buildLoadUrl('/api/users', query({ search: '   ' }), BASE))).toEqual({ page: '1', pageSize: '10' });
    expect(paramsOf(buildLoadUrl('/api/users', query({ search: '  ann ' }), BASE)).search).toBe('ann');
  });

  it('keeps the query string already in data-source', () => {
    const url = buildLoadUrl('/api/users?lang=en', query(), BASE);
    expect(paramsOf(url)).toEqual({ lang: 'en', page: '1', pageSize: '10' });
  });

  it('a same-origin source stays a path; another origin stays absolute', () => {
    expect(buildLoadUrl('/api/users', query(), BASE)).toBe('/api/users?page=1&pageSize=10');
    expect(buildLoadUrl('https://api.example.com/users', query(), BASE)).toBe('https://api.example.com/users?page=1&pageSize=10');
  });

  it('a relative source resolves against the page', () => {
    expect(buildLoadUrl('api/users', query(), 'http://localhost/app/page.html')).toBe('/app/api/users?page=1&pageSize=10');
  });

  it('filter values are URL-encoded', () => {
    const url = buildLoadUrl('/api/users', query({ filters: { q: 'a&b=c d' } }), BASE);
    expect(url).toContain('q=a%26b%3Dc+d');
    expect(new URL(url, BASE).searchParams.get('q')).toBe('a&b=c d');
  });
});

describe('normalizePayload: every response shape into rows + meta + columns + options + filters', () => {
  it('a rows array', () => {
    const raw = [{ id: 1 }, { id: 2 }];
    const p = normalizePayload(raw)!;
    expect(p.rows).toBe(raw);
    expect(p.raw).toBe(raw);
    expect(p.meta).toBeUndefined();
  });

  it('{data, meta, columns, options, filters}', () => {
    const raw = {
      data: [{ id: 1 }],
      meta: { page: 2, pageSize: 10, total: 35 },
      columns: [{ field: 'id', label: 'ID' }],
      options: { status: [{ value: 1, text: 'Active' }] },
      filters: { status: '1' },
    };
    const p = normalizePayload(raw)!;
    expect(p.rows).toBe(raw.data);
    expect(p.meta).toEqual({ page: 2, pageSize: 10, total: 35, totalPages: 4 });
    expect(p.columns).toBe(raw.columns);
    expect(p.options).toBe(raw.options);
    expect(p.filters).toBe(raw.filters);
    expect(p.raw).toBe(raw);
  });

  it('meta numbers may be strings, and totalPages from the server wins', () => {
    expect(normalizePayload({ data: [], meta: { page: '3', pageSize: '5', total: '12', totalPages: '9' } })!.meta)
      .toEqual({ page: 3, pageSize: 5, total: 12, totalPages: 9 });
  });

  it('meta aliases: currentPage, per_page, totalRecords, lastPage', () => {
    expect(normalizePayload({ data: [], meta: { currentPage: 2, per_page: 20, totalRecords: 41, lastPage: 3 } })!.meta)
      .toEqual({ page: 2, pageSize: 20, total: 41, totalPages: 3 });
  });

  it('{data: {data: [...]}}: rows and metadata are read from the inner object', () => {
    const raw = { success: true, data: { data: [{ id: 9 }], meta: { page: 1, pageSize: 1, total: 3 }, options: { a: {} } } };
    const p = normalizePayload(raw)!;
    expect(p.rows).toEqual([{ id: 9 }]);
    expect(p.meta).toEqual({ page: 1, pageSize: 1, total: 3, totalPages: 3 });
    expect(p.options).toEqual({ a: {} });
  });

  it("a dotted data-attr path 'result.items' finds the rows and its siblings", () => {
    const raw = { result: { items: [{ id: 1 }, { id: 2 }], meta: { total: 2 }, columns: [{ field: 'id' }] } };
    const p = normalizePayload(raw, 'result.items')!;
    expect(p.rows).toBe(raw.result.items);
    expect(p.columns).toBe(raw.result.columns);
    expect(p.meta).toMatchObject({ total: 2, page: 1 });
  });

  it('a data-attr path that finds nothing falls back to data', () => {
    const p = normalizePayload({ data: [{ id: 1 }] }, 'result.items')!;
    expect(p.rows).toEqual([{ id: 1 }]);
  });

  it('non-array columns and non-object options or filters are dropped', () => {
    const p = normalizePayload({ data: [], columns: 'x', options: [1], filters: null })!;
    expect(p.columns).toBeUndefined();
    expect(p.options).toBeUndefined();
    expect(p.filters).toBeUndefined();
  });

  it('null when no rows array is found', () => {
    expect(normalizePayload(null)).toBeNull();
    expect(normalizePayload('rows')).toBeNull();
    expect(normalizePayload(42)).toBeNull();
    expect(normalizePayload({})).toBeNull();
    expect(normalizePayload({ data: 'nope' })).toBeNull();
    expect(normalizePayload({ data: { data: {} } })).toBeNull();
    expect(normalizePayload({ result: { items: 'x' } }, 'result.items')).toBeNull();
  });

  it('a data-attr path never follows __proto__ (style #15)', () => {
    expect(normalizePayload({}, '__proto__.constructor')).toBeNull();
  });
});

describe('Hardening 5: server meta numbers are clamped to sane whole numbers', () => {
  it('a negative, huge or fractional page, page size or total is clamped and reported', () => {
    const problems: string[] = [];
    const meta = normalizePayload({ data: [], meta: { page: -5999999999, pageSize: 99999999999, total: 1e308, totalPages: 2.5 } }, null, (p) => problems.push(p))!.meta;
    expect(meta).toEqual({ page: 1, pageSize: 10_000, total: 1_000_000_000, totalPages: 2 });
    expect(problems).toEqual([
      'meta.pageSize 99999999999 is out of range — 10000 used',
      'meta.total 1e+308 is out of range — 1000000000 used',
      'meta.page -5999999999 is out of range — 1 used',
      'meta.totalPages 2.5 is out of range — 2 used',
    ]);
  });

  it('sane values pass unreported', () => {
    const problems: string[] = [];
    normalizePayload({ data: [], meta: { page: 3, pageSize: 25, total: 1000 } }, null, (p) => problems.push(p));
    expect(problems).toEqual([]);
  });
});

describe('Hardening 4: rows that are not objects are dropped; a repeated object becomes its own row', () => {
  it('null, strings, numbers and arrays are dropped with one report', () => {
    const problems: string[] = [];
    const a = { id: 1 };
    const p = normalizePayload([a, null, 'x', 3, [1], { id: 2 }], null, (m) => problems.push(m))!;
    expect(p.rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(p.rows[0]).toBe(a);
    expect(problems).toEqual(['4 rows are not an object — dropped']);
  });

  it('the same object twice: the second is a copy, so both rows render', () => {
    const a = { id: 1, name: 'A' };
    const p = normalizePayload({ data: [a, a, a] })!;
    expect(p.rows).toHaveLength(3);
    expect(new Set(p.rows).size).toBe(3);
    expect(p.rows[0]).toBe(a);
    expect(p.rows[2]).toEqual(a);
  });

  it('well-formed rows come back as the very same array (nothing to do)', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    expect(normalizePayload(rows)!.rows).toBe(rows);
    expect(normalizePayload({ data: rows })!.rows).toBe(rows);
  });
});
