/**
 * Column definitions: defaults, columns from the option table (markup and
 * dynamic metadata alike, spec "Column (th) attributes" and "Dynamic column
 * metadata"), visibility. Pure functions over plain data.
 */
import { isFormatName, needsFormatsPart } from '../../core/formats';
import { SNIPPETS } from '../../core/snippets';
import { readColumnOptions, type ColumnOptions } from './column-options';
import type { ColumnDef, ColumnType } from './types';

/**
 * The parts of the script bundles that the cells of `columns` need to show their final text or
 * control: 'formats' (a format of core/format-lazy.ts), 'cells' (a data-cell-element control). A
 * table asks for them when it starts and draws its rows once they are there (TableStore.held).
 */
export function namedParts(columns: readonly ColumnDef[]): Array<'formats' | 'cells'> {
  const parts: Array<'formats' | 'cells'> = [];
  if (columns.some((c) => needsFormatsPart(c.format, c.formatOptions))) parts.push('formats');
  if (columns.some((c) => c.cellElement)) parts.push('cells');
  return parts;
}

/** A complete column from a partial one; `field` is required, the label defaults to it. */
export function makeColumn(partial: Partial<ColumnDef> & { field: string }): ColumnDef {
  const column: ColumnDef = {
    label: partial.field,
    headerClass: '',
    headerAttrs: {},
    cellClass: '',
    sortable: false,
    sortField: partial.field,
    type: 'text',
    formatOptions: {},
    visible: true,
    autoNumber: false,
    filter: false,
    elementAttrs: {},
    i18n: false,
    ...partial,
  };
  column.plain = !column.autoNumber && !column.formatter && !column.cellElement;
  return column;
}

const BASIC_TYPES: readonly string[] = ['text', 'number', 'date'];

/** What the header itself supplies: its text, and (markup only) the page author's th markup and attributes. */
export interface HeaderInfo {
  label?: string;
  headerNodes?: readonly Node[];
  headerClass?: string;
  headerAttrs?: Record<string, string>;
}

/**
 * A column from parsed options; null without a field (unless it is an
 * auto-number column). `data-type` other than text/number/date is the
 * shorthand of a cell element (spec) where rows are `editable` only (issue
 * 22 item 5): in a read-only table it makes no control, and "select" shows
 * the label of its option (a lookup, so its filter is a select); an
 * explicit cell element makes a control anywhere. An unknown format is
 * reported and shown as text; `data-pattern` of a cell element is its input
 * pattern, not a display pattern.
 */
export function columnFromOptions(o: ColumnOptions, header: HeaderInfo, unknownFormat: (format: string) => void = () => {}, editable = false): ColumnDef | null {
  const field = o.field ?? (o.autoNumber ? '' : undefined);
  if (field === undefined) return null;
  const rawType = o.type?.toLowerCase();
  const shorthand = rawType && !BASIC_TYPES.includes(rawType) ? rawType : undefined;
  const cellElement = o.cellElement ?? (editable ? shorthand : undefined);
  if (o.format && !isFormatName(o.format)) unknownFormat(o.format);
  return makeColumn({
    field,
    label: o.label ?? header.label ?? field,
    headerNodes: header.headerNodes,
    headerClass: header.headerClass ?? o.headerClass ?? '',
    headerAttrs: header.headerAttrs ?? {},
    cellClass: o.cellClass ?? '',
    sortable: o.sortable || o.sort === true || typeof o.sort === 'string',
    sortField: typeof o.sort === 'string' ? o.sort : field,
    type: (rawType && BASIC_TYPES.includes(rawType) ? rawType : 'text') as ColumnType,
    format: o.format && isFormatName(o.format) ? o.format : !cellElement && shorthand === 'select' ? 'lookup' : undefined,
    formatOptions: {
      decimals: o.decimals, locale: o.locale, currency: o.currency, pattern: cellElement ? undefined : o.pattern,
      options: o.options, length: o.length,
    },
    formatter: o.formatter,
    visible: o.visible && !o.hidden,
    autoNumber: o.autoNumber,
    filter: o.filter,
    cellElement,
    elementAttrs: {
      placeholder: o.placeholder, class: o.elementClass, readOnly: o.readOnly, disabled: o.disabled, required: o.required,
      wrapper: o.wrapper, options: o.options, multiple: o.multiple, allowEmpty: o.allowEmpty, rows: o.rows, cols: o.cols,
      min: o.min, max: o.max, step: o.step, datalist: o.datalist, pattern: o.pattern, minLength: o.minLength,
      maxLength: o.maxLength, checkedValue: o.checkedValue,
    },
    i18n: o.i18n,
    resizable: o.resizable,
    reorderable: o.reorderable,
    minWidth: o.minWidth,
    maxWidth: o.maxWidth,
    priority: o.priority,
    pinned: o.pinned,
  });
}

/**
 * Columns from a payload's `columns` array, read through the column option
 * table. Entries without a string `field` (unless autoNumber) are skipped
 * and reported through `report`; so are values that do not parse. A `type`
 * that names a cell element makes one only where rows are `editable`.
 */
export function columnsFromMeta(meta: unknown[], report: (problem: string) => void = () => {}, editable = false): ColumnDef[] {
  const out: ColumnDef[] = [];
  meta.forEach((entry, index) => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      report(`columns[${index}] is not an object`);
      return;
    }
    const m = entry as Record<string, unknown>;
    const own = (key: string) => (Object.prototype.hasOwnProperty.call(m, key) ? m[key] : undefined);
    const options = readColumnOptions('key', own, (name, problem) => report(`columns[${index}].${name} ${problem}`));
    const column = columnFromOptions(options, {}, (format) => report(`columns[${index}] has unknown format "${format}"`), editable);
    if (!column) return report(`columns[${index}] has no field`);
    const made = column.formatter ? { ...column, formatterFromData: true } : column;
    out.push(SNIPPETS ? withSnippets(made, own('cell'), own('header')) : made);
  });
  return out;
}

/**
 * A Svelte app's `cell` and `header` snippets on a column (functions: they
 * cannot come from a JSON payload). A column with a cell snippet leaves the
 * fast text path.
 */
function withSnippets(column: ColumnDef, cell: unknown, header: unknown): ColumnDef {
  return typeof cell === 'function' || typeof header === 'function'
    ? { ...column, cell: typeof cell === 'function' ? (cell as ColumnDef['cell']) : undefined, header: typeof header === 'function' ? (header as ColumnDef['header']) : undefined, plain: column.plain && typeof cell !== 'function' }
    : column;
}

/** The columns that are displayed (rule 5: hidden columns keep their data but render no th/td; nor do columns the responsive part collapsed). */
export function visibleColumns(columns: readonly ColumnDef[]): ColumnDef[] {
  return columns.filter((c) => c.visible && !c.collapsed);
}

/** A stable signature of a column set: columns regenerate only when it changes. */
export function columnSignature(columns: readonly ColumnDef[]): string {
  return columns.map((c) => `${c.field}|${c.label}|${c.visible}`).join('\n');
}
