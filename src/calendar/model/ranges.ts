/**
 * Periods, visible ranges, navigation and minDate/maxDate bounds (spec
 * "States and transitions", "Errors" 4; design.md: the API `end` is the
 * last visible day, inclusive). All days are `Day` integers.
 */
import { addMonths, dayFromParts, dayOf, daysInMonth, endOfMonth, parseIsoDay, partsOf, startOfMonth, weekdayOf, type Day } from './dates';

/**
 * The views. The list (issue 45 item 3) is the month's events as a list: its period is the calendar
 * month (shown and loaded: no whole weeks around it), and Previous/Next move it by a month.
 */
export type View = 'month' | 'week' | 'day' | 'list';
export const VIEWS: readonly View[] = ['month', 'week', 'day', 'list'];

/** Inclusive day range. */
export interface DayRange {
  start: Day;
  end: Day;
}

/** Inclusive bounds; null sides are open. */
export interface Bounds {
  min: Day | null;
  max: Day | null;
}

/** First day of the week containing `day`; firstDayOfWeek 0 = Sunday, 1 = Monday... */
export function weekStart(day: Day, firstDayOfWeek: number): Day {
  return day - ((weekdayOf(day) - firstDayOfWeek + 7) % 7);
}

/** The period itself: the week, the day, or the month (month and list views). */
export function periodRange(view: View, day: Day, firstDayOfWeek: number): DayRange {
  if (view === 'week') {
    const start = weekStart(day, firstDayOfWeek);
    return { start, end: start + 6 };
  }
  if (view === 'day') return { start: day, end: day };
  return { start: startOfMonth(day), end: endOfMonth(day) };
}

/**
 * What the view shows: for month, whole weeks from the week of the 1st to
 * the week of the last day (4 to 6 rows); for week, day and list, the period.
 */
export function visibleRange(view: View, day: Day, firstDayOfWeek: number): DayRange {
  const period = periodRange(view, day, firstDayOfWeek);
  if (view !== 'month') return period;
  return { start: weekStart(period.start, firstDayOfWeek), end: weekStart(period.end, firstDayOfWeek) + 6 };
}

/** `day` moved by one period of `view` in `direction` (-1 or 1): a week, a day, or a month (month and list). */
export function shiftDay(view: View, day: Day, direction: number): Day {
  return view === 'week' ? day + 7 * direction : view === 'day' ? day + direction : addMonths(day, direction);
}

/** Whether any day of the period of `view` containing `day` is inside the bounds. */
export function periodAllowed(view: View, day: Day, firstDayOfWeek: number, bounds: Bounds): boolean {
  const { start, end } = periodRange(view, day, firstDayOfWeek);
  return (bounds.min === null || end >= bounds.min) && (bounds.max === null || start <= bounds.max);
}

/**
 * Where Previous (-1) or Next (1) goes (spec "States and transitions",
 * "Errors" 4): one period of `view` away, clamped into the bounds; null when
 * no day of that period is inside them (the move is refused, nothing emitted).
 */
export function navigationTarget(view: View, day: Day, direction: number, firstDayOfWeek: number, bounds: Bounds): Day | null {
  const next = shiftDay(view, day, direction);
  return periodAllowed(view, next, firstDayOfWeek, bounds) ? clampDay(next, bounds) : null;
}

/**
 * The period picker's target: month `month0` of `year`, on the same day of
 * the month where it exists (31 -> 30 in a 30-day month), clamped into the
 * bounds.
 */
export function pickerTarget(day: Day, year: number, month0: number, bounds: Bounds): Day {
  const keep = Math.min(partsOf(day).date, daysInMonth(year, month0));
  return clampDay(dayFromParts(year, month0, keep), bounds);
}

/** `day` moved inside the bounds. */
export function clampDay(day: Day, bounds: Bounds): Day {
  if (bounds.min !== null && day < bounds.min) return bounds.min;
  if (bounds.max !== null && day > bounds.max) return bounds.max;
  return day;
}

/**
 * minDate/maxDate value to a Day: a Date, 'YYYY-MM-DD', or 'YYYY-MM' (the
 * first day of that month for a lower bound, the last for an upper one).
 * Null when empty or not a date.
 */
export function parseBound(value: unknown, edge: 'min' | 'max'): Day | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayOf(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const month = /^(\d{4})-(\d{2})$/.exec(text);
  if (month) {
    const m = Number(month[2]);
    if (m < 1 || m > 12) return null;
    const first = dayFromParts(Number(month[1]), m - 1, 1);
    return edge === 'min' ? first : endOfMonth(first);
  }
  return parseIsoDay(text);
}

/** Bounds from option values; reversed bounds are swapped. */
export function boundsOf(minDate: unknown, maxDate: unknown): Bounds {
  const min = parseBound(minDate, 'min');
  const max = parseBound(maxDate, 'max');
  if (min !== null && max !== null && min > max) return { min: parseBound(maxDate, 'min'), max: parseBound(minDate, 'max') };
  return { min, max };
}

/** Whether month `month0` of `year` has a day inside the bounds. */
export function monthAllowed(year: number, month0: number, bounds: Bounds): boolean {
  return periodAllowed('month', dayFromParts(year, month0, 1), 0, bounds);
}

/**
 * Years of the period picker: from minDate's year, else `yearRangeBefore`
 * years before the current year, to maxDate's year, else `yearRangeAfter`
 * after; the shown year is always included.
 */
export function pickerYears(bounds: Bounds, todayYear: number, shownYear: number, before: number, after: number): number[] {
  let first = bounds.min !== null ? partsOf(bounds.min).year : todayYear - before;
  let last = bounds.max !== null ? partsOf(bounds.max).year : todayYear + after;
  first = Math.min(first, shownYear);
  last = Math.max(last, shownYear);
  const out: number[] = [];
  for (let y = first; y <= last; y++) out.push(y);
  return out;
}

/** The allowed month nearest to `month0` in `year`, or null when none is. */
export function nearestAllowedMonth(year: number, month0: number, bounds: Bounds): number | null {
  for (let distance = 0; distance < 12; distance++) {
    for (const m of [month0 - distance, month0 + distance]) {
      if (m >= 0 && m < 12 && monthAllowed(year, m, bounds)) return m;
    }
  }
  return null;
}
