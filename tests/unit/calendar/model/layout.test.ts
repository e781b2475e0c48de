import { describe, expect, it } from 'vitest';
import { isoDay, parseIsoDay } from '../../../../src/calendar/model/dates';
import { assignLanes, layoutMonth, layoutRow } from '../../../../src/calendar/model/layout';
import { layoutTimed, timedBlocks } from '../../../../src/calendar/model/timed';
import type { Strings } from '../../../../src/calendar/model/locale';
import { DEFAULT_COLORS, normalizeEvents, type CalendarEvent, type NormalizeOptions } from '../../../../src/calendar/model/normalize';
import { visibleRange } from '../../../../src/calendar/model/ranges';
import { eventsOnDay, isInline, isSpanning, timedOccurrence } from '../../../../src/calendar/model/schedule';

const opts: NormalizeOptions = { scheduleMode: 'continuous', timezone: 'local', eventColors: DEFAULT_COLORS };
const d = (s: string) => parseIsoDay(s)!;
const norm = (list: Record<string, unknown>[]) => normalizeEvents(list, opts);

/** Deterministic PRNG (mulberry32) so failures reproduce. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomEvents(count: number, seed: number): CalendarEvent[] {
  const r = rng(seed);
  const base = d('2024-02-20');
  const list = Array.from({ length: count }, (_, i) => {
    const start = base + Math.floor(r() * 50);
    const kind = r();
    if (kind < 0.5) return { id: `s${i}`, title: `span ${i}`, start: isoDay(start), end: isoDay(start + Math.floor(r() * 12)) };
    if (kind < 0.8) return { id: `t${i}`, title: `timed ${i}`, start: `${isoDay(start)}T${String(8 + Math.floor(r() * 10)).padStart(2, '0')}:00:00`, allDay: false };
    return { id: `r${i}`, title: `slot ${i}`, scheduleType: 'recurring-slot', startDate: isoDay(start), endDate: isoDay(start + Math.floor(r() * 6)), slotStartTime: '09:00', slotEndTime: '10:00' };
  });
  return norm(list);
}

describe('Scheduling semantics: what renders where', () => {
  const [allDay, multiTimed, sameTimed, slot] = norm([
    { start: '2024-03-05' },
    { start: '2024-03-05T22:00:00', end: '2024-03-07T02:00:00', allDay: false },
    { start: '2024-03-05T09:00:00', end: '2024-03-05T10:30:00', allDay: false },
    { scheduleType: 'recurring-slot', startDate: '2024-03-04', endDate: '2024-03-08', slotStartTime: '09:00', slotEndTime: '09:30' },
  ]);
  it('continuous multi-day and all-day events are spanning bars; recurring slots never are', () => {
    expect([allDay, multiTimed, sameTimed, slot].map(isSpanning)).toEqual([true, true, false, false]);
  });
  it('same-day timed events and recurring slots are inline month items', () => {
    expect([allDay, multiTimed, sameTimed, slot].map(isInline)).toEqual([false, false, true, true]);
  });
  it('recurring slot: a timed occurrence on every day of its range, from slotStartTime to slotEndTime', () => {
    const days = ['2024-03-03', '2024-03-04', '2024-03-06', '2024-03-08', '2024-03-09'].map((s) => timedOccurrence(slot, d(s)));
    expect(days.map((o) => o && [o.start, o.end])).toEqual([null, [540, 570], [540, 570], [540, 570], null]);
  });
  it('multi-day timed continuous event: slices only on its start day and end day', () => {
    expect(timedOccurrence(multiTimed, d('2024-03-05'))).toMatchObject({ start: 22 * 60, end: 1440, slice: true });
    expect(timedOccurrence(multiTimed, d('2024-03-06'))).toBeNull();
    expect(timedOccurrence(multiTimed, d('2024-03-07'))).toMatchObject({ start: 0, end: 120, slice: true });
  });
  it('all-day events have no timed occurrence; same-day timed ones keep their times', () => {
    expect(timedOccurrence(allDay, d('2024-03-05'))).toBeNull();
    expect(timedOccurrence(sameTimed, d('2024-03-05'))).toMatchObject({ start: 540, end: 630, slice: false });
  });
});

describe('Month layout: spanning bars into lanes', () => {
  it('a bar crossing a week boundary is cut per row with start/end flags', () => {
    const events = norm([{ id: 'a', start: '2024-03-07', end: '2024-03-12' }]);
    const rows = layoutMonth(events, visibleRange('month', d('2024-03-01'), 0), { maxLanes: 3, maxInline: 3 });
    const segs = rows.flatMap((r) => r.bars.map((b) => ({ row: isoDay(r.start), ...b })));
    expect(segs.map((s) => [s.row, s.startCol, s.endCol, s.isStart, s.isEnd])).toEqual([
      ['2024-03-03', 4, 6, true, false],
      ['2024-03-10', 0, 2, false, true],
    ]);
  });

  it('longest first, then earlier start, then input order', () => {
    const events = norm([
      { id: 'short', start: '2024-03-04', end: '2024-03-05' },
      { id: 'long', start: '2024-03-05', end: '2024-03-08' },
      { id: 'tie', start: '2024-03-04', end: '2024-03-05' },
    ]);
    const segs = assignLanes(events, d('2024-03-03'), 7);
    expect(segs.map((s) => [s.event.id, s.lane])).toEqual([['long', 0], ['short', 1], ['tie', 2]]);
  });

  it('greedy: a bar takes the first lane that is free on all its days', () => {
    const events = norm([
      { id: 'a', start: '2024-03-03', end: '2024-03-05' },
      { id: 'b', start: '2024-03-06', end: '2024-03-08' },
      { id: 'c', start: '2024-03-04', end: '2024-03-04' },
    ]);
    const lanes = Object.fromEntries(assignLanes(events, d('2024-03-03'), 7).map((s) => [s.event.id, s.lane]));
    expect(lanes).toEqual({ a: 0, b: 0, c: 1 });
  });

  it('with hundreds of events: no two bars of a row overlap in a lane, no bar outside its days or row', () => {
    for (const seed of [1, 2, 3]) {
      const events = randomEvents(400, seed);
      const range = visibleRange('month', d('2024-03-01'), 1);
      for (const row of layoutMonth(events, range, { maxLanes: 1000, maxInline: 1000 })) {
        const seen = new Map<number, Set<number>>();
        for (const bar of row.bars) {
          expect(bar.startCol).toBeGreaterThanOrEqual(0);
          expect(bar.endCol).toBeLessThan(7);
          expect(bar.startCol).toBeLessThanOrEqual(bar.endCol);
          expect(row.start + bar.startCol).toBeGreaterThanOrEqual(bar.event.startDay);
          expect(row.start + bar.endCol).toBeLessThanOrEqual(bar.event.endDay);
          expect(bar.isStart).toBe(bar.event.startDay === row.start + bar.startCol);
          expect(bar.isEnd).toBe(bar.event.endDay === row.start + bar.endCol);
          const used = seen.get(bar.lane) ?? new Set<number>();
          for (let c = bar.startCol; c <= bar.endCol; c++) {
            expect(used.has(c), `lane ${bar.lane} col ${c} used twice`).toBe(false);
            used.add(c);
          }
          seen.set(bar.lane, used);
        }
        // every spanning event touching the row appears exactly once
        const expected = events.filter((e) => isSpanning(e) && e.startDay <= row.start + 6 && e.endDay >= row.start).length;
        expect(row.bars).toHaveLength(expected);
      }
    }
  });

  it('is stable: the same input gives the same lanes, and equal bars keep input order', () => {
    const events = randomEvents(300, 7);
    const range = visibleRange('month', d('2024-03-01'), 0);
    const a = layoutMonth(events, range, { maxLanes: 3, maxInline: 3 });
    const b = layoutMonth([...events], range, { maxLanes: 3, maxInline: 3 });
    const sig = (rows: typeof a) => rows.map((r) => r.bars.map((x) => `${x.event.id}:${x.lane}:${x.startCol}`).join(','));
    expect(sig(b)).toEqual(sig(a));
    const twins = norm(Array.from({ length: 5 }, (_, i) => ({ id: `twin${i}`, start: '2024-03-05', end: '2024-03-06' })));
    expect(assignLanes(twins, d('2024-03-03'), 7).map((s) => s.event.id)).toEqual(['twin0', 'twin1', 'twin2', 'twin3', 'twin4']);
  });
});

describe("Limits: maxEventsPerDay and '+N more'", () => {
  it('at most maxEventsPerDay lanes are visible; hidden bars count on each day they cover', () => {
    const events = norm(Array.from({ length: 5 }, (_, i) => ({ id: `e${i}`, start: '2024-03-04', end: `2024-03-0${5 + (i % 2)}` })));
    const row = layoutRow(events, d('2024-03-03'), 7, { maxLanes: 3, maxInline: 3 });
    expect(row.bars).toHaveLength(3);
    expect(row.lanes).toBe(3);
    expect(row.cells.map((c) => c.hidden)).toEqual([0, 2, 2, 0, 0, 0, 0]);
  });

  it('inline items are capped per day and the rest counted, together with hidden bars', () => {
    const slots = Array.from({ length: 5 }, (_, i) => ({ id: `t${i}`, start: `2024-03-05T${10 + i}:00:00`, allDay: false }));
    const bars = Array.from({ length: 4 }, (_, i) => ({ id: `b${i}`, start: '2024-03-05' }));
    const row = layoutRow(norm([...slots, ...bars]), d('2024-03-03'), 7, { maxLanes: 3, maxInline: 3 });
    const cell = row.cells[2];
    expect(isoDay(cell.day)).toBe('2024-03-05');
    expect(cell.items.map((e) => e.id)).toEqual(['t0', 't1', 't2']);
    expect(cell.hidden).toBe(2 + 1);
  });

  it('inline items are ordered by their start time', () => {
    const row = layoutRow(norm([
      { id: 'late', start: '2024-03-05T15:00:00', allDay: false },
      { id: 'slot', scheduleType: 'recurring-slot', startDate: '2024-03-01', endDate: '2024-03-09', slotStartTime: '08:00', slotEndTime: '08:30' },
      { id: 'early', start: '2024-03-05T09:00:00', allDay: false },
    ]), d('2024-03-03'), 7, { maxLanes: 3, maxInline: 3 });
    expect(row.cells[2].items.map((e) => e.id)).toEqual(['slot', 'early', 'late']);
    expect(row.cells[0].items.map((e) => e.id)).toEqual(['slot']);
  });

  it('Rendering rule 3: the compact layout keeps one lane and counts the rest', () => {
    const events = norm([{ start: '2024-03-04', end: '2024-03-06' }, { start: '2024-03-05' }, { start: '2024-03-05' }]);
    const row = layoutRow(events, d('2024-03-03'), 7, { maxLanes: 1, maxInline: 3 });
    expect(row.bars).toHaveLength(1);
    expect(row.cells.map((c) => c.hidden)).toEqual([0, 0, 2, 0, 0, 0, 0]);
  });

  it("'+N more' equals the events of the day minus those shown, for random data", () => {
    const events = randomEvents(400, 11);
    const range = visibleRange('month', d('2024-03-01'), 0);
    for (const row of layoutMonth(events, range, { maxLanes: 3, maxInline: 3 })) {
      row.cells.forEach((cell, col) => {
        const shownBars = row.bars.filter((b) => b.startCol <= col && col <= b.endCol).length;
        expect(cell.hidden).toBe(eventsOnDay(events, cell.day).length - shownBars - cell.items.length);
        expect(cell.items.length).toBeLessThanOrEqual(3);
      });
      expect(row.lanes).toBeLessThanOrEqual(3);
    }
  });
});

describe('Rendering rule 2: overlap columns for timed items', () => {
  const occ = (id: string, start: number, end: number) => ({ event: { id } as CalendarEvent, day: 0, start, end, slice: false });
  it('concurrent items sit side by side; separate clusters reset', () => {
    const placed = layoutTimed([occ('a', 540, 600), occ('b', 570, 630), occ('c', 600, 660), occ('d', 700, 730)]);
    const by = Object.fromEntries(placed.map((p) => [p.event.id, [p.column, p.columns]]));
    expect(by).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });
  it('no two placed items in one column overlap (random)', () => {
    const r = rng(5);
    const items = Array.from({ length: 200 }, (_, i) => {
      const s = Math.floor(r() * 1400);
      return occ(String(i), s, s + 15 + Math.floor(r() * 120));
    });
    const placed = layoutTimed(items);
    for (const a of placed) {
      for (const b of placed) {
        if (a !== b && a.column === b.column && a.columns === b.columns) {
          expect(a.end <= b.start || b.end <= a.start, `${a.event.id}/${b.event.id}`).toBe(true);
        }
      }
      expect(a.column).toBeLessThan(a.columns);
    }
  });
});

describe('timedBlocks', () => {
  it('places the timed occurrences of a day in overlap columns, with their class, labels and percentages', () => {
    const events = norm([
      { id: 'a', title: 'A', start: '2024-03-05T09:00:00', end: '2024-03-05T10:00:00', allDay: false },
      { id: 'b', title: 'B', start: '2024-03-05T09:30:00', end: '2024-03-05T11:00:00', allDay: false },
      { id: 'c', title: '', start: '2024-03-04T22:00:00', end: '2024-03-05T06:00:00', allDay: false },
      { id: 'd', title: 'D', start: '2024-03-05', allDay: true },
      { id: 'e', title: 'E', start: '2024-03-06T09:00:00', end: '2024-03-06T10:00:00', allDay: false },
    ]);
    const strings = { untitled: '(untitled)', range: '{start} to {end}', allDay: 'All day' } as Strings;
    const blocks = timedBlocks(events, d('2024-03-05'), strings, 'en');
    // Placed by the inset shorthands: 'top bottom' (inset-block) and 'start end' (inset-inline), in % of the column,
    // in the block's one style string after its colours.
    const place = (style: string) => /; inset-block: ([^;]+); inset-inline: ([^;]+)$/.exec(style)?.slice(1) ?? [style, ''];
    expect(blocks.map((b) => [b.event.id, b.className, ...place(b.style), b.time, b.title])).toEqual([
      ['c', 'ec-timed-event ec-schedule-continuous ec-continuation-slice', '0% 75%', '0% 0%', '00:00–06:00', '(untitled)'],
      ['a', 'ec-timed-event ec-schedule-continuous', `37.5% ${(840 / 1440) * 100}%`, '0% 50%', '09:00–10:00', 'A'],
      ['b', 'ec-timed-event ec-schedule-continuous', `${(570 / 1440) * 100}% ${(780 / 1440) * 100}%`, '50% 0%', '09:30–11:00', 'B'],
    ]);
    expect(blocks.map((b) => b.style.split('; inset-block')[0])).toEqual(
      blocks.map((b) => `--ec-event-color: ${b.event.color}; --ec-event-text: ${b.event.textColor}`),
    );
    // Each block's accessible name: its time, then the event's label (eventLabel) on that day.
    expect(blocks.map((b) => b.label)).toEqual([
      '00:00–06:00 (untitled), 22:00 to 06:00, Monday, March 4, 2024 to Tuesday, March 5, 2024',
      '09:00–10:00 A, 09:00 to 10:00, Tuesday, March 5, 2024',
      '09:30–11:00 B, 09:30 to 11:00, Tuesday, March 5, 2024',
    ]);
    // A text colour not known yet ('': model/text-color.ts) leaves the stylesheet's: no empty custom property.
    const unknown = timedBlocks([{ ...events[0], textColor: '' }], d('2024-03-05'), strings, 'en');
    expect(unknown[0].style).toBe(`--ec-event-color: ${events[0].color}; inset-block: 37.5% ${(840 / 1440) * 100}%; inset-inline: 0% 0%`);
    // The same placement layoutTimed gives, key by key.
    const placed = layoutTimed(events.map((e) => timedOccurrence(e, d('2024-03-05'))).filter((o) => o !== null));
    expect(blocks.map((b) => b.key)).toEqual(placed.map((p) => p.event.key));
  });
});
