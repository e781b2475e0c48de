/**
 * The automatic refresh's timers (the refresh chunk, loaded the first time a
 * table's refresh runs; ./auto-refresh.ts answers the facade meanwhile). One
 * timer at a time; the next tick is scheduled only after a reload settles,
 * and a failed reload keeps the timer running (spec "Errors" 2). A tick while
 * the tab is hidden waits for the tab's return (one reload then); a tick
 * while rows are selected is skipped (the selection is kept).
 */
import * as machine from '../model/refresh';
import type { TableStore } from '../store.svelte';

export interface RefreshTimer {
  /** Run every `seconds` (0 stops). */
  set(seconds: number): void;
  dispose(): void;
}

export function refreshTimer(store: TableStore): RefreshTimer {
  let state: machine.RefreshState = machine.initialRefresh(0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dead = false;

  const schedule = () => {
    clearTimeout(timer);
    timer = state.running && !dead ? setTimeout(tick, state.interval * 1000) : undefined;
  };
  const reload = async () => {
    await store.refresh();
    schedule();
  };
  const tick = () => {
    const next = machine.tick(state, { hidden: document.hidden, selected: store.selected.size > 0 });
    state = next.state;
    if (next.decision === 'reload') void reload();
    else if (next.decision === 'skip-selected') schedule();
    // skip-hidden: no timer until the tab returns (visibilitychange reloads once).
  };
  const onVisibility = () => {
    if (document.hidden) return;
    const next = machine.visible(state);
    state = next.state;
    if (next.reload) {
      clearTimeout(timer);
      void reload();
    }
  };
  document.addEventListener('visibilitychange', onVisibility);

  return {
    set(seconds) {
      state = seconds > 0 ? machine.setInterval_(state, seconds, true) : machine.stop(state);
      schedule();
    },
    dispose() {
      dead = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
