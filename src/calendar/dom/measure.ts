/**
 * Month view geometry from live element metrics (spec rendering rule 1):
 * where each day cell of a week row sits, where the bar lanes begin (under
 * the day number) and how tall a lane is. Measured after every layout
 * change, so bars stay aligned with cells whatever the fonts, borders,
 * zoom or writing direction: edges are measured from the row's inline start
 * (its right edge on a right-to-left page), so a bar placed with
 * inset-inline-start runs from its first day in either direction.
 */
import type { BarSegment } from '../model/layout';

export interface RowMetrics {
  /** Cell edges: distances from the row's inline start to each cell's start and end edge, pixels. */
  starts: number[];
  ends: number[];
  /** Top of the first lane, relative to the row. */
  top: number;
  /** Lane height plus gap. */
  stride: number;
}

function px(value: string): number | null {
  const m = /^\s*(-?[\d.]+)px\s*$/.exec(value);
  return m ? Number(m[1]) : null;
}

/** Measure a rendered `.ec-week-row`; null when it has no layout (hidden, or no DOM layout engine). */
export function measureRow(row: HTMLElement): RowMetrics | null {
  const box = row.getBoundingClientRect();
  const cells = Array.from(row.querySelectorAll<HTMLElement>('.ec-day-cell'));
  if (!cells.length || box.width === 0) return null;
  const style = getComputedStyle(row);
  const rtl = style.direction === 'rtl';
  // Screen boxes to the row's own CSS pixels: they differ under CSS zoom or a scale transform on an ancestor.
  const k = row.offsetWidth / box.width || 1;
  const starts: number[] = [];
  const ends: number[] = [];
  for (const cell of cells) {
    const b = cell.getBoundingClientRect();
    starts.push(k * (rtl ? box.right - b.right : b.left - box.left));
    ends.push(k * (rtl ? box.right - b.left : b.right - box.left));
  }
  const head = cells[0].querySelector<HTMLElement>('.ec-day-head');
  const top = head ? k * (head.getBoundingClientRect().bottom - box.top) : 0;
  const bar = row.querySelector<HTMLElement>('.ec-event-bar');
  const height = k * (bar?.getBoundingClientRect().height ?? 0) || px(style.getPropertyValue('--ec-event-height')) || 22;
  const gap = px(style.getPropertyValue('--ec-event-gap')) ?? 2;
  return { starts, ends, top, stride: height + gap };
}

/** A bar's inset-inline-start, width and top from measured metrics (left-to-right and right-to-left alike). */
export function placeBar(m: RowMetrics, bar: BarSegment, inset = 2): { start: number; width: number; top: number } {
  const start = Math.min(...m.starts.slice(bar.startCol, bar.endCol + 1)) + inset;
  return { start, width: Math.max(0, Math.max(...m.ends.slice(bar.startCol, bar.endCol + 1)) - inset - start), top: m.top + bar.lane * m.stride };
}
