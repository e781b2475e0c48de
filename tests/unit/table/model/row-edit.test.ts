// Editable rows and reorder, the pure parts (issue "TableManager IV" 4, 5; spec "Errors" 5).
import { describe, expect, it } from 'vitest';
import { makeColumn } from '../../../../src/table/model/columns';
import { blankRow, canEditRows, copyRow, insertAfter, tempId, withoutRow } from '../../../../src/table/model/row-edit';
import { landing, moveRow } from '../../../../src/table/model/row-move';
import type { Row } from '../../../../src/table/model/types';

const a = { id: 1, name: 'Apples' };
const b = { id: 2, name: 'Pears' };
const c = { id: 3, name: 'Plums' };
const d = { id: 4, name: 'Figs' };

describe('Errors 5: rows without an id refuse add, copy and delete', () => {
  it('every row needs an own, non-empty id (string, finite number or bigint)', () => {
    expect(canEditRows([a, b])).toBe(true);
    expect(canEditRows([])).toBe(true);
    for (const bad of [{}, { id: '' }, { id: '  ' }, { id: null }, { id: NaN }, { id: {} }, Object.create({ id: 5 })]) {
      expect(canEditRows([a, bad as Row])).toBe(false);
    }
    expect(canEditRows([{ id: 0 }, { id: 'x' }, { id: 10n }])).toBe(true);
  });
});

describe('temporary ids never clash with real ids', () => {
  it('tmp-N from the counter, skipping ids in use (compared as text)', () => {
    expect(tempId([a, b], 1)).toEqual({ id: 'tmp-1', next: 2 });
    expect(tempId([{ id: 'tmp-1' }, { id: 'tmp-2' }], 1)).toEqual({ id: 'tmp-3', next: 4 });
    expect(tempId([{ id: 'tmp-5' }], 5)).toEqual({ id: 'tmp-6', next: 7 });
    expect(tempId([], 0).id).toBe('tmp-1');
  });
});

describe('new rows and copies', () => {
  it('a blank row has the id and an empty string for each column field', () => {
    const row = blankRow([makeColumn({ field: 'name' }), makeColumn({ field: 'qty' }), makeColumn({ field: 'id' })], 'tmp-1');
    expect(row).toEqual({ name: '', qty: '', id: 'tmp-1' });
  });

  it('a field named __proto__ stays an own field and changes no prototype', () => {
    const row = blankRow([makeColumn({ field: '__proto__' })], 'tmp-1');
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(row, '__proto__')).toBe(true);
    const hostile = JSON.parse('{"id": 7, "__proto__": {"admin": true}, "name": "<img src=x onerror=alert(1)>"}') as Row;
    const copy = copyRow(hostile, 'tmp-2');
    expect((copy as { admin?: unknown }).admin).toBeUndefined();
    expect(copy.name).toBe('<img src=x onerror=alert(1)>');
    expect(copy.id).toBe('tmp-2');
    expect(hostile.id).toBe(7);
  });

  it('a copy is a new object with the original fields and the new id', () => {
    const copy = copyRow(b, 'tmp-1');
    expect(copy).toEqual({ id: 'tmp-1', name: 'Pears' });
    expect(copy).not.toBe(b);
  });

  it('insertAfter puts the row right after its anchor, or at the end', () => {
    const rows = [a, b, c];
    expect(insertAfter(rows, b, d)).toEqual([a, b, d, c]);
    expect(insertAfter(rows, null, d)).toEqual([a, b, c, d]);
    expect(insertAfter(rows, { id: 9 }, d)).toEqual([a, b, c, d]);
    expect(rows).toEqual([a, b, c]);
  });

  it('withoutRow removes the row; a row not there returns the input itself', () => {
    const rows = [a, b, c];
    expect(withoutRow(rows, b)).toEqual([a, c]);
    expect(withoutRow(rows, d)).toBe(rows);
  });
});

describe('moveRow: the row shown at `from` lands at `to`', () => {
  const rows = [a, b, c, d];
  it('down and up', () => {
    expect(moveRow(rows, rows, 0, 2)).toEqual([b, c, a, d]);
    expect(moveRow(rows, rows, 3, 1)).toEqual([a, d, b, c]);
    expect(moveRow(rows, rows, 1, 0)).toEqual([b, a, c, d]);
    expect(rows).toEqual([a, b, c, d]);
  });
  it('nothing to do returns the input itself', () => {
    expect(moveRow(rows, rows, 1, 1)).toBe(rows);
    expect(moveRow(rows, rows, 1, 9)).toBe(rows);
    expect(moveRow(rows, rows, -1, 0)).toBe(rows);
  });
  it('with a filter, hidden rows keep their places', () => {
    const shown = [a, c, d]; // b filtered out
    expect(moveRow(rows, shown, 2, 0)).toEqual([d, a, b, c]);
    expect(moveRow(rows, shown, 0, 1)).toEqual([b, c, a, d]);
  });
});

describe('landing: where a dragged row lands among the rows shown (moveRow positions)', () => {
  const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
  const ordered = [a, b, c, d, e];
  it('right after the row above it', () => {
    expect(landing([a, c, b, d, e], b, ordered)).toBe(2);
    expect(landing([b, c, d, e, a], a, ordered)).toBe(4);
    expect(moveRow(ordered, ordered, 1, landing([a, c, b, d, e], b, ordered))).toEqual([a, c, b, d, e]);
  });
  it('at the top: right before the row below it', () => {
    expect(landing([c, a, b, d, e], c, ordered)).toBe(0);
    expect(moveRow(ordered, ordered, 2, 0)).toEqual([c, a, b, d, e]);
  });
  it('a windowed body: spacer rows (null) are skipped, positions count every row shown', () => {
    // Rows b..d rendered between the spacers; d dragged above c.
    expect(landing([null, b, d, c, null], d, ordered)).toBe(2);
    // Dragged above the first rendered row, next to the top spacer: before b.
    expect(landing([null, d, b, c, null], d, ordered)).toBe(1);
  });
  it('rows filtered out (not in ordered) are no anchors; no neighbour keeps the old place', () => {
    const x = { id: 'x' };
    expect(landing([x, c], c, ordered)).toBe(2);
    expect(landing([null, c, null], c, ordered)).toBe(2);
    expect(landing([a, b], c, ordered)).toBe(2);
  });
});
