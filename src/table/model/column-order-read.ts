/**
 * Column order read from a page (setColumnState, a DataTable prop, the URL;
 * issue 44 item 5), pure and checked (design.md "Bad input"), whether a
 * column may move, and a move. Only the parts load it (./column-order.ts is what every
 * table page has).
 */
import { safeStringify } from '../../core/json';
import type { ColumnDef } from './types';
import { fieldOrder } from './column-order';

/** Whether `fields` is the page's own order of `columns` (then the URL and the state say nothing of it). */
export function isNatural(columns: readonly ColumnDef[], fields: readonly string[]): boolean {
  const natural = columns.map((c) => c.field).filter(Boolean);
  return natural.length === fields.length && natural.every((f, i) => f === fields[i]);
}

/**
 * An order as given (an array of fields) for `columns`: each known field
 * once, in the order given; `report` is told of a value that is not an array
 * (nothing kept: undefined), and of each unknown field and each repeat (left
 * out). Fields left out of a good order keep the page's order after it.
 */
export function readOrder(input: unknown, columns: readonly ColumnDef[], report: (problem: string) => void): string[] | undefined {
  if (input === undefined) return undefined;
  if (!Array.isArray(input)) {
    report(`order: ${safeStringify(input, 60)} is not an array of fields`);
    return undefined;
  }
  const known = new Set(columns.map((c) => c.field).filter(Boolean));
  const out: string[] = [];
  for (const field of input) {
    if (typeof field !== 'string' || !known.has(field)) report(`order names no column ${safeStringify(field, 40)}`);
    else if (out.includes(field)) report(`order names "${field}" twice`);
    else out.push(field);
  }
  return fieldOrder(columns, out);
}

/** Whether `column` may be moved: the table's data-reorderable and its own (both default true), and a field to be named by. */
export const movable = (reorderable: boolean, column: Pick<ColumnDef, 'field' | 'reorderable'>): boolean =>
  reorderable && column.reorderable !== false && !!column.field;

/** `fields` with `field` moved to place `to` (clamped to the ends); unchanged when it is not there. */
export function moveField(fields: readonly string[], field: string, to: number): string[] {
  const from = fields.indexOf(field);
  if (from < 0) return [...fields];
  const out = fields.filter((f) => f !== field);
  out.splice(Math.max(0, Math.min(out.length, to)), 0, field);
  return out;
}
