/**
 * Copy (issue 46 item 2; the range part): the range as tab-separated text
 * and as an HTML table (model/clipboard.ts), the texts as the reader sees
 * them (./cell-texts.ts, as an export makes them), from the view's rows, not
 * from the rows drawn: a whole column of a windowed table is copied whole.
 */
import { boxOf, boxSize } from '../model/cell-range';
import { clipCells, toHtmlTable, toTsv } from '../model/clipboard';
import type { TableStore } from '../store.svelte';
import type { RangeState } from '../components/range-state.svelte';
import { cellTexts } from './cell-texts';

/** The range's two formats: `text/plain` (TSV) and `text/html` (a table), and its size. */
export function rangeClip(store: TableStore, state: RangeState): { text: string; html: string; rows: number; cols: number } {
  const box = boxOf(state.range);
  const rows = store.view.rows.slice(box.top, box.bottom + 1);
  const columns = store.visible.slice(box.left, box.right + 1);
  const texts = cellTexts(store);
  // An auto-number column shows the row's place (across pages when paginated).
  const first = (store.paginated ? store.view.offset : 0) + box.top + 1;
  const cells = clipCells(rows, columns, (row, column, i) => (column.autoNumber ? String(first + i) : texts(row, column)));
  return { text: toTsv(cells), html: toHtmlTable(cells), ...boxSize({ ...box, bottom: box.top + rows.length - 1 }) };
}
