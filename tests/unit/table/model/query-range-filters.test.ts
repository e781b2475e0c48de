// Client-side range filters (spec "Filter bindings": pairs such as price_min/price_max and from/to).
import { describe, expect, it } from 'vitest';
import { filterRows, type FilterContext } from '../../../../src/table/model/query';
import { makeColumn } from '../../../../src/table/model/columns';

const columns = [
  makeColumn({ field: 'name' }),
  makeColumn({ field: 'price', type: 'number' }),
  makeColumn({ field: 'day', type: 'date' }),
];
const rows = [
  { name: 'a', price: 5, day: '2026-01-10' },
  { name: 'b', price: 15, day: '2026-02-10' },
  { name: 'c', price: 25, day: '2026-03-10' },
];
const ctx = (columnsOnly = false): FilterContext => ({
  columns, textOf: (r, c) => String(r[c.field] ?? ''), modeOf: () => 'contains', searchFields: [], columnsOnly,
});
const names = (r: Array<Record<string, unknown>>) => r.map((x) => x.name);

describe('range filters on the client', () => {
  it('<field>_min and <field>_max bound a number column inclusively', () => {
    expect(names(filterRows(rows, { price_min: '15' }, '', ctx()))).toEqual(['b', 'c']);
    expect(names(filterRows(rows, { price_min: '6', price_max: '15' }, '', ctx()))).toEqual(['b']);
  });

  it('from and to bound the first date column inclusively', () => {
    expect(names(filterRows(rows, { from: '2026-02-10', to: '2026-03-01' }, '', ctx()))).toEqual(['b']);
  });

  it('an unparseable bound is no filter', () => {
    expect(names(filterRows(rows, { price_min: 'abc' }, '', ctx()))).toEqual(['a', 'b', 'c']);
  });

  it('with a data-source, filters on unknown fields are left to the server', () => {
    expect(names(filterRows(rows, { category: 'x' }, '', ctx(true)))).toEqual(['a', 'b', 'c']);
    expect(names(filterRows(rows, { category: 'x' }, '', ctx(false)))).toEqual([]);
  });
});
