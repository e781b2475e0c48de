/**
 * The fill handle's place and drag (issue 46 item 6; the range part): the
 * handle (components/FillHandle.svelte) sits in the cell at the range's
 * bottom-end corner, when the table has a column with a cell control
 * (model/fill.ts says which cells a fill changes). Dragged
 * (the pointer captured: mouse, pen or finger), it extends the range down or
 * towards the row's end (whichever the pointer went further past the range)
 * and, on release, fills from the range it started from; a click or tap
 * without a drag fills the range down.
 */
import { mount, unmount } from 'svelte';
import FillHandle from '../components/FillHandle.svelte';
import { sayRange } from '../components/range-text';
import type { RangeState } from '../components/range-state.svelte';
import { boxOf, dragged, type CellBox, type CellRange } from '../model/cell-range';
import type { FillWay } from '../model/fill';
import type { TableStore } from '../store.svelte';
import type { CellMap } from './range-cells';

const rangeOf = (box: CellBox): CellRange => ({ anchor: { row: box.top, col: box.left }, focus: { row: box.bottom, col: box.right } });

/** Start the handle; `place` puts it at the range's corner (after each paint), the function it returns takes it away. */
export function fillHandle(store: TableStore, state: RangeState, map: CellMap, run: (box: CellBox, way: FillWay) => void): { place(): void; stop(): void } {
  let at: HTMLTableCellElement | null = null;
  let shown: ReturnType<typeof mount> | null = null;
  let origin: CellBox | null = null;
  let went: FillWay | null = null;
  let moved = false;
  const take = () => {
    if (shown) void unmount(shown);
    shown = null;
    at = null;
  };
  const drag = {
    down(event: PointerEvent) {
      if (event.button !== 0) return;
      event.preventDefault();
      event.stopPropagation();
      origin = boxOf(state.range);
      went = null;
      moved = false;
      (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    },
    move(event: PointerEvent) {
      if (!origin) return;
      const point = map.pointOf(document.elementFromPoint(event.clientX, event.clientY)?.closest('td') ?? null);
      if (!point) return;
      const to = dragged(origin, point);
      went = to?.way ?? null;
      moved ||= !!to;
      state.set(state.cursor, rangeOf(to?.box ?? origin));
    },
    up() {
      if (!origin) return;
      origin = null;
      if (went) run(boxOf(state.range), went);
    },
    click() {
      if (moved) return void (moved = false);
      run(boxOf(state.range), 'down');
    },
  };
  const label = () => sayRange(store, 'fillHandle');
  return {
    place() {
      if (origin) return; // not moved while dragged (the pointer is captured by it)
      const box = boxOf(state.range);
      const td = store.visible.some((column) => column.cellElement) ? map.cellAt({ row: box.bottom, col: box.right }) : null;
      if (td === at && (!td || td.querySelector('.alm-fill-handle'))) return;
      take();
      if (td) (shown = mount(FillHandle, { target: td, props: { label, drag } }), (at = td));
    },
    stop: take,
  };
}
