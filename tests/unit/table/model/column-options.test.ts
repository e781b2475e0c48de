// The column option table (issue "One shape", item 5): th attributes and
// metadata keys are read through the same parsers.
import { describe, expect, it, vi } from 'vitest';
import { COLUMN_OPTIONS, KNOWN_TH_ATTRS, readColumnOptions } from '../../../../src/table/model/column-options';
import { columnFromOptions, columnsFromMeta } from '../../../../src/table/model/columns';
import { resolveLookup, rowCellText } from '../../../../src/table/model/cells';

/** A column as markup would give it: attribute name -> value. */
function fromAttrs(attrs: Record<string, string>) {
  const report = vi.fn();
  const options = readColumnOptions('attr', (attr) => (attr in attrs ? attrs[attr] : undefined), report);
  return { column: columnFromOptions(options, { label: 'Header' }), report };
}

describe('every th attribute is the data-* form of its metadata key', () => {
  it('camelCase keys become kebab-case attributes', () => {
    expect(COLUMN_OPTIONS.readOnly.attr).toBe('data-read-only');
    expect(COLUMN_OPTIONS.autoNumber.attr).toBe('data-auto-number');
    expect(COLUMN_OPTIONS.cellClass).toMatchObject({ attr: 'data-cell-class', key: 'cellClass' });
  });

  it('the th class is the header class; metadata `class` is its key; data-class is the cell element class only', () => {
    expect(COLUMN_OPTIONS.headerClass).toMatchObject({ attr: null, key: 'class' });
    expect(COLUMN_OPTIONS.elementClass).toMatchObject({ attr: 'data-class', key: null });
  });

  it('KNOWN_TH_ATTRS lists exactly the attributes of the table', () => {
    expect(KNOWN_TH_ATTRS).toContain('data-max-length');
    expect(KNOWN_TH_ATTRS).toContain('data-checked-value');
    expect(KNOWN_TH_ATTRS).not.toContain('data-label');
    expect(KNOWN_TH_ATTRS.every((a) => a.startsWith('data-'))).toBe(true);
  });
});

describe('the same strings mean true (and false) in markup and metadata', () => {
  const cases: Array<[string, boolean]> = [['', true], ['true', true], ['1', true], ['yes', true], ['ON', true],
    ['false', false], ['0', false], ['no', false], ['off', false]];
  for (const [text, expected] of cases) {
    it(`"${text}" is ${expected} for data-sortable and for sortable`, () => {
      expect(fromAttrs({ 'data-field': 'a', 'data-sortable': text }).column?.sortable).toBe(expected);
      expect(columnsFromMeta([{ field: 'a', sortable: text }])[0].sortable).toBe(expected);
    });
  }

  it('a word that is neither is reported once and takes the default', () => {
    const { column, report } = fromAttrs({ 'data-field': 'a', 'data-read-only': 'maybe', 'data-cell-element': 'text' });
    expect(column?.elementAttrs.readOnly).toBe(false);
    expect(report).toHaveBeenCalledWith('data-read-only', '"maybe" is not true or false');
    const problems = vi.fn();
    columnsFromMeta([{ field: 'a', readOnly: 'maybe' }], problems);
    expect(problems).toHaveBeenCalledWith('columns[0].readOnly "maybe" is not true or false');
  });
});

describe('markup and metadata build the same column', () => {
  it('sort field, format options and element attributes agree', () => {
    const markup = fromAttrs({
      'data-field': 'price', 'data-sort': 'price_cents', 'data-format': 'currency', 'data-currency': 'EUR', 'data-decimals': '2',
      'data-cell-element': 'number', 'data-min': '0', 'data-max-length': '8', 'data-options': '{"a":"A"}',
    }).column;
    const [meta] = columnsFromMeta([{
      field: 'price', label: 'Header', sort: 'price_cents', format: 'currency', currency: 'EUR', decimals: 2,
      cellElement: 'number', min: 0, maxLength: 8, options: { a: 'A' },
    }]);
    expect(markup).toEqual(meta);
    expect(meta).toMatchObject({ sortable: true, sortField: 'price_cents' });
  });

  it('options maps are prototype-free: a value named __proto__ is an ordinary option', () => {
    const { column } = fromAttrs({ 'data-field': 'a', 'data-options': '{"__proto__":"P","constructor":"C"}' });
    const options = column?.formatOptions.options as Record<string, string>;
    expect(Object.getPrototypeOf(options)).toBeNull();
    expect(options.constructor).toBe('C');
    expect(Object.keys(options)).toEqual(['__proto__', 'constructor']);
  });
});

describe('Regression (found by the property test): a metadata value whose toString is not a function', () => {
  it('is reported, not thrown', () => {
    const problems: string[] = [];
    expect(() => columnsFromMeta([{ field: 'a', sort: { toString: {} } }], (p) => problems.push(p))).not.toThrow();
    expect(problems[0]).toMatch(/^columns\[0\]\.sort .* is not true or false$/);
  });

  it('an options label that is an object (its toString not a function) is left out, not thrown (FC_SEED=1663319282)', () => {
    const [column] = columnsFromMeta([{ field: 'a', options: { x: 'X', n: 2, y: { toString: '' } } }], () => {});
    expect(column.formatOptions.options).toEqual({ x: 'X', n: '2' });
  });
});

describe('data-type as the shorthand of data-cell-element (issue 22 item 5; design.md)', () => {
  const columnOf = (attrs: Record<string, string>, editable: boolean) => {
    const options = readColumnOptions('attr', (attr) => (attr in attrs ? attrs[attr] : undefined), () => {});
    return columnFromOptions(options, { label: 'Status' }, () => {}, editable)!;
  };
  const select = { 'data-field': 'status', 'data-type': 'select', 'data-options': '{"a":"Active","i":"Inactive"}' };

  it('makes a form control where rows are editable (data-editable-rows)', () => {
    expect(columnOf(select, true)).toMatchObject({ cellElement: 'select', format: undefined });
  });

  // Regression: a read-only table's data-type="select" turned every body cell into an editable select.
  it('in a read-only table makes no control: data-type="select" shows the label of its options (a lookup, so the filter is a select)', () => {
    const column = columnOf(select, false);
    expect(column).toMatchObject({ cellElement: undefined, format: 'lookup', type: 'text' });
    expect(rowCellText({ status: 'i' }, column, resolveLookup(column))).toBe('Inactive');
    expect(resolveLookup(column)).toEqual(new Map([['a', 'Active'], ['i', 'Inactive']]));
    // Another format asked for keeps it; another shorthand shows the plain value.
    expect(columnOf({ ...select, 'data-format': 'text' }, false)).toMatchObject({ cellElement: undefined, format: 'text' });
    expect(columnOf({ 'data-field': 'note', 'data-type': 'textarea' }, false)).toMatchObject({ cellElement: undefined, format: undefined, type: 'text' });
  });

  it('an explicit data-cell-element makes controls anywhere', () => {
    expect(columnOf({ 'data-field': 'status', 'data-cell-element': 'select' }, false).cellElement).toBe('select');
    expect(columnOf({ 'data-field': 'status', 'data-cell-element': 'select' }, true).cellElement).toBe('select');
  });

  it('payload columns follow the same rule (type "select" in a read-only table is a lookup)', () => {
    expect(columnsFromMeta([{ field: 's', type: 'select', options: { a: 'A' } }])[0]).toMatchObject({ cellElement: undefined, format: 'lookup' });
    expect(columnsFromMeta([{ field: 's', type: 'select' }], () => {}, true)[0].cellElement).toBe('select');
  });
});
