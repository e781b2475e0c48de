// Issue 47 item 3 in Svelte: a DataTable with `treeField` shows its rows as a tree (the tree body, a part
// loaded once the table is a tree), and `bind:openNodes` carries the open rows both ways.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import Tree from './TreeTable.svelte';

const shown = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr.alm-tree-row')].map((tr) => `${tr.getAttribute('aria-level')}:${tr.cells[0].textContent!.trim()}`);
const open = () => JSON.parse(screen.getByTestId('open').textContent!);

describe('DataTable tree', () => {
  it('treeField names the parent field: the rows show as a tree, closed; bind:openNodes opens a row, and the reader\'s closing reaches the app', async () => {
    render(Tree);
    await vi.waitFor(() => expect(shown()).toEqual(['1:Build', '1:Launch']), { timeout: 5000 });
    expect(document.querySelector('table')!.getAttribute('role')).toBe('treegrid');
    await fireEvent.click(screen.getByRole('button', { name: 'open build' }));
    await vi.waitFor(() => expect(shown()).toEqual(['1:Build', '2:Front end', '2:Back end', '1:Launch']));
    await fireEvent.click(screen.getByRole('button', { name: 'Close Build' }));
    await vi.waitFor(() => expect(open()).toEqual([]));
    expect(shown()).toEqual(['1:Build', '1:Launch']);
    await fireEvent.click(screen.getByRole('button', { name: 'Open Build' }));
    await vi.waitFor(() => expect(open()).toEqual(['1']));
  });
});
