// The export status (components/ExportProgress.svelte) over the store's `exporting` state (set by
// dom/export-server.ts through store.setExport): "Exporting…", then "Exporting… n of m rows" in the
// table's locale, a role=status text and a Cancel button; gone when the export ends, focus back where it
// was if Cancel had it. On a page table (TableParts) it is a part loaded once an export runs, placed right
// before the table; DataTable renders it too, on the server as well. The browser behaviour against the
// demo server is in tests/e2e/table-export.e2e.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import ExportProgress from '../../../src/table/components/ExportProgress.svelte';
import { mountTable } from '../../../src/table/dom/mount.svelte';
import { readTable } from '../../../src/table/dom/markup';
import { buildConfig } from '../../../src/table/model/config';
import { makeColumn } from '../../../src/table/model/columns';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';
import { resetWarnings } from '../../../src/core/warn';

function storeOf(locale?: string) {
  const config = buildConfig({ id: 'big', global: GLOBAL_DEFAULTS, markup: {}, script: { locale }, template: null, filterModes: {}, hasSearchControl: false });
  return new TableStore(config, [makeColumn({ field: 'name' })], [{ id: 1, name: 'Ada' }]);
}
const status = () => document.querySelector('.alm-export-status');

afterEach(() => {
  vi.restoreAllMocks();
  resetWarnings();
  document.body.replaceChildren();
});

describe('the status', () => {
  it('shows nothing while no export runs; then "Exporting…" (role status) and a labelled Cancel; the counts in the table\'s locale; gone at the end', async () => {
    const store = storeOf('de-DE');
    await store.speaking;
    render(ExportProgress, { store });
    expect(status()).toBeNull();
    const cancel = vi.fn();
    store.setExport({ cancel });
    flushSync();
    expect(status()!.className).toBe('alm-status alm-export-status');
    expect(screen.getByRole('status').textContent).toBe('Exporting…');
    const button = screen.getByRole('button', { name: 'Cancel export' });
    expect([button.textContent, button.getAttribute('type'), button.className]).toEqual(['Cancel', 'button', 'alm-retry alm-export-cancel']);
    store.setExport({ cancel, received: 1500, total: 12000 });
    flushSync();
    expect(screen.getByRole('status').textContent).toBe('Exporting… 1.500 of 12.000 rows');
    await fireEvent.click(button);
    expect(cancel).toHaveBeenCalledTimes(1);
    store.setExport(null);
    flushSync();
    expect(status()).toBeNull();
  });

  it('focus on Cancel when the status goes: back to where it was when the export began (the Export button)', async () => {
    const store = storeOf();
    render(ExportProgress, { store });
    const exportButton = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: 'Export' }));
    exportButton.focus();
    store.setExport({ cancel: () => {} });
    flushSync();
    screen.getByRole('button', { name: 'Cancel export' }).focus();
    store.setExport(null);
    flushSync();
    expect(status()).toBeNull();
    expect(document.activeElement).toBe(exportButton);
  });

  it('focus elsewhere when the status goes: it stays there', async () => {
    const store = storeOf();
    render(ExportProgress, { store });
    const exportButton = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: 'Export' }));
    const search = document.body.appendChild(document.createElement('input'));
    exportButton.focus();
    store.setExport({ cancel: () => {} });
    flushSync();
    search.focus();
    store.setExport(null);
    flushSync();
    expect(document.activeElement).toBe(search);
  });
});

describe('on a page table (TableParts)', () => {
  it('is loaded once an export runs and shows right before the table; the markup comes back on teardown', async () => {
    const box = document.body.appendChild(document.createElement('div'));
    box.innerHTML = '<p>before</p><table data-table="big" class="own"><thead><tr><th data-field="name">Name</th></tr></thead><tbody><tr><td>Ada</td></tr></tbody></table><p>after</p>';
    const table = box.querySelector('table')!;
    const parsed = readTable(table)!;
    const config = buildConfig({ id: 'big', global: GLOBAL_DEFAULTS, markup: parsed.options, template: null, filterModes: {}, hasSearchControl: false });
    const store = new TableStore(config, parsed.columns, parsed.rows ?? []);
    const original = box.innerHTML;
    const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
    expect(status()).toBeNull();
    store.setExport({ cancel: () => {} });
    await vi.waitFor(() => expect(status()).not.toBeNull(), { timeout: 8000 });
    expect(status()!.nextElementSibling).toBe(table);
    expect(status()!.parentElement).toBe(box);
    store.setExport(null);
    flushSync();
    expect(status()).toBeNull();
    store.setExport({ cancel: () => {} });
    flushSync();
    expect(status()!.nextElementSibling).toBe(table);
    undo();
    expect(box.innerHTML).toBe(original);
  });
});
