// Column widths (issue 44 item 1 and "Bad input"): bounds, clamping, the handle's keys, and widths read
// from a page (setColumnState) or the reader's stored entry — unknown columns, negative, zero or huge
// widths and text that is not JSON are each told, the rest applied, nothing thrown.
import { describe, expect, it } from 'vitest';
import {
  BIG_STEP, MIN_WIDTH, STEP, WIDTH_LIMIT, boundsOf, clampWidth, keyAction, parseStoredWidths, readHidden, readWidths,
} from '../../../../src/table/model/column-widths';
import { makeColumn } from '../../../../src/table/model/columns';

const columns = [
  makeColumn({ field: 'name' }),
  makeColumn({ field: 'city', minWidth: 80, maxWidth: 200 }),
  makeColumn({ field: 'notes', resizable: false }),
  makeColumn({ field: '__proto__' }),
];
const collect = () => {
  const problems: string[] = [];
  return { problems, report: (p: string) => void problems.push(p) };
};

describe('column bounds and clamping', () => {
  it('a column without data-min-width / data-max-width is MIN_WIDTH..WIDTH_LIMIT', () => {
    expect(boundsOf({})).toEqual({ min: MIN_WIDTH, max: WIDTH_LIMIT });
  });

  it('data-min-width and data-max-width bound a column; a max below the min is the min; the limit caps both', () => {
    expect(boundsOf({ minWidth: 80, maxWidth: 200 })).toEqual({ min: 80, max: 200 });
    expect(boundsOf({ minWidth: 300, maxWidth: 200 })).toEqual({ min: 300, max: 300 });
    expect(boundsOf({ minWidth: -5 })).toEqual({ min: 1, max: WIDTH_LIMIT });
    expect(boundsOf({ maxWidth: 1e9 })).toEqual({ min: MIN_WIDTH, max: WIDTH_LIMIT });
  });

  it('a width is rounded to a whole pixel within the bounds', () => {
    const b = { min: 80, max: 200 };
    expect(clampWidth(120.6, b)).toBe(121);
    expect(clampWidth(10, b)).toBe(80);
    expect(clampWidth(5000, b)).toBe(200);
    expect(clampWidth(NaN, b)).toBe(80);
  });
});

describe('keys on a focused resize handle', () => {
  it('the arrows move the edge by 10 px, with Shift by 50, the way they point (left to right)', () => {
    expect(keyAction('ArrowRight', false, false)).toBe(STEP);
    expect(keyAction('ArrowLeft', false, false)).toBe(-STEP);
    expect(keyAction('ArrowRight', true, false)).toBe(BIG_STEP);
    expect(keyAction('ArrowLeft', true, false)).toBe(-BIG_STEP);
  });

  it('right to left, the edge is on the left: ArrowLeft widens, ArrowRight narrows', () => {
    expect(keyAction('ArrowLeft', false, true)).toBe(STEP);
    expect(keyAction('ArrowRight', true, true)).toBe(-BIG_STEP);
  });

  it('Home fits the content; other keys are not the handle\'s', () => {
    expect(keyAction('Home', false, false)).toBe('fit');
    expect(keyAction('Enter', false, false)).toBeNull();
    expect(keyAction('ArrowUp', false, false)).toBeNull();
  });
});

describe('widths from a page (setColumnState)', () => {
  it('known fields with good widths are kept, clamped to their column; nothing is told', () => {
    const { problems, report } = collect();
    expect({ ...readWidths({ name: 150, city: 500, notes: 90 }, columns, report) }).toEqual({ name: 150, city: 200, notes: 90 });
    expect(problems).toEqual([]);
  });

  it('an unknown column, a negative, zero, huge or non-number width: one problem each, the rest applied', () => {
    const { problems, report } = collect();
    const widths = readWidths({ name: 150, nope: 100, city: -5, notes: 0, other: 'x' }, columns, report);
    expect({ ...widths }).toEqual({ name: 150 });
    expect(problems).toEqual([
      'names no column "nope"',
      '"city": -5 is not a width in pixels (1 to 4000)',
      '"notes": 0 is not a width in pixels (1 to 4000)',
      'names no column "other"',
    ]);
    const huge = collect();
    expect({ ...readWidths({ name: 1e9, city: Infinity }, columns, huge.report) }).toEqual({});
    expect(huge.problems).toEqual(['"name": 1000000000 is not a width in pixels (1 to 4000)', '"city": Infinity is not a width in pixels (1 to 4000)']);
  });

  it('a width written as text ("120" or "120px") is a width', () => {
    expect({ ...readWidths({ name: '120px', city: '90' }, columns, () => {}) }).toEqual({ name: 120, city: 90 });
  });

  it('input that is not an object is told and gives no widths; null or undefined give none quietly', () => {
    const { problems, report } = collect();
    expect(readWidths([1, 2], columns, report)).toEqual({});
    expect(readWidths('wide', columns, report)).toEqual({});
    expect(readWidths(null, columns, report)).toEqual({});
    expect(problems).toEqual(['[1,2] is not an object of field to width', '"wide" is not an object of field to width']);
  });

  it('a column named __proto__ is a column; the widths have no prototype', () => {
    const widths = readWidths(JSON.parse('{"__proto__": 99}'), columns, () => {});
    expect(Object.getPrototypeOf(widths)).toBeNull();
    expect(widths.__proto__).toBe(99);
  });
});

describe('the reader\'s stored widths', () => {
  it('JSON of field to pixels comes back', () => {
    expect({ ...parseStoredWidths('{"name":130,"city":100}', columns, () => {}) }).toEqual({ name: 130, city: 100 });
  });

  it('nothing stored: no widths, nothing told', () => {
    const { problems, report } = collect();
    expect(parseStoredWidths(null, columns, report)).toEqual({});
    expect(parseStoredWidths('', columns, report)).toEqual({});
    expect(problems).toEqual([]);
  });

  it('text that is not JSON is told once, with the text, and gives no widths', () => {
    const { problems, report } = collect();
    expect(parseStoredWidths('{name: 130', columns, report)).toEqual({});
    expect(problems).toEqual(['"{name: 130" is not valid JSON']);
  });

  it('stored entries of unknown columns or bad widths are told, the rest applied; a column no longer resizable is left out quietly', () => {
    const { problems, report } = collect();
    const widths = parseStoredWidths('{"name":130,"gone":100,"city":-1,"notes":90}', columns, report, (c) => c.resizable === false);
    expect({ ...widths }).toEqual({ name: 130 });
    expect(problems).toEqual(['names no column "gone"', '"city": -1 is not a width in pixels (1 to 4000)']);
  });

  it('the original framework\'s shape (an array by position) is told and ignored', () => {
    const { problems, report } = collect();
    expect(parseStoredWidths('["120px","80px"]', columns, report)).toEqual({});
    expect(problems).toEqual(['["120px","80px"] is not an object of field to width']);
  });
});

describe('hidden columns of a column state', () => {
  it('an array of known fields; unknown ones are told and left out', () => {
    const { problems, report } = collect();
    expect([...readHidden(['city', 'nope', 3], columns, report)!]).toEqual(['city']);
    expect(problems).toEqual(['hidden names no column "nope"', 'hidden names no column 3']);
  });

  it('left out: undefined (visibility stays); not an array: told, undefined', () => {
    const { problems, report } = collect();
    expect(readHidden(undefined, columns, report)).toBeUndefined();
    expect(readHidden('city', columns, report)).toBeUndefined();
    expect(problems).toEqual(['hidden: "city" is not an array of fields']);
  });
});
