// The week and day views' per-day layout memo (model/day-memo.ts): a day is laid out again only when
// the events on it change (by reference), so moving one event re-lays out the day it left and the day
// it joined; another context (the strings, the locale) lays out every day again; the results equal a fresh layout.
import { describe, expect, it } from 'vitest';
import { parseIsoDay } from '../../../../src/calendar/model/dates';
import { dayMemo } from '../../../../src/calendar/model/day-memo';
import { timedBlocks } from '../../../../src/calendar/model/timed';
import { STRINGS_EN } from '../../../../src/calendar/model/locale';
import { DEFAULT_COLORS, normalizeEvents } from '../../../../src/calendar/model/normalize';

const d = (s: string) => parseIsoDay(s)!;
const week = Array.from({ length: 7 }, (_, i) => d('2026-11-08') + i);
const events = normalizeEvents(
  Array.from({ length: 70 }, (_, i) => ({ id: `e${i}`, title: `E${i}`, start: `2026-11-${String(8 + (i % 7)).padStart(2, '0')}T${String(8 + (i % 9)).padStart(2, '0')}:00:00`, end: `2026-11-${String(8 + (i % 7)).padStart(2, '0')}T${String(10 + (i % 9)).padStart(2, '0')}:00:00`, allDay: false })),
  { scheduleMode: 'continuous', timezone: 'local', eventColors: DEFAULT_COLORS },
);

function counted() {
  const laidOut: number[] = [];
  const memo = dayMemo((list, day) => (laidOut.push(day), timedBlocks(list, day, STRINGS_EN, 'en')));
  return { memo, laidOut };
}

describe('dayMemo: a day is laid out again only when its events change', () => {
  it('the same events: nothing is laid out again, the same results come back', () => {
    const { memo, laidOut } = counted();
    const first = memo(events, week, [STRINGS_EN, 'en']);
    expect(laidOut).toEqual(week);
    const again = memo([...events], week, [STRINGS_EN, 'en']);
    expect(laidOut).toHaveLength(7);
    again.forEach((blocks, i) => expect(blocks).toBe(first[i]));
  });

  it('one event moved from Wednesday to Thursday: those two days only, equal to a fresh layout', () => {
    const { memo, laidOut } = counted();
    const first = memo(events, week, [STRINGS_EN, 'en']);
    const index = events.findIndex((e) => e.startDay === d('2026-11-11'));
    const moved = { ...events[index], startDay: d('2026-11-12'), endDay: d('2026-11-12'), start: new Date(2026, 10, 12, 9), end: new Date(2026, 10, 12, 10) };
    const next = events.map((e, i) => (i === index ? moved : e));
    laidOut.length = 0;
    const after = memo(next, week, [STRINGS_EN, 'en']);
    expect(laidOut).toEqual([d('2026-11-11'), d('2026-11-12')]);
    after.forEach((blocks, i) => {
      if (![3, 4].includes(i)) expect(blocks).toBe(first[i]);
      expect(blocks).toEqual(timedBlocks(next, week[i], STRINGS_EN, 'en'));
    });
  });

  it('another context (the strings, the locale) lays out every day again', () => {
    const { memo, laidOut } = counted();
    memo(events, week, [STRINGS_EN, 'en']);
    memo(events, week, [{ ...STRINGS_EN }, 'en']);
    expect(laidOut).toHaveLength(14);
    memo(events, week, [STRINGS_EN, 'en']);
    memo(events, week, [STRINGS_EN, 'en']);
    expect(laidOut, 'the same context again: nothing laid out').toHaveLength(21);
    memo(events, week, [STRINGS_EN, 'th']);
    expect(laidOut, 'another locale').toHaveLength(28);
  });
});
