// The custom elements (issue 49 items 4 and 5) in jsdom: other names, a name taken (one warning, nothing
// thrown), properties and methods through the facades, events on the element, a property of the wrong type.
// The browser side (the script bundle, moves, shadow DOM, leaks, CSP, axe) is tests/e2e/elements.e2e.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElements } from '../../../src/elements/define';
import { TableManager } from '../../../src/table/TableManager';
import type { AlmanacTableElement } from '../../../src/elements/types';

afterEach(() => document.body.replaceChildren());
const settle = () => new Promise((ok) => setTimeout(ok, 0));
// The first table set up in this file imports the table's modules and its parts (Vite transforms them on first use:
// seconds on a cold, loaded CI machine, where the 1 s default of waitFor and the 5 s test timeout ran out once).
const SLOW = { timeout: 15_000 };

defineElements({ table: 'test-grid', calendar: 'test-planner' });

describe('defineElements', () => {
  it('defines the elements under the names given; a name already defined is one warning, nothing thrown', () => {
    expect(customElements.get('test-grid')).toBeTypeOf('function');
    expect(customElements.get('test-planner')).toBeTypeOf('function');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => defineElements({ table: 'test-grid', calendar: false })).not.toThrow();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/<test-grid> not defined \(it is already defined\)/)]);
    warn.mockRestore();
  });

  it('a table from its properties: rows and columns rendered, the facade methods without the id, its events on the element', async () => {
    const grid = document.createElement('test-grid') as AlmanacTableElement;
    grid.id = 'grid';
    grid.setAttribute('page-size', '2');
    grid.setAttribute('aria-label', 'People');
    grid.columns = [{ field: 'name', label: 'Name', sortable: true }];
    grid.rows = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Grace' }, { id: 3, name: 'Hedy' }];
    const loaded: unknown[] = [];
    grid.addEventListener('table:loaded', (e) => loaded.push(e.detail.data.length));
    document.body.append(grid);
    await vi.waitFor(() => expect(grid.querySelectorAll('tbody tr')).toHaveLength(2), SLOW);
    expect(grid.querySelector('table')!.getAttribute('data-page-size')).toBe('2');
    expect(grid.getData().map((r) => r.name)).toEqual(['Ada', 'Grace', 'Hedy']);
    grid.rows = [{ id: 4, name: 'Joan' }];
    await vi.waitFor(() => expect(grid.querySelector('tbody')!.textContent).toContain('Joan'), SLOW);
    expect(loaded).toEqual([3, 1]);
    grid.remove();
    await settle();
    expect(TableManager.getTable('grid')).toBeUndefined();
  }, 30_000);

  it('properties set before the element was defined are taken when it is', async () => {
    const early = document.createElement('late-grid') as unknown as AlmanacTableElement;
    early.setAttribute('aria-label', 'Early');
    early.columns = [{ field: 'name', label: 'Name' }];
    early.rows = [{ id: 1, name: 'Ada' }];
    document.body.append(early);
    defineElements({ table: 'late-grid', calendar: false });
    await vi.waitFor(() => expect(early.querySelector('tbody')!.textContent).toContain('Ada'), SLOW);
  }, 30_000);

  it('a property of the wrong type: one warning naming it, the value kept as it was', async () => {
    const grid = document.createElement('test-grid') as AlmanacTableElement;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    (grid as unknown as { pageSize: unknown }).pageSize = 'ten';
    (grid as unknown as { pageSize: unknown }).pageSize = 'ten';
    expect(grid.pageSize).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/property pageSize is a string, not a number/);
    warn.mockRestore();
  });
});
