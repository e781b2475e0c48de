import { describe, expect, it } from 'vitest';
import { dayFromParts, isoDay } from '../../../../src/calendar/model/dates';
import {
  DEFAULT_COLORS, eventsBetween, normalizeEvent, normalizeEvents, parseEventDate, type NormalizeOptions,
} from '../../../../src/calendar/model/normalize';

const opts: NormalizeOptions = { scheduleMode: 'continuous', timezone: 'local', eventColors: DEFAULT_COLORS };
const one = (raw: Record<string, unknown>, o: Partial<NormalizeOptions> = {}) => normalizeEvent(raw, 0, { ...opts, ...o })!;
const day = (s: string) => dayFromParts(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));

describe('Errors 1: missing fields get defaults', () => {
  it("an event without title is shown as 'Untitled'", () => {
    const e = one({ start: '2024-03-05' });
    expect(e.title).toBe('Untitled');
    expect(e.untitled).toBe(true);
    expect(one({ start: '2024-03-05', title: '  ' }).title).toBe('Untitled');
    expect(one({ start: '2024-03-05', title: 'Board' }).untitled).toBe(false);
  });

  it('an event without id receives a generated, unique id; a given id is kept as a string', () => {
    const [a, b] = normalizeEvents([{ start: '2024-03-05' }, { start: '2024-03-06' }], opts);
    expect(a.id).toMatch(/\S/);
    expect(a.id).not.toBe(b.id);
    expect(one({ id: 42, start: '2024-03-05' }).id).toBe('42');
  });

  it('an event without end ends at its start', () => {
    const e = one({ start: '2024-03-05T10:00:00', allDay: false });
    expect(e.end.getTime()).toBe(e.start.getTime());
    expect(e.endDay).toBe(e.startDay);
  });

  it('an event without color takes a palette colour, cycling by position; a given colour wins', () => {
    const list = normalizeEvents(Array.from({ length: 10 }, (_, i) => ({ start: '2024-03-05', title: `e${i}` })), opts);
    expect(list.map((e) => e.color)).toEqual([...DEFAULT_COLORS, ...DEFAULT_COLORS].slice(0, 10));
    expect(one({ start: '2024-03-05', color: '#ff0000' }).color).toBe('#ff0000');
    expect(one({ start: '2024-03-05' }, { eventColors: ['#123456'] }).color).toBe('#123456');
  });

  it('the original payload is kept as event.data (same object)', () => {
    const raw = { id: 'x', start: '2024-03-05', custom: { deep: 1 } };
    expect(one(raw).data).toBe(raw);
  });

  it('keeps description, location and category', () => {
    const e = one({ start: '2024-03-05', description: 'd', location: 'l', category: 'c' });
    expect([e.description, e.location, e.category]).toEqual(['d', 'l', 'c']);
  });

  it('an event without any usable start is reported and skipped', () => {
    const problems: string[] = [];
    const list = normalizeEvents([{ title: 'no start' }, { title: 'bad', start: 'tomorrow' }, 'nope', { start: '2024-03-05' }], opts, (p) => problems.push(p));
    expect(list).toHaveLength(1);
    expect(problems).toHaveLength(3);
    expect(normalizeEvents({ not: 'an array' }, opts, (p) => problems.push(p))).toEqual([]);
  });

  it('an end before the start is reported and ignored', () => {
    const problems: string[] = [];
    const e = normalizeEvent({ start: '2024-03-05', end: '2024-03-01' }, 0, opts, (p) => problems.push(p))!;
    expect(e.endDay).toBe(e.startDay);
    expect(problems[0]).toMatch(/ends before it starts/);
  });
});

describe('Errors 2 / Event payload allDay: continuous events are all-day unless false is sent', () => {
  it('a timed continuous event sent without allDay false is treated as all-day', () => {
    expect(one({ start: '2024-03-05T10:00:00', end: '2024-03-05T11:00:00' }).allDay).toBe(true);
    expect(one({ start: '2024-03-05T10:00:00', allDay: true }).allDay).toBe(true);
  });
  it('allDay false (boolean or string) makes it timed', () => {
    expect(one({ start: '2024-03-05T10:00:00', allDay: false }).allDay).toBe(false);
    expect(one({ start: '2024-03-05T10:00:00', allDay: 'false' }).allDay).toBe(false);
  });
  it('recurring-slot is forced to allDay false', () => {
    expect(one({ start: '2024-03-05', scheduleType: 'recurring-slot', allDay: true }).allDay).toBe(false);
  });
});

describe('Event payload: scheduleType / scheduleMode override the calendar scheduleMode', () => {
  it('event value wins over the calendar fallback, either field name', () => {
    expect(one({ start: '2024-03-05', scheduleType: 'recurring-slot' }).scheduleType).toBe('recurring-slot');
    expect(one({ start: '2024-03-05', scheduleMode: 'recurring-slot' }).scheduleType).toBe('recurring-slot');
    expect(one({ start: '2024-03-05', scheduleType: 'continuous' }, { scheduleMode: 'recurring-slot' }).scheduleType).toBe('continuous');
  });
  it('without a value, the calendar scheduleMode applies; an unknown value falls back too', () => {
    expect(one({ start: '2024-03-05' }, { scheduleMode: 'recurring-slot' }).scheduleType).toBe('recurring-slot');
    expect(one({ start: '2024-03-05', scheduleType: 'weekly' }).scheduleType).toBe('continuous');
  });
});

describe('Event payload: range fields and their aliases (recurring-slot)', () => {
  it('startDate/endDate set the inclusive range, slot times are HH:mm', () => {
    const e = one({ title: 'Standup', scheduleType: 'recurring-slot', start: '2024-03-04', startDate: '2024-03-04', endDate: '2024-03-15', slotStartTime: '9:00', slotEndTime: '09:15' });
    expect(isoDay(e.startDay)).toBe('2024-03-04');
    expect(isoDay(e.endDay)).toBe('2024-03-15');
    expect([e.slotStartTime, e.slotEndTime]).toEqual(['09:00', '09:15']);
    expect(e.start.getHours()).toBe(9);
  });
  it('rangeStart/rangeEnd are aliases', () => {
    const e = one({ scheduleType: 'recurring-slot', rangeStart: '2024-03-04', rangeEnd: '2024-03-06', slotStartTime: '10:00', slotEndTime: '11:00' });
    expect([isoDay(e.startDay), isoDay(e.endDay)]).toEqual(['2024-03-04', '2024-03-06']);
  });
  it('without range fields the range is start..end and slot times come from start/end', () => {
    const e = one({ scheduleType: 'recurring-slot', start: '2024-03-04T14:30:00', end: '2024-03-07T16:00:00' });
    expect([isoDay(e.startDay), isoDay(e.endDay)]).toEqual(['2024-03-04', '2024-03-07']);
    expect([e.slotStartTime, e.slotEndTime]).toEqual(['14:30', '16:00']);
  });
});

describe('design.md Calendar dates: a date-only end is inclusive', () => {
  it('2024-03-05..2024-03-07 covers three days', () => {
    const e = one({ start: '2024-03-05', end: '2024-03-07' });
    expect([e.startDay, e.endDay]).toEqual([day('2024-03-05'), day('2024-03-07')]);
  });
  it('getEvents overlap: an event ending on a day is returned for that day', () => {
    const e = one({ start: '2024-03-05', end: '2024-03-07' });
    expect(eventsBetween([e], new Date(2024, 2, 7, 12), new Date(2024, 2, 8))).toHaveLength(1);
    expect(eventsBetween([e], new Date(2024, 2, 8), new Date(2024, 2, 9))).toHaveLength(0);
    expect(eventsBetween([e], new Date(2024, 2, 1), new Date(2024, 2, 5))).toHaveLength(1);
  });
});

describe("timezone 'local' | 'UTC'", () => {
  it('local: a string without zone is local wall time', () => {
    expect(parseEventDate('2024-03-05T10:00:00', 'local')!.date.getTime()).toBe(new Date(2024, 2, 5, 10).getTime());
    expect(parseEventDate('2024-03-05 10:00', 'local')!.date.getTime()).toBe(new Date(2024, 2, 5, 10).getTime());
  });
  it('UTC: a string without zone is UTC wall time', () => {
    expect(parseEventDate('2024-03-05T10:00:00', 'UTC')!.date.getTime()).toBe(Date.UTC(2024, 2, 5, 10));
  });
  it('an explicit zone is honoured in both modes', () => {
    for (const tz of ['local', 'UTC'] as const) {
      expect(parseEventDate('2024-03-05T10:00:00+07:00', tz)!.date.getTime()).toBe(Date.UTC(2024, 2, 5, 3));
      expect(parseEventDate('2024-03-05T10:00:00Z', tz)!.date.getTime()).toBe(Date.UTC(2024, 2, 5, 10));
    }
  });
  it('date-only strings are calendar days in both modes; Dates and epoch ms are instants', () => {
    expect(parseEventDate('2024-03-05', 'UTC')).toEqual({ date: new Date(2024, 2, 5), dateOnly: true });
    expect(parseEventDate(new Date(5), 'UTC')!.date.getTime()).toBe(5);
    expect(parseEventDate(5, 'local')!.date.getTime()).toBe(5);
  });
  it('impossible or free-form strings are not dates', () => {
    for (const bad of ['2024-02-30', '2024-13-01', 'next tuesday', '', '2024-03-05T25:00', null, {}]) {
      expect(parseEventDate(bad, 'local')).toBeNull();
    }
  });
});
