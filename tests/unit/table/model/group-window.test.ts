// Issue 47 item 6: a windowed grouped table scrolls one flat list of items (model/group-window.ts itemSlice):
// the header rows of the groups shown and the rows of open groups; its window is a slice of that list.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aggregateFromStats, fieldStats } from '../../../../src/table/model/aggregates';
import { groupOrder, groupRows as group, measureWith, PATH_SEP, type Group } from '../../../../src/table/model/groups';
import { groupCount, groupItems } from '../../../../src/table/model/group-items';
import { groupHeaders, itemSlice } from '../../../../src/table/model/group-window';
import type { Row } from '../../../../src/table/model/types';

const compare = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
const groupRows = (rows: Row[], fields: string[]) => group(rows, fields, [], groupOrder([], [], compare), measureWith({ fieldStats, aggregateFromStats }));

const rowsArb = fc.array(fc.record({ g: fc.constantFrom('a', 'b', 'c', null, ''), h: fc.constantFrom('x', 'y'), v: fc.integer({ min: 0, max: 3 }) }), { maxLength: 80 })
  .map((rows) => rows.map((r, id) => ({ id, ...r }) as Row));
const closedArb = fc.subarray(['a', 'b', 'c', '', `a${PATH_SEP}x`, `b${PATH_SEP}y`, `${PATH_SEP}x`, `c${PATH_SEP}x${PATH_SEP}1`]);

/** Groups shown (their parents all open) and rows of open groups, counted from the groups themselves. */
function expected(groups: readonly Group[], closed: ReadonlySet<string>): { headers: number; rows: number } {
  let headers = 0;
  let rows = 0;
  const walk = (list: readonly Group[]) => {
    for (const g of list) {
      headers++;
      if (closed.has(g.path)) continue;
      if (g.groups.length) walk(g.groups);
      else rows += g.rows.length;
    }
  };
  walk(groups);
  return { headers, rows };
}

describe('the flat list of a windowed grouped table', () => {
  it('holds the headers of the groups shown and the rows of open groups: its count is theirs, and groupCount\'s (aria-rowcount)', () => {
    fc.assert(fc.property(rowsArb, fc.integer({ min: 1, max: 3 }), closedArb, (rows, depth, closed) => {
      const groups = groupRows(rows, ['g', 'h', 'v'].slice(0, depth));
      const shut = new Set(closed);
      const all = itemSlice(groups, shut, 0, Infinity);
      const { headers, rows: open } = expected(groups, shut);
      expect(all.filter((it) => it.kind === 'group')).toHaveLength(headers);
      expect(all.filter((it) => it.kind === 'row')).toHaveLength(open);
      expect(all.length).toBe(groupCount(groups, shut).all);
      // The same list the unpaged body draws.
      expect(all).toEqual(groupItems(groups, shut));
    }), { numRuns: 300 });
  });

  it('a window is the slice of the list: windows one after another give the list back, so aria-rowindex (start + i) runs on without a gap', () => {
    fc.assert(fc.property(rowsArb, fc.integer({ min: 1, max: 3 }), closedArb, fc.integer({ min: 1, max: 9 }), (rows, depth, closed, size) => {
      const groups = groupRows(rows, ['g', 'h', 'v'].slice(0, depth));
      const shut = new Set(closed);
      const all = groupItems(groups, shut);
      const joined = [];
      for (let start = 0; start < all.length; start += size) {
        const window = itemSlice(groups, shut, start, start + size);
        expect(window).toEqual(all.slice(start, start + size));
        joined.push(...window);
      }
      expect(joined).toEqual(all);
      // A row's number is its place among the rows in the groups' order, counting the rows of closed groups.
      const numbers = all.flatMap((it) => (it.kind === 'row' ? [it.index] : []));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }), { numRuns: 300 });
  });

  it('its header rows, with their places in the list, are the headers the list holds (the keyboard moves between them)', () => {
    fc.assert(fc.property(rowsArb, fc.integer({ min: 1, max: 3 }), closedArb, (rows, depth, closed) => {
      const groups = groupRows(rows, ['g', 'h', 'v'].slice(0, depth));
      const shut = new Set(closed);
      const all = groupItems(groups, shut);
      const fromList = all.flatMap((it, at) => (it.kind === 'group' ? [{ path: it.group.path, level: it.level, at }] : []));
      expect(groupHeaders(groups, shut)).toEqual(fromList);
    }), { numRuns: 200 });
  });

  it('100,000 rows in 1,000 groups: a window far down is made without making the rest', () => {
    const rows = Array.from({ length: 100_000 }, (_, id) => ({ id, team: `T${String(id % 1000).padStart(4, '0')}` }));
    const groups = groupRows(rows, ['team']);
    const closed = new Set(groups.slice(0, 500).map((g) => g.path));
    expect(groupCount(groups, closed).all).toBe(1000 + 500 * 100);
    const window = itemSlice(groups, closed, 30_000, 30_040);
    expect(window).toHaveLength(40);
    // 500 closed headers, then open groups of 101 items each: item 30,000 is 29,500 into them.
    const first = window[0];
    expect(first.kind === 'row' && first.row.team).toBe(`T${String(500 + Math.floor(29_500 / 101)).padStart(4, '0')}`);
  });
});
