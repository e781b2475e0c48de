// Search haystacks built while idle ("Bundles and first paint", item 3.3): the store schedules
// them after a render, in slices; a search gives the same rows warmed or not, and dispose()
// leaves no idle work behind.
import { tick } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../../src/table/model/config';
import { makeColumn } from '../../../src/table/model/columns';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';
import type { Row } from '../../../src/table/model/types';

const rows: Row[] = Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `Name ${i}`, city: ['Oslo', 'Lima', 'Accra'][i % 3] }));
const columns = [makeColumn({ field: 'id', type: 'number' }), makeColumn({ field: 'name' }), makeColumn({ field: 'city' })];

function store(searchColumns: string[] | null) {
  const config = buildConfig({ id: 'w', global: GLOBAL_DEFAULTS, markup: { searchColumns }, template: null, filterModes: {}, hasSearchControl: false });
  return new TableStore(config, columns, []);
}

describe('idle haystacks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a search after the idle work gives the rows a search without it gives', async () => {
    const warmed = store(['name', 'city']);
    warmed.setData(rows);
    await tick();
    await vi.runAllTimersAsync();
    const cold = store(['name', 'city']);
    cold.setData(rows);
    for (const text of ['lima', 'name 12', 'name 123', 'oslo', 'zz']) {
      warmed.setSearch(text);
      cold.setSearch(text);
      expect(warmed.view.ordered.map((r) => r.id)).toEqual(cold.view.ordered.map((r) => r.id));
    }
    warmed.dispose();
    cold.dispose();
  });

  it('dispose() cancels the idle work still to do', async () => {
    const s = store(['name']);
    s.setData(rows);
    await tick();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    s.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a table nobody types into (no search, no filter inputs) builds nothing', async () => {
    const s = store(null);
    s.setData(rows);
    await tick();
    await vi.runAllTimersAsync();
    expect(vi.getTimerCount()).toBe(0);
    s.dispose();
  });
});
