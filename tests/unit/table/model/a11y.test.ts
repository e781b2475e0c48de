import { describe, expect, it } from 'vitest';
import { headerState, pageWindow } from '../../../../src/table/model/a11y';
import { makeColumn } from '../../../../src/table/model/columns';
import type { SortKey } from '../../../../src/table/model/types';

const name = makeColumn({ field: 'name', sortable: true, headerClass: 'th-name wide', cellClass: 'td-name text-end' });

describe('headerState: sorted headers carry the class asc or desc (spec "States")', () => {
  it('an unsorted sortable header keeps its own class, has no asc/desc and no aria-sort', () => {
    const s = headerState(name, []);
    expect(s.class).toBe('th-name wide alm-sortable');
    expect(s['aria-sort']).toBeUndefined();
  });

  it('ascending: class asc and aria-sort ascending', () => {
    const s = headerState(name, [{ field: 'name', dir: 'asc' }]);
    expect(s.class.split(' ')).toEqual(['th-name', 'wide', 'alm-sortable', 'asc']);
    expect(s['aria-sort']).toBe('ascending');
  });

  it('descending: class desc and aria-sort descending', () => {
    const s = headerState(name, [{ field: 'name', dir: 'desc' }]);
    expect(s.class.split(' ')).toEqual(['th-name', 'wide', 'alm-sortable', 'desc']);
    expect(s['aria-sort']).toBe('descending');
  });

  it('a header sorted on another field gets neither asc nor desc', () => {
    const s = headerState(name, [{ field: 'age', dir: 'desc' }]);
    expect(s.class.split(' ')).not.toContain('desc');
    expect(s.class.split(' ')).not.toContain('asc');
    expect(s['aria-sort']).toBeUndefined();
  });

  it('matches the sort key by the column sort field (data-sort)', () => {
    const col = makeColumn({ field: 'fullName', sortField: 'last_name', sortable: true });
    expect(headerState(col, [{ field: 'last_name', dir: 'asc' }])['aria-sort']).toBe('ascending');
    expect(headerState(col, [{ field: 'fullName', dir: 'asc' }])['aria-sort']).toBeUndefined();
  });

  it('a non-sortable header gets no sort class', () => {
    const plain = makeColumn({ field: 'note', headerClass: 'muted' });
    expect(headerState(plain, []).class).toBe('muted');
  });
});

describe('headerState: header and cell classes are fully separate (rule 1)', () => {
  it('the cell class never appears on the header, sorted or not', () => {
    for (const sort of [[], [{ field: 'name', dir: 'asc' }], [{ field: 'name', dir: 'desc' }]] as SortKey[][]) {
      const classes = headerState(name, sort).class.split(' ');
      expect(classes).not.toContain('td-name');
      expect(classes).not.toContain('text-end');
    }
  });

  it('a column with only a cell class has no class on its header beyond the sort ones', () => {
    const col = makeColumn({ field: 'x', cellClass: 'num', sortable: true });
    expect(headerState(col, [{ field: 'x', dir: 'asc' }]).class).toBe('alm-sortable asc');
  });
});

describe('headerState: multi-column sort priority', () => {
  it('is the 1-based position when several keys are active', () => {
    const sort: SortKey[] = [{ field: 'age', dir: 'asc' }, { field: 'name', dir: 'desc' }];
    expect(headerState(name, sort).priority).toBe(2);
    expect(headerState(makeColumn({ field: 'age', sortable: true }), sort).priority).toBe(1);
  });

  it('is absent with a single sort key', () => {
    expect(headerState(name, [{ field: 'name', dir: 'asc' }]).priority).toBeUndefined();
  });
});

describe('pageWindow: first, last and a window around the current page; null is a gap', () => {
  it('a single page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('gaps on both sides in the middle of many pages', () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  });

  it('at the start: a gap only before the last page', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
  });

  it('at the end: a gap only after the first page', () => {
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('a gap of exactly one page shows that page instead of a gap', () => {
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('span widens the window', () => {
    expect(pageWindow(10, 20, 2)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });
});
