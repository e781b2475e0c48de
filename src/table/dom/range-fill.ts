/**
 * Fill (issue 46 item 6): a part the range part (./cell-range.ts) loads on
 * the first fill (Ctrl/Cmd+D, Ctrl/Cmd+R, the fill handle). The range's
 * first row is copied down or its first column right (model/fill.ts: one
 * list of changes, read-only cells skipped and counted); the live region
 * says what was filled, `table:fill` says it at once, and the changed cells
 * are saved as a paste's are (./range-save.ts), `table:change` with cause
 * 'fill' once saved.
 */
import { filledText, sayFill } from '../components/fill-text';
import type { RangeState } from '../components/range-state.svelte';
import type { CellBox } from '../model/cell-range';
import { fillPlan, type FillWay } from '../model/fill';
import type { TableStore } from '../store.svelte';
import { applyChanges, detail, saveChanges, saving } from './range-save';

/** Fill `box` (the range of `state`) `way`; resolves once the changes are saved. */
export async function fill(store: TableStore, state: RangeState, box: CellBox, way: FillWay, warn: (message: string) => void): Promise<void> {
  const view = store.view.rows;
  const plan = fillPlan(box, view, store.visible, way);
  if (!plan) return state.tell(sayFill(store, way === 'down' ? 'fillNoRows' : 'fillNoColumns'));
  const work = await saving(store, plan.changes.length > 0, warn);
  const changes = applyChanges(store, view, plan.changes);
  state.tell(filledText(store, plan));
  store.emit('table:fill', { tableId: store.id, direction: way, filled: plan.filled, readOnly: plan.readOnly, changes: changes.map(detail) });
  await saveChanges(store, state, work, changes, 'fill');
}
