import { describe, expect, it } from 'vitest';
import { alignedSpan, footerPlan, placeCells, type FooterCellInput } from '../../../../src/table/model/footer-plan';
import type { BuiltInAggregate } from '../../../../src/table/model/aggregates';

const cell = (c: Partial<FooterCellInput> = {}): FooterCellInput => ({ colSpan: 1, rowSpan: 1, blank: true, ...c });
const FIELDS = ['name', 'qty', 'price', 'weight'];
const none = new Map<string, BuiltInAggregate>();

describe('footer rule 1: colspan and rowspan are respected', () => {
  it('colspan moves the next cell along', () => {
    expect(placeCells([[cell({ colSpan: 2 }), cell(), cell()]])).toEqual([[{ start: 0, span: 2 }, { start: 2, span: 1 }, { start: 3, span: 1 }]]);
  });

  it('a rowspan cell covers its column in the rows below', () => {
    const places = placeCells([[cell({ rowSpan: 2 }), cell(), cell()], [cell(), cell()]]);
    expect(places[1]).toEqual([{ start: 1, span: 1 }, { start: 2, span: 1 }]);
  });

  it('a rowspan in the middle: the row below skips that column only', () => {
    const places = placeCells([[cell(), cell({ rowSpan: 2, colSpan: 2 }), cell()], [cell(), cell()]]);
    expect(places[1]).toEqual([{ start: 0, span: 1 }, { start: 3, span: 1 }]);
  });

  it('rowspan past the last row and rowspan 0 do not reach beyond the tfoot; a bad colspan is 1', () => {
    expect(placeCells([[cell({ rowSpan: 9 }), cell({ colSpan: 0 })]])).toEqual([[{ start: 0, span: 1 }, { start: 1, span: 1 }]]);
    expect(placeCells([[cell({ rowSpan: 0 })], [cell()]])[1]).toEqual([{ start: 0, span: 1 }]);
  });

  it('the field of a cell without data-field is the leaf column where it starts', () => {
    const plan = footerPlan([[cell({ colSpan: 2 }), cell({ aggregate: 'sum' }), cell({ aggregate: 'avg', field: 'qty' })]], FIELDS, none);
    expect(plan[0][1]).toMatchObject({ mode: 'explicit', type: 'sum', field: 'price', start: 2 });
    expect(plan[0][2]).toMatchObject({ mode: 'explicit', type: 'avg', field: 'qty', start: 3 });
  });

  it('under a rowspan, the fallback field follows the covered columns', () => {
    const plan = footerPlan([[cell({ rowSpan: 2 }), cell({ aggregate: 'sum' })], [cell({ aggregate: 'count' })]], FIELDS, none);
    expect(plan[1][0]).toMatchObject({ field: 'qty', type: 'count', start: 1 });
  });
});

describe('footer rule 2: a cell that already contains text is kept as it is', () => {
  it('an explicit cell with text is not planned, with a reason', () => {
    const [[p]] = footerPlan([[cell({ aggregate: 'sum', blank: false })]], FIELDS, none);
    expect(p.mode).toBeNull();
    expect(p.problem).toBe('a footer cell with data-aggregate="sum" already has text — kept as it is (footer rule 2)');
  });

  it('a label cell without data-aggregate is left alone, silently', () => {
    const [[p]] = footerPlan([[cell({ blank: false })]], FIELDS, none);
    expect(p).toMatchObject({ mode: null, type: null });
    expect(p.problem).toBeUndefined();
  });
});

describe('explicit cells: data-aggregate', () => {
  it.each(['sum', 'avg', 'count', 'min', 'max', 'custom'])('%s is planned', (type) => {
    expect(footerPlan([[cell({ aggregate: type })]], FIELDS, none)[0][0]).toMatchObject({ mode: 'explicit', type, field: 'name' });
  });

  it('an unknown aggregate is reported and the cell left as it is', () => {
    const [[p]] = footerPlan([[cell({ aggregate: 'median' })]], FIELDS, none);
    expect(p).toMatchObject({ mode: null, problem: 'data-aggregate "median" is not sum, avg, count, min, max or custom — cell left as it is' });
  });

  it('no data-field and no column at that position: reported (custom needs no field)', () => {
    const plan = footerPlan([[cell({ colSpan: 4 }), cell({ aggregate: 'sum' }), cell({ aggregate: 'custom' })]], FIELDS, none);
    expect(plan[0][1].problem).toMatch(/has no data-field and no column above it/);
    expect(plan[0][2]).toMatchObject({ mode: 'explicit', type: 'custom', field: '' });
  });
});

describe('footer rule 5: legacy mode fills only blank single-column cells', () => {
  const legacy = new Map<string, BuiltInAggregate>([['name', 'count'], ['qty', 'sum'], ['price', 'avg'], ['weight', 'sum']]);

  it('blank single cells of mapped fields are filled; filled and colspan cells are untouched', () => {
    const plan = footerPlan([[cell({ blank: false }), cell(), cell({ colSpan: 2 })]], FIELDS, legacy);
    expect(plan[0].map((p) => p.mode)).toEqual([null, 'legacy', null]);
    expect(plan[0][1]).toMatchObject({ type: 'sum', field: 'qty' });
    expect(plan[0].every((p) => p.problem === undefined)).toBe(true);
  });

  it('a blank cell of a field not in the map is untouched', () => {
    const plan = footerPlan([[cell(), cell()]], FIELDS, new Map([['qty', 'sum']]));
    expect(plan[0].map((p) => p.mode)).toEqual([null, 'legacy']);
  });

  it('data-field on a blank cell chooses the legacy field', () => {
    expect(footerPlan([[cell({ field: 'price' })]], FIELDS, legacy)[0][0]).toMatchObject({ mode: 'legacy', type: 'avg', field: 'price' });
  });

  it('an explicit data-aggregate wins over the map', () => {
    expect(footerPlan([[cell(), cell({ aggregate: 'max' })]], FIELDS, legacy)[0][1]).toMatchObject({ mode: 'explicit', type: 'max' });
  });
});

describe('alignment with hidden columns', () => {
  it('a cell over hidden columns only is hidden; a colspan cell shrinks by its hidden columns', () => {
    const visible = [true, false, false, true];
    expect(alignedSpan({ start: 1, span: 1 }, visible)).toEqual({ hidden: true, colSpan: 1 });
    expect(alignedSpan({ start: 1, span: 2 }, visible)).toEqual({ hidden: true, colSpan: 1 });
    expect(alignedSpan({ start: 0, span: 3 }, visible)).toEqual({ hidden: false, colSpan: 1 });
    expect(alignedSpan({ start: 0, span: 4 }, visible)).toEqual({ hidden: false, colSpan: 2 });
  });

  it('columns past the known ones count as shown', () => {
    expect(alignedSpan({ start: 3, span: 3 }, [true, true, true, false])).toEqual({ hidden: false, colSpan: 2 });
  });
});
