// Cell focus and ranges (issue 46 item 1), the pure part: the APG grid keys (arrows, Home/End, Ctrl+Home/End,
// Page Up/Down; mirrored arrows right to left), never past an edge; a range's rectangle, its size and edges
// (one outline); Ctrl+A and a whole column; a range kept inside a grid that shrank.
import { describe, expect, it } from 'vitest';
import { boxOf, boxSize, clampPoint, columnRange, edgesOf, everything, extendTo, inBox, keptIn, moveKey, moved, single } from '../../../../src/table/model/cell-range';

const size = { rows: 100, cols: 5, page: 10 };

describe('the grid keys (APG grid pattern)', () => {
  it('arrows move one cell and stop at the edges (no wrapping)', () => {
    expect(moved({ row: 3, col: 2 }, 'down', size)).toEqual({ row: 4, col: 2 });
    expect(moved({ row: 3, col: 2 }, 'up', size)).toEqual({ row: 2, col: 2 });
    expect(moved({ row: 3, col: 2 }, 'forth', size)).toEqual({ row: 3, col: 3 });
    expect(moved({ row: 3, col: 0 }, 'back', size)).toEqual({ row: 3, col: 0 });
    expect(moved({ row: 99, col: 4 }, 'down', size)).toEqual({ row: 99, col: 4 });
    expect(moved({ row: 0, col: 4 }, 'forth', size)).toEqual({ row: 0, col: 4 });
  });

  it('Home and End go to the row\'s first and last cell, Ctrl+Home and Ctrl+End to the grid\'s', () => {
    expect(moved({ row: 7, col: 2 }, moveKey('Home', false, false)!, size)).toEqual({ row: 7, col: 0 });
    expect(moved({ row: 7, col: 2 }, moveKey('End', false, false)!, size)).toEqual({ row: 7, col: 4 });
    expect(moved({ row: 7, col: 2 }, moveKey('Home', true, false)!, size)).toEqual({ row: 0, col: 0 });
    expect(moved({ row: 7, col: 2 }, moveKey('End', true, false)!, size)).toEqual({ row: 99, col: 4 });
  });

  it('Page Up and Page Down move a page of rows, stopping at the first and last row', () => {
    expect(moved({ row: 7, col: 1 }, 'pageDown', size)).toEqual({ row: 17, col: 1 });
    expect(moved({ row: 7, col: 1 }, 'pageUp', size)).toEqual({ row: 0, col: 1 });
    expect(moved({ row: 95, col: 1 }, 'pageDown', size)).toEqual({ row: 99, col: 1 });
  });

  it('Ctrl with an arrow goes to that edge of the row or column', () => {
    expect(moved({ row: 7, col: 2 }, 'down', size, true)).toEqual({ row: 99, col: 2 });
    expect(moved({ row: 7, col: 2 }, 'back', size, true)).toEqual({ row: 7, col: 0 });
  });

  it('right to left, the horizontal arrows are mirrored', () => {
    expect(moveKey('ArrowLeft', false, false)).toBe('back');
    expect(moveKey('ArrowLeft', false, true)).toBe('forth');
    expect(moveKey('ArrowRight', false, true)).toBe('back');
    expect(moveKey('ArrowUp', false, true)).toBe('up');
    expect(moveKey('a', false, false)).toBeNull();
  });

  it('an empty grid keeps a cell at 0, 0', () => {
    expect(clampPoint({ row: 5, col: 5 }, { rows: 0, cols: 0 })).toEqual({ row: 0, col: 0 });
  });
});

describe('ranges', () => {
  it('a range is the rectangle between its anchor and its focus, either way round', () => {
    const range = extendTo(single({ row: 5, col: 3 }), { row: 3, col: 2 });
    expect(boxOf(range)).toEqual({ top: 3, bottom: 5, left: 2, right: 3 });
    expect(boxSize(boxOf(range))).toEqual({ rows: 3, cols: 2 });
    expect(inBox(boxOf(range), 4, 2)).toBe(true);
    expect(inBox(boxOf(range), 6, 2)).toBe(false);
  });

  it('each cell draws only the outer edges of the range: one outline', () => {
    const box = { top: 2, bottom: 4, left: 1, right: 3 };
    expect(edgesOf(box, 2, 1)).toEqual({ top: true, bottom: false, start: true, end: false });
    expect(edgesOf(box, 3, 2)).toEqual({ top: false, bottom: false, start: false, end: false });
    expect(edgesOf(box, 4, 3)).toEqual({ top: false, bottom: true, start: false, end: true });
  });

  it('Ctrl+A takes every row of the view and every drawn column', () => {
    expect(boxOf(everything(size))).toEqual({ top: 0, bottom: 99, left: 0, right: 4 });
  });

  it('Shift and a header click take the whole column; from another column, the columns between', () => {
    expect(boxOf(columnRange(2, 100))).toEqual({ top: 0, bottom: 99, left: 2, right: 2 });
    expect(boxOf(columnRange(1, 100, 3))).toEqual({ top: 0, bottom: 99, left: 1, right: 3 });
  });

  it('a range in a grid that shrank is kept inside it; none in an empty grid', () => {
    const range = extendTo(single({ row: 10, col: 1 }), { row: 50, col: 4 });
    expect(keptIn(range, { rows: 20, cols: 3 })).toEqual({ anchor: { row: 10, col: 1 }, focus: { row: 19, col: 2 } });
    expect(keptIn(range, { rows: 0, cols: 3 })).toBeNull();
  });
});
