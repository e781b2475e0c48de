// Saving a cell edit (issue 12 item 2): the request, the answer's row, multiple-select values.
import { describe, expect, it } from 'vitest';
import { editBody, editTarget, savedRow, tableErrors, valueList } from '../../../../src/table/model/edit';

describe('edit model', () => {
  it('data-edit-url with {id} is a PUT with the id encoded; without it a POST to the URL as written', () => {
    expect(editTarget('/api/items/{id}?t=1', 'a/b c')).toEqual({ url: '/api/items/a%2Fb%20c?t=1', method: 'PUT' });
    expect(editTarget('/api/items/save', 5)).toEqual({ url: '/api/items/save', method: 'POST' });
  });

  it('an id that cannot stand in a path ("", ".", "..") is refused', () => {
    expect(editTarget('/api/items/{id}', '..')).toBeNull();
    expect(editTarget('/api/items/{id}', '')).toBeNull();
  });

  it('the body is {id, field, value}', () => {
    expect(editBody(3, 'qty', 4)).toEqual({ id: 3, field: 'qty', value: 4 });
  });

  it('the saved row comes from `row` or an object `data`, never for another id, never changing id or __proto__', () => {
    expect(savedRow({ row: { id: 3, total: 9 } }, 3)).toEqual({ total: 9 });
    expect(savedRow({ data: { total: 1 } }, 3)).toEqual({ total: 1 });
    expect(savedRow({ row: { id: 4, total: 9 } }, 3)).toBeNull();
    expect(savedRow(JSON.parse('{"row": {"__proto__": {"x": 1}, "a": 2}}'), 3)).toEqual({ a: 2 });
    expect(savedRow([1], 3)).toBeNull();
  });

  it('multiple-select values: an array, a JSON array or a comma list', () => {
    expect(valueList(['a', 2])).toEqual(['a', '2']);
    expect(valueList('["x","y"]')).toEqual(['x', 'y']);
    expect(valueList('a, b')).toEqual(['a', 'b']);
    expect(valueList(null)).toEqual([]);
  });

  it('an errors map keeps the keys of this table only', () => {
    expect([...tableErrors({ t_qty_1: 'bad', other_qty_1: 'x', t_: 'y' }, 't')]).toEqual([['t_qty_1', 'bad']]);
  });
});
