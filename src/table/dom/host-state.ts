/**
 * data-attr without a data-source binds rows from the host StateManager
 * (spec data-attr; table:bound and table:stateUpdate). Returns its teardown.
 * The state chunk (the state part), loaded by such a table
 * (dom/attach.ts startFeatures).
 */
import { hostStateManager } from '../../core/host';
import { warn } from '../../core/warn';
import type { TableStore } from '../store.svelte';

export function bindHostState(store: TableStore): () => void {
  const path = store.config.dataPath!;
  const state = hostStateManager();
  if (!state) {
    warn('table', store.id, `data-attr "data:${path}" needs a data-source or a host StateManager — no rows bound`);
    return () => {};
  }
  const apply = (value: unknown) => {
    if (value !== undefined) store.setStateData(value, path);
  };
  try {
    apply(state.get(path));
  } catch (error) {
    warn('table', store.id, `host StateManager.get failed (${(error as Error)?.message})`);
  }
  let off: unknown;
  try {
    off = state.subscribe?.(path, apply);
  } catch (error) {
    warn('table', store.id, `host StateManager.subscribe failed (${(error as Error)?.message})`);
  }
  store.announceBound(path);
  return () => {
    if (typeof off === 'function') off();
  };
}
