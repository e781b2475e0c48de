/**
 * Where a paste goes (issue 46 item 3), pure: the cells read from the
 * clipboard (model/clip-read.ts, dom/clip-html.ts) laid on the table's
 * grid — its view's rows and its drawn columns, in the reader's order (a
 * column moved, pinned or hidden moves the paste with it). One value fills
 * the whole range; a block starts at the range's first cell. Each value is
 * read by its column (./paste-value.ts): a value that does not parse is
 * `bad` (its cell is marked, nothing sent); a cell of a column without an
 * editable control is skipped and counted; cells past the last column are
 * cut off, rows past the last row are `extra` (an editable-rows table may
 * add them). Values equal to the cell's are no change.
 */
import type { CellBox } from './cell-range';
import { fieldValue } from './fields';
import { pasteValue, type PasteBad } from './paste-value';
import type { ColumnDef, Row } from './types';

/** A cell a paste changes: the row's index in the view, the field, its new and old value. */
export interface PasteChange {
  row: number;
  field: string;
  value: unknown;
  old: unknown;
}

/** A pasted text its column cannot hold. */
export interface PasteBadCell {
  row: number;
  field: string;
  text: string;
  bad: PasteBad;
}

export interface PastePlan {
  changes: PasteChange[];
  bad: PasteBadCell[];
  /** Cells pasted (changed or already holding the value). */
  pasted: number;
  /** Cells skipped: their column has no editable control. */
  readOnly: number;
  /** Cells cut off: past the last column. */
  cut: number;
  /** The clipboard's rows past the last row of the view (from the range's first column). */
  extra: string[][];
}

/** Whether a column's cells take a paste or a fill: a field with a control that is neither read-only nor disabled. */
export function pastable(column: ColumnDef): boolean {
  const a = column.elementAttrs;
  return !!column.cellElement && !!column.field && !column.autoNumber && !a.readOnly && !a.disabled;
}

/**
 * The paste of `clip` (rows of cells) into `box` of a grid of `rows` × `columns`; null when it would
 * touch more than `maxCells` cells (one value filling a range that large included).
 */
export function pastePlan(clip: readonly string[][], box: CellBox, rows: readonly Row[], columns: readonly ColumnDef[], locale: string, maxCells = 100_000): PastePlan | null {
  const one = clip.length === 1 && clip[0].length === 1;
  const height = one ? box.bottom - box.top + 1 : clip.length;
  const width = one ? box.right - box.left + 1 : clip.reduce((most, row) => Math.max(most, row.length), 0);
  if (height * width > maxCells) return null;
  const plan: PastePlan = { changes: [], bad: [], pasted: 0, readOnly: 0, cut: 0, extra: [] };
  for (let r = 0; r < height; r++) {
    const cells = one ? null : clip[r];
    const at = box.top + r;
    if (at >= rows.length) {
      if (cells) plan.extra.push(cells);
      continue;
    }
    const row = rows[at];
    const count = cells ? cells.length : width;
    for (let c = 0; c < count; c++) {
      const column = columns[box.left + c];
      if (!column) {
        plan.cut += count - c;
        break;
      }
      if (!pastable(column)) {
        plan.readOnly++;
        continue;
      }
      const text = cells ? cells[c] : clip[0][0];
      const read = pasteValue(column, text, locale);
      if ('bad' in read) {
        plan.bad.push({ row: at, field: column.field, text, bad: read.bad });
        continue;
      }
      plan.pasted++;
      const old = fieldValue(row, column.field);
      if (!same(old, read.value)) plan.changes.push({ row: at, field: column.field, value: read.value, old });
    }
  }
  return plan;
}

/** Two cell values the same for a control (1 and "1", null and ""). */
export function same(a: unknown, b: unknown): boolean {
  const text = (v: unknown) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join(',') : String(v));
  return text(a) === text(b);
}
