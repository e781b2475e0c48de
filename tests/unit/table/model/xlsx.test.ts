// The .xlsx writer (issue 11 item 5): a real workbook; unzipped here and its sheet XML read back.
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { columnName, sheetName, xlsxWorkbook, xmlText } from '../../../../src/table/model/xlsx';
import type { Sheet } from '../../../../src/table/model/export';

const PARTS = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'];

function unzip(sheet: Sheet): Record<string, string> {
  const files = unzipSync(xlsxWorkbook(sheet));
  return Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strFromU8(v)]));
}

const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The shared strings of a workbook, in order (raw XML text of each). */
const sharedStrings = (files: Record<string, string>) => [...files['xl/sharedStrings.xml'].matchAll(/<si><t xml:space="preserve">([\s\S]*?)<\/t><\/si>/g)].map((m) => m[1]);

/** Cells of sheet1 by reference: { A1: { t, s, v } }; a shared string's text looked up and decoded. */
function cells(files: Record<string, string>): Record<string, { t: string | undefined; s: string | undefined; v: string }> {
  const strings = sharedStrings(files);
  const out: Record<string, { t: string | undefined; s: string | undefined; v: string }> = {};
  for (const m of files['xl/worksheets/sheet1.xml'].matchAll(/<c r="([A-Z]+\d+)"((?: [a-z]+="[^"]*")*)><v>([^<]*)<\/v><\/c>/g)) {
    const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(m[2])?.[1];
    out[m[1]] = { t: attr('t'), s: attr('s'), v: attr('t') === 's' ? decode(strings[Number(m[3])]) : m[3] };
  }
  return out;
}

const base: Sheet = {
  name: 'employees',
  headers: ['Name', 'Salary', 'Share', 'Hired', 'At', 'Note'],
  styles: ['text', 'money', 'percent', 'date', 'datetime', 'text'],
  rows: [
    ['Alice', 51000, 0.25, 45352, 45352.75, '=HYPERLINK("http://evil.invalid")'],
    ['<b>Bob</b> & "co"', 'n/a', 0.5, 'someday', 45000, ''],
  ],
};

describe('the workbook package', () => {
  it('is a zip with the SpreadsheetML parts, the sheet registered in the workbook', () => {
    const files = unzip(base);
    expect(Object.keys(files).sort()).toEqual([...PARTS].sort());
    expect(files['[Content_Types].xml']).toContain('PartName="/xl/worksheets/sheet1.xml"');
    expect(files['xl/workbook.xml']).toContain('<sheet name="employees" sheetId="1" r:id="rId1"/>');
    expect(files['xl/_rels/workbook.xml.rels']).toContain('Target="worksheets/sheet1.xml"');
    expect(files['_rels/.rels']).toContain('Target="xl/workbook.xml"');
  });

  it('starts with the zip signature', () => {
    expect([...xlsxWorkbook(base).slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });
});

describe('the sheet', () => {
  const files = unzip(base);
  const sheet = files['xl/worksheets/sheet1.xml'];
  const c = cells(files);
  const styles = unzip(base)['xl/styles.xml'];
  const xf = (index: string) => [...styles.matchAll(/<cellXfs[^>]*>(.*?)<\/cellXfs>/gs)][0][1].match(/<xf [^>]*\/>/g)![Number(index)];

  it('the header row is bold strings', () => {
    expect(c.A1).toEqual({ t: 's', s: '1', v: 'Name' });
    expect(xf('1')).toContain('applyFont="1"');
    expect(styles).toMatch(/<font><b\/>/);
  });

  it('numbers stay numbers (t="n"), money and percent with a number format', () => {
    expect(c.B2).toEqual({ t: 'n', s: '2', v: '51000' });
    expect(xf('2')).toContain('numFmtId="4"');
    expect(c.C2).toEqual({ t: 'n', s: '3', v: '0.25' });
    expect(xf('3')).toContain('numFmtId="10"');
  });

  it('dates are serial numbers with a date format; a datetime keeps its fraction', () => {
    expect(c.D2).toEqual({ t: 'n', s: '4', v: '45352' });
    expect(xf('4')).toContain('numFmtId="164"');
    expect(styles).toContain('<numFmt numFmtId="164" formatCode="yyyy-mm-dd"/>');
    expect(c.E2).toEqual({ t: 'n', s: '5', v: '45352.75' });
  });

  it('text that looks like a formula is a string cell; no formula is ever written', () => {
    expect(c.F2).toEqual({ t: 's', s: undefined, v: '=HYPERLINK("http://evil.invalid")' });
    expect(sheet).not.toMatch(/<f[ >]/);
  });

  it('markup, ampersands and quotes are escaped and read back exactly; a text in a number column stays text', () => {
    expect(files['xl/sharedStrings.xml']).toContain('&lt;b&gt;Bob&lt;/b&gt; &amp; &quot;co&quot;');
    expect(c.A3.v).toBe('<b>Bob</b> & "co"');
    expect(c.B3).toEqual({ t: 's', s: undefined, v: 'n/a' });
    expect(c.D3).toEqual({ t: 's', s: undefined, v: 'someday' });
  });

  it('each distinct text is stored once, cells refer to it by index', () => {
    const files2 = unzip({ ...base, headers: ['H'], styles: ['text'], rows: [['same'], ['other'], ['same']] });
    expect(sharedStrings(files2)).toEqual(['H', 'same', 'other']);
    expect(files2['xl/sharedStrings.xml']).toContain('count="4" uniqueCount="3"');
    expect(Object.values(cells(files2)).map((x) => x.v)).toEqual(['H', 'same', 'other', 'same']);
  });

  it('an empty text leaves the cell out; rows are numbered from 2', () => {
    expect(c.F3).toBeUndefined();
    expect(sheet).toContain('<row r="3">');
    expect(sheet).toContain('ySplit="1"');
  });

  it('characters XML cannot hold are dropped; tabs, newlines, emoji and Thai stay', () => {
    const text = 'a\u0000b\u0001c\u000bd\tx\ny 😀 ไทย \ud800lone';
    const got = cells(unzip({ ...base, rows: [[text]], headers: ['H'], styles: ['text'] })).A2.v;
    expect(got).toBe('abcd\tx\ny 😀 ไทย lone');
  });

  it('a CR is written as &#13; (an XML reader would turn a literal one into LF); text like Excel\'s _x0041_ escape is escaped', () => {
    const xml = unzip({ ...base, headers: ['H'], styles: ['text'], rows: [['a\r\nb _x0041_']] })['xl/sharedStrings.xml'];
    expect(xml).toContain('a&#13;\nb _x005F_x0041_</t>');
  });

  it('a text longer than Excel allows is cut to 32,767 characters', () => {
    const long = unzip({ ...base, headers: ['H'], styles: ['text'], rows: [['x'.repeat(40000)]] });
    expect(cells(long).A2.v.length).toBe(32767);
  });

  it('a non-finite number is written as its text', () => {
    const got = cells(unzip({ ...base, headers: ['H'], styles: ['number'], rows: [[Infinity]] }));
    expect(got.A2).toEqual({ t: 's', s: undefined, v: 'Infinity' });
  });
});

describe('helpers', () => {
  it('column names run A..Z, AA..', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('sheet names follow Excel\'s rules', () => {
    expect(sheetName('a/b\\c?d*e[f]g:h')).toBe('a b c d e f g h');
    expect(sheetName("'quoted'")).toBe('quoted');
    expect(sheetName('x'.repeat(40))).toBe('x'.repeat(31));
    expect(sheetName('')).toBe('Sheet1');
    expect(sheetName('History')).toBe('Sheet1');
  });

  it('xml text escapes & < > "', () => {
    expect(xmlText('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });

  it('the sheet name is escaped in the workbook', () => {
    expect(unzip({ ...base, name: '<Q&A>' })['xl/workbook.xml']).toContain('name="&lt;Q&amp;A&gt;"');
  });
});
