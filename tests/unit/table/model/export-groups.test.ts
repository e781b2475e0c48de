// Issue 47 item 5: the export of a grouped table (model/export-groups.ts) writes one leading column per group
// field, named after the group column's title, each row's value as its group header shows it, rows in the groups' order.
import { describe, expect, it } from 'vitest';
import { aggregateFromStats, fieldStats } from '../../../../src/table/model/aggregates';
import { groupedExport, groupedSheet } from '../../../../src/table/model/export-groups';
import { toCsv, toJson, type CellText } from '../../../../src/table/model/export';
import { makeColumn } from '../../../../src/table/model/columns';
import { groupOrder, groupRows, measureWith, type Group } from '../../../../src/table/model/groups';
import type { Row } from '../../../../src/table/model/types';
import { parseCsv } from '../../../helpers/csv';

const compare = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
const region = makeColumn({ field: 'region', label: 'Region' });
const country = makeColumn({ field: 'country', label: 'Country' });
const amount = makeColumn({ field: 'amount', label: 'Amount', type: 'number' });
const rows: Row[] = [
  { id: 1, region: 'EMEA', country: 'France', amount: 10 },
  { id: 2, region: 'APAC', country: 'Japan', amount: 5 },
  { id: 3, region: 'EMEA', country: 'Germany', amount: 20 },
  { id: 4, region: null, country: 'Nowhere', amount: 2 },
  { id: 5, region: 'EMEA', country: 'France', amount: 7 },
];
const group = (fields: string[]) => groupRows(rows, fields, [], groupOrder([], [], compare), measureWith({ fieldStats, aggregateFromStats }));
const textOf: CellText = (row, column) => String(row[column.field] ?? '');
/** A group's label as its header shows it: upper case here, "(empty)" for no value. */
const labelOf = (g: Group) => (g.key ? g.key.toUpperCase() : '(empty)');

describe('the export of a grouped table', () => {
  it('has a leading column per group field, named after its column, the rows in the groups\' order with their groups\' labels', () => {
    const out = groupedExport(group(['region', 'country']), [region, country], [country, amount], textOf, labelOf);
    const csv = parseCsv(toCsv(out.columns, out.rows!, out.textOf).slice(1));
    expect(csv).toEqual([
      ['Region', 'Country', 'Country', 'Amount'],
      ['APAC', 'JAPAN', 'Japan', '5'],
      ['EMEA', 'FRANCE', 'France', '10'],
      ['EMEA', 'FRANCE', 'France', '7'],
      ['EMEA', 'GERMANY', 'Germany', '20'],
      ['(empty)', 'NOWHERE', 'Nowhere', '2'],
    ]);
  });

  it('names the JSON keys after the group columns, a title the table already has numbered', () => {
    const out = groupedExport(group(['region']), [region], [region, amount], textOf, labelOf);
    const json = JSON.parse(toJson(out.columns, out.rows!, out.textOf));
    expect(json[0]).toEqual({ Region: 'APAC', 'Region (2)': 'APAC', Amount: '5' });
    expect(json.map((r: Record<string, string>) => r.Region)).toEqual(['APAC', 'EMEA', 'EMEA', 'EMEA', '(empty)']);
  });

  it('leaves an ungrouped export as it is: no groups, the same columns, rows and texts', () => {
    const out = groupedExport([], [], [region, amount], textOf, labelOf);
    expect(out.columns).toEqual([region, amount]);
    expect(out.rows).toBe(null);
    expect(out.textOf).toBe(textOf);
  });
});

describe('the Excel sheet of a grouped table', () => {
  it('has a header row per group above its rows, with its label and subtotals, at outline level depth; rows at the innermost depth + 1', () => {
    const groups = groupRows(rows, ['region', 'country'], [{ field: 'amount', type: 'sum' }], groupOrder([], [], compare), measureWith({ fieldStats, aggregateFromStats }));
    const sheet = groupedSheet('t', groups, [country, amount], textOf, labelOf, [{ field: 'amount', type: 'sum' }]);
    expect(sheet.headers).toEqual(['Country', 'Amount']);
    expect(sheet.rows.map((r, i) => [sheet.outline![i], ...r])).toEqual([
      [0, 'APAC', 5], [1, 'JAPAN', 5], [2, 'Japan', 5],
      [0, 'EMEA', 37], [1, 'FRANCE', 17], [2, 'France', 10], [2, 'France', 7], [1, 'GERMANY', 20], [2, 'Germany', 20],
      [0, '(empty)', 2], [1, 'NOWHERE', 2], [2, 'Nowhere', 2],
    ]);
  });
});
