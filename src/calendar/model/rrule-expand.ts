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
export const MAX_WORK = 50_000;
/** No rule is followed past this year (Date's range ends in 275760; calendars long before). */
export const LAST_YEAR = 9999;

export interface Expanded {
  /** The occurrence days within the window, ascending. */
  days: Day[];
  /** The walk stopped at MAX_WORK before it reached the window's end. */
  capped: boolean;
  /** UNTIL is before DTSTART: only DTSTART is an occurrence. */
  untilBeforeStart: boolean;
}

/** The rule with RFC 5545's defaults from DTSTART filled in (as the expansion reads a rule without BYxxx parts). */
export function withDefaults(rule: Rule, first: Day): Rule {
  if (rule.byDay.length || rule.byMonthDay.length || rule.byYearDay.length || rule.byWeekNo.length) return rule;
  const { month0, date } = partsOf(first);
  if (rule.freq === 'YEARLY') return { ...rule, byMonth: rule.byMonth.length ? rule.byMonth : [month0 + 1], byMonthDay: [date] };
  if (rule.freq === 'MONTHLY') return { ...rule, byMonthDay: [date] };
  if (rule.freq === 'WEEKLY') return { ...rule, byDay: [{ weekday: weekdayOf(first), nth: 0 }] };
  return rule;
}

/** Year, 0-based month and day of month of `day`, by arithmetic (no Date: the walk asks for every day it looks at). */
function civil(day: Day): { year: number; month0: number; date: number } {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month0 = mp < 10 ? mp + 2 : mp - 10;
  return { year: yoe + era * 400 + (month0 <= 1 ? 1 : 0), month0, date: doy - Math.floor((153 * mp + 2) / 5) + 1 };
}

const LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const monthLength = (year: number, month0: number) => (month0 === 1 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : LENGTHS[month0]);

/**
 * Whether every period of the rule holds exactly one day, DTSTART's among them (then the COUNT before a
 * period is its index): no BYxxx part but DTSTART's own day, one weekday a week, the nth (|n| <= 4)
 * weekday or one day (up to the 28th, or from the end) of every month.
 */
function onePerPeriod(given: Rule, first: Day): boolean {
  const { byDay, byMonthDay, byMonth, bySetPos, freq } = given;
  if (byMonth.length || bySetPos.length || given.byYearDay.length || given.byWeekNo.length || byDay.length + byMonthDay.length > 1) return false;
  if (byDay.length + byMonthDay.length === 0) {
    const { month0, date } = civil(first);
    if (freq === 'MONTHLY') return date <= 28;
    return freq !== 'YEARLY' || month0 !== 1 || date !== 29;
  }
  if (!matches(withDefaults(given, first), first)) return false;
  if (freq === 'WEEKLY') return byDay.length === 1;
  if (freq !== 'MONTHLY') return false;
  return byDay.length ? byDay[0].nth !== 0 && Math.abs(byDay[0].nth) <= 4 : Math.abs(byMonthDay[0]) <= 28;
}

/** Whether `day` matches one BYDAY entry; `nth` counts within the month (`inMonth`) or the year, and only for MONTHLY and YEARLY. */
function dayMatches(entry: ByDay, day: Day, rule: Rule, parts: { year: number; month0: number; date: number }): boolean {
  if (weekdayOf(day) !== entry.weekday) return false;
  if (entry.nth === 0 || (rule.freq !== 'MONTHLY' && rule.freq !== 'YEARLY')) return true;
  const inMonth = rule.freq === 'MONTHLY' || rule.byMonth.length > 0;
  const index = inMonth ? parts.date : day - dayFromParts(parts.year, 0, 1) + 1;
  const length = inMonth ? monthLength(parts.year, parts.month0) : dayFromParts(parts.year + 1, 0, 1) - dayFromParts(parts.year, 0, 1);
  return entry.nth === Math.floor((index - 1) / 7) + 1 || entry.nth === -(Math.floor((length - index) / 7) + 1);
}

/** Whether `day` passes the rule's BYMONTH, BYYEARDAY, BYMONTHDAY and BYDAY parts (BYWEEKNO: the period's days, weekYear). */
export function matches(rule: Rule, day: Day): boolean {
  const parts = civil(day);
  if (rule.byMonth.length && !rule.byMonth.includes(parts.month0 + 1)) return false;
  if (rule.byYearDay.length) {
    const jan1 = dayFromParts(parts.year, 0, 1);
    const fromEnd = day - dayFromParts(parts.year + 1, 0, 1);
    if (!rule.byYearDay.includes(day - jan1 + 1) && !rule.byYearDay.includes(fromEnd)) return false;
  }
  if (rule.byMonthDay.length) {
    const fromEnd = parts.date - monthLength(parts.year, parts.month0) - 1;
    if (!rule.byMonthDay.includes(parts.date) && !rule.byMonthDay.includes(fromEnd)) return false;
  }
  return !rule.byDay.length || rule.byDay.some((entry) => dayMatches(entry, day, rule, parts));
}

/** BYSETPOS: the chosen positions (1-based, negative from the end) of a period's days (or times), ascending. */
export function setPositions(days: number[], positions: readonly number[]): number[] {
  if (!positions.length) return days;
  const chosen = new Set<number>();
  for (const pos of positions) {
    const day = days[pos > 0 ? pos - 1 : days.length + pos];
    if (day !== undefined) chosen.add(day);
  }
  return [...chosen].sort((a, b) => a - b);
}

/**
 * BYWEEKNO (FREQ=YEARLY): the days of year `year`'s weeks the rule names. Week 1 is the first week (from
 * WKST) with four or more of the year's days, so a week-year may start in December and end in January.
 */
function weekYear(rule: Rule, year: number): Day[] {
  const weekOne = (y: number) => {
    const jan4 = dayFromParts(y, 0, 4);
    return jan4 - ((weekdayOf(jan4) - rule.wkst + 7) % 7);
  };
  const start = weekOne(year);
  const weeks = (weekOne(year + 1) - start) / 7;
  const chosen = new Set(rule.byWeekNo.map((n) => (n > 0 ? n : weeks + n + 1)).filter((n) => n >= 1 && n <= weeks));
  return [...chosen].sort((a, b) => a - b).flatMap((n) => Array.from({ length: 7 }, (_, i) => start + (n - 1) * 7 + i));
}

export interface Period {
  start: Day;
  /** The days of the period to look at, in order. */
  days: Day[];
}

/** Month number since year 0 of `day`. */
const monthIndex = (day: Day) => {
  const { year, month0 } = partsOf(day);
  return year * 12 + month0;
};

/** Period `p` of the rule (the p-th INTERVAL step from DTSTART's period; DAILY and longer); null past LAST_YEAR. */
export function period(rule: Rule, first: Day, p: number): Period | null {
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
  if (rule.byWeekNo.length) {
    const days = weekYear(rule, year);
    return { start: Math.min(start, days[0] ?? start), days };
  }
  const months = rule.byMonth.length ? [...rule.byMonth].sort((a, b) => a - b) : Array.from({ length: 12 }, (_, i) => i + 1);
  return { start, days: months.flatMap((m) => range(dayFromParts(year, m - 1, 1), daysInMonth(year, m - 1))) };
}

/** The first period that can reach `from` (one early, for safety); 0 when the walk has to count from DTSTART. */
export function jumpTo(rule: Rule, first: Day, from: Day): number {
  let steps: number;
  if (rule.freq === 'DAILY') steps = (from - first) / rule.interval;
  else if (rule.freq === 'WEEKLY') steps = (from - (first - ((weekdayOf(first) - rule.wkst + 7) % 7))) / (7 * rule.interval);
  else if (rule.freq === 'MONTHLY') steps = (monthIndex(from) - monthIndex(first)) / rule.interval;
  else steps = (partsOf(from).year - partsOf(first).year) / rule.interval;
  return Math.max(0, Math.floor(steps) - 1);
}

/** Periods between two checkpoints of a walk that counts from DTSTART (`memo`). */
export const CHECKPOINT = 16;

/** Where a walk that counts from DTSTART can start: the last checkpoint before `from` (period index, count before it). */
function resume(rule: Rule, first: Day, from: Day, memo: number[]): [number, number] {
  for (let k = memo.length - 1; k > 0; k--) {
    const at = memo[k] === undefined ? null : period(rule, first, k * CHECKPOINT);
    if (at && at.start <= from) return [k * CHECKPOINT, memo[k]];
  }
  return [0, 1];
}

/**
 * The occurrence days of `rule` from DTSTART's day `first` that fall in [from, to] (wall days,
 * inclusive). DTSTART is always the first occurrence (RFC 5545 3.8.5.3) and counts toward COUNT;
 * `until(day)` says whether a day is still within UNTIL (the caller knows its time and zone). `memo`
 * (kept by the caller per series) holds the COUNT reached at every CHECKPOINT-th period of a walk
 * from DTSTART, so the next window resumes there instead of walking again.
 */
export function expandDays(given: Rule, first: Day, from: Day, to: Day, until: (day: Day) => boolean, memo: number[] = []): Expanded {
  const days: Day[] = [];
  const inWindow = (day: Day) => day >= from && day <= to;
  if (inWindow(first)) days.push(first);
  if (!until(first)) return { days, capped: false, untilBeforeStart: true };
  const rule = withDefaults(given, first);
  const single = onePerPeriod(given, first);
  let p = 0;
  // Occurrences before period p: with one per period, p (DTSTART is period 0's); else DTSTART only, or a checkpoint's count.
  let n = 1;
  if (given.count === null || single) {
    p = jumpTo(rule, first, from);
    n = single && p > 0 ? p : 1;
  } else [p, n] = resume(rule, first, from, memo);
  let work = 0;
  for (let at = period(rule, first, p); at && at.start <= to; at = period(rule, first, ++p)) {
    if (p % CHECKPOINT === 0) memo[p / CHECKPOINT] ??= n;
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
