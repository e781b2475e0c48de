// The DataTable component for Svelte apps (jsdom + Testing Library): same behaviour through props.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within, fireEvent } from '@testing-library/svelte';
import { tick } from 'svelte';
import type { Component } from 'svelte';
import GenericDataTable from '../../../src/table/components/DataTable.svelte';

// Testing Library's render() does not take a generic component's type: props are checked in tests/types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DataTable = GenericDataTable as unknown as Component<Record<string, any>>;

const columns = [
  { field: 'name', label: 'Name', sort: true },
  { field: 'age', label: 'Age', type: 'number', sort: true },
  { field: 'status', label: 'Status', format: 'lookup', options: { a: 'Active', i: 'Inactive' }, filter: true },
];
const rows = [
  { id: 1, name: 'Grace', age: 85, status: 'a' },
  { id: 2, name: 'Ada', age: 36, status: 'i' },
  { id: 3, name: 'Alan', age: 41, status: 'a' },
];
const bodyTexts = (col: number) =>
  screen.getAllByRole('row').slice(2).map((r) => within(r).getAllByRole('cell')[col].textContent?.trim());

describe('DataTable', () => {
  it('renders real table semantics: columnheaders, rows and cells from props', () => {
    render(DataTable, { id: 'people', columns, rows });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent?.trim())).toEqual(['Name', 'Age', 'Status']);
    expect(bodyTexts(0)).toEqual(['Grace', 'Ada', 'Alan']);
    expect(bodyTexts(2)).toEqual(['Active', 'Inactive', 'Active']);
  });

  it('sorting by a header button sets aria-sort and orders numbers as numbers', async () => {
    render(DataTable, { id: 'people', columns, rows });
    await fireEvent.click(screen.getByRole('button', { name: /Age/ }));
    expect(screen.getByRole('columnheader', { name: /Age/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(bodyTexts(1)).toEqual(['36', '41', '85']);
  });

  it('the header filter select narrows rows by exact value', async () => {
    render(DataTable, { id: 'people', columns, rows });
    await fireEvent.change(screen.getByLabelText('Filter by Status'), { target: { value: 'a' } });
    expect(bodyTexts(0)).toEqual(['Grace', 'Alan']);
  });

  it('calls onrender after rendering, with the spec payload', async () => {
    const onrender = vi.fn();
    render(DataTable, { id: 'people', columns, rows, onrender });
    await tick();
    await tick();
    expect(onrender).toHaveBeenCalled();
    expect(onrender.mock.calls.at(-1)![0]).toMatchObject({ tableId: 'people', totalRecords: 3, filteredRecords: 3, isServerSide: false });
  });

  it('pages with pageSize and labels the pagination', async () => {
    render(DataTable, { id: 'people', columns, rows, pageSize: 2 });
    expect(screen.getAllByRole('row')).toHaveLength(2 + 2);
    const nav = screen.getByRole('navigation', { name: 'Pagination, people' });
    await fireEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(bodyTexts(0)).toEqual(['Alan']);
  });

  it('shows markup in values as text', () => {
    render(DataTable, { id: 'x', columns: [{ field: 'name', label: 'Name' }], rows: [{ name: '<b>bold</b>' }] });
    const cell = screen.getByRole('cell');
    expect(cell.textContent).toBe('<b>bold</b>');
    expect(cell.querySelector('b')).toBeNull();
  });

  // Rows whose cells are all plain text have their cells made in one step per row (Body.svelte plainCells);
  // they must still follow the store like the per-cell path does.
  describe('plain-text rows follow the store', () => {
    const plain = [{ field: 'name', label: 'Name' }, { field: 'city', label: 'City' }, { field: 'team', label: 'Team', format: 'lookup' }];
    const people = [{ id: 1, name: 'Grace', city: 'Arlington', team: 'n' }, { id: 2, name: 'Ada', city: 'London', team: 'm' }];
    const cells = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

    it('hiding and showing a column removes and restores its cells in place', async () => {
      let store: any;
      render(DataTable, { id: 'p', columns: plain, rows: people, get store() { return store; }, set store(v) { store = v; } });
      expect(cells()).toEqual([['Grace', 'Arlington', 'n'], ['Ada', 'London', 'm']]);
      store.setColumnVisible('city', false);
      await tick();
      expect(cells()).toEqual([['Grace', 'n'], ['Ada', 'm']]);
      store.setColumnVisible('city', true);
      await tick();
      expect(cells()).toEqual([['Grace', 'Arlington', 'n'], ['Ada', 'London', 'm']]);
    });

    it('new lookup options and new rows change the text shown', async () => {
      let store: any;
      render(DataTable, { id: 'p', columns: plain, rows: people, get store() { return store; }, set store(v) { store = v; } });
      store.setData({ data: people, options: { team: { n: 'Navy', m: 'Maths' } } });
      await tick();
      expect(cells().map((r) => r[2])).toEqual(['Navy', 'Maths']);
      store.setData([{ id: 3, name: 'Alan', city: 'Wilmslow', team: 'm' }]);
      await tick();
      expect(cells()).toEqual([['Alan', 'Wilmslow', 'Maths']]);
    });

    it('the selection checkbox stays the first cell of each row', async () => {
      render(DataTable, { id: 'p', columns: plain, rows: people, showCheckbox: true });
      const first = screen.getAllByRole('row')[1];
      const [box, name] = within(first).getAllByRole('cell');
      expect(within(box).getByRole('checkbox')).toBeTruthy();
      expect(name.textContent).toBe('Grace');
    });
  });

  it('the caption counts are grouped as the table locale writes them', async () => {
    const many = Array.from({ length: 12345 }, (_, i) => ({ id: i, name: `n${i}` }));
    const { unmount } = render(DataTable, { id: 'big', columns: [{ field: 'name', label: 'Name' }], rows: many, pageSize: 1000, locale: 'de-DE' });
    // Grouped once the browser is idle (the first Intl.NumberFormat of a page is costly); plain digits until then.
    await vi.waitFor(() => expect(document.querySelector('.alm-caption-info')?.textContent).toBe('Showing 1 to 1.000 of 12.345 entries'));
    unmount();
    render(DataTable, { id: 'small', columns: [{ field: 'name', label: 'Name' }], rows: many.slice(0, 999), locale: 'en-US' });
    expect(document.querySelector('.alm-caption-info')?.textContent).toBe('Showing 1 to 999 of 999 entries');
  });
});
