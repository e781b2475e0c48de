// Fill (issue 46 item 6): Ctrl/Cmd+D copies the range's first row down, Ctrl/Cmd+R its first column right
// (the logical order), raw values; read-only cells skipped and counted; one list of changes; a one-row
// (down) or one-column (right) range fills nothing.
import { describe, expect, it } from 'vitest';
import { makeColumn } from '../../../../src/table/model/columns';
import { dragged } from '../../../../src/table/model/cell-range';
import { fillPlan } from '../../../../src/table/model/fill';

const columns = [
  makeColumn({ field: 'product' }), // read-only: no control
  makeColumn({ field: 'qty', cellElement: 'number' }),
  makeColumn({ field: 'price', cellElement: 'number' }),
  makeColumn({ field: 'note', cellElement: 'text', elementAttrs: { readOnly: true } as never }),
];
const rows = [
  { id: 1, product: 'Apples', qty: 12, price: 0.8, note: 'a' },
  { id: 2, product: 'Pears', qty: 3, price: 0.8, note: 'b' },
  { id: 3, product: 'Plums', qty: 7, price: 2, note: 'c' },
];

describe('fillPlan', () => {
  it('down: every cell below the first row takes the first row\'s raw value of its column; equal values are no change', () => {
    const plan = fillPlan({ top: 0, bottom: 2, left: 1, right: 2 }, rows, columns, 'down')!;
    expect(plan.changes).toEqual([
      { row: 1, field: 'qty', value: 12, old: 3 },
      { row: 2, field: 'qty', value: 12, old: 7 },
      { row: 2, field: 'price', value: 0.8, old: 2 },
    ]);
    expect(plan.filled).toBe(4);
    expect(plan.readOnly).toBe(0);
  });

  it('right: every cell right of the first column takes its row\'s first-column value', () => {
    const plan = fillPlan({ top: 0, bottom: 1, left: 1, right: 2 }, rows, columns, 'right')!;
    expect(plan.changes).toEqual([
      { row: 0, field: 'price', value: 12, old: 0.8 },
      { row: 1, field: 'price', value: 3, old: 0.8 },
    ]);
  });

  it('read-only cells (no control, or a read-only control) are skipped and counted, the first row or column never counted', () => {
    const down = fillPlan({ top: 0, bottom: 2, left: 0, right: 3 }, rows, columns, 'down')!;
    expect(down.readOnly).toBe(4); // product and note, rows 2 and 3
    expect(down.changes.map((c) => c.field)).not.toContain('product');
    const right = fillPlan({ top: 0, bottom: 0, left: 0, right: 3 }, rows, columns, 'right')!;
    expect(right.readOnly).toBe(1); // note
    expect(right.changes).toEqual([{ row: 0, field: 'qty', value: 'Apples', old: 12 }, { row: 0, field: 'price', value: 'Apples', old: 0.8 }]);
  });

  it('a one-row range fills nothing down, a one-column range nothing right', () => {
    expect(fillPlan({ top: 1, bottom: 1, left: 0, right: 3 }, rows, columns, 'down')).toBeNull();
    expect(fillPlan({ top: 0, bottom: 2, left: 2, right: 2 }, rows, columns, 'right')).toBeNull();
  });
});

describe('dragged: the fill handle extends the range down or towards the end, whichever the pointer went further', () => {
  const from = { top: 1, bottom: 2, left: 1, right: 2 };
  it('down past the last row: the rows grow, the way is down', () => {
    expect(dragged(from, { row: 5, col: 3 })).toEqual({ box: { top: 1, bottom: 5, left: 1, right: 2 }, way: 'down' });
  });
  it('towards the end past the last column: the columns grow, the way is right', () => {
    expect(dragged(from, { row: 3, col: 6 })).toEqual({ box: { top: 1, bottom: 2, left: 1, right: 6 }, way: 'right' });
  });
  it('inside the range, above it or before it: nothing', () => {
    expect(dragged(from, { row: 2, col: 2 })).toBeNull();
    expect(dragged(from, { row: 0, col: 0 })).toBeNull();
  });
});
