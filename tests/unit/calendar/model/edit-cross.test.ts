// Moving between the all-day lane and the time grid (issue 23 item 2): model/edit.ts crossEvent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeEvent, type CalendarEvent, type RawEvent } from '../../../../src/calendar/model/normalize';
import { crossEvent, payloadFields, TIMED_LENGTH } from '../../../../src/calendar/model/edit';
import { parseIsoDay } from '../../../../src/calendar/model/dates';

const OPTS = { scheduleMode: 'continuous' as const, timezone: 'local' as const, eventColors: [] };
const ev = (raw: RawEvent, timezone: 'local' | 'UTC' = 'local'): CalendarEvent => normalizeEvent(raw, 0, { ...OPTS, timezone })!;
const ctx = { bounds: { min: null, max: null }, timezone: 'local' as const };
const day = (iso: string) => parseIsoDay(iso)!;

describe('an all-day event dropped into the time grid becomes timed, an hour long, at the slot', () => {
  it('a three-day bar dropped on Friday 09:30: 09:30 to 10:30 that day, written YYYY-MM-DDTHH:mm:ss', () => {
    const e = ev({ id: 'a', start: '2026-11-10', end: '2026-11-12' });
    expect(TIMED_LENGTH).toBe(60);
    const moved = crossEvent(e, day('2026-11-13'), 9 * 60 + 30, ctx);
    expect(moved).toEqual({ ok: true, payload: { id: 'a', allDay: false, start: '2026-11-13T09:30:00', end: '2026-11-13T10:30:00' } });
    const after = ev({ ...e.data, ...(moved.ok ? payloadFields(moved.payload) : {}) });
    expect([after.allDay, after.start.getHours(), after.end.getTime() - after.start.getTime()]).toEqual([false, 9, 3_600_000]);
  });
  it('dropped on the last slot of the day it ends on the next day', () => {
    const e = ev({ id: 'a', start: '2026-11-10' });
    expect(crossEvent(e, day('2026-11-13'), 23 * 60 + 30, ctx)).toMatchObject({ ok: true, payload: { start: '2026-11-13T23:30:00', end: '2026-11-14T00:30:00' } });
  });
  it('timezone UTC: the slot is UTC wall time', () => {
    const e = ev({ id: 'a', start: '2026-11-10' }, 'UTC');
    expect(crossEvent(e, day('2026-11-13'), 8 * 60, { ...ctx, timezone: 'UTC' })).toMatchObject({ ok: true, payload: { start: '2026-11-13T08:00:00', end: '2026-11-13T09:00:00' } });
  });
});

describe('a timed event dropped on the all-day lane becomes all-day on that one day', () => {
  it('10:30-11:30 on Thursday dropped on Saturday: all-day Saturday, written YYYY-MM-DD', () => {
    const e = ev({ id: 't', start: '2026-11-12T10:30:00', end: '2026-11-12T11:30:00', allDay: false });
    const moved = crossEvent(e, day('2026-11-14'), null, ctx);
    expect(moved).toEqual({ ok: true, payload: { id: 't', allDay: true, start: '2026-11-14', end: '2026-11-14' } });
    const after = ev({ ...e.data, ...(moved.ok ? payloadFields(moved.payload) : {}) });
    expect([after.allDay, after.startDay, after.endDay]).toEqual([true, day('2026-11-14'), day('2026-11-14')]);
  });
});

describe('the rules of a drop hold', () => {
  const bounds = { min: day('2026-11-01'), max: day('2026-11-13') };
  it('minDate/maxDate refuse: past maxDate, and an hour that would end past it', () => {
    const e = ev({ id: 'a', start: '2026-11-10' });
    expect(crossEvent(e, day('2026-11-14'), 600, { ...ctx, bounds })).toEqual({ ok: false, reason: 'bounds' });
    expect(crossEvent(e, day('2026-11-13'), 23 * 60 + 30, { ...ctx, bounds })).toEqual({ ok: false, reason: 'bounds' });
    expect(crossEvent(ev({ id: 't', start: '2026-11-12T10:30:00', allDay: false }), day('2026-10-31'), null, { ...ctx, bounds })).toEqual({ ok: false, reason: 'bounds' });
  });
  it('a locked event stays put; a recurring series has no all-day form', () => {
    expect(crossEvent(ev({ id: 'a', start: '2026-11-10', editable: false }), day('2026-11-11'), 600, ctx)).toEqual({ ok: false, reason: 'locked' });
    const series = ev({ id: 's', scheduleType: 'recurring-slot', startDate: '2026-11-02', endDate: '2026-11-06', slotStartTime: '09:00', slotEndTime: '09:15', editable: 'series' });
    expect(crossEvent(series, day('2026-11-03'), null, ctx)).toEqual({ ok: false, reason: 'series' });
  });
});

describe('across a DST change the slot is the wall-clock time', () => {
  let tz: string | undefined;
  beforeAll(() => {
    tz = process.env.TZ;
    process.env.TZ = 'Europe/London'; // clocks go back on 2026-10-25
  });
  afterAll(() => {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  });
  it('dropped at 10:00 on the day the clocks change: 10:00 to 11:00', () => {
    expect(crossEvent(ev({ id: 'a', start: '2026-10-20' }), day('2026-10-25'), 600, ctx)).toMatchObject({ ok: true, payload: { start: '2026-10-25T10:00:00', end: '2026-10-25T11:00:00' } });
  });
});
