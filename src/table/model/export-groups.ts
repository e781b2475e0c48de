/**
 * The export of a grouped table (issue 47 item 5), pure: one leading column
 * per group field, named after the group column's title (JSON numbers a
 * title the table already has: model/export.ts jsonKeys), each row's value
 * the label its group header shows; the rows in the order the groups show
 * them (every group open). Excel: a row per group above its rows, with its
 * label and its subtotals, the rows one outline level below their group's
 * (groupedSheet). dom/export.ts hands it the groups GroupedBody
 * drew; an ungrouped table exports as before.
 */
import { toSheet, type CellText, type Sheet } from './export';
import type { Group, GroupAggregate } from './groups';
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

/**
 * The sheet of a grouped table: before its rows each group's header row (its
 * label in the first column, under each column the group's first aggregate of
 * that column's field), at outline level `depth`; the rows at the innermost
 * groups' depth + 1.
 */
export function groupedSheet(name: string, groups: readonly Group[], columns: readonly ColumnDef[], textOf: CellText, labelOf: (group: Group) => string, aggregates: readonly GroupAggregate[]): Sheet {
  const rows: Row[] = [];
  const heads: Array<{ at: number; group: Group }> = [];
  const walk = (list: readonly Group[]) => {
    for (const g of list) {
      heads.push({ at: rows.length, group: g });
      if (g.groups.length) walk(g.groups);
      else rows.push(...g.rows);
    }
  };
  walk(groups);
  const detail = toSheet(name, columns, rows, textOf);
  const byField = columns.map((c) => aggregates.find((a) => a.field === c.field));
  const level = innermost(groups) + 1;
  const out = { ...detail, rows: [] as Sheet['rows'], outline: [] as number[] };
  let next = 0;
  for (let r = 0; r <= rows.length; r++) {
    for (; next < heads.length && heads[next].at === r; next++) {
      const g = heads[next].group;
      out.rows.push(columns.map((_, c) => (c ? totalOf(g, byField[c]) : labelOf(g))));
      out.outline.push(g.depth);
    }
    if (r < rows.length) {
      out.rows.push(detail.rows[r]);
      out.outline.push(level);
    }
  }
  return out;
}

/** A group's aggregate value ('' when skipped or none); keyed as ./groups.ts aggregateKey does, written out so the export part does not load the groups' chunk. */
const totalOf = (g: Group, a: GroupAggregate | undefined): string | number => (a ? g.values[`${a.field}:${a.type}`] ?? '' : '');

/** The innermost groups' depth. */
function innermost(groups: readonly Group[]): number {
  let depth = 0;
  for (let list = groups; list.length && list[0].groups.length; list = list[0].groups) depth++;
  return depth;
}
