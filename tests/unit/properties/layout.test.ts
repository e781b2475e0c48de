// Hardening 7: layout properties (fast-check): no two items share a slot, every item stays inside its days.
import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isoDay, parseIsoDay } from '../../../src/calendar/model/dates';
import { assignLanes, layoutRow } from '../../../src/calendar/model/layout';
import { layoutTimed } from '../../../src/calendar/model/timed';
import { DEFAULT_COLORS, normalizeEvent, type CalendarEvent } from '../../../src/calendar/model/normalize';
import { timedOccurrence } from '../../../src/calendar/model/schedule';

const OPTIONS = { scheduleMode: 'continuous' as const, timezone: 'local' as const, eventColors: DEFAULT_COLORS };
const BASE = parseIsoDay('2026-11-01')!;

/** An all-day event over [from, from + length] days from BASE (may start before or end after a row). */
const spanning = fc.record({ from: fc.integer({ min: -10, max: 20 }), length: fc.integer({ min: 0, max: 15 }) });
function allDay(i: number, from: number, length: number): CalendarEvent {
  return normalizeEvent({ id: `s${i}`, start: isoDay(BASE + from), end: isoDay(BASE + from + length), allDay: true }, i, OPTIONS)!;
}

/** A timed event on BASE + day, from `start` minutes for `minutes` (may run past midnight). */
const timed = fc.record({ day: fc.integer({ min: 0, max: 2 }), start: fc.integer({ min: 0, max: 1439 }), minutes: fc.integer({ min: 0, max: 2000 }) });
function timedEvent(i: number, day: number, start: number, minutes: number): CalendarEvent {
  const d0 = new Date(2026, 10, 1 + day, 0, start);
  const d1 = new Date(d0.getTime() + minutes * 60_000);
  return normalizeEvent({ id: `t${i}`, start: d0, end: d1, allDay: false }, i, OPTIONS)!;
}

describe('month and all-day bars', () => {
  it('bars in one lane never share a column; every bar is inside the row and inside its event\'s days', () => {
    fc.assert(fc.property(fc.array(spanning, { maxLength: 40 }), fc.integer({ min: 0, max: 10 }), (specs, rowOffset) => {
      const events = specs.map((s, i) => allDay(i, s.from, s.length));
      const start = BASE + rowOffset;
      const segments = assignLanes(events, start, 7);
      const used = new Set<string>();
      for (const s of segments) {
        if (s.startCol < 0 || s.endCol > 6 || s.startCol > s.endCol) return false;
        if (start + s.startCol < s.event.startDay || start + s.endCol > s.event.endDay) return false;
        for (let c = s.startCol; c <= s.endCol; c++) {
          const slot = `${s.lane}:${c}`;
          if (used.has(slot)) return false;
          used.add(slot);
        }
      }
      return true;
    }), { numRuns: 500 });
  });

  it("a cell's shown bars and '+N more' count add up to every event on that day", () => {
    fc.assert(fc.property(fc.array(spanning, { maxLength: 30 }), fc.integer({ min: 1, max: 4 }), (specs, maxLanes) => {
      const events = specs.map((s, i) => allDay(i, s.from, s.length));
      const row = layoutRow(events, BASE, 7, { maxLanes, maxInline: maxLanes });
      return row.cells.every((cell, col) => {
        const onDay = events.filter((e) => e.startDay <= cell.day && cell.day <= e.endDay).length;
        const shown = row.bars.filter((b) => b.startCol <= col && col <= b.endCol).length;
        return shown + cell.hidden === onDay && shown <= maxLanes;
      });
    }), { numRuns: 500 });
  });
});

describe('timed blocks in week and day views', () => {
  it('blocks in the same column never overlap in time; each column index is within its group', () => {
    fc.assert(fc.property(fc.array(timed, { maxLength: 60 }), fc.integer({ min: 0, max: 2 }), (specs, day) => {
      const events = specs.map((s, i) => timedEvent(i, s.day, s.start, s.minutes));
      const occurrences = events.map((e) => timedOccurrence(e, BASE + day)).filter((o) => o !== null);
      const placed = layoutTimed(occurrences);
      if (placed.length !== occurrences.length) return false;
      for (const p of placed) {
        if (p.column < 0 || p.column >= p.columns || p.start < 0 || p.end > 1440 || p.end <= p.start) return false;
        if (p.day !== BASE + day) return false;
      }
      for (let i = 0; i < placed.length; i++) {
        for (let j = i + 1; j < placed.length; j++) {
          const a = placed[i];
          const b = placed[j];
          if (a.column === b.column && a.start < b.end && b.start < a.end) return false;
        }
      }
      return true;
    }), { numRuns: 500 });
  });
});
