// The footer component (TableFoot.svelte) as a Svelte app has it: DataTable renders it statically
// (no part to load: the totals are there with the first render, and on the server), and on its own
// with a store, in a table of its own. The page path (a page's tfoot) is in footer.test.ts.
import { flushSync, mount, unmount, type Component } from 'svelte';
import { render } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GenericDataTable from '../../../src/table/components/DataTable.svelte';
import TableFoot from '../../../src/table/components/TableFoot.svelte';
import { resetWarnings } from '../../../src/core/warn';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { columnsFromMeta } from '../../../src/table/model/columns';
import { TableStore } from '../../../src/table/store.svelte';
import EmptyCell from './EmptyCell.svelte';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DataTable = GenericDataTable as unknown as Component<Record<string, any>>;
const rows = () => [
  { id: 1, name: 'Ada', salary: 100, team: 'a' },
  { id: 2, name: 'Ben', salary: 50, team: 'b' },
  { id: 3, name: 'Cy', salary: 25, team: 'a' },
];
const columns = [{ field: 'name', label: 'Name' }, { field: 'team', label: 'Team' }, { field: 'salary', label: 'Salary', format: 'currency', currency: 'USD', cellClass: 'num' }];
const footTexts = (root: ParentNode = document) => [...root.querySelectorAll('tfoot td')].map((td) => td.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('DataTable footerAggregates: the footer is rendered with the table', () => {
  it('totals at the first render, no part to wait for; a filler cell under the checkbox; the column\'s format and class', () => {
    render(DataTable, { id: 'f1', columns, rows: rows(), pageSize: 2, showCheckbox: true, footerAggregates: { name: 'count', salary: 'sum' } });
    flushSync();
    expect(footTexts()).toEqual(['', '3', '', '$175.00']);
    const cells = document.querySelectorAll('tfoot td');
    expect(cells[0].className).toBe('alm-footer-filler');
    expect(cells[3].className).toBe('num');
    expect(document.querySelector('table > tfoot')).not.toBeNull();
  });

  it('follows the store: a filter, a hidden column, a trailing feature column; table:footerSetup once', () => {
    const onfootersetup = vi.fn();
    let store!: TableStore;
    render(DataTable, { id: 'f2', columns, rows: rows(), footerAggregates: { salary: 'sum' }, onfootersetup, get store() { return store; }, set store(s: TableStore) { store = s; } });
    flushSync();
    expect(footTexts()).toEqual(['', '', '$175.00']);
    store.setFilters({ team: 'a' });
    flushSync();
    expect(footTexts()).toEqual(['', '', '$125.00']);
    store.setColumnVisible('team', false);
    flushSync();
    expect([...document.querySelectorAll('tfoot td')].map((td) => (td as HTMLElement).hidden)).toEqual([false, true, false]);
    store.setSlot({ label: 'Actions', className: 'alm-row-actions', Cell: EmptyCell });
    flushSync();
    expect(document.querySelector('tfoot tr')!.lastElementChild!.className).toBe('alm-footer-filler');
    expect(onfootersetup).toHaveBeenCalledTimes(1);
    expect(onfootersetup.mock.calls[0][0]).toMatchObject({ tableId: 'f2', tfoot: document.querySelector('tfoot'), aggregates: [{ field: 'salary', aggregateType: 'sum', value: 175, pageTotal: false }] });
  });

  // Regression (issue 44 item 2): the footer kept the page's order when a column was pinned, the header did not.
  it('follows pins, moves and collapse: each total stays under its column', () => {
    let store!: TableStore;
    render(DataTable, { id: 'f5', columns, rows: rows(), footerAggregates: { name: 'count', salary: 'sum' }, get store() { return store; }, set store(s: TableStore) { store = s; } });
    flushSync();
    const heads = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
    const under = () => Object.fromEntries(heads().map((h, i) => [h, footTexts()[i]]));
    store.setPin('salary', 'start');
    flushSync();
    expect(heads()[0]).toBe('Salary');
    expect(under()).toEqual({ Salary: '$175.00', Name: '3', Team: '' });
    store.setPin('name', 'end');
    store.setOrder(['team', 'name', 'salary']);
    flushSync();
    expect(heads()).toEqual(['Salary', 'Team', 'Name']);
    expect(footTexts()).toEqual(['$175.00', '', '3']);
    // Stuck cells (the pin part): a footer row of one cell per column starts and ends with its columns, as the header does.
    expect(document.querySelector('tfoot tr')!.hasAttribute('data-alm-spans')).toBe(false);
    store.collapse(new Set(['team']));
    flushSync();
    const shown = [...document.querySelectorAll('tfoot td')].filter((td) => !(td as HTMLElement).hidden).map((td) => td.textContent);
    expect(shown).toEqual(['$175.00', '3']);
  });

  it('pinned, with a checkbox column: a filler cell per feature column (no spans), so that the row\'s first cells are its columns', () => {
    let store!: TableStore;
    render(DataTable, { id: 'f6', columns, rows: rows(), showCheckbox: true, footerAggregates: { salary: 'sum' }, get store() { return store; }, set store(s: TableStore) { store = s; } });
    flushSync();
    expect(document.querySelector<HTMLTableCellElement>('tfoot td')!.colSpan).toBe(1);
    store.setPin('salary', 'start');
    flushSync();
    const cells = [...document.querySelectorAll('tfoot tr > *')] as HTMLTableCellElement[];
    expect(cells.map((c) => [c.className, c.colSpan, c.rowSpan, c.textContent])).toEqual([
      ['alm-footer-filler', 1, 1, ''], ['num', 1, 1, '$175.00'], ['', 1, 1, ''], ['', 1, 1, ''],
    ]);
  });

  it('new columns re-plan the cells: a cell that showed nothing shows a total, and the other way round', async () => {
    const { rerender } = render(DataTable, { id: 'f4', columns, rows: rows(), footerAggregates: { salary: 'sum' } });
    flushSync();
    expect(footTexts()).toEqual(['', '', '$175.00']);
    await rerender({ columns: [columns[2], columns[0]] });
    flushSync();
    expect(footTexts()).toEqual(['$175.00', '']);
  });

  it('no footerAggregates: no tfoot', () => {
    render(DataTable, { id: 'f3', columns, rows: rows() });
    flushSync();
    expect(document.querySelector('tfoot')).toBeNull();
  });
});

describe('TableFoot on its own (a store, no page tfoot)', () => {
  const storeWith = (footerAggregates: Record<string, unknown> | null) => {
    const config = { ...buildConfig({ id: 'solo', global: GLOBAL_DEFAULTS, markup: {}, template: null, filterModes: {}, hasSearchControl: false }), footerAggregates };
    return new TableStore(config, columnsFromMeta(columns, () => {}), rows());
  };

  it('a legacy map with a bad entry: one warning, the other fields aggregated', () => {
    resetWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const table = document.body.appendChild(document.createElement('table'));
    const app = mount(TableFoot, { target: table, props: { store: storeWith({ name: 'median', salary: 'max' }) } });
    flushSync();
    expect(footTexts(table)).toEqual(['', '', '$100.00']);
    expect(warn.mock.calls.map(([m]) => m)).toEqual(['[almanac] table "solo": data-footer-aggregates: "name" has "median", not sum, avg, count, min or max — that field is not aggregated']);
    unmount(app);
    expect(table.innerHTML).toBe('');
  });

  it('without a map it renders nothing', () => {
    const table = document.body.appendChild(document.createElement('table'));
    const app = mount(TableFoot, { target: table, props: { store: storeWith(null) } });
    flushSync();
    expect(table.querySelector('tfoot')).toBeNull();
    unmount(app);
  });
});
