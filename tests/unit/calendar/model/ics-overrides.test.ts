// Issue 45 item 4: a feed's RECURRENCE-ID overrides (RFC 5545 3.8.4.4). A VEVENT with a series' UID and
// a RECURRENCE-ID replaces that one occurrence (moved time, new title); RANGE=THISANDFUTURE is read as
// that occurrence only, with one warning. A moved occurrence exported (its series with an EXDATE, the
// occurrence with RECURRENCE-ID) and read back gives the same visible occurrences.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseIsoDay } from '../../../../src/calendar/model/dates';
import { readIcs } from '../../../../src/calendar/model/ics-read';
import { writeIcs } from '../../../../src/calendar/model/ics-write';
import { normalizeEvents, type RawEvent } from '../../../../src/calendar/model/normalize';
import { exceptionOf } from '../../../../src/calendar/model/occurrence-edit';
import { occurrencesIn } from '../../../../src/calendar/model/occurrences';

const cal = (...body: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...body, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (...props: string[]) => ['BEGIN:VEVENT', ...props, 'END:VEVENT'].join('\r\n');
const OPTIONS = { scheduleMode: 'continuous', eventColors: [] } as const;
let problems: string[] = [];
const report = (p: string) => problems.push(p);
beforeEach(() => (problems = []));

/** What a reader sees of `raw` in March 2026 (a UTC calendar): each occurrence's title and start. */
function visible(raw: RawEvent[], tz: 'UTC' | 'local' = 'UTC'): string[] {
  const events = normalizeEvents(raw, { ...OPTIONS, timezone: tz }, report);
  return occurrencesIn(events, { start: parseIsoDay('2026-03-01')!, end: parseIsoDay('2026-03-31')! }, tz, report)
    .map((e) => `${e.start.toISOString()} ${e.title}`)
    .sort();
}

const series = vevent('UID:standup@example.com', 'DTSTART:20260302T090000Z', 'DTEND:20260302T091500Z', 'RRULE:FREQ=DAILY;COUNT=5', 'SUMMARY:Standup');

describe('RECURRENCE-ID: a VEVENT with the series\' UID replaces that occurrence', () => {
  it('the moved occurrence shows at its new time and title; the original time is gone; the others stay', () => {
    const override = vevent('UID:standup@example.com', 'RECURRENCE-ID:20260304T090000Z', 'DTSTART:20260304T140000Z', 'DTEND:20260304T141500Z', 'SUMMARY:Standup (moved)');
    expect(visible(readIcs(cal(series, override), report))).toEqual([
      '2026-03-02T09:00:00.000Z Standup', '2026-03-03T09:00:00.000Z Standup', '2026-03-04T14:00:00.000Z Standup (moved)',
      '2026-03-05T09:00:00.000Z Standup', '2026-03-06T09:00:00.000Z Standup',
    ]);
    expect(problems).toEqual([]);
  });

  it('the override may come first in the feed, and name the occurrence by its TZID time or, for a day series, its date', () => {
    const zoned = vevent('UID:z', 'DTSTART;TZID=Europe/Berlin:20260302T090000', 'RRULE:FREQ=WEEKLY;COUNT=3', 'SUMMARY:Z');
    const zonedOverride = vevent('UID:z', 'RECURRENCE-ID;TZID=Europe/Berlin:20260309T090000', 'DTSTART;TZID=Europe/Berlin:20260310T090000', 'SUMMARY:Z moved');
    const days = vevent('UID:d', 'DTSTART;VALUE=DATE:20260302', 'RRULE:FREQ=WEEKLY;COUNT=2', 'SUMMARY:D');
    const dayOverride = vevent('UID:d', 'RECURRENCE-ID;VALUE=DATE:20260309', 'DTSTART;VALUE=DATE:20260311', 'SUMMARY:D moved');
    expect(visible(readIcs(cal(zonedOverride, dayOverride, zoned, days), report))).toEqual([
      '2026-03-02T00:00:00.000Z D', '2026-03-02T08:00:00.000Z Z', '2026-03-10T08:00:00.000Z Z moved', '2026-03-11T00:00:00.000Z D moved', '2026-03-16T08:00:00.000Z Z',
    ]);
    expect(problems).toEqual([]);
  });

  it('an override is an event of its own with the series\' id and `recurrenceId`; one without its series in the feed is shown as it is', () => {
    const [master, own] = readIcs(cal(series, vevent('UID:standup@example.com', 'RECURRENCE-ID:20260304T090000Z', 'DTSTART:20260304T140000Z', 'SUMMARY:M')), report);
    expect(own).toMatchObject({ id: 'standup@example.com', recurrenceId: '2026-03-04T09:00:00.000Z', start: '2026-03-04T14:00:00.000Z' });
    expect(own.rrule).toBeUndefined();
    expect(master.exdate).toEqual(['2026-03-04T09:00:00.000Z']);
    expect(visible(readIcs(cal(vevent('UID:lone', 'RECURRENCE-ID:20260304T090000Z', 'DTSTART:20260304T140000Z', 'SUMMARY:Lone')), report))).toEqual(['2026-03-04T14:00:00.000Z Lone']);
  });

  it('RANGE=THISANDFUTURE: the series ends before it and a new one repeats from where it was put, with its title', () => {
    const override = vevent('UID:standup@example.com', 'RECURRENCE-ID;RANGE=THISANDFUTURE:20260304T090000Z', 'DTSTART:20260304T100000Z', 'DTEND:20260304T103000Z', 'SUMMARY:Later');
    const read = readIcs(cal(series, override), report);
    expect(visible(read)).toEqual([
      '2026-03-02T09:00:00.000Z Standup', '2026-03-03T09:00:00.000Z Standup', '2026-03-04T10:00:00.000Z Later', '2026-03-05T10:00:00.000Z Later', '2026-03-06T10:00:00.000Z Later',
    ]);
    expect(problems).toEqual([]);
    // Written out again: two series, the first with UNTIL, the second with the COUNT left.
    const text = writeIcs(normalizeEvents(read, { ...OPTIONS, timezone: 'UTC' }), new Date(0), report, 'UTC');
    expect(text).toContain('RRULE:FREQ=DAILY;UNTIL=20260304T085959Z');
    expect(text).toContain('RRULE:FREQ=DAILY;COUNT=3');
    expect(text.match(/^UID:.*$/gm)).toEqual(['UID:standup@example.com', 'UID:standup@example.com@2026-03-04@almanac']);
  });

  it('RANGE=THISANDFUTURE on an all-day series: read as that occurrence only, with one warning', () => {
    const days = vevent('UID:d', 'DTSTART;VALUE=DATE:20260302', 'RRULE:FREQ=DAILY;COUNT=5', 'SUMMARY:D');
    const override = (day: string) => vevent('UID:d', `RECURRENCE-ID;RANGE=THISANDFUTURE;VALUE=DATE:202603${day}`, `DTSTART;VALUE=DATE:202603${day}`, 'SUMMARY:Later');
    const shown = visible(readIcs(cal(days, override('04'), override('05')), report));
    expect(shown.filter((e) => e.endsWith('Later'))).toHaveLength(2);
    expect(shown).toHaveLength(5);
    expect(problems).toEqual([expect.stringContaining('RANGE=THISANDFUTURE')]);
  });
});

describe('export -> import keeps a moved occurrence', () => {
  it.each(['UTC', 'local'] as const)('"this event" moved, exported and read back: the same visible occurrences, RECURRENCE-ID again on a second export (%s)', (tz) => {
    const raw: RawEvent = { id: 'standup', title: 'Standup', start: '2026-03-02T09:00:00Z', end: '2026-03-02T09:15:00Z', allDay: false, rrule: 'FREQ=DAILY;COUNT=5' };
    const [stored] = normalizeEvents([raw], { ...OPTIONS, timezone: tz });
    const third = occurrencesIn([stored], { start: parseIsoDay('2026-03-01')!, end: parseIsoDay('2026-03-31')! }, tz, report)[2];
    const moved = exceptionOf(raw, third, { id: 'standup', start: '2026-03-04T15:30:00', end: '2026-03-04T15:45:00', allDay: false }, tz);
    const before = visible([moved.series, moved.single], tz);
    const write = (list: RawEvent[]) => writeIcs(normalizeEvents(list, { ...OPTIONS, timezone: tz }), new Date(0), report, tz);
    const back = readIcs(write([moved.series, moved.single]), report);
    expect(visible(back, tz)).toEqual(before);
    expect(before).toHaveLength(5);
    expect(write(back)).toContain('RECURRENCE-ID:');
    expect(problems).toEqual([]);
  });
});

describe('an imported override names its occurrence as the expansion does (the update API\'s `occurrence`)', () => {
  // docs/calendar.md "Moving one occurrence": `occurrence` is written as the update API writes dates: `YYYY-MM-DD`
  // for an all-day series, else the wall clock in the calendar's zone, `YYYY-MM-DDTHH:mm:ss`.
  const feeds: [string, string, string][] = [
    ['UTC', 'DTSTART:20260302T090000Z', 'RECURRENCE-ID:20260304T090000Z'],
    ['a TZID', 'DTSTART;TZID=America/New_York:20260302T090000', 'RECURRENCE-ID;TZID=America/New_York:20260304T090000'],
    ['a TZID, the override in UTC', 'DTSTART;TZID=Europe/London:20260302T090000', 'RECURRENCE-ID:20260304T090000Z'],
    ['all-day', 'DTSTART;VALUE=DATE:20260302', 'RECURRENCE-ID;VALUE=DATE:20260304'],
  ];
  it.each(feeds)('a series in %s, in calendars of four zones', async (_, dtstart, rid) => {
    const { occurrenceText } = await import('../../../../src/calendar/model/occurrence-edit');
    const master = vevent('UID:s', dtstart, 'RRULE:FREQ=DAILY;COUNT=5', 'SUMMARY:S');
    const override = vevent('UID:s', rid, rid.replace('RECURRENCE-ID', 'DTSTART').replace(/T09/, 'T11'), 'SUMMARY:Moved');
    for (const tz of ['UTC', 'local', 'Asia/Bangkok', 'America/Los_Angeles']) {
      const days = { start: parseIsoDay('2026-03-01')!, end: parseIsoDay('2026-03-31')! };
      const plain = occurrencesIn(normalizeEvents(readIcs(cal(master), report), { ...OPTIONS, timezone: tz }), days, tz, report);
      const read = normalizeEvents(readIcs(cal(master, override), report), { ...OPTIONS, timezone: tz });
      const moved = read.find((e) => e.data.recurrenceId !== undefined)!;
      // The third occurrence (4 March) of the series as the expansion gives it.
      expect(occurrenceText(moved, tz)).toBe(occurrenceText(plain[2], tz));
    }
    expect(problems).toEqual([]);
  });
});

describe('RANGE=THISANDFUTURE in a calendar of another zone', () => {
  it('the new series is at the override\'s instants in Asia/Bangkok too (its times are the feed\'s, not a UTC wall clock)', async () => {
    const { real } = await import('../../../../src/calendar/model/zone-clock');
    const tz = 'Asia/Bangkok';
    const override = vevent('UID:standup@example.com', 'RECURRENCE-ID;RANGE=THISANDFUTURE:20260304T090000Z', 'DTSTART:20260304T100000Z', 'DTEND:20260304T103000Z', 'SUMMARY:Later');
    const events = normalizeEvents(readIcs(cal(series, override), report), { ...OPTIONS, timezone: tz }, report);
    const shown = occurrencesIn(events, { start: parseIsoDay('2026-03-01')!, end: parseIsoDay('2026-03-31')! }, tz, report)
      .map((e) => `${real(e.start, tz).toISOString()} ${e.title}`).sort();
    expect(shown).toEqual([
      '2026-03-02T09:00:00.000Z Standup', '2026-03-03T09:00:00.000Z Standup', '2026-03-04T10:00:00.000Z Later', '2026-03-05T10:00:00.000Z Later', '2026-03-06T10:00:00.000Z Later',
    ]);
    expect(problems).toEqual([]);
  });

  it('a zoned series (TZID) split by a zoned override keeps its wall clock in its zone across a DST change', () => {
    const master = vevent('UID:ny', 'DTSTART;TZID=America/New_York:20260305T090000', 'DTEND;TZID=America/New_York:20260305T093000', 'RRULE:FREQ=DAILY;COUNT=6', 'SUMMARY:NY');
    const override = vevent('UID:ny', 'RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/New_York:20260307T090000', 'DTSTART;TZID=America/New_York:20260307T100000', 'DTEND;TZID=America/New_York:20260307T103000', 'SUMMARY:NY later');
    // 8 March 2026 is the spring change in New York (EST UTC-5 -> EDT UTC-4): 10:00 there is 15:00Z, then 14:00Z.
    expect(visible(readIcs(cal(master, override), report))).toEqual([
      '2026-03-05T14:00:00.000Z NY', '2026-03-06T14:00:00.000Z NY', '2026-03-07T15:00:00.000Z NY later', '2026-03-08T14:00:00.000Z NY later', '2026-03-09T14:00:00.000Z NY later', '2026-03-10T14:00:00.000Z NY later',
    ]);
    expect(problems).toEqual([]);
  });
});
