/**
 * An event's recurrence as written (RFC 5545 3.3.10, 3.8.5; issue 45 item 2):
 * the payload's `rrule` (an RRULE value, `RRULE:` and the value, or
 * DTSTART/RRULE/EXDATE/RDATE content lines), `exdate`, `rdate` and
 * `duration`, read into plain data for the expansion (./rrule-expand.ts,
 * ./occurrences.ts). Pure. The parts of a rule the calendar does not expand
 * (FREQ=SECONDLY, RSCALE, SKIP, a part RFC 5545's table marks N/A for the
 * FREQ, BYDAY ordinals with BYWEEKNO) are reported by name and the rule is
 * dropped: the series shows its first occurrence only.
 */
import { realDay } from './dates';
import { isoString } from './iso-string';

export type Freq = 'MINUTELY' | 'HOURLY' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

/** A BYDAY entry: weekday 0 = Sunday ... 6 = Saturday, `nth` its ordinal in the month or year (0: every one). */
export interface ByDay {
  weekday: number;
  nth: number;
}

/**
 * A time as written: its wall-clock fields read as if UTC (ms) and its kind: a day, a UTC instant
 * (`Z` or an offset, then `wall` is the instant), a wall time in a named zone (TZID), or a floating
 * wall time (read in the series' zone).
 */
export interface Stamp {
  wall: number;
  kind: 'date' | 'utc' | 'zoned' | 'floating';
  zone?: string;
}

export interface Rule {
  freq: Freq;
  interval: number;
  count: number | null;
  until: Stamp | null;
  byDay: ByDay[];
  byMonthDay: number[];
  /** 1-12. */
  byMonth: number[];
  bySetPos: number[];
  /** 0-23, 0-59, 0-60 (an empty list: DTSTART's hour, minute, second). */
  byHour: number[];
  byMinute: number[];
  bySecond: number[];
  /** Week numbers (1-53, negative from the year's end: FREQ=YEARLY only) and days of the year (1-366, negative from its end). */
  byWeekNo: number[];
  byYearDay: number[];
  /** Week start, 0 = Sunday (MO unless WKST says otherwise). */
  wkst: number;
}

export interface SeriesText {
  /** The rule; null when there is none or it cannot be expanded (then only the first occurrence shows). */
  rule: Rule | null;
  /** The RRULE value the rule was read from (an export writes it back). */
  ruleText: string | null;
  /** A DTSTART line's time (it wins over the payload's `start`). */
  dtstart: Stamp | null;
  exdates: Stamp[];
  rdates: Stamp[];
}

/** Above this COUNT the rule is read with this COUNT (one report): no page shows more, and it bounds the work. */
const MAX_COUNT = 100_000;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const FREQS: readonly string[] = ['MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];
/** Rule parts of RFC 5545 that are read but not expanded. */
const UNSUPPORTED = new Set(['RSCALE', 'SKIP']);

const BASIC = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/i;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Wall ms of year, month (1-12), day, h, m, s; null when that is no real day or time. */
function wallOf(y: number, mo: number, d: number, h: number, mi: number, s: number): number | null {
  const day = realDay(y, mo, d);
  return day === null || h > 23 || mi > 59 || s > 60 ? null : day * DAY_MS + ((h * 60 + mi) * 60 + Math.min(s, 59)) * 1000;
}

/**
 * A DATE or DATE-TIME: iCalendar's `20260301`, `20260301T090000[Z]` or the payload's ISO
 * `2026-03-01`, `2026-03-01T09:00[:00][Z|+07:00]`, a Date or epoch ms. `zone`: a TZID parameter.
 * Null for anything else.
 */
export function parseStamp(value: unknown, zone?: string): Stamp | null {
  if (value instanceof Date || typeof value === 'number') {
    const ms = +value;
    return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? { wall: ms, kind: 'utc' } : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // An instant as the calendar writes them (toISOString, whole seconds: an .ics feed's, a split's): read without a match.
  if (text.length === 24 && text.endsWith('.000Z')) {
    const ms = Date.parse(text);
    if (ms === ms && isoString(ms) === text) return { wall: ms, kind: 'utc' };
  }
  const m = BASIC.exec(text) ?? ISO.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((p) => Number(p ?? 0));
  const wall = wallOf(y, mo, d, h, mi, s);
  if (wall === null) return null;
  if (m[4] === undefined) return { wall, kind: 'date' };
  const offset = m[7];
  if (offset && offset.toUpperCase() !== 'Z') {
    const z = /([+-])(\d{2}):?(\d{2})/.exec(offset)!;
    return { wall: wall - (z[1] === '-' ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3])) * 60_000, kind: 'utc' };
  }
  if (offset) return { wall, kind: 'utc' };
  return zone ? { wall, kind: 'zoned', zone } : { wall, kind: 'floating' };
}

/** A list field (`exdate`, `rdate`): an array, or one string of comma-separated times. */
function stampList(value: unknown, name: string, report: (problem: string) => void, zone?: string): Stamp[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const out: Stamp[] = [];
  for (const item of items.slice(0, 1000)) {
    const stamp = parseStamp(item, zone);
    if (stamp) out.push(stamp);
    else report(`${name} ${JSON.stringify(String(item).slice(0, 40))} is not a date or date-time — left out`);
  }
  return out;
}

/** A comma list of integers each within [min, max] and not 0 (unless `zero`); null when any is not. */
function ints(value: string, min: number, max: number, zero = false): number[] | null {
  const out: number[] = [];
  for (const part of value.split(',')) {
    if (!/^[+-]?\d{1,6}$/.test(part.trim())) return null;
    const n = Number(part);
    if (n < min || n > max || (n === 0 && !zero)) return null;
    out.push(n);
  }
  return out;
}

function byDays(value: string): ByDay[] | null {
  const out: ByDay[] = [];
  for (const part of value.split(',')) {
    const m = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/i.exec(part.trim());
    const nth = m?.[1] ? Number(m[1]) : 0;
    if (!m || Math.abs(nth) > 53 || (m[1] && nth === 0)) return null;
    out.push({ weekday: WEEKDAYS.indexOf(m[2].toUpperCase()), nth });
  }
  return out;
}

/**
 * An RRULE value (`FREQ=WEEKLY;BYDAY=MO,WE`) -> a Rule; null (with one report naming the part) when it
 * has a part that is unknown, not expanded here, or not valid. A COUNT above MAX_COUNT is read as MAX_COUNT.
 */
export function parseRule(value: string, report: (problem: string) => void): Rule | null {
  let known = rules.get(value);
  if (!known) {
    const problems: string[] = [];
    known = { rule: readRule(value, (p) => problems.push(p)), problems };
    if (rules.size >= MAX_RULES) rules.clear();
    rules.set(value, known);
  }
  for (const problem of known.problems) report(problem);
  return known.rule;
}

/** Rules read by their text (a feed of hundreds of series repeats a few), with what reading them reported: shared, read only. */
const rules = new Map<string, { rule: Rule | null; problems: string[] }>();
const MAX_RULES = 256;

function readRule(value: string, report: (problem: string) => void): Rule | null {
  const rule: Rule = {
    freq: 'DAILY', interval: 1, count: null, until: null, byDay: [], byMonthDay: [], byMonth: [], bySetPos: [],
    byHour: [], byMinute: [], bySecond: [], byWeekNo: [], byYearDay: [], wkst: 1,
  };
  const given: Record<string, string> = {};
  let freq: string | null = null;
  const refuse = (part: string, why: string) => {
    report(`rrule part ${part.slice(0, 60)} ${why} — only the first occurrence is shown`);
    return null;
  };
  for (const part of value.trim().split(';')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = part.slice(0, eq).trim().toUpperCase();
    const v = part.slice(eq + 1).trim();
    if (eq < 0) return refuse(part, 'is not NAME=VALUE');
    if (UNSUPPORTED.has(name)) return refuse(part, 'is not supported');
    given[name] = part;
    let ok = true;
    if (name === 'FREQ') {
      freq = v.toUpperCase();
      if (!FREQS.includes(freq)) return refuse(part, freq === 'SECONDLY' ? 'is not supported' : 'is not valid');
    } else if (name === 'INTERVAL') ok = /^\d{1,4}$/.test(v) && (rule.interval = Number(v)) > 0;
    else if (name === 'COUNT') ok = /^\d{1,12}$/.test(v) && (rule.count = Number(v)) > 0;
    else if (name === 'UNTIL') ok = (rule.until = parseStamp(v)) !== null;
    else if (name === 'WKST') ok = (rule.wkst = WEEKDAYS.indexOf(v.toUpperCase())) >= 0;
    else if (name === 'BYDAY') ok = (rule.byDay = byDays(v) ?? []).length > 0;
    else if (name === 'BYMONTHDAY') ok = (rule.byMonthDay = ints(v, -31, 31) ?? []).length > 0;
    else if (name === 'BYMONTH') ok = (rule.byMonth = ints(v, 1, 12) ?? []).length > 0;
    else if (name === 'BYSETPOS') ok = (rule.bySetPos = ints(v, -366, 366) ?? []).length > 0;
    else if (name === 'BYHOUR') ok = (rule.byHour = ints(v, 0, 23, true) ?? []).length > 0;
    else if (name === 'BYMINUTE') ok = (rule.byMinute = ints(v, 0, 59, true) ?? []).length > 0;
    else if (name === 'BYSECOND') ok = (rule.bySecond = ints(v, 0, 60, true) ?? []).length > 0;
    else if (name === 'BYWEEKNO') ok = (rule.byWeekNo = ints(v, -53, 53) ?? []).length > 0;
    else if (name === 'BYYEARDAY') ok = (rule.byYearDay = ints(v, -366, 366) ?? []).length > 0;
    else return refuse(part, 'is not an RRULE part');
    if (!ok) return refuse(part, 'is not valid');
  }
  if (freq === null) return refuse(value, 'has no FREQ');
  rule.freq = freq as Freq;
  const misfit = notApplicable(rule, given);
  if (misfit) return refuse(misfit[0], misfit[1]);
  if (rule.count !== null && rule.count > MAX_COUNT) {
    report(`rrule COUNT=${rule.count} is more than ${MAX_COUNT}: read as COUNT=${MAX_COUNT}`);
    rule.count = MAX_COUNT;
  }
  return rule;
}

/**
 * A part RFC 5545's table (3.3.10) marks N/A for the rule's FREQ, or a BYDAY ordinal the calendar does
 * not read (with BYWEEKNO, or below FREQ=MONTHLY): the part as written and why; null when there is none.
 */
function notApplicable(rule: Rule, given: Record<string, string>): [string, string] | null {
  const { freq } = rule;
  if (given.BYWEEKNO && freq !== 'YEARLY') return [given.BYWEEKNO, 'applies to FREQ=YEARLY only'];
  if (given.BYYEARDAY && (freq === 'DAILY' || freq === 'WEEKLY' || freq === 'MONTHLY')) return [given.BYYEARDAY, `does not apply to FREQ=${freq}`];
  const ordinal = rule.byDay.some((d) => d.nth !== 0);
  if (ordinal && given.BYWEEKNO) return [given.BYDAY, 'with BYWEEKNO is not supported'];
  if (ordinal && (freq === 'HOURLY' || freq === 'MINUTELY')) return [given.BYDAY, `with an ordinal does not apply to FREQ=${freq}`];
  return null;
}

/** `NAME;PARAM=x;TZID=y:value` -> name, TZID, VALUE parameter and value; null when no `:` follows the name. */
function contentLine(line: string): { name: string; zone?: string; value: string } | null {
  const m = /^([A-Za-z-]+)((?:;[A-Za-z-]+=(?:"[^"]*"|[^;:"]*))*):(.*)$/.exec(line.trim());
  if (!m) return null;
  const zone = /;TZID=("?)([^;:"]+)\1/i.exec(m[2])?.[2];
  return { name: m[1].toUpperCase(), zone, value: m[3] };
}

/**
 * The payload's recurrence: `rrule` as one RRULE value or as content lines (DTSTART, RRULE, EXDATE,
 * RDATE; folded lines are joined), plus the `exdate` and `rdate` fields. Each problem is reported once,
 * naming what was wrong; what can be read is kept.
 */
export function parseSeries(raw: Record<string, unknown>, report: (problem: string) => void): SeriesText {
  const out: SeriesText = { rule: null, ruleText: null, dtstart: null, exdates: [], rdates: [] };
  const zone = typeof raw.timezone === 'string' ? raw.timezone : undefined;
  out.exdates = stampList(raw.exdate, 'exdate', report, zone);
  out.rdates = stampList(raw.rdate, 'rdate', report, zone);
  if (typeof raw.rrule !== 'string') {
    if (raw.rrule !== undefined && raw.rrule !== null) report('rrule is not text — only the first occurrence is shown');
    return out;
  }
  const text = raw.rrule.slice(0, 10_000).replace(/\r?\n[ \t]/g, '');
  const read = (value: string) => {
    out.rule = parseRule(value, report);
    out.ruleText = out.rule && value.trim();
  };
  if (/^\s*[A-Z]+=/i.test(text)) {
    read(text);
    return out;
  }
  let rules = 0;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const parsed = contentLine(line);
    if (!parsed) report(`rrule line ${JSON.stringify(line.slice(0, 40))} is not an iCalendar line — left out`);
    else if (parsed.name === 'RRULE' && rules++ === 0) read(parsed.value);
    else if (parsed.name === 'RRULE') report('rrule has more than one RRULE line — the first is used');
    else if (parsed.name === 'DTSTART') out.dtstart = parseStamp(parsed.value, parsed.zone) ?? (report(`rrule DTSTART ${parsed.value.slice(0, 40)} is not a date or date-time — left out`), null);
    else if (parsed.name === 'EXDATE') out.exdates.push(...stampList(parsed.value, 'EXDATE', report, parsed.zone ?? zone));
    else if (parsed.name === 'RDATE') out.rdates.push(...stampList(parsed.value, 'RDATE', report, parsed.zone ?? zone));
    else report(`rrule line ${parsed.name} is not DTSTART, RRULE, EXDATE or RDATE — left out`);
  }
  return out;
}

/** An ISO 8601 duration (`PT1H30M`, `P1D`, `P2W`, `P1DT2H`) as nominal days and exact ms; null when it is none. */
export function parseDuration(value: unknown): { days: number; ms: number } | null {
  if (typeof value !== 'string') return null;
  const m = /^P(?:(\d{1,5})W)?(?:(\d{1,5})D)?(?:T(?:(\d{1,6})H)?(?:(\d{1,6})M)?(?:(\d{1,7})S)?)?$/i.exec(value.trim());
  if (!m || /^PT?$/i.test(value.trim()) || /T$/i.test(value.trim())) return null;
  const [w, d, h, mi, s] = m.slice(1).map((p) => Number(p ?? 0));
  return { days: w * 7 + d, ms: ((h * 60 + mi) * 60 + s) * 1000 };
}
