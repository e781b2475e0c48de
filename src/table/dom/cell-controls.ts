/**
 * Form controls in cells (spec "Cell elements", data-cell-element): the cells
 * chunk (dist/almanac-chunk-cells.js), loaded by the first cell that needs one
 * (components/Cell.svelte). Plain DOM: every attribute is set as a property or
 * an attribute value, never as markup. A change reaches the store
 * (table:fieldChange). A length limit applies only when greater than 0.
 */
import type { ColumnDef, Row } from '../model/types';
import type { TableStore } from '../store.svelte';

export interface ControlInput {
  store: TableStore;
  column: ColumnDef;
  row: Row;
  value: unknown;
  /** `{tableId}_{field}_{rowId}` (spec "Cell elements"). */
  id: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Render the column's control into `td`; returns its removal. */
export function renderControl(td: HTMLTableCellElement, { store, column, row, value, id }: ControlInput): () => void {
  const a = column.elementAttrs;
  const kind = column.cellElement === 'switch' ? 'checkbox' : column.cellElement || 'text';
  const text = value === null || value === undefined ? '' : String(value);
  const checkedValue = a.checkedValue ?? '1';
  const el = make(kind, a, text, value === true || text === checkedValue, checkedValue);
  if (column.cellElement === 'switch') el.setAttribute('role', 'switch');
  el.id = id;
  el.name = column.field;
  el.className = ['alm-cell-control', a.class].filter(Boolean).join(' ');
  el.setAttribute('aria-label', column.label);
  el.disabled = a.disabled === true;
  el.required = a.required === true;
  if (a.readOnly && !(el instanceof HTMLSelectElement) && kind !== 'checkbox') el.readOnly = true;
  if (a.placeholder && !(el instanceof HTMLSelectElement)) el.placeholder = a.placeholder;
  el.addEventListener('change', () => store.changeField(row, column.field, valueOf(el, kind, checkedValue), el));
  td.append(el);
  return () => el.remove();
}

function make(kind: string, a: ColumnDef['elementAttrs'], text: string, checked: boolean, checkedValue: string): Control {
  if (kind === 'select') {
    const select = document.createElement('select');
    select.multiple = a.multiple === true;
    if (a.allowEmpty) select.add(new Option('', ''));
    for (const [v, label] of Object.entries(a.options ?? {})) select.add(new Option(String(label), v));
    select.value = text;
    return select;
  }
  if (kind === 'textarea') {
    const area = document.createElement('textarea');
    if (a.rows) area.rows = a.rows;
    if (a.cols) area.cols = a.cols;
    lengths(area, a);
    area.value = text;
    return area;
  }
  const input = document.createElement('input');
  input.type = kind;
  if (kind === 'checkbox') {
    input.value = checkedValue;
    input.checked = checked;
    return input;
  }
  for (const key of ['min', 'max', 'step'] as const) if (a[key] !== undefined) input.setAttribute(key, String(a[key]));
  if (a.pattern) input.pattern = a.pattern;
  lengths(input, a);
  input.value = text;
  return input;
}

function lengths(el: HTMLInputElement | HTMLTextAreaElement, a: ColumnDef['elementAttrs']): void {
  if (a.minLength && a.minLength > 0) el.minLength = a.minLength;
  if (a.maxLength && a.maxLength > 0) el.maxLength = a.maxLength;
}

function valueOf(el: Control, kind: string, checkedValue: string): unknown {
  if (kind === 'checkbox') return (el as HTMLInputElement).checked ? checkedValue : '';
  if (kind === 'number') return (el as HTMLInputElement).valueAsNumber;
  return el.value;
}
