/**
 * Cell focus and ranges (issue 46 item 1), pure: a cell is a place in the
 * rows the table shows (its current view, in order) and in its drawn columns
 * (the reader's order, pinned ones at their end, hidden ones left out); a
 * range is the rectangle between an anchor and the focused cell. The keys
 * follow the WAI-ARIA APG grid pattern; on a right-to-left table the
 * horizontal arrows are mirrored (ArrowLeft goes towards the row's end).
 */

import type { FillWay } from './fill';

/** A cell: `row` in the view's rows, `col` in the drawn columns (both 0-based). */
export interface CellPoint {
  row: number;
  col: number;
}

/** A range: its anchor (where it began) and its focus (the focused cell, where it ends). */
export interface CellRange {
  anchor: CellPoint;
  focus: CellPoint;
}

/** A range's rectangle: first and last row, first and last column (inclusive). */
export interface CellBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** How many rows and columns the grid has, and how many rows a page (Page Up / Page Down) moves. */
export interface GridSize {
  rows: number;
  cols: number;
  page: number;
}

/** The keys a range moves with, as the grid pattern names them. */
export type MoveKey = 'up' | 'down' | 'back' | 'forth' | 'home' | 'end' | 'pageUp' | 'pageDown' | 'first' | 'last';

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max - 1));

/** `point` inside a grid of `size` (an empty grid: 0, 0). */
export function clampPoint(point: CellPoint, size: Pick<GridSize, 'rows' | 'cols'>): CellPoint {
  return { row: clamp(point.row, size.rows), col: clamp(point.col, size.cols) };
}

/**
 * The key a keyboard event moves by, or null: arrows, Home/End (Ctrl: the
 * grid's first or last cell), Page Up/Down. `rtl`: ArrowLeft moves towards
 * the end of the row (the mirrored layout), ArrowRight towards its start.
 */
export function moveKey(key: string, ctrl: boolean, rtl: boolean): MoveKey | null {
  switch (key) {
    case 'ArrowUp': return 'up';
    case 'ArrowDown': return 'down';
    case 'ArrowLeft': return rtl ? 'forth' : 'back';
    case 'ArrowRight': return rtl ? 'back' : 'forth';
    case 'Home': return ctrl ? 'first' : 'home';
    case 'End': return ctrl ? 'last' : 'end';
    case 'PageUp': return 'pageUp';
    case 'PageDown': return 'pageDown';
    default: return null;
  }
}

/**
 * The cell a key moves `from` to, inside the grid (never past an edge: the
 * grid pattern does not wrap). Ctrl with an arrow goes to that edge of the
 * row or column (as spreadsheets do).
 */
export function moved(from: CellPoint, key: MoveKey, size: GridSize, ctrl = false): CellPoint {
  const { row, col } = from;
  const far = ctrl ? Infinity : 1;
  const to: Record<MoveKey, CellPoint> = {
    up: { row: row - far, col },
    down: { row: row + far, col },
    back: { row, col: col - far },
    forth: { row, col: col + far },
    home: { row, col: 0 },
    end: { row, col: size.cols - 1 },
    pageUp: { row: row - Math.max(1, size.page), col },
    pageDown: { row: row + Math.max(1, size.page), col },
    first: { row: 0, col: 0 },
    last: { row: size.rows - 1, col: size.cols - 1 },
  };
  return clampPoint(to[key], size);
}

/** A range of one cell. */
export const single = (point: CellPoint): CellRange => ({ anchor: point, focus: point });

/** Whether two cells are the same. */
export const samePoint = (a: CellPoint, b: CellPoint): boolean => a.row === b.row && a.col === b.col;

/** The range from its anchor to `focus` (Shift+arrows, Shift+click, a drag). */
export const extendTo = (range: CellRange, focus: CellPoint): CellRange => ({ anchor: range.anchor, focus });

/** The range's rectangle. */
export function boxOf({ anchor, focus }: CellRange): CellBox {
  return {
    top: Math.min(anchor.row, focus.row),
    bottom: Math.max(anchor.row, focus.row),
    left: Math.min(anchor.col, focus.col),
    right: Math.max(anchor.col, focus.col),
  };
}

/** Rows and columns a rectangle spans. */
export const boxSize = (box: CellBox): { rows: number; cols: number } => ({ rows: box.bottom - box.top + 1, cols: box.right - box.left + 1 });

/** Whether the cell at `row`, `col` is inside `box`. */
export const inBox = (box: CellBox, row: number, col: number): boolean =>
  row >= box.top && row <= box.bottom && col >= box.left && col <= box.right;

/** Every cell of the grid (Ctrl+A: all rows of the current view); the focused cell is kept apart by the caller. */
export function everything(size: Pick<GridSize, 'rows' | 'cols'>): CellRange {
  return { anchor: { row: 0, col: 0 }, focus: { row: Math.max(0, size.rows - 1), col: Math.max(0, size.cols - 1) } };
}

/** A whole column (Shift and a header click); with `from`, the columns between it and `col` (Shift again on another header). */
export function columnRange(col: number, rows: number, from?: number): CellRange {
  return { anchor: { row: 0, col: from ?? col }, focus: { row: Math.max(0, rows - 1), col } };
}

/**
 * Which outer edges of the range a cell draws, for one outline around the
 * whole range: top, bottom, and the start and end of the row (logical: the
 * stylesheet puts them on the right side in a right-to-left table).
 */
export function edgesOf(box: CellBox, row: number, col: number): { top: boolean; bottom: boolean; start: boolean; end: boolean } {
  return { top: row === box.top, bottom: row === box.bottom, start: col === box.left, end: col === box.right };
}

/**
 * The same range in a grid that changed (rows filtered out, a column
 * hidden): both ends kept inside it; null when the grid is empty.
 */
export function keptIn(range: CellRange, size: Pick<GridSize, 'rows' | 'cols'>): CellRange | null {
  if (size.rows < 1 || size.cols < 1) return null;
  return { anchor: clampPoint(range.anchor, size), focus: clampPoint(range.focus, size) };
}

/** The fill handle dragged: range `from` extended to the cell `to` down or towards the end (the way the pointer went further), or null (not past it). */
export function dragged(from: CellBox, to: CellPoint): { box: CellBox; way: FillWay } | null {
  const rows = to.row - from.bottom;
  const cols = to.col - from.right;
  if (rows > 0 && rows >= cols) return { box: { ...from, bottom: to.row }, way: 'down' };
  return cols > 0 ? { box: { ...from, right: to.col }, way: 'right' } : null;
}
