/**
 * Month and all-day lane layout (spec "Rendering rules" 1 and 3, Limits):
 * spanning bars are cut per week row and stacked into lanes (stable,
 * greedy, longest first); inline items fill each day under the bars; both
 * are capped by maxEventsPerDay and what is hidden is counted per day for
 * '+N more'. Week/day timed blocks: model/timed.ts (only the time grid's part loads it).
 */
import type { Day } from './dates';
import type { CalendarEvent } from './normalize';
import type { DayRange } from './ranges';
import { inlineStart, isInline, isSpanning, occursOn } from './schedule';

/** One week row's piece of a spanning event. Columns are 0-based, inclusive. */
export interface BarSegment {
  event: CalendarEvent;
  /** Render key: unique per event and row. */
  key: string;
  startCol: number;
  endCol: number;
  lane: number;
  /** The event starts / ends inside this row (ec-event-start / ec-event-end). */
  isStart: boolean;
  isEnd: boolean;
}

export interface CellLayout {
  day: Day;
  /** Inline items shown in the cell, by start time. */
  items: CalendarEvent[];
  /** Items of this day not shown (hidden bars + inline items beyond the cap): the '+N more' count. */
  hidden: number;
}

export interface RowLayout {
  start: Day;
  columns: number;
  /** Visible bars, lane by lane. */
  bars: BarSegment[];
  /** Lanes actually used by visible bars (space to reserve above inline items). */
  lanes: number;
  cells: CellLayout[];
}

export interface RowOptions {
  /** Visible bar lanes: maxEventsPerDay, or 1 in the compact layout (rule 3). */
  maxLanes: number;
  /** Inline items per day (maxEventsPerDay); 0 for the week all-day lane, which has none. */
  maxInline: number;
}

const spanLength = (e: CalendarEvent) => e.endDay - e.startDay;

/** Cut the spanning events into this row and assign lanes (all of them, hidden ones included). */
export function assignLanes(spanning: readonly CalendarEvent[], start: Day, columns: number): BarSegment[] {
  const end = start + columns - 1;
  const inRow = spanning.filter((e) => e.startDay <= end && e.endDay >= start);
  // Longest first, then earlier start; Array.prototype.sort is stable, so input order breaks ties.
  inRow.sort((a, b) => spanLength(b) - spanLength(a) || a.startDay - b.startDay);
  const laneMasks: number[] = [];
  return inRow.map((event) => {
    const startCol = Math.max(event.startDay, start) - start;
    const endCol = Math.min(event.endDay, end) - start;
    const mask = ((1 << (endCol + 1)) - 1) ^ ((1 << startCol) - 1);
    let lane = laneMasks.findIndex((used) => (used & mask) === 0);
    if (lane < 0) lane = laneMasks.push(0) - 1;
    laneMasks[lane] |= mask;
    return { event, key: `${event.key}@${start}`, startCol, endCol, lane, isStart: event.startDay >= start, isEnd: event.endDay <= end };
  });
}

/** Layout of one row of `columns` days from `start`. */
export function layoutRow(events: readonly CalendarEvent[], start: Day, columns: number, options: RowOptions): RowLayout {
  const maxLanes = Math.max(1, options.maxLanes);
  const segments = assignLanes(events.filter(isSpanning), start, columns);
  const bars = segments.filter((s) => s.lane < maxLanes).sort((a, b) => a.lane - b.lane || a.startCol - b.startCol);
  const hiddenBars = segments.filter((s) => s.lane >= maxLanes);
  const inline = options.maxInline > 0 ? events.filter(isInline) : [];
  const cells: CellLayout[] = [];
  for (let col = 0; col < columns; col++) {
    const day = start + col;
    const all = inline.filter((e) => occursOn(e, day)).sort((a, b) => inlineStart(a) - inlineStart(b));
    const items = all.slice(0, options.maxInline);
    const hiddenHere = hiddenBars.filter((s) => s.startCol <= col && col <= s.endCol).length;
    cells.push({ day, items, hidden: all.length - items.length + hiddenHere });
  }
  const lanes = bars.reduce((n, b) => Math.max(n, b.lane + 1), 0);
  return { start, columns, bars, lanes, cells };
}

/** Month layout: one row per week of the visible range (which starts on a week start). */
export function layoutMonth(events: readonly CalendarEvent[], range: DayRange, options: RowOptions): RowLayout[] {
  const visible = events.filter((e) => e.startDay <= range.end && e.endDay >= range.start);
  const rows: RowLayout[] = [];
  for (let start = range.start; start <= range.end; start += 7) rows.push(layoutRow(visible, start, 7, options));
  return rows;
}
