/**
 * Week and day views: timed occurrences laid out in overlap columns
 * (rendering rule 2) and drawn as blocks. Only the time grid (a lazy part of
 * the script bundles) imports this, so month-only pages do not load it.
 */
import { hhmm, type Day } from './dates';
import { displayTitle, eventLabel } from './format';
import type { Strings } from './locale';
import type { CalendarEvent } from './normalize';
import { timedOccurrence, type Occurrence } from './schedule';

export interface PlacedOccurrence extends Occurrence {
  /** 0-based overlap column and the number of columns of its overlap group. */
  column: number;
  columns: number;
}

/**
 * Overlap columns (rendering rule 2): occurrences sorted by start (longer
 * first on ties) are grouped into clusters of transitively overlapping
 * blocks; each takes the first free column of its cluster.
 */
export function layoutTimed(occurrences: readonly Occurrence[]): PlacedOccurrence[] {
  const sorted = [...occurrences].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: PlacedOccurrence[] = [];
  let cluster: PlacedOccurrence[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const p of cluster) p.columns = columnEnds.length;
    cluster = [];
    columnEnds = [];
  };
  for (const occ of sorted) {
    if (occ.start >= clusterEnd) close();
    let column = columnEnds.findIndex((end) => end <= occ.start);
    if (column < 0) column = columnEnds.push(0) - 1;
    columnEnds[column] = occ.end;
    clusterEnd = cluster.length ? Math.max(clusterEnd, occ.end) : occ.end;
    const p: PlacedOccurrence = { ...occ, column, columns: 1 };
    cluster.push(p);
    placed.push(p);
  }
  close();
  return placed;
}

/** A timed block as the week and day grid draws it: its class, labels and place in the day column. */
export interface TimedBlock {
  key: string;
  event: CalendarEvent;
  className: string;
  /**
   * Its inline style, one string: its colours, and its place in the day column as the two logical
   * inset shorthands (two properties, not four): `inset-block` 'top bottom' by time, `inset-inline`
   * 'start end' by overlap column, in percentages of the column.
   */
  style: string;
  time: string;
  title: string;
  /** Its accessible name: the time, then the event's label (title, times, dates; see eventLabel). */
  label: string;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The timed blocks of `day` (its timed occurrences in overlap columns, see
 * layoutTimed), with every text and length the grid shows computed here, so
 * drawing one is a handful of assignments and nothing in it is computed again
 * when the grid redraws (a week can hold hundreds of blocks).
 */
export function timedBlocks(events: readonly CalendarEvent[], day: Day, strings: Strings, locale: string): TimedBlock[] {
  const occurrences: Occurrence[] = [];
  for (const event of events) {
    const occurrence = timedOccurrence(event, day);
    if (occurrence) occurrences.push(occurrence);
  }
  return layoutTimed(occurrences).map((o) => {
    const time = `${hhmm(o.start)}–${hhmm(o.end)}`;
    const block = `${percent(o.start, 1440)} ${percent(1440 - o.end, 1440)}`;
    const inline = `${percent(o.column, o.columns)} ${percent(o.columns - o.column - 1, o.columns)}`;
    const { color, textColor } = o.event;
    return {
      key: o.event.key,
      event: o.event,
      className: `ec-timed-event ec-schedule-${o.event.scheduleType}${o.slice ? ' ec-continuation-slice' : ''}`,
      // The text colour is '' until it is known (model/text-color.ts): the stylesheet's then.
      style: `--ec-event-color: ${color};${textColor ? ` --ec-event-text: ${textColor};` : ''} inset-block: ${block}; inset-inline: ${inline}`,
      time,
      title: displayTitle(o.event, strings),
      label: `${time} ${eventLabel(o.event, locale, strings, day)}`,
    };
  });
}
