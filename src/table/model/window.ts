/**
 * Windowing for the all-rows mode (issue "Performance": render only what is
 * visible). Pure: from the body's position in the viewport and a measured
 * row height, the slice of rows to render and the space above and below it.
 */
export interface WindowSlice {
  start: number;
  end: number;
  /** Pixels standing in for the rows before `start` and after `end`. */
  before: number;
  after: number;
}

/** Rows at or above this count are windowed when every row is on one page. */
export const WINDOW_THRESHOLD = 200;

/**
 * @param bodyTop     top of the first row relative to the viewport (negative once scrolled past)
 * @param viewport    viewport height
 * @param rowHeight   measured height of one row (> 0)
 * @param count       number of rows
 * @param overscan    extra rows rendered above and below the visible ones
 */
export function windowSlice(bodyTop: number, viewport: number, rowHeight: number, count: number, overscan = 10): WindowSlice {
  if (count <= 0 || !(rowHeight > 0)) return { start: 0, end: Math.min(count, 50), before: 0, after: 0 };
  const first = Math.floor(-bodyTop / rowHeight);
  const last = Math.ceil((viewport - bodyTop) / rowHeight);
  const screenful = Math.ceil(viewport / rowHeight) + 2 * overscan;
  // Scrolled past the estimated end (row heights vary): still show the last screenful.
  const start = Math.min(Math.max(0, first - overscan), Math.max(0, count - screenful));
  const end = Math.min(count, Math.max(start + 1, last + overscan));
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
