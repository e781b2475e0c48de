// Issue 45 item 4, property tests: random events -> .ics -> events gives the same events, and a real
// iCalendar parser (ical.js) reads the export as the calendar meant it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ICAL from 'ical.js';
import { writeIcs } from '../../../src/calendar/model/ics-write';
import { readIcs } from '../../../src/calendar/model/ics-read';
import { normalizeEvents, type CalendarEvent } from '../../../src/calendar/model/normalize';

const OPTIONS = { scheduleMode: 'continuous', timezone: 'local', eventColors: [] } as const;
const NOW = new Date('2026-01-02T03:04:05Z');

/**
 * Text as iCalendar TEXT can carry it: any character but control characters (TEXT holds none) and CR
 * (every line break travels as `\n`): the RFC's special characters, HTML, Thai and emoji included.
 */
const text = fc.string({ unit: fc.oneof(
  fc.constantFrom('\\', ';', ',', '\n', ':', '"', '<', '>', ' ', 'ก', 'é', '😀', '\t'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((c) => !/[\u0000-\u0008\u000a-\u001f\u007f\r]/.test(c)),
), maxLength: 120 });

const SECOND = 1000;
const instant = fc.integer({ min: Date.UTC(1971, 0, 1) / SECOND, max: Date.UTC(2099, 0, 1) / SECOND }).map((s) => s * SECOND);
const day = fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2099-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

const eventInput = fc.record({
  id: fc.oneof(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '' && !/[\u0000-\u001f\u007f]/.test(s)), fc.nat().map(String), fc.constant('x@almanac')),
  title: text,
  location: text,
  description: text,
  allDay: fc.boolean(),
  a: fc.oneof(instant, day),
  length: fc.nat({ max: 40 * 86_400 }),
}).map(({ allDay, a, length, ...rest }) => {
  if (allDay) {
    const start = typeof a === 'string' ? a : new Date(a).toISOString().slice(0, 10);
    const end = new Date(Date.parse(start) + Math.floor(length / 86_400) * 86_400_000).toISOString().slice(0, 10);
    return { ...rest, allDay: true, start, end };
  }
  const start = typeof a === 'number' ? a : Date.parse(`${a}T00:00:00Z`);
  return { ...rest, allDay: false, start: new Date(start).toISOString(), end: new Date(start + length * SECOND).toISOString() };
});

/** What "the same event" means: id, title, location, description, allDay, and its days (all-day) or instants (timed). */
const essence = (e: CalendarEvent) => ({
  id: e.id, title: e.title, location: e.location, description: e.description, allDay: e.allDay,
  ...(e.allDay ? { startDay: e.startDay, endDay: e.endDay } : { start: e.start.getTime(), end: e.end.getTime() }),
});

describe('export then import gives the same events', () => {
  it('id, title, start, end, allDay, location and description survive writeIcs -> readIcs', () => {
    fc.assert(fc.property(fc.array(eventInput, { maxLength: 5 }), (inputs) => {
      const events = normalizeEvents(inputs, OPTIONS);
      const problems: string[] = [];
      const back = normalizeEvents(readIcs(writeIcs(events, NOW), (p) => problems.push(p)), OPTIONS);
      expect(problems).toEqual([]);
      expect(back.map(essence)).toEqual(events.map(essence));
    }), { numRuns: 300 });
  });
});

describe('a real parser (ical.js) accepts the export and reads what the calendar meant', () => {
  it('UID, SUMMARY, LOCATION, DESCRIPTION and the times as ical.js reads them', () => {
    fc.assert(fc.property(fc.array(eventInput, { minLength: 1, maxLength: 5 }), (inputs) => {
      const events = normalizeEvents(inputs, OPTIONS);
      const calendar = new ICAL.Component(ICAL.parse(writeIcs(events, NOW)));
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
      const parsed = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      expect(parsed).toHaveLength(events.length);
      parsed.forEach((p, i) => {
        const e = events[i];
        expect(p.uid).toBe(`${e.id}@almanac`);
        expect(p.summary).toBe(e.untitled ? '' : e.title);
        expect(p.location ?? null).toBe(e.location);
        expect(p.description ?? null).toBe(e.description);
        expect(p.startDate.isDate).toBe(e.allDay);
        if (e.allDay) {
          expect(p.startDate.toString()).toBe(new Date(Date.UTC(1970, 0, 1 + e.startDay)).toISOString().slice(0, 10));
          // ical.js reads DTEND as iCalendar means it: the day after the last day.
          expect(p.endDate.toString()).toBe(new Date(Date.UTC(1970, 0, 2 + e.endDay)).toISOString().slice(0, 10));
        } else {
          expect(p.startDate.toJSDate().getTime()).toBe(e.start.getTime());
          expect(p.endDate.toJSDate().getTime()).toBe(e.end.getTime());
        }
      });
    }), { numRuns: 200 });
  });

  it('a recurring slot and a kept RRULE are series to ical.js', () => {
    const events = normalizeEvents([
      { id: 's', scheduleType: 'recurring-slot', startDate: '2026-03-02', endDate: '2026-03-06', slotStartTime: '09:00', slotEndTime: '10:00' },
      { id: 'r', start: '2026-03-02T09:00:00Z', allDay: false, rrule: 'FREQ=WEEKLY;COUNT=3', exdate: ['2026-03-09T09:00:00.000Z'] },
    ], OPTIONS);
    const [slot, weekly] = new ICAL.Component(ICAL.parse(writeIcs(events, NOW))).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const count = (e: ICAL.Event) => {
      const it = e.iterator();
      let n = 0;
      for (let next = it.next(); next && n < 50; next = it.next()) n++;
      return n;
    };
    expect(slot.isRecurring()).toBe(true);
    expect(count(slot)).toBe(5);
    expect(weekly.isRecurring()).toBe(true);
  });
});
