// Issue 44 item 2: a page's group header rows (colspan rows above the header row) follow the columns as
// drawn — the reader's order, pins, hidden columns, responsive collapse — with a cell over the checkbox
// column; the page's rows come back exactly on teardown. The script path, as dom/attach.ts wires it.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountTable } from '../../../src/table/dom/mount.svelte';
import { startFeatures } from '../../../src/table/dom/features';
import { readTable } from '../../../src/table/dom/markup';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';

const HEAD = '<thead>\n<tr id="top" class="groups"><th colspan="2" id="person" class="grp">Person</th><th colspan="2" scope="colgroup">Work</th></tr>\n'
  + '<tr><th data-field="name">Name</th><th data-field="city">City</th><th data-field="dept">Dept</th><th data-field="pay">Pay</th></tr>\n</thead>';
const teardowns: Array<() => void> = [];
afterEach(() => {
  teardowns.splice(0).forEach((t) => t());
  document.body.innerHTML = '';
});

async function setup(head = HEAD, wait = true) {
  document.body.innerHTML = `<div><table data-table="g" data-show-checkbox>${head}<tbody></tbody></table></div>`;
  const table = document.querySelector('table')!;
  const parsed = readTable(table)!;
  const config = buildConfig({ id: parsed.id, global: GLOBAL_DEFAULTS, markup: parsed.options, template: null, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, parsed.columns, [{ id: 1, name: 'Ann', city: 'Oslo', dept: 'Ops', pay: 3 }]);
  const undo = [mountTable(table, store, parsed.leafRow, [])];
  startFeatures(table, store, () => true, undo);
  const teardown = () => undo.reverse().forEach((u) => u());
  teardowns.push(teardown);
  if (wait) await vi.waitFor(() => expect(table.querySelector('.alm-group-row')).not.toBeNull());
  return { table, store, teardown };
}

/** The group row's cells as `text/span` (an empty cell: `-/span`). */
const groups = (table: HTMLTableElement) => Array.from(table.querySelector('.alm-group-row')!.children as HTMLCollectionOf<HTMLTableCellElement>, (c) => `${c.textContent || '-'}/${c.colSpan}`);

describe('group header rows (issue 44 item 2)', () => {
  it('drawn over the columns with a cell over the checkbox column, the page\'s attributes kept, scope colgroup, counted as row 1', async () => {
    const { table } = await setup();
    expect(groups(table)).toEqual(['-/1', 'Person/2', 'Work/2']);
    const row = table.querySelector('.alm-group-row')!;
    expect(row.id).toBe('top');
    expect(row.getAttribute('aria-rowindex')).toBe('1');
    const person = row.querySelector('#person')!;
    expect([person.className, person.getAttribute('scope')]).toEqual(['grp', 'colgroup']);
    expect(table.tHead!.rows).toHaveLength(2);
  });

  it('follows hidden columns, moves, pins and collapse', async () => {
    const { table, store } = await setup();
    store.setColumnVisible('city', false);
    flushSync();
    expect(groups(table)).toEqual(['-/1', 'Person/1', 'Work/2']);
    store.setColumnVisible('city', true);
    store.setOrder(['name', 'dept', 'city', 'pay']);
    flushSync();
    expect(groups(table)).toEqual(['-/1', 'Person/1', 'Work/1', 'Person/1', 'Work/1']);
    // The id stays on the first cell of its group only.
    expect(table.querySelectorAll('#person')).toHaveLength(1);
    store.setOrder([]);
    store.setPin('pay', 'start');
    flushSync();
    // Stuck at the start: the checkbox column and Pay, a cell each.
    expect(groups(table)).toEqual(['-/1', 'Work/1', 'Person/2', 'Work/1']);
    store.collapse(new Set(['dept', 'name']));
    flushSync();
    expect(groups(table)).toEqual(['-/1', 'Work/1', 'Person/1']);
  });

  it('teardown puts the page\'s rows back exactly', async () => {
    const { table, teardown } = await setup();
    teardown();
    expect(table.tHead!.outerHTML).toBe(HEAD);
  });

  it('a row above the header holding the page\'s own controls stays as the page wrote it', async () => {
    const head = HEAD.replace('>Work</th>', '><input aria-label="Find"></th>');
    const { table } = await setup(head, false);
    await import('../../../src/table/dom/header-groups');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(table.querySelector('.alm-group-row')).toBeNull();
    expect(table.querySelector('#top input')).not.toBeNull();
  });
});
