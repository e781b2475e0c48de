// Paste (issue 46 item 3): each value read by its column's type (numbers with the reader's separators, dates
// in ISO or the locale's order, booleans, a select's option by value or label), one value filling the range,
// a block from the range's first cell in the drawn order, read-only cells skipped and counted, cells past the
// last column cut off, rows past the last row kept apart, a paste too large refused.
import { describe, expect, it } from 'vitest';
import { makeColumn } from '../../../../src/table/model/columns';
import { parseDate, parseNumber, pasteValue } from '../../../../src/table/model/paste-value';
import { pastePlan } from '../../../../src/table/model/paste';

const control = (field: string, cellElement: string, attrs: Record<string, unknown> = {}) =>
  makeColumn({ field, cellElement, elementAttrs: attrs as never });

describe('pasteValue: each value parsed by the column type', () => {
  it('a number with the reader\'s locale separators', () => {
    expect(parseNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseNumber('1.234,5', 'de')).toBe(1234.5);
    expect(parseNumber('1 234,5', 'fr')).toBe(1234.5);
    expect(parseNumber('-12', 'th')).toBe(-12);
    expect(parseNumber('12abc', 'en')).toBeNull();
    expect(parseNumber('', 'en')).toBeNull();
    const qty = control('qty', 'number');
    expect(pasteValue(qty, '1,200', 'en')).toEqual({ value: 1200 });
    expect(pasteValue(qty, 'lots', 'en')).toEqual({ bad: 'number' });
    expect(pasteValue(qty, '', 'en')).toEqual({ value: null });
  });

  it('a date: ISO 8601, or day/month/year in the locale\'s order; a Thai Buddhist-era year; no 31 February', () => {
    expect(parseDate('2026-03-04', 'en')).toBe('2026-03-04');
    expect(parseDate('3/4/2026', 'en-US')).toBe('2026-03-04');
    expect(parseDate('4/3/2026', 'en-GB')).toBe('2026-03-04');
    expect(parseDate('4/3/2569', 'th')).toBe('2026-03-04');
    expect(parseDate('2026-02-31', 'en')).toBeNull();
    expect(parseDate('2026-03-04 09:30', 'en', true)).toBe('2026-03-04T09:30');
    expect(pasteValue(control('due', 'date'), 'soon', 'en')).toEqual({ bad: 'date' });
  });

  it('a boolean: TRUE/FALSE, yes/no, 1/0 as the checkbox holds it (its checked value)', () => {
    const done = control('done', 'checkbox', { checkedValue: 'y' });
    expect(pasteValue(done, 'TRUE', 'en')).toEqual({ value: 'y' });
    expect(pasteValue(done, 'no', 'en')).toEqual({ value: '' });
    expect(pasteValue(done, 'maybe', 'en')).toEqual({ bad: 'boolean' });
  });

  it('a select by its value or its label (any case); an unknown one is bad', () => {
    const status = control('status', 'select', { options: { open: 'Open', shipped: 'Shipped' } });
    expect(pasteValue(status, 'shipped', 'en')).toEqual({ value: 'shipped' });
    expect(pasteValue(status, 'SHIPPED ', 'en')).toEqual({ value: 'shipped' });
    expect(pasteValue(status, 'Lost', 'en')).toEqual({ bad: 'option' });
    const tags = control('tags', 'select', { multiple: true, options: { a: 'Alpha', b: 'Beta' } });
    expect(pasteValue(tags, 'Alpha, b', 'en')).toEqual({ value: ['a', 'b'] });
  });
});

describe('pastePlan', () => {
  const columns = [
    makeColumn({ field: 'name' }), // read-only: no control
    control('qty', 'number'),
    control('note', 'text'),
    control('status', 'select', { options: { open: 'Open', shipped: 'Shipped' } }),
  ];
  const rows = [1, 2, 3].map((id) => ({ id, name: `n${id}`, qty: id, note: '', status: 'open' }));

  it('one value fills the whole range', () => {
    const plan = pastePlan([['7']], { top: 0, bottom: 2, left: 1, right: 1 }, rows, columns, 'en')!;
    expect(plan.changes.map((c) => [c.row, c.field, c.value, c.old])).toEqual([[0, 'qty', 7, 1], [1, 'qty', 7, 2], [2, 'qty', 7, 3]]);
    expect(plan.pasted).toBe(3);
  });

  it('a block pastes from the range\'s first cell in the drawn column order; read-only cells skipped and counted', () => {
    const plan = pastePlan([['x', '5', 'hi'], ['y', '6', 'yo']], { top: 1, bottom: 1, left: 0, right: 0 }, rows, columns, 'en')!;
    expect(plan.readOnly).toBe(2);
    expect(plan.changes.map((c) => `${rows[c.row].id}.${c.field}=${c.value}`)).toEqual(['2.qty=5', '2.note=hi', '3.qty=6', '3.note=yo']);
  });

  it('a value that does not parse is bad, not a change; the others go', () => {
    const plan = pastePlan([['oops', 'fine', 'Shipped']], { top: 0, bottom: 0, left: 1, right: 1 }, rows, columns, 'en')!;
    expect(plan.bad).toEqual([{ row: 0, field: 'qty', text: 'oops', bad: 'number' }]);
    expect(plan.changes.map((c) => `${c.field}=${c.value}`)).toEqual(['note=fine', 'status=shipped']);
  });

  it('cells past the last column are cut off, rows past the last row kept apart; a value already there is no change', () => {
    const plan = pastePlan([['3', 'a', 'Open', 'z'], ['1', 'b'], ['9', 'c']], { top: 2, bottom: 2, left: 1, right: 1 }, rows, columns, 'en')!;
    expect(plan.cut).toBe(1);
    expect(plan.pasted).toBe(3);
    expect(plan.changes.map((c) => c.field)).toEqual(['note']);
    expect(plan.extra).toEqual([['1', 'b'], ['9', 'c']]);
  });

  it('a paste of more cells than the cap is refused (a 1,000,000-cell fill too)', () => {
    expect(pastePlan([['1']], { top: 0, bottom: 999_999, left: 0, right: 0 }, rows, columns, 'en')).toBeNull();
    expect(pastePlan(Array.from({ length: 11 }, () => ['1', '2']), { top: 0, bottom: 0, left: 0, right: 0 }, rows, columns, 'en', 20)).toBeNull();
  });
});
