// Issue 45 item 5: one occurrence of a series moved. "This event" leaves the occurrence out of its series
// (EXDATE) and makes it an event of its own; "this and following" splits the series (UNTIL on the old one,
// a new series from the moved occurrence) — both pure, and across a DST change in a named zone.
import { describe, expect, it } from 'vitest';
import { parseIsoDay } from '../../../../src/calendar/model/dates';
import { lockOf, moveEvent } from '../../../../src/calendar/model/edit';
import { normalizeEvent, type RawEvent, type Timezone } from '../../../../src/calendar/model/normalize';
import * as recurrence from '../../../../src/calendar/model/occurrences';
import { exceptionOf, occurrenceText, seriesOf } from '../../../../src/calendar/model/occurrence-edit';
import { splitSeries, withParts } from '../../../../src/calendar/model/series-split';
import { answerEvents } from '../../../../src/calendar/store/occurrence-move';

const BOUNDS = { min: null, max: null };
const range = (from: string, to: string) => ({ start: parseIsoDay(from)!, end: parseIsoDay(to)! });
const zoned = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
/** A drawn Date (a named-zone calendar draws by local fields) as the zone's wall clock. */
const wallOf = (zone: string, date: Date, tz: Timezone) => zoned(zone).format(tz === 'local' || tz === 'UTC' ? date : recurrence.instantAt(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()), { name: tz })).replace(', ', 'T');

function setUp(raw: RawEvent, tz: Timezone, from = '2026-03-01', to = '2026-03-31') {
  const problems: string[] = [];
  const warn = (p: string) => problems.push(p);
  const series = normalizeEvent({ id: 's', title: 'Standup', allDay: false, ...raw }, 0, { scheduleMode: 'continuous', timezone: tz, eventColors: [] }, warn)!;
  const expand = (payloads: RawEvent[]) => {
    const events = payloads.map((p, i) => normalizeEvent(p, i, { scheduleMode: 'continuous', timezone: tz, eventColors: [] }, warn)!);
    return recurrence.occurrencesIn(events, range(from, to), tz, warn);
  };
  const occurrences = expand([series.data]).map((o) => ({ ...o, key: `${series.key}@${o.occurrence}` }));
  return { series, occurrences, expand, problems };
}

describe('an occurrence can be moved (it was locked before)', () => {
  it('an occurrence has no lock; a series drawn as itself keeps its lock', () => {
    const { series, occurrences } = setUp({ start: '2026-03-02T09:00:00Z', rrule: 'FREQ=DAILY;COUNT=3' }, 'UTC');
    expect(occurrences.map(lockOf)).toEqual([null, null, null]);
    expect(lockOf(series)).toBe('series');
  });

  it('seriesOf finds the stored series of an occurrence by its render key', () => {
    const { series, occurrences } = setUp({ start: '2026-03-02T09:00:00Z', rrule: 'FREQ=DAILY;COUNT=3' }, 'UTC');
    expect(seriesOf([series], occurrences[1])).toBe(series);
    expect(seriesOf([series], series)).toBeUndefined();
  });
});

describe('occurrenceText: the original start, written as the update API writes dates', () => {
  it('a timed series: the wall clock in the calendar\'s zone, without an offset', () => {
    const { occurrences } = setUp({ rrule: 'DTSTART;TZID=America/New_York:20260302T090000\nRRULE:FREQ=DAILY;COUNT=3', duration: 'PT30M' }, 'Asia/Bangkok');
    // 09:00 in New York (EST, UTC-5) is 21:00 in Bangkok.
    expect(occurrences.map((o) => occurrenceText(o, 'Asia/Bangkok'))).toEqual(['2026-03-02T21:00:00', '2026-03-03T21:00:00', '2026-03-04T21:00:00']);
  });

  it('an all-day series: the day', () => {
    const { occurrences } = setUp({ start: '2026-03-02', allDay: true, rrule: 'FREQ=WEEKLY;COUNT=2' }, 'UTC');
    expect(occurrences.map((o) => occurrenceText(o, 'UTC'))).toEqual(['2026-03-02', '2026-03-09']);
  });
});

describe('"this event": an EXDATE and an event of its own', () => {
  it('the series loses that occurrence only; the event of its own has the series\' id, recurrenceId and no rule', () => {
    const { series, occurrences, expand } = setUp({ start: '2026-03-02T09:00:00Z', end: '2026-03-02T09:30:00Z', rrule: 'FREQ=DAILY;COUNT=4', exdate: '2026-03-10T09:00:00Z' }, 'UTC');
    const moved = moveEvent(occurrences[1], { days: 0, minutes: 60 }, { bounds: BOUNDS, timezone: 'UTC' });
    if (!moved.ok) throw new Error(moved.reason);
    const { series: rest, single } = exceptionOf(series.data, occurrences[1], moved.payload, 'UTC');
    expect(rest.exdate).toEqual(['2026-03-10T09:00:00Z', '2026-03-03T09:00:00.000Z']);
    expect(single).toMatchObject({ id: 's', title: 'Standup', start: '2026-03-03T10:00:00', end: '2026-03-03T10:30:00', allDay: false, recurrenceId: '2026-03-03T09:00:00' });
    expect(single.rrule).toBeUndefined();
    expect(single.exdate).toBeUndefined();
    expect(expand([rest]).map((o) => o.occurrence)).toEqual(['2026-03-02T09:00:00.000Z', '2026-03-04T09:00:00.000Z', '2026-03-05T09:00:00.000Z']);
    expect(series.data.exdate).toBe('2026-03-10T09:00:00Z'); // the stored payload is not changed
  });
});

describe('"this and following": the series split', () => {
  it('COUNT: the old series ends just before the occurrence (UNTIL instead of COUNT), the new one has the COUNT left', () => {
    const { series, occurrences, expand } = setUp({ start: '2026-03-02T09:00:00Z', duration: 'PT30M', rrule: 'FREQ=DAILY;COUNT=6' }, 'UTC');
    const moved = moveEvent(occurrences[2], { days: 1, minutes: 30 }, { bounds: BOUNDS, timezone: 'UTC' });
    if (!moved.ok) throw new Error(moved.reason);
    const split = splitSeries(recurrence, series, occurrences[2], moved.payload, 'UTC', 's-2', () => {})!;
    expect(split.before!.rrule).toBe('FREQ=DAILY;UNTIL=20260304T085959Z');
    expect(split.after).toMatchObject({ id: 's-2', start: '2026-03-05T09:30:00', end: '2026-03-05T10:00:00', rrule: 'FREQ=DAILY;COUNT=4' });
    expect(split.after.duration).toBeUndefined();
    const days = (raw: RawEvent) => expand([raw]).map((o) => `${o.start.toISOString().slice(5, 16)}`);
    expect(days(split.before!)).toEqual(['03-02T09:00', '03-03T09:00']);
    expect(days(split.after)).toEqual(['03-05T09:30', '03-06T09:30', '03-07T09:30', '03-08T09:30']);
  });

  it('the first occurrence: the whole series moves (no series before)', () => {
    const { series, occurrences } = setUp({ start: '2026-03-02T09:00:00Z', rrule: 'FREQ=DAILY;COUNT=3' }, 'UTC');
    const moved = moveEvent(occurrences[0], { days: 0, minutes: 60 }, { bounds: BOUNDS, timezone: 'UTC' });
    if (!moved.ok) throw new Error(moved.reason);
    const split = splitSeries(recurrence, series, occurrences[0], moved.payload, 'UTC', 'x', () => {})!;
    expect(split.before).toBeNull();
    expect(split.after).toMatchObject({ start: '2026-03-02T10:00:00', rrule: 'FREQ=DAILY;COUNT=3' });
  });

  it('a weekly BYDAY turns with the occurrence; UNTIL moves as far; later EXDATEs and RDATEs follow, earlier ones stay', () => {
    const raw = { start: '2026-03-02T09:00:00Z', end: '2026-03-02T10:00:00Z', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20260325T090000Z', exdate: ['2026-03-04T09:00:00Z', '2026-03-16T09:00:00Z'], rdate: ['2026-03-07T09:00:00Z', '2026-03-21T09:00:00Z'] };
    const { series, occurrences, expand } = setUp(raw, 'UTC');
    const ninth = occurrences.find((o) => o.occurrence === '2026-03-09T09:00:00.000Z')!;
    const moved = moveEvent(ninth, { days: 1, minutes: 0 }, { bounds: BOUNDS, timezone: 'UTC' });
    if (!moved.ok) throw new Error(moved.reason);
    const split = splitSeries(recurrence, series, ninth, moved.payload, 'UTC', 'n', () => {})!;
    expect(split.after.rrule).toBe('FREQ=WEEKLY;UNTIL=20260326T090000Z;BYDAY=TU,TH');
    expect(split.after.exdate).toEqual(['2026-03-17T09:00:00.000Z']);
    expect(split.after.rdate).toEqual(['2026-03-22T09:00:00.000Z']);
    expect(split.before!.rdate).toEqual(['2026-03-07T09:00:00.000Z']);
    const days = (r: RawEvent) => expand([r]).map((o) => o.start.toISOString().slice(5, 10));
    expect(days(split.before!)).toEqual(['03-02', '03-07']);
    expect(days(split.after)).toEqual(['03-10', '03-12', '03-19', '03-22', '03-24', '03-26']);
  });

  it.each([
    ['BYMONTHDAY=15, the 15th moved to the 17th', 'FREQ=MONTHLY;BYMONTHDAY=15', '2026-01-15', '2026-03-15', 2, 'BYMONTHDAY=17', ['03-17', '04-17', '05-17', '06-17']],
    ['BYMONTHDAY=-1, the last day moved a day earlier', 'FREQ=MONTHLY;BYMONTHDAY=-1', '2026-01-31', '2026-03-31', -1, 'BYMONTHDAY=-2', ['03-30', '04-29', '05-30', '06-29']],
    ['BYDAY=2MO, the second Monday moved to the Tuesday', 'FREQ=MONTHLY;BYDAY=2MO', '2026-01-12', '2026-03-09', 1, 'BYDAY=2TU', ['03-10', '04-14', '05-12', '06-09']],
    ['BYDAY=-1FR, the last Friday moved to the Thursday', 'FREQ=MONTHLY;BYDAY=-1FR', '2026-01-30', '2026-03-27', -1, 'BYDAY=-1TH', ['03-26', '04-30', '05-28', '06-25']],
    ['BYDAY=2MO, moved a week later', 'FREQ=MONTHLY;BYDAY=2MO', '2026-01-12', '2026-03-09', 7, 'BYDAY=3MO', ['03-16', '04-20', '05-18', '06-15']],
    ['BYMONTH=3;BYDAY=2MO yearly, moved into April', 'FREQ=YEARLY;BYMONTH=3;BYDAY=2MO', '2025-03-10', '2026-03-09', 29, 'BYDAY=1TU;BYMONTH=4', ['04-07']],
  ])('"following" on a day-of-month rule (%s): the new series repeats on the day it landed', (_, rrule, first, at, days, parts, shown) => {
    const { series, occurrences, expand } = setUp({ start: `${first}T09:00:00Z`, end: `${first}T10:00:00Z`, rrule }, 'UTC', '2026-01-01', '2026-06-30');
    const occurrence = occurrences.find((o) => o.occurrence === `${at}T09:00:00.000Z`)!;
    const moved = moveEvent(occurrence, { days, minutes: 0 }, { bounds: BOUNDS, timezone: 'UTC' });
    if (!moved.ok) throw new Error(moved.reason);
    const split = splitSeries(recurrence, series, occurrence, moved.payload, 'UTC', 'n', () => {})!;
    for (const part of parts.split(';')) expect(split.after.rrule).toContain(part);
    expect(expand([split.after]).map((o) => o.start.toISOString().slice(5, 10))).toEqual(shown);
  });

  it('"following" on a rule of times moved an hour later: BYHOUR moves with it (8,20 -> 9,21)', () => {
    const { series, occurrences, expand } = setUp({ start: '2026-03-02T08:00:00Z', end: '2026-03-02T08:15:00Z', rrule: 'FREQ=DAILY;BYHOUR=8,20' }, 'UTC', '2026-03-01', '2026-03-06');
    const occurrence = occurrences.find((o) => o.occurrence === '2026-03-04T08:00:00.000Z')!;
    const moved = moveEvent(occurrence, { days: 0, minutes: 60 }, { bounds: BOUNDS, timezone: 'UTC' });
    if (!moved.ok) throw new Error(moved.reason);
    const split = splitSeries(recurrence, series, occurrence, moved.payload, 'UTC', 'n', () => {})!;
    expect(split.after.rrule).toContain('BYHOUR=9,21');
    expect(expand([split.after]).map((o) => o.start.toISOString().slice(5, 16))).toEqual(['03-04T09:00', '03-04T21:00', '03-05T09:00', '03-05T21:00', '03-06T09:00', '03-06T21:00']);
    expect(expand([split.before!]).map((o) => o.start.toISOString().slice(5, 16))).toEqual(['03-02T08:00', '03-02T20:00', '03-03T08:00', '03-03T20:00']);
  });

  it('DTSTART/RRULE lines: the old series keeps its DTSTART line, its RRULE line is rewritten', () => {
    const { series, occurrences } = setUp({ rrule: 'DTSTART:20260302T090000Z\nRRULE:FREQ=DAILY', duration: 'PT1H' }, 'UTC');
    const moved = moveEvent(occurrences[3], { days: 0, minutes: 0 }, { bounds: BOUNDS, timezone: 'UTC' });
    if (!moved.ok) throw new Error(moved.reason);
    const split = splitSeries(recurrence, series, occurrences[3], moved.payload, 'UTC', 'n', () => {})!;
    expect(split.before!.rrule).toBe('DTSTART:20260302T090000Z\nRRULE:FREQ=DAILY;UNTIL=20260305T085959Z');
    expect(split.after.rrule).toBe('FREQ=DAILY');
  });

  it('an all-day series: UNTIL is the day before, the new one starts on the day dropped on', () => {
    const { series, occurrences, expand } = setUp({ start: '2026-03-02', allDay: true, rrule: 'FREQ=DAILY;COUNT=5' }, 'UTC');
    const moved = moveEvent(occurrences[2], { days: 2, minutes: 0 }, { bounds: BOUNDS, timezone: 'UTC' });
    if (!moved.ok) throw new Error(moved.reason);
    const split = splitSeries(recurrence, series, occurrences[2], moved.payload, 'UTC', 'n', () => {})!;
    expect(split.before!.rrule).toBe('FREQ=DAILY;UNTIL=20260303');
    expect(split.after).toMatchObject({ start: '2026-03-06', end: '2026-03-06', allDay: true, rrule: 'FREQ=DAILY;COUNT=3' });
    expect(expand([split.after]).map((o) => o.occurrence)).toEqual(['2026-03-06', '2026-03-07', '2026-03-08']);
  });
});

describe('across a DST change, in a named zone different from the series\' zone', () => {
  // The calendar shows Asia/Bangkok (no DST); the series repeats at 09:00 in New York, whose clocks go forward on 8 March 2026.
  const TZ = 'Asia/Bangkok';
  const RAW = { rrule: 'DTSTART;TZID=America/New_York:20260302T090000\nRRULE:FREQ=DAILY;COUNT=10', duration: 'PT30M' };

  it('"following" from 5 March, moved an hour later: 10:00 in New York every day, before and after the change', () => {
    const { series, occurrences, expand, problems } = setUp(RAW, TZ);
    const fifth = occurrences[3];
    expect(wallOf('America/New_York', fifth.start, TZ)).toBe('2026-03-05T09:00');
    const moved = moveEvent(fifth, { days: 0, minutes: 60 }, { bounds: BOUNDS, timezone: TZ });
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.payload.start).toBe('2026-03-05T22:00:00'); // Bangkok's wall clock, as the update API is sent it
    const split = splitSeries(recurrence, series, fifth, moved.payload, TZ, 'n', (p) => problems.push(p))!;
    expect(split.after).toMatchObject({ start: '2026-03-05T10:00:00', end: '2026-03-05T10:30:00', timezone: 'America/New_York', rrule: 'FREQ=DAILY;COUNT=7' });
    const walls = (r: RawEvent) => expand([r]).map((o) => wallOf('America/New_York', o.start, TZ));
    expect(walls(split.before!)).toEqual(['2026-03-02T09:00', '2026-03-03T09:00', '2026-03-04T09:00']);
    expect(walls(split.after)).toEqual(['2026-03-05T10:00', '2026-03-06T10:00', '2026-03-07T10:00', '2026-03-08T10:00', '2026-03-09T10:00', '2026-03-10T10:00', '2026-03-11T10:00']);
    // In Bangkok the change shows: 22:00 before it, 21:00 after.
    expect(expand([split.after]).map((o) => o.start.getHours())).toEqual([22, 22, 22, 21, 21, 21, 21]);
    expect(problems).toEqual([]);
  });

  it('"this" on 9 March (after the change): only that day leaves the series; the others stay at 09:00 New York time', () => {
    const { series, occurrences, expand } = setUp(RAW, TZ);
    const ninth = occurrences[7];
    const moved = moveEvent(ninth, { days: 0, minutes: -120 }, { bounds: BOUNDS, timezone: TZ });
    if (!moved.ok) throw new Error(moved.reason);
    const { series: rest, single } = exceptionOf(series.data, ninth, moved.payload, TZ);
    expect(single).toMatchObject({ start: '2026-03-09T18:00:00', recurrenceId: '2026-03-09T20:00:00' });
    const walls = expand([rest]).map((o) => wallOf('America/New_York', o.start, TZ));
    expect(walls).toHaveLength(9);
    expect(walls).not.toContain('2026-03-09T09:00');
    expect(new Set(walls.map((w) => w.slice(11)))).toEqual(new Set(['09:00']));
  });
});

describe('helpers', () => {
  it('withParts replaces the named parts and keeps the others in order', () => {
    expect(withParts('FREQ=DAILY;COUNT=5;INTERVAL=2', { COUNT: null, UNTIL: '20260301' })).toBe('FREQ=DAILY;INTERVAL=2;UNTIL=20260301');
  });

  it('answerEvents: {events}, an event payload, either under data; anything else is no series', () => {
    expect(answerEvents({ events: [{ id: 'a', start: 'x' }, 3] })).toEqual([{ id: 'a', start: 'x' }]);
    expect(answerEvents({ success: true, data: { id: 'a', rrule: 'FREQ=DAILY' } })).toEqual([{ id: 'a', rrule: 'FREQ=DAILY' }]);
    expect(answerEvents({ data: { events: [] } })).toEqual([]);
    expect(answerEvents({ success: true })).toBeNull();
    expect(answerEvents(null)).toBeNull();
  });
});

describe('.ics export of an occurrence moved on its own', () => {
  it('its VEVENT carries RECURRENCE-ID (the original start, UTC) beside the series\' VEVENT with the EXDATE', async () => {
    const { writeIcs } = await import('../../../../src/calendar/model/ics-write');
    const { series, occurrences } = setUp({ start: '2026-03-02T09:00:00Z', duration: 'PT30M', rrule: 'FREQ=DAILY;COUNT=3' }, 'UTC');
    const moved = moveEvent(occurrences[1], { days: 0, minutes: 60 }, { bounds: BOUNDS, timezone: 'UTC' });
    if (!moved.ok) throw new Error(moved.reason);
    const made = exceptionOf(series.data, occurrences[1], moved.payload, 'UTC');
    const events = [made.series, made.single].map((raw, i) => normalizeEvent(raw, i, { scheduleMode: 'continuous', timezone: 'UTC', eventColors: [] })!);
    const text = writeIcs(events, new Date('2026-01-01T00:00:00Z'), undefined, 'UTC').replace(/\r\n[ \t]/g, '');
    expect(text).toContain('EXDATE:20260303T090000Z');
    expect(text).toMatch(/UID:s@almanac\r\nDTSTAMP:20260101T000000Z\r\nRECURRENCE-ID:20260303T090000Z\r\nDTSTART:20260303T100000Z/);
  });
});
