/**
 * Column definitions: defaults, dynamic metadata objects (spec "Dynamic
 * column metadata"), visibility. Pure functions over plain data.
 */
import { isFormatName } from '../../core/formats';
import type { CellElementAttrs, ColumnDef, ColumnType } from './types';

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

const TYPES: readonly ColumnType[] = ['text', 'number', 'date'];
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const bool = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

/** Length limits apply only when greater than 0 (spec "Limits"). */
export const positive = (v: unknown): number | undefined => {
  const n = num(v);
  return n !== undefined && n > 0 ? n : undefined;
};

/**
 * Columns from a payload's `columns` array. Entries without a string
 * `field` (unless autoNumber) are skipped and reported through `report`.
 * `visible: false` or `hidden: true` hide a column (rule 5).
 */
export function columnsFromMeta(meta: unknown[], report: (problem: string) => void = () => {}): ColumnDef[] {
  const out: ColumnDef[] = [];
  meta.forEach((entry, index) => {
    if (!entry || typeof entry !== 'object') {
      report(`columns[${index}] is not an object`);
      return;
    }
    const m = entry as Record<string, unknown>;
    const autoNumber = bool(m.autoNumber);
    const field = str(m.field) ?? (autoNumber ? '' : undefined);
    if (field === undefined) {
      report(`columns[${index}] has no field`);
      return;
    }
    const format = str(m.format);
    if (format && !isFormatName(format)) report(`columns[${index}] has unknown format "${format}"`);
    const type = str(m.type) as ColumnType | undefined;
    const options = m.options && typeof m.options === 'object' ? (m.options as Record<string, string>) : undefined;
    const elementAttrs: CellElementAttrs = {
      placeholder: str(m.placeholder), readOnly: bool(m.readOnly), disabled: bool(m.disabled), required: bool(m.required),
      options, rows: positive(m.rows), cols: positive(m.cols), min: num(m.min), max: num(m.max), step: num(m.step),
      pattern: str(m.pattern), minLength: positive(m.minLength), maxLength: positive(m.maxLength),
      checkedValue: str(m.checkedValue) ?? '1',
    };
    out.push(makeColumn({
      field,
      label: str(m.label) ?? field,
      headerClass: str(m.class) ?? '',
      cellClass: str(m.cellClass) ?? '',
      sortable: bool(m.sort) || bool(m.sortable),
      type: type && TYPES.includes(type) ? type : 'text',
      format: format && isFormatName(format) ? format : undefined,
      formatOptions: { locale: str(m.locale), currency: str(m.currency), decimals: num(m.decimals), pattern: m.cellElement ? undefined : str(m.pattern), options },
      formatter: str(m.formatter),
      visible: m.visible !== false && m.visible !== 'false' && !bool(m.hidden),
      autoNumber,
      filter: bool(m.filter),
      cellElement: str(m.cellElement),
      elementAttrs,
      i18n: bool(m.i18n),
    }));
  });
  return out;
}

/** The columns that are displayed (rule 5: hidden columns keep their data but render no th/td). */
export function visibleColumns(columns: readonly ColumnDef[]): ColumnDef[] {
  return columns.filter((c) => c.visible);
}

/** A stable signature of a column set: columns regenerate only when it changes. */
export function columnSignature(columns: readonly ColumnDef[]): string {
  return columns.map((c) => `${c.field}|${c.label}|${c.visible}`).join('\n');
}
