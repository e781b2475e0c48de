// The fast paths of the .ics load (issue 45 bench: a 5,000-event feed in ≤ 1.0 × ical.js's parse): each one
// gives what the general path gives, at its edges. Unescape without a backslash, lines read in place with their
// folds joined (as on the bytes), DATE-TIME values read by character codes (month lengths from a table), ISO
// text without a Date, an occurrence written out field by field.
import { describe, expect, it } from 'vitest';
import { dayFromParts, realDay } from '../../../../src/calendar/model/dates';
import { isoString } from '../../../../src/calendar/model/iso-string';
import { readIcs, unescapeText, unfold } from '../../../../src/calendar/model/ics-read';
import { parseEventDate, normalizeEvent } from '../../../../src/calendar/model/normalize';
import { occurrencesIn } from '../../../../src/calendar/model/occurrences';

const bytes = (text: string) => new TextEncoder().encode(text);
const quiet = () => {};

describe('unescapeText: the escapes of RFC 5545 3.3.11, and no work without a backslash', () => {
  it('a value without a backslash is returned as it is', () => {
    const value = 'Plain, text; with: nothing escaped';
    expect(unescapeText(value)).toBe(value);
  });

  it('an escaped backslash before n stays a backslash and an n; \\, \\; \\N and other characters are their character', () => {
    expect(unescapeText('a\\\\nb')).toBe('a\\nb');
    expect(unescapeText('a\\,b\\;c\\Nd\\ne\\xf')).toBe('a,b;c\nd\ne' + 'xf');
    expect(unescapeText('\\\\\\\\')).toBe('\\\\');
  });

  it('a trailing lone backslash stays', () => {
    expect(unescapeText('end\\')).toBe('end\\');
    expect(unescapeText('a\\,b\\')).toBe('a,b\\');
    expect(unescapeText('\\')).toBe('\\');
  });
});

describe('lines read in place: the same lines as unfolding the bytes, then splitting', () => {
  const cases = [
    'SUMMARY:ab\r\n c\r\n\td\nX:1\rY:2',
    // A lone CR before a space is no fold; CR CR LF SPACE folds at the LF; one pass only (a fold never makes another).
    'A:1\r B:2\r\r\n C\n\n  D\r\n',
    // A byte order mark is dropped at the start of the first line, after its folds are joined, and nowhere else.
    '\uFEFFA:1\r\n\uFEFFB:2',
    '\r\n \uFEFFA:1',
    '\r\n\r\n \uFEFFA:1',
    // A fold at the very end, and an empty feed.
    'A:1\r\n ',
    '',
  ];
  it.each(cases)('%j as a string and as bytes', (text) => {
    expect(unfold(text)).toEqual(unfold(bytes(text)));
  });

  it('a fold inside a property name or a value joins it, in a string feed as in bytes', () => {
    const text = 'BEGIN:VEVENT\r\nDTST\r\n ART:20260301T090000Z\r\nSUMM\r\n ARY:Long \r\n title\\, folded\r\nEND:VEVENT\r\n';
    expect(readIcs(text, quiet)).toEqual(readIcs(bytes(text), quiet));
    expect(readIcs(text, quiet)[0]).toMatchObject({ start: '2026-03-01T09:00:00.000Z', title: 'Long title, folded' });
  });

  it('a string with a lone surrogate is read through its bytes (U+FFFD), as before', () => {
    const text = 'BEGIN:VEVENT\r\nDTSTART:20260301\r\nSUMMARY:a\uD800b\r\nEND:VEVENT';
    expect(readIcs(text, quiet)[0].title).toBe('a\uFFFDb');
  });

  it('property names in lower case, and names the reader does not use, are read as before', () => {
    const [e] = readIcs('begin:vevent\r\ndtstart:20260301\r\nsummary:x\r\nX-OTHER:y\r\nDTSTAMP:20260101T000000Z\r\nend:vevent', quiet);
    expect(e).toMatchObject({ start: '2026-03-01', title: 'x', allDay: true });
  });
});

describe('DATE and DATE-TIME values read by character codes', () => {
  const start = (value: string) => readIcs(`BEGIN:VEVENT\r\nDTSTART:${value}\r\nEND:VEVENT`, quiet)[0]?.start;
  it('lower-case t and z, and white space around, are read as the upper-case value', () => {
    expect(start('20260301t090000z')).toBe('2026-03-01T09:00:00.000Z');
    expect(start(' 20260301T090000 ')).toBe('2026-03-01T09:00:00');
  });

  it('a value of the wrong length or with a non-digit is no value; second 60 is 59', () => {
    for (const bad of ['2026031', '202603011', '20260301T0900', '20260301T0900000', '2026O301', '20260301X090000', '20260301T09000Z', '20260301T090000ZZ']) expect(start(bad)).toBeUndefined();
    expect(start('20261231T235960Z')).toBe('2026-12-31T23:59:59.000Z');
  });
});

describe('isoString: toISOString without a Date', () => {
  it('the same text at the edges of the years 0000-9999, for fractions and outside them', () => {
    for (const ms of [-62_167_219_200_000, 253_402_300_799_999, 0, -1, 951_782_400_000, 1_772_355_600_123, -0.5, 0.5, 1e15 + 0.7, -62_167_219_200_001, 253_402_300_800_000, 8.64e15]) {
      expect(isoString(ms)).toBe(new Date(ms).toISOString());
    }
    expect(() => isoString(NaN)).toThrow(RangeError);
  });
});

describe('calendar days (the .ics reader checks month lengths with a table of its own)', () => {
  const reference = (year: number, month0: number, date: number) => {
    const early = year >= 0 && year < 100;
    return Math.floor(Date.UTC(early ? year + 400 : year, month0, date) / 86_400_000) - (early ? 146_097 : 0);
  };
  it('the same day as Date.UTC, months and days overflowing, leap years and the years 0-99', () => {
    for (const year of [-401, -400, -100, -1, 0, 1, 99, 100, 1900, 2000, 2024, 2026, 2100, 9999]) {
      for (const month0 of [-13, -1, 0, 1, 2, 11, 12, 25]) for (const date of [-31, 0, 1, 28, 29, 30, 31, 366]) expect(dayFromParts(year, month0, date)).toBe(reference(year, month0, date));
    }
  });

  it('realDay and an .ics DATE: February 29 only in leap years (1900 no, 2000 yes, 2024 yes), months 1-12 only', () => {
    const date = (value: string) => readIcs(`BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${value}\r\nEND:VEVENT`, quiet)[0]?.start;
    expect([date('19000229'), date('20000229'), date('20240229'), date('20260431'), date('20260001'), date('20261301'), date('20261200')]).toEqual([undefined, '2000-02-29', '2024-02-29', undefined, undefined, undefined, undefined]);
    expect(realDay(1900, 2, 29)).toBeNull();
    expect(realDay(2000, 2, 29)).toBe(reference(2000, 1, 29));
    expect(realDay(2024, 2, 29)).toBe(reference(2024, 1, 29));
    expect(realDay(2026, 4, 31)).toBeNull();
    expect(realDay(2026, 0, 1)).toBeNull();
    expect(realDay(2026, 13, 1)).toBeNull();
  });
});

describe('parseEventDate: an ISO instant as toISOString writes it (what the reader hands it) is read as the same instant written another way', () => {
  it('the same Date as the same instant written another way; an impossible one is no date', () => {
    expect(parseEventDate('2026-03-01T09:00:00.123Z', 'UTC')).toEqual(parseEventDate('2026-03-01T09:00:00.123+00:00', 'UTC'));
    expect(parseEventDate('2026-02-29T09:00:00.000Z', 'local')).toBeNull();
    expect(parseEventDate('2026-03-01T24:00:00.000Z', 'local')).toBeNull();
  });
});

describe('an occurrence has every field of its event', () => {
  it('its own times and id, and any field the event carries beyond the declared ones', () => {
    const event = normalizeEvent({ id: 's', title: 'S', start: '2026-03-02T09:00:00Z', end: '2026-03-02T10:00:00Z', rrule: 'FREQ=DAILY;COUNT=2', allDay: false }, 0, { scheduleMode: 'continuous', timezone: 'UTC', eventColors: [] })!;
    const extended = Object.assign({}, event, { extra: 42 });
    const [first, second] = occurrencesIn([extended], { start: dayFromParts(2026, 2, 1), end: dayFromParts(2026, 2, 31) }, 'UTC', quiet);
    expect(second).toEqual({ ...extended, key: `${event.key}@2026-03-03T09:00:00.000Z`, occurrence: '2026-03-03T09:00:00.000Z', start: new Date('2026-03-03T09:00:00Z'), end: new Date('2026-03-03T10:00:00Z'), startDay: first.startDay + 1, endDay: first.startDay + 1, rangeStart: second.rangeStart, rangeEnd: second.rangeEnd });
    expect(new Set(Object.keys(first))).toEqual(new Set([...Object.keys(extended), 'occurrence']));
    expect(first).toHaveProperty('extra', 42);
  });
});
