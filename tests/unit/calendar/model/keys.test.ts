// Issue 14 items 2 and 4: the day a roving-focus key moves to, per view, and
// ArrowLeft/ArrowRight read visually on right-to-left pages.
import { describe, expect, it } from 'vitest';
import { isoDay, parseIsoDay } from '../../../../src/calendar/model/dates';
import { gridTarget, visualKey } from '../../../../src/calendar/model/keys';

const d = (s: string) => parseIsoDay(s)!;
/** Where `key` moves the focus from Wednesday 18 November 2026 (Sunday-first weeks). */
const from18 = (key: string, view?: 'month' | 'week' | 'day', first = 0) => {
  const to = gridTarget(key, d('2026-11-18'), first, view);
  return to === null ? null : isoDay(to);
};

describe('right-to-left: ArrowLeft and ArrowRight mean previous / next visually', () => {
  it('swaps the horizontal arrows on a right-to-left page only', () => {
    expect(visualKey('ArrowLeft', true)).toBe('ArrowRight');
    expect(visualKey('ArrowRight', true)).toBe('ArrowLeft');
    expect(visualKey('ArrowLeft', false)).toBe('ArrowLeft');
    expect(visualKey('ArrowRight', false)).toBe('ArrowRight');
  });

  it('leaves every other key alone', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', 'Escape', 't']) expect(visualKey(key, true)).toBe(key);
  });
});

describe('roving focus over the days', () => {
  it('month grid: arrows by day and week, PageUp/PageDown by month, Home/End to the week edges', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].map((k) => from18(k))).toEqual(['2026-11-17', '2026-11-19', '2026-11-11', '2026-11-25']);
    expect([from18('PageUp'), from18('PageDown')]).toEqual(['2026-10-18', '2026-12-18']);
    expect([from18('Home'), from18('End')]).toEqual(['2026-11-15', '2026-11-21']);
    expect([from18('Home', 'month', 1), from18('End', 'month', 1)]).toEqual(['2026-11-16', '2026-11-22']);
  });

  it('week view: ArrowLeft/Right by day, PageUp/PageDown by a week; ArrowUp/Down are for the events (no day)', () => {
    expect([from18('ArrowLeft', 'week'), from18('ArrowRight', 'week')]).toEqual(['2026-11-17', '2026-11-19']);
    expect([from18('PageUp', 'week'), from18('PageDown', 'week')]).toEqual(['2026-11-11', '2026-11-25']);
    expect([from18('Home', 'week'), from18('End', 'week')]).toEqual(['2026-11-15', '2026-11-21']);
    expect([from18('ArrowUp', 'week'), from18('ArrowDown', 'week')]).toEqual([null, null]);
  });

  it('day view: PageUp/PageDown by a day, like the arrows', () => {
    expect([from18('PageUp', 'day'), from18('PageDown', 'day'), from18('ArrowRight', 'day')]).toEqual(['2026-11-17', '2026-11-19', '2026-11-19']);
    expect([from18('ArrowUp', 'day'), from18('Enter', 'day'), from18('Escape')]).toEqual([null, null, null]);
  });
});
