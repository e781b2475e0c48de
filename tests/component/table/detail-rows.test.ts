// Issue 47 item 4 (detail rows) in the Svelte DataTable: a `detail` snippet shows a full-width panel under a row,
// opened by the row's disclosure button (aria-expanded, aria-controls the panel, "Show details of row X"); the
// open panels are the bindable `detailOpen`; a panel is a row of the table (aria-rowcount and the next rows'
// aria-rowindex count it); `detailSource` loads each panel (its own loading and error state, a retry), its
// answer shown as a labelled list without a snippet; a failing source (503) or one that answers non-JSON:
// one warning, a message in the panel, nothing thrown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import Table from './DetailTable.svelte';
import type { TableStore } from '../../../src/table/store.svelte';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function mounted(props: Record<string, unknown> = {}) {
  let store!: TableStore;
  const view = render(Table, { props: { ...props, onstore: (s: TableStore) => (store = s) } });
  await vi.waitFor(() => expect(store).toBeDefined());
  await vi.waitFor(() => expect(view.container.querySelectorAll('tbody tr[data-id]').length).toBe(3));
  return { ...view, store };
}
const table = (root: HTMLElement) => root.querySelector('table')!;
const indexes = (root: HTMLElement) => [...root.querySelectorAll('tbody tr')].map((tr) => `${tr.getAttribute('data-id') ?? 'panel'}:${tr.getAttribute('aria-rowindex')}`);

function answer(status: number, text: string) {
  const fetch = vi.fn(async () => new Response(text, { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('a detail snippet', () => {
  it('each row has a disclosure button; pressing it shows the panel under the row, full width, and says so (aria-expanded, aria-controls)', async () => {
    const { container } = await mounted();
    const button = screen.getByRole('button', { name: 'Show details of row Grace' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('tr.alm-panel-row')).toBeNull();
    await fireEvent.click(button);
    flushSync();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = container.querySelector<HTMLTableRowElement>('tr.alm-panel-row')!;
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.previousElementSibling!.getAttribute('data-id')).toBe('2');
    expect(panel.cells[0].colSpan).toBe(3);
    const group = within(panel).getByRole('group', { name: 'Details of row Grace' });
    expect(group.textContent).toContain('Order 2 for Grace');
    await fireEvent.click(button);
    flushSync();
    expect(container.querySelector('tr.alm-panel-row')).toBeNull();
  });

  it('a panel is a row of the table: aria-rowcount counts it and the rows after it are one further down', async () => {
    const { container } = await mounted();
    expect(table(container).getAttribute('aria-rowcount')).toBe('4');
    expect(indexes(container)).toEqual(['1:2', '2:3', '3:4']);
    await fireEvent.click(screen.getByRole('button', { name: 'Show details of row Ada' }));
    flushSync();
    expect(table(container).getAttribute('aria-rowcount')).toBe('5');
    expect(indexes(container)).toEqual(['1:2', 'panel:3', '2:4', '3:5']);
  });

  it('the open panels are bindable: detailOpen opens them, the buttons write it', async () => {
    const seen: unknown[] = [];
    const { container, rerender } = await mounted({ detailOpen: [3], onopen: (open: unknown) => seen.push(open) });
    expect(container.querySelector('tr.alm-panel-row')!.textContent).toContain('Order 3 for Linus');
    await rerender({ detailOpen: [1, 3] });
    flushSync();
    expect(container.querySelectorAll('tr.alm-panel-row').length).toBe(2);
    await fireEvent.click(screen.getByRole('button', { name: 'Show details of row Grace' }));
    flushSync();
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['1', '3', '2']));
  });
});

describe('a detail source', () => {
  it('loads the row\'s panel from its URL ({id} filled); says it is loading; the answer shows as a labelled list', async () => {
    const fetch = answer(200, JSON.stringify({ data: { lines: 3, total: 120.5 } }));
    const { container } = await mounted({ snippet: false, detailSource: '/api/orders/{id}/lines' });
    await fireEvent.click(screen.getByRole('button', { name: 'Show details of row Ada' }));
    flushSync();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/orders\/1\/lines$/);
    const panel = container.querySelector<HTMLElement>('tr.alm-panel-row')!;
    await vi.waitFor(() => expect(panel.querySelector('dl')).not.toBeNull());
    expect([...panel.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['lines', 'total']);
    expect([...panel.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['3', '120.5']);
  });

  it('a source that fails (503): one warning, a message in the panel and a retry that loads again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fetch = answer(503, 'busy');
    const { container } = await mounted({ snippet: false, detailSource: '/api/orders/{id}/lines' });
    await fireEvent.click(screen.getByRole('button', { name: 'Show details of row Ada' }));
    const panel = container.querySelector<HTMLElement>('tr.alm-panel-row')!;
    await vi.waitFor(() => expect(within(panel).getByRole('alert').textContent).toBe('The details could not be loaded.'));
    expect(warn.mock.calls.filter(([m]) => String(m).includes('data-detail-source'))).toHaveLength(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/table "orders".*503/);
    fetch = answer(200, '[{"product":"Desk","qty":2}]');
    await fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(panel.querySelector('ol li dl')).not.toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(panel.querySelector('ol')!.textContent).toBe('productDeskqty2');
  });

  it('a source that answers non-JSON, or JSON that is not a detail: one warning each, a message in the panel, nothing thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(200, '<html>oops</html>');
    const { container } = await mounted({ snippet: false, detailSource: '/api/orders/{id}/lines' });
    await fireEvent.click(screen.getByRole('button', { name: 'Show details of row Ada' }));
    await vi.waitFor(() => expect(container.querySelector('tr.alm-panel-row [role="alert"]')).not.toBeNull());
    expect(warn.mock.calls.map(([m]) => String(m)).filter((m) => m.includes('not JSON'))).toHaveLength(1);
    answer(200, '42');
    await fireEvent.click(screen.getByRole('button', { name: 'Show details of row Grace' }));
    await vi.waitFor(() => expect(container.querySelectorAll('tr.alm-panel-row [role="alert"]').length).toBe(2));
    expect(warn.mock.calls.map(([m]) => String(m)).filter((m) => m.includes('not an object or a list'))).toHaveLength(1);
  });
});

describe('a detail template (the page path\'s panel, made as the detail part makes it)', () => {
  async function withTemplate(template: string) {
    const { DetailRows } = await import('../../../src/table/components/detail.svelte');
    const view = await mounted({ snippet: false });
    const warnings: string[] = [];
    const rows = new DetailRows(view.store, { template, source: null, warn: (m) => warnings.push(m) });
    view.store.setSlot(rows.slot);
    flushSync();
    return { ...view, rows, warnings };
  }

  it('is filled from the row as row templates are: values escaped, never parsed as HTML', async () => {
    const { container, store, rows } = await withTemplate('<p class="who">Order {{id}} for <b>{{customer}}</b></p>');
    store.setData([{ id: 1, customer: '<img src=x onerror=alert(1)>', amount: 1 }]);
    flushSync();
    rows.toggle(store.rows[0]);
    flushSync();
    const p = container.querySelector('tr.alm-panel-row p.who')!;
    expect(p.textContent).toBe('Order 1 for <img src=x onerror=alert(1)>');
    expect(container.querySelector('tr.alm-panel-row img')).toBeNull();
  });

  it('a field the row does not have: one warning, left blank, and a note in the panel', async () => {
    const { container, store, rows, warnings } = await withTemplate('<p class="who">{{customer}} ships to {{city}}</p>');
    rows.toggle(store.rows[0]);
    rows.toggle(store.rows[1]);
    flushSync();
    expect(container.querySelector('tr.alm-panel-row p.who')!.textContent).toBe('Ada ships to ');
    expect([...container.querySelectorAll('tr.alm-panel-row .alm-panel-note')].map((p) => p.textContent)).toEqual(['Some details are not available.', 'Some details are not available.']);
    expect(new Set(warnings)).toEqual(new Set(['data-detail-template: no field "city" in the row — left blank']));
  });
});

describe('with the responsive collapse', () => {
  it('a row has both disclosure buttons; each opens its own row under the row (the panel first: its column came first)', async () => {
    const { OpenRows } = await import('../../../src/table/components/responsive.svelte');
    const { container, store } = await mounted();
    const collapse = new OpenRows(store);
    store.collapse(new Set(['amount']));
    store.setSlot(collapse.slot);
    flushSync();
    await fireEvent.click(screen.getByRole('button', { name: 'Show more of row Ada' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Show details of row Ada' }));
    flushSync();
    const row = container.querySelector('tbody tr[data-id="1"]')!;
    const [panel, more] = [row.nextElementSibling!, row.nextElementSibling!.nextElementSibling!];
    expect(panel.classList.contains('alm-panel-row')).toBe(true);
    expect(panel.textContent).toContain('Order 1 for Ada');
    expect(more.classList.contains('alm-detail-row') && !more.classList.contains('alm-panel-row')).toBe(true);
    expect(more.textContent).toContain('Amount');
  });
});
