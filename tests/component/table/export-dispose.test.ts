// A table that goes while its export makes the file (the Excel part still loading) hands no file to
// the browser and tells no one: the same end as a table that goes while the rows are fetched
// (DataTable-features.test.ts). The Excel part is held here until the table has gone.
import { afterEach, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import type { Component } from 'svelte';
import GenericDataTable from '../../../src/table/components/DataTable.svelte';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DataTable = GenericDataTable as unknown as Component<Record<string, any>>;

let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));
let asked = false;
vi.mock('../../../src/table/model/xlsx', async (importOriginal) => {
  asked = true;
  await held;
  return importOriginal();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('unmounted while the Excel part loads, after every row has arrived: no file, no onexport, exportData resolves false', async () => {
  const made: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (made.push(blob), 'blob:x'), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const rows = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Ben' }];
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: rows, meta: { page: 1, total: 2, totalPages: 1 } }), {
    status: 200, headers: { 'Content-Type': 'application/json' },
  })));
  const onexport = vi.fn();
  const { component, unmount } = render(DataTable, { id: 'xl-gone', columns: [{ field: 'name', label: 'Name' }], source: '/api/people', pageSize: 10, onexport });
  await vi.waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 8000 });
  const exporting = (component as unknown as { exportData(format: string): Promise<boolean> }).exportData('excel');
  // The export part is transformed on its first import() in the run.
  await vi.waitFor(() => expect(asked).toBe(true), { timeout: 20_000 });
  unmount();
  release();
  expect(await exporting).toBe(false);
  expect(made).toEqual([]);
  expect(onexport).not.toHaveBeenCalled();
}, 40_000);
