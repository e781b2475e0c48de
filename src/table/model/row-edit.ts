/**
 * Editable rows and row reorder (issue "TableManager IV" 4, 5), pure: ids,
 * new rows and copies, the lists after an add, copy or delete (a move:
 * ./row-move.ts). The rows bar (components/rows.svelte.ts) feeds them the
 * store's rows and hands the results to its editRows action. Nothing here mutates
 * its input: an edit that has nothing to do returns the input itself.
 */
import type { ColumnDef, Row } from './types';

/** The prefix of ids a row gets on the client until a server names it. */
const TEMP_PREFIX = 'tmp-';

/** Whether a row has an id to be named by: an own, non-empty string, a finite number or a bigint. */
function hasRowId(row: Row): boolean {
  if (!row || !Object.prototype.hasOwnProperty.call(row, 'id')) return false;
  const id = row.id;
  return (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id)) || typeof id === 'bigint';
}

/**
 * Spec "Errors" 5: rows without an id make add, copy and delete misbehave,
 * so they refuse instead. True when every row has an id (an empty table too).
 */
export function canEditRows(rows: readonly Row[]): boolean {
  return rows.every(hasRowId);
}

/**
 * A client id for a new row: `tmp-N` for the first N >= `from` that no row
 * uses (as text: a row whose id is the number 1 does not clash with 'tmp-1',
 * one whose id is the string 'tmp-1' does). Returns it and the next N to try.
 */
export function tempId(rows: readonly Row[], from: number): { id: string; next: number } {
  const taken = new Set(rows.map((row) => String(row.id)));
  let n = Math.max(1, Math.floor(from) || 1);
  while (taken.has(TEMP_PREFIX + n)) n++;
  return { id: TEMP_PREFIX + n, next: n + 1 };
}

/** Set a field as an own property, whatever its name ('__proto__' included). */
function put(row: Row, field: string, value: unknown): void {
  Object.defineProperty(row, field, { value, enumerable: true, writable: true, configurable: true });
}

/** A new row: `id`, and an empty string for every column field (controls show empty, not "undefined"). */
export function blankRow(columns: readonly ColumnDef[], id: string): Row {
  const row: Row = {};
  for (const column of columns) if (column.field && column.field !== 'id') put(row, column.field, '');
  put(row, 'id', id);
  return row;
}

/** A copy of `row` under a new id: its own fields copied one level deep (spread keeps '__proto__' an own field). */
export function copyRow(row: Row, id: string): Row {
  const copy: Row = { ...row };
  put(copy, 'id', id);
  return copy;
}

/** `rows` with `added` right after `anchor` (at the end when anchor is null or not in the list). */
export function insertAfter(rows: readonly Row[], anchor: Row | null, added: Row): Row[] {
  const at = anchor ? rows.indexOf(anchor) : -1;
  return at < 0 ? [...rows, added] : [...rows.slice(0, at + 1), added, ...rows.slice(at + 1)];
}

/** `rows` without `row`; the input itself when it is not there. */
export function withoutRow(rows: Row[], row: Row): Row[] {
  const at = rows.indexOf(row);
  return at < 0 ? rows : [...rows.slice(0, at), ...rows.slice(at + 1)];
}
