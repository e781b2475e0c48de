// Issue 44 items 1 and 8: DataTable's column widths — `bind:columnWidths` reaches the table (checked:
// clamped to a column's minWidth, bad values warned about and left out), the reader's resizes reach the
// app, and a column with `resizable: false` has no handle.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import Widths from './WidthsTable.svelte';

const shown = () => JSON.parse(screen.getByTestId('widths').textContent!);

describe('DataTable column widths', () => {
  it('bind:columnWidths: the app\'s widths reach the table, the handles follow them, the reader\'s resize reaches the app', async () => {
    render(Widths);
    const name = await screen.findByRole('separator', { name: 'Resize column Name' });
    await vi.waitFor(() => expect(name.getAttribute('aria-valuenow')).toBe('150'));
    expect(screen.queryByRole('separator', { name: 'Resize column Age' })).toBeNull();
    await fireEvent.keyDown(name, { key: 'ArrowRight', shiftKey: true });
    flushSync();
    expect(shown()).toEqual({ name: 200 });
  });

  it('bad widths from the app: one warning each, naming the table and the value; the rest applied (clamped)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(Widths);
    await screen.findByRole('separator', { name: 'Resize column Name' });
    await fireEvent.click(screen.getByRole('button', { name: 'bad widths' }));
    await vi.waitFor(() => expect(shown()).toEqual({ name: 60 }));
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[almanac] table "widths": columnWidths: widths "age": -4 is not a width in pixels (1 to 4000) — left out',
      '[almanac] table "widths": columnWidths: widths names no column "ghost" — left out',
    ]);
    warn.mockRestore();
  });
});
