// Cell elements (spec "Cell elements", dynamic column metadata): the controls of the cells chunk.
import { describe, expect, it, vi } from 'vitest';
import { renderControl } from '../../../src/table/dom/cell-controls';
import { columnsFromMeta } from '../../../src/table/model/columns';
import type { ColumnDef, Row } from '../../../src/table/model/types';
import type { TableStore } from '../../../src/table/store.svelte';

function render(meta: Record<string, unknown>, value: unknown, row: Row = { id: 7 }) {
  const [column] = columnsFromMeta([meta]) as ColumnDef[];
  const changeField = vi.fn();
  const td = document.createElement('td');
  const remove = renderControl(td, { store: { changeField } as unknown as TableStore, column, row, value, id: `t_${column.field}_7` });
  return { td, el: td.firstElementChild as HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement, changeField, remove, row };
}

describe('cell controls', () => {
  it('a control carries the id {tableId}_{field}_{rowId}, the field as name, the column label as its accessible name', () => {
    const { el } = render({ field: 'qty', label: 'Quantity', cellElement: 'number', min: 0, max: 9, step: 1 }, 5);
    expect(el.id).toBe('t_qty_7');
    expect(el.name).toBe('qty');
    expect(el.getAttribute('aria-label')).toBe('Quantity');
    expect([el.type, el.value, el.getAttribute('min'), el.getAttribute('max'), el.getAttribute('step')]).toEqual(['number', '5', '0', '9', '1']);
  });

  it('a change emits the new value through the store (numbers as numbers)', () => {
    const { el, changeField, row } = render({ field: 'qty', label: 'Qty', cellElement: 'number' }, 5);
    el.value = '8';
    el.dispatchEvent(new Event('change'));
    expect(changeField).toHaveBeenCalledWith(row, 'qty', 8, el);
  });

  it('checkbox and switch post checkedValue (default "1") when ticked and "" when not; a switch has role switch', () => {
    const box = render({ field: 'ok', label: 'OK', cellElement: 'checkbox' }, '1');
    expect(box.el.checked).toBe(true);
    box.el.checked = false;
    box.el.dispatchEvent(new Event('change'));
    expect(box.changeField).toHaveBeenLastCalledWith(box.row, 'ok', '', box.el);
    const sw = render({ field: 'on', label: 'On', cellElement: 'switch', checkedValue: 'yes' }, 'no');
    expect([sw.el.type, sw.el.getAttribute('role'), sw.el.checked]).toEqual(['checkbox', 'switch', false]);
    sw.el.checked = true;
    sw.el.dispatchEvent(new Event('change'));
    expect(sw.changeField).toHaveBeenLastCalledWith(sw.row, 'on', 'yes', sw.el);
  });

  it('a select lists its options as text (allow-empty adds a blank first) and shows the value', () => {
    const { el } = render({ field: 's', label: 'S', cellElement: 'select', options: { a: 'Alpha', b: '<b>Beta</b>' }, allowEmpty: true }, 'b');
    expect([...el.options].map((o) => [o.value, o.textContent])).toEqual([['', ''], ['a', 'Alpha'], ['b', '<b>Beta</b>']]);
    expect(el.value).toBe('b');
    expect(el.querySelector('b')).toBeNull();
  });

  it('length limits apply only when greater than 0 (spec "Limits")', () => {
    const zero = render({ field: 'n', label: 'N', cellElement: 'text', minLength: 0, maxLength: 0 }, 'x');
    expect([zero.el.hasAttribute('minlength'), zero.el.hasAttribute('maxlength')]).toEqual([false, false]);
    const set = render({ field: 'n', label: 'N', cellElement: 'textarea', minLength: 2, maxLength: 5, rows: 3 }, 'abc');
    expect([set.el.tagName, set.el.minLength, set.el.maxLength, set.el.rows, set.el.value]).toEqual(['TEXTAREA', 2, 5, 3, 'abc']);
  });

  it('read-only, disabled, required and placeholder reach the control; the teardown removes it', () => {
    const { td, el, remove } = render({ field: 'n', label: 'N', cellElement: 'text', readOnly: true, disabled: true, required: true, placeholder: 'Name' }, null);
    expect([el.readOnly, el.disabled, el.required, el.placeholder, el.value]).toEqual([true, true, true, 'Name', '']);
    remove();
    expect(td.childElementCount).toBe(0);
  });
});
