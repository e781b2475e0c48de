// Issue 47 item 4 (detail rows), the pure part: which panels are open, kept in the URL (compact, like fold=), what a
// source answers shown as a labelled list, and how many panel rows stand above a row (aria-rowindex, aria-rowcount).
import { describe, expect, it } from 'vitest';
import { answerShape, detailKey, detailUrl, panelsAbove, readOpen, writeOpen } from '../../../../src/table/model/detail';

describe('open panels in the URL', () => {
  it('are written as their rows\' ids, comma-separated, a comma or % in an id encoded; none: no key', () => {
    expect(writeOpen(new Set(['3', '17']))).toBe('3,17');
    expect(writeOpen(new Set(['a,b', '5%']))).toBe('a%2Cb,5%25');
    expect(writeOpen(new Set())).toBeUndefined();
  });

  it('are read back the same; an id that is not valid percent-encoding is reported and left out; no key: null', () => {
    const problems: string[] = [];
    expect(readOpen('3,17', (p) => problems.push(p))).toEqual(new Set(['3', '17']));
    expect(readOpen(writeOpen(new Set(['a,b', '__proto__']))!)).toEqual(new Set(['a,b', '__proto__']));
    expect(readOpen('4,%E0%A4,,5', (p) => problems.push(p))).toEqual(new Set(['4', '5']));
    expect(problems).toEqual(['"%E0%A4" is not a row id']);
    expect(readOpen(null)).toBeNull();
  });

  it('a row is kept by its id (a number and its text are one id); a row without one has no key', () => {
    expect(detailKey({ id: 7 })).toBe('7');
    expect(detailKey({ id: '7' })).toBe('7');
    expect(detailKey({ name: 'x' })).toBeNull();
    expect(detailKey({ id: { nested: 1 } })).toBeNull();
  });
});

describe('panel rows counted (aria-rowindex)', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
  it('each row gets the number of open panels above it; the total is every open panel among the rows', () => {
    const open = (r: { id?: unknown }) => r.id === 1 || r.id === 3;
    const above = panelsAbove(rows, open);
    expect(rows.map((r) => above.before.get(r))).toEqual([0, 1, 1, 2]);
    expect(above.total).toBe(2);
  });
  it('no open panel: zero everywhere', () => {
    const above = panelsAbove(rows, () => false);
    expect(above.total).toBe(0);
    expect(above.before.get(rows[3])).toBe(0);
  });
});

describe('what a detail source answers', () => {
  it('an object (or {data: object}) is a labelled list of its fields, values as text', () => {
    expect(answerShape({ total: 12.5, note: '<b>x</b>', paid: true })).toEqual({ kind: 'fields', data: { total: 12.5, note: '<b>x</b>', paid: true }, entries: [['total', '12.5'], ['note', '<b>x</b>'], ['paid', 'true']] });
    expect(answerShape({ data: { a: 1 } })).toMatchObject({ kind: 'fields', entries: [['a', '1']] });
  });
  it('an array (or {data: array}) is a list of items, each a labelled list; nested objects as JSON text', () => {
    expect(answerShape({ data: [{ product: 'Desk', qty: 2 }, { product: 'Lamp', tags: ['a'] }] })).toMatchObject({
      kind: 'items', items: [[['product', 'Desk'], ['qty', '2']], [['product', 'Lamp'], ['tags', '["a"]']]],
    });
  });
  it('anything else (a number, a string, null) is not a detail: null', () => {
    expect(answerShape(42)).toBeNull();
    expect(answerShape('<p>hi</p>')).toBeNull();
    expect(answerShape(null)).toBeNull();
  });
  it('keys like __proto__ are plain fields', () => {
    const body = JSON.parse('{"__proto__": "x", "a": 1}');
    expect(answerShape(body)).toMatchObject({ entries: [['__proto__', 'x'], ['a', '1']] });
  });
});

describe('the detail source URL', () => {
  it('fills {field} and {{field}} from the row, encoded: a path segment before ?, a query value after it', () => {
    expect(detailUrl('/api/orders/{id}/lines?c={{customer}}', { id: 7, customer: 'A&B / C' })).toEqual({ url: '/api/orders/7/lines?c=A%26B%20%2F%20C' });
    expect(detailUrl('/api/x/{id}', { id: '../admin' })).toEqual({ url: '/api/x/..%2Fadmin' });
  });
  it('a field the row cannot fill (absent, empty, "..", an object) in the path is missing', () => {
    expect(detailUrl('/api/orders/{id}/lines', {})).toEqual({ missing: 'id' });
    expect(detailUrl('/api/orders/{id}/lines', { id: '..' })).toEqual({ missing: 'id' });
    expect(detailUrl('/api/orders/{id}/lines', { id: { a: 1 } })).toEqual({ missing: 'id' });
  });
});
