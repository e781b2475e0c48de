/**
 * The column option table (style.md #6; issue "One shape", item 5): every
 * column setting with its th attribute (spec "Column (th) attributes",
 * "Cell elements"), its key in a column metadata object (spec "Dynamic
 * column metadata"), its default and one parser. Markup and metadata are
 * read through the same parsers, so the same strings mean true in both.
 */
import { parseJson, type Report } from '../../core/attrs';

/** Parses a raw attribute string or metadata value; undefined (after `report`) means "use the default". */
export type Coerce<T> = (raw: unknown, report: Report) => T | undefined;

export interface ColumnOptionSpec<T> {
  /** th attribute, or null when markup has no such setting. */
  attr: string | null;
  /** Key in a column metadata object, or null. */
  key: string | null;
  default: T;
  parse: Coerce<T>;
}

const TRUE = new Set(['', 'true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);
const shown = (raw: unknown) => (typeof raw === 'string' ? `"${raw}"` : String(raw));

/** true/false, 1/0, and the strings '', true, 1, yes, on / false, 0, no, off (any case). */
const flag: Coerce<boolean> = (raw, report) => {
  if (typeof raw === 'boolean') return raw;
  if (raw === 1 || raw === 0) return raw === 1;
  const v = typeof raw === 'string' ? raw.trim().toLowerCase() : null;
  if (v !== null && TRUE.has(v)) return true;
  if (v !== null && FALSE.has(v)) return false;
  report(`${shown(raw)} is not true or false`);
  return undefined;
};

/** A non-empty string (numbers are accepted as their text). */
const text: Coerce<string | undefined> = (raw) => {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
};

/** The string as written (class lists, placeholders: inner spaces matter, empty means none). */
const verbatim: Coerce<string | undefined> = (raw) => (typeof raw === 'string' && raw !== '' ? raw : undefined);

const number: Coerce<number | undefined> = (raw, report) => {
  if (raw === '' || raw === null || raw === undefined) return undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
  if (Number.isFinite(n)) return n;
  report(`${shown(raw)} is not a number`);
  return undefined;
};

/** A whole number >= 0. */
const count: Coerce<number | undefined> = (raw, report) => {
  const n = number(raw, report);
  if (n === undefined) return undefined;
  if (Number.isInteger(n) && n >= 0) return n;
  report(`${shown(raw)} is not a whole number`);
  return undefined;
};

/** Length limits apply only when greater than 0 (spec "Limits"): anything else is no limit. */
const positive: Coerce<number | undefined> = (raw) => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** Value -> label map from a JSON object (markup) or an object (metadata); prototype-free. */
const lookup: Coerce<Record<string, string> | undefined> = (raw, report) => {
  const parsed = typeof raw === 'string' ? parseJson(raw, (p) => report(`${p} — lookup shows raw values`)) : raw;
  if (parsed === undefined || parsed === null) return undefined;
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    report('is not a JSON object of value to label — lookup shows raw values');
    return undefined;
  }
  const out: Record<string, string> = Object.create(null);
  for (const key of Object.keys(parsed)) out[key] = String((parsed as Record<string, unknown>)[key]);
  return out;
};

/** A comma-separated string or an array of strings. */
const list: Coerce<string[] | undefined> = (raw) => {
  if (Array.isArray(raw)) return raw.map(String);
  return typeof raw === 'string' && raw.trim() !== '' ? raw.split(',').map((s) => s.trim()) : undefined;
};

/** data-sort / `sort`: true or false, or (markup) the field to sort by. */
const sortSetting: Coerce<boolean | string | undefined> = (raw, report) => {
  if (typeof raw === 'string' && raw.trim() !== '' && !TRUE.has(raw.trim().toLowerCase()) && !FALSE.has(raw.trim().toLowerCase())) {
    return raw.trim();
  }
  return flag(raw, report);
};

const opt = <T>(attr: string | null, key: string | null, def: T, parse: Coerce<T>): ColumnOptionSpec<T> =>
  ({ attr, key, default: def, parse });

export const COLUMN_OPTIONS = {
  field: opt('data-field', 'field', undefined, text),
  label: opt(null, 'label', undefined, text),
  headerClass: opt(null, 'class', undefined, verbatim),
  cellClass: opt('data-cell-class', 'cellClass', undefined, verbatim),
  sortable: opt('data-sortable', 'sortable', false, flag),
  sort: opt('data-sort', 'sort', undefined, sortSetting),
  type: opt('data-type', 'type', undefined, text),
  format: opt('data-format', 'format', undefined, text),
  decimals: opt('data-decimals', 'decimals', undefined, count),
  locale: opt('data-locale', 'locale', undefined, text),
  currency: opt('data-currency', 'currency', undefined, text),
  pattern: opt('data-pattern', 'pattern', undefined, verbatim),
  options: opt('data-options', 'options', undefined, lookup),
  length: opt('data-length', 'length', undefined, count),
  visible: opt('data-visible', 'visible', true, flag),
  hidden: opt('data-hidden', 'hidden', false, flag),
  autoNumber: opt('data-auto-number', 'autoNumber', false, flag),
  cellElement: opt('data-cell-element', 'cellElement', undefined, text),
  formatter: opt('data-formatter', 'formatter', undefined, text),
  filter: opt('data-filter', 'filter', false, flag),
  i18n: opt('data-i18n', 'i18n', false, flag),
  // Cell element attributes (spec "Cell elements").
  placeholder: opt('data-placeholder', 'placeholder', undefined, verbatim),
  elementClass: opt('data-class', null, undefined, verbatim),
  readOnly: opt('data-read-only', 'readOnly', false, flag),
  disabled: opt('data-disabled', 'disabled', false, flag),
  required: opt('data-required', 'required', false, flag),
  wrapper: opt('data-wrapper', 'wrapper', undefined, verbatim),
  multiple: opt('data-multiple', 'multiple', false, flag),
  allowEmpty: opt('data-allow-empty', 'allowEmpty', false, flag),
  rows: opt('data-rows', 'rows', undefined, positive),
  cols: opt('data-cols', 'cols', undefined, positive),
  min: opt('data-min', 'min', undefined, number),
  max: opt('data-max', 'max', undefined, number),
  step: opt('data-step', 'step', undefined, number),
  datalist: opt('data-datalist', 'datalist', undefined, list),
  minLength: opt('data-min-length', 'minLength', undefined, positive),
  maxLength: opt('data-max-length', 'maxLength', undefined, positive),
  checkedValue: opt('data-checked-value', 'checkedValue', '1', verbatim),
};

export type ColumnOptions = { [K in keyof typeof COLUMN_OPTIONS]: (typeof COLUMN_OPTIONS)[K]['default'] | NonNullable<ReturnType<(typeof COLUMN_OPTIONS)[K]['parse']>> };

/** Attributes a th may carry: the option table's, plus the header filter's. */
export const KNOWN_TH_ATTRS: readonly string[] = Object.values(COLUMN_OPTIONS)
  .map((o) => o.attr)
  .filter((a): a is string => a !== null);

/**
 * Read every column option through `get` (an attribute or a metadata key;
 * undefined when absent). A value that does not parse is reported with the
 * option's attribute or key and takes the default.
 */
export function readColumnOptions(get: (spec: ColumnOptionSpec<unknown>) => unknown, report: (name: string, problem: string) => void): ColumnOptions {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(COLUMN_OPTIONS) as Array<[string, ColumnOptionSpec<unknown>]>) {
    const raw = get(spec);
    const value = raw === undefined ? undefined : spec.parse(raw, (problem) => report(spec.attr ?? spec.key ?? name, problem));
    out[name] = value === undefined ? spec.default : value;
  }
  return out as ColumnOptions;
}
