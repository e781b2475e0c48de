// Copy (issue 46 item 2), the pure part: TSV as spreadsheets read it (tabs, CRLF, quoted fields), an HTML table
// with escaped text and raw values in data-value, formula-like text guarded as CSV export guards it.
import { describe, expect, it } from 'vitest';
import { clipCells, rawText, toHtmlTable, toTsv, tsvField, type ClipText } from '../../../../src/table/model/clipboard';
import { makeColumn } from '../../../../src/table/model/columns';
import { rowCellText } from '../../../../src/table/model/cells';

const name = makeColumn({ field: 'name', label: 'Name' });
const amount = makeColumn({ field: 'amount', label: 'Amount', type: 'number', format: 'number', formatOptions: { locale: 'en-US' } });
const text: ClipText = (row, column) => rowCellText(row, column);

describe('text/plain: tab-separated values', () => {
  it('a tab between cells, CRLF between rows, nothing after the last', () => {
    const cells = clipCells([{ name: 'Ann', amount: 1200 }, { name: 'Bo', amount: 3 }], [name, amount], text);
    expect(toTsv(cells)).toBe('Ann\t1,200\r\nBo\t3');
  });

  it('a value with a tab, a line break or a quote is quoted, its quotes doubled', () => {
    expect(tsvField('a\tb')).toBe('"a\tb"');
    expect(tsvField('two\nlines')).toBe('"two\nlines"');
    expect(tsvField('say "hi"')).toBe('"say ""hi"""');
    expect(tsvField('plain, text')).toBe('plain, text');
  });

  it('formula-like text (= + - @) is guarded as CSV export guards it; a negative number keeps its sign', () => {
    const cells = clipCells([{ name: '=HYPERLINK("x")', amount: -5 }, { name: '@SUM(A1)', amount: 2 }, { name: '+1', amount: 0 }], [name, amount], text);
    expect(cells.map((row) => row.map((c) => c.text))).toEqual([["'=HYPERLINK(\"x\")", '-5'], ["'@SUM(A1)", '2'], ["'+1", '0']]);
  });

  it('the texts are the shown ones (a lookup\'s label), the values the raw ones', () => {
    const status = makeColumn({ field: 'status', label: 'Status', format: 'lookup', formatOptions: { options: { a: 'Active' } } });
    const [[cell]] = clipCells([{ status: 'a' }], [status], text);
    expect(cell).toEqual({ text: 'Active', value: 'a' });
  });
});

describe('text/html: a table', () => {
  it('one td per cell, the text escaped, the raw value in data-value', () => {
    const html = toHtmlTable([[{ text: '<b>x</b> & "y"', value: '<b>x</b>' }, { text: '1,200', value: 1200 }], [{ text: '', value: null }, { text: 'Yes', value: true }]]);
    expect(html).toBe('<table><tbody><tr><td data-value="&lt;b&gt;x&lt;/b&gt;">&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;</td><td data-value="1200">1,200</td></tr>'
      + '<tr><td></td><td data-value="true">Yes</td></tr></tbody></table>');
  });

  it('parsed back, it holds text only: no element a value wrote', () => {
    const html = toHtmlTable([[{ text: '<img src=x onerror=alert(1)>', value: '"><script>alert(1)</script>' }]]);
    expect(html).not.toMatch(/<img|<script/);
  });

  it('raw values: dates as ISO 8601, objects as JSON, none for null, nothing thrown', () => {
    expect(rawText(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02T00:00:00.000Z');
    expect(rawText({ a: 1 })).toBe('{"a":1}');
    expect(rawText(undefined)).toBeNull();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(rawText(cycle)).toBeNull();
    expect(rawText(10n)).toBe('10');
  });
});
