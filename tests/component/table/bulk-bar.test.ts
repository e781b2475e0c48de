// The bulk bar component (components/BulkBar.svelte) on a real store in jsdom (spec data-actions,
// data-action-url, data-action-button; "HTTP interactions" 2). The browser behaviour against the demo
// API (the database, the part loading, focus by keyboard) is in tests/e2e/table-bulk-actions.e2e.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { flushSync, tick } from 'svelte';
import BulkBar from '../../../src/table/components/BulkBar.svelte';
import { buildConfig } from '../../../src/table/model/config';
import { makeColumn } from '../../../src/table/model/columns';
import { GLOBAL_DEFAULTS, type TableOptions } from '../../../src/table/model/options';
import type { Row } from '../../../src/table/model/types';
import { TableStore } from '../../../src/table/store.svelte';
import { resetWarnings } from '../../../src/core/warn';

const BULK: Partial<TableOptions> = { actions: { delete: 'Delete', 'status|active': 'Set active' }, actionUrl: '/api/bulk', showCheckbox: true };

function setup(markup: Partial<TableOptions> = BULK, rows: Row[] = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Ben' }, { name: 'No id' }], props: Record<string, unknown> = {}) {
  const config = buildConfig({ id: 'people', global: GLOBAL_DEFAULTS, markup, template: null, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, [makeColumn({ field: 'name' })], rows);
  const events: Array<[string, Record<string, unknown>]> = [];
  store.listen((name, payload) => events.push([name, payload]));
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
  const view = render(BulkBar, { store, ...props });
  return { store, events, warnings, view, select: (...ids: unknown[]) => (store.setSelection(new Set(store.rows.filter((r) => ids.includes(r.id)))), flushSync()) };
}

const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const bar = () => document.querySelector<HTMLElement>('.alm-bulk');
const controls = () => document.querySelector<HTMLElement>('.alm-bulk-controls')!;
const text = (selector: string) => document.querySelector(selector)?.textContent;
const choose = (value: string) => fireEvent.change(Object.assign(document.querySelector<HTMLSelectElement>('.alm-bulk-select')!, { value }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetWarnings();
  document.body.replaceChildren();
});

describe('the bar', () => {
  it('is there with hidden controls until rows are selected; then "N selected", the labelled group, the actions, Apply and Clear', async () => {
    const { select } = setup();
    expect(bar()).not.toBeNull();
    expect(controls().hidden).toBe(true);
    expect(text('.alm-bulk-status')).toBe('');
    expect(bar()!.classList.contains('alm-bulk-active')).toBe(false);
    select(1, 2);
    expect(controls().hidden).toBe(false);
    expect(text('.alm-bulk-status')).toBe('2 selected');
    expect(document.querySelector('.alm-bulk-status')!.getAttribute('role')).toBe('status');
    expect(bar()!.classList.contains('alm-bulk-active')).toBe(true);
    const group = screen.getByRole('group', { name: 'Bulk actions for people' });
    const options = within(group).getByLabelText('Action').querySelectorAll('option');
    expect([...options].map((o) => [o.textContent, o.value])).toEqual([['Choose…', ''], ['Delete', 'delete'], ['Set active', 'status|active']]);
    expect(within(group).getByRole('button', { name: 'Apply' }).className).toBe('alm-bulk-apply');
    expect(within(group).getByRole('button', { name: 'Clear selection' })).toBeTruthy();
    expect(document.querySelector('.alm-bulk-alert')!.getAttribute('role')).toBe('alert');
  });

  it("names its group after `name`; data-action-button gives the button's label and classes", () => {
    setup({ ...BULK, actionButton: 'Run it|btn primary' }, undefined, { name: 'Staff' });
    expect(screen.getByRole('button', { name: 'Run it', hidden: true }).className).toBe('alm-bulk-apply btn primary');
    expect(document.querySelector('.alm-bulk-controls')!.getAttribute('aria-label')).toBe('Bulk actions for Staff');
  });

  it('counts the selected rows on other pages (client-side paging)', () => {
    const { select, store } = setup({ ...BULK, pageSize: 1 });
    select(1, 2);
    expect(text('.alm-bulk-status')).toBe('2 selected (1 on other pages)');
    store.setPage(2);
    flushSync();
    expect(text('.alm-bulk-status')).toBe('2 selected (1 on other pages)');
  });

  it('Clear selection clears it and says so; the notice goes with the next selection', async () => {
    const { select, store } = setup();
    select(1);
    await fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(store.selected.size).toBe(0);
    expect(controls().hidden).toBe(true);
    expect(text('.alm-bulk-status')).toBe('Selection cleared.');
    expect(bar()!.classList.contains('alm-bulk-active')).toBe(true);
    select(2);
    expect(text('.alm-bulk-status')).toBe('1 selected');
    select();
    expect(text('.alm-bulk-status')).toBe('');
  });

  it("follows the table's language: new words (a language file, TableStore.relang) reach every text", () => {
    const { select, store } = setup();
    select(1);
    store.words = { bulkSelected: '{count} ausgewählt', bulkClear: 'Auswahl aufheben', bulkGroup: 'Sammelaktionen für {table}' };
    flushSync();
    expect(text('.alm-bulk-status')).toBe('1 ausgewählt');
    expect(screen.getByRole('group', { name: 'Sammelaktionen für people' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Auswahl aufheben' })).toBeTruthy();
  });
});

describe('Apply', () => {
  it('without an action: says so, sends nothing; with only id-less rows: says so, sends nothing, one warning', async () => {
    const fetch = answer({ success: true });
    vi.stubGlobal('fetch', fetch);
    const { select, store, warnings } = setup();
    select(1);
    await fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(text('.alm-bulk-alert')).toBe('Choose an action first.');
    store.setSelection(new Set([store.rows[2]]));
    flushSync();
    await choose('delete');
    await fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(text('.alm-bulk-alert')).toBe('None of the selected rows has an id: nothing was sent.');
    expect(fetch).not.toHaveBeenCalled();
    expect(warnings).toEqual(['[almanac] table "people": selected rows without an id are left out of bulk actions (rows need an id field)']);
  });

  it("success: POSTs {action: name, [name]: value, ids}; table:action, table:actionComplete; the selection goes and the bar says what was done", async () => {
    const fetch = answer({ success: true });
    vi.stubGlobal('fetch', fetch);
    const { select, store, events } = setup();
    select(1, 2);
    await choose('status|active');
    const apply = screen.getByRole('button', { name: 'Apply' });
    apply.focus();
    await fireEvent.click(apply);
    expect(controls().getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(text('.alm-bulk-status')).toBe('Set active: done for 2 rows.'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${location.origin}/api/bulk`);
    expect(JSON.parse(String(init.body))).toEqual({ action: 'status', status: 'active', ids: [1, 2] });
    expect(events.map(([name]) => name).filter((n) => n.startsWith('table:action'))).toEqual(['table:action', 'table:actionComplete']);
    expect(events.find(([name]) => name === 'table:action')![1]).toMatchObject({ tableId: 'people', action: 'status|active', success: true });
    expect(store.selected.size).toBe(0);
    flushSync();
    expect(controls().hidden).toBe(true);
    expect(controls().getAttribute('aria-busy')).toBeNull();
    // Focus stays in the bar while its controls hide.
    expect(document.activeElement).toBe(bar());
  });

  it('delete: table:rowRemoved for each id sent', async () => {
    vi.stubGlobal('fetch', answer({ success: true }));
    const { select, events } = setup();
    select(1, 2);
    await choose('delete');
    await fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(events.filter(([name]) => name === 'table:rowRemoved').map(([, p]) => p.rowId)).toEqual([1, 2]));
  });

  it("failure: the server's message in the alert and as a notification; table:error and table:action success false; the selection stays", async () => {
    vi.stubGlobal('fetch', answer({ success: false, message: 'Locked <b>by</b> another user' }, 422));
    const { select, store, events } = setup();
    select(1);
    await choose('delete');
    await fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(text('.alm-bulk-alert')).toBe('Locked <b>by</b> another user'));
    expect(document.querySelector('.alm-bulk-alert b')).toBeNull();
    expect(document.querySelector('.alm-toast-error')?.textContent).toBe('Locked <b>by</b> another user');
    expect(events.filter(([name]) => name === 'table:error' || name === 'table:action').map(([name, p]) => [name, p.action, p.success])).toEqual([
      ['table:error', 'delete', undefined], ['table:action', 'delete', false],
    ]);
    expect(store.selected.size).toBe(1);
    // The alert goes with the selection.
    await fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(text('.alm-bulk-alert')).toBe('');
  });

  it('unmounted while the request waits: aborted, nothing emitted after', async () => {
    let release: (r: Response) => void = () => {};
    const fetch = vi.fn((_url: string, init: RequestInit) => new Promise<Response>((resolve, reject) => {
      release = resolve;
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    vi.stubGlobal('fetch', fetch);
    const { select, events, view } = setup();
    select(1);
    await choose('delete');
    await fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(fetch).toHaveBeenCalled();
    view.unmount();
    release(new Response('{"success":true}', { status: 200 }));
    await tick();
    await new Promise((r) => setTimeout(r, 20));
    expect(events.filter(([name]) => name.startsWith('table:action') || name === 'table:error')).toEqual([]);
    expect(bar()).toBeNull();
  });
});

describe('bad input: one warning, no bar', () => {
  it.each([
    [{ ...BULK, actions: { x: 7 } }, 'data-actions entry "x" has no text label (7) — entry ignored; data-actions has no usable entry — bulk actions disabled'],
    [{ ...BULK, actionUrl: null }, 'data-actions needs data-action-url — bulk actions disabled'],
    [{ ...BULK, actionUrl: 'https://elsewhere.invalid/bulk' }, 'data-action-url "https://elsewhere.invalid/bulk" is refused: bulk actions post to this site only — bulk actions disabled'],
    [{ ...BULK, showCheckbox: false }, 'data-actions without data-show-checkbox: no row can be selected — bulk actions disabled'],
  ])('%o', async (markup, warning) => {
    const { warnings } = setup(markup as Partial<TableOptions>);
    flushSync();
    expect(bar()).toBeNull();
    expect(warnings).toEqual([`[almanac] table "people": ${warning}`]);
  });

  it('a bar with no place in the page (placed false) warns once with the entries\' problems', () => {
    const { warnings } = setup({ ...BULK, actions: { a: 'A', b: '' } }, undefined, { placed: false });
    flushSync();
    expect(bar()).toBeNull();
    expect(warnings).toEqual(['[almanac] table "people": data-actions entry "b" has no text label ("") — entry ignored; the table has no parent element for the bulk bar — bulk actions disabled']);
  });

  it('a table without data-actions: nothing, and no warning', () => {
    const { warnings } = setup({});
    flushSync();
    expect(document.body.textContent).toBe('');
    expect(warnings).toEqual([]);
  });
});
