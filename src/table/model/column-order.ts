/**
 * Column order (issue 44 items 2 and 5), pure: the data columns' fields in
 * the order the reader put them (store.order; empty: the page's order), the
 * columns in that order (every table page has these: an order a
 * page gives is checked by ./column-order-read.ts, in the parts). Columns without a field (an auto-number column) and the feature
 * columns (checkbox, drag handle, row actions: store slots) never move.
 */
import type { ColumnDef } from './types';

/**
 * `columns` in `order`: the data columns named in it first, in its order,
 * then the others as the page has them; each takes a place a data column had,
 * so a column without a field keeps its place. Unknown fields are passed over.
 */
export function orderColumns(columns: readonly ColumnDef[], order: readonly string[]): readonly ColumnDef[] {
  if (!order.length) return columns;
  const rank = (c: ColumnDef) => {
    const i = order.indexOf(c.field);
    return i < 0 ? order.length + columns.indexOf(c) : i;
  };
  const moving = columns.filter((c) => c.field).sort((a, b) => rank(a) - rank(b));
  let k = 0;
  return columns.map((c) => (c.field ? moving[k++] : c));
}

/** Every data column's field in `order` (the full order, hidden columns included). */
export function fieldOrder(columns: readonly ColumnDef[], order: readonly string[]): string[] {
  return orderColumns(columns, order).map((c) => c.field).filter(Boolean);
}
