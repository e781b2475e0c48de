/**
 * Row reorder (issue "TableManager IV" 5), pure: where a dragged row lands
 * and the rows after the move. Drag reorder (dom/row-drag.ts, its own part)
 * feeds them the store's rows and hands the result to its editRows action.
 * Nothing here mutates its input.
 */
import type { Row } from './types';

/**
 * The row shown at position `from` of `ordered` moved to position `to`.
 * `ordered` is what the reader sees (a filtered subsequence of `rows`, in the
 * same order: reordering is off while sorted); the moved row lands beside the
 * row it displaced, so hidden rows keep their places. Returns `rows` itself
 * when from equals to or either is out of range.
 */
export function moveRow(rows: Row[], ordered: readonly Row[], from: number, to: number): Row[] {
  const moving = ordered[from];
  const target = ordered[to];
  if (from === to || !moving || !target) return rows;
  const out = rows.filter((row) => row !== moving);
  const at = out.indexOf(target);
  if (at < 0) return rows;
  out.splice(at + (to > from ? 1 : 0), 0, moving);
  return out;
}

/**
 * Where a dragged row lands (issue "TableManager IV" 5, with svelte-dnd-action):
 * `rendered` is what the table body shows, top to bottom, after the library
 * moved the held row (or its placeholder) to a new place: rows, and null for
 * anything else (the spacer rows of a windowed table). The held row lands
 * right after the nearest row above it, or right before the nearest row below
 * it; the answer is its position among `ordered` (all rows shown, the held row
 * included), for moveRow. Its old position when it has no neighbour.
 */
export function landing(rendered: readonly (Row | null)[], held: Row, ordered: readonly Row[]): number {
  const at = rendered.indexOf(held);
  const from = ordered.indexOf(held);
  if (at < 0 || from < 0) return from;
  const others = ordered.filter((row) => row !== held);
  for (let i = at - 1; i >= 0; i--) {
    const row = rendered[i];
    if (row && row !== held && others.includes(row)) return others.indexOf(row) + 1;
  }
  for (let i = at + 1; i < rendered.length; i++) {
    const row = rendered[i];
    if (row && row !== held && others.includes(row)) return others.indexOf(row);
  }
  return from;
}
