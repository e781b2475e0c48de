// setData(id, rows) always takes the rows (issue 22 item 5; design.md "setData"): also the same array
// object as before, as a page written for the original framework passes it after pushing a row into it.
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../../src/table/model/config';
import { makeColumn } from '../../../src/table/model/columns';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';
import type { Row } from '../../../src/table/model/types';

const name = makeColumn({ field: 'name', label: 'Name' });
const columns = [makeColumn({ field: 'id', type: 'number' }), name];

function store() {
  const config = buildConfig({ id: 'sd', global: GLOBAL_DEFAULTS, markup: { searchColumns: ['name'] }, template: null, filterModes: {}, hasSearchControl: false });
  return new TableStore(config, columns, []);
}

describe('setData takes the rows, the same array object included', () => {
  // Regression: the store kept the same array reference, so nothing changed on screen.
  it('a row pushed into the array the page gave before is shown after setData(sameArray)', () => {
    const s = store();
    const mine: Row[] = [{ id: 1, name: 'Ada' }];
    s.setData(mine);
    expect(s.view.ordered.map((r) => r.name)).toEqual(['Ada']);
    mine.push({ id: 2, name: 'Ben' });
    s.setData(mine);
    expect(s.view.ordered.map((r) => r.name)).toEqual(['Ada', 'Ben']);
    expect(s.view.filtered).toBe(2);
    s.dispose();
  });

  it('a field set in place shows its new text, and search finds it', () => {
    const s = store();
    const mine: Row[] = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Ben' }];
    s.setData(mine);
    s.setSearch('ada');
    expect(s.view.ordered.map((r) => r.id)).toEqual([1]);
    expect(s.textOf(mine[0], name)).toBe('Ada');
    mine[0].name = 'Ava';
    mine[1].name = 'Adam';
    s.setData(mine);
    expect(s.textOf(mine[0], name)).toBe('Ava');
    expect(s.view.ordered.map((r) => r.id)).toEqual([2]);
    // And again: each call takes the array as it is now.
    mine[0].name = 'Adalyn';
    s.setData(mine);
    expect(s.textOf(mine[0], name)).toBe('Adalyn');
    expect(s.view.ordered.map((r) => r.id)).toEqual([1, 2]);
    s.dispose();
  });
});
