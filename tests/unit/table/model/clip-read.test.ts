// Paste's first step (issue 46 item 3): reading TSV as Excel, Google Sheets and LibreOffice write it, and as
// the range part's copy writes it (model/clipboard.ts): quoted fields, mismatched quotes, tabs and line
// breaks inside quotes, a clipboard too large to be a paste refused.
import { describe, expect, it } from 'vitest';
import { parseTsv } from '../../../../src/table/model/clip-read';
import { clipCells, toTsv } from '../../../../src/table/model/clipboard';
import { makeColumn } from '../../../../src/table/model/columns';

describe('parseTsv', () => {
  it('tabs between cells, CRLF, LF or CR between rows; the last line break is no row', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(parseTsv('a\tb\nc\td')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(parseTsv('a\rb')).toEqual([['a'], ['b']]);
  });

  it('one value is one cell; empty cells stay', () => {
    expect(parseTsv('42')).toEqual([['42']]);
    expect(parseTsv('\t\tx')).toEqual([['', '', 'x']]);
    expect(parseTsv('')).toEqual([['']]);
  });

  it('a quoted field may hold tabs, line breaks and doubled quotes', () => {
    expect(parseTsv('"a\tb"\t"two\nlines"\t"say ""hi"""')).toEqual([['a\tb', 'two\nlines', 'say "hi"']]);
  });

  it('a quote that is never closed is text, the field ending at the next tab or line break', () => {
    expect(parseTsv('"open\tb\nc')).toEqual([['"open', 'b'], ['c']]);
    expect(parseTsv('5" pipe\tx')).toEqual([['5" pipe', 'x']]);
  });

  it('reads back what a copy writes', () => {
    const name = makeColumn({ field: 'name', label: 'Name' });
    const rows = [{ name: 'tab\there' }, { name: 'line\nbreak' }, { name: 'q"uote' }];
    const cells = clipCells(rows, [name], (row) => String(row.name));
    expect(parseTsv(toTsv(cells))).toEqual([['tab\there'], ['line\nbreak'], ['q"uote']]);
  });

  it('a clipboard of more cells than the limit is refused, without reading it all', () => {
    expect(parseTsv('a\tb\tc\nd', 3)).toBeNull();
    const huge = 'x\t'.repeat(1_000_000);
    const start = performance.now();
    expect(parseTsv(huge)).toBeNull();
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
