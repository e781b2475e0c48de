// URL state encoding (spec data-url-params; design.md "Sort query parameter", "URL state").
import { describe, expect, it } from 'vitest';
import { readQuery } from '../../../../src/table/model/url-state';
import { sameQuery, writeQuery } from '../../../../src/table/model/url-write';
import type { QueryState } from '../../../../src/table/model/types';

const defaults: QueryState = { page: 1, pageSize: 10, sort: [{ field: 'name', dir: 'asc' }], search: '', filters: {} };
const keys = { prefix: '', filterNames: ['status', 'department', 'salary_min'] };

describe('writeQuery', () => {
  it('uses the request names page, pageSize, sort ("field asc,other desc"), search and filters by name', () => {
    const q: QueryState = { page: 3, pageSize: 25, sort: [{ field: 'salary', dir: 'desc' }, { field: 'name', dir: 'asc' }],
      search: 'ann', filters: { status: 'active', salary_min: '5000', department: '' } };
    const p = writeQuery(new URLSearchParams(), q, defaults, keys);
    expect(Object.fromEntries(p)).toEqual({ page: '3', pageSize: '25', sort: 'salary desc,name asc', search: 'ann', status: 'active', salary_min: '5000' });
  });

  it('leaves out values equal to the defaults', () => {
    expect(writeQuery(new URLSearchParams(), defaults, defaults, keys).toString()).toBe('');
  });

  it("keeps other parameters of the page and replaces only this table's keys", () => {
    const p = writeQuery(new URLSearchParams('utm=x&status=old&page=4'), { ...defaults, filters: { status: 'new' } }, defaults, keys);
    expect(Object.fromEntries(p)).toEqual({ utm: 'x', status: 'new' });
  });

  it('prefixes every key for a table after the first', () => {
    const p = writeQuery(new URLSearchParams('page=2'), { ...defaults, page: 5 }, defaults, { ...keys, prefix: 'orders.' });
    expect(Object.fromEntries(p)).toEqual({ page: '2', 'orders.page': '5' });
  });
});

describe('readQuery', () => {
  it('restores what writeQuery wrote', () => {
    const q: QueryState = { page: 2, pageSize: 50, sort: [{ field: 'hired', dir: 'desc' }], search: 'x', filters: { department: 'Sales' } };
    const back = readQuery(writeQuery(new URLSearchParams(), q, defaults, keys), defaults, keys);
    expect(back).toEqual(q);
  });

  it('reads only filters the table owns (unrelated URL parameters are not filters)', () => {
    expect(readQuery(new URLSearchParams('id=5&status=active'), defaults, keys).filters).toEqual({ status: 'active' });
  });

  it('falls back to defaults for malformed page numbers', () => {
    const q = readQuery(new URLSearchParams('page=-2&pageSize=abc'), defaults, keys);
    expect(q.page).toBe(1);
    expect(q.pageSize).toBe(10);
  });

  it('ignores keys of another table', () => {
    expect(readQuery(new URLSearchParams('orders.page=4'), defaults, keys).page).toBe(1);
    expect(readQuery(new URLSearchParams('orders.page=4'), defaults, { ...keys, prefix: 'orders.' }).page).toBe(4);
  });
});

describe('sameQuery', () => {
  it('ignores empty filters and compares sort order', () => {
    expect(sameQuery({ ...defaults, filters: { a: '' } }, defaults)).toBe(true);
    expect(sameQuery({ ...defaults, sort: [{ field: 'name', dir: 'desc' }] }, defaults)).toBe(false);
  });
});

describe('hostile filter names in the URL', () => {
  it('__proto__, constructor and toString are read as ordinary filters', () => {
    const names = ['__proto__', 'constructor', 'toString'];
    const q = readQuery(new URLSearchParams('__proto__=p&constructor=c&toString=t'), defaults, { prefix: '', filterNames: names });
    expect(Object.keys(q.filters).sort()).toEqual([...names].sort());
    expect(q.filters.constructor).toBe('c');
    expect(Object.getPrototypeOf(q.filters)).toBeNull();
  });
});

describe('Hardening 5: URL page and pageSize are clamped to sane whole numbers', () => {
  it.each([
    ['page=1e308', { page: 1_000_000 }, 'URL parameter page=1e308 is out of range — 1000000 used'],
    ['page=-3', { page: 1 }, 'URL parameter page=-3 is out of range — 1 used'],
    ['pageSize=99999999999', { pageSize: 10_000 }, 'URL parameter pageSize=99999999999 is out of range — 10000 used'],
    ['page=2.5', { page: 2 }, 'URL parameter page=2.5 is out of range — 2 used'],
  ])('%s', (search, expected, problem) => {
    const problems: string[] = [];
    expect(readQuery(new URLSearchParams(search), defaults, keys, (p) => problems.push(p))).toMatchObject(expected);
    expect(problems).toEqual([problem]);
  });

  it('words are ignored silently (the default applies)', () => {
    const problems: string[] = [];
    expect(readQuery(new URLSearchParams('page=abc&pageSize=x'), defaults, keys, (p) => problems.push(p))).toMatchObject({ page: 1, pageSize: 10 });
    expect(problems).toEqual([]);
  });
});
