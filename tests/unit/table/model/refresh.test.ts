// The automatic refresh machine (spec "States and transitions", refresh timer table).
import { describe, expect, it } from 'vitest';
import { initialRefresh, MIN_REFRESH_SECONDS, refreshSeconds, setInterval_, start, stop, tick, visible } from '../../../../src/table/model/refresh';

describe('refresh machine', () => {
  it('Stopped -> Running on start when interval > 0 and the table has a data-source', () => {
    expect(start(initialRefresh(30), true).running).toBe(true);
  });

  it('start stays Stopped when the interval is 0 or there is no data-source', () => {
    expect(start(initialRefresh(0), true).running).toBe(false);
    expect(start(initialRefresh(30), false).running).toBe(false);
  });

  it('setInterval(seconds > 0) runs at the new rate and stores the value; 0 stops', () => {
    const running = setInterval_(start(initialRefresh(30), true), 5, true);
    expect(running).toMatchObject({ running: true, interval: 5 });
    expect(setInterval_(running, 0, true)).toMatchObject({ running: false, interval: 0 });
  });

  it('stop is safe when nothing runs', () => {
    expect(stop(initialRefresh(0))).toMatchObject({ running: false });
  });

  it('a tick reloads; with rows selected it is skipped; with the tab hidden it waits and marks a missed tick', () => {
    const s = start(initialRefresh(10), true);
    expect(tick(s, { hidden: false, selected: false }).decision).toBe('reload');
    expect(tick(s, { hidden: false, selected: true }).decision).toBe('skip-selected');
    const hidden = tick(s, { hidden: true, selected: false });
    expect(hidden.decision).toBe('skip-hidden');
    expect(visible(hidden.state).reload).toBe(true);
    expect(visible(s).reload).toBe(false);
  });

  it('a stopped machine does nothing on tick', () => {
    expect(tick(initialRefresh(10), { hidden: false, selected: false }).decision).toBe('none');
  });
});

describe('Hardening 5: a minimum refresh interval of 5 s', () => {
  it('a positive interval under 5 s runs at 5 s; 0, negatives and NaN are off', () => {
    expect(refreshSeconds(0.001)).toBe(MIN_REFRESH_SECONDS);
    expect(refreshSeconds(4.9)).toBe(5);
    expect(refreshSeconds(7)).toBe(7);
    expect(refreshSeconds(0)).toBe(0);
    expect(refreshSeconds(-3)).toBe(0);
    expect(refreshSeconds(Number.NaN)).toBe(0);
  });
  it('setRefreshInterval and data-refresh-interval both go through it', () => {
    expect(setInterval_(initialRefresh(0), 1, true)).toMatchObject({ running: true, interval: 5 });
    expect(initialRefresh(0.001).interval).toBe(5);
  });
});
