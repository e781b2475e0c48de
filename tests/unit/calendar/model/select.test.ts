// Selecting a range (issue 23 items 4, 5, 7): the pure rules of model/select.ts.
import { describe, expect, it } from 'vitest';
import { answeredEvent, firstSlot, rangeOf, rangeText, selectDates, selectPayload, selectRefusal, stepSelection, type Slot } from '../../../../src/calendar/model/select';
import { parseIsoDay } from '../../../../src/calendar/model/dates';
import { STRINGS_EN } from '../../../../src/calendar/model/locale';

const d = (iso: string) => parseIsoDay(iso)!;
const day = (iso: string): Slot => ({ day: d(iso), minutes: null });
const slot = (iso: string, clock: string): Slot => ({ day: d(iso), minutes: Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)) });
const open = { min: null, max: null };
const november = { start: d('2026-11-01'), end: d('2026-12-05') };

describe('a range spans the two places, whichever comes first', () => {
  it('days (month view): both days included, in either order', () => {
    expect(selectPayload(rangeOf(day('2026-11-12'), day('2026-11-10'), 15))).toEqual({ start: '2026-11-10', end: '2026-11-12', allDay: true });
  });
  it('one day is a one-day range', () => {
    expect(selectPayload(rangeOf(day('2026-11-12'), day('2026-11-12'), 15))).toEqual({ start: '2026-11-12', end: '2026-11-12', allDay: true });
  });
  it('slots (time grids): from the first slot\'s start to the end of the last slot (snap minutes)', () => {
    expect(selectPayload(rangeOf(slot('2026-11-12', '10:30'), slot('2026-11-12', '09:00'), 30))).toEqual({ start: '2026-11-12T09:00:00', end: '2026-11-12T11:00:00', allDay: false });
  });
  it('slots across days are one continuous range; the last slot of a day ends at the next midnight', () => {
    expect(selectPayload(rangeOf(slot('2026-11-12', '23:45'), slot('2026-11-12', '23:45'), 15))).toEqual({ start: '2026-11-12T23:45:00', end: '2026-11-13T00:00:00', allDay: false });
    expect(selectPayload(rangeOf(slot('2026-11-12', '22:00'), slot('2026-11-13', '01:00'), 15)).end).toBe('2026-11-13T01:15:00');
  });
});

describe('payload dates are written as the update API writes them, and read back in the calendar\'s timezone', () => {
  it('local: the wall time of the payload', () => {
    const { start, end } = selectDates({ start: '2026-11-12T09:00:00', end: '2026-11-12T10:00:00', allDay: false }, 'local');
    expect([start.getHours(), end.getHours(), start.getDate()]).toEqual([9, 10, 12]);
  });
  it('UTC: the same wall time in UTC', () => {
    expect(selectDates({ start: '2026-11-12T09:00:00', end: '2026-11-12T10:00:00', allDay: false }, 'UTC').start.toISOString()).toBe('2026-11-12T09:00:00.000Z');
  });
});

describe('minDate/maxDate bound a selection (refused, not clamped); it stays in the days shown', () => {
  const bounds = { min: d('2026-11-05'), max: d('2026-11-20') };
  it('inside the bounds: allowed', () => {
    expect(selectRefusal(rangeOf(day('2026-11-05'), day('2026-11-20'), 15), bounds, november)).toBeNull();
  });
  it('a day before minDate or after maxDate: bounds', () => {
    expect(selectRefusal(rangeOf(day('2026-11-04'), day('2026-11-06'), 15), bounds, november)).toBe('bounds');
    expect(selectRefusal(rangeOf(slot('2026-11-20', '23:00'), slot('2026-11-21', '00:00'), 15), bounds, november)).toBe('bounds');
  });
  it('a range ending at midnight does not reach into the next day', () => {
    expect(selectRefusal(rangeOf(slot('2026-11-20', '23:45'), slot('2026-11-20', '23:45'), 15), bounds, november)).toBeNull();
  });
  it('beyond the days shown: view', () => {
    expect(selectRefusal(rangeOf(day('2026-12-05'), day('2026-12-06'), 15), open, november)).toBe('view');
  });
});

describe('keyboard: arrows move the selection, Shift+arrows extend it', () => {
  const sel = { anchor: day('2026-11-12'), focus: day('2026-11-12') };
  it('month view: ←/→ a day, ↑/↓ a week; the whole selection moves', () => {
    expect(stepSelection(sel, 'ArrowRight', false, 'month', 15)).toEqual({ anchor: day('2026-11-13'), focus: day('2026-11-13') });
    expect(stepSelection(sel, 'ArrowUp', false, 'month', 15)).toEqual({ anchor: day('2026-11-05'), focus: day('2026-11-05') });
  });
  it('Shift: only the focus moves (the range grows, or shrinks back, or turns round its anchor)', () => {
    const grown = stepSelection(sel, 'ArrowDown', true, 'month', 15);
    expect(grown).toEqual({ anchor: day('2026-11-12'), focus: day('2026-11-19') });
    expect(selectPayload(rangeOf(grown.anchor, grown.focus, 15))).toMatchObject({ start: '2026-11-12', end: '2026-11-19' });
    const turned = stepSelection(sel, 'ArrowLeft', true, 'month', 15);
    expect(selectPayload(rangeOf(turned.anchor, turned.focus, 15))).toMatchObject({ start: '2026-11-11', end: '2026-11-12' });
  });
  it('time grids: ↑/↓ a slot (across midnight), ←/→ a day', () => {
    const late = { anchor: slot('2026-11-12', '23:45'), focus: slot('2026-11-12', '23:45') };
    expect(stepSelection(late, 'ArrowDown', false, 'week', 15)).toEqual({ anchor: slot('2026-11-13', '00:00'), focus: slot('2026-11-13', '00:00') });
    expect(stepSelection(late, 'ArrowLeft', true, 'day', 15)).toEqual({ anchor: slot('2026-11-12', '23:45'), focus: slot('2026-11-11', '23:45') });
    expect(stepSelection(late, 'ArrowUp', true, 'week', 30).focus).toEqual(slot('2026-11-12', '23:15'));
  });
});

describe('Space on a day column header starts at the first business slot, else the first slot shown', () => {
  it('a business day: the opening time', () => {
    expect(firstSlot(d('2026-11-12'), 9 * 60, 7 * 60, 15)).toEqual(slot('2026-11-12', '09:00'));
  });
  it('otherwise: the first whole slot shown, inside the day', () => {
    expect(firstSlot(d('2026-11-14'), null, 7 * 60 + 5, 15)).toEqual(slot('2026-11-14', '07:15'));
    expect(firstSlot(d('2026-11-14'), null, 1500, 30)).toEqual(slot('2026-11-14', '23:30'));
  });
});

describe('what is said', () => {
  it('days: one day, or a range of days', () => {
    expect(rangeText(rangeOf(day('2026-11-12'), day('2026-11-12'), 15), 'en-US', STRINGS_EN)).toBe('Thursday, November 12, 2026');
    expect(rangeText(rangeOf(day('2026-11-12'), day('2026-11-13'), 15), 'en-US', STRINGS_EN)).toBe('Thursday, November 12, 2026 to Friday, November 13, 2026');
  });
  it('times: the day, then the times; a range ending at midnight ends at 24:00', () => {
    expect(rangeText(rangeOf(slot('2026-11-12', '09:00'), slot('2026-11-12', '10:15'), 15), 'en-US', STRINGS_EN)).toBe('Thursday, November 12, 2026, 09:00 to 10:30');
    expect(rangeText(rangeOf(slot('2026-11-12', '23:45'), slot('2026-11-12', '23:45'), 15), 'en-US', STRINGS_EN)).toBe('Thursday, November 12, 2026, 23:45 to 24:00');
    expect(rangeText(rangeOf(slot('2026-11-12', '22:00'), slot('2026-11-13', '01:00'), 15), 'en-US', STRINGS_EN)).toBe('Thursday, November 12, 2026, 22:00 to Friday, November 13, 2026, 01:15');
  });
});

describe('the event in the answer: the answer itself, or its data', () => {
  it('an event as the answer', () => {
    expect(answeredEvent({ id: 7, title: 'New', start: '2026-11-12' })).toEqual({ id: 7, title: 'New', start: '2026-11-12' });
  });
  it('an envelope: its data (or data.data inside an ApiService envelope)', () => {
    expect(answeredEvent({ success: true, data: { id: 7, start: '2026-11-12' } })).toEqual({ id: 7, start: '2026-11-12' });
    expect(answeredEvent({ data: { success: true, data: { id: 8, start: '2026-11-12' } } })).toEqual({ id: 8, start: '2026-11-12' });
  });
  it('no event: null (a list, a bare success, no start)', () => {
    expect([answeredEvent([{ start: '2026-11-12' }]), answeredEvent({ success: true }), answeredEvent({ data: { id: 1 } }), answeredEvent(null)]).toEqual([null, null, null, null]);
  });
});
