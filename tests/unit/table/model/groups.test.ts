// Issue 47 item 1: rows in groups (model/groups.ts, model/group-items.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aggregate, aggregateFromStats, fieldStats, type BuiltInAggregate } from '../../../../src/table/model/aggregates';
import { aggregateKey, groupedOrder, groupFields, groupOrder, groupRows as group, measureWith, PATH_SEP, type Group, type GroupAggregate } from '../../../../src/table/model/groups';
import { groupCount, groupItems, groupPaths, inGroupOrder, readClosed, writeClosed } from '../../../../src/table/model/group-items';
import type { Row } from '../../../../src/table/model/types';

const compare = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
const firstSeen = (groups: Group[]) => groups;
/** Grouping with the footer's own functions. */
const groupRows = (rows: Row[], fields: string[], aggregates: GroupAggregate[], order: (g: Group[]) => Group[]) => group(rows, fields, aggregates, order, measureWith({ fieldStats, aggregateFromStats }));
const sales: Row[] = [
  { id: 1, region: 'EMEA', country: 'France', amount: 10 },
  { id: 2, region: 'APAC', country: 'Japan', amount: 5 },
  { id: 3, region: 'EMEA', country: 'Germany', amount: 20 },
  { id: 4, region: 'Americas', country: 'Peru', amount: 1 },
  { id: 5, region: 'EMEA', country: 'France', amount: 7 },
  { id: 6, region: null, country: 'Nowhere', amount: 2 },
];
const sum: GroupAggregate[] = [{ field: 'amount', type: 'sum' }];

describe('group fields', () => {
  it('are read from a comma list or an array, trimmed, each once, blanks dropped', () => {
    expect(groupFields(' region, country ,,region')).toEqual(['region', 'country']);
    expect(groupFields(['a', ' ', 'b', 3])).toEqual(['a', 'b']);
    expect(groupFields(null)).toEqual([]);
  });
});

describe('grouping', () => {
  it('makes a group per value, ordered by label ascending with the empty value last, rows in the view order inside', () => {
    const groups = groupRows(sales, ['region'], sum, groupOrder([], sum, compare));
    expect(groups.map((g) => g.key)).toEqual(['Americas', 'APAC', 'EMEA', '']);
    expect(groups[2].rows.map((r) => r.id)).toEqual([1, 3, 5]);
    expect(groups[2].values[aggregateKey(sum[0])]).toBe(37);
  });

  it('nests groups by the next field, with paths joining the keys', () => {
    const groups = groupRows(sales, ['region', 'country'], sum, groupOrder([], sum, compare));
    const emea = groups.find((g) => g.key === 'EMEA')!;
    expect(emea.groups.map((g) => [g.key, g.rows.length, g.depth])).toEqual([['France', 2, 1], ['Germany', 1, 1]]);
    expect(emea.groups[0].path).toBe(`EMEA${PATH_SEP}France`);
  });

  it('orders groups by the sorted column\'s group aggregate, in the sort direction', () => {
    const desc = groupRows(sales, ['region'], sum, groupOrder([{ field: 'amount', dir: 'desc' }], sum, compare));
    expect(desc.map((g) => g.key)).toEqual(['EMEA', 'APAC', '', 'Americas']);
  });

  it('orders groups by label descending when the sort is on the group field', () => {
    const groups = groupRows(sales, ['region'], sum, groupOrder([{ field: 'region', dir: 'desc' }], sum, compare));
    expect(groups.map((g) => g.key)).toEqual(['EMEA', 'APAC', 'Americas', '']);
  });
});

describe('the items of a page', () => {
  const groups = groupRows(sales, ['region'], sum, groupOrder([], sum, compare));

  it('are headers with level, set size and position, then the rows of open groups', () => {
    const items = groupItems(groups, new Set(['APAC']));
    expect(items.map((it) => (it.kind === 'group' ? `${it.group.key || '-'}:${it.posinset}/${it.setsize}:${it.open}` : it.row.id))).toEqual(
      ['Americas:1/4:true', 4, 'APAC:2/4:false', 'EMEA:3/4:true', 1, 3, 5, '-:4/4:true', 6],
    );
    expect(items[1]).toMatchObject({ kind: 'row', level: 2, index: 0 });
  });

  it('page by rows, and a group split over pages repeats its header marked continued', () => {
    // Rows in grouped order: 4 | 2 | 1 3 5 | 6; page 2 of size 3 holds 3, 5, 6.
    const items = groupItems(groups, new Set(), 3, 6);
    expect(items.map((it) => (it.kind === 'group' ? `${it.group.key || '-'}${it.continued ? '+' : ''}` : it.row.id))).toEqual(['EMEA+', 3, 5, '-', 6]);
  });

  it('the view in the groups\' order: the same page (offset, size, totals), holding the rows that page draws (select all, the bulk bar\'s count)', () => {
    const order = groupedOrder(groups);
    const view = { rows: sales.slice(3, 6), total: sales.length, filtered: sales.length, page: 2, pageSize: 3, totalPages: 2, offset: 3, ordered: sales };
    const inOrder = inGroupOrder(view, order);
    const drawn = groupItems(groups, new Set(), 3, 6).flatMap((it) => (it.kind === 'row' ? [it.row] : []));
    expect(inOrder.rows).toEqual(drawn);
    expect(inOrder.ordered).toBe(order);
    expect(inOrder).toMatchObject({ total: 6, filtered: 6, page: 2, pageSize: 3, totalPages: 2, offset: 3 });
  });

  it('a closed parent hides its subgroups', () => {
    const nested = groupRows(sales, ['region', 'country'], sum, groupOrder([], sum, compare));
    const items = groupItems(nested, new Set(['EMEA']));
    expect(items.some((it) => it.kind === 'group' && it.group.depth === 1 && it.group.path.startsWith('EMEA'))).toBe(false);
    expect(groupPaths(nested)).toContain(`EMEA${PATH_SEP}Germany`);
  });
});

describe('closed groups in the URL', () => {
  it('round-trip, with , and / in keys', () => {
    const closed = new Set(['a,b', `x/y${PATH_SEP}z`]);
    expect(readClosed(writeClosed(closed)!)).toEqual(closed);
    expect(writeClosed(new Set())).toBeUndefined();
    expect(readClosed(null)).toBeNull();
  });

  it('report a part that is not valid percent-encoding and keep the rest', () => {
    const problems: string[] = [];
    expect(readClosed('%E0%A4%A,EMEA', (p) => problems.push(p))).toEqual(new Set(['EMEA']));
    expect(problems).toHaveLength(1);
  });
});

const rowsArb = fc.array(fc.record({
  g: fc.constantFrom('a', 'b', 'c', null, ''),
  h: fc.constantFrom('x', 'y'),
  v: fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.constantFrom(null, '', ' 12 ', '1,234.5', 'abc')),
}), { maxLength: 60 }).map((rows) => rows.map((r, id) => ({ id, ...r }) as Row));
const types: BuiltInAggregate[] = ['sum', 'avg', 'count', 'min', 'max'];

describe('properties', () => {
  it('a group\'s aggregates equal the footer\'s aggregates of the same rows', () => {
    const all = types.map((type) => ({ field: 'v', type }));
    fc.assert(fc.property(rowsArb, (rows) => {
      for (const group of groupRows(rows, ['g', 'h'], all, firstSeen)) {
        for (const a of all) expect(group.values[aggregateKey(a)]).toBe(aggregate(group.rows, 'v', a.type));
        for (const sub of group.groups) for (const a of all) expect(sub.values[aggregateKey(a)]).toBe(aggregate(sub.rows, 'v', a.type));
      }
    }));
  });

  it('grouping then ungrouping gives back the original order: every row once, and in each group in the view\'s order', () => {
    fc.assert(fc.property(rowsArb, fc.constantFrom<Array<{ field: string; dir: 'asc' | 'desc' }>>([], [{ field: 'v', dir: 'desc' }], [{ field: 'g', dir: 'asc' }]), (rows, sort) => {
      const groups = groupRows(rows, ['g', 'h'], [{ field: 'v', type: 'sum' }], groupOrder(sort, [{ field: 'v', type: 'sum' }], compare));
      const grouped = groupedOrder(groups);
      const at = new Map(rows.map((r, i) => [r, i]));
      expect([...grouped].sort((a, b) => at.get(a)! - at.get(b)!)).toEqual(rows);
      const inOrder = (list: Row[]) => list.every((r, i) => i === 0 || at.get(list[i - 1])! < at.get(r)!);
      for (const g of groups) expect(inOrder(g.rows)).toBe(true);
      // Every item of every page, all open: the rows come back once each, in the grouped order.
      const shown = groupItems(groups, new Set()).flatMap((it) => (it.kind === 'row' ? [it.row] : []));
      expect(shown).toEqual(grouped);
    }));
  });

  it('groupCount: every page\'s items one after another (aria-rowcount), and those of the pages before a page (its first aria-rowindex), as groupItems draws them', () => {
    const closedArb = fc.subarray(['a', 'b', 'c', '', `a${PATH_SEP}x`, `b${PATH_SEP}y`, `${PATH_SEP}x`]);
    fc.assert(fc.property(rowsArb, fc.integer({ min: 1, max: 3 }), closedArb, fc.integer({ min: 1, max: 7 }), fc.nat({ max: 10 }), (rows, depth, closed, size, page) => {
      const groups = groupRows(rows, ['g', 'h', 'v'].slice(0, depth), [], groupOrder([], [], compare));
      const shut = new Set(closed);
      const pages = Math.max(1, Math.ceil(rows.length / size));
      const drawn = Array.from({ length: pages }, (_, p) => groupItems(groups, shut, p * size, (p + 1) * size).length);
      const p = Math.min(page, pages - 1);
      expect(groupCount(groups, shut, size, p * size)).toEqual({ before: drawn.slice(0, p).reduce((a, b) => a + b, 0), all: drawn.reduce((a, b) => a + b, 0) });
      expect(groupCount(groups, shut).all).toBe(groupItems(groups, shut).length);
    }), { numRuns: 300 });
  });
});
