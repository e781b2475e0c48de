// Issue 44 items 2, 4, 5 and 8 in a Svelte app: DataTable's `bind:columnOrder` and `bind:hiddenColumns`
// reach the table (checked: bad names warned about, the rest applied) and the reader's moves and choices
// reach the app; each header's column menu (APG menu button: Down opens on the first item, Up on the
// last, Escape closes and returns to the button) moves, hides and announces; the column chooser's
// menuitemcheckbox items show and hide columns. (Pointer drags and layout: tests/e2e/table-column-menu.e2e.ts.)
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync, tick } from 'svelte';
import Order from './OrderTable.svelte';

const json = (id: string) => JSON.parse(screen.getByTestId(id).textContent!);
const headers = () => [...document.querySelectorAll<HTMLElement>('thead tr.alm-header-row th[data-field]')].map((th) => th.dataset.field);
const status = () => document.querySelector('.alm-column-tools [role="status"]')?.textContent?.trim();

async function setUp() {
  render(Order);
  // The app's order goes through the part's checks (its first import is slow in a test run).
  await vi.waitFor(() => expect(headers()).toEqual(['city', 'name', 'age']), { timeout: 5000 });
  // Focus near the table brings the column part.
  await fireEvent.focusIn(document.querySelector('table')!);
  return screen.findByRole('button', { name: 'Column options: Name' });
}

describe('DataTable column order and hidden columns', () => {
  it('bind:columnOrder reaches the table; a move from the column menu reaches the app and is said', async () => {
    const button = await setUp();
    await fireEvent.click(button);
    await tick();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Move left', 'Move right', 'Pin to start', 'Pin to end', 'Hide column', 'Fit to content']);
    await fireEvent.click(screen.getByRole('menuitem', { name: 'Move right' }));
    flushSync();
    expect(headers()).toEqual(['city', 'age', 'name']);
    expect(json('order')).toEqual(['city', 'age', 'name']);
    expect(status()).toBe('Name moved to place 3 of 3');
  });

  it('Hide from the menu reaches bind:hiddenColumns; the app\'s hiddenColumns reach the table', async () => {
    const button = await setUp();
    await fireEvent.click(button);
    await tick();
    await fireEvent.click(screen.getByRole('menuitem', { name: 'Hide column' }));
    flushSync();
    expect(headers()).toEqual(['city', 'age']);
    expect(json('hidden')).toEqual(['name']);
    await fireEvent.click(screen.getByRole('button', { name: 'hide age' }));
    await vi.waitFor(() => expect(headers()).toEqual(['city', 'name']));
  });

  it('a bad order from the app: one warning each, naming the table and the value; the rest applied', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await setUp();
    await fireEvent.click(screen.getByRole('button', { name: 'bad order' }));
    await vi.waitFor(() => expect(headers()).toEqual(['age', 'name', 'city']));
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[almanac] table "order": columnOrder: order names no column "ghost" — left out',
      '[almanac] table "order": columnOrder: order names "age" twice — left out',
    ]);
    warn.mockRestore();
  });
});

describe('the column menu by keyboard', () => {
  it('Down opens on the first item, Up on the last; arrows wrap; Escape closes and returns to the button', async () => {
    const button = await setUp();
    button.focus();
    await fireEvent.keyDown(button, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Move left'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu');
    expect(menu.getAttribute('aria-labelledby')).toBe(button.id);
    await fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Fit to content');
    await fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('Move left');
    await fireEvent.keyDown(menu, { key: 'Escape' });
    flushSync();
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('menu')).toBeNull();
    await fireEvent.keyDown(button, { key: 'ArrowUp' });
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Fit to content'));
  });
});

describe('the column chooser', () => {
  it('a Columns menu button; each column a menuitemcheckbox in the table\'s order; a click hides and shows; the last shown cannot be hidden', async () => {
    await setUp();
    const chooser = screen.getByRole('button', { name: 'Columns' });
    expect(chooser.getAttribute('aria-haspopup')).toBe('menu');
    await fireEvent.click(chooser);
    await tick();
    const items = () => screen.getAllByRole('menuitemcheckbox');
    expect(items().map((i) => [i.textContent, i.getAttribute('aria-checked')])).toEqual([['City', 'true'], ['Name', 'true'], ['Age', 'true']]);
    await fireEvent.click(items()[0]);
    await fireEvent.click(items()[1]);
    flushSync();
    expect(headers()).toEqual(['age']);
    expect(json('hidden')).toEqual(['name', 'city']);
    expect(items()[2].getAttribute('aria-disabled')).toBe('true');
    await fireEvent.click(items()[2]);
    expect(headers()).toEqual(['age']);
    await fireEvent.click(items()[1]);
    flushSync();
    expect(headers()).toEqual(['name', 'age']);
    expect(status()).toBe('Name shown');
  });
});
