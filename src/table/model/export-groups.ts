/**
 * The export of a grouped table (issue 47 item 5), pure: one leading column
 * per group field, named after the group column's title (JSON numbers a
 * title the table already has: model/export.ts jsonKeys), each row's value
 * the label its group header shows; the rows in the order the groups show
 * them (every group open). dom/export.ts hands it the groups GroupedBody
 * drew; an ungrouped table exports as before.
 */
import type { CellText } from './export';
import type { Group } from './groups';
import type { ColumnDef, Row } from './types';

export interface GroupedExport {
  /** The leading group columns, then the table's. */
  columns: ColumnDef[];
  /** The rows in the groups' order; null when there are no groups (the view's rows stand). */
  rows: Row[] | null;
  textOf: CellText;
}

/**
 * `groups` (model/groups.ts groupRows) as leading columns: `groupColumns`
 * are the group fields' columns, outermost first; `labelOf` a group's label.
 */
export function groupedExport(groups: readonly Group[], groupColumns: readonly ColumnDef[], columns: readonly ColumnDef[], textOf: CellText, labelOf: (group: Group) => string): GroupedExport {
  if (!groups.length) return { columns: [...columns], rows: null, textOf };
  const leading = groupColumns.map((c): ColumnDef => ({ ...c, autoNumber: false }));
  const depthOf = new Map(leading.map((c, i) => [c, i]));
  const labels = new Map<Row, string[]>();
  const rows: Row[] = [];
  const walk = (list: readonly Group[], above: readonly string[]) => {
    for (const g of list) {
      const path = [...above, labelOf(g)];
      if (g.groups.length) walk(g.groups, path);
      else for (const row of g.rows) {
        rows.push(row);
        labels.set(row, path);
      }
    }
  };
  walk(groups, []);
  return {
    columns: [...leading, ...columns],
    rows,
    textOf: (row, column) => {
      const depth = depthOf.get(column);
      return depth === undefined ? textOf(row, column) : labels.get(row)?.[depth] ?? '';
    },
  };
}
