import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import TreePaged from './TreePaged.svelte';

const shown = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr.alm-tree-row')].map((tr) => tr.textContent!.trim());

describe('a paged tree with row checkboxes', () => {
  it('"Select all rows" selects the rows the page draws (in the tree\'s order), not the table\'s first rows', async () => {
    render(TreePaged);
    // Tree order: Build, Front end, Back end, Launch, Party (the table's own: Build, Launch, Party, Front end, Back end).
    await vi.waitFor(() => expect(shown()).toEqual(['Build']), { timeout: 4000 });
    await fireEvent.click(screen.getByRole('button', { name: 'Open Build' }));
    await vi.waitFor(() => expect(shown()).toEqual(['Build', 'Front end']));
    await fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await vi.waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('Build,Front end'));
    // Page 2 holds the next rows in tree order: Back end (under Build, shown again as "continued") and Launch.
    await fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(shown()).toEqual(['Build', 'Back end', 'Launch']));
    await fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await vi.waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('Build,Front end,Back end,Launch'));
  });
});
