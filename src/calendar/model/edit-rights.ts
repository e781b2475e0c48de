/**
 * Whether a calendar is editable (issue 23 item 1), apart from the editing
 * rules (./edit.ts, loaded with the editing part only): the calendar's
 * opt-in, read by the bundle to decide whether to load that part.
 */

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
