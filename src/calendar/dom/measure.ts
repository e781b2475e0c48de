/**
 * Month view geometry from live element metrics (spec rendering rule 1):
 * where each day cell of a week row sits, where the bar lanes begin (under
 * the day number) and how tall a lane is. Measured after every layout
 * change, so bars stay aligned with cells whatever the fonts, borders,
 * zoom or writing direction.
 */
import type { BarSegment } from '../model/layout';

export interface RowMetrics {
  /** Cell edges relative to the row, physical pixels. */
  lefts: number[];
  rights: number[];
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
  const lefts: number[] = [];
  const rights: number[] = [];
  for (const cell of cells) {
    const b = cell.getBoundingClientRect();
    lefts.push(b.left - box.left);
    rights.push(b.right - box.left);
  }
  const head = cells[0].querySelector<HTMLElement>('.ec-day-head');
  const top = head ? head.getBoundingClientRect().bottom - box.top : 0;
  const style = getComputedStyle(row);
  const bar = row.querySelector<HTMLElement>('.ec-event-bar');
  const height = bar?.getBoundingClientRect().height || px(style.getPropertyValue('--ec-event-height')) || 22;
  const gap = px(style.getPropertyValue('--ec-event-gap')) ?? 2;
  return { lefts, rights, top, stride: height + gap };
}

/** Physical position of a bar from measured metrics (works left-to-right and right-to-left). */
export function placeBar(m: RowMetrics, bar: BarSegment, inset = 2): { left: number; width: number; top: number } {
  const lefts = m.lefts.slice(bar.startCol, bar.endCol + 1);
  const rights = m.rights.slice(bar.startCol, bar.endCol + 1);
  const left = Math.min(...lefts) + inset;
  return { left, width: Math.max(0, Math.max(...rights) - inset - left), top: m.top + bar.lane * m.stride };
}
