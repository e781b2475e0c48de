// exportData's file contents (spec "Export rules", design.md "Security rules": RFC 4180 CSV with a BOM,
// OWASP CSV injection neutralised; issue 11 item 5: visible columns, formatted values, JSON raw values).
import { describe, expect, it } from 'vitest';
import { csvField, excelSerial, exportColumns, jsonKeys, neutralise, rememberTexts, selectLabel, sheetStyle, toCsv, toJson, toRawJson, toSheet, type CellText } from '../../../../src/table/model/export';
import { makeColumn } from '../../../../src/table/model/columns';
import { rowCellText } from '../../../../src/table/model/cells';
import type { ColumnDef, Row } from '../../../../src/table/model/types';
import { parseCsv } from '../../../helpers/csv';

const BOM = '\uFEFF';
const name = makeColumn({ field: 'name', label: 'Full name' });
const salary = makeColumn({ field: 'salary', label: 'Salary', type: 'number', format: 'currency', formatOptions: { currency: 'USD', locale: 'en-US' } });
const status = makeColumn({ field: 'status', label: 'Status', format: 'lookup', formatOptions: { options: { a: 'Active', i: 'Inactive' } } });
const hidden = makeColumn({ field: 'secret', label: 'Secret', visible: false });
const hired = makeColumn({ field: 'hired', label: 'Hired', type: 'date', format: 'date', formatOptions: { locale: 'en-US' } });
const text: CellText = (row, column) => rowCellText(row, column);

const csvOf = (columns: ColumnDef[], rows: Row[]) => parseCsv(toCsv(columns, rows, text).slice(1));

describe('the export matrix (spec "Export rules")', () => {
  it('keeps the visible columns in order and leaves hidden columns out', () => {
    expect(exportColumns([name, hidden, salary])).toEqual([name, salary]);
  });

  it('headers are the th text, cells the formatted text (a lookup its label, a currency its formatted text)', () => {
    const rows = [{ name: 'Alice', salary: 51000, status: 'a', secret: 'x' }, { name: 'Bob', salary: 1234.5, status: 'i' }];
    expect(csvOf(exportColumns([name, hidden, salary, status]), rows)).toEqual([
      ['Full name', 'Salary', 'Status'],
      ['Alice', '$51,000.00', 'Active'],
      ['Bob', '$1,234.50', 'Inactive'],
    ]);
  });

  it('rows come in the order given (the view\'s filtered, sorted rows of every page) with auto-number as the position', () => {
    const number = makeColumn({ field: '', label: '#', autoNumber: true });
    expect(csvOf([number, name], [{ name: 'Zoe' }, { name: 'Al' }, { name: 'Mo' }]).slice(1)).toEqual([['1', 'Zoe'], ['2', 'Al'], ['3', 'Mo']]);
  });

  it('null and missing values are empty cells; no rows gives the header row alone', () => {
    expect(csvOf([name, salary], [{ name: null }, {}])).toEqual([['Full name', 'Salary'], ['', ''], ['', '']]);
    expect(toCsv([name], [], text)).toBe(`${BOM}Full name\r\n`);
  });
});

describe('CSV per RFC 4180', () => {
  it('starts with a UTF-8 BOM and ends every record with CRLF', () => {
    const csv = toCsv([name, status], [{ name: 'A', status: 'a' }, { name: 'B', status: 'i' }], text);
    expect(csv).toBe(`${BOM}Full name,Status\r\nA,Active\r\nB,Inactive\r\n`);
  });

  it('quotes fields holding a quote, comma, CR or LF, doubling the quotes; others stay bare', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\ronly')).toBe('"cr\ronly"');
    expect(csvField('')).toBe('');
  });

  it('a value with every special character reads back exactly', () => {
    const value = 'He said "yes",\r\nthen left\n; ok';
    expect(csvOf([name], [{ name: value }])[1]).toEqual([value]);
  });

  it('keeps Unicode as it is (Thai, emoji, right-to-left, combining marks)', () => {
    const values = ['สวัสดี', '👩‍💻 dev', 'שלום', 'e\u0301'];
    expect(csvOf([name], values.map((v) => ({ name: v }))).slice(1).flat()).toEqual(values);
  });
});

describe('CSV formula injection (design.md "Security rules", OWASP)', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('a text cell beginning with %j gets a leading apostrophe', (prefix) => {
    const value = `${prefix}HYPERLINK("http://evil.invalid","x")`;
    expect(neutralise(value)).toBe(`'${value}`);
    expect(csvOf([name], [{ name: value }])[1]).toEqual([`'${value}`]);
  });

  it('headers are neutralised too', () => {
    expect(csvOf([makeColumn({ field: 'f', label: '=1+1' })], [])[0]).toEqual(["'=1+1"]);
  });

  it('the prefix is only for the first character: inner = + - @ stay', () => {
    expect(neutralise('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(neutralise(' =1+1')).toBe(' =1+1');
  });

  it('a negative number made by a number format stays a number; "-5" as text, a formatter\'s output or a lookup label does not', () => {
    const qty = makeColumn({ field: 'qty', label: 'Qty', type: 'number' });
    const plain = makeColumn({ field: 'qty', label: 'As text' });
    const fancy = makeColumn({ field: 'qty', label: 'Fancy', type: 'number', formatter: 'f' });
    const code = makeColumn({ field: 'qty', label: 'Code', format: 'lookup', formatOptions: { options: { '-5': '-cmd|x' } } });
    const fancyText: CellText = (row, column) => (column === fancy ? `-${String(row.qty)}!` : rowCellText(row, column));
    const rows = [{ qty: -5, salary: -1234.5 }];
    const records = parseCsv(toCsv([qty, salary, plain, fancy, code], rows, fancyText).slice(1));
    expect(records[1]).toEqual(['-5', '-$1,234.50', "'-5", "'--5!", "'-cmd|x"]);
  });

  it('a "number" column holding text that is not a number is neutralised', () => {
    const qty = makeColumn({ field: 'qty', label: 'Qty', type: 'number' });
    expect(csvOf([qty], [{ qty: '-2+3+cmd|\' /C calc\'!A0' }])[1]).toEqual(["'-2+3+cmd|' /C calc'!A0"]);
  });
});

describe('JSON as the user sees it (spec "Export rules"; issue 22 item 2)', () => {
  // Regression: JSON wrote raw values keyed by field, so a lookup column showed 1, not Engineering.
  it('keys are the header texts, values the shown text of each cell (a lookup its label, a number as formatted)', () => {
    const number = makeColumn({ field: '', label: '#', autoNumber: true });
    const rows = [{ id: 7, name: 'Alice', salary: 51000, status: 'a', secret: 's' }, { name: 'Bob' }];
    expect(JSON.parse(toJson([number, name, salary, status, ...exportColumns([hidden])], rows, text))).toEqual([
      { 'Full name': 'Alice', Salary: '$51,000.00', Status: 'Active' },
      { 'Full name': 'Bob', Salary: '', Status: '' },
    ]);
  });

  it('a lookup column exports its label in every format (csv, json, excel)', () => {
    const rows = [{ name: 'Alice', status: 'a' }, { name: 'Bob', status: 'i' }];
    expect(csvOf([name, status], rows).slice(1).map((r) => r[1])).toEqual(['Active', 'Inactive']);
    expect(JSON.parse(toJson([name, status], rows, text)).map((r: Record<string, string>) => r.Status)).toEqual(['Active', 'Inactive']);
    expect(toSheet('s', [name, status], rows, text).rows.map((r) => r[1])).toEqual(['Active', 'Inactive']);
  });

  it('a boolean shows its word, as the table shows it', () => {
    const active = makeColumn({ field: 'on', label: 'On', format: 'boolean' });
    const words: CellText = (row) => (row.on ? 'Ja' : 'Nein');
    expect(JSON.parse(toJson([active], [{ on: true }, { on: false }], words))).toEqual([{ On: 'Ja' }, { On: 'Nein' }]);
  });

  it('auto-number left out; a repeated header made unique ("Name", "Name (2)"), skipping a header that is already taken', () => {
    const number = makeColumn({ field: '', label: '#', autoNumber: true });
    const a = makeColumn({ field: 'a', label: 'Name' });
    const b = makeColumn({ field: 'b', label: 'Name' });
    const c = makeColumn({ field: 'c', label: 'Name (2)' });
    const d = makeColumn({ field: 'd', label: 'Name' });
    expect(jsonKeys([number, a, b, c, d])).toEqual(['Name', 'Name (3)', 'Name (2)', 'Name (4)']);
    expect(JSON.parse(toJson([number, a, b], [{ a: 'x', b: 'y' }], text))).toEqual([{ Name: 'x', 'Name (2)': 'y' }]);
  });

  it('a header without text is keyed by its field; a header "__proto__" stays a plain key; no rows gives []', () => {
    const blank = makeColumn({ field: 'code', label: '' });
    const proto = makeColumn({ field: 'p', label: '__proto__' });
    const parsed = JSON.parse(toJson([blank, proto], [{ code: 'C1', p: 'x' }], text));
    expect(parsed).toEqual([JSON.parse('{"code":"C1","__proto__":"x"}')]);
    expect(Object.keys(parsed[0])).toEqual(['code', '__proto__']);
    expect(toJson([name], [], text)).toBe('[]\n');
  });
});

describe('JSON { raw: true } keeps raw values keyed by field', () => {
  it('an array of objects keyed by field, visible data columns only, numbers as numbers, missing values null', () => {
    const number = makeColumn({ field: '', label: '#', autoNumber: true });
    const rows = [{ id: 7, name: 'Alice', salary: 51000, status: 'a', secret: 's' }, { name: 'Bob' }];
    expect(JSON.parse(toRawJson([number, name, salary, status, ...exportColumns([hidden])], rows, text))).toEqual([
      { name: 'Alice', salary: 51000, status: 'a' },
      { name: 'Bob', salary: null, status: null },
    ]);
  });

  it('keeps a field named __proto__ as a plain key; a field shown twice is one key; BigInt as digits', () => {
    const proto = makeColumn({ field: '__proto__', label: 'P' });
    const big = makeColumn({ field: 'n', label: 'N' });
    const parsed = JSON.parse(toRawJson([proto, big, big], [{ ['__proto__']: 'x', n: 2n ** 70n } as unknown as Row], text));
    expect(Object.keys(parsed[0])).toEqual(['__proto__', 'n']);
    expect(parsed[0].n).toBe((2n ** 70n).toString());
  });

  it('a row JSON cannot hold (a cycle) is written with its display texts; no rows gives []', () => {
    const cyclic: Row = { name: 'Loop' };
    cyclic.self = cyclic;
    const self = makeColumn({ field: 'self', label: 'Self' });
    expect(JSON.parse(toRawJson([name, self], [cyclic], () => 'shown'))).toEqual([{ name: 'shown', self: 'shown' }]);
    expect(toRawJson([name], [], text)).toBe('[]\n');
  });
});

describe('the sheet for Excel', () => {
  it('number, currency and percent columns hold numbers; dates hold serials; other formats hold their text', () => {
    const ratio = makeColumn({ field: 'r', label: 'R', format: 'percent' });
    const rows = [{ name: 'A', salary: 1234.5, r: 0.25, hired: '2024-03-01', status: 'a' }];
    const sheet = toSheet('t', [name, salary, ratio, hired, status], rows, text);
    expect(sheet.headers).toEqual(['Full name', 'Salary', 'R', 'Hired', 'Status']);
    expect(sheet.styles).toEqual(['text', 'money', 'percent', 'date', 'text']);
    expect(sheet.rows).toEqual([['A', 1234.5, 0.25, 45352, 'Active']]);
  });

  it('a value that is not a number or a date keeps its text', () => {
    const sheet = toSheet('t', [salary, hired], [{ salary: 'n/a', hired: 'someday' }, { salary: null, hired: null }], text);
    expect(sheet.rows).toEqual([['n/a', 'someday'], ['', '']]);
  });

  it('a formatter column is text, whatever its type; datetime columns keep the time', () => {
    expect(sheetStyle(makeColumn({ field: 'x', type: 'number', formatter: 'f' }))).toBe('text');
    expect(sheetStyle(makeColumn({ field: 'x', format: 'datetime' }))).toBe('datetime');
    expect(sheetStyle(makeColumn({ field: 'x', type: 'date' }))).toBe('date');
    expect(sheetStyle(makeColumn({ field: 'x', format: 'bytes', type: 'number' }))).toBe('text');
  });

  it('date serials: local wall time, days since 1899-12-30; none before 1 March 1900', () => {
    expect(excelSerial(new Date(2024, 2, 1))).toBe(45352);
    expect(excelSerial(new Date(2024, 2, 1, 18, 0))).toBe(45352.75);
    expect(excelSerial(new Date(1900, 2, 1))).toBe(61);
    expect(excelSerial(new Date(1900, 1, 28))).toBeUndefined();
  });
});

describe('formatted texts remembered for one export', () => {
  it('formats each value once per column; the same value in another column is formatted for that column', () => {
    const calls: string[] = [];
    const a = makeColumn({ field: 'v', label: 'A', format: 'number' });
    const b = makeColumn({ field: 'v', label: 'B', format: 'percent' });
    const textOf = rememberTexts((value, _row, column) => (calls.push(`${column.label}:${String(value)}`), `${column.label}${String(value)}`));
    const rows = [{ v: 1 }, { v: 2 }, { v: 1 }];
    expect(rows.flatMap((r) => [textOf(r, a), textOf(r, b)])).toEqual(['A1', 'B1', 'A2', 'B2', 'A1', 'B1']);
    expect(calls).toEqual(['A:1', 'B:1', 'A:2', 'B:2']);
  });

  it('objects and -0 are formatted every time (no stable key; -0 and 0 are one Map key)', () => {
    let calls = 0;
    const a = makeColumn({ field: 'v', label: 'A' });
    const textOf = rememberTexts((value) => (calls++, Object.is(value, -0) ? '-0' : String(value)));
    const same = { toString: () => 'x' };
    expect([textOf({ v: same }, a), textOf({ v: same }, a), textOf({ v: 0 }, a), textOf({ v: -0 }, a), textOf({ v: 0 }, a)]).toEqual(['x', 'x', '0', '-0', '0']);
    expect(calls).toBe(4);
  });
});

describe('cell elements', () => {
  it('a select cell element exports the label of its selected option, as it shows; other values and elements give none', () => {
    const select = makeColumn({ field: 's', cellElement: 'select', elementAttrs: { options: { a: 'Active', 1: 'One', __proto__x: 'P' } } });
    expect(selectLabel(select, 'a')).toBe('Active');
    expect(selectLabel(select, 1)).toBe('One');
    expect(selectLabel(select, 'zzz')).toBeUndefined();
    expect(selectLabel(select, 'toString')).toBeUndefined();
    expect(selectLabel(select, null)).toBeUndefined();
    expect(selectLabel(makeColumn({ field: 's', cellElement: 'text', elementAttrs: { options: { a: 'Active' } } }), 'a')).toBeUndefined();
  });
});
