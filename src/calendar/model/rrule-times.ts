/**
 * A rule's occurrences as wall-clock times (RFC 5545 3.3.10): a rule with
 * times of its own (BYHOUR, BYMINUTE, BYSECOND) or a period shorter than a
 * day (FREQ=HOURLY, MINUTELY). Wall-clock ms (fields read as if UTC), so a
 * daylight-saving change moves none on the clock (the series' zone turns
 * them into instants: ./occurrences.ts). Every other rule is a rule of days
 * (./rrule-expand.ts), put at DTSTART's time. Pure. As there: only the
 * window is produced (without COUNT the walk jumps to it; with COUNT it
 * resumes at the last checkpoint before it), and MAX_WORK bounds the work.
 */
import { CHECKPOINT, expandDays, jumpTo, LAST_YEAR, matches, MAX_WORK, period, setPositions, withDefaults, type Expanded } from './rrule-expand';
import type { Day } from './dates';
import type { Rule } from './rrule-parse';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The first wall ms past LAST_YEAR (a walk stops there). */
const END = Date.UTC(LAST_YEAR + 1, 0, 1);

export interface ExpandedTimes extends Omit<Expanded, 'days'> {
  /** The occurrences' wall-clock starts within the window, ascending. */
  walls: number[];
}

/** Whether the rule gives times of its own (not only DTSTART's time on each of its days). */
export const isTimed = (rule: Rule): boolean => rule.freq === 'HOURLY' || rule.freq === 'MINUTELY' || rule.byHour.length + rule.byMinute.length + rule.bySecond.length > 0;

const sorted = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);

/** Times within a minute, an hour or a day (ms): each of `units` lists (DTSTART's value when empty) combined, ascending. */
function combine(parts: [number[], number, number][]): number[] {
  let out = [0];
  for (const [given, own, unit] of parts) out = out.flatMap((t) => sorted(given.length ? given : [own]).map((v) => t + v * unit));
  return out;
}

/** One period: its first wall ms, the occurrences it gives (BYSETPOS applied), and the next period's index. */
interface Slice {
  start: number;
  walls: number[];
  next: number;
  work: number;
}

/** Period `p` of a timed rule from DTSTART `firstWall`; null past LAST_YEAR. */
function slice(rule: Rule, firstWall: number, p: number): Slice | null {
  const first = Math.floor(firstWall / DAY_MS);
  const time = firstWall - first * DAY_MS;
  const [hour, minute, second] = [Math.floor(time / HOUR_MS), Math.floor(time / MINUTE_MS) % 60, Math.floor(time / 1000) % 60];
  if (rule.freq !== 'HOURLY' && rule.freq !== 'MINUTELY') {
    const at = period(rule, first, p);
    if (!at) return null;
    const times = combine([[rule.byHour, hour, HOUR_MS], [rule.byMinute, minute, MINUTE_MS], [rule.bySecond, second, 1000]]);
    const walls = at.days.filter((d) => matches(rule, d)).flatMap((d) => times.map((t) => d * DAY_MS + t));
    return { start: at.start * DAY_MS, walls: setPositions(walls, rule.bySetPos), next: p + 1, work: at.days.length };
  }
  const unit = rule.freq === 'HOURLY' ? HOUR_MS : MINUTE_MS;
  const step = unit * rule.interval;
  const base = Math.floor(firstWall / unit) * unit;
  const start = base + p * step;
  if (start >= END) return null;
  const day = Math.floor(start / DAY_MS);
  const [h, m] = [Math.floor((start - day * DAY_MS) / HOUR_MS), Math.floor(start / MINUTE_MS) % 60];
  // A day or an hour the rule leaves out is passed over whole (its periods give nothing).
  const skipTo = !matches(rule, day) ? (day + 1) * DAY_MS
    : rule.byHour.length && !rule.byHour.includes(h) ? Math.floor(start / HOUR_MS + 1) * HOUR_MS
    : unit === MINUTE_MS && rule.byMinute.length && !rule.byMinute.includes(m) ? start + 1 : null;
  if (skipTo !== null) return { start, walls: [], next: Math.max(p + 1, Math.ceil((skipTo - base) / step)), work: 1 };
  const within = unit === HOUR_MS ? combine([[rule.byMinute, minute, MINUTE_MS], [rule.bySecond, second, 1000]]) : combine([[rule.bySecond, second, 1000]]);
  return { start, walls: setPositions(within.map((t) => start + t), rule.bySetPos), next: p + 1, work: 1 };
}

/** Where a walk counting from DTSTART can start: the last checkpoint before `from` (`memo`: triples of period index, count before it, its start). */
function resume(memo: number[], from: number): [number, number] {
  for (let k = memo.length - 3; k >= 0; k -= 3) if (memo[k + 2] <= from) return [memo[k], memo[k + 1]];
  return [0, 1];
}

/** The first period that can reach wall `from` (one early) of a rule without COUNT. */
function jump(rule: Rule, firstWall: number, from: number): number {
  if (rule.freq !== 'HOURLY' && rule.freq !== 'MINUTELY') return jumpTo(rule, Math.floor(firstWall / DAY_MS), Math.floor(from / DAY_MS));
  const unit = rule.freq === 'HOURLY' ? HOUR_MS : MINUTE_MS;
  return Math.max(0, Math.floor((from - Math.floor(firstWall / unit) * unit) / (unit * rule.interval)) - 1);
}

/**
 * The occurrences of `given` from DTSTART (wall day `first`, `time` ms into it) whose wall day is in
 * [from, to], as wall-clock ms. DTSTART is the first and counts toward COUNT; `until(wall)` says whether a
 * time is within UNTIL; `memo` (kept per series) holds checkpoints of a walk that counts from DTSTART.
 */
export function expandRule(given: Rule, first: Day, time: number, from: Day, to: Day, until: (wall: number) => boolean, memo: number[] = []): ExpandedTimes {
  if (!isTimed(given)) {
    const out = expandDays(given, first, from, to, (day) => until(day * DAY_MS + time), memo);
    return { walls: out.days.map((day) => day * DAY_MS + time), capped: out.capped, untilBeforeStart: out.untilBeforeStart };
  }
  const firstWall = first * DAY_MS + time;
  const [low, high] = [from * DAY_MS, (to + 1) * DAY_MS];
  const walls: number[] = firstWall >= low && firstWall < high ? [firstWall] : [];
  if (!until(firstWall)) return { walls, capped: false, untilBeforeStart: true };
  const rule = withDefaults(given, first);
  let [p, n] = rule.count === null ? [jump(rule, firstWall, low), 1] : resume(memo, low);
  let work = 0;
  let walked = 0;
  for (let at = slice(rule, firstWall, p); at && at.start < high; at = slice(rule, firstWall, (p = at.next))) {
    if (rule.count !== null && walked++ % CHECKPOINT === 0 && (memo.length === 0 || memo[memo.length - 3] < p)) memo.push(p, n, at.start);
    for (const wall of at.walls) {
      if (wall <= firstWall) continue;
      if (wall >= high || !until(wall) || (rule.count !== null && n >= rule.count)) return { walls, capped: false, untilBeforeStart: false };
      n++;
      if (wall >= low) walls.push(wall);
    }
    work += at.work;
    if (work > MAX_WORK) return { walls, capped: true, untilBeforeStart: false };
  }
  return { walls, capped: false, untilBeforeStart: false };
}
