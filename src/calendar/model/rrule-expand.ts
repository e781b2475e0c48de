/**
 * The days a recurrence rule gives (RFC 5545 3.3.10), in wall-clock days:
 * plain integer days (./dates.ts Day), so no daylight-saving change can skip
 * or double one; the series' zone turns them into instants afterwards
 * (./occurrences.ts). Pure. Only the window asked for is produced: without
 * COUNT, and with a COUNT whose rule gives one day per period, the walk
 * jumps to the window; otherwise it walks from DTSTART. Either way it stops
 * at the window's end and after MAX_WORK days looked at (`capped`).
 */
import { dayFromParts, daysInMonth, partsOf, weekdayOf, type Day } from './dates';
import type { ByDay, Rule } from './rrule-parse';

/** Days looked at per expansion at most: a rule whose occurrences lie further on is cut there (`capped`). */
const MAX_WORK = 50_000;
/** No rule is followed past this year (Date's range ends in 275760; calendars long before). */
const LAST_YEAR = 9999;

export interface Expanded {
  /** The occurrence days within the window, ascending. */
  days: Day[];
  /** The walk stopped at MAX_WORK before it reached the window's end. */
  capped: boolean;
  /** UNTIL is before DTSTART: only DTSTART is an occurrence. */
  untilBeforeStart: boolean;
}

/** The rule with RFC 5545's defaults from DTSTART filled in (as the expansion reads a rule without BYxxx parts). */
function withDefaults(rule: Rule, first: Day): Rule {
  if (rule.byDay.length || rule.byMonthDay.length) return rule;
  const { month0, date } = partsOf(first);
  if (rule.freq === 'YEARLY') return { ...rule, byMonth: rule.byMonth.length ? rule.byMonth : [month0 + 1], byMonthDay: [date] };
  if (rule.freq === 'MONTHLY') return { ...rule, byMonthDay: [date] };
  if (rule.freq === 'WEEKLY') return { ...rule, byDay: [{ weekday: weekdayOf(first), nth: 0 }] };
  return rule;
}

/** Whether every period of the rule holds exactly one day (then the COUNT before a period is its index). */
function onePerPeriod(rule: Rule, first: Day): boolean {
  if (rule.byDay.length || rule.byMonthDay.length || rule.byMonth.length || rule.bySetPos.length) return false;
  const { month0, date } = partsOf(first);
  if (rule.freq === 'MONTHLY') return date <= 28;
  return rule.freq !== 'YEARLY' || month0 !== 1 || date !== 29;
}

/** Whether `day` matches one BYDAY entry; `nth` counts within the month (`inMonth`) or the year, and only for MONTHLY and YEARLY. */
function dayMatches(entry: ByDay, day: Day, rule: Rule, parts: { year: number; month0: number; date: number }): boolean {
  if (weekdayOf(day) !== entry.weekday) return false;
  if (entry.nth === 0 || rule.freq === 'DAILY' || rule.freq === 'WEEKLY') return true;
  const inMonth = rule.freq === 'MONTHLY' || rule.byMonth.length > 0;
  const index = inMonth ? parts.date : day - dayFromParts(parts.year, 0, 1) + 1;
  const length = inMonth ? daysInMonth(parts.year, parts.month0) : dayFromParts(parts.year + 1, 0, 1) - dayFromParts(parts.year, 0, 1);
  return entry.nth === Math.floor((index - 1) / 7) + 1 || entry.nth === -(Math.floor((length - index) / 7) + 1);
}

/** Whether `day` passes the rule's BYMONTH, BYMONTHDAY and BYDAY parts. */
function matches(rule: Rule, day: Day): boolean {
  const parts = partsOf(day);
  if (rule.byMonth.length && !rule.byMonth.includes(parts.month0 + 1)) return false;
  if (rule.byMonthDay.length) {
    const fromEnd = parts.date - daysInMonth(parts.year, parts.month0) - 1;
    if (!rule.byMonthDay.includes(parts.date) && !rule.byMonthDay.includes(fromEnd)) return false;
  }
  return !rule.byDay.length || rule.byDay.some((entry) => dayMatches(entry, day, rule, parts));
}

/** BYSETPOS: the chosen positions (1-based, negative from the end) of a period's days, ascending. */
function setPositions(days: Day[], positions: readonly number[]): Day[] {
  if (!positions.length) return days;
  const chosen = new Set<Day>();
  for (const pos of positions) {
    const day = days[pos > 0 ? pos - 1 : days.length + pos];
    if (day !== undefined) chosen.add(day);
  }
  return [...chosen].sort((a, b) => a - b);
}

interface Period {
  start: Day;
  /** The days of the period to look at, in order. */
  days: Day[];
}

/** Month number since year 0 of `day`. */
const monthIndex = (day: Day) => {
  const { year, month0 } = partsOf(day);
  return year * 12 + month0;
};

/** Period `p` of the rule (the p-th INTERVAL step from DTSTART's period); null past LAST_YEAR. */
function period(rule: Rule, first: Day, p: number): Period | null {
  const range = (start: Day, length: number) => Array.from({ length }, (_, i) => start + i);
  const step = p * rule.interval;
  if (rule.freq === 'DAILY') return first + step > dayFromParts(LAST_YEAR, 11, 31) ? null : { start: first + step, days: [first + step] };
  if (rule.freq === 'WEEKLY') {
    const start = first - ((weekdayOf(first) - rule.wkst + 7) % 7) + 7 * step;
    return partsOf(start).year > LAST_YEAR ? null : { start, days: range(start, 7) };
  }
  const month = rule.freq === 'MONTHLY' ? monthIndex(first) + step : partsOf(first).year * 12 + 12 * step;
  const year = Math.floor(month / 12);
  if (year > LAST_YEAR) return null;
  const start = dayFromParts(year, month % 12, 1);
  if (rule.freq === 'MONTHLY') return { start, days: range(start, daysInMonth(year, month % 12)) };
  const months = rule.byMonth.length ? [...rule.byMonth].sort((a, b) => a - b) : Array.from({ length: 12 }, (_, i) => i + 1);
  return { start, days: months.flatMap((m) => range(dayFromParts(year, m - 1, 1), daysInMonth(year, m - 1))) };
}

/** The first period that can reach `from` (one early, for safety); 0 when the walk has to count from DTSTART. */
function jumpTo(rule: Rule, first: Day, from: Day): number {
  let steps: number;
  if (rule.freq === 'DAILY') steps = (from - first) / rule.interval;
  else if (rule.freq === 'WEEKLY') steps = (from - (first - ((weekdayOf(first) - rule.wkst + 7) % 7))) / (7 * rule.interval);
  else if (rule.freq === 'MONTHLY') steps = (monthIndex(from) - monthIndex(first)) / rule.interval;
  else steps = (partsOf(from).year - partsOf(first).year) / rule.interval;
  return Math.max(0, Math.floor(steps) - 1);
}

/**
 * The occurrence days of `rule` from DTSTART's day `first` that fall in [from, to] (wall days,
 * inclusive). DTSTART is always the first occurrence (RFC 5545 3.8.5.3) and counts toward COUNT;
 * `until(day)` says whether a day is still within UNTIL (the caller knows its time and zone).
 */
export function expandDays(given: Rule, first: Day, from: Day, to: Day, until: (day: Day) => boolean): Expanded {
  const days: Day[] = [];
  const inWindow = (day: Day) => day >= from && day <= to;
  if (inWindow(first)) days.push(first);
  if (!until(first)) return { days, capped: false, untilBeforeStart: true };
  const rule = withDefaults(given, first);
  const single = onePerPeriod(given, first);
  let p = given.count === null || single ? jumpTo(rule, first, from) : 0;
  // Occurrences before period p: with one per period, p (DTSTART is period 0's); else DTSTART only.
  let n = single && p > 0 ? p : 1;
  let work = 0;
  for (let at = period(rule, first, p); at && at.start <= to; at = period(rule, first, ++p)) {
    for (const day of setPositions(at.days.filter((d) => matches(rule, d)), rule.bySetPos)) {
      if (day <= first) continue;
      if (day > to || !until(day) || (rule.count !== null && n >= rule.count)) return { days, capped: false, untilBeforeStart: false };
      n++;
      if (day >= from) days.push(day);
    }
    work += at.days.length;
    if (work > MAX_WORK) return { days, capped: true, untilBeforeStart: false };
  }
  return { days, capped: false, untilBeforeStart: false };
}
