// Issue 21 item 4: typed snippets of the Svelte DataTable — a column's `cell` and `header`, and the
// table's `empty`, `loading` and `error` — each drawn where the built-in text would be.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import SnippetTable from './SnippetTable.svelte';
import { buildConfig } from '../../../src/table/model/config';
import { columnsFromMeta } from '../../../src/table/model/columns';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';

const people = [{ id: 1, name: 'Ada', pay: 1200.5 }, { id: 2, name: 'Ben', pay: 900 }];

afterEach(() => vi.unstubAllGlobals());

describe('column snippets', () => {
  it('cell: the app draws each cell, given the row and the text the table would show', () => {
    const { container } = render(SnippetTable, { rows: people });
    const links = [...container.querySelectorAll<HTMLAnchorElement>('tbody td a.person')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Ada', '/people/1'], ['Ben', '/people/2']]);
    // The other column keeps the table's own format.
    expect([...container.querySelectorAll('tbody tr td:nth-child(2)')].map((td) => td.textContent)).toEqual(['€1,200.50', '€900.00']);
  });

  it('header: the app draws the header inside the sort button, and is told the sort direction', async () => {
    const { container } = render(SnippetTable, { rows: people });
    const head = () => container.querySelector('th .alm-sort-button .pay-head')?.textContent;
    expect(head()).toBe('Pay (unsorted)');
    await fireEvent.click(container.querySelector<HTMLButtonElement>('th:nth-child(2) .alm-sort-button')!);
    expect(head()).toBe('Pay (asc)');
    expect(container.querySelector('th:nth-child(2)')!.getAttribute('aria-sort')).toBe('ascending');
    // Cells drawn by a snippet follow the sort.
    await fireEvent.click(container.querySelector<HTMLButtonElement>('th:nth-child(2) .alm-sort-button')!);
    expect([...container.querySelectorAll('a.person')].map((a) => a.textContent)).toEqual(['Ada', 'Ben']);
    expect(head()).toBe('Pay (desc)');
  });
});

describe('a cell snippet\'s column still names its row (the text the snippet is given)', () => {
  it('rowLabel reads it: "View Ada", "Select row Ada"', () => {
    const config = buildConfig({ id: 'n', global: GLOBAL_DEFAULTS, markup: {}, template: null, filterModes: {}, hasSearchControl: false });
    const store = new TableStore(config, columnsFromMeta([{ field: 'name', cell: () => {} }]), people);
    expect(store.visible[0].plain).toBe(false);
    expect(store.rowLabel(people[0], 1)).toBe('Ada');
  });
});

describe('table snippets', () => {
  it('empty: no rows at all, then rows hidden by a filter', async () => {
    const { rerender } = render(SnippetTable, { rows: [] });
    expect(screen.getByText('Nobody yet').closest('td')!.colSpan).toBe(2);
    await rerender({ rows: people, filters: { name: 'zzz' } });
    await vi.waitFor(() => expect(screen.getByText('Nothing matches')).toBeTruthy());
  });

  it('loading: shown while the first rows load', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const { container } = render(SnippetTable, { source: '/api/people' });
    await vi.waitFor(() => expect(container.querySelector('tbody .wait')?.textContent).toBe('Fetching people…'));
    expect(container.querySelector('tbody [role="status"]')).toBeNull();
  });

  it('error: shown when loading failed; its retry loads again', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const { container } = render(SnippetTable, { source: '/api/people' });
    await vi.waitFor(() => expect(container.querySelector('tbody button.again')).toBeTruthy());
    const calls = fetch.mock.calls.length;
    await fireEvent.click(container.querySelector<HTMLButtonElement>('tbody button.again')!);
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(calls));
  });
});
