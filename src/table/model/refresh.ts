/**
 * The automatic refresh machine (spec "States and transitions"), as plain
 * data and reducers; dom/refresh-timer.ts (a part) drives it with timers,
 * so only that part carries it (the seconds rule every table page needs is
 * ./refresh-seconds.ts).
 *
 *   Stopped --start / setInterval(s > 0), with a data-source--> Running
 *   Running --setInterval(0) / stop / destroy--> Stopped
 *   Running --tick, tab hidden--> Running (paused; one reload when the tab returns)
 *   Running --tick, rows selected--> Running (tick skipped, selection kept)
 *   Running --tick--> reload; the next tick is scheduled after the reload settles
 */
import { refreshSeconds } from './refresh-seconds';

export interface RefreshState {
  running: boolean;
  /** Seconds between reloads; stored even while stopped. */
  interval: number;
  /** A tick fell while the tab was hidden: reload once on return. */
  missed: boolean;
}

export type TickDecision = 'reload' | 'skip-hidden' | 'skip-selected' | 'none';

export const initialRefresh = (interval: number): RefreshState => ({ running: false, interval: refreshSeconds(interval).seconds, missed: false });

/** startAutoRefresh / initTable: runs only with an interval > 0 and a data-source. */
export function start(state: RefreshState, hasSource: boolean): RefreshState {
  return { ...state, running: state.interval > 0 && hasSource, missed: false };
}

/** setRefreshInterval: the value is stored on the table; 0 stops. */
export function setInterval_(state: RefreshState, seconds: number, hasSource: boolean): RefreshState {
  return start({ ...state, interval: refreshSeconds(seconds).seconds }, hasSource);
}

/** stopAutoRefresh: safe when no timer runs. */
export function stop(state: RefreshState): RefreshState {
  return { ...state, running: false, missed: false };
}

/** What a tick does. */
export function tick(state: RefreshState, env: { hidden: boolean; selected: boolean }): { state: RefreshState; decision: TickDecision } {
  if (!state.running) return { state, decision: 'none' };
  if (env.hidden) return { state: { ...state, missed: true }, decision: 'skip-hidden' };
  if (env.selected) return { state, decision: 'skip-selected' };
  return { state, decision: 'reload' };
}

/** The tab became visible again: one immediate reload if a tick was missed. */
export function visible(state: RefreshState): { state: RefreshState; reload: boolean } {
  return { state: { ...state, missed: false }, reload: state.running && state.missed };
}
