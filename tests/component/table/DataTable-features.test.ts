// Issue 13: DataTable props for the TableManager III/IV features (row, bulk and filter actions,
// footer aggregates, export, editable rows, drag reorder). Each prop sets the same store config as
// its data-* attribute, loads its part through import() (no <script>), follows changes after mount,
// and its callback receives the event's payload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import type { Component } from 'svelte';
import GenericDataTable from '../../../src/table/components/DataTable.svelte';
import LiveFeatures from './LiveFeatures.svelte';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DataTable = GenericDataTable as unknown as Component<Record<string, any>>;
const rows = () => [
  { id: 1, name: 'Ada', salary: 100, status: 'active' },
  { id: 2, name: 'Ben', salary: 50, status: 'inactive' },
  { id: 3, name: 'Cy', salary: 25, status: 'active' },
];
const columns = [{ field: 'name', label: 'Name' }, { field: 'salary', label: 'Salary', type: 'number' }];
const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
// A part is transformed on its first import() in the test run: give it time on a busy machine.
const poll = <T>(read: () => T) => expect.poll(read, { timeout: 8000 });
const waitFor = <T>(read: () => T) => vi.waitFor(read, { timeout: 8000 });
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataTable rowActions (spec "Row action entry")', () => {
  it('shows the buttons whose condition holds, sends the request and calls onrowaction with the row', async () => {
    const fetch = answer({ success: true });
    vi.stubGlobal('fetch', fetch);
    const onrowaction = vi.fn();
    const onaction = vi.fn();
    render(DataTable, {
      id: 'ra', columns, rows: rows(), onrowaction, onaction,
      rowActions: { toggle: { title: 'Deactivate', method: 'post', url: '/api/people/{id}/toggle', condition: "status == 'active'" } },
    });
    await poll(() => screen.queryAllByRole('button', { name: /Deactivate/ }).length).toBe(2);
    expect(headers()).toContain('Actions');
    await fireEvent.click(screen.getAllByRole('button', { name: /Deactivate/ })[0]);
    await poll(() => onaction.mock.calls.length).toBe(1);
    expect(onrowaction.mock.calls[0][0]).toMatchObject({ tableId: 'ra', action: 'toggle', row: { id: 1, name: 'Ada' } });
    expect(onaction.mock.calls[0][0]).toMatchObject({ action: 'toggle', success: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/people\/1\/toggle$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ id: 1 });
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('follows the prop after mount: added, changed and removed without re-mounting', async () => {
    const { rerender } = render(DataTable, { id: 'ra-live', columns, rows: rows() });
    const table = screen.getByRole('table');
    expect(headers()).not.toContain('Actions');
    await rerender({ rowActions: { open: { title: 'Open' } } });
    await poll(() => screen.queryAllByRole('button', { name: /Open/ }).length).toBe(3);
    await rerender({ rowActions: { open: { title: 'Open', condition: 'salary > 30' } } });
    await poll(() => screen.queryAllByRole('button', { name: /Open/ }).length).toBe(2);
    await rerender({ rowActions: undefined });
    await poll(() => headers()).not.toContain('Actions');
    expect(screen.getByRole('table')).toBe(table);
  });
});

describe('a feature prop changed alone in an app', () => {
  it('rowActions set and cleared by the app add and remove the Actions column', async () => {
    render(LiveFeatures);
    expect(headers()).not.toContain('Actions');
    await fireEvent.click(screen.getByRole('button', { name: 'add actions' }));
    await poll(() => screen.queryAllByRole('button', { name: /^Open/ }).length).toBe(2);
    await fireEvent.click(screen.getByRole('button', { name: 'remove actions' }));
    await poll(() => headers()).not.toContain('Actions');
  });
});

describe('DataTable actions, actionUrl, actionButton (bulk actions)', () => {
  it('a bar for the selected rows POSTs {action, ids} and calls onactioncomplete and onrowremoved', async () => {
    const fetch = answer({ success: true });
    vi.stubGlobal('fetch', fetch);
    const onactioncomplete = vi.fn();
    const onrowremoved = vi.fn();
    render(DataTable, {
      id: 'bulk', columns, rows: rows(), showCheckbox: true, onactioncomplete, onrowremoved,
      actions: { delete: 'Delete' }, actionUrl: '/api/people/bulk', actionButton: 'Run|btn',
    });
    await fireEvent.click(screen.getByRole('checkbox', { name: /Select row Ben/ }));
    const bar = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.alm-bulk');
      if (!found || !/1 selected/.test(found.textContent ?? '')) throw new Error('no bar yet');
      return found;
    });
    await fireEvent.change(within(bar).getByRole('combobox'), { target: { value: 'delete' } });
    await fireEvent.click(within(bar).getByRole('button', { name: 'Run' }));
    await poll(() => onactioncomplete.mock.calls.length).toBe(1);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ action: 'delete', ids: [2] });
    expect(onactioncomplete.mock.calls[0][0]).toMatchObject({ tableId: 'bulk', action: 'delete', ids: [2] });
    expect(onrowremoved.mock.calls[0][0]).toEqual({ tableId: 'bulk', rowId: 2 });
  });
});

describe('URLs resolve against document.baseURI (issue 22 item 5)', () => {
  // Regression: bulk and filter actions resolved relative URLs against location.origin, so a page under
  // /admin/ with actionUrl "api/bulk" posted to /api/bulk at the site root (404).
  it('a page under /admin/: actionUrl "api/bulk" posts to /admin/api/bulk, a filter action button "api/recalc" to /admin/api/recalc', async () => {
    const base = document.createElement('base');
    base.href = `${location.origin}/admin/users.html`;
    document.head.append(base);
    try {
      const fetch = answer({ success: true });
      vi.stubGlobal('fetch', fetch);
      const onactioncomplete = vi.fn();
      const onfilteraction = vi.fn();
      render(DataTable, {
        id: 'based', columns, rows: rows(), showCheckbox: true, onactioncomplete, onfilteraction,
        actions: { archive: 'Archive' }, actionUrl: 'api/bulk', actionButton: 'Run',
        filterActions: { recalc: { label: 'Recalculate', url: 'api/recalc' } },
      });
      await fireEvent.click(screen.getByRole('checkbox', { name: /Select row Ben/ }));
      const bar = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('.alm-bulk');
        if (!found || !/1 selected/.test(found.textContent ?? '')) throw new Error('no bar yet');
        return found;
      });
      await fireEvent.change(within(bar).getByRole('combobox'), { target: { value: 'archive' } });
      await fireEvent.click(within(bar).getByRole('button', { name: 'Run' }));
      await poll(() => onactioncomplete.mock.calls.length).toBe(1);
      expect(String(fetch.mock.calls[0][0 as never])).toBe(`${location.origin}/admin/api/bulk`);
      await fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'Recalculate' })));
      await poll(() => onfilteraction.mock.calls.length).toBe(1);
      expect(String(fetch.mock.calls[1][0 as never])).toBe(`${location.origin}/admin/api/recalc`);
    } finally {
      base.remove();
    }
  });
});

describe('DataTable filterActions', () => {
  it('a link carries the current filters and follows the filters prop', async () => {
    const onfilteraction = vi.fn();
    const { rerender } = render(DataTable, {
      id: 'fa', columns, rows: rows(), onfilteraction, filters: { status: 'active' },
      filterActions: { report: { label: 'Report', url: '/report', type: 'link' } },
    });
    const link = await waitFor(() => screen.getByRole('link', { name: 'Report' }));
    expect(new URL(link.getAttribute('href')!, location.href).searchParams.get('status')).toBe('active');
    await rerender({ filters: { status: 'inactive' } });
    await poll(() => new URL(screen.getByRole('link', { name: 'Report' }).getAttribute('href')!, location.href).searchParams.get('status')).toBe('inactive');
    link.addEventListener('click', (e) => e.preventDefault());
    await fireEvent.click(screen.getByRole('link', { name: 'Report' }));
    expect(onfilteraction.mock.calls[0][0]).toMatchObject({ tableId: 'fa', action: 'report', type: 'link' });
  });
});

describe('DataTable footerAggregates', () => {
  it('adds a footer row with the aggregate of every row, calls onfootersetup, and follows rows', async () => {
    const onfootersetup = vi.fn();
    const { rerender } = render(DataTable, { id: 'foot', columns, rows: rows(), footerAggregates: { salary: 'sum' }, onfootersetup });
    const foot = () => document.querySelector('tfoot')?.textContent?.replace(/\s+/g, ' ').trim();
    await poll(foot).toMatch(/175/);
    expect(onfootersetup).toHaveBeenCalled();
    expect(onfootersetup.mock.calls[0][0]).toMatchObject({ tableId: 'foot' });
    await rerender({ rows: rows().slice(0, 2) });
    await poll(foot).toMatch(/150/);
    await rerender({ footerAggregates: undefined });
    await poll(() => document.querySelector('tfoot')).toBeNull();
  });
});

describe('DataTable exportData', () => {
  it('downloads what the user sees and calls onexport; an unknown format fails with onerror', async () => {
    const made: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (made.push(blob), 'blob:x'), revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const onexport = vi.fn();
    const onerror = vi.fn();
    const { component } = render(DataTable, { id: 'exp', columns, rows: rows(), filters: { name: 'a' }, onexport, onerror });
    const api = component as unknown as { exportData(format: string): Promise<boolean> };
    await expect(api.exportData('json')).resolves.toBe(true);
    expect(onexport.mock.calls[0][0]).toEqual({ tableId: 'exp', format: 'json', success: true });
    const data = JSON.parse(await made[0].text());
    expect(JSON.stringify(data)).toContain('Ada');
    expect(JSON.stringify(data)).not.toContain('Ben');
    await expect(api.exportData('pdf')).resolves.toBe(false);
    expect(onexport.mock.calls[1][0]).toMatchObject({ format: 'pdf', success: false });
    expect(onerror.mock.calls[0][0]).toMatchObject({ tableId: 'exp', action: 'export' });
  });
});

describe('DataTable exportData as the user sees it (spec "Export rules"; issue 22 item 2)', () => {
  // Regression: JSON wrote raw values keyed by field (a lookup showed its value, not its label).
  it('json: keys are the labels, values the shown text (a lookup its label, a boolean its word, a number as formatted); { raw: true } keeps field-keyed raw values; csv and excel show the label too', async () => {
    const made: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (made.push(blob), 'blob:x'), revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const shownColumns = [
      { field: 'name', label: 'Name' },
      { field: 'status', label: 'Status', format: 'lookup', options: { active: 'Active', inactive: 'Inactive' } },
      { field: 'salary', label: 'Salary', type: 'number', format: 'currency', currency: 'USD', locale: 'en-US', decimals: 0 },
      { field: 'remote', label: 'Remote', format: 'boolean' },
    ];
    const data = rows().map((r, i) => ({ ...r, remote: i === 0 }));
    const { component } = render(DataTable, { id: 'exp-shown', columns: shownColumns, rows: data, sort: [{ field: 'salary', dir: 'desc' }] });
    const api = component as unknown as { exportData(format: string, options?: { raw?: boolean }): Promise<boolean> };
    await expect(api.exportData('json')).resolves.toBe(true);
    expect(JSON.parse(await made[0].text())).toEqual([
      { Name: 'Ada', Status: 'Active', Salary: '$100', Remote: 'Yes' },
      { Name: 'Ben', Status: 'Inactive', Salary: '$50', Remote: 'No' },
      { Name: 'Cy', Status: 'Active', Salary: '$25', Remote: 'No' },
    ]);
    await expect(api.exportData('json', { raw: true })).resolves.toBe(true);
    expect(JSON.parse(await made[1].text())).toEqual(data.map(({ name, status, salary, remote }) => ({ name, status, salary, remote })));
    await expect(api.exportData('csv')).resolves.toBe(true);
    expect((await made[2].text()).split('\r\n').slice(1, 3)).toEqual(['Ada,Active,$100,Yes', 'Ben,Inactive,$50,No']);
  });
});

describe('DataTable editableRows and rowSortable', () => {
  it('editableRows adds an Add row button and Copy/Delete per row; onrowadded receives the new row', async () => {
    const onrowadded = vi.fn();
    const { rerender } = render(DataTable, { id: 'edit', columns, rows: rows(), onrowadded });
    expect(screen.queryByRole('button', { name: /Add row/ })).toBeNull();
    await rerender({ editableRows: true });
    const add = await waitFor(() => screen.getByRole('button', { name: /Add row/ }));
    expect(screen.getAllByRole('button', { name: /^Copy/ })).toHaveLength(3);
    await fireEvent.click(add);
    await poll(() => onrowadded.mock.calls.length).toBe(1);
    expect(onrowadded.mock.calls[0][0]).toMatchObject({ tableId: 'edit', row: { id: 'tmp-1' } });
    await poll(() => screen.getAllByRole('button', { name: /^Copy/ }).length).toBe(4);
    await rerender({ editableRows: false });
    await poll(() => screen.queryByRole('button', { name: /Add row/ })).toBeNull();
  });

  it('rowSortable shows drag handles; a keyboard move calls onrowreorder', async () => {
    const onrowreorder = vi.fn();
    render(DataTable, { id: 'drag', columns, rows: rows(), rowSortable: true, onrowreorder });
    const handles = await waitFor(() => {
      const found = document.querySelectorAll<HTMLElement>('.alm-drag-handle');
      if (!found.length) throw new Error('no handles yet');
      return found;
    });
    expect(handles).toHaveLength(3);
    handles[0].focus();
    await fireEvent.keyDown(handles[0], { key: ' ' });
    await fireEvent.keyDown(document.activeElement ?? handles[0], { key: 'ArrowDown' });
    await fireEvent.keyDown(document.activeElement ?? handles[0], { key: ' ' });
    await poll(() => onrowreorder.mock.calls.length).toBe(1);
    expect(onrowreorder.mock.calls[0][0]).toMatchObject({ tableId: 'drag', order: [2, 1, 3], from: 0, to: 1 });
  });
});

describe('DataTable exportData of a server-side table, unmounted on the way', () => {
  // The script path's "destroying the table during an export aborts it" (table-export.e2e), for a Svelte app:
  // unmounting DataTable is its destroy.
  it('unmounting the table during a server-side export aborts it: the page in flight is aborted, no later page is asked for, no file, no onexport', async () => {
    const made: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (made.push(blob), 'blob:x'), revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const pages: string[] = [];
    const aborted: string[] = [];
    vi.stubGlobal('fetch', vi.fn((input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost/');
      const body = { data: rows(), meta: { page: 1, pageSize: 500, total: 1500, totalPages: 3 } };
      const answer = () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (url.searchParams.get('pageSize') !== '500') return Promise.resolve(answer());
      pages.push(url.searchParams.get('page')!);
      // An export page: held until aborted.
      return new Promise((_, fail) => init.signal?.addEventListener('abort', () => {
        aborted.push(url.searchParams.get('page')!);
        fail(init.signal!.reason);
      }));
    }));
    const onexport = vi.fn();
    const { component, unmount } = render(DataTable, { id: 'exp-gone', columns, source: '/api/people', pageSize: 10, onexport });
    await poll(() => screen.queryAllByRole('row').length).toBeGreaterThan(1);
    const api = component as unknown as { exportData(format: string): Promise<boolean> };
    const exporting = api.exportData('csv');
    // The export part is transformed on its first import() in the run.
    await expect.poll(() => pages, { timeout: 20_000 }).toEqual(['1']);
    unmount();
    await poll(() => aborted).toEqual(['1']);
    await exporting;
    expect(pages).toEqual(['1']);
    expect(made).toEqual([]);
    expect(onexport).not.toHaveBeenCalled();
  }, 40_000);
});
