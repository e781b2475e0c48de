/**
 * exportData (spec "Client methods", "Export rules"; issue 11 item 5): what
 * goes into a file. Pure: columns and rows in, text out; the dom layer
 * (dom/export.ts) supplies each cell's display text and hands the file over.
 *
 * Decisions (the spec leaves them open):
 * - Columns: the visible ones, in order. Hidden columns are left out; the
 *   checkbox and row-actions cells are not columns at all. An auto-number
 *   column is exported (the user sees it, under its th text) as the row's
 *   position in the export, 1..N over all pages; JSON leaves it out (it is
 *   not data).
 * - Text: what the cell shows (formats and lookups applied, a custom
 *   formatter's output as text), for every filtered row in the sorted order.
 * - JSON is what the user sees too (issue 22 item 2): an array of objects
 *   keyed by the header texts (auto-number left out, a repeated header made
 *   unique: "Name", "Name (2)"), each value the cell's shown text.
 *   `{ raw: true }` gives raw values keyed by field instead, one key per
 *   visible data column (a missing value is null).
 * - CSV: RFC 4180 (CRLF, quotes where needed) with a UTF-8 BOM; a cell that
 *   begins with = + - @ TAB or CR is prefixed with ' (OWASP CSV injection).
 *   The one exception: a negative number in a numeric column whose text the
 *   number format made (no custom formatter), such as -5 or -$1,234.50. Its
 *   text is digits, separators, a sign and the page's currency label, which
 *   no spreadsheet runs as a formula, and a prefix would turn it into text.
 */
import { toDate } from '../../core/format-dates';
import { toNumber } from '../../core/format-numbers';
import { fieldValue } from './fields';
import type { ColumnDef, Row } from './types';

export type ExportFormat = 'csv' | 'json' | 'excel';

/** File extension and media type of each format. */
export const FILE_TYPES: Record<ExportFormat, { ext: string; type: string }> = {
  csv: { ext: 'csv', type: 'text/csv;charset=utf-8' },
  json: { ext: 'json', type: 'application/json;charset=utf-8' },
  excel: { ext: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

/** Display text of a data cell (the dom layer: store.textOf, or a custom formatter's output as text). */
export type CellText = (row: Row, column: ColumnDef) => string;

/** The columns a file holds: the visible ones, in order (hidden columns are left out). */
export function exportColumns(columns: readonly ColumnDef[]): ColumnDef[] {
  return columns.filter((c) => c.visible);
}

/** Header texts: the th text (column label), never the field name unless the label is the field. */
function exportHeaders(columns: readonly ColumnDef[]): string[] {
  return columns.map((c) => c.label);
}

/** The text of one cell: an auto-number column gives the row's position in the export (`index` is 0-based). */
function cellTextAt(row: Row, column: ColumnDef, index: number, textOf: CellText): string {
  return column.autoNumber ? String(index + 1) : textOf(row, column);
}

const NUMBER_FORMATS: ReadonlySet<string | undefined> = new Set([undefined, 'number', 'currency', 'percent']);

/** A select cell element shows the label of the option whose value is the cell's (as CellControl does); undefined otherwise. */
export function selectLabel(column: ColumnDef, value: unknown): string | undefined {
  const options = column.cellElement === 'select' ? column.elementAttrs.options : undefined;
  if (!options || value === null || value === undefined || typeof value === 'object') return undefined;
  const key = String(value);
  return Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined;
}

/**
 * `format(value, row, column)` remembered per column and value: a format's
 * text depends on the value alone, so within one export the same status,
 * date or amount is formatted once. Objects (no stable key) and -0 (one Map
 * key with 0, yet formatted apart) are formatted every time.
 */
export function rememberTexts(format: (value: unknown, row: Row, column: ColumnDef) => string): CellText {
  const memo = new Map<ColumnDef, Map<unknown, string>>();
  return (row, column) => {
    const value = fieldValue(row, column.field);
    const keyed = (value === null || typeof value !== 'object') && !Object.is(value, -0);
    let byValue = memo.get(column);
    if (!byValue) memo.set(column, (byValue = new Map()));
    let text = keyed ? byValue.get(value) : undefined;
    if (text === undefined) {
      text = format(value, row, column);
      if (keyed) byValue.set(value, text);
    }
    return text;
  };
}

/** Whether the column's text is made by a number format from the value (type number or a number format, no formatter, no lookup). */
export function numericColumn(column: ColumnDef): boolean {
  if (column.formatter || column.cellElement || column.autoNumber) return false;
  return column.format ? column.format !== 'text' && NUMBER_FORMATS.has(column.format) : column.type === 'number';
}

/** Whether text begins with = + - @ TAB or CR (by char code: this runs for every cell). */
function formulaStart(text: string): boolean {
  const c = text.charCodeAt(0);
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13;
}

/**
 * A cell made safe for a spreadsheet (OWASP CSV injection): text beginning
 * with = + - @ TAB or CR gets a leading apostrophe. `trustedNumber` (a
 * number format's own output, see the module comment) is left as it is.
 */
export function neutralise(text: string, trustedNumber = false): string {
  return formulaStart(text) && !trustedNumber ? `'${text}` : text;
}

/**
 * One cell's text made safe as CSV makes it (and the copied range: issue 46
 * item 2): neutralised, except a negative number's own text in a
 * `numeric` column (numericColumn; see the module comment). Only a leading
 * '-' can be a number's sign: the value is read only then.
 */
export function guardCell(text: string, numeric: boolean, row: Row, field: string): string {
  return formulaStart(text) && !(numeric && text.charCodeAt(0) === 45 && toNumber(fieldValue(row, field)) !== undefined) ? `'${text}` : text;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** One RFC 4180 field: quoted when it holds a quote, comma, CR or LF, with quotes doubled. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The CSV file's text: a UTF-8 byte order mark (so spreadsheets read UTF-8),
 * the header row, then one record per row; every record ends with CRLF.
 * Every field, headers included, is neutralised and quoted as needed.
 */
export function toCsv(columns: readonly ColumnDef[], rows: readonly Row[], textOf: CellText): string {
  const numeric = columns.map(numericColumn);
  const lines: string[] = [exportHeaders(columns).map((h) => csvField(neutralise(h))).join(',')];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    let line = '';
    for (let c = 0; c < columns.length; c++) {
      const column = columns[c];
      line += (c ? ',' : '') + csvField(guardCell(cellTextAt(row, column, i, textOf), numeric[c], row, column.field));
    }
    lines.push(line);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** BigInt as its digits (JSON has no BigInt); everything else as JSON does. */
const jsonValue = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/** One row as JSON: its raw values keyed by field; a row JSON cannot hold (a cycle, a throwing getter) becomes its display texts. */
function jsonRow(row: Row, fields: readonly string[], texts: () => string[]): string {
  // Object.fromEntries defines own properties: a field named __proto__ stays a plain key.
  const object = Object.fromEntries(fields.map((f) => [f, fieldValue(row, f) ?? null]));
  try {
    return JSON.stringify(object, jsonValue);
  } catch {
    const shown = texts();
    return JSON.stringify(Object.fromEntries(fields.map((f, i) => [f, shown[i]])));
  }
}

/** JSON's array of one line per row (`[]` for none). */
const jsonArray = (lines: readonly string[]) => (lines.length ? `[\n${lines.join(',\n')}\n]\n` : '[]\n');

/**
 * The keys of JSON as the user sees it, one per column: its header text (its
 * field when the header has none); a header already taken gets " (2)",
 * " (3)"... (the first number no header uses). Auto-number columns get none.
 */
export function jsonKeys(columns: readonly ColumnDef[]): string[] {
  const data = columns.filter((c) => !c.autoNumber);
  const wanted = data.map((c) => c.label || c.field);
  const taken = new Set(wanted);
  const used = new Set<string>();
  return wanted.map((key) => {
    let unique = key;
    for (let n = 2; used.has(unique); n++) if (!taken.has(`${key} (${n})`)) unique = `${key} (${n})`;
    used.add(unique);
    return unique;
  });
}

/**
 * The JSON file's text as the user sees it: an array of row objects, one per
 * line, keyed by header text (jsonKeys), each value the cell's shown text.
 */
export function toJson(columns: readonly ColumnDef[], rows: readonly Row[], textOf: CellText): string {
  const data = columns.filter((c) => !c.autoNumber);
  const keys = jsonKeys(data);
  // Object.fromEntries defines own properties: a header named __proto__ stays a plain key.
  return jsonArray(rows.map((row) => JSON.stringify(Object.fromEntries(data.map((c, i) => [keys[i], textOf(row, c)])))));
}

/**
 * The JSON file's text with `{ raw: true }`: an array of row objects, one per
 * line, keyed by the fields of the visible data columns (auto-number left
 * out; a field shown twice is one key), values raw (numbers stay numbers, a
 * missing one is null).
 */
export function toRawJson(columns: readonly ColumnDef[], rows: readonly Row[], textOf: CellText): string {
  const data = [...new Set(columns.filter((c) => !c.autoNumber && c.field).map((c) => c.field))];
  const byField = data.map((f) => columns.find((c) => c.field === f)!);
  return jsonArray(rows.map((row) => jsonRow(row, data, () => byField.map((c) => textOf(row, c)))));
}

/** How a spreadsheet column holds its values (xlsx.ts maps each to a cell style). */
export type SheetStyle = 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime';

/** A one-sheet workbook's content: numbers as numbers, dates as serial day numbers, the rest as display text. */
export interface Sheet {
  name: string;
  headers: string[];
  styles: SheetStyle[];
  rows: Array<Array<string | number>>;
  /** Each row's outline level (Excel's row grouping; a grouped table's, model/export-groups.ts); none: no outline. */
  outline?: number[];
}

/** The style of a column's cells: from its format, else its type; a formatter's output and other formats are text. */
export function sheetStyle(column: ColumnDef): SheetStyle {
  if (column.autoNumber) return 'number';
  if (column.formatter || column.cellElement) return 'text';
  switch (column.format ?? (column.type === 'text' ? 'text' : column.type)) {
    case 'number': return 'number';
    case 'currency': return 'money';
    case 'percent': return 'percent';
    case 'date': return 'date';
    case 'datetime': return 'datetime';
    default: return 'text';
  }
}

const DAY_MS = 86_400_000;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A date as a spreadsheet serial day number: its local wall-clock date and
 * time (what the table shows), days since 1899-12-30. Undefined before
 * 1 March 1900, where Excel's serials are off by its phantom 29 February 1900.
 */
export function excelSerial(date: Date): number | undefined {
  const utc = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds());
  const serial = (utc - EXCEL_EPOCH) / DAY_MS;
  return serial >= 61 && serial < 2_958_466 ? serial : undefined; // up to 9999-12-31
}

/** One sheet cell: the raw number or date serial when the column's style wants one and the value has it, else the display text. */
function sheetCell(style: SheetStyle, raw: unknown, text: () => string): string | number {
  if (style === 'number' || style === 'money' || style === 'percent') return toNumber(raw) ?? text();
  if (style === 'date' || style === 'datetime') {
    const date = raw === null || raw === undefined || raw === '' ? undefined : toDate(raw);
    return (date && excelSerial(date)) ?? text();
  }
  return text();
}

/** The workbook's one sheet: headers, styles and cells of the rows as exported. */
export function toSheet(name: string, columns: readonly ColumnDef[], rows: readonly Row[], textOf: CellText): Sheet {
  const styles = columns.map(sheetStyle);
  return {
    name,
    headers: exportHeaders(columns),
    styles,
    rows: rows.map((row, i) => columns.map((column, c) =>
      column.autoNumber ? i + 1 : sheetCell(styles[c], fieldValue(row, column.field), () => textOf(row, column)))),
  };
}
