/**
 * Timers for the refresh machine (model/refresh.ts). One timer at a time;
 * the next tick is scheduled only after a reload settles, and a failed
 * reload keeps the timer running (spec "Errors" 2).
 */
import { warn } from '../../core/warn';
import * as machine from '../model/refresh';
import type { TableStore } from '../store.svelte';

/** Say so when an interval is raised to the minimum. */
function checkMinimum(store: TableStore, seconds: number): void {
  if (seconds > 0 && seconds < machine.MIN_REFRESH_SECONDS) {
    warn('table', store.id, `refresh interval ${seconds} s is below the ${machine.MIN_REFRESH_SECONDS} s minimum — ${machine.MIN_REFRESH_SECONDS} s used`);
  }
}

export class AutoRefresh {
  #store: TableStore;
  #state: machine.RefreshState;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #onVisibility = () => {
    if (document.hidden) return;
    const next = machine.visible(this.#state);
    this.#state = next.state;
    if (next.reload) {
      clearTimeout(this.#timer);
      void this.#reload();
    }
  };

  constructor(store: TableStore, interval: number) {
    this.#store = store;
    checkMinimum(store, interval);
    this.#state = machine.initialRefresh(interval);
    document.addEventListener('visibilitychange', this.#onVisibility);
  }

  get interval(): number {
    return this.#state.running ? this.#state.interval : 0;
  }

  start(): boolean {
    this.#state = machine.start(this.#state, !!this.#store.config.source);
    this.#schedule();
    return this.#state.running;
  }

  setInterval(seconds: number): boolean {
    checkMinimum(this.#store, seconds);
    this.#state = machine.setInterval_(this.#state, seconds, !!this.#store.config.source);
    this.#schedule();
    return this.#state.running;
  }

  stop(): void {
    this.#state = machine.stop(this.#state);
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  dispose(): void {
    this.stop();
    document.removeEventListener('visibilitychange', this.#onVisibility);
  }

  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.#state.running) return;
    this.#timer = setTimeout(() => this.#tick(), this.#state.interval * 1000);
  }

  #tick(): void {
    const { state, decision } = machine.tick(this.#state, { hidden: document.hidden, selected: this.#store.selected.size > 0 });
    this.#state = state;
    if (decision === 'reload') void this.#reload();
    else if (decision === 'skip-selected') this.#schedule();
    // skip-hidden: no timer until the tab returns (visibilitychange reloads once).
  }

  async #reload(): Promise<void> {
    await this.#store.refresh();
    this.#schedule();
  }
}
