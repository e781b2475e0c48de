/**
 * The automatic refresh as the facade sees it (spec setRefreshInterval,
 * startAutoRefresh, stopAutoRefresh, getRefreshInterval): synchronous
 * answers from the interval and whether the table has a data-source. The
 * timers are the refresh chunk (./refresh-timer.ts), loaded the first time
 * the refresh runs; if it cannot be loaded, one warning and table:error with
 * action 'refresh', the table works without it.
 */
import { lazy } from '../../core/lazy';
import { warn } from '../../core/warn';
import { refreshSeconds } from '../model/refresh-seconds';
import type { TableStore } from '../store.svelte';
import type { RefreshTimer } from './refresh-timer';

export interface AutoRefresh {
  /** Seconds between reloads while running, else 0. */
  readonly interval: number;
  start(): boolean;
  setInterval(seconds: unknown): boolean;
  stop(): void;
  dispose(): void;
}

export function autoRefresh(store: TableStore, initial: number): AutoRefresh {
  let seconds = 0;
  let running = false;
  let timer: RefreshTimer | null = null;
  let dead = false;
  const sync = () => {
    if (timer) return timer.set(running ? seconds : 0);
    if (running) {
      lazy(() => import('./refresh-timer'), 'the table does not refresh itself').then(
        (api) => !dead && (timer ??= api.refreshTimer(store)).set(running ? seconds : 0),
        (error) => !dead && store.fail('refresh', error),
      );
    }
  };
  const use = (value: unknown) => {
    const { seconds: next, problem } = refreshSeconds(value);
    if (problem) warn('table', store.id, problem);
    seconds = next;
  };
  use(initial);
  return {
    get interval() {
      return running ? seconds : 0;
    },
    start() {
      running = seconds > 0 && !!store.config.source;
      sync();
      return running;
    },
    setInterval(value) {
      use(value);
      return this.start();
    },
    stop() {
      running = false;
      sync();
    },
    dispose() {
      dead = true;
      timer?.dispose();
    },
  };
}
