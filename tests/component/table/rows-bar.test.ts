// Editable rows on a table enhanced in place (dom/mount.svelte.ts → TableParts): the rows bar
// (RowsBar.svelte, its own part) right after the table, before the pager's live region, and the
// Copy/Delete cell of every row (RowEdit.svelte, a store slot); add, copy and delete with their
// events and focus; the ids rule (spec "Errors" 5); the server delete (data-edit-url); a row template
// refused; the markup back as it was on teardown. The browser behaviour on the demo pages (windowed
// tables, drag reorder, languages) is in tests/e2e/table-rows*.e2e.ts.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountTable } from '../../../src/table/dom/mount.svelte';
import { readTable } from '../../../src/table/dom/markup';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';
import { resetWarnings } from '../../../src/core/warn';

const ROWS = '<tr data-id="1"><td>Apples</td><td>3</td></tr><tr data-id="2"><td>Pears</td><td>5</td></tr><tr data-id="3"><td>Plums</td><td>2</td></tr>';

function setUp(attrs = 'data-editable-rows="true"', rows = ROWS, template: string | null = null) {
  const box = document.createElement('div');
  box.innerHTML = `<p>before</p><table data-table="items" class="own" ${attrs}><thead><tr><th data-field="name">Item</th><th data-field="qty">Qty</th></tr></thead>`
    + `<tbody>${rows}</tbody></table><p>after</p>`;
  document.body.appendChild(box);
  const table = box.querySelector('table')!;
  const parsed = readTable(table)!;
  const global = { ...GLOBAL_DEFAULTS, confirmDelete: false };
  const config = buildConfig({ id: 'items', global, markup: parsed.options, template, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, parsed.columns, parsed.rows ?? []);
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
  const events: Array<[string, Record<string, unknown>]> = [];
  store.listen((name, payload) => name.startsWith('table:row') || name === 'table:error' ? events.push([name, payload]) : undefined);
  const original = box.innerHTML;
  const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
  return { box, table, store, warnings, events, original, undo };
}

const order = (box: Element) => Array.from(box.children, (el) => el.className || el.tagName.toLowerCase());
const ids = (table: HTMLTableElement) => Array.from(table.tBodies[0].rows, (tr) => tr.getAttribute('data-id'));
const button = (box: Element, name: string) => box.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`) ?? [...box.querySelectorAll('button')].find((b) => b.textContent === name)!;
const loaded = (box: Element) => vi.waitFor(() => expect(box.querySelector('.alm-rows-bar .alm-row-add')).not.toBeNull(), { timeout: 8000 });
/** A press, then the rows shown and the focus moved (a timer after the render). */
async function press(target: HTMLButtonElement) {
  target.click();
  flushSync();
  await new Promise((r) => setTimeout(r, 10));
  flushSync();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetWarnings();
  document.body.replaceChildren();
});

describe('the rows bar and the Copy/Delete cells on a page table', () => {
  it('the bar is right after the table (before the pager\'s live region); a "Row" column with Copy and Delete named by their row; the markup comes back on teardown', async () => {
    const { box, table, original, undo, warnings } = setUp();
    await loaded(box);
    expect(order(box)).toEqual(['p', 'own alm-table', 'alm-rows-bar', 'alm-sr-only', 'p']);
    const bar = box.querySelector<HTMLElement>('.alm-rows-bar')!;
    expect([bar.style.display, bar.style.flexWrap, bar.style.gap, bar.style.alignItems]).toEqual(['flex', 'wrap', '0.5rem', 'center']);
    expect(Array.from(bar.children, (el) => [el.tagName, el.className, el.textContent])).toEqual([['BUTTON', 'alm-row-action alm-row-add', 'Add row']]);
    expect(Array.from(table.tHead!.rows[0].cells, (th) => th.textContent)).toEqual(['Item', 'Qty', 'Row']);
    const cell = table.tBodies[0].rows[1].cells[2];
    expect(cell.className).toBe('alm-row-edit');
    expect(Array.from(cell.children, (b) => [b.textContent, b.getAttribute('aria-label'), b.className, b.getAttribute('type')])).toEqual([
      ['Copy', 'Copy Pears', 'alm-row-action alm-row-copy', 'button'],
      ['Delete', 'Delete Pears', 'alm-row-action alm-row-delete', 'button'],
    ]);
    expect(cell.childNodes).toHaveLength(2); // no text between the buttons, as before
    expect(warnings).toEqual([]);
    undo();
    expect(box.innerHTML).toBe(original);
  });

  it('Add appends a blank tmp-1 row, emits table:rowAdded and focuses its Copy button (no control in it); Copy puts tmp-2 after its row', async () => {
    const { box, table, events, undo } = setUp();
    await loaded(box);
    await press(button(box, 'Add row'));
    expect(ids(table)).toEqual(['1', '2', '3', 'tmp-1']);
    expect(events[0]).toEqual(['table:rowAdded', { tableId: 'items', row: { id: 'tmp-1', name: '', qty: '' } }]);
    expect(document.activeElement).toBe(table.tBodies[0].rows[3].querySelector('.alm-row-copy'));
    await press(button(box, 'Copy Pears'));
    expect(ids(table)).toEqual(['1', '2', 'tmp-2', '3', 'tmp-1']);
    expect(events[1]).toEqual(['table:rowCopied', { tableId: 'items', originalItem: { id: '2', name: 'Pears', qty: '5' }, newItem: { id: 'tmp-2', name: 'Pears', qty: '5' } }]);
    expect(document.activeElement).toBe(table.tBodies[0].rows[2].querySelector('.alm-row-copy'));
    undo();
  });

  it('Delete removes the row, emits table:rowDeleted and focuses the next row\'s Delete, else the previous one\'s, else Add', async () => {
    const { box, table, events, undo } = setUp();
    await loaded(box);
    await press(button(box, 'Delete Pears'));
    expect(ids(table)).toEqual(['1', '3']);
    expect(events).toEqual([['table:rowDeleted', { tableId: 'items', row: { id: '2', name: 'Pears', qty: '5' }, rowId: '2' }]]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Delete Plums');
    await press(button(box, 'Delete Plums'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Delete Apples');
    await press(button(box, 'Delete Apples'));
    expect(document.activeElement).toBe(box.querySelector('.alm-row-add'));
    undo();
  });

  it('Delete asks first (the host dialog here): a No keeps the row', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('DialogManager', { confirm });
    const { box, table, store, undo } = setUp();
    store.config = { ...store.config, confirmDelete: true };
    await loaded(box);
    await press(button(box, 'Delete Pears'));
    expect(confirm).toHaveBeenCalledWith('Delete Pears?');
    expect(ids(table)).toEqual(['1', '2', '3']);
    undo();
  });

  it('rows without an id: one warning as they arrive; Add, Copy and Delete change nothing', async () => {
    const { box, table, events, warnings, undo } = setUp('data-editable-rows="true"', '<tr><td>Apples</td><td>3</td></tr><tr data-id="2"><td>Pears</td><td>5</td></tr>');
    await loaded(box);
    const NO_ID = '[almanac] table "items": some rows have no "id" field — rows cannot be added, copied, deleted or reordered until every row has one (spec "Errors" 5)';
    await vi.waitFor(() => expect(warnings).toEqual([NO_ID]));
    await press(button(box, 'Add row'));
    await press(button(box, 'Copy Pears'));
    await press(button(box, 'Delete Pears'));
    expect(ids(table)).toEqual([null, '2']);
    expect(events).toEqual([]);
    expect(warnings).toEqual([NO_ID]);
    undo();
  });

  it('with data-edit-url a saved row is deleted on the server first; its Delete is busy meanwhile; a refusal keeps the row (table:error delete)', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { box, table, events, undo } = setUp('data-editable-rows="true" data-edit-url="/api/items/{id}"');
    await loaded(box);
    await press(button(box, 'Delete Pears'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/items\/2$/);
    expect(button(box, 'Delete Pears').getAttribute('aria-busy')).toBe('true');
    await press(button(box, 'Delete Pears')); // a second press while it runs sends nothing
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(new Response(JSON.stringify({ success: false, message: 'In use' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await vi.waitFor(() => expect(events.map(([name, p]) => `${name} ${p.action}`)).toEqual(['table:error delete']));
    flushSync();
    expect(ids(table)).toEqual(['1', '2', '3']);
    expect(button(box, 'Delete Pears').hasAttribute('aria-busy')).toBe(false);
    expect(document.querySelector('.alm-toast-error')?.textContent).toBe('In use');
    undo();
  });

  it('a server delete that answers after the user put focus elsewhere leaves the focus there (only focus lost with the row moves on)', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const { box, table, undo } = setUp('data-editable-rows="true" data-edit-url="/api/items/{id}"');
    await loaded(box);
    const elsewhere = box.appendChild(document.createElement('input'));
    button(box, 'Delete Pears').focus();
    await press(button(box, 'Delete Pears'));
    elsewhere.focus(); // typing somewhere else while the server works
    answer(new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await vi.waitFor(() => expect(ids(table)).toEqual(['1', '3']));
    await new Promise((r) => setTimeout(r, 20));
    flushSync();
    expect(document.activeElement).toBe(elsewhere);
    undo();
  });

  it('a table made while it had no parent (then put in the page): no bar (it had nowhere to go), but Copy and Delete work in every row', async () => {
    const box = document.createElement('div');
    box.innerHTML = `<table data-table="loose" data-editable-rows="true"><thead><tr><th data-field="name">Item</th></tr></thead><tbody>${ROWS}</tbody></table>`;
    const table = box.querySelector('table')!;
    table.remove();
    const parsed = readTable(table)!;
    const config = buildConfig({ id: 'loose', global: { ...GLOBAL_DEFAULTS, confirmDelete: false }, markup: parsed.options, template: null, filterModes: {}, hasSearchControl: false });
    const store = new TableStore(config, parsed.columns, parsed.rows ?? []);
    const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
    document.body.append(table);
    await vi.waitFor(() => expect(table.querySelector('button[aria-label="Copy Pears"]')).not.toBeNull(), { timeout: 8000 });
    expect(document.querySelector('.alm-rows-bar')).toBeNull();
    await press(button(table, 'Copy Pears'));
    expect(ids(table)).toEqual(['1', '2', 'tmp-1', '3']);
    await press(button(table, 'Delete Apples'));
    expect(ids(table)).toEqual(['2', 'tmp-1', '3']);
    undo();
  });

  it('a table with a row template: one warning, no bar and no column', async () => {
    const { box, table, warnings, undo } = setUp('data-editable-rows="true"', ROWS, '<tr><td>{{name}}</td></tr>');
    await vi.waitFor(() => expect(warnings).toEqual(['[almanac] table "items": data-editable-rows and drag reorder need the table\'s own rows — not available with a row template']), { timeout: 8000 });
    expect(box.querySelector('.alm-rows-bar')).toBeNull();
    expect(table.querySelector('.alm-row-edit')).toBeNull();
    undo();
  });

  it('drag reorder: a handle per row (DragHandle.svelte) named by its row and described by the help in the bar; sorting disables them and shows the hint; Clear sort turns them back on', async () => {
    const { box, table, store, undo } = setUp('data-row-sortable="true"');
    store.setRowSort(true);
    await vi.waitFor(() => expect(table.querySelectorAll('.alm-drag-handle')).toHaveLength(3), { timeout: 8000 });
    const bar = box.querySelector('.alm-rows-bar')!;
    expect(Array.from(bar.children, (el) => el.className)).toEqual(['alm-sort-hint', 'alm-sr-only', 'alm-sr-only']);
    const handle = table.tBodies[0].rows[1].cells[0].firstElementChild as HTMLElement;
    expect(table.tBodies[0].rows[1].cells[0].className).toBe('alm-drag-cell');
    expect([handle.getAttribute('role'), handle.tabIndex, handle.getAttribute('aria-label'), handle.textContent, handle.style.cursor]).toEqual(['button', 0, 'Reorder Pears', '⠿', 'grab']);
    const help = document.getElementById(handle.getAttribute('aria-describedby')!)!;
    expect(help.parentElement).toBe(bar);
    expect(help.textContent).toMatch(/^Press Space to pick up the row/);
    const hint = bar.querySelector<HTMLElement>('.alm-sort-hint')!;
    expect(hint.hidden).toBe(true);
    store.setSort([{ field: 'name', dir: 'asc' }]);
    flushSync();
    expect(hint.hidden).toBe(false);
    expect(hint.textContent).toBe('Rows cannot be reordered while the table is sorted by a column. Clear sort');
    const disabled = () => [...table.querySelectorAll('.alm-drag-handle')].map((h) => h.getAttribute('aria-disabled'));
    await vi.waitFor(() => expect(disabled()).toEqual(['true', 'true', 'true'])); // on the table:render after the sort
    hint.querySelector('button')!.click();
    flushSync();
    expect(hint.hidden).toBe(true);
    await vi.waitFor(() => expect(disabled()).toEqual(['false', 'false', 'false']));
    store.setRowSort(false);
    await vi.waitFor(() => expect(table.querySelector('.alm-drag-handle, .alm-drag-cell')).toBeNull());
    undo();
  });
});
