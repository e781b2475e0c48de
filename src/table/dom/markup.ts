/**
 * Markup -> table description. The only place that reads the data-*
 * attributes of a table, its th cells, its row template, its server-rendered
 * rows and its toolbar. Every malformed attribute warns once (naming table,
 * attribute and consequence) and the table keeps working without it.
 */
import { readAttributes } from '../../core/attrs';
import { hintAttributes } from '../../core/did-you-mean';
import { warn } from '../../core/warn';
import { KNOWN_TH_ATTRS, readColumnOptions } from '../model/column-options';
import { columnFromOptions } from '../model/columns';
import { KNOWN_TABLE_ATTRS, TABLE_OPTIONS, type TableOptions } from '../model/options';
import type { ColumnDef, FilterMode, Row } from '../model/types';

export interface FilterControl {
  element: HTMLInputElement | HTMLSelectElement;
  field: string;
  mode: FilterMode;
}

export interface ParsedTable {
  id: string;
  options: Partial<TableOptions>;
  columns: ColumnDef[];
  /** The header row whose th cells define the columns (replaced while enhanced). */
  leafRow: HTMLTableRowElement | null;
  /** Rows already rendered by the server, taken as data when there is no data-source. */
  rows: Row[] | null;
  template: string | null;
  /** The table's name: its caption's text, else its aria-label. */
  label: string;
  toolbar: FilterControl[];
  /** External filter forms: form[data-table-filter="<id>"]. */
  forms: HTMLFormElement[];
}

export const TABLE_SELECTOR = 'table[data-table], [data-component="table"]';

/** Describe a table element; null (with a warning) when it cannot be a table. */
export function readTable(el: Element): ParsedTable | null {
  const id = el.getAttribute('data-table')?.trim();
  if (!id) {
    warn('table', null, `a table marked data-component="table"${el.id ? ` (#${el.id})` : ''} has no data-table identifier — left as it is`);
    return null;
  }
  if (el.tagName !== 'TABLE') {
    warn('table', id, `data-table is on a <${el.tagName.toLowerCase()}>, not a <table> — left as it is`);
    return null;
  }
  const table = el as HTMLTableElement;
  const report = (attr: string, problem: string, fallback: string) => warn('table', id, `${attr} ${problem} — ${fallback}`);
  hintAttributes(table, KNOWN_TABLE_ATTRS, (found, meant) => warn('table', id, `${found} is not a table attribute; did you mean ${meant}?`));
  const options = readAttributes(table, TABLE_OPTIONS, report);
  const leafRow = findLeafRow(table);
  const columns = leafRow ? readColumns(id, leafRow, !!options.editableRows) : [];
  const template = table.tBodies[0]?.querySelector(':scope > template')?.innerHTML.trim() || null;
  const rows = options.source ? null : readServerRows(table, columns);
  const forms = Array.from(table.ownerDocument.querySelectorAll<HTMLFormElement>('form[data-table-filter]'))
    .filter((f) => f.getAttribute('data-table-filter') === id);
  const label = (table.caption?.textContent ?? '').trim() || table.getAttribute('aria-label') || '';
  return { id, options, columns, leafRow, rows, template, label, toolbar: readToolbar(id, table.ownerDocument), forms };
}

/** The header row holding th[data-field] cells (the last such row: group rows sit above it). */
function findLeafRow(table: HTMLTableElement): HTMLTableRowElement | null {
  const rows = table.tHead ? Array.from(table.tHead.rows) : [];
  return rows.filter((r) => r.querySelector('th[data-field], th[data-auto-number]')).pop() ?? rows[rows.length - 1] ?? null;
}

function readColumns(id: string, row: HTMLTableRowElement, editable: boolean): ColumnDef[] {
  const out: ColumnDef[] = [];
  for (const th of Array.from(row.cells)) {
    const column = columnFromTh(id, th, editable);
    if (column) out.push(column);
  }
  return out;
}

const OWN_ATTRS = new Set(['class', 'scope', 'aria-sort']);

/** One column from a th (spec "Column (th) attributes"), read through the column option table; `editable`: data-editable-rows. */
function columnFromTh(id: string, th: HTMLTableCellElement, editable: boolean): ColumnDef | null {
  const name = th.getAttribute('data-field')?.trim() || th.textContent?.trim() || '';
  const report = (attr: string, problem: string) => warn('table', id, `column "${name}": ${attr} ${problem}`);
  hintAttributes(th, KNOWN_TH_ATTRS, (found, meant) => warn('table', id, `column "${name}": ${found} is not a column attribute; did you mean ${meant}?`));
  const options = readColumnOptions('attr', (attr) => th.getAttribute(attr) ?? undefined, report);
  const headerAttrs: Record<string, string> = Object.create(null);
  for (const a of Array.from(th.attributes)) if (!a.name.startsWith('data-') && !OWN_ATTRS.has(a.name)) headerAttrs[a.name] = a.value;
  return columnFromOptions(options, {
    label: th.textContent?.trim() ?? '',
    headerNodes: th.children.length ? Array.from(th.childNodes, (n) => n.cloneNode(true)) : undefined,
    headerClass: th.getAttribute('class') ?? '',
    headerAttrs,
  }, (format) => report('data-format', `"${format}" is not a known format — shown as text`), editable);
}

/**
 * Progressive enhancement: rows the server already rendered become the data.
 * Cell text maps to fields by position (colspan advances it), `data-value`
 * on a td wins over its text, `data-id` on the tr is the row id.
 */
function readServerRows(table: HTMLTableElement, columns: ColumnDef[]): Row[] | null {
  const body = table.tBodies[0];
  if (!body) return null;
  const trs = Array.from(body.rows);
  if (!trs.length) return null;
  return trs.map((tr) => {
    // Field names come from the page: a prototype-free row keeps a field named __proto__ a field.
    const row: Row = Object.create(null);
    if (tr.dataset.id !== undefined) row.id = tr.dataset.id;
    let position = 0;
    for (const td of Array.from(tr.cells)) {
      const column = columns[position];
      if (column?.field && !column.autoNumber) row[column.field] = td.getAttribute('data-value') ?? td.textContent?.trim() ?? '';
      position += Math.max(1, td.colSpan || 1);
    }
    return row;
  });
}

/** Toolbar controls: [data-table-toolbar="id"] [data-filter] (an empty option means no filter). */
function readToolbar(id: string, doc: Document): FilterControl[] {
  const out: FilterControl[] = [];
  for (const bar of Array.from(doc.querySelectorAll('[data-table-toolbar]'))) {
    if (bar.getAttribute('data-table-toolbar') !== id) continue;
    for (const el of Array.from(bar.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[data-filter], select[data-filter]'))) {
      const field = el.getAttribute('data-filter')?.trim() || el.name;
      if (!field) {
        warn('table', id, 'a toolbar control has an empty data-filter and no name — ignored');
        continue;
      }
      out.push({ element: el, field, mode: el.tagName === 'SELECT' ? 'equals' : 'contains' });
    }
  }
  return out;
}
