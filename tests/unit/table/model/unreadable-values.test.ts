// Issue 22 item 4 (design.md "Bad input: no uncaught exception, ever"): a row value whose toString
// throws shows as an empty cell, reported once per column through the store's warning; sorting,
// search, filters and the cache around it keep working and never throw.
import { describe, expect, it, vi } from 'vitest';
import { cellText } from '../../../../src/table/model/cells';
import { makeColumn } from '../../../../src/table/model/columns';
import { cellHaystack, lower } from '../../../../src/table/model/haystacks';
import { filterRows, type FilterContext } from '../../../../src/table/model/query';
import { sortKeys, sortRows } from '../../../../src/table/model/sorters';
import { TextCache } from '../../../../src/table/model/text-cache';
import { collatorFor } from '../../../../src/table/model/collator';
import type { Row } from '../../../../src/table/model/types';

const hostile = () => ({ toString() { throw new Error('no text for you'); } });
const name = makeColumn({ field: 'name' });
const rows: Row[] = [{ id: 1, name: 'Bea' }, { id: 2, name: hostile() }, { id: 3, name: 'Al' }];

describe('a value whose toString throws', () => {
  it('a formatted column shows text without throwing', () => {
    for (const format of ['text', 'number', 'lookup', 'date', 'boolean', 'truncate'] as const) {
      expect(() => cellText(hostile(), makeColumn({ field: 'name', format }))).not.toThrow();
    }
  });

  it('has an empty cell text (the text cache), and its column is reported to the owner, never thrown', () => {
    const unreadable = vi.fn();
    const cache = new TextCache(unreadable);
    const lookups = new Map();
    expect(rows.map((row) => cache.get(row, name, lookups))).toEqual(['Bea', '', 'Al']);
    expect(unreadable).toHaveBeenCalledExactlyOnceWith(name);
    expect(cache.get(rows[1], name, lookups)).toBe(''); // remembered: not read (nor reported) again
    expect(unreadable).toHaveBeenCalledTimes(1);
    expect(new TextCache().get(rows[1], name, new Map())).toBe('');
  });

  it('sorts as an empty value (last), and the other rows still sort', () => {
    const collator = collatorFor('en');
    expect(Number.isNaN(sortKeys(rows, 'name', 'text', collator)[1])).toBe(true);
    expect(sortRows(rows, [{ field: 'name', dir: 'asc' }], () => 'text', collator).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(() => sortKeys(rows, 'name', 'number', collator)).not.toThrow();
    expect(() => sortKeys(rows, 'name', 'date', collator)).not.toThrow();
  });

  it('search and filters read it as empty text', () => {
    expect(lower(hostile())).toBe('');
    expect(cellHaystack(rows[1], name, () => '')).toBe('');
    const cache = new TextCache();
    const ctx = (modeOf: FilterContext['modeOf'], columns = [name]): FilterContext => ({
      columns, searchFields: [], modeOf, textOf: (row, column) => cache.get(row, column, new Map()),
    });
    expect(filterRows(rows, {}, 'a', ctx(() => 'contains')).map((r) => r.id)).toEqual([1, 3]);
    expect(filterRows(rows, { name: 'al' }, '', ctx(() => 'equals')).map((r) => r.id)).toEqual([3]);
    expect(filterRows(rows, { name: 'e' }, '', ctx(() => 'contains', [])).map((r) => r.id)).toEqual([1]);
  });
});

describe('a row template', () => {
  it('fills a value whose toString throws as empty text', async () => {
    const { renderTemplate } = await import('../../../../src/table/model/row-template');
    expect(renderTemplate('<tr><td>{{name}}</td><td>{{id}}</td></tr>', { id: 2, name: hostile() })).toBe('<tr><td></td><td>2</td></tr>');
  });
});
