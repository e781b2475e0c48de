/**
 * Who may edit what (issue 23 items 1 and 7), apart from the editing maths
 * (./edit.ts, which needs dayjs and is loaded with the editing part only):
 * the calendar's opt-in, and the events that say no.
 */
import type { CalendarEvent } from './normalize';

/** Which editing the calendar allows: the finer switches, each following `editable` unless set. */
export interface EditRights {
  move: boolean;
  resize: boolean;
  select: boolean;
}

export interface EditOptions {
  editable: boolean;
  eventMove: boolean | null;
  eventResize: boolean | null;
  select: boolean | null;
}

export function editRights(o: EditOptions): EditRights {
  return { move: o.eventMove ?? o.editable, resize: o.eventResize ?? o.editable, select: o.select ?? o.editable };
}

/** Whether any editing is on (the editing part is loaded only then). */
export function anyEditing(o: EditOptions): boolean {
  const r = editRights(o);
  return r.move || r.resize || r.select;
}

/** Why an event cannot be edited: its own `editable: false`, or a recurring slot without `editable: 'series'`. */
export type Lock = 'locked' | 'series' | null;

export function lockOf(event: CalendarEvent): Lock {
  const own = event.data.editable;
  if (own === false || own === 'false') return 'locked';
  if (event.scheduleType === 'recurring-slot' && own !== 'series') return 'series';
  return null;
}
