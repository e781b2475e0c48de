// A tfoot cell's attributes checked, and how an aggregate is written in it (model/footer-cells.ts,
// spec "Footer cells (tfoot)"), without a DOM.
import { describe, expect, it } from 'vitest';
import { footerCell, footerClass, footerText, madeRow } from '../../../../src/table/model/footer-cells';
import { statsMemo } from '../../../../src/table/model/aggregates';
import type { ColumnDef } from '../../../../src/table/model/types';

const source = (attrs: Record<string, string>, blank = true) => ({ tag: 'td' as const, attrs, colSpan: 1, rowSpan: 1, blank });
const cell = (attrs: Record<string, string>) => footerCell(source(attrs), () => {});

describe('footerCell', () => {
  it('keeps the page\'s own attributes apart from those the footer renders (class, style, title, colspan, hidden)', () => {
    const c = cell({ id: 's', 'data-aggregate': 'sum', class: 'k', style: 'color: red', title: 'T', colspan: '2', hidden: '', scope: 'row' });
    expect(c.own).toEqual({ id: 's', 'data-aggregate': 'sum', scope: 'row' });
    expect([c.pageClass, c.pageStyle, c.pageTitle]).toEqual(['k', 'color: red', 'T']);
    expect(c.input).toEqual({ colSpan: 1, rowSpan: 1, blank: true, field: undefined, aggregate: 'sum' });
  });

  it('reads format, options, prefix, suffix, classes and alignment; each bad one is one warning', () => {
    const warnings: string[] = [];
    const c = footerCell(source({
      'data-format': 'currency', 'data-currency': 'EUR', 'data-decimals': '1', 'data-prefix': '<i>', 'data-suffix': ' ',
      'data-cell-class': ' a  b ', 'data-align': 'END', 'data-field': ' qty ',
    }), (m) => warnings.push(m));
    expect(c).toMatchObject({ format: 'currency', options: { currency: 'EUR', decimals: 1 }, prefix: '<i>', suffix: ' ', cellClass: ['a', 'b'], align: 'end' });
    expect(c.input.field).toBe('qty');
    expect(warnings).toEqual([]);
    const bad = footerCell(source({ 'data-format': 'money', 'data-align': 'middle', 'data-decimals': '21', 'data-class': 'x' }), (m) => warnings.push(m));
    expect(bad.broken).toMatch(/data-format "money"/);
    expect(warnings).toHaveLength(3);
    expect(cell({ 'data-aggregate': ' custom ' }).broken).toMatch(/no data-custom/);
  });

  it('madeRow: a blank td per column', () => {
    expect(madeRow(2).map((c) => [c.tag, c.input.blank, c.own])).toEqual([['td', true, {}], ['td', true, {}]]);
  });
});

describe('footerText and footerClass', () => {
  const money = { format: 'currency', formatOptions: { currency: 'USD', decimals: 0 }, cellClass: 'num' } as unknown as ColumnDef;
  it('sum in the column\'s number-like format, count as a number, custom text as itself; prefix and suffix as text; skipped is empty', () => {
    const c = cell({ 'data-prefix': 'Σ ', 'data-suffix': '!' });
    expect(footerText(c, 'sum', 1234, money)).toBe('Σ $1,234!');
    expect(footerText(c, 'count', 1234, money)).toBe('Σ 1,234!');
    expect(footerText(c, 'custom', '<b>x</b>', money)).toBe('Σ <b>x</b>!');
    expect(footerText(c, 'sum', null, money)).toBe('');
    expect(footerText(cell({ 'data-format': 'number', 'data-decimals': '2' }), 'sum', 3, money)).toBe('3.00');
  });

  it('the page\'s classes, the page-total mark, then data-cell-class (else the column\'s), each once', () => {
    expect(footerClass(cell({ class: 'num k' }), true, 'num')).toBe('num k alm-page-total');
    expect(footerClass(cell({ 'data-cell-class': 'big' }), false, 'num')).toBe('big');
    expect(footerClass(cell({}), false, '')).toBeUndefined();
  });
});

describe('statsMemo', () => {
  it('one pass per field over the same rows; all the rows in any order reuse the full pass', () => {
    const stats = statsMemo();
    const all = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const first = stats(all, all, 'n', false);
    expect(first).toMatchObject({ count: 3, sum: 6 });
    expect(stats([...all].reverse(), all, 'n', false)).toBe(first);
    const some = all.slice(1);
    expect(stats(some, all, 'n', false)).toMatchObject({ count: 2, sum: 5 });
    expect(stats(some, all, 'n', true)).not.toBe(stats(some, all, 'n', false));
  });
});
