// The ESM build (Svelte apps) keeps its lazy parts as import()s and bundles the dayjs formats
// (core/chunk-source.ts): nothing is loaded with a <script>, and a pattern date is final on the
// first render. The script bundles' chunks are covered by tests/e2e/chunks.e2e.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import type { Component } from 'svelte';
import GenericDataTable from '../../../src/table/components/DataTable.svelte';

// Testing Library's render() does not take a generic component's type: props are checked in tests/types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DataTable = GenericDataTable as unknown as Component<Record<string, any>>;
import { TableManager } from '../../../src/table/TableManager';

const scripts = () => document.querySelectorAll('script').length;

afterEach(() => {
  TableManager.destroy();
  document.body.innerHTML = '';
});

describe('lazy parts in the ESM build', () => {
  it('DataTable shows a data-pattern date and a humanized date in their final form on the first render', () => {
    const columns = [
      { field: 'name', label: 'Name' },
      { field: 'hired', label: 'Hired', type: 'date', format: 'date', pattern: 'DD/MM/YYYY' },
      { field: 'seen', label: 'Seen', format: 'humanize' },
    ];
    const seen = new Date(Date.now() - 3 * 86400e3);
    render(DataTable, { id: 'esm-dates', columns, rows: [{ id: 1, name: 'Ada', hired: '2019-03-04', seen }], locale: 'en-US' });
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent?.trim());
    expect(cells).toEqual(['Ada', '04/03/2019', '3 days ago']);
    expect(scripts()).toBe(0);
  });

  it('a data-load-target table binds through import(), with no <script> added', async () => {
    document.body.innerHTML = `
      <p id="esm-summary"><strong data-text="meta.total">0</strong></p>
      <table data-table="esm-target" data-load-target="#esm-summary">
        <thead><tr><th data-field="name">Name</th></tr></thead>
        <tbody><tr><td>Ada</td></tr><tr><td>Alan</td></tr></tbody>
      </table>`;
    TableManager.discover(document);
    await expect.poll(() => document.querySelector('#esm-summary strong')?.textContent).toBe('2');
    expect(scripts()).toBe(0);
  });
});
