// data-type as the shorthand of data-cell-element (issue 22 item 5; design.md): controls only where rows
// are editable. A read-only table's data-type="select" shows each cell's label and its filter is a select.
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { mountTable } from '../../../src/table/dom/mount.svelte';
import { readTable } from '../../../src/table/dom/markup';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';

function mount(attrs: string, th: string) {
  const box = document.createElement('div');
  box.innerHTML = `<table data-table="ts" ${attrs}><thead><tr><th data-field="name">Name</th>${th}</tr></thead>`
    + '<tbody><tr data-id="1"><td>Ada</td><td>a</td></tr><tr data-id="2"><td>Ben</td><td>i</td></tr></tbody></table>';
  document.body.appendChild(box);
  const table = box.querySelector('table')!;
  const parsed = readTable(table)!;
  const config = buildConfig({ id: 'ts', global: GLOBAL_DEFAULTS, markup: parsed.options, template: null, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, parsed.columns, parsed.rows ?? []);
  const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
  flushSync();
  return { table, store, parsed, undo: () => (undo(), box.remove()) };
}
const STATUS = '<th data-field="status" data-type="select" data-filter data-options=\'{"a":"Active","i":"Inactive"}\'>Status</th>';

describe('data-type="select"', () => {
  // Regression: a read-only table's data-type="select" turned every body cell into an editable select.
  it('in a read-only table: each cell shows its label, no control; the column is a lookup (its filter a select)', () => {
    const { table, store, parsed, undo } = mount('', STATUS);
    expect(parsed.columns[1]).toMatchObject({ cellElement: undefined, format: 'lookup' });
    expect(table.tBodies[0].querySelector('select, input, textarea')).toBeNull();
    expect(Array.from(table.tBodies[0].rows, (r) => r.cells[1].textContent?.trim())).toEqual(['Active', 'Inactive']);
    expect([...store.lookups.get('status')!.values()]).toEqual(['Active', 'Inactive']);
    undo();
  });

  it('with data-editable-rows it is a select control', () => {
    const { parsed, undo } = mount('data-editable-rows', STATUS);
    expect(parsed.columns[1].cellElement).toBe('select');
    undo();
  });

  it('an explicit data-cell-element makes controls in a read-only table too', () => {
    const { parsed, undo } = mount('', '<th data-field="status" data-cell-element="select">Status</th>');
    expect(parsed.columns[1].cellElement).toBe('select');
    undo();
  });
});
