/**
 * Which tfoot cell shows which aggregate (spec "Footer cells (tfoot)",
 * rules 1, 2 and 5), from a plain description of the cells: pure, so every
 * rule is tested without a DOM. components/TableFoot.svelte renders the
 * page's cells (read by dom/foot.ts) by the plan.
 */
import { isAggregateType, type AggregateType, type BuiltInAggregate } from './aggregates';

/** A tfoot cell as the page wrote it (th or td alike: rule 1). */
export interface FooterCellInput {
  colSpan: number;
  rowSpan: number;
  /** Whether the cell holds no text (whitespace only). */
  blank: boolean;
  /** data-field, trimmed; undefined when absent or empty. */
  field?: string;
  /** data-aggregate as written; undefined when absent. */
  aggregate?: string;
}

/** Where a cell sits: its first column (0-based, in the page's thead columns) and how many it covers. */
export interface CellPlace {
  start: number;
  span: number;
}

/** What a cell shows: explicit (its data-aggregate), legacy (the data-footer-aggregates map) or nothing. */
export interface FooterCellPlan extends CellPlace {
  mode: 'explicit' | 'legacy' | null;
  type: AggregateType | null;
  field: string;
  /** Why an explicit cell is left as it is (one warning each). */
  problem?: string;
}

const spanOf = (n: number, max: number) => (Number.isInteger(n) && n >= 1 ? Math.min(n, max) : 1);

/**
 * The column each cell starts at, with colspan and rowspan respected (the
 * HTML table model: a cell takes the first column not already covered by a
 * rowspan from a row above). rowspan 0 is taken as 1.
 */
export function placeCells(rows: ReadonlyArray<ReadonlyArray<Pick<FooterCellInput, 'colSpan' | 'rowSpan'>>>): CellPlace[][] {
  const covered: Array<Set<number>> = rows.map(() => new Set());
  return rows.map((cells, r) => {
    let column = 0;
    return cells.map((cell) => {
      while (covered[r].has(column)) column++;
      const span = spanOf(cell.colSpan, 1000);
      const down = spanOf(cell.rowSpan, rows.length - r);
      for (let rr = r + 1; rr < r + down; rr++) for (let c = column; c < column + span; c++) covered[rr].add(c);
      const place = { start: column, span };
      column += span;
      return place;
    });
  });
}

/**
 * The plan of every cell. `fields` are the fields of the thead leaf
 * columns by position ('' for an auto-number column); `legacy` the checked
 * data-footer-aggregates map.
 *
 * - A cell with data-aggregate is explicit: its field is data-field, else
 *   the leaf column where the cell starts. It is left as it is, with a
 *   problem, when the type is unknown, when the page wrote text in it
 *   (rule 2: a cell with text is kept as it is), or when no field can be
 *   found (custom needs none).
 * - Otherwise, legacy mode (rule 5) fills a blank cell that covers one
 *   column whose field (data-field, else the leaf column) is in the map;
 *   cells with text and colspan cells are untouched.
 */
export function footerPlan(
  rows: ReadonlyArray<ReadonlyArray<FooterCellInput>>,
  fields: readonly string[],
  legacy: ReadonlyMap<string, BuiltInAggregate>,
): FooterCellPlan[][] {
  const places = placeCells(rows);
  return rows.map((cells, r) => cells.map((cell, i) => {
    const { start, span } = places[r][i];
    const field = cell.field ?? fields[start] ?? '';
    const none = { start, span, field, mode: null, type: null };
    if (cell.aggregate !== undefined) {
      const type = cell.aggregate.trim();
      if (!isAggregateType(type)) return { ...none, problem: `data-aggregate "${type.slice(0, 40)}" is not sum, avg, count, min, max or custom — cell left as it is` };
      if (!cell.blank) return { ...none, problem: `a footer cell with data-aggregate="${type}" already has text — kept as it is (footer rule 2)` };
      if (!field && type !== 'custom') return { ...none, problem: `a footer cell with data-aggregate="${type}" has no data-field and no column above it — cell left as it is` };
      return { start, span, field, mode: 'explicit', type };
    }
    const type = cell.blank && span === 1 ? legacy.get(field) : undefined;
    return type ? { start, span, field, mode: 'legacy', type } : none;
  }));
}

/**
 * Keeping a planned cell aligned when columns are hidden (spec rule 5 of
 * the columns: hidden columns are not displayed): the cell is hidden when
 * every column it covers is hidden, else its colspan shrinks by the hidden
 * ones. Columns past `visible` count as shown.
 */
export function alignedSpan(place: CellPlace, visible: readonly boolean[]): { hidden: boolean; colSpan: number } {
  let shown = 0;
  for (let c = place.start; c < place.start + place.span; c++) if (visible[c] !== false) shown++;
  return { hidden: shown === 0, colSpan: Math.max(1, shown) };
}
