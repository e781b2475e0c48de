// The row-actions feature on a real store in jsdom (spec "Errors" 4, design.md "Response actions"):
// what the browser suite cannot see yet — the errors map of a failed answer reaches
// showFieldErrors, actions nested at response.data.actions run, a local table renders again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../../src/table/model/types';

const fieldErrors = vi.hoisted(() => vi.fn(() => 0));
vi.mock('../../../src/table/dom/field-errors', () => ({ showFieldErrors: fieldErrors }));
// Files share one module graph (vitest.config.ts isolate: false): load the part and what it works with
// afresh (one Svelte runtime among them), so the part sees the mock.
vi.resetModules();
const { attachRowActions } = await import('../../../src/table/components/row-actions');
const { flushSync, mount } = await import('svelte');
const { buildConfig } = await import('../../../src/table/model/config');
const { makeColumn } = await import('../../../src/table/model/columns');
const { GLOBAL_DEFAULTS } = await import('../../../src/table/model/options');
const { TableStore } = await import('../../../src/table/store.svelte');

const rows: Row[] = [{ id: 1, name: 'Ada', status: 'active' }, { id: 2, name: 'Ben', status: 'inactive' }];

function setup(rowActions: Record<string, unknown>, answer: { status: number; body: unknown }) {
  const config = buildConfig({ id: 'people', global: GLOBAL_DEFAULTS, markup: { rowActions }, template: null, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, [makeColumn({ field: 'name' }), makeColumn({ field: 'status' })], rows);
  const warnings: string[] = [];
  const events: Array<[string, Record<string, unknown>]> = [];
  store.listen((name, payload) => events.push([name, payload]));
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status }));
  vi.stubGlobal('fetch', fetch);
  const stop = attachRowActions({ store, table: document.createElement('table'), warn: (m: string) => warnings.push(m) });
  /** The buttons the row cell renders for `row`. */
  const cell = (row: Row) => {
    const tr = document.body.appendChild(document.createElement('table')).createTBody().insertRow();
    const part = store.slots[0];
    mount(part.Cell!, { target: tr, props: { store, row, number: 1, part } });
    flushSync();
    return Array.from(tr.querySelectorAll('button'));
  };
  return { store, warnings, events, fetch, stop, cell };
}

afterEach(() => {
  vi.unstubAllGlobals();
  fieldErrors.mockClear();
  document.body.replaceChildren();
});

describe('outcomes of a row action', () => {
  it('a success:false answer: table:error, the message as an error notification, and its errors map handed to showFieldErrors', async () => {
    const errors = { people_status_1: 'Not allowed' };
    const { events, cell, stop } = setup({ archive: { method: 'POST', url: '/api/people/{id}/archive' } }, { status: 200, body: { success: false, message: 'Cannot archive Ada', errors } });
    cell(rows[0])[0].click();
    await vi.waitFor(() => expect(fieldErrors).toHaveBeenCalledWith('people', errors));
    expect(events.map(([name]) => name)).toEqual(['table:rowAction', 'table:action', 'table:error']);
    expect(events[2][1]).toMatchObject({ tableId: 'people', action: 'archive' });
    expect(document.querySelector('.alm-toast-error')?.textContent).toBe('Cannot archive Ada');
    stop();
  });

  it('an HTTP 422 with an errors map: the same', async () => {
    const errors = { people_name_2: 'Required' };
    const { cell, stop } = setup({ save: { method: 'PATCH', url: '/api/people/{id}' } }, { status: 422, body: { success: false, message: 'Fix the fields', errors } });
    cell(rows[1])[0].click();
    await vi.waitFor(() => expect(fieldErrors).toHaveBeenCalledWith('people', errors));
    stop();
  });

  it('actions at response.data.actions run (a notification); a local table renders again after a change', async () => {
    const { store, cell, stop } = setup({ ping: { method: 'POST', url: '/api/ping/{id}' } }, { status: 200, body: { success: true, data: { actions: [{ type: 'notification', level: 'success', message: 'Pinged' }] } } });
    const before = store.rows;
    cell(rows[0])[0].click();
    await vi.waitFor(() => expect(document.querySelector('.alm-toast-success')?.textContent).toBe('Pinged'));
    await vi.waitFor(() => expect(store.rows).not.toBe(before));
    expect(store.rows).toEqual(before);
    expect(fieldErrors).not.toHaveBeenCalled();
    stop();
  });

  it('a success answer with a message and no actions shows the message', async () => {
    const { cell, stop } = setup({ ping: { method: 'POST', url: '/api/ping/{id}' } }, { status: 200, body: { success: true, message: 'Done' } });
    cell(rows[0])[0].click();
    await vi.waitFor(() => expect(document.querySelector('.alm-toast-success')?.textContent).toBe('Done'));
    stop();
  });

  it('an action without a url only emits table:rowAction { tableId, action, payload, row }', async () => {
    const { events, fetch, cell, stop } = setup({ note: { condition: "status == 'active'" } }, { status: 200, body: {} });
    expect(cell(rows[1])).toEqual([]);
    cell(rows[0])[0].click();
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual(['table:rowAction', { tableId: 'people', action: 'note', payload: { id: 1, method: 'GET', url: null }, row: rows[0] }]);
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });

  it('teardown removes the row cell from the store', () => {
    const { store, stop } = setup({ note: {} }, { status: 200, body: {} });
    expect(store.slots).toHaveLength(1);
    stop();
    expect(store.slots).toEqual([]);
  });

  it('a table with a row template gets no row cell, and one warning', () => {
    const config = buildConfig({ id: 'tpl', global: GLOBAL_DEFAULTS, markup: { rowActions: { a: {} } }, template: '<tr><td>{{name}}</td></tr>', filterModes: {}, hasSearchControl: false });
    const store = new TableStore(config, [], rows);
    const warnings: string[] = [];
    attachRowActions({ store, table: document.createElement('table'), warn: (m: string) => warnings.push(m) })();
    expect(store.slots).toEqual([]);
    expect(warnings).toEqual(['data-row-actions is not shown in a table with a row template — put the buttons in the template']);
  });
});
