// Issue 44 item 7: aria-rowcount on the table and aria-rowindex on every row — header rows included,
// 1-based, counting every row of the data set (all pages; the whole window), right after a sort, a filter
// or a page change. Through the DataTable component and a page's own table (mountTable).
import { describe, expect, it } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/svelte';
import { flushSync, tick } from 'svelte';
import type { Component } from 'svelte';
import GenericDataTable from '../../../src/table/components/DataTable.svelte';
import { mountTable } from '../../../src/table/dom/mount.svelte';
import { readTable } from '../../../src/table/dom/markup';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DataTable = GenericDataTable as unknown as Component<Record<string, any>>;

const columns = [
  { field: 'name', label: 'Name', sort: true },
  { field: 'n', label: 'N', type: 'number', sort: true },
];
const people = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `P${String(i + 1).padStart(6, '0')}`, n: i + 1 }));
const indices = (root: ParentNode = document) => Array.from(root.querySelectorAll('tr'), (tr) => tr.getAttribute('aria-rowindex'));
const dataRows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('tbody tr[data-id]'));

describe('row count and row indices (issue 44 item 7)', () => {
  it('a paged table counts the header and every row of every page; a row\'s index continues across pages', async () => {
    render(DataTable, { id: 'paged', columns, rows: people(23), pageSize: 5 });
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('24');
    expect(document.querySelector('thead tr')!.getAttribute('aria-rowindex')).toBe('1');
    expect(dataRows().map((tr) => tr.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4', '5', '6']);
    await fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(dataRows().map((tr) => tr.getAttribute('aria-rowindex'))).toEqual(['7', '8', '9', '10', '11']);
  });

  it('a windowed table of 100,000 rows: the count is every row, the rendered rows carry their place in it, after a sort too', async () => {
    render(DataTable, { id: 'big', columns, rows: people(100_000) });
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('100001');
    const first = dataRows();
    expect(first.length).toBeLessThan(200);
    expect(first[0].getAttribute('aria-rowindex')).toBe('2');
    expect(first.map((tr) => Number(tr.getAttribute('aria-rowindex')))).toEqual(first.map((_, i) => i + 2));
    const sortN = document.querySelector<HTMLButtonElement>('th[data-field="n"] button')!;
    await fireEvent.click(sortN);
    await fireEvent.click(sortN);
    expect(dataRows()[0].textContent).toContain('100000');
    expect(dataRows()[0].getAttribute('aria-rowindex')).toBe('2');
  });

  it('a filter row is a header row: the rows after it count it; a filter changes the count at once', async () => {
    const filtered = [...columns, { field: 'kind', label: 'Kind', filter: true }];
    const rows = people(12).map((p) => ({ ...p, kind: p.n % 3 ? 'odd' : 'three' }));
    render(DataTable, { id: 'filtered', columns: filtered, rows });
    const table = screen.getByRole('table');
    expect(indices(document.querySelector('thead')!)).toEqual(['1', '2']);
    expect(table.getAttribute('aria-rowcount')).toBe('14');
    await fireEvent.input(screen.getByRole('searchbox', { name: /Kind/ }), { target: { value: 'three' } });
    await tick();
    expect(table.getAttribute('aria-rowcount')).toBe('6');
    expect(dataRows().map((tr) => tr.getAttribute('aria-rowindex'))).toEqual(['3', '4', '5', '6']);
  });

  it('footer rows come after every row of every page and count too', () => {
    render(DataTable, { id: 'foot', columns, rows: people(7), pageSize: 3, footerAggregates: { n: 'sum' } });
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('9');
    expect(document.querySelector('tfoot tr')!.getAttribute('aria-rowindex')).toBe('9');
  });

  it('a table without rows counts its state row ("No rows"): it is the row after the header, and the footer\'s follows it', () => {
    render(DataTable, { id: 'none', columns, rows: [], footerAggregates: { n: 'sum' } });
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('3');
    expect(document.querySelector('tbody tr.alm-state-row')!.getAttribute('aria-rowindex')).toBe('2');
    expect(document.querySelector('tfoot tr')!.getAttribute('aria-rowindex')).toBe('3');
  });

  it('a page\'s table: its group header rows count, the count is on its own table element, and leaves with the table', () => {
    document.body.innerHTML = `<table data-table="groups" data-page-size="2"><thead>
      <tr><th colspan="2">Group</th></tr>
      <tr><th data-field="name">Name</th><th data-field="n">N</th></tr></thead>
      <tbody>${people(5).map((p) => `<tr data-id="${p.id}"><td>${p.name}</td><td>${p.n}</td></tr>`).join('')}</tbody>
      <tfoot><tr><td>a</td><td>b</td></tr></tfoot></table>`;
    const table = document.querySelector('table')!;
    const read = readTable(table)!;
    const config = buildConfig({ id: 'groups', global: GLOBAL_DEFAULTS, markup: read.options, template: null, filterModes: {}, hasSearchControl: false });
    const store = new TableStore(config, read.columns, read.rows ?? []);
    const undo = mountTable(table, store, read.leafRow, []);
    flushSync();
    // Two header rows, five rows on three pages, one footer row.
    expect(table.getAttribute('aria-rowcount')).toBe('8');
    expect(table.querySelector('.alm-header-row')!.getAttribute('aria-rowindex')).toBe('2');
    expect(dataRows().map((tr) => tr.getAttribute('aria-rowindex'))).toEqual(['3', '4']);
    store.setPage(3);
    flushSync();
    expect(dataRows().map((tr) => tr.getAttribute('aria-rowindex'))).toEqual(['7']);
    undo();
    expect(table.hasAttribute('aria-rowcount')).toBe(false);
  });
});
