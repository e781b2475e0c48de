// The parts that follow the store through runes (issue 21 item 1), not through table:render /
// table:loaded or DOM observers: the pager's live region (Footer.svelte), row focus
// (dom/row-focus.svelte.ts), the ids warning of editable rows (components/rows.svelte.ts) and drag
// reorder's zone (dom/row-drag.ts with dom/row-drag-follow.svelte.ts), on a table enhanced in place.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountTable } from '../../../src/table/dom/mount.svelte';
import { readTable } from '../../../src/table/dom/markup';
import { keepRowFocus } from '../../../src/table/dom/row-focus.svelte';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';
import { resetWarnings } from '../../../src/core/warn';

const ROWS = '<tr data-id="1"><td>Apples</td></tr><tr data-id="2"><td>Pears</td></tr><tr data-id="3"><td>Plums</td></tr>';
const NO_ID = '[almanac] table "f": some rows have no "id" field — rows cannot be added, copied, deleted or reordered until every row has one (spec "Errors" 5)';

function setUp(attrs: string, rows = ROWS) {
  const box = document.createElement('div');
  box.innerHTML = `<table data-table="f" ${attrs}><thead><tr><th data-field="name" data-sortable="true">Name</th></tr></thead><tbody>${rows}</tbody></table>`;
  document.body.appendChild(box);
  const table = box.querySelector('table')!;
  const parsed = readTable(table)!;
  const global = { ...GLOBAL_DEFAULTS, confirmDelete: false };
  const config = buildConfig({ id: 'f', global, markup: parsed.options, template: null, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, parsed.columns, parsed.rows ?? []);
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
  const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
  return { box, table, store, warnings, undo };
}

const said = (box: Element) => box.querySelector('.alm-sr-only[role="status"]')!.textContent;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fruit = (...names: string[]) => names.map((name, i) => ({ id: String(i + 1), name }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetWarnings();
  document.body.replaceChildren();
});

describe('the live region follows the view', () => {
  it('a sort, then a page change, are said once their rows are shown (after the pause); a render that changes no query says nothing', async () => {
    const { box, store, undo } = setUp('data-page-size="2"');
    flushSync();
    store.toggleSort('name');
    await vi.waitFor(() => expect(said(box)).toBe('Sorted by Name, ascending. 3 rows.'));
    store.setPage(2);
    await vi.waitFor(() => expect(said(box)).toBe('Page 2 of 2.'));
    store.rerender();
    await pause(500);
    expect(said(box)).toBe('Page 2 of 2.');
    undo();
  });

  it('a server-side page change is said once the server\'s rows are in, not while they load; a failed load says nothing', async () => {
    const answers: Array<(body: object | null) => void> = [];
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => answers.push((body) => resolve(body
      ? new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
      : new Response('no', { status: 500 }))))));
    const page = (n: number) => ({ data: fruit('A', 'B'), meta: { page: n, pageSize: 2, total: 10, totalPages: 5 } });
    const answer = async (n: number, body: object | null) => {
      await vi.waitFor(() => expect(answers).toHaveLength(n + 1));
      answers[n](body);
    };
    const { box, store, undo } = setUp('data-source="/api/fruit" data-page-size="2"', '');
    void store.load();
    await answer(0, page(1));
    await vi.waitFor(() => expect(store.isServerSide).toBe(true));
    store.setPage(2);
    expect(store.status).toBe('loading');
    await pause(500);
    expect(said(box)).toBe('');
    await answer(1, page(2));
    await vi.waitFor(() => expect(said(box)).toBe('Page 2 of 5.'));
    store.setPage(3);
    await answer(2, null);
    await vi.waitFor(() => expect(store.status).toBe('error'));
    await pause(500);
    expect(said(box)).toBe('Page 2 of 5.');
    undo();
  });
});

describe('row focus follows the rows shown', () => {
  it('focus on a control of a row the store replaced goes to the same control of the row with its id; after the stop it stays put', async () => {
    const { table, store, undo } = setUp('data-show-checkbox="true"');
    const stop = keepRowFocus({ store, table, warn: () => {} });
    flushSync();
    const box = (id: string) => table.querySelector<HTMLInputElement>(`tbody tr[data-id="${id}"] input[type="checkbox"]`)!;
    const before = box('2');
    before.focus();
    store.setData(fruit('Apples', 'Pears', 'Plums'));
    flushSync();
    expect(before.isConnected).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(box('2')));
    stop();
    box('3').focus();
    store.setData(fruit('Apples', 'Pears', 'Plums'));
    flushSync();
    await pause(10);
    expect(document.activeElement).toBe(document.body);
    undo();
  });
});

describe('editable rows and drag reorder follow the store\'s rows', () => {
  it('rows without an id that arrive later (setData) are warned about once, as they arrive', async () => {
    const { box, store, warnings, undo } = setUp('data-editable-rows="true"');
    await vi.waitFor(() => expect(box.querySelector('.alm-rows-bar .alm-row-add')).not.toBeNull(), { timeout: 8000 });
    expect(warnings).toEqual([]);
    store.setData([{ name: 'Quinces' }, { id: 9, name: 'Figs' }]);
    await vi.waitFor(() => expect(warnings).toEqual([NO_ID]));
    store.setData([{ name: 'Limes' }]);
    flushSync();
    expect(warnings).toEqual([NO_ID]);
    undo();
  });

  it('the zone takes every row as rendered, rows that come later too; rowSort off takes the zone and the column away', async () => {
    const { table, store, undo } = setUp('data-row-sortable="true"');
    const rows = () => Array.from(table.tBodies[0].rows);
    await vi.waitFor(() => expect(table.querySelectorAll('.alm-drag-handle')).toHaveLength(3), { timeout: 8000 });
    // svelte-dnd-action gives each of its items (here: each row) tabindex -1 when it is told of them.
    await vi.waitFor(() => expect(rows().map((tr) => tr.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1']));
    store.setData(fruit('Apples', 'Pears', 'Plums', 'Figs', 'Limes'));
    await vi.waitFor(() => expect(rows().map((tr) => tr.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1', '-1', '-1']));
    store.setRowSort(false);
    await vi.waitFor(() => expect(table.querySelector('.alm-drag-handle, .alm-drag-cell')).toBeNull());
    expect(rows().map((tr) => tr.getAttribute('tabindex'))).toEqual([null, null, null, null, null]);
    store.setRowSort(true);
    await vi.waitFor(() => expect(rows().map((tr) => tr.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1', '-1', '-1']));
    expect(table.querySelectorAll('.alm-drag-handle')).toHaveLength(5);
    undo();
    expect(rows().map((tr) => tr.getAttribute('tabindex'))).toEqual([null, null, null]);
  });

  it('a windowed table (250 rows): rows it renders later without a store change (its window moved) are in the zone too', async () => {
    const many = Array.from({ length: 250 }, (_, i) => `<tr data-id="${i + 1}"><td>Fruit ${i + 1}</td></tr>`).join('');
    const { table, undo } = setUp('data-row-sortable="true"', many);
    const rows = () => Array.from(table.tBodies[0].rows);
    await vi.waitFor(() => expect(table.querySelectorAll('.alm-drag-handle').length).toBeGreaterThan(0), { timeout: 8000 });
    const first = table.querySelectorAll('.alm-drag-handle').length;
    // The window is measured after the first paint (here: no layout, 50 rows): more rows, the same view.
    await vi.waitFor(() => expect(table.querySelectorAll('.alm-drag-handle').length).toBeGreaterThan(first), { timeout: 4000 });
    expect(rows()[0].className).toBe('alm-spacer');
    await vi.waitFor(() => expect(rows().filter((tr) => tr.getAttribute('tabindex') !== '-1')).toEqual([]));
    undo();
  });
});
