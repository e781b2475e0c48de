// Resizing by pointer (issue 23 item 3): the end a pointer asks for, held after the start (model/resize.ts),
// and what the rules (model/edit.ts resizeEvent) make of it.
import { describe, expect, it } from 'vitest';
import { normalizeEvent, type CalendarEvent, type RawEvent } from '../../../../src/calendar/model/normalize';
import { resizeEvent } from '../../../../src/calendar/model/edit';
import { resizeDelta } from '../../../../src/calendar/model/resize';
import { parseIsoDay } from '../../../../src/calendar/model/dates';

const OPTS = { scheduleMode: 'continuous' as const, timezone: 'local' as const, eventColors: [] };
const ev = (raw: RawEvent): CalendarEvent => normalizeEvent(raw, 0, OPTS)!;
const ctx = { bounds: { min: null, max: null }, timezone: 'local' as const };
const meeting = ev({ id: 't', start: '2026-11-12T10:30:00', end: '2026-11-12T11:30:00', allDay: false });

describe('a timed block: the end moves by the pointer, never before the start plus one snap step', () => {
  it('down an hour and a half: the end an hour and a half later', () => {
    expect(resizeDelta(meeting, { days: 0, minutes: 90 }, 15)).toEqual({ days: 0, minutes: 90 });
    const r = resizeEvent(meeting, resizeDelta(meeting, { days: 0, minutes: 90 }, 15), ctx);
    expect(r).toEqual({ ok: true, payload: { id: 't', allDay: false, start: '2026-11-12T10:30:00', end: '2026-11-12T13:00:00' } });
  });
  it('up past its start: held at start + 15 minutes (not refused)', () => {
    const held = resizeDelta(meeting, { days: 0, minutes: -180 }, 15);
    expect(resizeEvent(meeting, held, ctx)).toMatchObject({ ok: true, payload: { end: '2026-11-12T10:45:00' } });
  });
  it('to the previous day\'s column: held as well', () => {
    const held = resizeDelta(meeting, { days: -1, minutes: 120 }, 30);
    expect(resizeEvent(meeting, held, ctx)).toMatchObject({ ok: true, payload: { end: '2026-11-12T11:00:00' } });
  });
  it('to the next day\'s column: days and minutes, the minutes kept inside a day', () => {
    expect(resizeDelta(meeting, { days: 1, minutes: -60 }, 15)).toEqual({ days: 0, minutes: 1380 });
    expect(resizeEvent(meeting, resizeDelta(meeting, { days: 1, minutes: -60 }, 15), ctx)).toMatchObject({ ok: true, payload: { end: '2026-11-13T10:30:00' } });
  });
  it('an event already shorter than a step keeps its length on a press; it only grows when asked', () => {
    const short = ev({ id: 's', start: '2026-11-12T10:00:00', end: '2026-11-12T10:05:00', allDay: false });
    expect(resizeDelta(short, { days: 0, minutes: -30 }, 15)).toEqual({ days: 0, minutes: 0 });
    expect(resizeDelta(short, { days: 0, minutes: 15 }, 15)).toEqual({ days: 0, minutes: 15 });
  });
});

describe('an all-day or multi-day bar: the end by days, never before its first day', () => {
  const bar = ev({ id: 'a', start: '2026-11-10', end: '2026-11-12' });
  it('two days on', () => {
    expect(resizeDelta(bar, { days: 2, minutes: 0 }, 15)).toEqual({ days: 2, minutes: 0 });
    expect(resizeEvent(bar, { days: 2, minutes: 0 }, ctx)).toMatchObject({ ok: true, payload: { start: '2026-11-10', end: '2026-11-14', allDay: true } });
  });
  it('back past its first day: a one-day event', () => {
    expect(resizeEvent(bar, resizeDelta(bar, { days: -5, minutes: 0 }, 15), ctx)).toMatchObject({ ok: true, payload: { start: '2026-11-10', end: '2026-11-10' } });
  });
  it('minDate/maxDate refuse (nothing is held at a bound)', () => {
    const bounded = { ...ctx, bounds: { min: null, max: parseIsoDay('2026-11-12') } };
    expect(resizeEvent(bar, resizeDelta(bar, { days: 1, minutes: 0 }, 15), bounded)).toEqual({ ok: false, reason: 'bounds' });
  });
});

describe('a recurring series (editable: "series"): its daily slot\'s end, by minutes only', () => {
  const series = ev({ id: 'r', scheduleType: 'recurring-slot', startDate: '2026-11-02', endDate: '2026-11-06', slotStartTime: '09:00', slotEndTime: '10:00', editable: 'series' });
  it('a column to the side does not change its days; above its start it is held a step after it', () => {
    expect(resizeDelta(series, { days: 2, minutes: 30 }, 15)).toEqual({ days: 0, minutes: 30 });
    expect(resizeEvent(series, resizeDelta(series, { days: 0, minutes: -120 }, 15), ctx)).toMatchObject({ ok: true, payload: { slotStartTime: '09:00', slotEndTime: '09:15', endDate: '2026-11-06' } });
  });
});
