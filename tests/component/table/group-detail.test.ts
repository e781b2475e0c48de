// Issue 47 item 6: in a grouped table a detail panel (item 4) is a row of the table as a group header row is:
// aria-rowcount counts both, and the rows after a panel are one further down (aria-rowindex), on a page and in
// a windowed table alike. The script path, as dom/attach.ts wires it.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountTable } from '../../../src/table/dom/mount.svelte';
import { startFeatures } from '../../../src/table/dom/features';
import { readTable } from '../../../src/table/dom/markup';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';
import type { Row } from '../../../src/table/model/types';

const teardowns: Array<() => void> = [];
afterEach(() => {
  teardowns.splice(0).forEach((t) => t());
  document.body.innerHTML = '';
});

async function setup(rows: Row[], attrs = '') {
  document.body.innerHTML = `<div><table data-table="gd" data-group-by="customer" data-url-params="false" ${attrs}>
    <template data-detail-template><p>Order {{id}}</p></template>
    <thead><tr><th data-field="id" data-type="number">Order</th><th data-field="customer">Customer</th></tr></thead><tbody></tbody></table></div>`;
  const table = document.querySelector('table')!;
  const parsed = readTable(table)!;
  const config = buildConfig({ id: parsed.id, global: GLOBAL_DEFAULTS, markup: parsed.options, template: null, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, parsed.columns, rows);
  const undo = [mountTable(table, store, parsed.leafRow, [])];
  startFeatures(table, store, () => true, undo);
  teardowns.push(() => undo.reverse().forEach((u) => u()));
  await vi.waitFor(() => expect(table.querySelector('tbody tr.alm-group')).not.toBeNull());
  await vi.waitFor(() => expect(table.querySelector('tbody tr[data-id] button')).not.toBeNull());
  return { table, store };
}

/** The body's rows as `group|id|panel:aria-rowindex`. */
const rows = (table: HTMLTableElement) => [...table.tBodies[0].rows].filter((tr) => !tr.classList.contains('alm-spacer'))
  .map((tr) => `${tr.classList.contains('alm-group') ? 'group' : tr.getAttribute('data-id') ?? 'panel'}:${tr.getAttribute('aria-rowindex')}`);

describe('a detail panel in a grouped table (issue 47 items 4 and 6)', () => {
  it('is counted with the group header rows: aria-rowcount, and the rows after it one further down', async () => {
    const { table } = await setup([{ id: 1, customer: 'Ada' }, { id: 2, customer: 'Grace' }, { id: 3, customer: 'Ada' }]);
    // Header row 1; Ada (2), orders 1 and 3, Grace (5), order 2.
    expect(rows(table)).toEqual(['group:2', '1:3', '3:4', 'group:5', '2:6']);
    const before = Number(table.getAttribute('aria-rowcount'));
    (table.querySelector('tbody tr[data-id="1"] button') as HTMLButtonElement).click();
    flushSync();
    await vi.waitFor(() => expect(rows(table)).toEqual(['group:2', '1:3', 'panel:4', '3:5', 'group:6', '2:7']));
    expect(Number(table.getAttribute('aria-rowcount'))).toBe(before + 1);
  });

  it('paged: a page\'s header rows (a continued one too) and its panel are counted after the pages before it', async () => {
    const { table } = await setup([{ id: 1, customer: 'Ada' }, { id: 2, customer: 'Grace' }, { id: 3, customer: 'Ada' }], 'data-page-size="2"');
    // Page 1: Ada (2), orders 1 and 3 (3, 4); page 2: Grace (5), order 2 (6).
    expect(rows(table)).toEqual(['group:2', '1:3', '3:4']);
    const before = Number(table.getAttribute('aria-rowcount'));
    (table.querySelector('tbody tr[data-id="1"] button') as HTMLButtonElement).click();
    flushSync();
    await vi.waitFor(() => expect(rows(table)).toEqual(['group:2', '1:3', 'panel:4', '3:5']));
    expect(Number(table.getAttribute('aria-rowcount'))).toBe(before + 1);
  });

  it('windowed (every row on one page, 300 rows in 3 groups): the same count, the drawn rows\' indices run on', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, customer: ['Ada', 'Grace', 'Linus'][i % 3] }));
    const { table } = await setup(many, 'data-page-size="0"');
    const spacers = table.querySelectorAll('tbody tr.alm-spacer');
    expect(spacers).toHaveLength(2);
    const before = Number(table.getAttribute('aria-rowcount'));
    (table.querySelector('tbody tr[data-id="1"] button') as HTMLButtonElement).click();
    flushSync();
    await vi.waitFor(() => expect(rows(table).slice(0, 4)).toEqual(['group:2', '1:3', 'panel:4', '4:5']));
    expect(Number(table.getAttribute('aria-rowcount'))).toBe(before + 1);
    const indices = rows(table).map((r) => Number(r.split(':')[1]));
    expect(indices).toEqual(indices.map((_, i) => indices[0] + i));
  });
});
