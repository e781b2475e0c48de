// The automatic refresh machine (spec "States and transitions", refresh timer table).
import { describe, expect, it } from 'vitest';
import { initialRefresh, setInterval_, start, stop, tick, visible } from '../../../../src/table/model/refresh';
import { MAX_REFRESH_SECONDS, MIN_REFRESH_SECONDS, refreshSeconds } from '../../../../src/table/model/refresh-seconds';

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

describe('refresh interval: any positive number of seconds, at least 1, at most 24 h (issue 22 item 1)', () => {
  // Regression: a 5 s floor made data-refresh-interval="1" reload every 5 s; 1 s bounds hostile values just as well.
  it('a positive interval of 1 s or more is used as given', () => {
    expect(MIN_REFRESH_SECONDS).toBe(1);
    expect(refreshSeconds(1)).toEqual({ seconds: 1 });
    expect(refreshSeconds(2.5)).toEqual({ seconds: 2.5 });
    expect(refreshSeconds(4)).toEqual({ seconds: 4 });
  });
  it('0 is off without a word', () => {
    expect(refreshSeconds(0)).toEqual({ seconds: 0 });
  });
  it('a smaller positive value becomes 1 s, with a problem to warn about (0.001 cannot flood the server)', () => {
    expect(refreshSeconds(0.001)).toEqual({ seconds: 1, problem: 'refresh interval 0.001 is not 0 or 1..86400 seconds — 1 s used' });
    expect(refreshSeconds(0.999).seconds).toBe(1);
  });
  it('a very large value is capped at 24 h (a longer setTimeout overflows and fires at once), with a problem', () => {
    expect(MAX_REFRESH_SECONDS).toBe(86_400);
    expect(refreshSeconds(86_400)).toEqual({ seconds: 86_400 });
    expect(refreshSeconds(1e12)).toEqual({ seconds: 86_400, problem: 'refresh interval 1000000000000 is not 0 or 1..86400 seconds — 86400 s used' });
  });
  it('NaN, negative, Infinity and non-numbers are off, with a problem', () => {
    for (const bad of [Number.NaN, -3, Infinity, -Infinity, 'abc', '3', '', null, undefined, true, {}, [], Symbol('s')]) {
      const out = refreshSeconds(bad);
      expect(out.seconds, String(typeof bad === 'symbol' ? 'symbol' : bad)).toBe(0);
      expect(out.problem).toMatch(/^refresh interval .* is not 0 or 1\.\.86400 seconds — automatic refresh off$/);
    }
  });
  it('setRefreshInterval and data-refresh-interval both go through it', () => {
    expect(setInterval_(initialRefresh(0), 1, true)).toMatchObject({ running: true, interval: 1 });
    expect(initialRefresh(0.001).interval).toBe(1);
    expect(initialRefresh(1e9).interval).toBe(86_400);
    expect(setInterval_(initialRefresh(5), -1, true)).toMatchObject({ running: false, interval: 0 });
  });
});
