import { describe, expect, it } from 'vitest';
import { addMonths, dayFromParts, isoDay, parseIsoDay, weekdayOf } from '../../../../src/calendar/model/dates';
import {
  boundsOf, clampDay, monthAllowed, navigationTarget, nearestAllowedMonth, parseBound, periodAllowed, pickerTarget, pickerYears, shiftDay, visibleRange, weekStart, type View,
} from '../../../../src/calendar/model/ranges';
import { rangeParams } from '../../../../src/calendar/model/remote';

const d = (s: string) => parseIsoDay(s)!;
const iso = (r: { start: number; end: number }) => [isoDay(r.start), isoDay(r.end)];

describe('HTTP 1 / visible range per view and firstDayOfWeek (API end = last visible day, inclusive)', () => {
  it('month, Sunday first: March 2024 shows Feb 25 .. Apr 6', () => {
    expect(iso(visibleRange('month', d('2024-03-15'), 0))).toEqual(['2024-02-25', '2024-04-06']);
  });
  it('month, Monday first: March 2024 shows Feb 26 .. Mar 31', () => {
    expect(iso(visibleRange('month', d('2024-03-15'), 1))).toEqual(['2024-02-26', '2024-03-31']);
  });
  it('month rows are whole weeks starting on firstDayOfWeek, 4 to 6 of them', () => {
    for (let fd = 0; fd < 7; fd++) {
      for (let m = 0; m < 24; m++) {
        const r = visibleRange('month', dayFromParts(2024, m, 10), fd);
        expect(weekdayOf(r.start)).toBe(fd);
        expect((r.end - r.start + 1) % 7).toBe(0);
        expect((r.end - r.start + 1) / 7).toBeGreaterThanOrEqual(4);
        expect((r.end - r.start + 1) / 7).toBeLessThanOrEqual(6);
      }
    }
    // February 2026 starts on a Sunday and has 28 days: exactly 4 rows
    expect(iso(visibleRange('month', d('2026-02-10'), 0))).toEqual(['2026-02-01', '2026-02-28']);
  });
  it('week: 7 days from firstDayOfWeek', () => {
    expect(iso(visibleRange('week', d('2024-03-06'), 0))).toEqual(['2024-03-03', '2024-03-09']);
    expect(iso(visibleRange('week', d('2024-03-06'), 1))).toEqual(['2024-03-04', '2024-03-10']);
    expect(iso(visibleRange('week', d('2024-03-03'), 1))).toEqual(['2024-02-26', '2024-03-03']);
  });
  it('list (issue 45 item 3): the calendar month itself, the 1st to the last day, whatever the first day of the week', () => {
    expect(iso(visibleRange('list', d('2024-03-15'), 0))).toEqual(['2024-03-01', '2024-03-31']);
    expect(iso(visibleRange('list', d('2024-02-01'), 1))).toEqual(['2024-02-01', '2024-02-29']);
    expect(rangeParams(visibleRange('list', d('2024-03-15'), 0))).toEqual({ start: '2024-03-01', end: '2024-03-31' });
  });
  it('day: that day', () => {
    expect(iso(visibleRange('day', d('2024-03-06'), 1))).toEqual(['2024-03-06', '2024-03-06']);
  });
  it('request parameters are YYYY-MM-DD', () => {
    expect(rangeParams(visibleRange('month', d('2024-03-15'), 0))).toEqual({ start: '2024-02-25', end: '2024-04-06' });
  });
  it('weekStart for every weekday', () => {
    expect(isoDay(weekStart(d('2024-03-09'), 6))).toBe('2024-03-09');
    expect(isoDay(weekStart(d('2024-03-08'), 6))).toBe('2024-03-02');
  });
});

describe('navigation moves by the active view unit', () => {
  it.each<[View, string, number, string]>([
    ['month', '2024-01-31', 1, '2024-02-29'],
    ['month', '2024-03-31', -1, '2024-02-29'],
    ['month', '2024-12-15', 1, '2025-01-15'],
    ['week', '2024-03-06', 1, '2024-03-13'],
    ['week', '2024-03-06', -1, '2024-02-28'],
    ['day', '2024-02-29', 1, '2024-03-01'],
    ['day', '2024-01-01', -1, '2023-12-31'],
    // Issue 45 item 3: the list moves by a month, as the month view does.
    ['list', '2024-01-31', 1, '2024-02-29'],
    ['list', '2024-12-15', 1, '2025-01-15'],
    ['list', '2024-03-31', -1, '2024-02-29'],
  ])('%s %s %i -> %s', (view, from, dir, to) => {
    expect(isoDay(shiftDay(view, d(from), dir))).toBe(to);
  });
  it('addMonths clamps the day of month', () => {
    expect(isoDay(addMonths(d('2023-01-31'), 1))).toBe('2023-02-28');
  });
});

describe('Errors 4: minDate / maxDate', () => {
  it('YYYY-MM bounds cover the whole month; YYYY-MM-DD and Date are that day', () => {
    expect(isoDay(parseBound('2024-03', 'min')!)).toBe('2024-03-01');
    expect(isoDay(parseBound('2024-02', 'max')!)).toBe('2024-02-29');
    expect(isoDay(parseBound('2024-03-15', 'max')!)).toBe('2024-03-15');
    expect(isoDay(parseBound(new Date(2024, 2, 15, 13), 'min')!)).toBe('2024-03-15');
    expect(parseBound('March', 'min')).toBeNull();
    expect(parseBound('2024-13', 'min')).toBeNull();
  });
  it('a period is allowed when any of its days is within the bounds', () => {
    const b = boundsOf('2024-03-15', '2024-06-10');
    expect(periodAllowed('month', d('2024-03-01'), 0, b)).toBe(true);
    expect(periodAllowed('month', d('2024-02-29'), 0, b)).toBe(false);
    expect(periodAllowed('month', d('2024-06-30'), 0, b)).toBe(true);
    expect(periodAllowed('month', d('2024-07-01'), 0, b)).toBe(false);
    expect(periodAllowed('week', d('2024-03-10'), 0, b)).toBe(true); // Mar 10..16
    expect(periodAllowed('week', d('2024-03-09'), 0, b)).toBe(false); // Mar 3..9
    expect(periodAllowed('day', d('2024-03-14'), 0, b)).toBe(false);
  });
  it('dates are clamped into the bounds; open sides do not clamp', () => {
    const b = boundsOf('2024-03-15', null);
    expect(isoDay(clampDay(d('2024-03-01'), b))).toBe('2024-03-15');
    expect(isoDay(clampDay(d('2030-03-01'), b))).toBe('2030-03-01');
  });
  it('reversed bounds are swapped', () => {
    const b = boundsOf('2024-06', '2024-03');
    expect([isoDay(b.min!), isoDay(b.max!)]).toEqual(['2024-03-01', '2024-06-30']);
  });
  it('picker months outside the bounds are not allowed; nearest allowed month', () => {
    const b = boundsOf('2024-03-15', '2024-06-10');
    expect(Array.from({ length: 12 }, (_, m) => monthAllowed(2024, m, b))).toEqual([false, false, true, true, true, true, false, false, false, false, false, false]);
    expect(nearestAllowedMonth(2024, 0, b)).toBe(2);
    expect(nearestAllowedMonth(2024, 11, b)).toBe(5);
    expect(nearestAllowedMonth(2025, 0, b)).toBeNull();
  });
});

describe('Limits: picker year range', () => {
  it('10 years before and after the current year by default', () => {
    const years = pickerYears({ min: null, max: null }, 2026, 2026, 10, 10);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2036);
    expect(years).toHaveLength(21);
  });
  it('minDate / maxDate years replace the ranges', () => {
    expect(pickerYears(boundsOf('2024-03', '2025-02'), 2026, 2024, 10, 10)).toEqual([2024, 2025]);
  });
  it('yearRangeBefore / After are honoured and the shown year is always present', () => {
    expect(pickerYears({ min: null, max: null }, 2026, 2026, 1, 2)).toEqual([2025, 2026, 2027, 2028]);
    expect(pickerYears({ min: null, max: null }, 2026, 2010, 1, 0)).toEqual([2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
  });
});

describe('store rules: where Previous/Next and the period picker go', () => {
  const b = boundsOf('2024-03-15', '2024-06-10');
  it('Next moves one period and is clamped into the bounds', () => {
    expect(isoDay(navigationTarget('month', d('2024-05-20'), 1, 0, b)!)).toBe('2024-06-10');
    expect(isoDay(navigationTarget('week', d('2024-04-03'), 1, 0, b)!)).toBe('2024-04-10');
  });
  it('a move into a period with no day inside the bounds is refused (null)', () => {
    expect(navigationTarget('month', d('2024-06-01'), 1, 0, b)).toBeNull();
    expect(navigationTarget('day', d('2024-03-15'), -1, 0, b)).toBeNull();
  });
  it('a week that only partly overlaps the bounds is allowed and lands on the bound', () => {
    expect(isoDay(navigationTarget('week', d('2024-03-17'), -1, 0, b)!)).toBe('2024-03-15');
  });
  it('the picker keeps the day of the month where it exists, else the last day', () => {
    const open = boundsOf(null, null);
    expect(isoDay(pickerTarget(d('2024-01-31'), 2024, 3, open))).toBe('2024-04-30');
    expect(isoDay(pickerTarget(d('2024-01-12'), 2025, 1, open))).toBe('2025-02-12');
  });
  it('the picker target is clamped into the bounds', () => {
    expect(isoDay(pickerTarget(d('2024-04-10'), 2024, 2, b))).toBe('2024-03-15');
  });
});
