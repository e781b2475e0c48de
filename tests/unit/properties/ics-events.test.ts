// Issue 45, the .ics bench's fast path (model/ics-events.ts): a feed's events normalized with their instants
// handed over as numbers are the events normalizeEvents makes of readIcs's payloads, field for field, with the
// same reports, in every calendar zone and schedule mode, for feeds of every kind of time the reader knows.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { icsEvents } from '../../../src/calendar/model/ics-events';
import { readIcs } from '../../../src/calendar/model/ics-read';
import { normalizeEvents, type CalendarEvent, type NormalizeOptions } from '../../../src/calendar/model/normalize';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** iCalendar's basic form of a time (the instant's UTC fields, read as the kind says). */
const basic = (ms: number, date: boolean) => {
  const d = new Date(ms);
  const day = `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  return date ? day : `${day}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
};

const when = fc.integer({ min: Date.UTC(1900, 0, 1) / 1000, max: Date.UTC(2100, 0, 1) / 1000 }).map((s) => s * 1000);
/** How a time is written: UTC, in a zone (one the browser does not know too), floating, or a day. */
const kind = fc.constantFrom('utc', 'Europe/Berlin', 'America/Sao_Paulo', 'Asia/Kathmandu', 'Not/AZone', 'floating', 'date');
const at = (name: string, ms: number, k: string) =>
  k === 'date' ? `${name};VALUE=DATE:${basic(ms, true)}` : k === 'utc' ? `${name}:${basic(ms, false)}Z` : k === 'floating' ? `${name}:${basic(ms, false)}` : `${name};TZID=${k}:${basic(ms, false)}`;

const vevent = fc.record({
  uid: fc.option(fc.constantFrom('a', 'b', 'c@x', ''), { nil: undefined }),
  start: when,
  kind,
  length: fc.option(fc.integer({ min: -3 * 86_400, max: 40 * 86_400 }), { nil: undefined }),
  duration: fc.boolean(),
  summary: fc.option(fc.constantFrom('Standup', '  ', 'a\\, b', ''), { nil: undefined }),
  rrule: fc.option(fc.constantFrom('FREQ=DAILY;COUNT=5', 'FREQ=WEEKLY;BYDAY=MO,WE', 'FREQ=SECONDLY'), { nil: undefined }),
  override: fc.boolean(),
}).map((e) => {
  const lines = ['BEGIN:VEVENT'];
  if (e.uid !== undefined) lines.push(`UID:${e.uid}`);
  lines.push(at('DTSTART', e.start, e.kind));
  if (e.length !== undefined) {
    if (e.duration) lines.push(`DURATION:${e.length < 0 ? '-' : ''}PT${Math.abs(e.length)}S`);
    else lines.push(at('DTEND', e.start + e.length * 1000, e.kind));
  }
  if (e.summary !== undefined) lines.push(`SUMMARY:${e.summary}`);
  if (e.rrule) lines.push(`RRULE:${e.rrule}`, at('EXDATE', e.start + 86_400_000, e.kind));
  if (e.override) lines.push(at('RECURRENCE-ID', e.start, e.kind));
  lines.push('END:VEVENT');
  return lines.join('\r\n');
});

const options = fc.record({
  scheduleMode: fc.constantFrom('continuous', 'recurring-slot'),
  timezone: fc.constantFrom('local', 'UTC', 'Asia/Bangkok', 'America/New_York'),
  eventColors: fc.constantFrom([], ['#123456', 'red']),
}) as fc.Arbitrary<NormalizeOptions>;

/** An event without its render key, and with a generated id (`ec-N`, a counter) as one name. */
const same = (e: CalendarEvent) => ({ ...e, key: undefined, id: e.id.startsWith('ec-') ? 'ec' : e.id });

describe('icsEvents: the events normalizeEvents makes of readIcs\'s payloads', () => {
  it('field for field (Dates to the millisecond), with the same payloads as data and the same reports', () => {
    fc.assert(fc.property(fc.array(vevent, { maxLength: 6 }), options, (events, given) => {
      const feed = ['BEGIN:VCALENDAR', ...events, 'END:VCALENDAR'].join('\r\n');
      const [fast, slow]: string[][] = [[], []];
      const made = icsEvents(feed, given, (p) => fast.push(p));
      const expected = normalizeEvents(readIcs(feed, (p) => slow.push(p)), given, (p) => slow.push(p));
      expect(made.map(same)).toEqual(expected.map(same));
      expect(fast).toEqual(slow);
    }), { numRuns: 300 });
  });

  // Years 0-99: normalizeEvent reads an ISO instant's text of those years a 1900s year (Date.UTC's reading), where
  // the number handed over here is the year written; so they are left out of the comparison (see the next test).
  it('an instant read back from its text is the same instant, at the edges of the years the text is written for', () => {
    const feed = (stamp: string) => `BEGIN:VEVENT\r\nUID:e\r\nDTSTART:${stamp}\r\nEND:VEVENT`;
    for (const stamp of ['01000101T000000Z', '99991231T235959Z', '19700101T000000Z', '20240229T120000Z']) {
      const options = { scheduleMode: 'continuous', timezone: 'UTC', eventColors: [] } as const;
      expect(icsEvents(feed(stamp), options, () => {}).map(same)).toEqual(normalizeEvents(readIcs(feed(stamp), () => {}), options).map(same));
    }
  });

  it('a UTC time of the years 0-99 is that year (DTSTART:00500301T090000Z is 9:00 on 1 March 50)', () => {
    const [event] = icsEvents('BEGIN:VEVENT\r\nUID:e\r\nDTSTART:00500301T090000Z\r\nEND:VEVENT', { scheduleMode: 'continuous', timezone: 'UTC', eventColors: [] }, () => {});
    expect(event.start.toISOString()).toBe('0050-03-01T09:00:00.000Z');
  });
});
