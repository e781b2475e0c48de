// Issue 45 item 3: the list view's model — the events of a period as day groups (model/list.ts) and
// the time each entry shows (model/list-text.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isoDay, parseIsoDay } from '../../../../src/calendar/model/dates';
import { listDays, type DayGroup } from '../../../../src/calendar/model/list';
import { itemTime, listText, LIST_TEXT } from '../../../../src/calendar/model/list-text';
import { STRINGS_EN, stringsFor } from '../../../../src/calendar/model/locale';
import { DEFAULT_COLORS, normalizeEvents, type NormalizeOptions } from '../../../../src/calendar/model/normalize';
import { periodRange, visibleRange } from '../../../../src/calendar/model/ranges';
import { calendar as thai } from '../../../../src/lang/th';

const opts: NormalizeOptions = { scheduleMode: 'continuous', timezone: 'local', eventColors: DEFAULT_COLORS };
const d = (s: string) => parseIsoDay(s)!;
const norm = (list: Record<string, unknown>[]) => normalizeEvents(list, opts);
const MARCH = visibleRange('list', d('2026-03-15'), 0);
/** Strip the left-to-right isolates around times (tested on their own below). */
const plain = (s: string) => s.replace(/[\u2066\u2069]/g, '');
/** Each group as 'YYYY-MM-DD: id time (part/parts), ...'. */
const summary = (groups: DayGroup[]) =>
  groups.map((g) => `${isoDay(g.day)}: ${g.items.map((i) => `${i.event.id} ${plain(itemTime(i, STRINGS_EN, LIST_TEXT, 'en'))}${i.parts > 1 ? ` (${i.part}/${i.parts})` : ''}`).join(', ')}`);

describe('the list period is the calendar month', () => {
  it('shown and loaded: the 1st to the last day, no whole weeks around it (the API gets the month)', () => {
    expect([isoDay(MARCH.start), isoDay(MARCH.end)]).toEqual(['2026-03-01', '2026-03-31']);
    expect(visibleRange('list', d('2026-02-10'), 1)).toEqual(periodRange('month', d('2026-02-10'), 1));
  });
});

describe('listDays: events + period -> day groups', () => {
  it('days in order, only days with events; in a day all-day first, then by start, then by title', () => {
    const events = norm([
      { id: 'late', title: 'Review', start: '2026-03-04T16:00', end: '2026-03-04T17:00', allDay: false },
      { id: 'fair', title: 'Fair', start: '2026-03-04' },
      { id: 'b', title: 'Beta', start: '2026-03-04T09:00', end: '2026-03-04T10:00', allDay: false },
      { id: 'a', title: 'alpha', start: '2026-03-04T09:00', end: '2026-03-04T09:30', allDay: false },
      { id: 'early', title: 'Early', start: '2026-03-02T07:00', allDay: false },
    ]);
    expect(summary(listDays(events, MARCH, 'en'))).toEqual([
      '2026-03-02: early 07:00',
      '2026-03-04: fair All day, a 09:00 – 09:30, b 09:00 – 10:00, late 16:00 – 17:00',
    ]);
  });

  it('a multi-day event is on each day it covers inside the period, saying which day of how many', () => {
    const events = norm([
      { id: 'trip', title: 'Trip', start: '2026-02-27', end: '2026-03-02' },
      { id: 'night', title: 'Night shift', start: '2026-03-10T22:00', end: '2026-03-12T06:00', allDay: false },
    ]);
    expect(summary(listDays(events, MARCH, 'en'))).toEqual([
      '2026-03-01: trip All day (3/4)',
      '2026-03-02: trip All day (4/4)',
      '2026-03-10: night from 22:00 (1/3)',
      '2026-03-11: night All day (2/3)',
      '2026-03-12: night until 06:00 (3/3)',
    ]);
  });

  it('a recurring slot is on every day of its range with its slot time, each day a whole occurrence', () => {
    const events = norm([{ id: 'class', title: 'Yoga', scheduleType: 'recurring-slot', startDate: '2026-03-30', endDate: '2026-04-03', slotStartTime: '18:00', slotEndTime: '19:00' }]);
    expect(summary(listDays(events, MARCH, 'en'))).toEqual(['2026-03-30: class 18:00 – 19:00', '2026-03-31: class 18:00 – 19:00']);
  });

  it('a timed event without a length shows its start only; a slot without an end too', () => {
    const events = norm([
      { id: 'call', start: '2026-03-05T11:15', allDay: false },
      { id: 'slot', scheduleType: 'recurring-slot', startDate: '2026-03-05', endDate: '2026-03-05', slotStartTime: '12:00' },
    ]);
    expect(summary(listDays(events, MARCH, 'en'))).toEqual(['2026-03-05: call 11:15, slot 12:00']);
  });

  it('no events in the period: no groups (the view says "No events")', () => {
    expect(listDays(norm([{ start: '2026-04-01' }, { start: '2026-02-28' }]), MARCH, 'en')).toEqual([]);
    expect(listDays([], MARCH, 'en')).toEqual([]);
  });

  it('titles compare in the calendar language; equal ones keep the given order', () => {
    const events = norm([
      { id: '2', title: 'ข', start: '2026-03-06' },
      { id: '1', title: 'ก', start: '2026-03-06' },
      { id: '3', title: 'ก', start: '2026-03-06' },
    ]);
    expect(listDays(events, MARCH, 'th')[0].items.map((i) => i.event.id)).toEqual(['1', '3', '2']);
  });

  it('a long event is visited on the period\'s days only (a ten-year event: 31 entries)', () => {
    const [decade] = norm([{ id: 'x', start: '2020-01-01', end: '2030-12-31' }]);
    const groups = listDays([decade], MARCH, 'en');
    expect(groups).toHaveLength(31);
    expect(groups[0].items[0]).toMatchObject({ part: d('2026-03-01') - d('2020-01-01') + 1, parts: d('2030-12-31') - d('2020-01-01') + 1 });
  });
});

describe('itemTime and the list texts', () => {
  const [meeting] = norm([{ id: 'm', start: '2026-03-04T09:00', end: '2026-03-04T10:30', allDay: false }]);
  const item = listDays([meeting], MARCH, 'en')[0].items[0];

  it('a time range is isolated left to right, so a right-to-left page keeps 09:00 before 10:30', () => {
    expect(itemTime(item, STRINGS_EN, LIST_TEXT, 'en')).toBe('\u206609:00 – 10:30\u2069');
  });

  it('Thai: the language file has the list texts; "All day" and "from" in Thai', () => {
    const strings = stringsFor('th', null, thai);
    const text = listText(strings, 'th', null);
    expect(text.listFrom).toBe('ตั้งแต่ {time}');
    const [night] = norm([{ start: '2026-03-10T22:00', end: '2026-03-11T06:00', allDay: false }]);
    const [first] = listDays([night], MARCH, 'th');
    expect(plain(itemTime(first.items[0], strings, text, 'th'))).toBe('ตั้งแต่ 22:00');
    const [fair] = norm([{ start: '2026-03-10' }]);
    expect(itemTime(listDays([fair], MARCH, 'th')[0].items[0], strings, text, 'th')).toBe('ทั้งวัน');
  });

  it('English until the language file is there; a host translation of the English text wins', () => {
    expect(listText(stringsFor('th'), 'th', null)).toEqual(LIST_TEXT);
    const host = { translate: (k: string) => (k === LIST_TEXT.listUntil ? 'bis {time}' : k) };
    expect(listText(STRINGS_EN, 'de', host).listUntil).toBe('bis {time}');
  });
});

describe('listDays, property: every event once on each day it covers inside the period, nothing else', () => {
  it('for any events (continuous, all-day or timed, and recurring slots) and any month', () => {
    const day0 = d('2026-01-01');
    const event = fc.record({
      kind: fc.constantFrom('allDay', 'timed', 'slot'),
      start: fc.integer({ min: -40, max: 400 }),
      length: fc.integer({ min: 0, max: 45 }),
      minutes: fc.integer({ min: 0, max: 1439 }),
      title: fc.constantFrom('a', 'B', 'c', 'ก', ''),
    });
    fc.assert(fc.property(fc.array(event, { maxLength: 25 }), fc.integer({ min: 0, max: 11 }), (raw, month) => {
      const events = norm(raw.map((e, i) => {
        const first = isoDay(day0 + e.start);
        const last = isoDay(day0 + e.start + e.length);
        const time = `${String(Math.floor(e.minutes / 60)).padStart(2, '0')}:${String(e.minutes % 60).padStart(2, '0')}`;
        if (e.kind === 'slot') return { id: `e${i}`, title: e.title, scheduleType: 'recurring-slot', startDate: first, endDate: last, slotStartTime: time };
        if (e.kind === 'allDay') return { id: `e${i}`, title: e.title, start: first, end: last };
        return { id: `e${i}`, title: e.title, start: `${first}T${time}`, end: `${last}T23:59`, allDay: false };
      }));
      const range = visibleRange('list', day0 + month * 31, 0);
      const groups = listDays(events, range, 'en');
      // Days in order, inside the period, none empty.
      expect(groups.map((g) => g.day)).toEqual([...groups.map((g) => g.day)].sort((a, b) => a - b));
      for (const g of groups) {
        expect(g.day >= range.start && g.day <= range.end && g.items.length > 0).toBe(true);
        // All-day (no start) first, then by start.
        const starts = g.items.map((i) => i.start ?? -1);
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
      }
      // Each event on exactly the days it covers inside the period, once each, with the right part.
      for (const e of events) {
        const expected: number[] = [];
        for (let day = Math.max(e.startDay, range.start); day <= Math.min(e.endDay, range.end); day++) expected.push(day);
        const found = groups.flatMap((g) => g.items.filter((i) => i.event === e).map((i) => ({ day: g.day, part: i.part })));
        expect(found.map((f) => f.day)).toEqual(expected);
        if (e.scheduleType === 'continuous') for (const f of found) expect(f.part).toBe(f.day - e.startDay + 1);
      }
    }), { numRuns: 300 });
  });
});
