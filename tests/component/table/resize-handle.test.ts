// The resize handle by keyboard (issue 44 item 1): a focusable separator named "Resize column X" whose
// value is the column's width; on it the arrows move the edge by 10 px (Shift: 50) and each press is a
// resize that ends (table:columnResize); the width stays within data-min-width / data-max-width; a
// table or column with data-resizable="false" has no handle. (Pointer, touch, Home and double-click
// need layout: tests/e2e/table-resize.e2e.ts.)
import { flushSync, tick } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/svelte';
import { mountTable } from '../../../src/table/dom/mount.svelte';
import { readTable } from '../../../src/table/dom/markup';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';
import { startResize } from '../../../src/table/dom/column-resize';

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
  document.body.replaceChildren();
  localStorage.clear();
});

async function setUp(tableAttrs = '', cityAttrs = '', more = '') {
  const box = document.createElement('div');
  box.innerHTML = `<table data-table="r" ${tableAttrs}><thead><tr><th data-field="name" data-sortable data-min-width="60" data-max-width="200">Name</th>`
    + `<th data-field="city" ${cityAttrs}>City</th>${more}</tr></thead><tbody><tr><td>Ada</td><td>Oslo</td></tr></tbody></table>`;
  document.body.appendChild(box);
  const table = box.querySelector('table')!;
  const parsed = readTable(table)!;
  const config = buildConfig({ id: 'r', global: GLOBAL_DEFAULTS, markup: parsed.options, template: null, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, parsed.columns, parsed.rows ?? []);
  const unmount = mountTable(table, store, parsed.leafRow, parsed.toolbar);
  const stops = startResize({ store, table, warn: () => {} });
  undo = () => (stops.forEach((stop) => stop()), unmount());
  const events: Array<Record<string, unknown>> = [];
  store.listen((name, payload) => name === 'table:columnResize' && events.push(payload));
  // The part puts the handles in once the header is rendered.
  await tick();
  flushSync();
  return { table, store, events };
}

describe('resize handle, keyboard', () => {
  it('each resizable header has a focusable separator named after its column, valued in pixels within its bounds', async () => {
    const { store } = await setUp();
    store.setWidths({ name: 120 });
    flushSync();
    const handle = screen.getByRole('separator', { name: 'Resize column Name' });
    expect(handle.getAttribute('tabindex')).toBe('0');
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    expect(handle.getAttribute('aria-valuenow')).toBe('120');
    expect(handle.getAttribute('aria-valuemin')).toBe('60');
    expect(handle.getAttribute('aria-valuemax')).toBe('200');
    expect(screen.getByRole('separator', { name: 'Resize column City' }).getAttribute('aria-valuemax')).toBe('4000');
    // The header keeps its column's name alone.
    expect(handle.closest('th')!.getAttribute('aria-label')).toBe('Name');
  });

  it('arrows move the edge by 10 px, Shift by 50, each press a resize that ends (table:columnResize)', async () => {
    const { store, events } = await setUp();
    store.setWidths({ name: 120 });
    flushSync();
    const handle = screen.getByRole('separator', { name: 'Resize column Name' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    flushSync();
    expect(handle.getAttribute('aria-valuenow')).toBe('130');
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    flushSync();
    expect(store.widths.name).toBe(80);
    expect(events).toEqual([{ tableId: 'r', column: 'name', width: 130 }, { tableId: 'r', column: 'name', width: 80 }]);
  });

  it('the width stays within data-min-width and data-max-width', async () => {
    const { store } = await setUp();
    store.setWidths({ name: 190 });
    flushSync();
    const handle = screen.getByRole('separator', { name: 'Resize column Name' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(store.widths.name).toBe(200);
    for (let i = 0; i < 5; i++) fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(store.widths.name).toBe(60);
  });

  it('other keys are left alone (no resize, default not prevented)', async () => {
    const { store, events } = await setUp();
    const handle = screen.getByRole('separator', { name: 'Resize column Name' });
    expect(await fireEvent.keyDown(handle, { key: 'Enter' })).toBe(true);
    expect(events).toEqual([]);
    expect({ ...store.widths }).toEqual({});
  });

  it('data-resizable="false" on a column: no handle on it', async () => {
    await setUp('', 'data-resizable="false"');
    expect(screen.getAllByRole('separator').map((s) => s.getAttribute('aria-label'))).toEqual(['Resize column Name']);
  });

  it('data-resizable="false" on the table: no handle at all', async () => {
    await setUp('data-resizable="false"');
    expect(screen.queryAllByRole('separator')).toEqual([]);
  });

  // Regression: a width looked up by field on a plain object found Object's own "constructor" (style.md #15).
  it('columns named constructor and __proto__ have no width by inheritance; their resize is their own', async () => {
    const { store } = await setUp('', '', '<th data-field="constructor">Constructor</th><th data-field="__proto__">Proto</th>');
    const handle = screen.getByRole('separator', { name: 'Resize column Constructor' });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('separator', { name: 'Resize column Proto' }).getAttribute('aria-valuenow')).toBe('0');
    store.setWidths(JSON.parse('{"__proto__": 90, "constructor": 70}'));
    flushSync();
    await fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(store.widths.constructor).toBe(80);
    expect(Object.getOwnPropertyDescriptor(store.widths, '__proto__')?.value).toBe(90);
  });
});
