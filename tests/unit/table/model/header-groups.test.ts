// Issue 44 item 2: group header rows follow the columns as drawn — order, pins, hidden columns, collapse.
import { describe, expect, it } from 'vitest';
import { groupGrid, groupRuns } from '../../../../src/table/model/header-groups';

const cells = (...spans: Array<number | [number, number]>) => spans.map((s) => (Array.isArray(s) ? { colSpan: s[0], rowSpan: s[1] } : { colSpan: s, rowSpan: 1 }));

describe('groupGrid', () => {
  it('each column under the cell that spans it; a short row leaves the rest empty', () => {
    expect(groupGrid([cells(3, 3)], 6)).toEqual([[0, 0, 0, 1, 1, 1]]);
    expect(groupGrid([cells(2)], 4)).toEqual([[0, 0, -1, -1]]);
    expect(groupGrid([cells(0, 1)], 2)).toEqual([[0, 1]]);
  });
  it('a rowspan takes its places in the rows below (drawn in its own row only)', () => {
    expect(groupGrid([cells([1, 2], 2), cells(1, 1)], 3)).toEqual([[0, 1, 1], [-1, 0, 1]]);
  });
});

describe('groupRuns', () => {
  const row = [0, 0, 0, 1, 1, 1];
  it('in the page\'s order: one cell per group, as wide as its columns', () => {
    expect(groupRuns(row, [0, 1, 2, 3, 4, 5])).toEqual([{ cell: 0, span: 3 }, { cell: 1, span: 3 }]);
  });
  it('hidden or collapsed columns narrow their group; a group with none drawn is gone', () => {
    expect(groupRuns(row, [0, 2, 3, 4, 5])).toEqual([{ cell: 0, span: 2 }, { cell: 1, span: 3 }]);
    expect(groupRuns(row, [3, 5])).toEqual([{ cell: 1, span: 2 }]);
  });
  it('a column moved out of its group splits it: the group shows over each of its runs', () => {
    expect(groupRuns(row, [0, 1, 4, 2, 3, 5])).toEqual([{ cell: 0, span: 2 }, { cell: 1, span: 1 }, { cell: 0, span: 1 }, { cell: 1, span: 2 }]);
  });
  it('pinned columns have a cell each, at their end of the row', () => {
    // Column 4 pinned to the start, columns 0 and 1 to the end.
    expect(groupRuns(row, [4, 2, 3, 5, 0, 1], 1, 2)).toEqual([
      { cell: 1, span: 1 }, { cell: 0, span: 1 }, { cell: 1, span: 2 }, { cell: 0, span: 1 }, { cell: 0, span: 1 },
    ]);
    expect(groupRuns(row, [0, 1, 2, 3, 4, 5], 2, 0)).toEqual([{ cell: 0, span: 1 }, { cell: 0, span: 1 }, { cell: 0, span: 1 }, { cell: 1, span: 3 }]);
  });
  it('a place no cell covers is an empty cell, merged with its empty neighbours', () => {
    expect(groupRuns([0, 0, -1, -1], [0, 1, 2, 3])).toEqual([{ cell: 0, span: 2 }, { cell: -1, span: 2 }]);
  });
});
