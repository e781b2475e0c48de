// Haystack arrays for substring filters and search (src/table/model/haystacks.ts).
import { describe, expect, it, vi } from 'vitest';
import { cellHaystack, createHaystackCache, fillHaystacks, haystackArray } from '../../../../src/table/model/haystacks';
import { createViewComputer, typedColumns, type FilterContext } from '../../../../src/table/model/query';
import { makeColumn } from '../../../../src/table/model/columns';
import type { QueryState, Row } from '../../../../src/table/model/types';

const rows: Row[] = [
  { id: 1, name: 'Émile ZOLA', team: 'a', deep: { city: 'Paris' } },
  { id: 2, name: null, team: 'b', deep: null },
  { id: 3, name: 42, team: 'zz' },
  { id: 4, team: 'a', deep: { city: 'Lyon' } },
];
const labels: Record<string, string> = { a: 'Alpha', b: 'Beta' };
const ctx = (over: Partial<FilterContext> = {}): FilterContext => ({
  columns: [], searchFields: [], modeOf: () => 'contains',
  textOf: (row, column) => (column.field === 'team' ? labels[String(row.team)] ?? String(row.team) : String(row[column.field] ?? '')),
  ...over,
});

describe('haystackArray', () => {
  it('is the same text cellHaystack gives each row: raw value, plus display text for formatted columns, nested fields', () => {
    for (const column of [makeColumn({ field: 'name' }), makeColumn({ field: 'team', format: 'lookup' }), makeColumn({ field: 'deep.city' }), makeColumn({ field: 'missing' })]) {
      const c = ctx();
      expect(haystackArray(rows, column, c)).toEqual(rows.map((row) => cellHaystack(row, column, c.textOf)));
    }
  });

  it('does not read inherited properties such as constructor', () => {
    expect(haystackArray([{}], makeColumn({ field: 'constructor' }), ctx())).toEqual(['']);
    expect(haystackArray([{ a: {} }], makeColumn({ field: 'a.constructor' }), ctx())).toEqual(['']);
  });
});

describe('fillHaystacks: one slice', () => {
  it('appends the haystacks of the next rows up to `to`; slices in any sizes give the whole array', () => {
    const team = makeColumn({ field: 'team', format: 'lookup' });
    const c = ctx();
    const whole = haystackArray(rows, team, c);
    for (const sizes of [[1, 1, 1, 1], [3, 1], [4], [2, 0, 2]]) {
      const texts: string[] = [];
      let to = 0;
      for (const n of sizes) {
        to += n;
        expect(fillHaystacks(rows, team, c.textOf, texts, to)).toBe(to);
      }
      expect(texts).toEqual(whole);
    }
  });
});

describe('createHaystackCache', () => {
  it('builds a column once per rows and display texts', () => {
    const textOf = vi.fn(ctx().textOf);
    const c = ctx({ textOf, textVersion: 1 });
    const team = makeColumn({ field: 'team', format: 'lookup' });
    const cache = createHaystackCache();
    expect(cache.arrays(rows, c)(team)).toEqual(['a\u0001alpha', 'b\u0001beta', 'zz\u0001zz', 'a\u0001alpha']);
    const reads = textOf.mock.calls.length;
    expect(cache.arrays(rows, c)(team)).toEqual(['a\u0001alpha', 'b\u0001beta', 'zz\u0001zz', 'a\u0001alpha']);
    expect(textOf.mock.calls.length).toBe(reads);
    cache.arrays(rows, { ...c, textVersion: 2 })(team);
    expect(textOf.mock.calls.length).toBe(reads * 2);
    cache.arrays([...rows], { ...c, textVersion: 2 })(team);
    expect(textOf.mock.calls.length).toBe(reads * 3);
  });

  it('warm() builds slice by slice while more() holds, goes on where it stopped, and gives what arrays() would', () => {
    const many: Row[] = Array.from({ length: 1234 }, (_, i) => ({ id: i, name: `Name ${i}`, team: i % 3 ? 'a' : 'b' }));
    const columns = [makeColumn({ field: 'name' }), makeColumn({ field: 'team', format: 'lookup' })];
    const c = ctx({ columns, textVersion: 1 });
    const cache = createHaystackCache();
    let budget = 1;
    const more = () => budget-- > 0;
    expect(cache.warm(many, c, columns, more)).toBe(false);
    budget = 2;
    expect(cache.warm(many, c, columns, more)).toBe(false);
    budget = Infinity;
    expect(cache.warm(many, c, columns, more)).toBe(true);
    const textOf = vi.fn(c.textOf);
    const warmed = cache.arrays(many, { ...c, textOf });
    // Complete: reading them builds nothing.
    expect(columns.map(warmed)).toEqual(columns.map((col) => haystackArray(many, col, c)));
    expect(textOf).not.toHaveBeenCalled();
    expect(cache.warm(many, c, columns, () => false)).toBe(true);
  });

  it('a column warmed in part is finished by arrays(), with the same result', () => {
    const many: Row[] = Array.from({ length: 1500 }, (_, i) => ({ id: i, name: `N${i}` }));
    const name = makeColumn({ field: 'name' });
    const c = ctx({ columns: [name] });
    const cache = createHaystackCache();
    let budget = 1;
    expect(cache.warm(many, c, [name], () => budget-- > 0)).toBe(false);
    expect(cache.arrays(many, c)(name)).toEqual(haystackArray(many, name, c));
  });
});

describe('typedColumns', () => {
  const columns = [
    makeColumn({ field: 'id', type: 'number' }), makeColumn({ field: 'name', filter: true }),
    makeColumn({ field: 'team', filter: true }), makeColumn({ field: 'city' }), makeColumn({ field: '', autoNumber: true }),
  ];
  it('the search columns when the table can be searched, and the columns with a substring filter input', () => {
    const c = ctx({ columns, modeOf: (f) => (f === 'team' ? 'equals' : 'contains') });
    const hasInput = (col: { filter?: boolean }) => !!col.filter;
    expect(typedColumns(c, false, hasInput).map((col) => col.field)).toEqual(['name']);
    expect(typedColumns(c, true, hasInput).map((col) => col.field)).toEqual(['id', 'name', 'team', 'city']);
    expect(typedColumns({ ...c, searchFields: ['city', 'nowhere'] }, true, hasInput).map((col) => col.field)).toEqual(['name', 'city']);
  });
});

describe('filtering a sorted view', () => {
  const query = (q: Partial<QueryState>): QueryState => ({ sort: [], search: '', filters: {}, page: 1, pageSize: 0, ...q });
  it('gives the rows a filter over the sorted rows gives, in sorted order, before and after a new sort', () => {
    const names = ['kowalski b', 'adams', 'kowalski a', 'zed', 'Kowalski c', 'baker'];
    const many: Row[] = names.map((name, id) => ({ id, name, n: names.length - id }));
    const columns = [makeColumn({ field: 'name' }), makeColumn({ field: 'n', type: 'number' })];
    const c = ctx({ columns });
    const compute = createViewComputer(new Intl.Collator('en', { numeric: true, sensitivity: 'base' }));
    const asc = compute(many, query({ sort: [{ field: 'name', dir: 'asc' }], filters: { name: 'kow' } }), c);
    expect(asc.ordered.map((r) => r.name)).toEqual(['kowalski a', 'kowalski b', 'Kowalski c']);
    const byN = compute(many, query({ sort: [{ field: 'n', dir: 'asc' }], filters: { name: 'kow' } }), c);
    expect(byN.ordered.map((r) => r.name)).toEqual(['Kowalski c', 'kowalski a', 'kowalski b']);
    const several = compute(many, query({ sort: [{ field: 'name', dir: 'desc' }, { field: 'n', dir: 'asc' }], filters: { name: 'a' } }), c);
    expect(several.ordered.map((r) => r.name)).toEqual(['Kowalski c', 'kowalski b', 'kowalski a', 'baker', 'adams']);
  });
});
