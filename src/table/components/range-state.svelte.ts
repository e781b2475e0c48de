/**
 * A table's cell focus and range (issue 46 item 1): the focused cell (the
 * body's one tab stop), the range, and what the live region says. The range
 * part (../dom/cell-range.ts) is its only writer; the places are the pure
 * model's (../model/cell-range.ts). The same size said twice is still said:
 * a no-break space tells the two apart.
 */
import { boxOf, boxSize, single, type CellPoint, type CellRange } from '../model/cell-range';

export class RangeState {
  /** The focused cell. */
  cursor = $state.raw<CellPoint>({ row: 0, col: 0 });
  /** The range (one cell: the focused one). */
  range = $state.raw<CellRange>(single({ row: 0, col: 0 }));
  /** The live region's text. */
  said = $state('');
  #flip = false;

  /** Focus `cursor` with `range` (default: the cursor alone); `say` makes the text of a range's size, told when it spans more than one cell. */
  set(cursor: CellPoint, range: CellRange = single(cursor), say?: (rows: number, cols: number) => string): void {
    this.cursor = cursor;
    this.range = range;
    const size = boxSize(boxOf(range));
    if (say && size.rows * size.cols > 1) this.tell(say(size.rows, size.cols));
  }

  /** Say `text` in the live region. */
  tell(text: string): void {
    this.#flip = !this.#flip;
    this.said = this.#flip ? `${text}\u00a0` : text;
  }
}
