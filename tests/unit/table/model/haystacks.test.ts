// Substring tests for filters and search, with no index (src/table/model/haystacks.ts).
import { describe, expect, it } from 'vitest';
import { cellHaystack, columnContains, needleKeys, numberMayContain } from '../../../../src/table/model/haystacks';
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

describe('cellHaystack: what a cell matches', () => {
  it('is the lower-cased raw value, plus the display text for a formatted column, nested fields read through dots', () => {
    const c = ctx();
    expect(rows.map((row) => cellHaystack(row, makeColumn({ field: 'name' }), c.textOf))).toEqual(['émile zola', '', '42', '']);
    expect(rows.map((row) => cellHaystack(row, makeColumn({ field: 'team', format: 'lookup' }), c.textOf)))
      .toEqual(['a\u0001alpha', 'b\u0001beta', 'zz\u0001zz', 'a\u0001alpha']);
    expect(rows.map((row) => cellHaystack(row, makeColumn({ field: 'deep.city' }), c.textOf))).toEqual(['paris', '', '', 'lyon']);
  });

  it('does not read inherited properties such as constructor', () => {
    expect(cellHaystack({}, makeColumn({ field: 'constructor' }), ctx().textOf)).toBe('');
    expect(cellHaystack({ a: {} }, makeColumn({ field: 'a.constructor' }), ctx().textOf)).toBe('');
  });
});

describe('numberMayContain: a text no number shows is not looked for in number values', () => {
  it('digits, signs, the point, exponents, NaN and Infinity may be in a number; anything else is not', () => {
    for (const needle of ['', '12', '-3.5', '1e+21', '2e-7', 'nan', 'infinity', 'inf', 'e', 'fin']) expect(numberMayContain(needle)).toBe(true);
    for (const needle of ['kow', '1 2', '1,5', '$1', 'x', '1k', '١']) expect(numberMayContain(needle)).toBe(false);
  });

  it('agrees with the text of every kind of number', () => {
    for (const n of [0, -0, 7, -12.5, 1e21, 1.5e-7, NaN, Infinity, -Infinity, 123456.78]) {
      expect(numberMayContain(String(n).toLowerCase())).toBe(true);
    }
  });
});

describe('needleKeys: a text holds one of them if its lower case contains the needle', () => {
  it('the rarest letter of the needle with its capital (i or k, with İ or the Kelvin sign, only when there is no other), else an ASCII character, else none', () => {
    expect(needleKeys('kow')).toBe('wW');
    expect(needleKeys('vel')).toBe('vV');
    expect(needleKeys('tiit')).toBe('tT');
    expect(needleKeys('iii')).toBe('iI\u0130');
    expect(needleKeys('ok')).toBe('oO');
    expect(needleKeys('k1')).toBe('kK\u212a');
    expect(needleKeys('2021-')).toBe('2');
    expect(needleKeys('é1')).toBe('1');
    expect(needleKeys('émile')).toBe('mM');
    expect(needleKeys('οδος')).toBe('');
    expect(needleKeys('')).toBe('');
  });

  it('no character but the keys lower-cases to one holding an ASCII character (every code point, as this runtime lower-cases)', () => {
    for (let cp = 0x80; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const low = String.fromCodePoint(cp).toLowerCase();
      for (let k = 0; k < low.length; k++) {
        const ch = low[k];
        if (ch <= '\u007f') expect([cp, needleKeys(ch).includes(String.fromCodePoint(cp))]).toEqual([cp, true]);
      }
    }
    for (let cp = 0; cp < 0x80; cp++) {
      const ch = String.fromCharCode(cp).toLowerCase();
      expect(needleKeys(ch).includes(String.fromCharCode(cp))).toBe(true);
    }
  });
});

describe('columnContains: the test without the haystack', () => {
  const values: unknown[] = ['Émile ZOLA', 'İstanbul', 'ΟΔΟΣ', 'SKY \u212aELVIN', 'İİ', 'Tiit', null, undefined, 42, -1.5, NaN, Infinity, 1e21, true, ['a', 'B'], { x: 1 }, new Date(0), 'a\u0001b', ''];
  const needles = ['', 'a', 'zol', 'é', 'i̇s', 'οδος', 'οδοσ', 'nan', 'inf', '1e', '42', '-1', '.5', 'true', 'a,b', 'object', '1970', '\u0001', 'a\u0001', 'x\u0001a', 'beta', '\u0001beta', 'kelvin', 'sky k', 'i̇i̇', 'tiit', 'ti', 'y k'];
  const many: Row[] = values.map((v, id) => ({ id, v, team: id % 2 ? 'b' : 'x' }));
  it('gives what cellHaystack(...).includes gives, for any value and needle, with and without a format', () => {
    const c = ctx({ textOf: (row) => (row.team === 'b' ? 'Beta' : String(row.v)) });
    for (const column of [makeColumn({ field: 'v' }), makeColumn({ field: 'v', format: 'lookup' }), makeColumn({ field: 'missing' })]) {
      for (const needle of needles) {
        const test = columnContains(column, needle, c.textOf);
        for (const row of many) expect([column.field, column.format, needle, row.id, test(row)]).toEqual([column.field, column.format, needle, row.id, cellHaystack(row, column, c.textOf).includes(needle)]);
      }
    }
  });

  it('reads values as fieldValue does: own properties only, dotted names through nested objects', () => {
    const shapes: Row[] = [
      Object.create({ v: 'inherited kow', n: 5 }), Object.assign(Object.create({ v: 'inherited' }), { n: 7 }),
      Object.assign(Object.create(null), { v: 'No prototype KOW', n: 1.5 }), { 'a.b': 'Own dotted', a: { b: 'Nested kow' } },
      { a: { b: 12 } }, { a: Object.create({ b: 'inherited kow' }) }, {}, { v: undefined, n: null },
    ];
    const c = ctx();
    for (const field of ['v', 'n', 'a.b', 'a', 'constructor', 'toString', '__proto__']) {
      for (const column of [makeColumn({ field }), makeColumn({ field, format: 'lookup' })]) {
        for (const needle of ['kow', 'own', 'in', '5', '1.', '12', 'obj', 'function', '']) {
          const test = columnContains(column, needle, c.textOf);
          for (const [k, row] of shapes.entries()) expect([field, needle, k, test(row)]).toEqual([field, needle, k, cellHaystack(row, column, c.textOf).includes(needle)]);
        }
      }
    }
  });

  it('reads a formatted cell\'s display text only when its raw value does not match', () => {
    let reads = 0;
    const test = columnContains(makeColumn({ field: 'team', format: 'lookup' }), 'a', (row) => { reads++; return labels[String(row.team)] ?? ''; });
    expect(rows.map(test)).toEqual([true, true, false, true]);
    expect(reads).toBe(2);
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
