import { describe, expect, it } from 'vitest';
import { dateOfDay, dayFromParts, dayOf, daysInMonth, isoDay, parseIsoDay, partsOf, realDay } from '../../../../src/calendar/model/dates';
import { parseEventDate } from '../../../../src/calendar/model/normalize';

/** The Day of a year, 0-based month and date, counted with a Date (the slow, obvious way). */
function slowDay(year: number, month0: number, date: number): number {
  const d = new Date(Date.UTC(2000, 0, 1));
  d.setUTCFullYear(year, month0, date);
  return Math.floor(d.getTime() / 86_400_000);
}

describe('calendar days are whole days since 1970-01-01', () => {
  it('the epoch is day 0, and days count on across months, years and leap days', () => {
    expect(dayFromParts(1970, 0, 1)).toBe(0);
    expect(dayFromParts(1969, 11, 31)).toBe(-1);
    expect(dayFromParts(2024, 2, 1) - dayFromParts(2024, 1, 28)).toBe(2);
    expect(dayFromParts(2023, 2, 1) - dayFromParts(2023, 1, 28)).toBe(1);
  });

  it('overflowing parts roll over (Feb 30 is March 1 or 2; month 12 is January of the next year)', () => {
    expect(isoDay(dayFromParts(2024, 1, 30))).toBe('2024-03-01');
    expect(isoDay(dayFromParts(2023, 1, 30))).toBe('2023-03-02');
    expect(isoDay(dayFromParts(2024, 12, 1))).toBe('2025-01-01');
    expect(isoDay(dayFromParts(2024, 0, 0))).toBe('2023-12-31');
  });

  it('years 0 to 99 are those years, not 1900 to 1999', () => {
    for (const [y, m, d] of [[0, 0, 1], [1, 5, 15], [50, 1, 29], [99, 11, 31], [99, 12, 1], [100, -1, 1], [100, 0, 1]]) {
      expect(dayFromParts(y, m, d)).toBe(slowDay(y, m, d));
    }
    expect(isoDay(dayFromParts(99, 12, 1))).toBe('0100-01-01');
    expect(partsOf(dayFromParts(50, 5, 1))).toEqual({ year: 50, month0: 5, date: 1 });
  });

  it('every day from year 1 to 9999 (sampled) goes to its parts and back', () => {
    for (let day = dayFromParts(1, 0, 1); day <= dayFromParts(9999, 11, 31); day += 997) {
      const { year, month0, date } = partsOf(day);
      expect(dayFromParts(year, month0, date)).toBe(day);
      expect(day).toBe(slowDay(year, month0, date));
    }
  });

  it('a day beyond the range of Date is not a number', () => {
    expect(dayFromParts(300_000, 0, 1)).toBeNaN();
    expect(dayFromParts(Number.NaN, 0, 1)).toBeNaN();
  });

  it('dayOf reads the local calendar day of a Date, whatever its time', () => {
    expect(dayOf(new Date(2024, 2, 5, 23, 59))).toBe(dayFromParts(2024, 2, 5));
    expect(dayOf(new Date(2024, 2, 5, 0, 0))).toBe(dayFromParts(2024, 2, 5));
    const early = new Date(2024, 0, 1);
    early.setFullYear(42, 6, 4);
    expect(dayOf(early)).toBe(dayFromParts(42, 6, 4));
  });
});

describe('dateOfDay: the local midnight of a day, plus minutes', () => {
  it('is local midnight, minutes after it, and minutes past the day roll into the next', () => {
    expect(dateOfDay(dayFromParts(2024, 2, 5)).getTime()).toBe(new Date(2024, 2, 5).getTime());
    expect(dateOfDay(dayFromParts(2024, 2, 5), 90).getTime()).toBe(new Date(2024, 2, 5, 1, 30).getTime());
    expect(dateOfDay(dayFromParts(2024, 2, 5), 24 * 60).getTime()).toBe(new Date(2024, 2, 6).getTime());
  });

  it('keeps a year 0 to 99 (the Date constructor would read 1900 to 1999), minutes included', () => {
    const d = dateOfDay(dayFromParts(42, 6, 4), 24 * 60 + 30);
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([42, 6, 5, 0, 30]);
  });
});

describe("strict 'YYYY-MM-DD': only real calendar days", () => {
  it('reads real days, and refuses impossible months and days', () => {
    expect(parseIsoDay('2024-02-29')).toBe(dayFromParts(2024, 1, 29));
    expect(parseIsoDay(' 2024-03-05 ')).toBe(dayFromParts(2024, 2, 5));
    for (const bad of ['2023-02-29', '2024-04-31', '2024-00-10', '2024-13-01', '2024-01-00', '2024-1-05', '24-01-05']) {
      expect(parseIsoDay(bad)).toBeNull();
    }
  });

  it('realDay takes a 1-based month and gives null for a day the month does not have', () => {
    expect(realDay(2024, 2, 29)).toBe(dayFromParts(2024, 1, 29));
    expect(realDay(2023, 2, 29)).toBeNull();
    expect(realDay(2024, 0, 1)).toBeNull();
    expect(daysInMonth(2024, 1)).toBe(29);
    expect(daysInMonth(1900, 1)).toBe(28);
    expect(daysInMonth(2000, 1)).toBe(29);
  });

  it('an event time on a day the month does not have is not a date, nor an impossible time', () => {
    for (const bad of ['2023-02-29T10:00', '2024-04-31 08:00', '2024-00-01T10:00', '2024-03-05T24:00', '2024-03-05T10:60', '2024-03-05T10:00:60']) {
      expect(parseEventDate(bad, 'local')).toBeNull();
    }
  });

  it('a local event time in a year 0 to 99 stays in that year', () => {
    const d = parseEventDate('0042-07-04T10:30:15.5', 'local')!.date;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()]).toEqual([42, 6, 4, 10, 30, 15, 500]);
  });

  it('a UTC or offset event time in a year 0 to 99 stays in that year (Date.UTC would read it as 1900-1999)', () => {
    expect(parseEventDate('0042-07-04T10:30:15.5Z', 'UTC')!.date.toISOString()).toBe('0042-07-04T10:30:15.500Z');
    expect(parseEventDate('0099-12-31T23:00:00-02:00', 'UTC')!.date.toISOString()).toBe('0100-01-01T01:00:00.000Z');
    expect(parseEventDate('0000-02-29T12:00:00+00:00', 'UTC')!.date.toISOString()).toBe('0000-02-29T12:00:00.000Z');
    expect(parseEventDate('2026-11-29T09:05:00Z', 'UTC')!.date.toISOString()).toBe('2026-11-29T09:05:00.000Z');
  });
});
