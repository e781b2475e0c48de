// Cell elements (spec "Cell elements", dynamic column metadata; issue 12 items 1 and 3): the control
// part (CellControl.svelte), and the entries that keep a focused or unsaved control across re-renders.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushSync, mount, unmount } from 'svelte';
import CellControl from '../../../src/table/components/CellControl.svelte';
import { columnsFromMeta } from '../../../src/table/model/columns';
import type { ColumnDef, Row } from '../../../src/table/model/types';
import type { TableStore } from '../../../src/table/store.svelte';

const tick = () => new Promise((r) => setTimeout(r, 0));

function fakeStore(rows: Row[] = [{ id: 7, name: 'Pears' }], editUrl: string | null = null) {
  return {
    id: 't', config: { editUrl }, response: undefined, rows, view: { rows, offset: 0 },
    changeField: vi.fn(), listen: () => () => {}, emit: vi.fn(), patchRow: vi.fn(),
    rowLabel: (row: Row, n: number) => String(row.name ?? n),
  } as unknown as TableStore & { changeField: ReturnType<typeof vi.fn> };
}

/** The cell of `column` for `row` in a row of its own; `remove` takes the rendering away (a re-render's teardown). */
function renderCell(store: TableStore, column: ColumnDef, row: Row, value: unknown) {
  const tr = document.createElement('table').insertRow();
  document.body.append(tr.closest('table')!);
  const app = mount(CellControl, { target: tr, props: { store, column, row, value, id: `t_${column.field}_${row.id}` } });
  flushSync();
  const td = tr.querySelector('td')!;
  const el = td.querySelector('input, select, textarea') as HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;
  return { tr, td, el, remove: () => (unmount(app), flushSync()) };
}

function render(meta: Record<string, unknown>, value: unknown, row: Row = { id: 7, name: 'Pears' }, store = fakeStore([row])) {
  const [column] = columnsFromMeta([meta]) as ColumnDef[];
  return { ...renderCell(store, column, row, value), changeField: store.changeField, row, store, column };
}

afterEach(() => {
  document.body.textContent = '';
  delete (window as { ElementManager?: unknown }).ElementManager;
  vi.restoreAllMocks();
});

describe('cell controls', () => {
  it('a control carries the id {tableId}_{field}_{rowId}, the field as name, and "column label, row label" as its accessible name', () => {
    const { el } = render({ field: 'qty', label: 'Quantity', cellElement: 'number', min: 0, max: 9, step: 1 }, 5);
    expect(el.id).toBe('t_qty_7');
    expect(el.name).toBe('qty');
    expect(el.getAttribute('aria-label')).toBe('Quantity, Pears');
    expect([el.type, el.value, el.getAttribute('min'), el.getAttribute('max'), el.getAttribute('step')]).toEqual(['number', '5', '0', '9', '1']);
  });

  it.each(['text', 'email', 'url', 'tel', 'date', 'datetime-local', 'time', 'color', 'range', 'number'])('cellElement %s makes an <input> of that type', (kind) => {
    const { el } = render({ field: 'f', label: 'F', cellElement: kind }, null);
    expect([el.tagName, el.type]).toEqual(['INPUT', kind]);
  });

  it('date, datetime-local and time values are shown in the input\'s form', () => {
    expect(render({ field: 'd', label: 'D', cellElement: 'date' }, '2026-11-03 10:00:00').el.value).toBe('2026-11-03');
    expect(render({ field: 'd', label: 'D', cellElement: 'datetime-local' }, '2026-11-03 10:30:00').el.value).toBe('2026-11-03T10:30');
    expect(render({ field: 'd', label: 'D', cellElement: 'time' }, '09:15').el.value).toBe('09:15');
  });

  it('a change emits the new value through the store (numbers as numbers, empty as null)', async () => {
    const { el, changeField, row } = render({ field: 'qty', label: 'Qty', cellElement: 'number' }, 5);
    el.value = '8';
    el.dispatchEvent(new Event('change'));
    await tick();
    expect(changeField).toHaveBeenCalledWith(row, 'qty', 8, el);
    el.value = '';
    el.dispatchEvent(new Event('change'));
    await tick();
    expect(changeField).toHaveBeenLastCalledWith(row, 'qty', null, el);
  });

  it('Enter in a one-line field commits at once; Enter in a textarea does not', () => {
    const text = render({ field: 'n', label: 'N', cellElement: 'text' }, 'a');
    text.el.value = 'ab';
    text.el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(text.changeField).toHaveBeenCalledWith(text.row, 'n', 'ab', text.el);
    const area = render({ field: 'm', label: 'M', cellElement: 'textarea' }, 'a');
    area.el.value = 'ab';
    area.el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(area.changeField).not.toHaveBeenCalled();
  });

  it('checkbox and switch post checkedValue (default "1") when ticked and "" when not; a switch has role switch', async () => {
    const box = render({ field: 'ok', label: 'OK', cellElement: 'checkbox' }, '1');
    expect(box.el.checked).toBe(true);
    box.el.checked = false;
    box.el.dispatchEvent(new Event('change'));
    const sw = render({ field: 'on', label: 'On', cellElement: 'switch', checkedValue: 'yes' }, 'no');
    expect([sw.el.type, sw.el.getAttribute('role'), sw.el.checked]).toEqual(['checkbox', 'switch', false]);
    sw.el.checked = true;
    sw.el.dispatchEvent(new Event('change'));
    await tick();
    expect(box.changeField).toHaveBeenLastCalledWith(box.row, 'ok', '', box.el);
    expect(sw.changeField).toHaveBeenLastCalledWith(sw.row, 'on', 'yes', sw.el);
  });

  it('a select lists its options as text (allow-empty adds a blank first) and shows the value', () => {
    const { el } = render({ field: 's', label: 'S', cellElement: 'select', options: { a: 'Alpha', b: '<b>Beta</b>' }, allowEmpty: true }, 'b');
    expect([...el.options].map((o) => [o.value, o.textContent])).toEqual([['', ''], ['a', 'Alpha'], ['b', '<b>Beta</b>']]);
    expect(el.value).toBe('b');
    expect(el.querySelector('b')).toBeNull();
  });

  it('a multiple select takes an array (or a comma list) and posts an array', async () => {
    const { el, changeField, row } = render({ field: 'tags', label: 'Tags', cellElement: 'select', multiple: true, options: { a: 'A', b: 'B', c: 'C' } }, ['a', 'c']);
    expect(el.multiple).toBe(true);
    expect([...el.selectedOptions].map((o) => o.value)).toEqual(['a', 'c']);
    el.options[1].selected = true;
    el.dispatchEvent(new Event('change'));
    await tick();
    expect(changeField).toHaveBeenCalledWith(row, 'tags', ['a', 'b', 'c'], el);
    expect([...render({ field: 'tags', label: 'T', cellElement: 'select', multiple: true, options: { a: 'A', b: 'B' } }, 'a,b').el.selectedOptions].length).toBe(2);
  });

  it('a value the select has no option for is kept as its own option (never silently changed)', () => {
    const { el } = render({ field: 's', label: 'S', cellElement: 'select', options: { a: 'A' } }, 'zz');
    expect(el.value).toBe('zz');
  });

  it('length limits apply only when greater than 0 (spec "Limits"); rows and cols reach a textarea; pattern an input', () => {
    const zero = render({ field: 'n', label: 'N', cellElement: 'text', minLength: 0, maxLength: 0 }, 'x');
    expect([zero.el.hasAttribute('minlength'), zero.el.hasAttribute('maxlength')]).toEqual([false, false]);
    const set = render({ field: 'n', label: 'N', cellElement: 'textarea', minLength: 2, maxLength: 5, rows: 3, cols: 20 }, 'abc');
    expect([set.el.tagName, set.el.minLength, set.el.maxLength, set.el.rows, set.el.cols, set.el.value]).toEqual(['TEXTAREA', 2, 5, 3, 20, 'abc']);
    expect(render({ field: 'p', label: 'P', cellElement: 'text', pattern: '[A-Z]+' }, '').el.pattern).toBe('[A-Z]+');
  });

  it('read-only, disabled, required, placeholder and class reach the control; the teardown removes it', () => {
    const [column] = columnsFromMeta([{ field: 'n', label: 'N', cellElement: 'text', readOnly: true, disabled: true, required: true, placeholder: 'Name' }]) as ColumnDef[];
    column.elementAttrs.class = 'wide qty'; // data-class on the th
    const row = { id: 7, name: 'Pears' };
    const { tr, el, remove } = renderCell(fakeStore([row]), column, row, null);
    expect([el.readOnly, el.disabled, el.required, el.placeholder, el.value, el.className]).toEqual([true, true, true, 'Name', '', 'alm-cell-control wide qty']);
    remove();
    expect(tr.childElementCount).toBe(0);
  });

  it('datalist: a <datalist> with a unique id that the input names with list', async () => {
    const first = render({ field: 'n', label: 'N', cellElement: 'text', datalist: 'Urgent,<i>Gift</i>' }, '');
    const list = first.td.querySelector('datalist')!;
    expect(list.id).toBe('t_n_7-list');
    expect(first.el.getAttribute('list')).toBe(list.id);
    expect([...list.options].map((o) => o.value)).toEqual(['Urgent', '<i>Gift</i>']);
    const second = render({ field: 'n', label: 'N', cellElement: 'text', datalist: 'X' }, '');
    await tick();
    expect(second.td.querySelector('datalist')!.id).toBe('t_n_7-list-2');
  });

  it('wrapper: a tag name (div, span, label, p) wraps the control in that element; any other value is the class of a <span>', () => {
    expect(render({ field: 'n', label: 'N', cellElement: 'text', wrapper: 'div' }, '').td.firstElementChild!.tagName).toBe('DIV');
    const wrapped = render({ field: 'n', label: 'N', cellElement: 'text', wrapper: 'field wide' }, '').td.firstElementChild!;
    expect([wrapped.tagName, wrapped.className, wrapped.firstElementChild!.tagName]).toEqual(['SPAN', 'field wide', 'INPUT']);
  });

  it('a host ElementManager.create(type, spec) makes the element when present; a bad answer falls back to the built-in', () => {
    const create = vi.fn(() => {
      const box = document.createElement('div');
      box.className = 'host-field';
      box.append(document.createElement('input'));
      return box;
    });
    (window as { ElementManager?: unknown }).ElementManager = { create };
    const { td, el } = render({ field: 'n', label: 'N', cellElement: 'email' }, 'a@b.c');
    expect(create).toHaveBeenCalledWith('email', expect.objectContaining({ id: 't_n_7', name: 'n', value: 'a@b.c' }));
    expect([td.firstElementChild!.className, el.id, el.value]).toEqual(['host-field', 't_n_7', 'a@b.c']);
    (window as { ElementManager?: unknown }).ElementManager = { create: () => 'nope' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fallback = render({ field: 'z', label: 'Z', cellElement: 'text' }, 'x');
    expect([fallback.el.tagName, fallback.el.value]).toEqual(['INPUT', 'x']);
    expect(warn.mock.calls.join(' ')).toContain('ElementManager.create returned no form control');
    warn.mockRestore();
  });
});

describe('no edit lost (an entry per control id outlives its rendering)', () => {
  it('the next rendering of a focused control takes its typed value, focus and caret', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true); // jsdom: no focused element is no focused window
    const first = render({ field: 'note', label: 'Note', cellElement: 'text' }, 'abc');
    first.el.focus();
    first.el.value = 'abcdef';
    first.el.setSelectionRange(2, 2);
    first.remove();
    const row = { id: 7, name: 'Pears', note: 'server value' };
    const { el } = renderCell(first.store, first.column, row, 'server value');
    await tick();
    expect([el.value, document.activeElement === el, el.selectionStart]).toEqual(['abcdef', true, 2]);
  });

  it('the new rendering may come before the old one goes (one update): it still takes what was typed', async () => {
    const first = render({ field: 'note', label: 'Note', cellElement: 'text' }, 'abc');
    first.el.value = 'typed';
    const second = renderCell(first.store, first.column, { ...first.row }, 'abc');
    first.remove();
    await tick();
    expect(second.el.value).toBe('typed');
  });

  it('an unsaved (dirty) control is kept even without focus; a clean one is made again with the new value', () => {
    const dirty = render({ field: 'note', label: 'Note', cellElement: 'text' }, 'abc');
    dirty.el.value = 'typed';
    dirty.remove();
    expect(renderCell(dirty.store, dirty.column, dirty.row, 'new').el.value).toBe('typed');
    const clean = render({ field: 'q', label: 'Q', cellElement: 'text' }, 'abc');
    clean.remove();
    expect(renderCell(clean.store, clean.column, clean.row, 'new').el.value).toBe('new');
  });

  it('a kept control no rendering takes by the end of the task is dropped (its row left the page)', async () => {
    const gone = render({ field: 'note', label: 'Note', cellElement: 'text' }, 'abc');
    gone.el.value = 'typed';
    gone.remove();
    await tick();
    expect(renderCell(gone.store, gone.column, gone.row, 'abc').el.value).toBe('abc');
  });
});
