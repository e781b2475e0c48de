/**
 * Group header rows (issue 44 item 2: "footers, filter row and group header
 * rows follow"), pure: the page's rows above the header row, whose cells
 * span columns (colspan, rowspan among themselves), drawn again over the
 * columns as they are drawn now — the reader's order, pins, hidden columns,
 * responsive collapse. A group cell over neighbouring columns stays one cell
 * (its span the number of its columns still drawn); a group whose columns
 * were moved apart shows over each of its runs; a group with no column drawn
 * is gone. Over pinned columns each column has a cell of its own (the pin
 * part's styles stick a row's first and last cells: a cell there is one
 * column). The group rows part (../dom/header-groups.ts) reads the page's
 * rows and renders these (../components/GroupRows.svelte).
 */

/** A cell of a group row as drawn: `cell` is its index in the page's row (-1: an empty cell), `span` the columns it covers. */
export interface GroupRun {
  cell: number;
  span: number;
}

/**
 * For each group row, the index of the cell over each column (by the column's place in the page's header
 * row), from each cell's colspan and rowspan (a row's cells fill the places not taken by a rowspan from
 * above). A place no cell covers: -1. Spans below 1 count as 1.
 */
export function groupGrid(rows: ReadonlyArray<ReadonlyArray<{ colSpan: number; rowSpan: number }>>, columns: number): number[][] {
  const grid = rows.map(() => new Array<number>(columns).fill(-1));
  const taken = rows.map(() => new Array<boolean>(columns).fill(false));
  rows.forEach((cells, r) => {
    let at = 0;
    cells.forEach((cell, i) => {
      while (at < columns && taken[r][at]) at++;
      const wide = Math.max(1, cell.colSpan || 1);
      const tall = Math.max(1, cell.rowSpan || 1);
      for (let y = r; y < Math.min(rows.length, r + tall); y++) {
        for (let x = at; x < Math.min(columns, at + wide); x++) {
          taken[y][x] = true;
          grid[y][x] = y === r ? i : grid[y][x];
          // A cell reaching into a row below is drawn in its own row only: below it the place is empty.
        }
      }
      at += wide;
    });
  });
  return grid;
}

/**
 * The cells of one group row over the drawn columns (`drawn`: each column's place in the page's header row,
 * in drawn order): neighbours under the same page cell make one cell; the first `start` and the last `end`
 * drawn columns (pinned) have a cell each.
 */
export function groupRuns(row: readonly number[], drawn: readonly number[], start = 0, end = 0): GroupRun[] {
  const out: GroupRun[] = [];
  drawn.forEach((place, i) => {
    const cell = row[place] ?? -1;
    const last = out[out.length - 1];
    const alone = i < start || i >= drawn.length - end || i - 1 < start;
    if (last && !alone && last.cell === cell) last.span++;
    else out.push({ cell, span: 1 });
  });
  return out;
}

/** A cell of a page's group row, as read (../dom/header-groups.ts): its text, its own attributes, its spans. */
export interface PageGroupCell {
  text: string;
  attrs: Record<string, string>;
  colSpan: number;
  rowSpan: number;
}

/** A page's group row: its own attributes and its cells. */
export interface PageGroupRow {
  attrs: Record<string, string>;
  cells: PageGroupCell[];
}
