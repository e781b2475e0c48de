/**
 * A cell's text as the reader sees it, for what leaves the table: an export
 * (./export.ts) and a copied range (./cell-range.ts, issue 46 item 2).
 */
import { rememberTexts, selectLabel, type CellText } from '../model/export';
import { cellText } from '../model/cells';
import { fieldValue } from '../model/fields';
import type { ColumnDef, Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import { applyFormatter } from './formatter';

/** Whether a column's text needs the dates chunk (dayjs), which only the main bundle's formats have. */
const usesDayjs = (column: ColumnDef) => !!column.formatOptions.pattern || column.format === 'humanize';

/**
 * Display text of a formatted cell, remembered per column and value for one
 * export (rememberTexts). A format the main bundle must make (a date
 * pattern, humanize: dayjs lives there) comes from store.textOf, the others
 * from the same model function (cellText) here, without store.textOf's
 * per-cell cache, whose hundreds of thousands of WeakMap entries would cost
 * more than the formatting.
 */
function formattedTexts(store: TableStore): CellText {
  const lookups = store.shown;
  return rememberTexts((value, row, column) =>
    usesDayjs(column) ? store.textOf(row, column) : cellText(value, column, lookups.get(column.field)));
}

/**
 * Display text of a cell as the table shows it: the value's text (cellText
 * without a format; a select cell element's option label), its formatted
 * text, or a custom formatter's output as text. The formatter writes into a cell of an inert document (no browsing
 * context: markup it returns is parsed, never run, and loads nothing), whose
 * text is taken as a browser shows it: without script, style and template
 * content, white space collapsed.
 */
export function cellTexts(store: TableStore): CellText {
  const formatted = formattedTexts(store);
  const shown: CellText = (row, column) => {
    if (column.format) return formatted(row, column);
    const value = fieldValue(row, column.field);
    const label = selectLabel(column, value);
    if (label !== undefined) return label;
    if (value === null || value === undefined) return '';
    try {
      return String(value); // as cellText shows a value without a format
    } catch {
      return ''; // an object whose toString throws
    }
  };
  let inert: Document | undefined;
  return (row: Row, column: ColumnDef) => {
    const formatter = typeof column.formatter === 'function' ? column.formatter
      : column.formatter ? store.formatter(column.formatter, column.formatterFromData === true) : undefined;
    if (!formatter) return shown(row, column);
    inert ??= document.implementation.createHTMLDocument('');
    const td = inert.createElement('td');
    const name = typeof column.formatter === 'string' ? column.formatter : 'custom';
    const attrs = { field: column.field, column, tableId: store.id, isFooter: false, isExport: true };
    applyFormatter(td, store.id, name, formatter, fieldValue(row, column.field), row, attrs);
    for (const hidden of td.querySelectorAll('script, style, template, noscript')) hidden.remove(); // never shown
    return (td.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
}
