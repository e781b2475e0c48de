// The bulk bar and the filter actions on a table enhanced in place (dom/mount.svelte.ts → TableParts):
// each is loaded as a part, only by a table that has it, and placed between the toolbar and the table
// (filter actions, then the bar), whichever arrives first; the bar's warning comes first; the group
// labels use the table's aria-label; a table without a parent warns; the teardown restores the markup.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountTable } from '../../../src/table/dom/mount.svelte';
import { readTable } from '../../../src/table/dom/markup';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';
import { resetWarnings } from '../../../src/core/warn';

const ATTRS = `data-show-checkbox data-search-columns="name" data-actions='{"done":"Done","x":7}' data-action-url="/api/bulk"`
  + ` data-filter-actions='{"csv":{"label":"CSV","url":"/x.csv","type":"link"},"bad":{"url":"javascript:1","type":"link"}}'`;

function setUp(attrs = ATTRS, parent = true) {
  const box = document.createElement('div');
  box.innerHTML = `<p>before</p><table data-table="m" class="own" aria-label="Crew" ${attrs}><thead><tr><th data-field="name">Name</th></tr></thead>`
    + '<tbody><tr data-id="1"><td>Ada</td></tr></tbody></table><p>after</p>';
  document.body.appendChild(box);
  const table = box.querySelector('table')!;
  if (!parent) table.remove();
  const parsed = readTable(table)!;
  const config = buildConfig({ id: 'm', global: GLOBAL_DEFAULTS, markup: parsed.options, template: null, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, parsed.columns, parsed.rows ?? []);
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
  const events: string[] = [];
  store.listen((name, payload) => name === 'table:error' && events.push(String(payload.action)));
  return { box, table, parsed, store, warnings, events };
}
const order = (box: Element) => Array.from(box.children, (el) => el.className || el.tagName.toLowerCase());

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('../../../src/table/components/BulkBar.svelte');
  resetWarnings();
  document.body.replaceChildren();
});

describe('bulk bar and filter actions on a page table', () => {
  it('between the toolbar and the table: the filter actions, then the bar; one warning each, the bar\'s first; the markup comes back on teardown', async () => {
    const { box, table, parsed, store, warnings } = setUp();
    const original = box.innerHTML;
    const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
    await vi.waitFor(() => expect(order(box)).toEqual(['p', 'alm-toolbar', 'alm-filter-actions', 'alm-bulk', 'own alm-table', 'alm-sr-only', 'p']), { timeout: 8000 });
    expect(box.querySelector('.alm-bulk-controls')!.getAttribute('aria-label')).toBe('Bulk actions for Crew');
    expect(box.querySelector('.alm-filter-actions')!.getAttribute('aria-label')).toBe('Actions for Crew');
    expect(warnings).toEqual([
      '[almanac] table "m": data-actions entry "x" has no text label (7) — entry ignored',
      '[almanac] table "m": data-filter-actions entry "bad": url "javascript:1" is missing or refused (a link needs an http(s) or relative URL) — entry ignored',
    ]);
    store.setSelection(new Set(store.rows));
    flushSync();
    expect(box.querySelector('.alm-bulk-status')!.textContent).toBe('1 selected');
    undo();
    expect(box.innerHTML).toBe(original);
  });

  it('the bar arriving after the filter actions: still placed below them, and its warning still first', async () => {
    vi.doMock('../../../src/table/components/BulkBar.svelte', async (actual) => {
      await new Promise((r) => setTimeout(r, 200));
      return actual();
    });
    const { box, table, parsed, store, warnings } = setUp();
    const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
    await vi.waitFor(() => expect(box.querySelector('.alm-bulk')).not.toBeNull(), { timeout: 8000 });
    expect(order(box)).toEqual(['p', 'alm-toolbar', 'alm-filter-actions', 'alm-bulk', 'own alm-table', 'alm-sr-only', 'p']);
    expect(warnings.map((w) => w.includes('data-actions'))).toEqual([true, false]);
    undo();
  });

  it('the bar cannot be loaded: one warning, table:error "actions"; the filter actions still come', async () => {
    vi.doMock('../../../src/table/components/BulkBar.svelte', () => {
      throw new Error('could not load BulkBar');
    });
    const { box, table, parsed, store, warnings, events } = setUp();
    const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
    await vi.waitFor(() => expect(box.querySelector('.alm-filter-actions')).not.toBeNull(), { timeout: 8000 });
    expect(events).toEqual(['actions']);
    expect(warnings.filter((w) => w.startsWith('[almanac] ') && w.endsWith(' — bulk actions do not work'))).toHaveLength(1);
    expect(box.querySelector('.alm-bulk')).toBeNull();
    undo();
  });

  it('a table without them loads neither and places nothing', async () => {
    const { box, table, parsed, store } = setUp('');
    const original = box.innerHTML;
    const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
    flushSync();
    await new Promise((r) => setTimeout(r, 50));
    expect(box.querySelector('.alm-bulk, .alm-filter-actions')).toBeNull();
    undo();
    expect(box.innerHTML).toBe(original);
  });

  it('a table without a parent: nothing placed, one warning for each attribute', async () => {
    const { table, parsed, store, warnings } = setUp(ATTRS, false);
    const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
    await vi.waitFor(() => expect(warnings).toHaveLength(2), { timeout: 8000 });
    expect(warnings[0]).toMatch(/the table has no parent element for the bulk bar — bulk actions disabled$/);
    expect(warnings[1]).toMatch(/the table has no parent element for its filter actions — filter actions disabled$/);
    expect(document.querySelector('.alm-bulk, .alm-filter-actions')).toBeNull();
    undo();
  });
});
