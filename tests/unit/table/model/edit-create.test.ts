// New rows and deletes with data-edit-url (issue 12, items left open: temporary id → server id):
// where a new row's first save and a delete go, what they send, which answer names the new id.
import { describe, expect, it } from 'vitest';
import { createBody, createdId, createTarget, deleteTarget, isTempId } from '../../../../src/table/model/edit';

describe('temporary ids', () => {
  it('a tmp- string is a client id; numbers and other strings are server ids', () => {
    expect(isTempId('tmp-3')).toBe(true);
    expect(isTempId('3')).toBe(false);
    expect(isTempId(3)).toBe(false);
    expect(isTempId('item-tmp-3')).toBe(false);
  });
});

describe("a new row's first save", () => {
  it('POSTs to data-edit-url without its /{id} segment, the query kept', () => {
    expect(createTarget('/api/items/{id}?table=t')).toEqual({ url: '/api/items?table=t', method: 'POST' });
    expect(createTarget('/api/items/{id}/save')).toEqual({ url: '/api/items/save', method: 'POST' });
    expect(createTarget('/api/save?id={id}')).toEqual({ url: '/api/save?id=', method: 'POST' });
    expect(createTarget('/api/save')).toEqual({ url: '/api/save', method: 'POST' });
  });

  it('sends {id: null, tempId, field, value, row} with the whole row but its id', () => {
    expect(createBody('tmp-1', 'qty', 4, { id: 'tmp-1', name: 'Figs', qty: 4 })).toEqual({
      id: null, tempId: 'tmp-1', field: 'qty', value: 4, row: { name: 'Figs', qty: 4 },
    });
    const hostile = createBody('tmp-1', 'a', 1, JSON.parse('{"__proto__": {"x": 1}, "a": 1}'));
    expect(Object.keys(hostile.row as object)).toEqual(['a']);
  });

  it('the new id is the answer’s row.id, else data.id, else id; a tmp- id or an empty one is none', () => {
    expect(createdId({ row: { id: 7 }, data: { id: 8 }, id: 9 })).toBe(7);
    expect(createdId({ data: { id: 'a-8' }, id: 9 })).toBe('a-8');
    expect(createdId({ success: true, id: 9 })).toBe(9);
    expect(createdId({ row: { id: 'tmp-1' } })).toBeNull();
    expect(createdId({ id: ' ' })).toBeNull();
    expect(createdId({ id: Infinity })).toBeNull();
    expect(createdId({ id: { x: 1 } })).toBeNull();
    expect(createdId([{ id: 1 }])).toBeNull();
    expect(createdId(null)).toBeNull();
  });
});

describe('deleting a saved row', () => {
  it('DELETEs the {id} URL with the id encoded; a URL without {id} gets the body {id}', () => {
    expect(deleteTarget('/api/items/{id}?t=1', 'a b')).toEqual({ url: '/api/items/a%20b?t=1' });
    expect(deleteTarget('/api/items/delete', 5)).toEqual({ url: '/api/items/delete', body: { id: 5 } });
    expect(deleteTarget('/api/items/{id}', '..')).toBeNull();
  });
});
