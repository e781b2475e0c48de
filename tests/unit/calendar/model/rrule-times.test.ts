// Issue 45 item 2, the rule parts with times and weeks (RFC 5545 3.3.10): BYHOUR, BYMINUTE, BYSECOND,
// BYWEEKNO, BYYEARDAY, FREQ=HOURLY and MINUTELY, checked against the examples RFC 5545 3.8.5.3 works by
// hand (their DTSTARTs in America/New_York, as the RFC writes them), and the parts its table marks N/A.
import { describe, expect, it } from 'vitest';
import { parseIsoDay } from '../../../../src/calendar/model/dates';
import { normalizeEvent, type RawEvent } from '../../../../src/calendar/model/normalize';
import { occurrencesIn } from '../../../../src/calendar/model/occurrences';

const NY = 'America/New_York';
const clock = new Intl.DateTimeFormat('en-CA', { timeZone: NY, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
/** `YYYY-MM-DDTHH:mm` on New York's clock. */
const wall = (date: Date) => clock.format(date).replace(', ', 'T');

/** The occurrences of a New York series in [from, to] (a UTC calendar) as New York wall times, and the problems. */
function expand(raw: RawEvent, from: string, to: string) {
  const problems: string[] = [];
  const options = { scheduleMode: 'continuous', timezone: 'UTC', eventColors: [] } as const;
  const event = normalizeEvent({ id: 's', title: 'S', allDay: false, timezone: NY, ...raw }, 0, options, (p) => problems.push(p))!;
  const list = occurrencesIn([event], { start: parseIsoDay(from)!, end: parseIsoDay(to)! }, 'UTC', (p) => problems.push(p));
  return { walls: list.map((e) => wall(e.start)), problems, keys: list.map((e) => e.key) };
}

describe('RFC 5545 3.8.5.3 examples', () => {
  it('every 3 hours from 9:00 to 17:00 on one day (FREQ=HOURLY;INTERVAL=3;UNTIL)', () => {
    const { walls, problems } = expand({ start: '1997-09-02T09:00', rrule: 'FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T210000Z' }, '1997-09-01', '1997-09-05');
    expect(problems).toEqual([]);
    expect(walls).toEqual(['1997-09-02T09:00', '1997-09-02T12:00', '1997-09-02T15:00']);
  });

  it('every 15 minutes for 6 occurrences (FREQ=MINUTELY;INTERVAL=15;COUNT=6)', () => {
    expect(expand({ start: '1997-09-02T09:00', rrule: 'FREQ=MINUTELY;INTERVAL=15;COUNT=6' }, '1997-09-01', '1997-09-05').walls)
      .toEqual(['1997-09-02T09:00', '1997-09-02T09:15', '1997-09-02T09:30', '1997-09-02T09:45', '1997-09-02T10:00', '1997-09-02T10:15']);
  });

  it('every hour and a half for 4 occurrences (FREQ=MINUTELY;INTERVAL=90;COUNT=4)', () => {
    expect(expand({ start: '1997-09-02T09:00', rrule: 'FREQ=MINUTELY;INTERVAL=90;COUNT=4' }, '1997-09-01', '1997-09-05').walls)
      .toEqual(['1997-09-02T09:00', '1997-09-02T10:30', '1997-09-02T12:00', '1997-09-02T13:30']);
  });

  it('every 20 minutes from 9:00 to 16:40 every day (FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40)', () => {
    const daily = expand({ start: '1997-09-02T09:00', rrule: 'FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40' }, '1997-09-02', '1997-09-03');
    const minutely = expand({ start: '1997-09-02T09:00', rrule: 'FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16' }, '1997-09-02', '1997-09-03');
    const day = (d: string) => [9, 10, 11, 12, 13, 14, 15, 16].flatMap((h) => ['00', '20', '40'].map((m) => `1997-09-0${d}T${String(h).padStart(2, '0')}:${m}`));
    expect(daily.walls).toEqual([...day('2'), ...day('3')]);
    expect(minutely.walls).toEqual(daily.walls);
  });

  it('Monday of week number 20, forever (FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO)', () => {
    expect(expand({ start: '1997-05-12T09:00', rrule: 'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO' }, '1997-01-01', '1999-12-31').walls)
      .toEqual(['1997-05-12T09:00', '1998-05-11T09:00', '1999-05-17T09:00']);
  });

  it('every 20th Monday of the year, forever (FREQ=YEARLY;BYDAY=20MO)', () => {
    expect(expand({ start: '1997-05-19T09:00', rrule: 'FREQ=YEARLY;BYDAY=20MO' }, '1997-01-01', '1999-12-31').walls)
      .toEqual(['1997-05-19T09:00', '1998-05-18T09:00', '1999-05-17T09:00']);
  });

  it('every 3rd year on the 1st, 100th and 200th day for 10 occurrences (FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200)', () => {
    expect(expand({ start: '1997-01-01T09:00', rrule: 'FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200' }, '1997-01-01', '2010-12-31').walls.map((w) => w.slice(0, 10))).toEqual([
      '1997-01-01', '1997-04-10', '1997-07-19', '2000-01-01', '2000-04-09', '2000-07-18', '2003-01-01', '2003-04-10', '2003-07-19', '2006-01-01',
    ]);
  });

  it('the last day of each year (BYYEARDAY=-1) and week 1 starting in December (BYWEEKNO=1;BYDAY=MO)', () => {
    expect(expand({ start: '2026-12-31T09:00', rrule: 'FREQ=YEARLY;BYYEARDAY=-1;COUNT=3' }, '2026-01-01', '2030-12-31').walls.map((w) => w.slice(0, 10))).toEqual(['2026-12-31', '2027-12-31', '2028-12-31']);
    // ISO week 1 of 2026 starts on Monday 29 December 2025; of 2027 on 4 January 2027.
    expect(expand({ start: '2025-12-29T09:00', rrule: 'FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO;COUNT=3' }, '2025-01-01', '2030-12-31').walls.map((w) => w.slice(0, 10))).toEqual(['2025-12-29', '2027-01-04', '2028-01-03']);
  });

  it('BYWEEKNO=-1: the last week of the year (53 weeks in 2026, with WKST=MO)', () => {
    expect(expand({ start: '2026-12-28T09:00', rrule: 'FREQ=YEARLY;BYWEEKNO=-1;BYDAY=MO;COUNT=2' }, '2026-01-01', '2028-12-31').walls.map((w) => w.slice(0, 10))).toEqual(['2026-12-28', '2027-12-27']);
  });

  it('BYWEEKNO=-2 from the week before the last of a 53-week year: one Sunday a year (2015 has 53 ISO weeks)', () => {
    // ical.js gives every Sunday of 2016 here (FC_SEED=-765519348 of rrule-icaljs.test.ts); python-dateutil agrees with these.
    expect(expand({ start: '2015-12-27T09:00', rrule: 'FREQ=YEARLY;BYWEEKNO=-2;BYDAY=SU;WKST=MO' }, '2015-01-01', '2019-12-31').walls.map((w) => w.slice(0, 10)))
      .toEqual(['2015-12-27', '2016-12-25', '2017-12-24', '2018-12-23', '2019-12-22']);
  });

  it('BYSECOND: seconds of the minute (the calendar draws minutes)', () => {
    const problems: string[] = [];
    const options = { scheduleMode: 'continuous', timezone: 'UTC', eventColors: [] } as const;
    const event = normalizeEvent({ id: 's', start: '2026-03-02T09:00:00Z', allDay: false, rrule: 'FREQ=MINUTELY;BYSECOND=0,30;COUNT=4' }, 0, options, (p) => problems.push(p))!;
    const list = occurrencesIn([event], { start: parseIsoDay('2026-03-02')!, end: parseIsoDay('2026-03-02')! }, 'UTC', (p) => problems.push(p));
    expect(problems).toEqual([]);
    expect(list.map((e) => e.start.toISOString().slice(11, 19))).toEqual(['09:00:00', '09:00:30', '09:01:00', '09:01:30']);
  });
});

describe('times across daylight-saving changes, in the series\' zone', () => {
  it('BYHOUR keeps each wall-clock hour on the days clocks change', () => {
    const { walls } = expand({ start: '2026-03-07T08:30', rrule: 'FREQ=DAILY;BYHOUR=8,18;COUNT=6' }, '2026-03-01', '2026-03-31');
    expect(walls).toEqual(['2026-03-07T08:30', '2026-03-07T18:30', '2026-03-08T08:30', '2026-03-08T18:30', '2026-03-09T08:30', '2026-03-09T18:30']);
  });

  it('FREQ=HOURLY steps by the wall clock: the skipped 02:00 is not doubled with 03:00, each occurrence its own key', () => {
    const { walls, keys } = expand({ start: '2026-03-08T00:00', rrule: 'FREQ=HOURLY;COUNT=6' }, '2026-03-07', '2026-03-09');
    expect(walls).toEqual(['2026-03-08T00:00', '2026-03-08T01:00', '2026-03-08T03:00', '2026-03-08T04:00', '2026-03-08T05:00']);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a window far from DTSTART: an hourly series without COUNT jumps there (no walk from DTSTART)', () => {
    const started = performance.now();
    const { walls, problems } = expand({ start: '2020-01-01T09:00', rrule: 'FREQ=HOURLY;INTERVAL=6' }, '2030-06-10', '2030-06-10');
    expect(performance.now() - started).toBeLessThan(500);
    expect(problems).toEqual([]);
    // The calendar is in UTC: its 10 June is New York's 9 June 20:00 to 10 June 20:00.
    expect(walls).toEqual(['2030-06-09T21:00', '2030-06-10T03:00', '2030-06-10T09:00', '2030-06-10T15:00']);
  });

  it('FREQ=MINUTELY with COUNT far away stops at the fixed cap, with one warning, never a hang', () => {
    const started = performance.now();
    const { walls, problems } = expand({ start: '2026-03-02T09:00', rrule: 'FREQ=MINUTELY;COUNT=100000' }, '2030-01-01', '2030-01-31');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(walls).toEqual([]);
    expect(problems).toEqual([expect.stringContaining('too many steps')]);
  });
});

describe('parts RFC 5545 marks N/A for the FREQ: one warning naming the part, the first occurrence shown', () => {
  it.each([
    ['FREQ=MONTHLY;BYWEEKNO=20', 'BYWEEKNO=20 applies to FREQ=YEARLY only'],
    ['FREQ=DAILY;BYYEARDAY=100', 'BYYEARDAY=100 does not apply to FREQ=DAILY'],
    ['FREQ=YEARLY;BYWEEKNO=20;BYDAY=1MO', 'BYDAY=1MO with BYWEEKNO is not supported'],
    ['FREQ=HOURLY;BYDAY=2MO', 'BYDAY=2MO with an ordinal does not apply to FREQ=HOURLY'],
    ['FREQ=DAILY;BYHOUR=24', 'BYHOUR=24 is not valid'],
  ])('%s', (rrule, said) => {
    const { walls, problems } = expand({ start: '2026-03-02T09:00', rrule }, '2026-03-01', '2026-03-31');
    expect(walls).toEqual(['2026-03-02T09:00']);
    expect(problems).toEqual([expect.stringContaining(said)]);
  });
});

describe('an all-day series with a rule of times', () => {
  it('each day once (one key each), with one warning', () => {
    const problems: string[] = [];
    const options = { scheduleMode: 'continuous', timezone: 'UTC', eventColors: [] } as const;
    const event = normalizeEvent({ id: 'd', start: '2026-03-02', rrule: 'FREQ=HOURLY;INTERVAL=5' }, 0, options, (p) => problems.push(p))!;
    const list = occurrencesIn([event], { start: parseIsoDay('2026-03-01')!, end: parseIsoDay('2026-03-04')! }, 'UTC', (p) => problems.push(p));
    expect(list.map((e) => e.occurrence)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(problems).toEqual([expect.stringContaining('the event is all-day — each day is shown once')]);
  });
});
