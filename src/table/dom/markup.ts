/**
 * Markup -> table description. The only place that reads the data-*
 * attributes of a table, its th cells, its row template, its server-rendered
 * rows and its toolbar. Every malformed attribute warns once (naming table,
 * attribute and consequence) and the table keeps working without it.
 */
import { misspeltAttributes, parseJson, parsers, readAttributes } from '../../core/attrs';
import { isFormatName } from '../../core/formats';
import { warn } from '../../core/warn';
import { makeColumn, positive } from '../model/columns';
import { KNOWN_TABLE_ATTRS, KNOWN_TH_ATTRS, TABLE_OPTIONS, type TableOptions } from '../model/options';
import type { CellElementAttrs, ColumnDef, ColumnType, FilterMode, Row } from '../model/types';

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
  for (const [found, suggestion] of misspeltAttributes(table, KNOWN_TABLE_ATTRS)) {
    warn('table', id, `${found} is not a table attribute; did you mean ${suggestion}?`);
  }
  const options = readAttributes(table, TABLE_OPTIONS, report);
  const leafRow = findLeafRow(table);
  const columns = leafRow ? readColumns(id, leafRow) : [];
  const template = table.tBodies[0]?.querySelector(':scope > template')?.innerHTML.trim() || null;
  const rows = options.source ? null : readServerRows(table, columns);
  const forms = Array.from(table.ownerDocument.querySelectorAll<HTMLFormElement>('form[data-table-filter]'))
    .filter((f) => f.getAttribute('data-table-filter') === id);
  return { id, options, columns, leafRow, rows, template, toolbar: readToolbar(id, table.ownerDocument), forms };
}

/** The header row holding th[data-field] cells (the last such row: group rows sit above it). */
function findLeafRow(table: HTMLTableElement): HTMLTableRowElement | null {
  const rows = table.tHead ? Array.from(table.tHead.rows) : [];
  return rows.filter((r) => r.querySelector('th[data-field], th[data-auto-number]')).pop() ?? rows[rows.length - 1] ?? null;
}

function readColumns(id: string, row: HTMLTableRowElement): ColumnDef[] {
  const out: ColumnDef[] = [];
  for (const th of Array.from(row.cells)) {
    const column = columnFromTh(id, th);
    if (column) out.push(column);
  }
  return out;
}

const BASIC_TYPES: readonly string[] = ['text', 'number', 'date'];
const OWN_ATTRS = new Set(['class', 'scope', 'aria-sort']);

/** One column from a th (spec "Column (th) attributes"). */
export function columnFromTh(id: string, th: HTMLTableCellElement): ColumnDef | null {
  const attr = (name: string) => th.getAttribute(name);
  const field = attr('data-field')?.trim() ?? '';
  const report = (name: string) => (problem: string) => warn('table', id, `column "${field || th.textContent?.trim()}": ${name} ${problem}`);
  for (const [found, suggestion] of misspeltAttributes(th, KNOWN_TH_ATTRS)) {
    warn('table', id, `column "${field}": ${found} is not a column attribute; did you mean ${suggestion}?`);
  }
  const flag = (name: string) => th.hasAttribute(name) && parsers.flag(attr(name) ?? '', report(name)) === true;
  const autoNumber = flag('data-auto-number');
  if (!field && !autoNumber) return null;
  const rawType = attr('data-type')?.trim().toLowerCase();
  const format = attr('data-format')?.trim();
  if (format && !isFormatName(format)) report('data-format')(`"${format}" is not a known format — shown as text`);
  const cellElement = attr('data-cell-element')?.trim() || (rawType && !BASIC_TYPES.includes(rawType) ? rawType : undefined);
  const sortAttr = attr('data-sort')?.trim();
  const headerAttrs: Record<string, string> = {};
  for (const a of Array.from(th.attributes)) if (!a.name.startsWith('data-') && !OWN_ATTRS.has(a.name)) headerAttrs[a.name] = a.value;
  const int = (name: string) => (th.hasAttribute(name) ? parsers.int(0)(attr(name) ?? '', report(name)) : undefined);
  const options = th.hasAttribute('data-options') ? parseOptions(attr('data-options') ?? '', report('data-options')) : undefined;
  return makeColumn({
    field,
    label: th.textContent?.trim() ?? field,
    headerHtml: th.children.length ? th.innerHTML : undefined,
    headerClass: attr('class') ?? '',
    headerAttrs,
    cellClass: attr('data-cell-class') ?? '',
    sortable: (th.hasAttribute('data-sortable') && flag('data-sortable')) || (!!sortAttr && sortAttr !== 'false'),
    sortField: sortAttr && sortAttr !== 'true' && sortAttr !== 'false' ? sortAttr : field,
    type: (rawType && BASIC_TYPES.includes(rawType) ? rawType : 'text') as ColumnType,
    format: format && isFormatName(format) ? format : undefined,
    formatOptions: {
      decimals: int('data-decimals'),
      locale: attr('data-locale') || undefined,
      currency: attr('data-currency') || undefined,
      pattern: cellElement ? undefined : attr('data-pattern') || undefined,
      options,
      length: int('data-length'),
    },
    formatter: attr('data-formatter') || undefined,
    visible: !(attr('data-visible')?.trim() === 'false' || flag('data-hidden')),
    autoNumber,
    filter: flag('data-filter'),
    cellElement,
    elementAttrs: cellElement ? readElementAttrs(th, options, report) : {},
    i18n: flag('data-i18n'),
  });
}

function parseOptions(raw: string, report: (p: string) => void): Record<string, string> | undefined {
  const parsed = parseJson(raw, (p) => report(`${p} — lookup shows raw values`));
  if (parsed === undefined) return undefined;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    report('is not a JSON object of value to label — lookup shows raw values');
    return undefined;
  }
  const out: Record<string, string> = Object.create(null);
  for (const key of Object.keys(parsed)) out[key] = String((parsed as Record<string, unknown>)[key]);
  return out;
}

/** Attributes handed to a cell's form control (spec "Cell elements"). */
function readElementAttrs(th: HTMLTableCellElement, options: Record<string, string> | undefined, report: (n: string) => (p: string) => void): CellElementAttrs {
  const get = (n: string) => th.getAttribute(`data-${n}`) ?? undefined;
  const has = (n: string) => th.hasAttribute(`data-${n}`) && get(n) !== 'false';
  const num = (n: string) => {
    const v = get(n);
    return v === undefined ? undefined : parsers.number()(v, report(`data-${n}`));
  };
  const datalist = get('datalist');
  return {
    placeholder: get('placeholder'), class: get('class'), readOnly: has('read-only'), disabled: has('disabled'),
    required: has('required'), wrapper: get('wrapper'), options, multiple: has('multiple'), allowEmpty: has('allow-empty'),
    rows: positive(get('rows')), cols: positive(get('cols')), min: num('min'), max: num('max'), step: num('step'),
    datalist: datalist ? datalist.split(',').map((s) => s.trim()) : undefined, pattern: get('pattern'),
    minLength: positive(get('min-length')), maxLength: positive(get('max-length')), checkedValue: get('checked-value') ?? '1',
  };
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
    const row: Row = {};
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
