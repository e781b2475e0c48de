/**
 * Column widths (issue 44 item 1), pure: the bounds of a column, a width
 * clamped to them, what a key on a resize handle asks for, and widths read
 * from a page (setColumnState, a DataTable prop) or from the reader's
 * stored entry, checked (design.md "Bad input": every bad value is told,
 * the rest applied). No DOM: the resize part (dom/column-resize.ts)
 * measures and applies.
 */
import { safeStringify } from '../../core/json';
import type { ColumnDef } from './types';

/** Narrowest a column gets without a `data-min-width` of its own. */
export const MIN_WIDTH = 40;
/** Widest width taken at all: a stored or given width past it is bad input, not a width. */
export const WIDTH_LIMIT = 4000;
/** Pixels an arrow key moves a column's edge; with Shift, `BIG_STEP`. */
export const STEP = 10;
export const BIG_STEP = 50;

/** Widths in CSS pixels by field; prototype-free (a field named `__proto__` is a field). */
export type Widths = Record<string, number>;

export interface WidthBounds {
  min: number;
  max: number;
}

/** The width of `field` in `widths`, own keys only (a column named `constructor` or `__proto__` has no width by inheritance). */
export function widthIn(widths: Readonly<Widths>, field: string): number | undefined {
  return Object.prototype.hasOwnProperty.call(widths, field) ? widths[field] : undefined;
}

/** A column's bounds: its data-min-width / data-max-width, else MIN_WIDTH..WIDTH_LIMIT; a max below the min is the min. */
export function boundsOf(column: Pick<ColumnDef, 'minWidth' | 'maxWidth'>): WidthBounds {
  const min = Math.max(1, Math.min(column.minWidth ?? MIN_WIDTH, WIDTH_LIMIT));
  return { min, max: Math.max(min, Math.min(column.maxWidth ?? WIDTH_LIMIT, WIDTH_LIMIT)) };
}

/** `width` rounded to a whole pixel within `bounds` (NaN: the min). */
export function clampWidth(width: number, bounds: WidthBounds): number {
  const w = Math.round(width);
  return Number.isNaN(w) ? bounds.min : Math.min(bounds.max, Math.max(bounds.min, w));
}

/**
 * What a key pressed on a focused resize handle asks for: a change of width
 * in pixels, 'fit' (Home: the content's width), or null (not ours). The
 * arrows follow what the reader sees: the handle is at the column's end
 * edge, on the right left to right and on the left right to left, and the
 * arrow pointing away from the column's start widens it.
 */
export function keyAction(key: string, shift: boolean, rtl: boolean): number | 'fit' | null {
  if (key === 'Home') return 'fit';
  const step = shift ? BIG_STEP : STEP;
  if (key === 'ArrowRight') return rtl ? -step : step;
  if (key === 'ArrowLeft') return rtl ? step : -step;
  return null;
}

/** A width as given: a finite number (or numeric string) of pixels in 1..WIDTH_LIMIT, else undefined. */
function widthOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(/px$/, '')) : NaN;
  return Number.isFinite(n) && n >= 1 && n <= WIDTH_LIMIT ? n : undefined;
}

/**
 * Widths from `input` (an object of field to pixels) for `columns`: each
 * known field with a good width is kept, clamped to its column's bounds;
 * `report` is told of each unknown field and each value that is not a width
 * (negative, zero, past WIDTH_LIMIT, not a number), and of an input that is
 * not an object at all (then nothing is kept). `skip(column)`: fields left
 * out quietly (a stored width of a column that is no longer resizable).
 */
export function readWidths(input: unknown, columns: readonly ColumnDef[], report: (problem: string) => void, skip: (column: ColumnDef) => boolean = () => false): Widths {
  const out: Widths = Object.create(null);
  if (input === undefined || input === null) return out;
  if (typeof input !== 'object' || Array.isArray(input)) {
    report(`${safeStringify(input, 60)} is not an object of field to width`);
    return out;
  }
  const byField = new Map(columns.filter((c) => c.field).map((c) => [c.field, c]));
  for (const field of Object.keys(input)) {
    const value = (input as Record<string, unknown>)[field];
    const column = byField.get(field);
    if (!column) report(`names no column "${field}"`);
    else if (skip(column)) continue;
    else {
      const width = widthOf(value);
      if (width === undefined) report(`"${field}": ${typeof value === 'number' ? value : safeStringify(value, 40)} is not a width in pixels (1 to ${WIDTH_LIMIT})`);
      else out[field] = clampWidth(width, boundsOf(column));
    }
  }
  return out;
}

/**
 * The reader's stored widths (`text`, as localStorage keeps it): JSON of
 * field to pixels, read as readWidths reads a page's. Text that is not JSON
 * is reported and gives no widths. Nothing stored: no widths, nothing said.
 */
export function parseStoredWidths(text: string | null, columns: readonly ColumnDef[], report: (problem: string) => void, skip?: (column: ColumnDef) => boolean): Widths {
  if (text === null || text === '') return Object.create(null);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    report(`${safeStringify(text, 60)} is not valid JSON`);
    return Object.create(null);
  }
  return readWidths(parsed, columns, report, skip);
}

/**
 * The hidden fields of a column state, checked: an array of known fields
 * (unknown ones are reported and left out); anything else is reported and
 * gives undefined (the columns' visibility stays as it is).
 */
export function readHidden(input: unknown, columns: readonly ColumnDef[], report: (problem: string) => void): Set<string> | undefined {
  if (input === undefined) return undefined;
  if (!Array.isArray(input)) {
    report(`hidden: ${safeStringify(input, 60)} is not an array of fields`);
    return undefined;
  }
  const fields = new Set(columns.map((c) => c.field).filter(Boolean));
  const out = new Set<string>();
  for (const field of input) {
    if (typeof field === 'string' && fields.has(field)) out.add(field);
    else report(`hidden names no column ${safeStringify(field, 40)}`);
  }
  return out;
}
