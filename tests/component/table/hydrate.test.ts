// Issue 13 item 1: server HTML (svelte/server, through a Vite SSR server as an app's would be made)
// hydrates without a warning, shows the server's text, and the rows after hydration are made by the
// fast plain-cell path (Body.svelte plainCells) again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fireEvent, within } from '@testing-library/svelte';
import { flushSync, hydrate, tick, unmount, type Component } from 'svelte';
import GenericDataTable from '../../../src/table/components/DataTable.svelte';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DataTable = GenericDataTable as unknown as Component<Record<string, any>>;

let vite: ViteDevServer;
let serverHtml: (props: Record<string, unknown>) => string;
beforeAll(async () => {
  // esm-env bundled, so the SSR conditions decide BROWSER (an external import would see jsdom's window).
  vite = await createServer({
    configFile: false, logLevel: 'silent', appType: 'custom', plugins: [svelte()],
    server: { middlewareMode: true, hmr: false, ws: false }, ssr: { noExternal: ['esm-env'] },
  });
  ({ serverHtml } = await vite.ssrLoadModule('/tests/helpers/ssr.ts'));
}, 60_000);
afterAll(() => vite?.close());

const columns = [
  { field: 'name', label: 'Name', sort: true },
  { field: 'team', label: 'Team', format: 'lookup', options: { m: 'Manchester', n: 'Navy' } },
  { field: 'born', label: 'Born', format: 'date', pattern: 'DD/MM/YYYY' },
  { field: 'pay', label: 'Pay', format: 'currency', currency: 'EUR' },
];
const rows = [
  { id: 1, name: 'Ada', team: 'm', born: '1815-12-10', pay: 1200.5 },
  { id: 2, name: 'Grace', team: 'n', born: '1906-12-09', pay: 3100 },
  { id: 3, name: 'Alan', team: 'm', born: '1912-06-23', pay: 2500 },
];
const texts = (root: HTMLElement) =>
  [...root.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td:not(.alm-select-cell)')].map((td) => td.textContent));

async function hydrated(props: Record<string, unknown>) {
  const target = document.body.appendChild(document.createElement('div'));
  target.innerHTML = serverHtml(props);
  const server = texts(target);
  const app = hydrate(DataTable, { target, props });
  flushSync();
  await tick();
  return { target, server, destroy: () => (unmount(app), target.remove()) };
}

describe('hydrating the server-rendered DataTable', () => {
  it('server cells equal the client cells, with no hydration warning or error', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const { target, server, destroy } = await hydrated({ id: 'h', columns, rows, pageSize: 2, showCheckbox: true });
    expect(server).toEqual([['Ada', 'Manchester', '10/12/1815', '€1,200.50'], ['Grace', 'Navy', '09/12/1906', '€3,100.00']]);
    expect(texts(target)).toEqual(server);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    destroy();
    vi.restoreAllMocks();
  });

  it('pinned columns and a sticky header (issue 44 item 3) hydrate without a warning, in the server\'s order', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const pinned = columns.map((c) => (c.field === 'name' ? { ...c, pinned: 'end' } : c));
    const { target, server, destroy } = await hydrated({ id: 'pin', columns: pinned, rows, pin: 1, stickyHeader: true, showCheckbox: true });
    expect(server[0]).toEqual(['Manchester', '10/12/1815', '€1,200.50', 'Ada']);
    expect(texts(target)).toEqual(server);
    expect(target.querySelector('table')!.getAttribute('data-alm-end')).toBe('1');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    destroy();
    vi.restoreAllMocks();
  });

  it('collapsed columns (issue 44 item 6) from the app\'s `collapsed` hint are in the server HTML, with each row\'s disclosure button, and hydrate without a warning; a button then shows the hidden fields', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const props = { id: 'col', columns, rows, responsive: 'collapse', collapsed: ['born', 'pay', 'nope'] };
    const html = serverHtml(props);
    expect(html).toContain('aria-label="Show more of row Ada"');
    expect(html).not.toContain('10/12/1815');
    const { target, server, destroy } = await hydrated(props);
    expect(server[0]).toEqual(['', 'Ada', 'Manchester']);
    expect(texts(target)).toEqual(server);
    expect([...target.querySelectorAll('thead th')].map((th) => th.textContent?.trim())).toEqual(['More', 'Name', 'Team']);
    // The unknown field's warning only (the server's once, the browser's once), no hydration warning.
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(Array(2).fill(expect.stringMatching(/col.*collapsed: "nope" is not a column/)));
    expect(error).not.toHaveBeenCalled();
    await fireEvent.click(within(target).getByRole('button', { name: 'Show more of row Ada' }));
    flushSync();
    const detail = target.querySelector('tbody tr.alm-detail-row');
    expect(detail?.textContent).toContain('10/12/1815');
    expect(detail?.textContent).toContain('€1,200.50');
    destroy();
    vi.restoreAllMocks();
  });

  it('after hydration the rows are made by the fast path: cells first in the row, none left from the server', async () => {
    const { target, destroy } = await hydrated({ id: 'f', columns, rows });
    const fast = (tr: Element) => tr.firstChild?.nodeName === 'TD' && tr.querySelectorAll('td').length === columns.length;
    expect([...target.querySelectorAll('tbody tr')].every(fast)).toBe(true);
    // A sort (a later render) keeps using it and shows the new order.
    await fireEvent.click(within(target).getByRole('button', { name: /Name/ }));
    flushSync();
    expect(texts(target).map((r) => r[0])).toEqual(['Ada', 'Alan', 'Grace']);
    expect([...target.querySelectorAll('tbody tr')].every(fast)).toBe(true);
    destroy();
  });

  it('the hydrated table works: paging shows the next page with formats', async () => {
    const { target, destroy } = await hydrated({ id: 'p', columns, rows, pageSize: 2 });
    await fireEvent.click(within(target).getByRole('button', { name: 'Page 2' }));
    flushSync();
    expect(texts(target)).toEqual([['Alan', 'Manchester', '23/06/1912', '€2,500.00']]);
    destroy();
  });

  it('row actions from the server hydrate without a warning and work: a press emits onrowaction with the row', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const onrowaction = vi.fn();
    const rowActions = { view: { label: 'View' }, more: { label: 'More', submenu: { edit: 'Edit' } } };
    const { target, destroy } = await hydrated({ id: 'hra', columns, rows, rowActions, onrowaction });
    const buttons = () => [...target.querySelectorAll<HTMLButtonElement>('tbody tr:first-child td.alm-row-actions button')].map((b) => b.textContent);
    expect(buttons()).toEqual(['View', 'More']);
    expect(target.querySelectorAll('td.alm-row-actions')).toHaveLength(3);
    await fireEvent.click(within(target).getAllByRole('button', { name: 'View Ada' })[0]);
    await vi.waitFor(() => expect(onrowaction).toHaveBeenCalledTimes(1));
    expect(onrowaction.mock.calls[0][0]).toMatchObject({ tableId: 'hra', action: 'view', row: { id: 1, name: 'Ada' } });
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    destroy();
    vi.restoreAllMocks();
  });
});

describe('hydrating a DataTable with a formatter column', () => {
  it("the server's formatter output hydrates without a warning and the browser shows the same", async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const formatters = { loud: (cell: HTMLElement | null, value: unknown) => `<b>${String(value).toUpperCase()}</b>` };
    const { target, server, destroy } = await hydrated({ id: 'hf', columns: [{ field: 'name', label: 'Name', formatter: 'loud' }], rows, formatters });
    expect(server).toEqual([['ADA'], ['GRACE'], ['ALAN']]);
    expect(texts(target)).toEqual(server);
    expect(target.querySelectorAll('tbody td b')).toHaveLength(3);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    destroy();
    vi.restoreAllMocks();
  });
});

describe('hydrating a DataTable with cell controls', () => {
  it("the server's controls hydrate without a warning, are the same elements, and a change emits onfieldchange", async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const onfieldchange = vi.fn();
    const controls = [{ field: 'name', label: 'Name' }, { field: 'qty', label: 'Qty', cellElement: 'number' }, { field: 'team', label: 'Team', cellElement: 'select', options: { m: 'M', n: 'N' } }];
    const target = document.body.appendChild(document.createElement('div'));
    const props = { id: 'hc', columns: controls, rows: [{ id: 1, name: 'Ada', qty: 3, team: 'n' }], onfieldchange };
    target.innerHTML = serverHtml(props);
    const serverQty = target.querySelector<HTMLInputElement>('#hc_qty_1')!;
    const app = hydrate(DataTable, { target, props });
    flushSync();
    await tick();
    expect(target.querySelector('#hc_qty_1')).toBe(serverQty);
    expect(target.querySelector<HTMLSelectElement>('#hc_team_1')!.value).toBe('n');
    serverQty.value = '5';
    serverQty.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(onfieldchange).toHaveBeenCalledTimes(1));
    expect(onfieldchange.mock.calls[0][0]).toMatchObject({ tableId: 'hc', field: 'qty', value: 5 });
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    unmount(app);
    target.remove();
    vi.restoreAllMocks();
  });
});

describe('hydrating a DataTable with a footer (footerAggregates)', () => {
  it('the server\'s totals stay, with no hydration warning or error, and stay on another page', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const { target, destroy } = await hydrated({ id: 'hf', columns, rows, pageSize: 2, showCheckbox: true, footerAggregates: { name: 'count', pay: 'sum' } });
    const foot = () => [...target.querySelectorAll('tfoot td')].map((td) => td.textContent);
    expect(foot()).toEqual(['', '3', '', '', '€6,800.50']);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    await fireEvent.click(within(target).getByRole('button', { name: 'Page 2' }));
    flushSync();
    expect(foot()).toEqual(['', '3', '', '', '€6,800.50']);
    destroy();
    vi.restoreAllMocks();
  });
});

// The bulk bar and filter actions from the server: hydrated without a warning, the server's elements
// work (a selected row shows the bar, a link follows the filters).
const actionProps = {
  id: 'crew', columns: [{ field: 'name', label: 'Name' }, { field: 'team', label: 'Team' }],
  rows: [{ id: 1, name: 'Ada', team: 'm' }, { id: 2, name: 'Grace', team: 'n' }],
  showCheckbox: true, filters: { team: 'm' },
  actions: { archive: 'Archive' }, actionUrl: '/api/crew/bulk', actionButton: 'Run|btn',
  filterActions: { recalc: { label: 'Recalculate', url: '/api/recalc' }, csv: { label: 'CSV', url: '/crew.csv', type: 'link' } },
};

describe('hydrating a DataTable with bulk and filter actions', () => {
  it('no hydration warning or error; the bar and the filter actions are the server\'s elements and work', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const target = document.body.appendChild(document.createElement('div'));
    target.innerHTML = serverHtml(actionProps);
    const serverBar = target.querySelector('.alm-bulk');
    const serverLink = target.querySelector('.alm-filter-actions a');
    expect(serverBar).not.toBeNull();
    const app = hydrate(DataTable, { target, props: actionProps });
    flushSync();
    await tick();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(target.querySelector('.alm-bulk')).toBe(serverBar);
    expect(target.querySelector('.alm-filter-actions a')).toBe(serverLink);
    expect(serverLink!.getAttribute('href')).toBe('/crew.csv?team=m');
    await fireEvent.click(within(target).getByRole('checkbox', { name: 'Select row Ada' }));
    flushSync();
    expect(serverBar!.querySelector('.alm-bulk-status')!.textContent).toBe('1 selected');
    expect((serverBar!.querySelector('.alm-bulk-controls') as HTMLElement).hidden).toBe(false);
    unmount(app);
    target.remove();
    vi.restoreAllMocks();
  });
});

// Editable rows from the server: the Copy/Delete cells and the rows bar hydrate without a warning, the
// server's buttons are the ones that work (Copy calls onrowcopied and the copy gets its buttons).
describe('hydrating a DataTable with editable rows', () => {
  it('no hydration warning or error; the server\'s Copy, Delete and Add are kept and work', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const onrowcopied = vi.fn();
    const onrowadded = vi.fn();
    const props = { id: 'hrows', columns, rows, editableRows: true, onrowcopied, onrowadded };
    const target = document.body.appendChild(document.createElement('div'));
    target.innerHTML = serverHtml(props);
    const serverCopy = within(target).getByRole('button', { name: 'Copy Grace' });
    const serverAdd = target.querySelector('.alm-rows-bar .alm-row-add');
    expect(serverAdd).not.toBeNull();
    const app = hydrate(DataTable, { target, props });
    flushSync();
    await tick();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(within(target).getByRole('button', { name: 'Copy Grace' })).toBe(serverCopy);
    expect(target.querySelector('.alm-rows-bar .alm-row-add')).toBe(serverAdd);
    await fireEvent.click(serverCopy);
    flushSync();
    expect(onrowcopied).toHaveBeenCalledTimes(1);
    expect(onrowcopied.mock.calls[0][0]).toMatchObject({ tableId: 'hrows', originalItem: { id: 2 }, newItem: { id: 'tmp-1', name: 'Grace' } });
    expect(within(target).getAllByRole('button', { name: 'Delete Grace' })).toHaveLength(2);
    await fireEvent.click(serverAdd!);
    flushSync();
    expect(onrowadded.mock.calls[0][0]).toMatchObject({ tableId: 'hrows', row: { id: 'tmp-2' } });
    expect(target.querySelectorAll('tbody td.alm-row-edit')).toHaveLength(5);
    unmount(app);
    target.remove();
    vi.restoreAllMocks();
  });
});
