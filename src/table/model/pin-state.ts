/**
 * Pinned columns (issue 44 item 3), the pin part's model, pure: how many
 * cells of a row stay in view at each end and where each one sticks, pins
 * given by a page (setColumnState, a DataTable prop) or a URL, checked
 * (design.md "Bad input": each bad entry told, the rest applied), and the
 * URL's compact form `pin=name:start,total:end` (a comma in a name written
 * `%2C`: joinFields). No DOM: the pin part
 * (dom/column-pin.ts) measures and applies.
 */
import { safeStringify } from '../../core/json';
import { pinOf, type PinSide, type Pins } from './column-pins';
import type { ColumnDef } from './types';

/**
 * How many cells at each end of a row stay in view: the data columns pinned
 * to that end and, with them, the feature columns beside them (`lead`: drag
 * handles and the checkbox before the data; `tail`: row actions after it).
 * An end without a pinned data column pins nothing.
 */
export function pinEdges(drawn: ReadonlyArray<Pick<ColumnDef, 'field'>>, pins: Readonly<Pins>, lead: number, tail: number): { start: number; end: number } {
  const count = (side: PinSide) => drawn.filter((c) => pinOf(pins, c.field) === side).length;
  const start = count('start');
  const end = count('end');
  return { start: start && start + lead, end: end && end + tail };
}

/**
 * Where each stuck cell sticks, from the widths of a row's cells in drawn
 * order: the i-th of the first `start` cells at the sum of the widths before
 * it (from the row's start edge), the i-th from the last of the last `end`
 * cells at the sum of the widths after it (from the end edge). Whole pixels
 * are not forced: the widths are the laid-out ones.
 */
export function pinOffsets(widths: readonly number[], start: number, end: number): { start: number[]; end: number[] } {
  const from = (list: readonly number[], n: number) => {
    const out: number[] = [];
    let sum = 0;
    for (let i = 0; i < Math.min(n, list.length); i++) (out.push(sum), (sum += list[i]));
    return out;
  };
  return { start: from(widths, start), end: from([...widths].reverse(), end) };
}

/**
 * A list of fields as the URL writes it (`cols`, `hide`, `pin`): comma-separated, each field's own `%`
 * and `,` written `%25` and `%2C`, so a field named with a comma is one field. Read back by fieldList.
 */
export const joinFields = (fields: readonly string[]): string => fields.map((f) => f.replace(/[%,]/g, encodeURIComponent)).join(',');

/**
 * The fields of a URL's list (see joinFields; empty entries left out). Only `%25` and `%2C` are read
 * back: any other `%` stays as written, so a list written before (plain names) reads as it did.
 */
export const fieldList = (text: string): string[] => text.split(',').filter(Boolean).map((f) => f.replace(/%2C|%25/gi, decodeURIComponent));

/** A side as given ('start' or 'end', any case, trimmed), else undefined. */
function sideOf(value: unknown): PinSide | undefined {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return v === 'start' || v === 'end' ? v : undefined;
}

/**
 * Pins from `input` (an object of field to 'start' or 'end'; null or false
 * unpins: left out) for `columns`: `report` is told of each unknown field
 * and each value that is not a side; an input that is not an object is
 * reported and gives undefined (the pins stay as they are).
 */
export function readPins(input: unknown, columns: readonly ColumnDef[], report: (problem: string) => void): Pins | undefined {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    report(`pins: ${safeStringify(input, 60)} is not an object of field to "start" or "end"`);
    return undefined;
  }
  const fields = new Set(columns.map((c) => c.field).filter(Boolean));
  const out: Pins = Object.create(null);
  for (const field of Object.keys(input)) {
    const value = (input as Record<string, unknown>)[field];
    const side = sideOf(value);
    if (!fields.has(field)) report(`pins name no column "${field}"`);
    else if (side) out[field] = side;
    else if (value !== null && value !== false) report(`pins: "${field}": ${safeStringify(value, 40)} is not "start" or "end"`);
  }
  return out;
}

/**
 * Pins as a URL writes them (`name:start,total:end`; empty: none pinned),
 * read as readPins reads a page's: each entry that names no column or no
 * side is reported and left out.
 */
export function parsePinParam(text: string, columns: readonly ColumnDef[], report: (problem: string) => void): Pins {
  const entries: Record<string, unknown> = Object.create(null);
  for (const entry of fieldList(text)) {
    if (!entry.trim()) continue;
    const at = entry.lastIndexOf(':');
    if (at < 1) report(`pin entry "${entry}" is not field:start or field:end`);
    else entries[entry.slice(0, at).trim()] = entry.slice(at + 1) || '';
  }
  return readPins(entries, columns, report) ?? Object.create(null);
}

/** Pins as the URL writes them: `field:side` in the columns' order, comma-separated ('' when none). */
export function formatPins(pins: Readonly<Pins>, columns: readonly ColumnDef[]): string {
  return joinFields(columns.filter((c) => c.field && pinOf(pins, c.field)).map((c) => `${c.field}:${pins[c.field]}`));
}

/** Whether two pin sets pin the same fields to the same sides. */
export function samePins(a: Readonly<Pins>, b: Readonly<Pins>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => pinOf(b, k) === a[k]);
}

/**
 * What turns pins `before` into `after`, one column at a time (for store.setPin, which tells of each):
 * the columns whose side changed, with their new side (null: unpinned). Same pins: nothing.
 */
export function pinChanges(before: Readonly<Pins>, after: Readonly<Pins>): Array<[string, PinSide | null]> {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].filter((f) => pinOf(before, f) !== pinOf(after, f)).map((f) => [f, pinOf(after, f) ?? null]);
}
