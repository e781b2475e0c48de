// Issue 45 item 2: recurrence by RFC 5545 — the rule's days, the series' zone, EXDATE/RDATE, duration,
// and bad rules (one warning naming the part, the first occurrence shown, never a hang).
import { describe, expect, it } from 'vitest';
import { parseIsoDay, type Day } from '../../../../src/calendar/model/dates';
import { copyEvent, normalizeEvent, type RawEvent } from '../../../../src/calendar/model/normalize';
import { occurrencesIn } from '../../../../src/calendar/model/occurrences';
import { parseDuration, parseRule } from '../../../../src/calendar/model/rrule-parse';
import { lockOf } from '../../../../src/calendar/model/edit';

const OPTIONS = { scheduleMode: 'continuous', timezone: 'UTC', eventColors: [] } as const;
const day = (text: string): Day => parseIsoDay(text)!;

/** The occurrences of `raw` in [from, to] (UTC calendar), and the problems reported. */
function expand(raw: RawEvent, from: string, to: string, timezone: 'UTC' | 'local' = 'UTC') {
  const problems: string[] = [];
  const event = normalizeEvent({ id: 's', title: 'S', allDay: false, ...raw }, 0, { ...OPTIONS, timezone }, (p) => problems.push(p))!;
  const list = occurrencesIn([event], { start: day(from), end: day(to) }, timezone, (p) => problems.push(p));
  return { list, problems, days: list.map((e) => e.occurrence!.slice(0, 10)), starts: list.map((e) => e.start.toISOString()) };
}

const zoned = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
const wallIn = (zone: string, date: Date) => zoned(zone).format(date).replace(', ', 'T');

describe('the rule parts', () => {
  it('FREQ=DAILY with INTERVAL and COUNT: every other day, DTSTART first, COUNT occurrences in all', () => {
    const { days } = expand({ start: '2026-03-01T09:00:00Z', rrule: 'FREQ=DAILY;INTERVAL=2;COUNT=4' }, '2026-02-01', '2026-04-30');
    expect(days).toEqual(['2026-03-01', '2026-03-03', '2026-03-05', '2026-03-07']);
  });

  it('FREQ=WEEKLY;BYDAY=MO,WE,FR: those weekdays; UNTIL is inclusive', () => {
    const { days } = expand({ start: '2026-03-02T09:00:00Z', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20260311T090000Z' }, '2026-03-01', '2026-03-31');
    expect(days).toEqual(['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11']);
  });

  it('FREQ=MONTHLY;BYDAY=-1FR: the last Friday of each month', () => {
    const { days } = expand({ start: '2026-01-30T16:00:00Z', rrule: 'FREQ=MONTHLY;BYDAY=-1FR' }, '2026-01-01', '2026-06-30');
    expect(days).toEqual(['2026-01-30', '2026-02-27', '2026-03-27', '2026-04-24', '2026-05-29', '2026-06-26']);
  });

  it('FREQ=MONTHLY;BYDAY=2MO: the second Monday', () => {
    expect(expand({ start: '2026-01-12T10:00:00Z', rrule: 'FREQ=MONTHLY;BYDAY=2MO;COUNT=3' }, '2026-01-01', '2026-12-31').days).toEqual(['2026-01-12', '2026-02-09', '2026-03-09']);
  });

  it('FREQ=MONTHLY on the 31st skips the months without one (RFC 5545: invalid dates are not occurrences)', () => {
    expect(expand({ start: '2026-01-31T10:00:00Z', rrule: 'FREQ=MONTHLY;COUNT=4' }, '2026-01-01', '2026-12-31').days).toEqual(['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31']);
  });

  it('BYMONTHDAY=-1: the last day of each month', () => {
    expect(expand({ start: '2026-01-31T10:00:00Z', rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3' }, '2026-01-01', '2026-12-31').days).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
  });

  it('BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1: the last workday of the month', () => {
    expect(expand({ start: '2026-01-30T10:00:00Z', rrule: 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3' }, '2026-01-01', '2026-12-31').days).toEqual(['2026-01-30', '2026-02-27', '2026-03-31']);
  });

  it('FREQ=YEARLY;BYMONTH=11;BYDAY=4TH: the fourth Thursday of November', () => {
    expect(expand({ start: '2026-11-26T12:00:00Z', rrule: 'FREQ=YEARLY;BYMONTH=11;BYDAY=4TH' }, '2026-01-01', '2029-12-31').days).toEqual(['2026-11-26', '2027-11-25', '2028-11-23', '2029-11-22']);
  });

  it('FREQ=YEARLY on Feb 29: leap years only', () => {
    expect(expand({ start: '2024-02-29', allDay: true, rrule: 'FREQ=YEARLY;COUNT=3' }, '2024-01-01', '2040-12-31').days).toEqual(['2024-02-29', '2028-02-29', '2032-02-29']);
  });

  it('WKST changes which weeks an INTERVAL=2 weekly rule takes (RFC 5545 example)', () => {
    const base = { start: '1997-08-05T09:00:00Z' };
    expect(expand({ ...base, rrule: 'FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO' }, '1997-08-01', '1997-09-30').days).toEqual(['1997-08-05', '1997-08-10', '1997-08-19', '1997-08-24']);
    expect(expand({ ...base, rrule: 'FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU' }, '1997-08-01', '1997-09-30').days).toEqual(['1997-08-05', '1997-08-17', '1997-08-19', '1997-08-31']);
  });

  it('only the visible range is expanded: a daily series from 2000 gives the 42 days of the month grid', () => {
    const { days } = expand({ start: '2000-01-01T08:00:00Z', rrule: 'FREQ=DAILY' }, '2026-02-23', '2026-04-05');
    expect(days.length).toBe(42);
    expect(days[0]).toBe('2026-02-23');
  });

  it('COUNT counts from DTSTART even when the range is later', () => {
    const { days } = expand({ start: '2026-01-01T08:00:00Z', rrule: 'FREQ=DAILY;COUNT=40' }, '2026-02-01', '2026-02-28');
    expect(days).toEqual(['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07', '2026-02-08', '2026-02-09']);
  });
});

describe('EXDATE, RDATE and the content-line form', () => {
  it('exdate leaves a day out and rdate adds one', () => {
    const { days } = expand({ start: '2026-03-02T09:00:00Z', rrule: 'FREQ=WEEKLY', exdate: ['2026-03-09T09:00:00Z'], rdate: '2026-03-12T15:00:00Z' }, '2026-03-01', '2026-03-31');
    expect(days).toEqual(['2026-03-02', '2026-03-12', '2026-03-16', '2026-03-23', '2026-03-30']);
  });

  it('DTSTART;TZID, RRULE and EXDATE lines: the start comes from DTSTART (no start field needed)', () => {
    const rrule = 'DTSTART;TZID=America/New_York:20260302T090000\nRRULE:FREQ=DAILY;COUNT=5\nEXDATE;TZID=America/New_York:20260304T090000';
    const { list, problems } = expand({ start: undefined, rrule }, '2026-03-01', '2026-03-31');
    expect(problems).toEqual([]);
    expect(list.map((e) => wallIn('America/New_York', e.start))).toEqual(['2026-03-02T09:00', '2026-03-03T09:00', '2026-03-05T09:00', '2026-03-06T09:00']);
  });

  it('duration: PT1H30M gives each occurrence its length', () => {
    const { list } = expand({ start: '2026-03-02T09:00:00Z', rrule: 'FREQ=DAILY;COUNT=2', duration: 'PT1H30M' }, '2026-03-01', '2026-03-31');
    expect(list.map((e) => e.end.getTime() - e.start.getTime())).toEqual([5_400_000, 5_400_000]);
  });

  it('without duration, each occurrence lasts the end minus the start', () => {
    const { list } = expand({ start: '2026-03-02T09:00:00Z', end: '2026-03-02T09:45:00Z', rrule: 'FREQ=DAILY;COUNT=2' }, '2026-03-01', '2026-03-31');
    expect(list.map((e) => e.end.getTime() - e.start.getTime())).toEqual([2_700_000, 2_700_000]);
  });

  it('each occurrence has the series id, a key of its own and its own start as `occurrence`', () => {
    const { list } = expand({ start: '2026-03-02T09:00:00Z', rrule: 'FREQ=DAILY;COUNT=3' }, '2026-03-01', '2026-03-31');
    expect(list.map((e) => e.id)).toEqual(['s', 's', 's']);
    expect(new Set(list.map((e) => e.key)).size).toBe(3);
    expect(list.map((e) => e.occurrence)).toEqual(['2026-03-02T09:00:00.000Z', '2026-03-03T09:00:00.000Z', '2026-03-04T09:00:00.000Z']);
  });
});

describe('wall-clock time across DST (the series zone)', () => {
  it('America/New_York 09:00 daily across the March change stays at 09:00', () => {
    const { list } = expand({ start: '2026-03-05T09:00', timezone: 'America/New_York', rrule: 'FREQ=DAILY;COUNT=6' }, '2026-03-01', '2026-03-31');
    expect(list.map((e) => wallIn('America/New_York', e.start))).toEqual(['2026-03-05T09:00', '2026-03-06T09:00', '2026-03-07T09:00', '2026-03-08T09:00', '2026-03-09T09:00', '2026-03-10T09:00']);
  });

  it('a time the change skips (02:30 on 8 March in New York) is shown at 03:30, once', () => {
    const { list } = expand({ start: '2026-03-07T02:30', timezone: 'America/New_York', rrule: 'FREQ=DAILY;COUNT=3' }, '2026-03-01', '2026-03-31');
    expect(list.map((e) => wallIn('America/New_York', e.start))).toEqual(['2026-03-07T02:30', '2026-03-08T03:30', '2026-03-09T02:30']);
  });
  it('a UTC end in the autumn change\'s repeated hour gives each occurrence the exact length (225 min, not the 165 of the first 01:00)', () => {
    const { list } = expand({ start: '2035-11-04T02:15:00Z', end: '2035-11-04T06:00:00Z', timezone: 'America/New_York', rrule: 'FREQ=WEEKLY;COUNT=2' }, '2035-11-01', '2035-11-30');
    expect(list.map((e) => (e.end.getTime() - e.start.getTime()) / 60_000)).toEqual([225, 225]);
  });
});

describe('in a calendar with a named zone (data-timezone, issue 45 item 1)', () => {
  it('a series without a zone of its own repeats at its wall-clock time in the calendar\'s zone, drawn in that zone', () => {
    const problems: string[] = [];
    const options = { scheduleMode: 'continuous', timezone: 'Asia/Tokyo', eventColors: [] } as const;
    const event = normalizeEvent({ id: 's', start: '2026-03-02T09:00', allDay: false, rrule: 'FREQ=DAILY;COUNT=2' }, 0, options, (p) => problems.push(p))!;
    const list = occurrencesIn([event], { start: day('2026-03-01'), end: day('2026-03-31') }, 'Asia/Tokyo', (p) => problems.push(p));
    expect(problems).toEqual([]);
    // 09:00 in Tokyo is 00:00 UTC; the calendar draws it by its local fields: 09:00 on 2 and 3 March.
    expect(list.map((e) => e.occurrence)).toEqual(['2026-03-02T00:00:00.000Z', '2026-03-03T00:00:00.000Z']);
    expect(list.map((e) => [e.start.getDate(), e.start.getHours()])).toEqual([[2, 9], [3, 9]]);
    expect(copyEvent(list[0], 'Asia/Tokyo').start.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});

describe('bad rules: one warning naming the part, the first occurrence shown, never a hang', () => {
  it.each([
    ['FREQ=SECONDLY', 'FREQ=SECONDLY is not supported'],
    ['FREQ=DAILY;RSCALE=GREGORIAN', 'RSCALE=GREGORIAN is not supported'],
    ['FREQ=WEEKLY;BYWEEKNO=20', 'BYWEEKNO=20 applies to FREQ=YEARLY only'],
    ['FREQ=DAILY;INTERVAL=0', 'INTERVAL=0 is not valid'],
    ['FREQ=MONTHLY;BYDAY=XX', 'BYDAY=XX is not valid'],
    ['BYDAY=MO', 'has no FREQ'],
  ])('%s', (rrule, said) => {
    const { days, problems } = expand({ start: '2026-03-02T09:00:00Z', rrule }, '2026-03-01', '2026-03-31');
    expect(days).toEqual(['2026-03-02']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(said);
    expect(problems[0]).toContain('event "s"');
  });

  it('COUNT=10000000: a warning, and the visible month at once', () => {
    const started = performance.now();
    const { days, problems } = expand({ start: '2026-03-02T09:00:00Z', rrule: 'FREQ=DAILY;COUNT=10000000;BYDAY=MO' }, '2030-03-01', '2030-03-31');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(problems).toEqual([expect.stringContaining('COUNT=10000000')]);
    expect(days).toEqual(['2030-03-04', '2030-03-11', '2030-03-18', '2030-03-25']);
  });

  it('UNTIL before DTSTART: a warning, the first occurrence shown', () => {
    const { days, problems } = expand({ start: '2026-03-02T09:00:00Z', rrule: 'FREQ=DAILY;UNTIL=20260101T000000Z' }, '2026-03-01', '2026-03-31');
    expect(days).toEqual(['2026-03-02']);
    expect(problems).toEqual([expect.stringContaining('UNTIL is before DTSTART')]);
  });

  it('a rule that never matches stops at the fixed cap, with a warning', () => {
    const started = performance.now();
    const { days, problems } = expand({ start: '2026-03-02T09:00:00Z', rrule: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=5' }, '9000-01-01', '9000-01-31');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(days).toEqual([]);
    expect(problems).toEqual([expect.stringContaining('too many steps')]);
  });
});

describe('editing', () => {
  it('an occurrence can be moved (issue 45 item 5: the drop asks which events change); a series drawn as itself cannot', () => {
    const { list } = expand({ start: '2026-03-02T09:00:00Z', rrule: 'FREQ=DAILY;COUNT=2', editable: true }, '2026-03-01', '2026-03-31');
    expect(list.map(lockOf)).toEqual([null, null]);
    const series = normalizeEvent({ id: 's', start: '2026-03-02T09:00:00Z', rrule: 'FREQ=DAILY' }, 0, OPTIONS)!;
    expect(lockOf(series)).toBe('series');
    expect(lockOf(normalizeEvent({ id: 'x', start: '2026-03-02T09:00:00Z' }, 0, OPTIONS)!)).toBeNull();
  });
});

describe('parse', () => {
  it('parseDuration reads ISO 8601 durations and refuses others', () => {
    expect(parseDuration('PT1H30M')).toEqual({ days: 0, ms: 5_400_000 });
    expect(parseDuration('P1W2D')).toEqual({ days: 9, ms: 0 });
    expect(parseDuration('P')).toBeNull();
    expect(parseDuration('PT')).toBeNull();
    expect(parseDuration('1h')).toBeNull();
  });

  it('parseRule keeps the parts it reads', () => {
    expect(parseRule('FREQ=MONTHLY;BYDAY=2MO,-1FR;WKST=SU', () => {})).toMatchObject({ freq: 'MONTHLY', byDay: [{ weekday: 1, nth: 2 }, { weekday: 5, nth: -1 }], wkst: 0 });
  });
});

