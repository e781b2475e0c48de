// Issue 13 item 3: every DataTable prop follows changes after mount, through the store, without re-mounting.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { flushSync, tick, type Component } from 'svelte';
import GenericDataTable from '../../../src/table/components/DataTable.svelte';
import Bound from './BoundTable.svelte';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DataTable = GenericDataTable as unknown as Component<Record<string, any>>;
const rows = [
  { id: 1, name: 'Grace', age: 85, team: 'a' },
  { id: 2, name: 'Ada', age: 36, team: 'b' },
  { id: 3, name: 'Alan', age: 41, team: 'a' },
];
const columns = [{ field: 'name', label: 'Name', sort: true }, { field: 'age', label: 'Age', type: 'number', sort: true }];
const names = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent?.trim()).find((t) => t && /[A-Z]/.test(t)));
const settle = async () => {
  flushSync();
  await tick();
};

describe('DataTable props after mount', () => {
  it('columns, pageSize, filters, sort and locale update the same table', async () => {
    const { rerender } = render(DataTable, { id: 'live', columns, rows });
    const table = screen.getByRole('table');
    await rerender({ columns: [...columns, { field: 'team', label: 'Team', format: 'lookup', options: { a: 'Apollo', b: 'Bravo' } }] });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent?.trim())).toEqual(['Name', 'Age', 'Team']);
    expect(screen.getAllByText('Apollo')).toHaveLength(2);
    await rerender({ pageSize: 2 });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await rerender({ pageSize: 0, filters: { team: 'a' } });
    await settle();
    expect(names()).toEqual(['Grace', 'Alan']);
    await rerender({ filters: {}, sort: [{ field: 'age', dir: 'asc' }] });
    await settle();
    expect(names()).toEqual(['Ada', 'Alan', 'Grace']);
    await rerender({ showCheckbox: true });
    expect(screen.getAllByRole('checkbox', { name: /Select row/ })).toHaveLength(3);
    expect(screen.getByRole('table')).toBe(table);
  });

  it('rows react to in-place mutation and to reassignment alike', async () => {
    render(Bound);
    await fireEvent.click(screen.getByRole('button', { name: 'rename first' }));
    await settle();
    expect(names()).toContain('Hopper');
    await fireEvent.click(screen.getByRole('button', { name: 'push row' }));
    await settle();
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toMatch(/of 4 entries/);
  });

  it('bind:sort, bind:page and bind:selected follow the user and drive the table', async () => {
    render(Bound);
    await fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await settle();
    expect(screen.getByTestId('sort').textContent).toBe('name:asc');
    await fireEvent.click(screen.getByRole('button', { name: 'sort by age' }));
    await settle();
    expect(names()).toEqual(['Grace', 'Alan']);
    await fireEvent.click(screen.getByRole('button', { name: 'page two' }));
    await settle();
    expect(names()).toEqual(['Ada']);
    await fireEvent.click(screen.getByRole('checkbox', { name: /Select row Ada/ }));
    await settle();
    expect(screen.getByTestId('selected').textContent).toBe('Ada');
    await fireEvent.click(screen.getByRole('button', { name: 'select Ada' }));
    await settle();
    expect(screen.getByRole('checkbox', { name: /Select row Ada/ })).toBeChecked();
    expect(screen.getByTestId('page').textContent).toBe('2');
  });
});

describe('the class prop', () => {
  it("is added to the table wrapper's own class, and follows a change", async () => {
    const { container, rerender } = render(DataTable, { id: 'classy', columns, rows });
    const wrap = () => container.querySelector('.alm-table-wrap') as HTMLElement;
    expect(wrap().className).toBe('alm-table-wrap');
    await rerender({ class: 'staff compact' });
    expect(wrap().className).toBe('alm-table-wrap staff compact');
    await rerender({ class: '' });
    expect(wrap().className).toBe('alm-table-wrap');
  });
});
