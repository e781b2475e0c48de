// Issue 23 item 8: the time grid's business hours and now line, as pure rules.
import { describe, expect, it } from 'vitest';
import { businessHoursOf, businessText, nowAt, openSpan, parseBusinessDays, parseBusinessHours } from '../../../../src/calendar/model/business';
import { calendarOptions, checkOptions } from '../../../../src/calendar/model/options';
import { defaultsOf } from '../../../../src/core/attrs';
import { parseIsoDay, type Day } from '../../../../src/calendar/model/dates';
import { stringsFor } from '../../../../src/calendar/model/locale';
import { calendar as thai } from '../../../../src/lang/th';

const day = (iso: string) => parseIsoDay(iso) as Day;
const MONDAY = day('2026-03-02');
const SATURDAY = day('2026-03-07');
const read = <T>(parse: (raw: string, report: (p: string) => void) => T | undefined, raw: string) => {
  const problems: string[] = [];
  return { value: parse(raw, (p) => problems.push(p)), problems };
};
const NINE_TO_FIVE = { start: 540, end: 1020 };
const WEEKDAYS = [1, 2, 3, 4, 5];

describe('data-business-hours: "HH:mm-HH:mm"; anything else warns and business hours stay off', () => {
  it('a range is read and written back as HH:mm-HH:mm', () => {
    expect(read(parseBusinessHours, '09:00-17:00')).toEqual({ value: '09:00-17:00', problems: [] });
    expect(read(parseBusinessHours, ' 9:00 - 17:30 ').value).toBe('9:00 - 17:30');
    expect(businessHoursOf('09:00-17:00')).toEqual(NINE_TO_FIVE);
  });
  it('24:00 is the end of the day', () => {
    expect(read(parseBusinessHours, '08:00-24:00').value).toBe('08:00-24:00');
    expect(businessHoursOf('08:00-24:00')).toEqual({ start: 480, end: 1440 });
  });
  it('empty means off, without a warning', () => {
    expect(read(parseBusinessHours, '')).toEqual({ value: null, problems: [] });
    expect(businessHoursOf(null)).toBeNull();
  });
  it('not a time range: reported, no value (the option keeps its default, off)', () => {
    for (const raw of ['9-5', '09:00', '09:00-17:00-18:00', '25:00-26:00', 'nine to five', '09:60-17:00']) {
      const r = read(parseBusinessHours, raw);
      expect(r.value, raw).toBeUndefined();
      expect(r.problems[0], raw).toMatch(/is not a time range such as 09:00-17:00/);
    }
  });
  it('a range that ends before (or when) it starts is reported', () => {
    expect(read(parseBusinessHours, '17:00-09:00').problems[0]).toMatch(/is not a time range/);
    expect(read(parseBusinessHours, '09:00-09:00').value).toBeUndefined();
  });
});

describe('data-business-days: weekdays 0 (Sunday) to 6, default Monday to Friday', () => {
  it('a comma list (or a JSON array) of 0-6', () => {
    expect(defaultsOf(calendarOptions).businessDays).toEqual(WEEKDAYS);
    expect(read(parseBusinessDays, '1,2,3,4,5').value).toEqual([1, 2, 3, 4, 5]);
    expect(read(parseBusinessDays, '6, 0').value).toEqual([6, 0]);
    expect(read(parseBusinessDays, '[0,1]').value).toEqual([0, 1]);
  });
  it('a day outside 0-6, a word or an empty list is reported (the default applies)', () => {
    for (const raw of ['7', '1,2,x', 'mon,tue', '', '-1', '1.5']) {
      const r = read(parseBusinessDays, raw);
      expect(r.value, raw).toBeUndefined();
      expect(r.problems[0], raw).toMatch(/is not a list of weekdays 0 \(Sunday\) to 6/);
    }
  });
  it('from script (and Svelte props): a string or an array of numbers; bad values reported by option name', () => {
    const problems: string[] = [];
    const report = (name: string, p: string) => problems.push(`${name} ${p}`);
    expect(checkOptions({ businessHours: '08:30-16:00', businessDays: [5, 1] }, report)).toEqual({ businessHours: '08:30-16:00', businessDays: [5, 1] });
    expect(checkOptions({ businessDays: '0,6' }, report)).toEqual({ businessDays: [0, 6] });
    expect(checkOptions({ businessHours: 'late', businessDays: [9] }, report)).toEqual({});
    expect(problems).toEqual([expect.stringMatching(/^businessHours "late" is not a time range/), expect.stringMatching(/^businessDays "9" is not a list of weekdays/)]);
    expect(checkOptions({ busnessHours: '09:00-17:00' }, report)).toEqual({});
    // The did-you-mean is added by the caller's report, from the hints part (tests/unit/calendar/hinted.test.ts).
    expect(problems[2]).toBe('busnessHours is not a calendar option');
  });
});

describe('shading: the open part of a day column (the rest is shaded)', () => {
  it('a business day is open from opening to closing, as fractions of the day', () => {
    expect(openSpan(MONDAY, NINE_TO_FIVE, WEEKDAYS)).toEqual({ from: 540 / 1440, to: 1020 / 1440 });
    expect(openSpan(MONDAY, { start: 0, end: 1440 }, WEEKDAYS)).toEqual({ from: 0, to: 1 });
  });
  it('a day that is not a business day has no open part: shaded all day', () => {
    expect(openSpan(SATURDAY, NINE_TO_FIVE, WEEKDAYS)).toEqual({ from: 0, to: 0 });
    expect(openSpan(MONDAY, NINE_TO_FIVE, [0, 6])).toEqual({ from: 0, to: 0 });
    expect(openSpan(SATURDAY, NINE_TO_FIVE, [0, 6])).toEqual({ from: 540 / 1440, to: 1020 / 1440 });
  });
});

describe('said to assistive technology, in the calendar language', () => {
  const en = stringsFor('en');
  it('open days say their hours, other days say Closed', () => {
    expect(businessText(MONDAY, NINE_TO_FIVE, WEEKDAYS, en, 'en')).toBe('Business hours 09:00 to 17:00');
    expect(businessText(SATURDAY, NINE_TO_FIVE, WEEKDAYS, en, 'en')).toBe('Closed');
  });
  it('Thai from its language file', () => {
    const th = stringsFor('th', null, thai);
    expect(businessText(MONDAY, NINE_TO_FIVE, WEEKDAYS, th, 'th')).toBe('เวลาทำการ 09:00 ถึง 17:00');
    expect(businessText(SATURDAY, NINE_TO_FIVE, WEEKDAYS, th, 'th')).toBe('ปิดทำการ');
  });
});

describe('the now line: the fraction of the visible time range (the whole day) in today\'s column', () => {
  const WEDNESDAY = day('2026-03-04');
  it('sits at the current minute', () => {
    expect(nowAt(new Date(2026, 2, 4, 12, 0, 30), WEDNESDAY)).toBe(0.5);
    expect(nowAt(new Date(2026, 2, 4, 0, 0), WEDNESDAY)).toBe(0);
    expect(nowAt(new Date(2026, 2, 4, 23, 59), WEDNESDAY)).toBe(1439 / 1440);
  });
  it('a minute later it is 1/1440 of the day lower', () => {
    const a = nowAt(new Date(2026, 2, 4, 9, 15), WEDNESDAY)!;
    const b = nowAt(new Date(2026, 2, 4, 9, 16), WEDNESDAY)!;
    expect(b - a).toBeCloseTo(1 / 1440, 10);
  });
  it('none in the column of another day (after midnight the line leaves yesterday)', () => {
    expect(nowAt(new Date(2026, 2, 5, 0, 0), WEDNESDAY)).toBeNull();
    expect(nowAt(new Date(2026, 2, 3, 23, 59), WEDNESDAY)).toBeNull();
  });
});
