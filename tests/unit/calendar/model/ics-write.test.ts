// The .ics writer (issue 45 item 4; RFC 5545 3.1 folding, 3.3.11 TEXT, 3.3.5 UTC times).
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, httpUrl, utcStamp, writeIcs } from '../../../../src/calendar/model/ics-write';
import { normalizeEvents, type CalendarEvent } from '../../../../src/calendar/model/normalize';

const NOW = new Date('2026-01-02T03:04:05Z');
const events = (list: Record<string, unknown>[], report?: (p: string) => void): CalendarEvent[] =>
  normalizeEvents(list, { scheduleMode: 'continuous', timezone: 'local', eventColors: [] }, report);
const octets = (s: string) => new TextEncoder().encode(s).length;
/** The physical lines of a file (without their CRLF). */
const physical = (text: string) => text.split('\r\n').slice(0, -1);
/** The unfolded content lines. */
const logical = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n').slice(0, -1);

describe('foldLine: at most 75 octets per line, never inside a UTF-8 character, CRLF ends', () => {
  it('a line of 75 octets stays whole; 76 folds with a leading space', () => {
    expect(foldLine('a'.repeat(75))).toBe(`${'a'.repeat(75)}\r\n`);
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a\r\n`);
  });

  it('multi-byte text (Thai, 3 octets; emoji, 4) folds between characters, each physical line <= 75 octets', () => {
    for (const ch of ['ก', '😀', 'é']) {
      const folded = foldLine(`SUMMARY:${ch.repeat(100)}`);
      for (const line of physical(folded)) {
        expect(octets(line)).toBeLessThanOrEqual(75);
        expect(line).not.toContain('\uFFFD');
        // Each physical line is valid UTF-8 on its own: no character was cut.
        expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
      }
      expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${ch.repeat(100)}\r\n`);
    }
  });
});

describe('escapeText: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11)', () => {
  it('escapes \\ ; , and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters TEXT may not hold, keeps tab', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007f')).toBe('abc\td');
  });
});

describe('writeIcs: a VCALENDAR with PRODID, VERSION:2.0, and per event UID, DTSTAMP, DTSTART', () => {
  it('every line ends with CRLF and no bare LF or CR appears', () => {
    const text = writeIcs(events([{ id: 1, title: 'a\nb', start: '2026-03-01' }]), NOW);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has the header and one VEVENT with UID (id + suffix) and DTSTAMP in UTC', () => {
    const lines = logical(writeIcs(events([{ id: 'e1', title: 'Talk', start: '2026-03-01T09:00', end: '2026-03-01T10:00', allDay: false }]), NOW));
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Almanac//EventCalendar//EN']);
    expect(lines).toContain('UID:e1@almanac');
    expect(lines).toContain('DTSTAMP:20260102T030405Z');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('timed events are written in UTC with Z', () => {
    const [event] = events([{ id: 1, start: '2026-03-01T09:00:00Z', end: '2026-03-01T10:30:00Z', allDay: false }]);
    const lines = logical(writeIcs([event], NOW));
    expect(lines).toContain('DTSTART:20260301T090000Z');
    expect(lines).toContain('DTEND:20260301T103000Z');
    expect(utcStamp(event.start)).toBe('20260301T090000Z');
  });

  it('an all-day event\'s inclusive last day becomes an exclusive DTEND (the day after)', () => {
    const lines = logical(writeIcs(events([{ id: 1, start: '2026-02-27', end: '2026-02-28' }]), NOW));
    expect(lines).toContain('DTSTART;VALUE=DATE:20260227');
    expect(lines).toContain('DTEND;VALUE=DATE:20260301');
  });

  it('a one-day all-day event (no end) ends the next day', () => {
    expect(logical(writeIcs(events([{ id: 1, start: '2026-12-31' }]), NOW))).toContain('DTEND;VALUE=DATE:20270101');
  });

  it('SUMMARY, LOCATION, DESCRIPTION are escaped TEXT; HTML travels as text', () => {
    const lines = logical(writeIcs(events([{ id: 1, title: '<b>x</b>; y, z', location: 'A\\B', description: 'one\ntwo', start: '2026-03-01' }]), NOW));
    expect(lines).toContain('SUMMARY:<b>x</b>\\; y\\, z');
    expect(lines).toContain('LOCATION:A\\\\B');
    expect(lines).toContain('DESCRIPTION:one\\ntwo');
  });

  it('a URL is written only when it is http(s): javascript: and data: are left out', () => {
    const text = writeIcs(events([
      { id: 1, start: '2026-03-01', url: 'https://example.com/a b' },
      { id: 2, start: '2026-03-01', url: 'java\tscript:alert(1)' },
      { id: 3, start: '2026-03-01', url: 'data:text/html,<script>' },
    ]), NOW);
    expect(logical(text).filter((l) => l.startsWith('URL:'))).toEqual(['URL:https://example.com/a%20b']);
    expect(httpUrl(' JAVASCRIPT:alert(1)')).toBeNull();
  });

  it('a recurring slot is one VEVENT with a daily RRULE, not one per day', () => {
    const text = writeIcs(events([{ id: 's', scheduleType: 'recurring-slot', startDate: '2026-03-02', endDate: '2026-03-06', slotStartTime: '09:00', slotEndTime: '10:00' }]), NOW);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(logical(text).find((l) => l.startsWith('RRULE:'))).toMatch(/^RRULE:FREQ=DAILY;UNTIL=20260306T\d{6}Z$/);
  });

  it('an event\'s own rrule is written back as RRULE; one holding a line break is left out with a report', () => {
    const problems: string[] = [];
    const text = writeIcs(events([
      { id: 1, start: '2026-03-02T09:00Z', allDay: false, rrule: 'FREQ=WEEKLY;BYDAY=MO', exdate: ['2026-03-09T09:00:00.000Z'] },
      { id: 2, start: '2026-03-02T09:00Z', allDay: false, rrule: 'FREQ=DAILY\r\nBEGIN:VALARM' },
    ]), NOW, (p) => problems.push(p));
    expect(logical(text)).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO');
    expect(logical(text)).toContain('EXDATE:20260309T090000Z');
    expect(text).not.toContain('VALARM');
    expect(problems).toEqual([expect.stringContaining('event "2": rrule')]);
  });

  it('a zoned series whose first end falls in an autumn change\'s repeated hour writes that DTEND in UTC (a TZID wall time there names the first of the two hours, RFC 5545 3.3.5)', () => {
    // 22:15 EDT on 3 Nov 2035 + 225 min = 01:00 EST on 4 Nov, the second 01:00 of that night in New York.
    const text = writeIcs(events([{ id: 'r', start: '2035-11-03T22:15', duration: 'PT225M', timezone: 'America/New_York', allDay: false, rrule: 'FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR' }]), NOW);
    expect(logical(text)).toContain('DTSTART;TZID=America/New_York:20351103T221500');
    expect(logical(text)).toContain('DTEND:20351104T060000Z');
    // An end outside the repeated hour stays a wall time in the series' zone.
    const plain = writeIcs(events([{ id: 'p', start: '2035-11-10T22:15', duration: 'PT225M', timezone: 'America/New_York', allDay: false, rrule: 'FREQ=WEEKLY' }]), NOW);
    expect(logical(plain)).toContain('DTEND;TZID=America/New_York:20351111T020000');
  });

  it('an event without a title writes an empty SUMMARY (not the word Untitled)', () => {
    expect(logical(writeIcs(events([{ id: 1, start: '2026-03-01' }]), NOW))).toContain('SUMMARY:');
  });

  it('no events: still a valid, empty VCALENDAR', () => {
    expect(logical(writeIcs([], NOW))).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Almanac//EventCalendar//EN', 'CALSCALE:GREGORIAN', 'END:VCALENDAR']);
  });
});
