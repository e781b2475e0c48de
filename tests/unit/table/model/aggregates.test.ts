import { describe, expect, it } from 'vitest';
import {
  aggregate, fieldStats, isAggregateType, isEmptyValue, legacyAggregates, serverTotal,
} from '../../../../src/table/model/aggregates';
import type { Row } from '../../../../src/table/model/types';

const rows = (...values: unknown[]): Row[] => values.map((v) => ({ v }));
const all = (values: unknown[]) => ({
  sum: aggregate(rows(...values), 'v', 'sum'),
  avg: aggregate(rows(...values), 'v', 'avg'),
  min: aggregate(rows(...values), 'v', 'min'),
  max: aggregate(rows(...values), 'v', 'max'),
  count: aggregate(rows(...values), 'v', 'count'),
});

describe('footer rule 3: sum, avg, min, max run only when all source values are numeric', () => {
  it('numbers: sum, avg, min, max', () => {
    expect(all([4, 1, 7])).toEqual({ sum: 12, avg: 4, min: 1, max: 7, count: 3 });
  });

  it('numeric strings count as numbers (trimmed, sign, fraction, exponent, strict thousands groups)', () => {
    expect(all([' 10 ', '-2.5', '1e2', '1,234.5', '+3'])).toEqual({ sum: 1345, avg: 269, min: -2.5, max: 1234.5, count: 5 });
  });

  it('negative numbers', () => {
    expect(all([-5, -10, 3])).toEqual({ sum: -12, avg: -4, min: -10, max: 3, count: 3 });
  });

  it('mixed numeric and non-numeric values: sum, avg, min and max are skipped (null), never guessed (Errors 6)', () => {
    expect(all([10, 'abc', 20])).toEqual({ sum: null, avg: null, min: null, max: null, count: 3 });
    expect(all(['12', '12 kg'])).toMatchObject({ sum: null, max: null });
  });

  it('all non-numeric: skipped', () => {
    expect(all(['a', 'b'])).toEqual({ sum: null, avg: null, min: null, max: null, count: 2 });
  });

  it.each([
    ['NaN', NaN], ['Infinity', Infinity], ['-Infinity', -Infinity], ['"Infinity"', 'Infinity'], ['"NaN"', 'NaN'],
    ['true', true], ['a Date', new Date(2020, 0, 1)], ['an array', [1]], ['an object', { n: 1 }],
    ['"$12"', '$12'], ['"0x1F"', '0x1F'], ['"1,23"', '1,23'], ['"12abc"', '12abc'],
  ])('%s is not numeric: the numeric aggregates are skipped', (_name, odd) => {
    expect(all([1, odd, 2])).toEqual({ sum: null, avg: null, min: null, max: null, count: 3 });
  });

  it('hostile strings are non-numeric values, never evaluated', () => {
    const hostile = ['<img src=x onerror=alert(1)>', '=1+1', '__proto__', '1;DROP TABLE t', '${1+1}', '1e1000'];
    for (const h of hostile) expect(aggregate(rows(1, h), 'v', 'sum'), h).toBeNull();
    expect(aggregate(rows(...hostile), 'v', 'count')).toBe(hostile.length);
  });

  it('a sum past Number.MAX_VALUE is skipped rather than shown as Infinity; huge values that fit are kept', () => {
    expect(aggregate(rows(1e308, 1e308), 'v', 'sum')).toBeNull();
    expect(aggregate(rows(1e308, 1e308), 'v', 'avg')).toBeNull();
    expect(aggregate(rows(1e308, 1e308), 'v', 'max')).toBe(1e308);
    expect(aggregate(rows(Number.MAX_SAFE_INTEGER, 1), 'v', 'sum')).toBe(Number.MAX_SAFE_INTEGER + 1);
    expect(aggregate(rows(BigInt(5), 7), 'v', 'sum')).toBe(12);
  });

  it('the sum is compensated: 0.1 ten times is 1, in any order', () => {
    expect(aggregate(rows(...Array(10).fill(0.1)), 'v', 'sum')).toBe(1);
    expect(aggregate(rows(1e16, 1, -1e16), 'v', 'sum')).toBe(1);
  });
});

describe('footer rule 4: count counts non-empty values; empty values are skipped by every aggregate', () => {
  it('null, undefined and blank strings are empty; 0, false and "0" are not', () => {
    expect(isEmptyValue(null)).toBe(true);
    expect(isEmptyValue(undefined)).toBe(true);
    expect(isEmptyValue('')).toBe(true);
    expect(isEmptyValue('  \t')).toBe(true);
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue('0')).toBe(false);
    expect(isEmptyValue(false)).toBe(false);
  });

  it('count counts the non-empty values, numeric or not', () => {
    expect(aggregate(rows('a', '', null, undefined, 0, '  ', 'b', false), 'v', 'count')).toBe(4);
  });

  it('empty values do not make a numeric column mixed: they are left out of sum, avg, min and max', () => {
    expect(all([10, '', null, 20, undefined, '  '])).toEqual({ sum: 30, avg: 15, min: 10, max: 20, count: 2 });
  });

  it('a missing field is empty', () => {
    expect(aggregate([{ v: 2 }, {}, { other: 5 }], 'v', 'sum')).toBe(2);
    expect(aggregate([{ v: 2 }, {}], 'v', 'count')).toBe(1);
  });

  it('no rows, or only empty values: sum and count are 0; avg, min and max have no value (null)', () => {
    expect(all([])).toEqual({ sum: 0, avg: null, min: null, max: null, count: 0 });
    expect(all(['', null])).toEqual({ sum: 0, avg: null, min: null, max: null, count: 0 });
  });

  it('dotted fields reach nested values, never the prototype', () => {
    expect(aggregate([{ a: { b: 2 } }, { a: { b: '3' } }], 'a.b', 'sum')).toBe(5);
    expect(aggregate([{ a: 1 }], '__proto__', 'count')).toBe(0);
    expect(aggregate([{ a: 1 }], 'constructor', 'count')).toBe(0);
  });

  it('a field named __proto__ in a prototype-free row is a field', () => {
    const row = Object.create(null);
    row.__proto__ = 4;
    expect(aggregate([row, row], '__proto__', 'sum')).toBe(8);
  });
});

describe('fieldStats: one pass per field', () => {
  it('reports count, numeric, sum, min and max', () => {
    expect(fieldStats(rows(3, 'x', '', 1), 'v')).toEqual({ count: 3, numeric: 2, sum: 4, min: 1, max: 3 });
  });

  it('countOnly counts the non-empty values without reading numbers', () => {
    expect(fieldStats(rows(3, 'x', '', null, 1), 'v', true).count).toBe(3);
  });

  it('100,000 rows of numbers and numeric strings sum exactly', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ v: i % 2 ? i : String(i) }));
    expect(aggregate(many, 'v', 'sum')).toBe((99_999 * 100_000) / 2);
  });
});

describe('aggregate names', () => {
  it('sum, avg, count, min, max and custom; exact and case-sensitive', () => {
    for (const t of ['sum', 'avg', 'count', 'min', 'max', 'custom']) expect(isAggregateType(t)).toBe(true);
    for (const t of ['Sum', 'average', 'total', '', ' sum', 'constructor', '__proto__', null, 1]) expect(isAggregateType(t)).toBe(false);
  });
});

describe('legacy data-footer-aggregates map', () => {
  it('keeps valid field -> type entries and reports each bad one', () => {
    const { types, problems } = legacyAggregates({ qty: 'sum', price: 'avg', name: 'count', x: 'median', y: 3, z: 'custom' });
    expect([...types]).toEqual([['qty', 'sum'], ['price', 'avg'], ['name', 'count']]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^data-footer-aggregates: "x" has "median", not sum, avg, count, min or max — that field is not aggregated$/);
    expect(problems[1]).toContain('"y" has a value that is not a string');
    expect(problems[2]).toContain('"z" has "custom"');
  });

  it('no map: nothing, no problem', () => {
    expect(legacyAggregates(null)).toEqual({ types: new Map(), problems: [] });
  });

  it('a field named __proto__ is an ordinary key', () => {
    const map = JSON.parse('{"__proto__": "sum"}');
    expect([...legacyAggregates(map).types]).toEqual([['__proto__', 'sum']]);
  });
});

describe('server totals (meta.aggregates)', () => {
  it('by field and type', () => {
    const aggregates = { amount: { sum: 120.5, avg: '12.05', count: 10 } };
    expect(serverTotal(aggregates, 'amount', 'sum')).toEqual({ found: true, value: 120.5 });
    expect(serverTotal(aggregates, 'amount', 'avg')).toEqual({ found: true, value: 12.05 });
    expect(serverTotal(aggregates, 'amount', 'min')).toEqual({ found: false });
  });

  it('a single value for a field serves every aggregate of that field', () => {
    expect(serverTotal({ qty: 42 }, 'qty', 'sum')).toEqual({ found: true, value: 42 });
    expect(serverTotal({ qty: 42 }, 'qty', 'max')).toEqual({ found: true, value: 42 });
  });

  it('absent: no aggregates, no field, null, an inherited key', () => {
    expect(serverTotal(undefined, 'qty', 'sum')).toEqual({ found: false });
    expect(serverTotal({}, 'qty', 'sum')).toEqual({ found: false });
    expect(serverTotal({ qty: null }, 'qty', 'sum')).toEqual({ found: false });
    expect(serverTotal({}, 'constructor', 'sum')).toEqual({ found: false });
    expect(serverTotal({ qty: { sum: 1 } }, 'qty', 'constructor' as never)).toEqual({ found: false });
  });

  it('a non-numeric total is reported, not shown', () => {
    expect(serverTotal({ qty: '<b>lots</b>' }, 'qty', 'sum')).toEqual({ found: false, problem: 'is not a number' });
    expect(serverTotal({ qty: { sum: NaN } }, 'qty', 'sum')).toEqual({ found: false, problem: 'is not a number' });
  });

  it('custom takes any single value', () => {
    expect(serverTotal({ d: { custom: 'seven' } }, 'd', 'custom')).toEqual({ found: true, value: 'seven' });
    expect(serverTotal({ d: { custom: [1] } }, 'd', 'custom')).toEqual({ found: false, problem: 'is not a single value' });
  });
});
