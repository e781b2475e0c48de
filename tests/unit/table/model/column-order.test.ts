// Column order, the column menu's items and the columns in the URL (issue 44 items 2, 5 and "Bad input"):
// columns follow an order and a column without a field keeps its place; a move; an order read from a page
// or the URL — not an array, unknown and repeated columns are each told, the rest applied; Move left /
// Move right are what the reader sees (right to left too) and step over hidden columns; cols= / hide=.
import { describe, expect, it } from 'vitest';
import { fieldOrder, orderColumns } from '../../../../src/table/model/column-order';
import { isNatural, movable, moveField, readOrder } from '../../../../src/table/model/column-order-read';
import { columnMenuItems, moveTarget } from '../../../../src/table/model/column-menu';
import { readColumns, writeColumns } from '../../../../src/table/model/column-url';
import { makeColumn } from '../../../../src/table/model/columns';

const number = makeColumn({ field: '', autoNumber: true });
const columns = [number, makeColumn({ field: 'name' }), makeColumn({ field: 'city' }), makeColumn({ field: 'salary' }), makeColumn({ field: '__proto__' })];
const collect = () => {
  const problems: string[] = [];
  return { problems, report: (p: string) => void problems.push(p) };
};

describe('orderColumns', () => {
  it('an empty order is the page\'s order (the same array)', () => {
    expect(orderColumns(columns, [])).toBe(columns);
  });

  it('the fields named come first in that order, the others after in the page\'s order; a column without a field keeps its place', () => {
    expect(orderColumns(columns, ['salary', 'name']).map((c) => c.field)).toEqual(['', 'salary', 'name', 'city', '__proto__']);
  });

  it('unknown fields are passed over', () => {
    expect(fieldOrder(columns, ['ghost', 'city'])).toEqual(['city', 'name', 'salary', '__proto__']);
  });
});

describe('moveField', () => {
  it('moves a field to a place, clamped to the ends', () => {
    expect(moveField(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveField(['a', 'b', 'c'], 'a', 99)).toEqual(['b', 'c', 'a']);
    expect(moveField(['a', 'b', 'c'], 'b', -3)).toEqual(['b', 'a', 'c']);
  });

  it('a field that is not there: unchanged', () => {
    expect(moveField(['a', 'b'], 'z', 0)).toEqual(['a', 'b']);
  });
});

describe('readOrder (bad input: one report each, the rest applied)', () => {
  it('undefined: nothing said, nothing changes', () => {
    const { problems, report } = collect();
    expect(readOrder(undefined, columns, report)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('not an array: reported, nothing kept', () => {
    const { problems, report } = collect();
    expect(readOrder('name,city', columns, report)).toBeUndefined();
    expect(readOrder({ 0: 'name' }, columns, report)).toBeUndefined();
    expect(problems).toEqual(['order: "name,city" is not an array of fields', 'order: {"0":"name"} is not an array of fields']);
  });

  it('unknown columns, repeats and non-strings are reported; the rest is the order, the ones left out follow', () => {
    const { problems, report } = collect();
    expect(readOrder(['salary', 'ghost', 'salary', 3, '__proto__'], columns, report)).toEqual(['salary', '__proto__', 'name', 'city']);
    expect(problems).toEqual(['order names no column "ghost"', 'order names "salary" twice', 'order names no column 3']);
  });

  it('isNatural: the page\'s order', () => {
    expect(isNatural(columns, ['name', 'city', 'salary', '__proto__'])).toBe(true);
    expect(isNatural(columns, ['city', 'name', 'salary', '__proto__'])).toBe(false);
  });

  it('movable: the table\'s and the column\'s data-reorderable, and a field', () => {
    expect(movable(true, { field: 'a' })).toBe(true);
    expect(movable(false, { field: 'a' })).toBe(false);
    expect(movable(true, { field: 'a', reorderable: false })).toBe(false);
    expect(movable(true, { field: '' })).toBe(false);
  });
});

describe('the column menu', () => {
  const at = (field: string, rtl = false, shown = ['a', 'b', 'c']) => ({ field, order: ['a', 'h', 'b', 'c'], shown, rtl });

  it('Move left / Move right, Pin to start / Pin to end, Hide, Fit to content; Move left is not available on the first column, Move right on the last', () => {
    expect(columnMenuItems({ ...at('a'), movable: true, resizable: true })).toEqual([
      { action: 'left', key: 'moveLeft', disabled: true },
      { action: 'right', key: 'moveRight', disabled: false },
      { action: 'start', key: 'pinStart', disabled: false },
      { action: 'end', key: 'pinEnd', disabled: false },
      { action: 'hide', key: 'hideColumn', disabled: false },
      { action: 'fit', key: 'fitColumn', disabled: false },
    ]);
    expect(columnMenuItems({ ...at('c'), movable: true, resizable: true }).map((i) => i.disabled)).toEqual([false, true, false, false, false, false]);
  });

  it('a grouped table\'s menus end with Expand all groups and Collapse all groups (issue 47)', () => {
    const keys = (grouped: boolean) => columnMenuItems({ ...at('b'), movable: false, resizable: false, grouped }).map((i) => i.key);
    expect(keys(true)).toEqual(['pinStart', 'pinEnd', 'hideColumn', 'expandGroups', 'collapseGroups']);
    expect(keys(false)).toEqual(['pinStart', 'pinEnd', 'hideColumn']);
  });

  it('a pinned column is offered the other end and Unpin, never the end it is at', () => {
    const keys = (pinned?: 'start' | 'end') => columnMenuItems({ ...at('b'), movable: false, resizable: false, pinned }).map((i) => i.key);
    expect(keys('start')).toEqual(['pinEnd', 'unpin', 'hideColumn']);
    expect(keys('end')).toEqual(['pinStart', 'unpin', 'hideColumn']);
    expect(keys()).toEqual(['pinStart', 'pinEnd', 'hideColumn']);
  });

  it('a column that may not move has no move items; one that may not be sized no Fit; the last column shown cannot be hidden', () => {
    expect(columnMenuItems({ ...at('a', false, ['a']), movable: false, resizable: false }).filter((i) => i.action === 'hide' || i.action === 'left' || i.action === 'fit')).toEqual([{ action: 'hide', key: 'hideColumn', disabled: true }]);
  });

  it('moves step over hidden columns: a to the place of b (past the hidden h)', () => {
    expect(moveTarget(at('a'), 'right')).toBe(2);
    expect(moveField(['a', 'h', 'b', 'c'], 'a', 2)).toEqual(['h', 'b', 'a', 'c']);
    expect(moveTarget(at('b'), 'left')).toBe(0);
    expect(moveField(['a', 'h', 'b', 'c'], 'b', 0)).toEqual(['b', 'a', 'h', 'c']);
  });

  it('right to left, "Move left" moves toward the end and "Move right" toward the start', () => {
    expect(moveTarget(at('b', true), 'left')).toBe(3);
    expect(moveTarget(at('b', true), 'right')).toBe(0);
    expect(moveTarget(at('a', true), 'right')).toBeNull();
    expect(moveTarget(at('a'), 'hide')).toBeNull();
  });
});

describe('cols= and hide= in the URL', () => {
  it('reads a table\'s cols and hide (its prefix), absent ones undefined, empty hide none hidden', () => {
    const params = new URLSearchParams('cols=salary,name&hide=&t2.cols=x');
    expect(readColumns(params, '')).toEqual({ order: ['salary', 'name'], hidden: [] });
    expect(readColumns(params, 't2.')).toEqual({ order: ['x'], hidden: undefined });
    expect(readColumns(new URLSearchParams('page=2'), '')).toEqual({ order: undefined, hidden: undefined });
  });

  it('writes them with the prefix, keeps the other keys, and removes a part left out', () => {
    const out = writeColumns(new URLSearchParams('page=2&cols=a&hide=b'), '', { order: ['city', 'name'] });
    expect(out.toString()).toBe('page=2&cols=city%2Cname');
    expect(writeColumns(new URLSearchParams(''), 't2.', { hidden: [] }).toString()).toBe('t2.hide=');
  });

  it('round trip: what is written is read back', () => {
    const state = { order: ['salary', 'name', 'city'], hidden: ['city'] };
    expect(readColumns(writeColumns(new URLSearchParams('sort=name'), 'x.', state), 'x.')).toEqual(state);
  });
});

// Regression (issue 44): a field whose name holds a comma was split in two by cols= and hide=.
describe('cols= and hide= with fields named with separators', () => {
  const odd = ['a,b', 'x%2Cy', '50%', 'c:d', 'e&f=g', ',', ''];
  it('a round trip through the address bar gives every field back as it was', () => {
    const state = { order: odd.filter(Boolean), hidden: ['a,b', ','] };
    const written = writeColumns(new URLSearchParams('sort=name'), '', state);
    const address = new URL(`https://example.test/p?${written.toString()}`);
    expect(readColumns(new URLSearchParams(address.search), '')).toEqual(state);
  });
  it('a plain name reads as before (a URL written earlier still works)', () => {
    expect(readColumns(new URLSearchParams('cols=name,50%25,city'), '').order).toEqual(['name', '50%', 'city']);
    expect(writeColumns(new URLSearchParams(''), '', { order: ['name', 'city'] }).toString()).toBe('cols=name%2Ccity');
  });
});
