// Haystack arrays for substring filters and search (src/table/model/haystacks.ts).
import { describe, expect, it, vi } from 'vitest';
import { cellHaystack, createHaystackCache, haystackArray } from '../../../../src/table/model/haystacks';
import { createViewComputer, type FilterContext } from '../../../../src/table/model/query';
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

describe('createHaystackCache', () => {
  it('builds a column once per rows and display texts; a sort order only reorders it', () => {
    const textOf = vi.fn(ctx().textOf);
    const c = ctx({ textOf, textVersion: 1 });
    const team = makeColumn({ field: 'team', format: 'lookup' });
    const arraysFor = createHaystackCache();
    expect(arraysFor(rows, null, c)(team)).toEqual(['a\u0001alpha', 'b\u0001beta', 'zz\u0001zz', 'a\u0001alpha']);
    const reads = textOf.mock.calls.length;
    expect(arraysFor(rows, Int32Array.from([3, 2, 1, 0]), c)(team)).toEqual(['a\u0001alpha', 'zz\u0001zz', 'b\u0001beta', 'a\u0001alpha']);
    expect(textOf.mock.calls.length).toBe(reads);
    arraysFor(rows, null, { ...c, textVersion: 2 })(team);
    expect(textOf.mock.calls.length).toBe(reads * 2);
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
