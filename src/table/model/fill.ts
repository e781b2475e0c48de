/**
 * Fill (issue 46 item 6), pure: Ctrl/Cmd+D copies the range's first row
 * down, each cell below it taking the raw value of its column's first cell;
 * Ctrl/Cmd+R copies its first column right (towards the row's end in the
 * logical, drawn order: the start side in a right-to-left table, as
 * spreadsheets do), each cell taking its row's first cell. The cells that
 * change are one list of changes (the shape an undo step records). A cell of
 * a column that takes no paste (./paste.ts `pastable`) is skipped and
 * counted; a value equal to the cell's is no change. A range of one row
 * (down) or one column (right) has nothing to fill: null.
 */
import type { CellBox } from './cell-range';
import { fieldValue } from './fields';
import { pastable, same, type PasteChange } from './paste';
import type { ColumnDef, Row } from './types';

/** Down (Ctrl/Cmd+D, the fill handle dragged down) or right (Ctrl/Cmd+R, the handle dragged towards the end). */
export type FillWay = 'down' | 'right';

export interface FillPlan {
  /** The cells that change: row index in the view, field, new and old value. */
  changes: PasteChange[];
  /** Cells filled (changed or already holding the value). */
  filled: number;
  /** Cells skipped: their column takes no edit. */
  readOnly: number;
}

/** The fill of `box` (inside the grid of `rows` × `columns`) `way`; null when the range has one row (down) or one column (right). */
export function fillPlan(box: CellBox, rows: readonly Row[], columns: readonly ColumnDef[], way: FillWay): FillPlan | null {
  const bottom = Math.min(box.bottom, rows.length - 1);
  const right = Math.min(box.right, columns.length - 1);
  if (way === 'down' ? bottom <= box.top : right <= box.left) return null;
  const plan: FillPlan = { changes: [], filled: 0, readOnly: 0 };
  const valueOf = (row: Row, column: ColumnDef | undefined) => (column?.field ? fieldValue(row, column.field) : null);
  for (let r = way === 'down' ? box.top + 1 : box.top; r <= bottom; r++) {
    for (let c = way === 'down' ? box.left : box.left + 1; c <= right; c++) {
      const column = columns[c];
      if (!pastable(column)) {
        plan.readOnly++;
        continue;
      }
      const value = way === 'down' ? valueOf(rows[box.top], column) : valueOf(rows[r], columns[box.left]);
      const old = fieldValue(rows[r], column.field);
      plan.filled++;
      if (!same(old, value)) plan.changes.push({ row: r, field: column.field, value, old });
    }
  }
  return plan;
}
