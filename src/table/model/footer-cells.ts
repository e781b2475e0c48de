/**
 * A tfoot cell's attributes, checked (spec "Footer cells (tfoot)"), and how
 * an aggregate is shown in it: `prefix + formatted + suffix` as text, the
 * cell's own classes, style and title kept. Pure: dom/foot.ts reads the
 * page's cells, components/TableFoot.svelte renders them.
 */
import { formatValue, isFormatName, type FormatName, type FormatOptions } from '../../core/formats';
import type { AggregateType } from './aggregates';
import type { FooterCellInput } from './footer-plan';
import type { ColumnDef } from './types';

/** A cell as read from the page (or made for legacy mode). */
export interface FooterCellSource {
  tag: 'th' | 'td';
  attrs: Record<string, string>;
  colSpan: number;
  rowSpan: number;
  blank: boolean;
}

export interface FooterCell {
  tag: 'th' | 'td';
  input: FooterCellInput;
  /** The page's attributes but class, style, title, colspan and hidden (which the footer renders itself). */
  own: Record<string, string>;
  pageClass?: string;
  pageStyle?: string;
  pageTitle?: string;
  /** data-format (checked), and format options given on the cell itself. */
  format?: FormatName;
  options: FormatOptions;
  formatter?: string;
  custom?: string;
  cellClass: string[];
  prefix: string;
  suffix: string;
  align?: string;
  /** A malformed attribute that leaves the cell as it was (warned once). */
  broken?: string;
}

const ALIGN = new Set(['left', 'right', 'center', 'start', 'end', 'justify']);
const RENDERED = new Set(['class', 'style', 'title', 'colspan', 'hidden']);
const NUMERIC_FORMATS = new Set(['number', 'currency', 'percent', 'bytes', 'duration']);

/** Check a tfoot cell (th or td, footer rule 1); `warn` gets one message per problem. */
export function footerCell(source: FooterCellSource, warn: (message: string) => void): FooterCell {
  const { attrs } = source;
  const has = (name: string) => Object.prototype.hasOwnProperty.call(attrs, name);
  const attr = (name: string) => (has(name) ? attrs[name] : undefined);
  const trimmed = (name: string) => attr(name)?.trim() || undefined;
  const aggregate = attr('data-aggregate');
  const cell: FooterCell = {
    tag: source.tag,
    input: { colSpan: source.colSpan, rowSpan: source.rowSpan, blank: source.blank, field: trimmed('data-field'), aggregate },
    own: Object.fromEntries(Object.entries(attrs).filter(([name]) => !RENDERED.has(name))),
    pageClass: attr('class'),
    pageStyle: attr('style'),
    pageTitle: attr('title'),
    options: {},
    formatter: trimmed('data-formatter'),
    custom: trimmed('data-custom'),
    cellClass: (attr('data-cell-class') ?? '').split(/\s+/).filter(Boolean),
    prefix: attr('data-prefix') ?? '',
    suffix: attr('data-suffix') ?? '',
  };
  if (has('data-class')) warn('a footer cell has data-class, which is not supported — use the class attribute (ignored)');
  const format = trimmed('data-format');
  if (format && isFormatName(format)) cell.format = format;
  else if (format) cell.broken = `a footer cell has data-format "${format.slice(0, 40)}", which is not a known format — cell left as it is`;
  const align = trimmed('data-align')?.toLowerCase();
  if (align && ALIGN.has(align)) cell.align = align;
  else if (align) warn(`a footer cell has data-align "${align.slice(0, 40)}", not left, right, center, start, end or justify — ignored`);
  const decimals = trimmed('data-decimals');
  if (decimals !== undefined) {
    const n = Number(decimals);
    if (Number.isInteger(n) && n >= 0 && n <= 20) cell.options.decimals = n;
    else warn(`a footer cell has data-decimals "${decimals.slice(0, 40)}", not a whole number 0 to 20 — ignored`);
  }
  for (const [name, key] of [['data-locale', 'locale'], ['data-currency', 'currency'], ['data-pattern', 'pattern']] as const) {
    const value = trimmed(name);
    if (value) cell.options[key] = value;
  }
  if (aggregate?.trim() === 'custom' && !cell.custom) cell.broken = 'a footer cell has data-aggregate="custom" and no data-custom function name — cell left as it is';
  return cell;
}

/** The row made for legacy mode when the page has no tfoot: a blank td per column. */
export function madeRow(columns: number): FooterCell[] {
  const blank = { tag: 'td' as const, attrs: {}, colSpan: 1, rowSpan: 1, blank: true };
  return Array.from({ length: columns }, () => footerCell(blank, () => {}));
}

/**
 * The text of an aggregate in a cell that names no formatter: count as a
 * number; sum, avg, min and max in the column's number-like format (a
 * currency column's total is currency), else as a number; a custom value as
 * a number or as its text. The cell's data-format and options win. '' when
 * the value was skipped (null) or formats to nothing.
 */
export function footerText(cell: FooterCell, type: AggregateType, value: unknown, column: ColumnDef | undefined): string {
  if (value === null || value === undefined) return '';
  let format: FormatName = 'number';
  let options: FormatOptions = {};
  if (type === 'custom') format = typeof value === 'number' ? 'number' : 'text';
  else if (type !== 'count' && column?.format && NUMERIC_FORMATS.has(column.format)) {
    format = column.format;
    options = column.formatOptions ?? {};
  }
  const text = formatValue(value, cell.format ?? format, { ...options, ...cell.options });
  return text ? cell.prefix + text + cell.suffix : '';
}

/**
 * The class attribute of a filled cell: the page's classes, alm-page-total
 * when it shows a page total, then its data-cell-class (else the column's),
 * each once. undefined when there are none.
 */
export function footerClass(cell: FooterCell, marked: boolean, columnClass: string): string | undefined {
  const own = cell.cellClass.length ? cell.cellClass : columnClass.split(/\s+/);
  const names = [...(cell.pageClass ?? '').split(/\s+/), marked ? 'alm-page-total' : '', ...own];
  return [...new Set(names.filter(Boolean))].join(' ') || undefined;
}
