/**
 * Phone widths (issue 44 item 6), pure: which data columns a table with
 * `data-responsive="collapse"` hides to fit its box, and whether one with
 * `data-responsive="cards"` shows its rows as cards. The responsive part
 * (dom/responsive.ts) measures; this decides.
 */

/** A data column as measured: its field, its `data-priority` (1 = last to go) and its width in pixels. */
export interface FitColumn {
  field: string;
  priority?: number;
  width: number;
}

export interface FitInput {
  /** The visible data columns, in their order on the page. */
  columns: readonly FitColumn[];
  /** The width of everything else in a row (checkbox, handles, actions, borders), without the disclosure cell. */
  fixed: number;
  /** The disclosure cell's width: paid once any column is hidden. */
  control: number;
  /** The table's box width. */
  box: number;
}

/** A column of long text counts this wide at most: it wraps (its full one-line width would hide it at any width). */
export const WRAP_WIDTH = 320;

/**
 * The order columns go in: columns without a priority first, last column
 * first; then the highest priority number first (1 goes last), among equal
 * priorities the last column first. A priority that is not a positive
 * number counts as none.
 */
export function hideOrder(columns: readonly FitColumn[]): FitColumn[] {
  const rank = (c: FitColumn) => (c.priority !== undefined && c.priority > 0 ? c.priority : Infinity);
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => rank(b.column) - rank(a.column) || b.index - a.index)
    .map((entry) => entry.column);
}

/**
 * The fields to hide so that the rest fits `box`: none when every column
 * fits; else the columns in hideOrder until the rest and the disclosure cell
 * fit. The column that goes last always stays (a table shows at least one
 * column); a column without a field (an auto-number) is never hidden. Widths
 * count at most WRAP_WIDTH; a box of 0 or less (not laid out) hides nothing.
 */
export function fitColumns({ columns, fixed, control, box }: FitInput): Set<string> {
  const hidden = new Set<string>();
  if (!(box > 0)) return hidden;
  const width = (c: FitColumn) => Math.min(Math.max(0, c.width) || 0, WRAP_WIDTH);
  let sum = fixed + columns.reduce((total, c) => total + width(c), 0);
  if (sum <= box) return hidden;
  sum += control;
  const order = hideOrder(columns.filter((c) => c.field));
  for (const column of order.slice(0, -1)) {
    if (sum <= box) break;
    hidden.add(column.field);
    sum -= width(column);
  }
  return hidden;
}

/** Cards below `below` px of box width (a box not laid out yet, 0: no cards). */
export const showsCards = (box: number, below: number): boolean => box > 0 && box < below;

/** Whether two sets of fields hold the same fields. */
export const sameFields = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => a.size === b.size && [...a].every((f) => b.has(f));
