// Issue 45 item 2: the calendar's expansion against a real RFC 5545 implementation. Random series (every
// supported rule shape, COUNT, INTERVAL, WKST, BYSETPOS, ordinals) are written by writeIcs and expanded
// by ical.js; both must give the same occurrences (UTC series: ical.js ships no zone data), where
// DTSTART is in step with its rule.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ICAL from 'ical.js';
import { normalizeEvents } from '../../../src/calendar/model/normalize';
import { occurrencesIn } from '../../../src/calendar/model/occurrences';
import { dayFromParts } from '../../../src/calendar/model/dates';
import { writeIcs } from '../../../src/calendar/model/ics-write';

const pad = (n: number) => String(n).padStart(2, '0');
const weekday = fc.constantFrom('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU');
const rule = fc.oneof(
  fc.integer({ min: 1, max: 3 }).map((n) => `FREQ=DAILY;INTERVAL=${n}`),
  fc.tuple(fc.integer({ min: 1, max: 3 }), fc.uniqueArray(weekday, { minLength: 1, maxLength: 4 }), fc.constantFrom('MO', 'SU', 'WE')).map(([n, days, wkst]) => `FREQ=WEEKLY;INTERVAL=${n};BYDAY=${days.join(',')};WKST=${wkst}`),
  fc.tuple(fc.constantFrom(1, 2, 3, 4, 5, -1, -2, -5), weekday).map(([n, d]) => `FREQ=MONTHLY;BYDAY=${n}${d}`),
  fc.uniqueArray(fc.constantFrom(1, 10, 15, 28, 29, 31, -1, -3), { minLength: 1, maxLength: 3 }).map((days) => `FREQ=MONTHLY;BYMONTHDAY=${days.join(',')}`),
  fc.tuple(fc.uniqueArray(weekday, { minLength: 1, maxLength: 5 }), fc.constantFrom(1, 2, -1, -2)).map(([days, pos]) => `FREQ=MONTHLY;BYDAY=${days.join(',')};BYSETPOS=${pos}`),
  fc.tuple(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }), fc.constantFrom('-1SU', '1MO', '2TH', 'FR')).map(([months, d]) => `FREQ=YEARLY;BYMONTH=${months.join(',')};BYDAY=${d}`),
  fc.constantFrom('FREQ=MONTHLY', 'FREQ=YEARLY', 'FREQ=DAILY;BYDAY=SA,SU', 'FREQ=DAILY;BYMONTH=2,7', 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=1,-1'),
).chain((r) => fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }).map((count) => (count ? `${r};COUNT=${count}` : r)));

const start = fc.record({ year: fc.integer({ min: 2015, max: 2030 }), month: fc.integer({ min: 1, max: 12 }), date: fc.integer({ min: 1, max: 28 }), hour: fc.integer({ min: 0, max: 23 }) });

describe('the same occurrences as ical.js', () => {
  it('for every supported rule shape', () => {
    fc.assert(fc.property(start, rule, ({ year, month, date, hour }, rrule) => {
      const text = `${year}-${pad(month)}-${pad(date)}T${pad(hour)}:00:00Z`;
      const first = dayFromParts(year, month - 1, date);
      const events = normalizeEvents([{ id: 'r', title: 'R', start: text, allDay: false, rrule }], { scheduleMode: 'continuous', timezone: 'UTC', eventColors: [] });
      const ours = occurrencesIn(events, { start: first - 1, end: first + 500 }, 'UTC', () => {}).map((e) => e.occurrence);
      const ics = writeIcs(events, new Date(0), undefined, 'UTC');
      const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
      const last = Date.UTC(year, month - 1, date) + 501 * 86_400_000;
      const theirs: string[] = [];
      const iterator = vevent.iterator();
      for (let next = iterator.next(); next && next.toJSDate().getTime() < last && theirs.length < 1000; next = iterator.next()) theirs.push(next.toJSDate().toISOString());
      // A DTSTART the rule would not give is a set RFC 5545 leaves undefined (3.8.5.3): the calendar counts it as the
      // first occurrence, ical.js leaves it out. Compared where DTSTART is in step with the rule.
      fc.pre(theirs[0] === new Date(text).toISOString());
      expect(ours).toEqual(theirs);
    }), { numRuns: 200 });
  }, 60_000);
});
