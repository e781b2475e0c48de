// Moving and resizing events (issue 23 items 1, 2, 7): the pure rules of model/edit.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeEvent, type CalendarEvent, type RawEvent } from '../../../../src/calendar/model/normalize';
import { deltaOf, editRights, lockOf, moveEvent, payloadFields, placeEvent, resizeEvent, snapMinutes } from '../../../../src/calendar/model/edit';
import { anyEditing } from '../../../../src/calendar/model/edit-rights';
import { parseIsoDay } from '../../../../src/calendar/model/dates';
import type { Bounds } from '../../../../src/calendar/model/ranges';

const OPTS = { scheduleMode: 'continuous' as const, timezone: 'local' as const, eventColors: [] };
const ev = (raw: RawEvent): CalendarEvent => normalizeEvent(raw, 0, OPTS)!;
const open: Bounds = { min: null, max: null };
const ctx = { bounds: open, timezone: 'local' as const };
const days = (n: number) => ({ days: n, minutes: 0 });
const minutes = (n: number) => ({ days: 0, minutes: n });

describe('opt-in: editRights', () => {
  it('off by default; editable turns every kind on', () => {
    expect(anyEditing({ editable: false, eventMove: null, eventResize: null, select: null })).toBe(false);
    expect(editRights({ editable: true, eventMove: null, eventResize: null, select: null })).toEqual({ move: true, resize: true, select: true });
  });
  it('the finer switches win over editable, both ways', () => {
    expect(editRights({ editable: true, eventMove: null, eventResize: false, select: false })).toEqual({ move: true, resize: false, select: false });
    expect(editRights({ editable: false, eventMove: true, eventResize: null, select: null })).toEqual({ move: true, resize: false, select: false });
  });
});

describe('an event\'s own editable: false wins; recurring slots move only as a series', () => {
  it('editable: false locks the event', () => {
    const e = ev({ id: 1, start: '2026-11-10', editable: false });
    expect(lockOf(e)).toBe('locked');
    expect(moveEvent(e, days(1), ctx)).toEqual({ ok: false, reason: 'locked' });
  });
  it('a recurring-slot event is not movable without editable: "series"', () => {
    const e = ev({ id: 2, scheduleType: 'recurring-slot', startDate: '2026-11-02', endDate: '2026-11-06', slotStartTime: '09:00', slotEndTime: '09:15' });
    expect(lockOf(e)).toBe('series');
    expect(moveEvent(e, days(1), ctx)).toEqual({ ok: false, reason: 'series' });
  });
  it('with editable: "series" the whole series moves: its days by days, its slot by minutes', () => {
    const e = ev({ id: 2, scheduleType: 'recurring-slot', startDate: '2026-11-02', endDate: '2026-11-06', slotStartTime: '09:00', slotEndTime: '09:15', editable: 'series' });
    const moved = moveEvent(e, { days: 7, minutes: 30 }, ctx);
    expect(moved).toEqual({ ok: true, payload: {
      id: '2', allDay: false, start: '2026-11-09T09:30:00', end: '2026-11-13T09:45:00',
      startDate: '2026-11-09', endDate: '2026-11-13', slotStartTime: '09:30', slotEndTime: '09:45',
    } });
    const again = ev({ ...e.data, ...(moved.ok ? payloadFields(moved.payload) : {}) });
    expect([again.startDay, again.endDay, again.slotStartTime]).toEqual([parseIsoDay('2026-11-09'), parseIsoDay('2026-11-13'), '09:30']);
  });
});

describe('move keeps the length', () => {
  it('an all-day event moves by days (month view), written YYYY-MM-DD', () => {
    const e = ev({ id: 'a', start: '2026-11-10', end: '2026-11-12' });
    expect(moveEvent(e, days(3), ctx)).toEqual({ ok: true, payload: { id: 'a', allDay: true, start: '2026-11-13', end: '2026-11-15' } });
  });
  it('an all-day event ignores minutes (a time-grid step does not apply to it)', () => {
    const e = ev({ id: 'a', start: '2026-11-10' });
    expect(moveEvent(e, { days: 0, minutes: 15 }, ctx)).toEqual({ ok: true, payload: { id: 'a', allDay: true, start: '2026-11-10', end: '2026-11-10' } });
  });
  it('a timed event moves by days keeping its times, written YYYY-MM-DDTHH:mm:ss', () => {
    const e = ev({ id: 't', start: '2026-11-05T09:30:00', end: '2026-11-05T11:00:00', allDay: false });
    expect(moveEvent(e, days(-7), ctx)).toEqual({ ok: true, payload: { id: 't', allDay: false, start: '2026-10-29T09:30:00', end: '2026-10-29T11:00:00' } });
  });
  it('a timed event moves by minutes across midnight', () => {
    const e = ev({ id: 't', start: '2026-11-05T23:00:00', end: '2026-11-05T23:45:00', allDay: false });
    expect(moveEvent(e, minutes(30), ctx)).toMatchObject({ ok: true, payload: { start: '2026-11-05T23:30:00', end: '2026-11-06T00:15:00' } });
  });
  it('snapMinutes rounds to the step (data-snap-minutes, 15 by default)', () => {
    expect([snapMinutes(7, 15), snapMinutes(8, 15), snapMinutes(-8, 15), snapMinutes(44, 30)]).toEqual([0, 15, -15, 30]);
  });
});

describe('resize moves the end; an event cannot end before it starts', () => {
  it('an all-day bar grows and shrinks by days, never below one day', () => {
    const e = ev({ id: 'a', start: '2026-11-10', end: '2026-11-12' });
    expect(resizeEvent(e, days(1), ctx)).toMatchObject({ ok: true, payload: { start: '2026-11-10', end: '2026-11-13' } });
    expect(resizeEvent(e, days(-2), ctx)).toMatchObject({ ok: true, payload: { start: '2026-11-10', end: '2026-11-10' } });
    expect(resizeEvent(e, days(-3), ctx)).toEqual({ ok: false, reason: 'order' });
  });
  it('a timed block keeps at least one step', () => {
    const e = ev({ id: 't', start: '2026-11-05T09:30:00', end: '2026-11-05T10:00:00', allDay: false });
    expect(resizeEvent(e, minutes(15), ctx)).toMatchObject({ ok: true, payload: { end: '2026-11-05T10:15:00' } });
    expect(resizeEvent(e, minutes(-30), ctx)).toEqual({ ok: false, reason: 'order' });
  });
});

describe('minDate/maxDate bound every move and resize: refused, never clamped', () => {
  const bounds = { min: parseIsoDay('2026-11-01'), max: parseIsoDay('2026-11-30') };
  it('a move that would leave the bounds is refused', () => {
    const e = ev({ id: 'a', start: '2026-11-28', end: '2026-11-29' });
    expect(moveEvent(e, days(1), { ...ctx, bounds })).toMatchObject({ ok: true });
    expect(moveEvent(e, days(2), { ...ctx, bounds })).toEqual({ ok: false, reason: 'bounds' });
    expect(moveEvent(ev({ id: 'b', start: '2026-11-01' }), days(-1), { ...ctx, bounds })).toEqual({ ok: false, reason: 'bounds' });
  });
  it('a resize past maxDate is refused', () => {
    const e = ev({ id: 't', start: '2026-11-30T20:00:00', end: '2026-11-30T23:00:00', allDay: false });
    expect(resizeEvent(e, minutes(120), { ...ctx, bounds })).toEqual({ ok: false, reason: 'bounds' });
  });
});

describe('moving across a DST change keeps the wall-clock time', () => {
  let tz: string | undefined;
  beforeAll(() => {
    tz = process.env.TZ;
    process.env.TZ = 'Europe/London'; // clocks go back on 2026-10-25
  });
  afterAll(() => {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  });
  it('10:30-11:30 the day before the change is 10:30-11:30 a day after it', () => {
    const e = ev({ id: 'd', start: '2026-10-24T10:30:00', end: '2026-10-24T11:30:00', allDay: false });
    const moved = moveEvent(e, days(2), ctx);
    expect(moved).toMatchObject({ ok: true, payload: { start: '2026-10-26T10:30:00', end: '2026-10-26T11:30:00' } });
    const after = ev({ ...e.data, ...(moved.ok ? payloadFields(moved.payload) : {}) });
    expect(after.start.getHours()).toBe(10);
    expect(after.end.getTime() - after.start.getTime()).toBe(3_600_000);
    expect(deltaOf(e, after, 'local')).toEqual({ days: 2, minutes: 0 });
  });
});

describe('the payload is written as the calendar reads its inputs', () => {
  it('timezone UTC: times are UTC wall time', () => {
    const e = normalizeEvent({ id: 'u', start: '2026-11-05T09:00:00', end: '2026-11-05T10:00:00', allDay: false }, 0, { ...OPTS, timezone: 'UTC' })!;
    expect(moveEvent(e, minutes(45), { ...ctx, timezone: 'UTC' })).toMatchObject({ ok: true, payload: { start: '2026-11-05T09:45:00', end: '2026-11-05T10:45:00' } });
  });
  it('deltaOf says days and minutes of a drop', () => {
    const e = ev({ id: 't', start: '2026-11-05T09:30:00', end: '2026-11-05T10:00:00', allDay: false });
    const moved = moveEvent(e, { days: 1, minutes: -45 }, ctx);
    const after = ev({ ...e.data, ...(moved.ok ? payloadFields(moved.payload) : {}) });
    expect(deltaOf(e, after, 'local')).toEqual({ days: 1, minutes: -45 });
  });
});

describe('placeEvent (calendar.moveEvent): absolute dates under the same rules', () => {
  const e = ev({ id: 't', start: '2026-11-05T09:30:00', end: '2026-11-05T10:30:00', allDay: false });
  it('without an end the event keeps its length', () => {
    expect(placeEvent(e, { start: '2026-11-06T14:00' }, ctx)).toMatchObject({ ok: true, payload: { start: '2026-11-06T14:00:00', end: '2026-11-06T15:00:00' } });
  });
  it('an end before the start is refused; an unreadable date too', () => {
    expect(placeEvent(e, { start: '2026-11-06T14:00', end: '2026-11-06T13:00' }, ctx)).toEqual({ ok: false, reason: 'order' });
    expect(placeEvent(e, { start: 'soon' }, ctx)).toEqual({ ok: false, reason: 'invalid' });
  });
  it('timed to all-day takes the days given', () => {
    expect(placeEvent(e, { start: '2026-11-07', end: '2026-11-08', allDay: true }, ctx)).toEqual({ ok: true, payload: { id: 't', allDay: true, start: '2026-11-07', end: '2026-11-08' } });
  });
  it('an all-day event placed on another day keeps its length', () => {
    expect(placeEvent(ev({ id: 'a', start: '2026-11-10', end: '2026-11-12' }), { start: '2026-11-20' }, ctx)).toMatchObject({ ok: true, payload: { start: '2026-11-20', end: '2026-11-22' } });
  });
});
