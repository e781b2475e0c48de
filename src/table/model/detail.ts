/**
 * Detail rows (issue 47 item 4), the pure part: a row's key (its id), the
 * open panels in the URL (`detail=3,17`, compact like the groups' `fold=`),
 * how many panel rows stand above each row (aria-rowindex and
 * aria-rowcount count them, issue 47 item 6), and what a detail source
 * answers, as a labelled list. Part of the detail part (../dom/detail.ts).
 */
import { safeStringify } from '../../core/json';
import { pathSegment } from '../../core/url';
import { fieldValue, valueText } from './fields';
import type { Row } from './types';

/** A row's key: its id as text (7 and '7' are one row), or null when it has none a URL can name. */
export function detailKey(row: Row): string | null {
  const id = row.id;
  return typeof id === 'string' || typeof id === 'number' || typeof id === 'bigint' ? String(id) : null;
}

/**
 * The detail source's URL for `row`: each `{field}` (or `{{field}}`) filled
 * with the row's value, encoded — before the template's `?` as a path
 * segment (core/url.ts pathSegment: an empty value, '.', '..' or an object
 * are missing), after it as a query value — so data never adds a scheme, a
 * host or a path (the rule of row action URLs, model/row-actions.ts
 * fillUrl; not shared: that module is a part of its own). A field the row
 * cannot fill: `{ missing }`.
 */
export function detailUrl(template: string, row: Row): { url: string } | { missing: string } {
  const query = template.search(/[?#]/);
  let missing: string | null = null;
  const url = template.replace(/\{\{?\s*([\w$.-]+)\s*\}?\}/g, (_, field: string, at: number) => {
    const value = fieldValue(row, field);
    const text = typeof value === 'object' ? null : query >= 0 && at > query ? encodeURIComponent(valueText(value)) : pathSegment(value);
    if (text === null) missing ??= field;
    return text ?? '';
  });
  return missing === null ? { url } : { missing };
}

/** The URL value of the open panels: their ids, comma-separated (a comma or % in an id percent-encoded); none: undefined. */
export function writeOpen(open: ReadonlySet<string>): string | undefined {
  return open.size ? [...open].map((id) => id.replace(/[%,]/g, encodeURIComponent)).join(',') : undefined;
}

/** The open panels a URL value names (null: the URL names none); an id that is not valid percent-encoding is reported and left out. */
export function readOpen(value: string | null, report: (problem: string) => void = () => {}): Set<string> | null {
  if (value === null) return null;
  const open = new Set<string>();
  for (const part of value.split(',')) {
    if (!part) continue;
    try {
      open.add(decodeURIComponent(part));
    } catch {
      report(`"${part.slice(0, 40)}" is not a row id`);
    }
  }
  return open;
}

/**
 * For each of `rows`, how many of the rows before it have an open panel
 * (`before`), and how many have one in all (`total`): a panel is a row of
 * the table, so every row after it is one further down. One pass.
 */
export function panelsAbove(rows: readonly Row[], isOpen: (row: Row) => boolean): { before: Map<Row, number>; total: number } {
  const before = new Map<Row, number>();
  let total = 0;
  for (const row of rows) {
    before.set(row, total);
    if (isOpen(row)) total++;
  }
  return { before, total };
}

export type Entries = Array<[label: string, text: string]>;

/** What a detail source answered, as shown without a template: an object's fields, or a list of items (each an object's fields). */
export type AnswerShape = { kind: 'fields'; data: Record<string, unknown>; entries: Entries } | { kind: 'items'; items: Entries[] };

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** An object's own fields as [label, text]: nested objects and arrays as JSON text, never as markup. */
const entriesOf = (data: Record<string, unknown>): Entries =>
  Object.keys(data).map((key) => [key, typeof data[key] === 'object' && data[key] !== null ? safeStringify(data[key]) : valueText(data[key])]);

/**
 * The answer of a detail source (`{data: ...}` or the value itself): an
 * object is its fields, an array its items (objects; any other item shows
 * as one `value` field). Anything else (a number, text, null): null, the
 * caller says the answer is not a detail.
 */
export function answerShape(body: unknown): AnswerShape | null {
  const value = isObject(body) && 'data' in body && (isObject(body.data) || Array.isArray(body.data)) ? body.data : body;
  if (Array.isArray(value)) return { kind: 'items', items: value.map((item) => entriesOf(isObject(item) ? item : { value: item })) };
  return isObject(value) ? { kind: 'fields', data: value, entries: entriesOf(value) } : null;
}
