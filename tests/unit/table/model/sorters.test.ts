import { describe, expect, it } from 'vitest';
import { formatSortSpec, parseSortSpec, sortKeys, sortRows } from '../../../../src/table/model/sorters';
import { fieldValue } from '../../../../src/table/model/fields';
import type { ColumnType, Row, SortKey } from '../../../../src/table/model/types';

// The collator the table store builds (store.svelte.ts): numeric, case- and accent-insensitive.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const typed = (types: Record<string, ColumnType>) => (field: string): ColumnType => types[field] ?? 'text';
const asc = (field: string): SortKey => ({ field, dir: 'asc' });
const desc = (field: string): SortKey => ({ field, dir: 'desc' });
const pluck = (rows: Row[], field = 'v') => rows.map((r) => r[field]);
const rowsOf = (...values: unknown[]): Row[] => values.map((v, i) => ({ i, v }));

describe('sortRows: a stage with nothing to do returns its input (style #1)', () => {
  it('returns the same array when no sort key is given', () => {
    const rows = rowsOf(3, 1, 2);
    expect(sortRows(rows, [], typed({}), collator)).toBe(rows);
  });

  it('returns the same array when there are fewer than two rows', () => {
    const rows = rowsOf(1);
    expect(sortRows(rows, [asc('v')], typed({}), collator)).toBe(rows);
  });

  it('never mutates the input array when it sorts', () => {
    const rows = rowsOf(3, 1, 2);
    const sorted = sortRows(rows, [asc('v')], typed({ v: 'number' }), collator);
    expect(pluck(sorted)).toEqual([1, 2, 3]);
    expect(pluck(rows)).toEqual([3, 1, 2]);
  });
});

describe('numbers sort as numbers', () => {
  it('orders numeric strings and numbers by value, not by text', () => {
    const rows = rowsOf('10', '9', '100', 2.5, '-1', 0);
    expect(pluck(sortRows(rows, [asc('v')], typed({ v: 'number' }), collator))).toEqual(['-1', 0, 2.5, '9', '10', '100']);
  });

  it('descending reverses the numeric order', () => {
    const rows = rowsOf('10', '9', '100', 2.5);
    expect(pluck(sortRows(rows, [desc('v')], typed({ v: 'number' }), collator))).toEqual(['100', '10', '9', 2.5]);
  });
});

describe('dates sort as dates', () => {
  it('orders ISO date strings and Date objects chronologically', () => {
    const rows = rowsOf('2024-01-10', new Date(2023, 11, 31), '2024-01-05', '2023-02-01T08:00:00');
    const sorted = sortRows(rows, [asc('v')], typed({ v: 'date' }), collator);
    expect(sorted.map((r) => r.i)).toEqual([3, 1, 2, 0]);
  });

  it('descending puts the latest date first', () => {
    const rows = rowsOf('2024-01-10', '2024-01-05', '2024-12-01');
    expect(pluck(sortRows(rows, [desc('v')], typed({ v: 'date' }), collator))).toEqual(['2024-12-01', '2024-01-10', '2024-01-05']);
  });
});

describe('text sorts with locale-aware collation', () => {
  it("puts 'item 9' before 'item 10' (numeric collation)", () => {
    const rows = rowsOf('item 10', 'item 9', 'item 1', 'item 100');
    expect(pluck(sortRows(rows, [asc('v')], typed({}), collator))).toEqual(['item 1', 'item 9', 'item 10', 'item 100']);
  });

  it('places accented letters with their base letter, not after z', () => {
    const rows = rowsOf('Zoe', 'Émile', 'Emma', 'Eli');
    expect(pluck(sortRows(rows, [asc('v')], typed({}), collator))).toEqual(['Eli', 'Émile', 'Emma', 'Zoe']);
  });

  it('ignores case when ordering text', () => {
    const rows = rowsOf('banana', 'Apple', 'cherry');
    expect(pluck(sortRows(rows, [asc('v')], typed({}), collator))).toEqual(['Apple', 'banana', 'cherry']);
  });
});

describe('empty values sort last in both directions', () => {
  for (const [type, values, ascOrder] of [
    ['text', ['b', null, 'a', '', undefined, 'c'], ['a', 'b', 'c']],
    ['number', [2, null, 1, '', undefined, 3], [1, 2, 3]],
    ['date', ['2024-01-02', null, '2024-01-01', '', undefined, '2024-01-03'], ['2024-01-01', '2024-01-02', '2024-01-03']],
  ] as const) {
    it(`${type}: empties after every value ascending`, () => {
      const sorted = pluck(sortRows(rowsOf(...values), [asc('v')], typed({ v: type }), collator));
      expect(sorted.slice(0, 3)).toEqual(ascOrder);
      expect(sorted.slice(3).every((v) => v === null || v === undefined || v === '')).toBe(true);
    });

    it(`${type}: empties after every value descending`, () => {
      const sorted = pluck(sortRows(rowsOf(...values), [desc('v')], typed({ v: type }), collator));
      expect(sorted.slice(0, 3)).toEqual([...ascOrder].reverse());
      expect(sorted.slice(3).every((v) => v === null || v === undefined || v === '')).toBe(true);
    });
  }

  it('a row without the field at all counts as empty', () => {
    const rows: Row[] = [{ id: 1 }, { id: 2, v: 5 }, { id: 3, v: 1 }];
    expect(sortRows(rows, [desc('v')], typed({ v: 'number' }), collator).map((r) => r.id)).toEqual([2, 3, 1]);
  });

  it('empty rows keep their input order among themselves', () => {
    const rows = rowsOf(null, 1, '', undefined);
    expect(sortRows(rows, [asc('v')], typed({ v: 'number' }), collator).map((r) => r.i)).toEqual([1, 0, 2, 3]);
  });
});

describe('sorting is stable', () => {
  it('rows with equal keys keep their input order ascending', () => {
    const rows = rowsOf('b', 'a', 'b', 'a', 'b');
    expect(sortRows(rows, [asc('v')], typed({}), collator).map((r) => r.i)).toEqual([1, 3, 0, 2, 4]);
  });

  it('rows with equal keys keep their input order descending', () => {
    const rows = rowsOf(1, 2, 1, 2);
    expect(sortRows(rows, [desc('v')], typed({ v: 'number' }), collator).map((r) => r.i)).toEqual([1, 3, 0, 2]);
  });

  // The collator is case- and accent-insensitive, so 'B' and 'b' compare equal: a stable sort keeps them in input order.
  // Regression: collator-equal strings got distinct ranks.
  it('text equal under the collator (case variants) keeps its input order', () => {
    const rows = rowsOf('B', 'b', 'B', 'a');
    expect(sortRows(rows, [asc('v')], typed({}), collator).map((r) => r.i)).toEqual([3, 0, 1, 2]);
  });
});

describe('several sort keys: the first wins, the next breaks ties', () => {
  it('sorts by the second key within equal first keys', () => {
    const rows: Row[] = [
      { dept: 'Sales', age: 40 }, { dept: 'IT', age: 30 }, { dept: 'Sales', age: 25 }, { dept: 'IT', age: 50 },
    ];
    const sorted = sortRows(rows, [asc('dept'), desc('age')], typed({ age: 'number' }), collator);
    expect(sorted.map((r) => `${r.dept}:${r.age}`)).toEqual(['IT:50', 'IT:30', 'Sales:40', 'Sales:25']);
  });

  it('the second key has its own direction and type', () => {
    const rows: Row[] = [
      { g: 'x', n: '10' }, { g: 'x', n: '9' }, { g: 'a', n: '100' },
    ];
    const sorted = sortRows(rows, [desc('g'), asc('n')], typed({ n: 'number' }), collator);
    expect(sorted.map((r) => r.n)).toEqual(['9', '10', '100']);
  });

  // 'Bob' and 'bob' are equal under the case-insensitive collator, so the second key (age) must decide.
  it('the second key decides between first keys equal under the collator', () => {
    const rows: Row[] = [{ name: 'Bob', age: 30 }, { name: 'bob', age: 20 }];
    const sorted = sortRows(rows, [asc('name'), asc('age')], typed({ age: 'number' }), collator);
    expect(sorted.map((r) => r.age)).toEqual([20, 30]);
  });
});

describe('sortKeys: normalisation separate from comparison (style #12)', () => {
  it('number keys are the numeric values, NaN for empty or unparseable', () => {
    const keys = sortKeys(rowsOf('7', 3.5, null, 'n/a'), 'v', 'number', collator);
    expect(keys).toBeInstanceOf(Float64Array);
    expect(keys[0]).toBe(7);
    expect(keys[1]).toBe(3.5);
    expect(Number.isNaN(keys[2])).toBe(true);
    expect(Number.isNaN(keys[3])).toBe(true);
  });

  it('date keys are timestamps', () => {
    const d = new Date(2024, 0, 2, 3, 4, 5);
    const keys = sortKeys(rowsOf(d, ''), 'v', 'date', collator);
    expect(keys[0]).toBe(d.getTime());
    expect(Number.isNaN(keys[1])).toBe(true);
  });

  it('text keys are collation ranks; identical texts share a rank', () => {
    const keys = sortKeys(rowsOf('item 10', 'item 9', 'item 10', ''), 'v', 'text', collator);
    expect(Array.from(keys.slice(0, 3))).toEqual([1, 0, 1]);
    expect(Number.isNaN(keys[3])).toBe(true);
  });
});

describe('fieldValue', () => {
  it('reads a dotted field from nested objects', () => {
    expect(fieldValue({ user: { name: 'Ann' } }, 'user.name')).toBe('Ann');
  });

  it('an own key containing a dot wins over the nested path', () => {
    expect(fieldValue({ 'user.name': 'flat', user: { name: 'nested' } }, 'user.name')).toBe('flat');
  });

  it('never follows __proto__ or constructor (style #15)', () => {
    expect(fieldValue({}, '__proto__')).toBeUndefined();
    expect(fieldValue({}, 'constructor')).toBeUndefined();
    expect(fieldValue({}, 'constructor.name')).toBeUndefined();
  });

  it('sorting by a dotted field uses the nested values', () => {
    const rows: Row[] = [{ u: { age: 30 } }, { u: { age: 4 } }];
    expect(sortRows(rows, [asc('u.age')], typed({ 'u.age': 'number' }), collator).map((r) => (r.u as Row).age)).toEqual([4, 30]);
  });
});

describe("parseSortSpec / formatSortSpec: 'field asc,other desc'", () => {
  it('parses several comma-separated keys with their directions', () => {
    expect(parseSortSpec('name asc, age desc')).toEqual([{ field: 'name', dir: 'asc' }, { field: 'age', dir: 'desc' }]);
  });

  it('a key without direction, or with an unknown one, is ascending; case of DESC is ignored', () => {
    expect(parseSortSpec('name,age DESC,city sideways')).toEqual([
      { field: 'name', dir: 'asc' }, { field: 'age', dir: 'desc' }, { field: 'city', dir: 'asc' },
    ]);
  });

  it('empty, null and blank parts give no keys', () => {
    expect(parseSortSpec('')).toEqual([]);
    expect(parseSortSpec(null)).toEqual([]);
    expect(parseSortSpec(undefined)).toEqual([]);
    expect(parseSortSpec(' , name desc ,')).toEqual([{ field: 'name', dir: 'desc' }]);
  });

  it("formats keys as 'field asc,other desc'", () => {
    expect(formatSortSpec([asc('name'), desc('age')])).toBe('name asc,age desc');
    expect(formatSortSpec([])).toBe('');
  });

  it('format and parse round-trip', () => {
    const keys = [desc('created_at'), asc('title')];
    expect(parseSortSpec(formatSortSpec(keys))).toEqual(keys);
  });
});

describe('single-key orders (ascendingOrder / descendingFrom)', () => {
  // Regression guard for the linear-time descending order: it must equal a full stable descending sort.
  it('descending from ascending equals a stable descending sort, empties last, ties in input order', async () => {
    const { ascendingOrder, descendingFrom } = await import('../../../../src/table/model/sorters');
    const keys = Float64Array.from([3, NaN, 1, 3, 2, NaN, 1, 3]);
    const asc = ascendingOrder(keys);
    expect([...asc]).toEqual([2, 6, 4, 0, 3, 7, 1, 5]);
    expect([...descendingFrom(asc, keys)]).toEqual([0, 3, 7, 4, 2, 6, 1, 5]);
  });
});

describe('Hardening 4: a default sort that cannot be honoured as written is reported', () => {
  it('an unknown direction sorts ascending and says so', () => {
    const problems: string[] = [];
    expect(parseSortSpec('name sideways', (p) => problems.push(p))).toEqual([{ field: 'name', dir: 'asc' }]);
    expect(problems).toEqual(['"sideways" is not asc or desc — "name" sorted ascending']);
  });
  it('a field no column names is reported when the sortable fields are known', () => {
    const problems: string[] = [];
    parseSortSpec('nope desc, name', (p) => problems.push(p), ['name', 'age']);
    expect(problems).toEqual(['"nope" is not a sortable column']);
  });
  // Issue 22 item 4: each malformed attribute warns exactly once ("name sideways, , ," warned twice).
  it('every problem of one sort spec is reported at once, in one report', () => {
    const problems: string[] = [];
    expect(parseSortSpec('name sideways, , ,', (p) => problems.push(p), ['age'])).toEqual([{ field: 'name', dir: 'asc' }]);
    expect(problems).toEqual(['"sideways" is not asc or desc — "name" sorted ascending; "name" is not a sortable column']);
    problems.length = 0;
    parseSortSpec('a up, b, c down', (p) => problems.push(p), ['a', 'c']);
    expect(problems).toEqual(['"up" is not asc or desc — "a" sorted ascending; "b" is not a sortable column; "down" is not asc or desc — "c" sorted ascending']);
  });
  it('asc, desc (any case) and no direction are fine', () => {
    const problems: string[] = [];
    parseSortSpec('name ASC, age desc, id', (p) => problems.push(p), ['name', 'age', 'id']);
    expect(problems).toEqual([]);
  });
});

describe('parseSortSpec: a default sort that is not text (a script option or prop) is no sort, never a crash', () => {
  it.each([[{ field: 'name' }], [['name asc']], [42], [true]])('%j → []', (spec) => {
    expect(parseSortSpec(spec as unknown as string)).toEqual([]);
  });
});
