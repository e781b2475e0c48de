/**
 * What Ctrl/Cmd+C puts on the clipboard (issue 46 item 2), pure: a range's
 * cells as tab-separated text (`text/plain`, as Excel, Google Sheets and
 * LibreOffice write and read it) and as an HTML `<table>` (`text/html`),
 * each cell's text as the reader sees it (formatted, a lookup's label), its
 * raw value in the HTML cell's `data-value`. Text that a spreadsheet would
 * run as a formula is guarded as CSV export guards it (model/export.ts
 * guardCell). Values are only ever written as escaped text: nothing of a
 * cell becomes markup.
 */
import { guardCell, numericColumn } from './export';
import { fieldValue } from './fields';
import type { ColumnDef, Row } from './types';

/** One copied cell: its shown text (guarded) and its raw value. */
export interface ClipCell {
  text: string;
  value: unknown;
}

/** Display text of a data cell (the part: the export's cell texts; an auto-number column: the row's place). */
export type ClipText = (row: Row, column: ColumnDef, index: number) => string;

/** The cells of `rows` × `columns`, row by row, texts guarded (a column of negative numbers keeps its sign). */
export function clipCells(rows: readonly Row[], columns: readonly ColumnDef[], textOf: ClipText): ClipCell[][] {
  const numeric = columns.map(numericColumn);
  return rows.map((row, r) => columns.map((column, c) => ({
    text: guardCell(textOf(row, column, r), numeric[c], row, column.field),
    value: column.field ? fieldValue(row, column.field) : undefined,
  })));
}

/** A TSV field: quoted (quotes doubled) when it holds a tab, a line break or a quote, as spreadsheets read it back. */
export function tsvField(text: string): string {
  return /[\t\r\n"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The range as tab-separated text: a tab between cells, CRLF between rows (Excel's clipboard), no line break after the last. */
export function toTsv(cells: readonly ClipCell[][]): string {
  return cells.map((row) => row.map((cell) => tsvField(cell.text)).join('\t')).join('\r\n');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as HTML text or attribute content: & < > " escaped. */
const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

/**
 * A raw value as the `data-value` attribute holds it: strings as they are,
 * numbers and booleans as their text, dates as ISO 8601, other objects as
 * JSON; null for none (no attribute). Never throws.
 */
export function rawText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'object') return String(value);
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}

/** The range as an HTML table: one `<td>` per cell, its text escaped, its raw value (when it has one) in `data-value`. */
export function toHtmlTable(cells: readonly ClipCell[][]): string {
  let html = '<table><tbody>';
  for (const row of cells) {
    html += '<tr>';
    for (const cell of row) {
      const raw = rawText(cell.value);
      html += `<td${raw === null ? '' : ` data-value="${escapeHtml(raw)}"`}>${escapeHtml(cell.text)}</td>`;
    }
    html += '</tr>';
  }
  return `${html}</tbody></table>`;
}
