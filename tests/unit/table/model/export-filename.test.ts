// The exported file's name (exportData {filename}; issue 11 item 5): default {tableId}-{YYYY-MM-DD}.{ext},
// hostile names made safe, Unicode kept, the extension always the format's.
import { describe, expect, it } from 'vitest';
import { exportFilename } from '../../../../src/table/model/export-filename';

const NOW = new Date(2026, 0, 5, 23, 59);
const nameOf = (requested: unknown, format: 'csv' | 'json' | 'excel' = 'csv', id = 'users') => exportFilename(requested, id, format, NOW).name;

describe('default name', () => {
  it('is {tableId}-{YYYY-MM-DD} (local date) with the format\'s extension', () => {
    expect(nameOf(undefined)).toBe('users-2026-01-05.csv');
    expect(nameOf('', 'json')).toBe('users-2026-01-05.json');
    expect(nameOf(null, 'excel')).toBe('users-2026-01-05.xlsx');
    expect(exportFilename(undefined, 'users', 'csv', NOW).problem).toBeUndefined();
  });

  it('a table id that is no file name is cleaned like any name', () => {
    expect(nameOf(undefined, 'csv', '../a/b')).toBe('b-2026-01-05.csv');
  });

  it('a filename that is not a string is reported and the default used', () => {
    const result = exportFilename({ toString: () => 'x' }, 'users', 'csv', NOW);
    expect(result.name).toBe('users-2026-01-05.csv');
    expect(result.problem).toMatch(/filename is not a string/);
  });
});

describe('requested names', () => {
  it('keeps a safe name and adds the extension once', () => {
    expect(nameOf('report')).toBe('report.csv');
    expect(nameOf('report.csv')).toBe('report.csv');
    expect(nameOf('report.CSV')).toBe('report.csv');
    expect(exportFilename('report.CSV', 'users', 'csv', NOW).problem).toBeUndefined();
  });

  it('forces the format\'s extension: another one stays part of the name', () => {
    expect(nameOf('report.txt')).toBe('report.txt.csv');
    expect(nameOf('data.csv', 'excel')).toBe('data.csv.xlsx');
    expect(nameOf('data.exe', 'json')).toBe('data.exe.json');
  });

  it('keeps Unicode', () => {
    expect(nameOf('รายงาน 2026 — ñ 👩‍💻')).toBe('รายงาน 2026 — ñ 👩‍💻.csv');
  });

  it.each([
    ['../../etc/passwd', 'passwd.csv'],
    ['..\\..\\windows\\system32\\evil', 'evil.csv'],
    ['/abs/path/file.csv', 'file.csv'],
    ['..', 'users-2026-01-05.csv'],
    ['.', 'users-2026-01-05.csv'],
    ['.hidden', 'hidden.csv'],
    ['trailing. . ', 'trailing.csv'],
    ['con', '_con.csv'],
    ['CON.txt', '_CON.txt.csv'],
    ['lpt1', '_lpt1.csv'],
    ['a<b>c:d"e|f?g*h', 'a_b_c_d_e_f_g_h.csv'],
    ['null\u0000byte', 'nullbyte.csv'],
    ['line\r\nbreak\ttab', 'linebreaktab.csv'],
    ['\u202Eevil\u202C.txt', 'evil.txt.csv'],
    ['<script>alert(1)</script>', 'script_.csv'],
    ['<b>x</b>', 'b_.csv'],
    ['a<b>c', 'a_b_c.csv'],
  ])('%j becomes %j, with a problem reported', (requested, expected) => {
    const result = exportFilename(requested, 'users', 'csv', NOW);
    expect(result.name).toBe(expected);
    expect(result.problem).toMatch(/is not a safe file name/);
  });

  it('a very long name is cut to 200 UTF-8 bytes, never inside a character', () => {
    expect(nameOf('A'.repeat(8000))).toBe(`${'A'.repeat(200)}.csv`);
    const thai = nameOf('ก'.repeat(100)); // 3 bytes each
    expect(thai).toBe(`${'ก'.repeat(66)}.csv`);
    const emoji = nameOf('😀'.repeat(100)); // 4 bytes each, 2 UTF-16 units
    expect(emoji).toBe(`${'😀'.repeat(50)}.csv`);
  });
});
