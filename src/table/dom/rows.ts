/**
 * The rows chunk (issue "TableManager IV" 4, 5): editable rows
 * (data-editable-rows: ./row-editing.ts) and drag reorder
 * (data-row-sortable, data-sortable-rows, the global allowRowModification:
 * ./row-drag.ts, its own chunk: it brings svelte-dnd-action). Plain DOM, text only, no Svelte. Both share a bar after
 * the table (the Add button, the sort hint, the live region) and the rule
 * of spec "Errors" 5: while any row has no id, they refuse, with one warning.
 */
import { canEditRows } from '../model/row-edit';
import type { FeatureContext } from './feature';
import { lazy } from '../../core/lazy';
import { attachEditing } from './row-editing';
import { STYLE, styled, type RowsContext } from './row-kit';

const TEXT = {
  noId: 'some rows have no "id" field — rows cannot be added, copied, deleted or reordered until every row has one (spec "Errors" 5)',
  template: 'data-editable-rows and drag reorder need the table\'s own rows — not available with a row template',
};

export function attachRows(ctx: FeatureContext): () => void {
  const { store, table } = ctx;
  if (store.config.template) {
    ctx.warn(TEXT.template);
    return () => {};
  }
  const bar = styled(document.createElement('div'), STYLE.bar);
  bar.className = 'alm-rows-bar';
  table.after(bar);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const rows: RowsContext = {
    ...ctx,
    bar,
    idsOk: () => canEditRows(store.rows) || (ctx.warn(TEXT.noId), false),
    later(fn, ms = 0) {
      const timer = setTimeout(() => (timers.delete(timer), fn()), ms);
      timers.add(timer);
    },
  };
  // Say so as soon as rows without ids arrive, not only on the first press.
  if (store.loaded && store.rows.length) rows.idsOk();
  const unlisten = store.listen((name) => name === 'table:loaded' && rows.idsOk());
  const stops = [unlisten];
  let live = true;
  if (store.config.editable) stops.push(attachEditing(rows));
  // Drag reorder is its own chunk; if it cannot load: one warning (core/lazy.ts) and table:error 'drag'.
  if (store.config.sortableRows) {
    lazy(() => import('./row-drag'), 'rows cannot be reordered').then(
      (api) => live && stops.push(api.attachDrag(rows)),
      (error) => live && store.emit('table:error', { tableId: store.id, action: 'drag', error, timestamp: Date.now() }),
    );
  }
  return () => {
    live = false;
    stops.forEach((stop) => stop());
    timers.forEach(clearTimeout);
    bar.remove();
  };
}
