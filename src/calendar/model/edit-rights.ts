/**
 * Whether a calendar is editable (issue 23 item 1), apart from the editing
 * rules (./edit.ts, loaded with the editing part only): the calendar's
 * opt-in, read by the bundle to decide whether to load that part.
 */

export interface EditOptions {
  editable: boolean;
  eventMove: boolean | null;
  eventResize: boolean | null;
  select: boolean | null;
}

/** Whether any editing is asked for (the editing part is loaded only then; it reads the finer switches itself: ./edit.ts editRights). */
export const anyEditing = (o: EditOptions): boolean => !!(o.editable || o.eventMove || o.eventResize || o.select);

/** What stops working when the editing part cannot be loaded (the end of core/lazy's one warning): moving, resizing, selecting, saving. */
export const WITHOUT_EDITING = 'editing is off';
