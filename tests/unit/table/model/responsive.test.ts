// Issue 44 item 6 (phone widths): which columns data-responsive="collapse" hides to fit the table's box —
// the lowest priority first (data-priority, 1 = last to go), columns without a priority before any with
// one, the last column first — and when data-responsive="cards" shows cards.
import { describe, expect, it } from 'vitest';
import { WRAP_WIDTH, fitColumns, hideOrder, sameFields, showsCards, type FitColumn } from '../../../../src/table/model/responsive';

const col = (field: string, width: number, priority?: number): FitColumn => ({ field, width, priority });
const fields = (set: Set<string>) => [...set].sort();

describe('the order columns go in', () => {
  it('columns without a priority go first, the last column first; then the highest priority number; 1 goes last', () => {
    const columns = [col('name', 100, 1), col('email', 100), col('city', 100, 3), col('phone', 100), col('dept', 100, 2)];
    expect(hideOrder(columns).map((c) => c.field)).toEqual(['phone', 'email', 'city', 'dept', 'name']);
  });

  it('among equal priorities the last column goes first; a priority that is not a positive number counts as none', () => {
    const columns = [col('a', 10, 2), col('b', 10, 0), col('c', 10, 2), col('d', 10, -1), col('e', 10, Number.NaN)];
    expect(hideOrder(columns).map((c) => c.field)).toEqual(['e', 'd', 'b', 'c', 'a']);
  });

  it('returns a new array and leaves its input as it was', () => {
    const columns = [col('a', 10), col('b', 10, 1)];
    expect(hideOrder(columns)).not.toBe(columns);
    expect(columns.map((c) => c.field)).toEqual(['a', 'b']);
  });
});

describe('fitting the box', () => {
  const columns = [col('name', 120, 1), col('email', 200), col('city', 100, 2), col('phone', 110)];

  it('hides nothing when every column fits, the disclosure cell not counted', () => {
    expect(fitColumns({ columns, fixed: 40, control: 40, box: 570 }).size).toBe(0);
  });

  it('hides the lowest-priority columns that do not fit, paying for the disclosure cell once', () => {
    // 570 + 40 (control) = 610 in a 500 box: phone (110) goes → 500 fits.
    expect(fields(fitColumns({ columns, fixed: 40, control: 40, box: 500 }))).toEqual(['phone']);
    // 499: phone and email go.
    expect(fields(fitColumns({ columns, fixed: 40, control: 40, box: 499 }))).toEqual(['email', 'phone']);
    // 250: then city (priority 2) → name (120) + 80 = 200.
    expect(fields(fitColumns({ columns, fixed: 40, control: 40, box: 250 }))).toEqual(['city', 'email', 'phone']);
  });

  it('the column that goes last always stays, however narrow the box', () => {
    expect(fields(fitColumns({ columns, fixed: 40, control: 40, box: 10 }))).toEqual(['city', 'email', 'phone']);
  });

  it('a column without a field (auto-number) is never hidden', () => {
    const numbered = [col('', 30), ...columns];
    expect(fitColumns({ columns: numbered, fixed: 0, control: 0, box: 1 }).has('')).toBe(false);
  });

  it('a column of long text counts WRAP_WIDTH wide at most; a negative or NaN width counts 0', () => {
    const long = [col('name', 100, 1), col('notes', 5000)];
    expect(fitColumns({ columns: long, fixed: 0, control: 30, box: 100 + WRAP_WIDTH }).size).toBe(0);
    expect(fitColumns({ columns: [col('a', -50), col('b', Number.NaN), col('c', 10)], fixed: 0, control: 0, box: 10 }).size).toBe(0);
  });

  it('a box not laid out (0, negative, NaN) hides nothing', () => {
    for (const box of [0, -1, Number.NaN]) expect(fitColumns({ columns, fixed: 0, control: 0, box }).size).toBe(0);
  });

  it('field names like __proto__ are plain names', () => {
    expect(fields(fitColumns({ columns: [col('name', 100, 1), col('__proto__', 100)], fixed: 0, control: 0, box: 150 }))).toEqual(['__proto__']);
  });
});

describe('cards', () => {
  it('show below the chosen width, not at it, and not before the box is laid out', () => {
    expect(showsCards(599, 600)).toBe(true);
    expect(showsCards(600, 600)).toBe(false);
    expect(showsCards(0, 600)).toBe(false);
  });

  it('sameFields compares sets of fields', () => {
    expect(sameFields(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameFields(new Set(['a']), new Set(['b']))).toBe(false);
  });
});
