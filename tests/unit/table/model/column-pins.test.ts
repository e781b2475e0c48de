// Issue 44 item 3 (pin and stick), the model: the pins a table starts with, the order columns are drawn
// in, how many cells stay in view at each end and where they stick, pins read from a page or a URL (bad
// entries reported, the rest kept) and written to one.
import { describe, expect, it } from 'vitest';
import { drawnColumns, initialPins, pinOf } from '../../../../src/table/model/column-pins';
import { formatPins, parsePinParam, pinChanges, pinEdges, pinOffsets, readPins, samePins } from '../../../../src/table/model/pin-state';
import type { ColumnDef } from '../../../../src/table/model/types';

const col = (field: string, extra: Partial<ColumnDef> = {}) => ({ field, label: field, visible: true, ...extra }) as ColumnDef;
const columns = [col('a'), col('b'), col('c'), col('d')];
const fields = (list: Array<{ field: string }>) => list.map((c) => c.field);
const pins = (o: Record<string, 'start' | 'end'>) => Object.assign(Object.create(null), o);

describe('initialPins', () => {
  it('data-pin="N" pins the first N shown data columns to the start; a column\'s own side wins', () => {
    expect({ ...initialPins([col('x', { visible: false }), ...columns], 2) }).toEqual({ a: 'start', b: 'start' });
    expect({ ...initialPins([col('a', { pinned: 'end' }), col('b'), col('c', { pinned: 'start' })], 1) }).toEqual({ a: 'end', c: 'start' });
    expect({ ...initialPins(columns, 0) }).toEqual({});
  });
  it('a field named __proto__ is a field (prototype-free)', () => {
    const p = initialPins([col('__proto__'), col('constructor', { pinned: 'end' })], 1);
    expect(Object.keys(p)).toEqual(['__proto__', 'constructor']);
    expect(pinOf(p, '__proto__')).toBe('start');
    expect(pinOf(pins({}), 'constructor')).toBeUndefined();
  });
});

describe('drawnColumns', () => {
  it('start pins first, end pins last, each group in the columns\' own order', () => {
    expect(fields(drawnColumns(columns, pins({ c: 'start', a: 'end', d: 'start' })))).toEqual(['c', 'd', 'b', 'a']);
  });
  it('no pins: the input itself (so a reader\'s column order passes through untouched)', () => {
    expect(drawnColumns(columns, pins({}))).toBe(columns);
    expect(drawnColumns(columns, pins({ gone: 'start' }))).toBe(columns);
  });
});

describe('pinEdges', () => {
  it('the feature columns stay in view with the pinned ones at their end, not without them', () => {
    expect(pinEdges(columns, pins({ a: 'start', d: 'end' }), 2, 1)).toEqual({ start: 3, end: 2 });
    expect(pinEdges(columns, pins({ d: 'end' }), 2, 1)).toEqual({ start: 0, end: 2 });
    expect(pinEdges(columns, pins({}), 2, 1)).toEqual({ start: 0, end: 0 });
  });
});

describe('pinOffsets', () => {
  it('each stuck cell sticks after the widths before it, from its own end', () => {
    expect(pinOffsets([40, 100, 80, 60, 90], 3, 2)).toEqual({ start: [0, 40, 140], end: [0, 90] });
    expect(pinOffsets([40, 100], 0, 0)).toEqual({ start: [], end: [] });
    // More stuck cells than cells: as many as there are.
    expect(pinOffsets([40], 3, 0)).toEqual({ start: [0], end: [] });
  });
});

describe('readPins and the URL form', () => {
  it('keeps known fields with a side; reports unknown fields and bad sides; null unpins quietly', () => {
    const said: string[] = [];
    const read = readPins({ a: 'start', b: 'END', ghost: 'end', c: 'middle', d: null }, columns, (p) => said.push(p));
    expect({ ...read }).toEqual({ a: 'start', b: 'end' });
    expect(said).toEqual(['pins name no column "ghost"', 'pins: "c": "middle" is not "start" or "end"']);
  });
  it('not an object: reported, undefined (the pins stay)', () => {
    for (const bad of ['a', 3, [], null]) {
      const said: string[] = [];
      expect(readPins(bad, columns, (p) => said.push(p))).toBeUndefined();
      expect(said).toHaveLength(1);
    }
  });
  it('pin=a:start,d:end round-trips; bad entries are reported and left out; empty is none', () => {
    const said: string[] = [];
    expect({ ...parsePinParam('a:start,d:end', columns, (p) => said.push(p)) }).toEqual({ a: 'start', d: 'end' });
    expect(formatPins(pins({ d: 'end', a: 'start' }), columns)).toBe('a:start,d:end');
    expect({ ...parsePinParam('x:start,a,b:up,c:end', columns, (p) => said.push(p)) }).toEqual({ c: 'end' });
    expect(said).toEqual(['pin entry "a" is not field:start or field:end', 'pins name no column "x"', 'pins: "b": "up" is not "start" or "end"']);
    expect({ ...parsePinParam('', columns, () => {}) }).toEqual({});
    expect(formatPins(pins({}), columns)).toBe('');
  });
  it('samePins and pinChanges', () => {
    expect(samePins(pins({ a: 'start' }), pins({ a: 'start' }))).toBe(true);
    expect(samePins(pins({ a: 'start' }), pins({ a: 'end' }))).toBe(false);
    expect(pinChanges(pins({ a: 'start', b: 'end' }), pins({ b: 'end', c: 'start' }))).toEqual([['a', null], ['c', 'start']]);
  });
});

// Regression (issue 44): a field whose name holds a comma was split in two by pin=.
describe('pin= with fields named with separators', () => {
  const odd = [col('a,b'), col('x%2Cy'), col('c:d'), col('total')];
  it('a round trip through URLSearchParams gives every pin back', () => {
    const given = pins({ 'a,b': 'start', 'x%2Cy': 'end', 'c:d': 'start' });
    const text = new URLSearchParams(new URLSearchParams({ pin: formatPins(given, odd) }).toString()).get('pin')!;
    const said: string[] = [];
    expect({ ...parsePinParam(text, odd, (p) => said.push(p)) }).toEqual({ ...given });
    expect(said).toEqual([]);
  });
});
