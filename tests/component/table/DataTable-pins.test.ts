// Issue 44 items 3 and 8: DataTable's pinned columns — `bind:pinnedColumns` reaches the table (checked: bad
// entries warned about and left out) and decides the order the columns are drawn in; pins the reader makes
// (store.setPin: a column menu) reach the app and `oncolumnpin`; `stickyHeader` marks the table.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import Pins from './PinsTable.svelte';

const shown = () => JSON.parse(screen.getByTestId('pins').textContent!);
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent!.trim());

describe('DataTable pinned columns', () => {
  it('bind:pinnedColumns decides the order drawn; a reader\'s pin reaches the app and oncolumnpin', async () => {
    const onpin = vi.fn();
    render(Pins, { onpin });
    // The app's pins replace the columns' own (age: end is not among them).
    expect(headers()).toEqual(['City', 'Name', 'Age']);
    expect(screen.getByRole('table').getAttribute('data-alm-start')).toBe('1');
    expect(screen.getByRole('table').hasAttribute('data-sticky-header')).toBe(true);
    await fireEvent.click(screen.getByRole('button', { name: 'reader pins age' }));
    flushSync();
    expect(headers()).toEqual(['City', 'Age', 'Name']);
    expect(shown()).toEqual({ city: 'start', age: 'start' });
    expect(onpin).toHaveBeenCalledWith({ tableId: 'pins', column: 'age', side: 'start' });
  });

  it('bad pins from the app: one warning each, naming the table and the value; the rest applied', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(Pins, { onpin: () => {} });
    await fireEvent.click(screen.getByRole('button', { name: 'bad pins' }));
    flushSync();
    await vi.waitFor(() => expect(headers()).toEqual(['City', 'Age', 'Name']));
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[almanac] table "pins": pinnedColumns: pins name no column "ghost" — left out',
      '[almanac] table "pins": pinnedColumns: pins: "age": "middle" is not "start" or "end" — left out',
    ]);
    expect(shown()).toEqual({ name: 'end' });
    warn.mockRestore();
  });
});
