import { describe, expect, it, vi } from 'vitest';
import { columnSignature, columnsFromMeta, makeColumn, namedParts, visibleColumns } from '../../../../src/table/model/columns';

describe('columnsFromMeta: every field of "Dynamic column metadata"', () => {
  const full = {
    field: 'price', label: 'Price', cellElement: 'number', checkedValue: 'yes', type: 'number', placeholder: '0.00',
    class: 'th-price', cellClass: 'text-end', i18n: true, sort: true, filter: true, formatter: 'app.fmt.money',
    format: 'currency', locale: 'de-DE', currency: 'EUR', decimals: 2, options: { a: 'A' }, rows: 4, cols: 30,
    min: 0, max: 999, step: 0.5, minLength: 2, maxLength: 12, pattern: '^\\d+$', readOnly: true, disabled: true,
    required: true, autoNumber: false, visible: true,
  };
  const [col] = columnsFromMeta([full]);

  it('field and label (header label)', () => {
    expect(col.field).toBe('price');
    expect(col.label).toBe('Price');
  });

  it('class goes to the th only, cellClass to the td only (rule 1)', () => {
    expect(col.headerClass).toBe('th-price');
    expect(col.cellClass).toBe('text-end');
  });

  it('cellElement, type, sort, filter, formatter, i18n', () => {
    expect(col.cellElement).toBe('number');
    expect(col.type).toBe('number');
    expect(col.sortable).toBe(true);
    expect(col.sortField).toBe('price');
    expect(col.filter).toBe(true);
    expect(col.formatter).toBe('app.fmt.money');
    expect(col.i18n).toBe(true);
  });

  it('format, locale, currency, decimals, options reach the format options', () => {
    expect(col.format).toBe('currency');
    expect(col.formatOptions).toMatchObject({ locale: 'de-DE', currency: 'EUR', decimals: 2, options: { a: 'A' } });
  });

  it('element attributes: placeholder, options, rows, cols, min, max, step, lengths, pattern, readOnly, disabled, required, checkedValue', () => {
    expect(col.elementAttrs).toMatchObject({
      placeholder: '0.00', options: { a: 'A' }, rows: 4, cols: 30, min: 0, max: 999, step: 0.5,
      minLength: 2, maxLength: 12, pattern: '^\\d+$', readOnly: true, disabled: true, required: true, checkedValue: 'yes',
    });
  });

  it('autoNumber false and visible true by default', () => {
    expect(col.autoNumber).toBe(false);
    expect(col.visible).toBe(true);
  });

  it('defaults: label is the field, text type, not sortable, checkedValue "1", no classes', () => {
    const [c] = columnsFromMeta([{ field: 'name' }]);
    expect(c).toMatchObject({
      field: 'name', label: 'name', type: 'text', sortable: false, filter: false, visible: true, autoNumber: false,
      headerClass: '', cellClass: '', i18n: false, format: undefined, formatter: undefined, cellElement: undefined,
    });
    expect(c.elementAttrs.checkedValue).toBe('1');
    expect(c.elementAttrs).toMatchObject({ readOnly: false, disabled: false, required: false });
  });

  it('numbers given as numeric strings are read as numbers', () => {
    const [c] = columnsFromMeta([{ field: 'q', min: '1', max: '10', step: '2', decimals: '3' }]);
    expect(c.elementAttrs).toMatchObject({ min: 1, max: 10, step: 2 });
    expect(c.formatOptions.decimals).toBe(3);
  });

  it('an unknown type falls back to text', () => {
    expect(columnsFromMeta([{ field: 'x', type: 'money' }])[0].type).toBe('text');
  });

  it('an unknown format is reported and dropped', () => {
    const report = vi.fn();
    const [c] = columnsFromMeta([{ field: 'x', format: 'money' }], report);
    expect(c.format).toBeUndefined();
    expect(report).toHaveBeenCalledWith('columns[0] has unknown format "money"');
  });
});

describe('columnsFromMeta: visibility (rule 5)', () => {
  it('visible:false hides the column', () => {
    expect(columnsFromMeta([{ field: 'a', visible: false }])[0].visible).toBe(false);
  });

  it("visible:'false' (a string) hides the column too", () => {
    expect(columnsFromMeta([{ field: 'a', visible: 'false' }])[0].visible).toBe(false);
  });

  it('hidden:true is an alias of visible:false', () => {
    expect(columnsFromMeta([{ field: 'a', hidden: true }])[0].visible).toBe(false);
  });

  it('hidden:false keeps the column visible', () => {
    expect(columnsFromMeta([{ field: 'a', hidden: false }])[0].visible).toBe(true);
  });
});

describe('columnsFromMeta: minLength / maxLength only when greater than 0 (spec "Limits")', () => {
  it('0 and negative lengths are not applied', () => {
    const [c] = columnsFromMeta([{ field: 'a', minLength: 0, maxLength: -5 }]);
    expect(c.elementAttrs.minLength).toBeUndefined();
    expect(c.elementAttrs.maxLength).toBeUndefined();
  });

  it('positive lengths are applied', () => {
    const [c] = columnsFromMeta([{ field: 'a', minLength: 1, maxLength: '20' }]);
    expect(c.elementAttrs.minLength).toBe(1);
    expect(c.elementAttrs.maxLength).toBe(20);
  });

  it('rows, cols and lengths given as text are read as numbers; 0, negatives and words are no limit', () => {
    const [c] = columnsFromMeta([{ field: 'a', cellElement: 'textarea', rows: '7', cols: 0, minLength: 'abc', maxLength: null }]);
    expect(c.elementAttrs).toMatchObject({ rows: 7, cols: undefined, minLength: undefined, maxLength: undefined });
  });
});

describe('columnsFromMeta: entries without a field are reported and skipped', () => {
  it('reports each bad entry by index and keeps the good ones', () => {
    const report = vi.fn();
    const cols = columnsFromMeta([{ field: 'a' }, { label: 'No field' }, null, 'x', { field: '' }, { field: 'b' }], report);
    expect(cols.map((c) => c.field)).toEqual(['a', 'b']);
    expect(report.mock.calls).toEqual([
      ['columns[1] has no field'],
      ['columns[2] is not an object'],
      ['columns[3] is not an object'],
      ['columns[4] has no field'],
    ]);
  });

  it('an autoNumber column needs no field', () => {
    const report = vi.fn();
    const [c] = columnsFromMeta([{ autoNumber: true, label: '#' }], report);
    expect(c).toMatchObject({ field: '', label: '#', autoNumber: true });
    expect(report).not.toHaveBeenCalled();
  });

  it('does not throw without a report callback', () => {
    expect(columnsFromMeta([{}, { field: 'ok' }]).map((c) => c.field)).toEqual(['ok']);
  });
});

describe('visibleColumns', () => {
  it('keeps only visible columns, in order', () => {
    const cols = [makeColumn({ field: 'a' }), makeColumn({ field: 'b', visible: false }), makeColumn({ field: 'c' })];
    expect(visibleColumns(cols).map((c) => c.field)).toEqual(['a', 'c']);
  });
});

describe('columnSignature: columns regenerate only when it changes', () => {
  const base = () => columnsFromMeta([{ field: 'a', label: 'A' }, { field: 'b', label: 'B' }]);

  it('is equal for equal column sets built separately', () => {
    expect(columnSignature(base())).toBe(columnSignature(base()));
  });

  it('changes when a label, a field, the order or visibility changes', () => {
    const sig = columnSignature(base());
    expect(columnSignature(columnsFromMeta([{ field: 'a', label: 'A2' }, { field: 'b', label: 'B' }]))).not.toBe(sig);
    expect(columnSignature(columnsFromMeta([{ field: 'a', label: 'A' }, { field: 'c', label: 'B' }]))).not.toBe(sig);
    expect(columnSignature(columnsFromMeta([{ field: 'b', label: 'B' }, { field: 'a', label: 'A' }]))).not.toBe(sig);
    expect(columnSignature(columnsFromMeta([{ field: 'a', label: 'A' }, { field: 'b', label: 'B', visible: false }]))).not.toBe(sig);
  });
});

describe('namedParts: the parts a table asks for when it starts, and draws its rows once they are there', () => {
  it('the formats part for a date pattern, humanize, bytes, duration and truncate; the cell controls for a data-cell-element column', () => {
    const col = (extra: Partial<Parameters<typeof makeColumn>[0]>) => makeColumn({ field: 'f', ...extra });
    expect(namedParts([col({ format: 'datetime', formatOptions: { pattern: 'YYYY-MM-DD HH:mm' } }), col({ cellElement: 'checkbox' })])).toEqual(['formats', 'cells']);
    for (const format of ['humanize', 'bytes', 'duration', 'truncate'] as const) expect(namedParts([col({ format })])).toEqual(['formats']);
    expect(namedParts([col({ cellElement: 'select' })])).toEqual(['cells']);
  });

  it('none for the formats the bundle has (a date without a pattern, numbers, currency, lookup), nor for a pattern on a number', () => {
    const columns = [
      makeColumn({ field: 'a', format: 'date' }), makeColumn({ field: 'b', format: 'datetime', formatOptions: { pattern: '' } }),
      makeColumn({ field: 'c', format: 'currency' }), makeColumn({ field: 'd', format: 'lookup' }),
      makeColumn({ field: 'e', format: 'number', formatOptions: { pattern: 'x' } }), makeColumn({ field: 'g' }),
    ];
    expect(namedParts(columns)).toEqual([]);
    expect(namedParts([])).toEqual([]);
  });
});
