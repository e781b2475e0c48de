// Windowing of the all-rows mode: only the rows in view (plus overscan) render; spacers keep the scroll height.
import { describe, expect, it } from 'vitest';
import { windowSlice } from '../../../../src/table/model/window';

describe('windowSlice', () => {
  it('at the top renders the first screenful plus overscan', () => {
    expect(windowSlice(100, 800, 40, 100_000, 10)).toEqual({ start: 0, end: 28, before: 0, after: (100_000 - 28) * 40 });
  });

  it('scrolled into the middle renders the rows in view and keeps the total height', () => {
    const s = windowSlice(-40_000, 800, 40, 100_000, 5);
    expect(s.start).toBe(995);
    expect(s.end).toBe(1025);
    expect(s.before + (s.end - s.start) * 40 + s.after).toBe(100_000 * 40);
  });

  it('a body below the viewport renders a single row to measure', () => {
    expect(windowSlice(5000, 800, 40, 1000, 10)).toMatchObject({ start: 0, end: 1 });
  });

  it('past the estimated end still renders the last screenful', () => {
    const s = windowSlice(-1_000_000, 800, 40, 1000, 10);
    expect(s.end).toBe(1000);
    expect(s.start).toBe(1000 - 40);
    expect(s.after).toBe(0);
  });

  it('without a measured row height falls back to a first chunk', () => {
    expect(windowSlice(0, 800, 0, 1000)).toEqual({ start: 0, end: 50, before: 0, after: 0 });
  });
});
