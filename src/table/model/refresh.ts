/**
 * The automatic refresh machine (spec "States and transitions"), as plain
 * data and reducers; src/table/refresh.ts drives it with timers.
 *
 *   Stopped --start / setInterval(s > 0), with a data-source--> Running
 *   Running --setInterval(0) / stop / destroy--> Stopped
 *   Running --tick, tab hidden--> Running (paused; one reload when the tab returns)
 *   Running --tick, rows selected--> Running (tick skipped, selection kept)
 *   Running --tick--> reload; the next tick is scheduled after the reload settles
 */
export interface RefreshState {
  running: boolean;
  /** Seconds between reloads; stored even while stopped. */
  interval: number;
  /** A tick fell while the tab was hidden: reload once on return. */
  missed: boolean;
}

export type TickDecision = 'reload' | 'skip-hidden' | 'skip-selected' | 'none';

/** The shortest interval (issue 22 item 1): 0.001 s would send a request every frame; 1 s bounds it. */
export const MIN_REFRESH_SECONDS = 1;
/** The longest, 24 h: past 2^31 ms (24.8 days) setTimeout overflows and fires at once. */
export const MAX_REFRESH_SECONDS = 86_400;

/**
 * Seconds as the timer uses them, with what to warn about: 0 is off; a
 * positive number below 1 s becomes 1 s, above 24 h becomes 24 h; NaN,
 * negatives, Infinity and non-numbers (a numeric string too: the attribute
 * is parsed before) are off. Never throws.
 */
export function refreshSeconds(value: unknown): { seconds: number; problem?: string } {
  const n = typeof value == 'number' ? value : NaN;
  const seconds = n >= 0 && n < Infinity ? Math.min(Math.max(n, n && MIN_REFRESH_SECONDS), MAX_REFRESH_SECONDS) : 0;
  // One message for every case (each eagerly loaded byte counts): what was given (a non-number by its type) and what is used.
  return seconds === n ? { seconds } : { seconds, problem: `refresh interval ${typeof value == 'number' ? n : typeof value} is not 0 or 1..86400 seconds — ${seconds ? `${seconds} s used` : 'automatic refresh off'}` };
}

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
