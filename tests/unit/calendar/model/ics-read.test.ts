// The .ics reader (issue 45 item 4): unfolding, unescaping, VEVENT -> payload, and bad feeds.
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ICS_EVENTS, parseLine, readIcs, unescapeText, unfold } from '../../../../src/calendar/model/ics-read';
import { zonedInstant } from '../../../../src/calendar/model/zone';
import { normalizeEvent } from '../../../../src/calendar/model/normalize';
import { occurrencesIn } from '../../../../src/calendar/model/occurrences';
import { parseIsoDay } from '../../../../src/calendar/model/dates';

const cal = (...body: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...body, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (...props: string[]) => ['BEGIN:VEVENT', ...props, 'END:VEVENT'].join('\r\n');
let problems: string[] = [];
const report = (p: string) => problems.push(p);
beforeEach(() => (problems = []));

describe('unfold: a line break followed by a space or tab is removed before decoding', () => {
  it('joins folded lines (CRLF, LF) and splits at CRLF, LF or CR', () => {
    expect(unfold('SUMMARY:ab\r\n c\r\n\td\nX:1\rY:2')).toEqual(['SUMMARY:abcd', 'X:1', 'Y:2']);
  });

  it('a fold inside a multi-byte UTF-8 character joins the character again', () => {
    const bytes = new TextEncoder().encode('SUMMARY:กข');
    // Split after the first octet of ข (3 octets): E0 | CRLF SPACE | B8 82
    const cut = bytes.length - 2;
    const folded = new Uint8Array([...bytes.slice(0, cut), 0x0d, 0x0a, 0x20, ...bytes.slice(cut)]);
    expect(unfold(folded)).toEqual(['SUMMARY:กข']);
    expect(readIcs(new Uint8Array([...new TextEncoder().encode('BEGIN:VEVENT\r\nDTSTART:20260301\r\n'), ...folded, ...new TextEncoder().encode('\r\nEND:VEVENT\r\n')]), report)[0].title).toBe('กข');
  });
});

describe('parseLine and unescapeText', () => {
  it('reads parameters, quoted values with : and ;, and the value after the first unquoted colon', () => {
    expect(parseLine('DTSTART;TZID="Europe/Berlin;x:y";VALUE=DATE-TIME:20260301T090000')).toEqual({
      name: 'DTSTART', params: expect.objectContaining({ TZID: 'Europe/Berlin;x:y', VALUE: 'DATE-TIME' }), value: '20260301T090000',
    });
    expect(parseLine('URL:https://a.test/x?y=1')?.value).toBe('https://a.test/x?y=1');
    expect(parseLine('no colon here')).toBeNull();
    expect(parseLine('ATTENDEE;MEMBER="mailto:a@x","mailto:b@x";CN=A:mailto:c@x')).toMatchObject({ params: { MEMBER: '"mailto:a@x","mailto:b@x"', CN: 'A' }, value: 'mailto:c@x' });
  });

  it('a line of 100,000 parameters is read in linear time (no hang)', () => {
    const started = performance.now();
    expect(parseLine(`X-A${';P=v'.repeat(100_000)}:end`)?.value).toBe('end');
    expect(parseLine(`X-A${';P=v'.repeat(100_000)}`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('unescapes \\n \\N \\\\ \\; \\, (RFC 5545 3.3.11)', () => {
    expect(unescapeText('a\\nb\\Nc\\\\d\\;e\\,f')).toBe('a\nb\nc\\d;e,f');
  });
});

describe('readIcs: VEVENT to event payload', () => {
  it('a date-only DTSTART is an all-day event; the exclusive DTEND becomes the inclusive last day', () => {
    const [e] = readIcs(cal(vevent('UID:a', 'DTSTART;VALUE=DATE:20260227', 'DTEND;VALUE=DATE:20260301', 'SUMMARY:Trip')), report);
    expect(e).toMatchObject({ id: 'a', title: 'Trip', start: '2026-02-27', end: '2026-02-28', allDay: true });
  });

  it('a one-day all-day event (DTEND the next day) has no end beyond its start', () => {
    const [e] = readIcs(cal(vevent('DTSTART;VALUE=DATE:20260301', 'DTEND;VALUE=DATE:20260302')), report);
    expect(e.start).toBe('2026-03-01');
    expect(e.end).toBeUndefined();
  });

  it('UTC times stay instants; floating times stay wall times; DURATION gives the end', () => {
    const [utc, floating] = readIcs(cal(
      vevent('DTSTART:20260301T090000Z', 'DTEND:20260301T100000Z'),
      vevent('DTSTART:20260301T090000', 'DURATION:PT1H30M'),
    ), report);
    expect(utc).toMatchObject({ start: '2026-03-01T09:00:00.000Z', end: '2026-03-01T10:00:00.000Z', allDay: false });
    expect(floating).toMatchObject({ start: '2026-03-01T09:00:00', end: '2026-03-01T10:30:00', allDay: false });
  });

  it('a TZID wall time is read in that zone (summer and winter offsets); the zone is kept as `timezone`', () => {
    const [summer, winter] = readIcs(cal(
      vevent('DTSTART;TZID=America/New_York:20260701T090000'),
      vevent('DTSTART;TZID=America/New_York:20260115T090000'),
    ), report);
    expect(summer).toMatchObject({ start: '2026-07-01T13:00:00.000Z', timezone: 'America/New_York' });
    expect(winter.start).toBe('2026-01-15T14:00:00.000Z');
  });

  it('zonedInstant finds the instant whose wall time in the zone is the given one, across DST', () => {
    expect(new Date(zonedInstant(Date.UTC(2026, 2, 29, 3, 30), 'Europe/Berlin')!).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(new Date(zonedInstant(Date.UTC(2026, 2, 28, 3, 30), 'Europe/Berlin')!).toISOString()).toBe('2026-03-28T02:30:00.000Z');
    expect(new Date(zonedInstant(Date.UTC(2026, 5, 1, 12, 0), 'Asia/Kolkata')!).toISOString()).toBe('2026-06-01T06:30:00.000Z');
    expect(zonedInstant(0, 'Mars/Olympus')).toBeNull();
  });

  // Regression: the .ics round trip of a series whose DTSTART a spring change skips came back an hour late after the first occurrence.
  it('a series whose DTSTART;TZID a spring change skips keeps that wall time and its exact length; the series repeats at it (RFC 5545 3.3.10)', () => {
    const [gap, plain] = readIcs(cal(
      vevent('UID:gap', 'DTSTART;TZID=America/New_York:20260308T023000', 'DTEND;TZID=America/New_York:20260308T043000', 'RRULE:FREQ=DAILY;COUNT=3'),
      vevent('UID:plain', 'DTSTART;TZID=America/New_York:20260309T023000', 'DTEND;TZID=America/New_York:20260309T033000', 'RRULE:FREQ=DAILY;COUNT=3'),
    ), report);
    // 02:30 does not exist on 8 March in New York: read with the offset before the gap (EST), 07:30Z, which is 03:30 EDT; DTEND 04:30 EDT.
    expect(gap).toMatchObject({ start: '2026-03-08T02:30:00', duration: 'PT1H0M0S', timezone: 'America/New_York' });
    expect(gap.end).toBeUndefined();
    expect(plain).toMatchObject({ start: '2026-03-09T06:30:00.000Z', end: '2026-03-09T07:30:00.000Z', timezone: 'America/New_York' });
    const options = { scheduleMode: 'continuous', timezone: 'UTC', eventColors: [] } as const;
    const series = normalizeEvent(gap, 0, options, report)!;
    const shown = occurrencesIn([series], { start: parseIsoDay('2026-03-07')!, end: parseIsoDay('2026-03-11')! }, 'UTC', report);
    expect(shown.map((o) => [o.start.toISOString(), o.end.toISOString()])).toEqual([
      ['2026-03-08T07:30:00.000Z', '2026-03-08T08:30:00.000Z'],
      ['2026-03-09T06:30:00.000Z', '2026-03-09T07:30:00.000Z'],
      ['2026-03-10T06:30:00.000Z', '2026-03-10T07:30:00.000Z'],
    ]);
    expect(problems).toEqual([]);
  });

  it('an unknown TZID is read as local time with one warning', () => {
    const [e] = readIcs(cal(vevent('DTSTART;TZID=W. Europe Standard Time:20260301T090000')), report);
    expect(e).toMatchObject({ start: '2026-03-01T09:00:00', timezone: 'W. Europe Standard Time' });
    expect(problems).toEqual([expect.stringContaining('TZID "W. Europe Standard Time" is not a time zone')]);
  });

  it('RRULE, EXDATE (several lines, comma lists) and RDATE are kept as fields, not expanded', () => {
    const events = readIcs(cal(vevent('UID:r', 'DTSTART:20260302T090000Z', 'RRULE:FREQ=WEEKLY;BYDAY=MO',
      'EXDATE:20260309T090000Z,20260316T090000Z', 'EXDATE;VALUE=DATE:20260323', 'RDATE:20260304T090000Z')), report);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ rrule: 'FREQ=WEEKLY;BYDAY=MO', exdate: ['2026-03-09T09:00:00.000Z', '2026-03-16T09:00:00.000Z', '2026-03-23'], rdate: ['2026-03-04T09:00:00.000Z'] });
  });

  it('VTIMEZONE and VALARM properties never leak into events', () => {
    const text = cal('BEGIN:VTIMEZONE', 'TZID:Europe/Berlin', 'BEGIN:STANDARD', 'DTSTART:19701025T030000', 'END:STANDARD', 'END:VTIMEZONE',
      vevent('DTSTART:20260301T090000Z', 'BEGIN:VALARM', 'DESCRIPTION:alarm text', 'END:VALARM', 'SUMMARY:Real'));
    const events = readIcs(text, report);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ title: 'Real' });
    expect(events[0].description).toBeUndefined();
  });

  it('the UID suffix the writer adds is taken off the id; a foreign UID is the id as is', () => {
    const [ours, theirs] = readIcs(cal(vevent('UID:42@almanac', 'DTSTART:20260301'), vevent('UID:abc@google.com', 'DTSTART:20260301')), report);
    expect(ours.id).toBe('42');
    expect(theirs).toMatchObject({ id: 'abc@google.com', uid: 'abc@google.com' });
  });
});

describe('readIcs: bad input is reported or skipped, never thrown, never a hang', () => {
  it('a VEVENT without DTSTART is skipped with a warning; the others are read', () => {
    const events = readIcs(cal(vevent('UID:x', 'SUMMARY:no start'), vevent('UID:y', 'DTSTART:20260301')), report);
    expect(events.map((e) => e.id)).toEqual(['y']);
    expect(problems).toEqual([expect.stringContaining('VEVENT "x" has no DTSTART')]);
  });

  it('an impossible DTSTART (Feb 30, hour 25) is skipped with a warning', () => {
    expect(readIcs(cal(vevent('DTSTART:20260230'), vevent('DTSTART:20260301T250000Z')), report)).toEqual([]);
    expect(problems).toHaveLength(2);
  });

  it('HTML and javascript: in SUMMARY, LOCATION and DESCRIPTION stay text; a javascript: URL is left out with a warning', () => {
    const [e] = readIcs(cal(vevent('DTSTART:20260301', 'SUMMARY:<img src=x onerror=alert(1)>', 'LOCATION:javascript:alert(1)',
      'DESCRIPTION:<script>alert(1)</script>', 'URL:javascript:alert(1)')), report);
    expect(e).toMatchObject({ title: '<img src=x onerror=alert(1)>', location: 'javascript:alert(1)', description: '<script>alert(1)</script>' });
    expect(e.url).toBeUndefined();
    expect(problems).toEqual([expect.stringContaining('URL that is not http(s)')]);
  });

  it('an http(s) URL is kept', () => {
    expect(readIcs(cal(vevent('DTSTART:20260301', 'URL:https://example.com/e?id=1')), report)[0].url).toBe('https://example.com/e?id=1');
  });

  it('a feed of 20 MB is refused at once with one warning', () => {
    const big = cal(vevent('DTSTART:20260301', `DESCRIPTION:${'x'.repeat(20 * 1024 * 1024)}`));
    const started = performance.now();
    expect(readIcs(big, report)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(problems).toEqual([expect.stringContaining('larger than 5 MB')]);
    expect(readIcs(new Uint8Array(20 * 1024 * 1024), report)).toEqual([]);
  });

  it(`more than ${MAX_ICS_EVENTS} events: the first ${MAX_ICS_EVENTS} are read, with one warning`, () => {
    const many = cal(...Array.from({ length: MAX_ICS_EVENTS + 10 }, (_, i) => vevent(`UID:${i}`, 'DTSTART:20260301')));
    const events = readIcs(many, report);
    expect(events).toHaveLength(MAX_ICS_EVENTS);
    expect(problems).toEqual([expect.stringContaining(`more than ${MAX_ICS_EVENTS} events`)]);
  });

  it('garbage lines are counted in one warning; many bad events give at most 11 warnings', () => {
    readIcs(`${'not a line\r\n'.repeat(1000)}${cal(...Array.from({ length: 50 }, () => vevent('SUMMARY:x')))}`, report);
    expect(problems[0]).toMatch(/1000 line\(s\) are not iCalendar content lines/);
    expect(problems.length).toBe(11);
    expect(problems.at(-1)).toMatch(/more problems/);
  });

  it('an unterminated VEVENT, a lone END, binary noise and an empty text do not throw', () => {
    expect(() => readIcs('BEGIN:VEVENT\r\nDTSTART:20260301\r\n', report)).not.toThrow();
    expect(readIcs('END:VEVENT\r\nEND:VCALENDAR', report)).toEqual([]);
    expect(readIcs(new Uint8Array([0xff, 0xfe, 0x00, 0x0a, 0x20, 0x0d]), report)).toEqual([]);
    expect(readIcs('', report)).toEqual([]);
  });

  it('property names like __proto__ and constructor are plain data', () => {
    const [e] = readIcs(cal(vevent('DTSTART:20260301', '__PROTO__:x', 'CONSTRUCTOR:y', 'X-A;__proto__=1:z')), report);
    expect(Object.getPrototypeOf(e)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
