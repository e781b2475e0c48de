/**
 * The column option table (style.md #6; issue "One shape", item 5): every
 * column setting with its th attribute (spec "Column (th) attributes",
 * "Cell elements"), its key in a column metadata object (spec "Dynamic
 * column metadata"), its default and one parser. Markup and metadata are
 * read through the same parsers, so the same strings mean true in both.
 */
import { attrOf, parseJson, parsers, type Report } from '../../core/attrs';
import { safeStringify } from '../../core/json';

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

// safeStringify: a value whose toString is not a function must not make the report itself throw (property test).
const shown = (raw: unknown) => (typeof raw === 'string' ? `"${raw}"` : safeStringify(raw, 60));
const quiet = () => {};

/** true/false, 1/0, and the strings of a flag attribute ('', true, 1, yes, on / false, 0, no, off; any case). */
const flag: Coerce<boolean> = (raw, report) => {
  if (typeof raw === 'boolean') return raw;
  if (raw === 1 || raw === 0) return raw === 1;
  if (typeof raw === 'string') return parsers.flag(raw, report);
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
  if (n === undefined || (Number.isInteger(n) && n >= 0)) return n;
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
  // A label is a string, number or boolean; an object (whose toString may not even be a function): that option left out.
  for (const [key, label] of Object.entries(parsed)) if (Object(label) !== label) out[key] = String(label);
  return out;
};

/** A comma-separated string or an array of strings. */
const list: Coerce<string[] | undefined> = (raw) => {
  if (Array.isArray(raw)) return raw.map(String);
  return typeof raw === 'string' && raw.trim() !== '' ? raw.split(',').map((s) => s.trim()) : undefined;
};

/** data-sort / `sort`: true or false, or (markup) the field to sort by. */
const sortSetting: Coerce<boolean | string | undefined> = (raw, report) =>
  typeof raw === 'string' && raw.trim() !== '' && parsers.flag(raw, quiet) === undefined ? raw.trim() : flag(raw, report);

/**
 * An option whose metadata key is `key` and whose th attribute is its
 * data-* form (readOnly: data-read-only), unless `attr` says otherwise
 * (null: no attribute; a string: that attribute, without a metadata key).
 */
const opt = <T>(key: string | null, def: T, parse: Coerce<T>, attr?: string | null): ColumnOptionSpec<T> =>
  ({ attr: attr === undefined ? attrOf(key as string) : attr, key: typeof attr === 'string' ? null : key, default: def, parse });

export const COLUMN_OPTIONS = {
  field: opt('field', undefined, text),
  label: opt('label', undefined, text, null),
  headerClass: opt('class', undefined, verbatim, null),
  cellClass: opt('cellClass', undefined, verbatim),
  sortable: opt('sortable', false, flag),
  sort: opt('sort', undefined, sortSetting),
  type: opt('type', undefined, text),
  format: opt('format', undefined, text),
  decimals: opt('decimals', undefined, count),
  locale: opt('locale', undefined, text),
  currency: opt('currency', undefined, text),
  pattern: opt('pattern', undefined, verbatim),
  options: opt('options', undefined, lookup),
  length: opt('length', undefined, count),
  visible: opt('visible', true, flag),
  hidden: opt('hidden', false, flag),
  autoNumber: opt('autoNumber', false, flag),
  cellElement: opt('cellElement', undefined, text),
  formatter: opt('formatter', undefined, text),
  filter: opt('filter', false, flag),
  i18n: opt('i18n', false, flag),
  // Column resize (issue 44 item 1): the handle, and the width's bounds in pixels.
  resizable: opt('resizable', true, flag),
  reorderable: opt('reorderable', true, flag),
  minWidth: opt('minWidth', undefined, number),
  maxWidth: opt('maxWidth', undefined, number),
  // Phone widths (issue 44 item 6): 1 is the last column data-responsive="collapse" hides.
  priority: opt('priority', undefined, number),
  // Pinned to the start or end of the row (issue 44 item 3; other values: the pin part warns, model/column-pins.ts ignores them).
  pinned: opt('pinned', undefined, text),
  // Cell element attributes (spec "Cell elements").
  placeholder: opt('placeholder', undefined, verbatim),
  /** Classes of the cell control. */
  elementClass: opt(null, undefined, verbatim, 'data-class'),
  readOnly: opt('readOnly', false, flag),
  disabled: opt('disabled', false, flag),
  required: opt('required', false, flag),
  wrapper: opt('wrapper', undefined, verbatim),
  multiple: opt('multiple', false, flag),
  allowEmpty: opt('allowEmpty', false, flag),
  rows: opt('rows', undefined, positive),
  cols: opt('cols', undefined, positive),
  min: opt('min', undefined, number),
  max: opt('max', undefined, number),
  step: opt('step', undefined, number),
  datalist: opt('datalist', undefined, list),
  minLength: opt('minLength', undefined, positive),
  maxLength: opt('maxLength', undefined, positive),
  checkedValue: opt('checkedValue', '1', verbatim),
};

export type ColumnOptions = { [K in keyof typeof COLUMN_OPTIONS]: (typeof COLUMN_OPTIONS)[K]['default'] | NonNullable<ReturnType<(typeof COLUMN_OPTIONS)[K]['parse']>> };

/** Attributes a th may carry: the option table's, plus the header filter's. */
export const KNOWN_TH_ATTRS: readonly string[] = Object.values(COLUMN_OPTIONS)
  .map((o) => o.attr)
  .filter((a): a is string => a !== null);

/**
 * Read every column option from markup (`'attr'`: th attributes) or from a
 * metadata object (`'key'`): `get` returns the raw value of a name, or
 * undefined when absent. A value that does not parse is reported with its
 * attribute or key, and the option takes its default.
 */
export function readColumnOptions(by: 'attr' | 'key', get: (name: string) => unknown, report: (name: string, problem: string) => void): ColumnOptions {
  const out: Record<string, unknown> = {};
  for (const [option, spec] of Object.entries(COLUMN_OPTIONS) as Array<[string, ColumnOptionSpec<unknown>]>) {
    const name = spec[by];
    const raw = name === null ? undefined : get(name);
    const value = raw === undefined ? undefined : spec.parse(raw, (problem) => report(name as string, problem));
    out[option] = value === undefined ? spec.default : value;
  }
  return out as ColumnOptions;
}
