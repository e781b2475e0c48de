// Search with no index (issue 24, items 3 and 5): the store builds nothing ahead of the first
// keystroke and leaves no idle work after a render; a search at any moment gives the rows
// filterRows gives.
import { tick } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../../src/table/model/config';
import { makeColumn } from '../../../src/table/model/columns';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { filterRows } from '../../../src/table/model/query';
import { TableStore } from '../../../src/table/store.svelte';
import type { Row } from '../../../src/table/model/types';

const rows: Row[] = Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `Name ${i}`, city: ['Oslo', 'Lima', 'Accra'][i % 3] }));
const columns = [makeColumn({ field: 'id', type: 'number' }), makeColumn({ field: 'name' }), makeColumn({ field: 'city' })];

function store(searchColumns: string[] | null) {
  const config = buildConfig({ id: 'w', global: GLOBAL_DEFAULTS, markup: { searchColumns }, template: null, filterModes: {}, hasSearchControl: false });
  return new TableStore(config, columns, []);
}

describe('search without an index', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a render schedules no idle work, searchable or not', async () => {
    for (const searched of [['name', 'city'], null]) {
      const s = store(searched);
      s.setData(rows);
      await tick();
      expect(vi.getTimerCount()).toBe(0);
      s.dispose();
    }
  });

  it('a search right after the data came, and each narrowing or new one after it, gives the rows filterRows gives', async () => {
    const s = store(['name', 'city']);
    s.setData(rows);
    for (const text of ['lima', 'name 12', 'name 123', 'oslo', 'zz', '12', '']) {
      s.setSearch(text);
      const want = filterRows(rows, {}, text, s.filterContext());
      expect(s.view.ordered.map((r) => r.id)).toEqual(want.map((r) => r.id));
    }
    await tick();
    expect(vi.getTimerCount()).toBe(0);
    s.dispose();
  });
});
