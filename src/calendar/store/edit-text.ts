/**
 * The editing part's texts (issue 23 item 5): English here, beside the code
 * that says them; other languages in src/lang/ (`calendarEdit`), loaded with
 * the language file the calendar already uses; a host translate() wins.
 * Part of the editing part: a calendar that is not editable never loads them.
 */
import { hostI18n } from '../../core/host';
import { baseLanguage, hostText } from '../../core/i18n';
import { languageFile, languages } from '../../lang/files';

export const EDIT_TEXT = {
  hint: 'To move an event with the keyboard: focus it, press Space, move it with the arrow keys (Shift and the arrow keys move its end), then Space to drop it or Escape to put it back. With a mouse or a finger: drag it, or drag its end edge to change its end (a finger presses and holds first).',
  pickedUp: 'Picked up {event}. Arrow keys move it, Space drops it, Escape puts it back.',
  dropped: 'Dropped: {event}',
  cancelled: 'Put back: {event}',
  refusedBounds: 'It cannot go there: outside the dates this calendar allows.',
  refusedOrder: 'It cannot end before it starts.',
  refusedView: 'It cannot go further in this view.',
  locked: 'cannot be moved',
  series: 'part of a repeating series, cannot be moved on its own',
  saveError: '"{title}" could not be saved and is back where it was.',
  occurrenceAsk: '"{title}" repeats. Which events change?',
  occurrenceThis: 'Change this event',
  occurrenceFollowing: 'This and following events',
  occurrenceCancel: 'Cancel',
  ghost: 'Move to {date}',
  resizeGhost: 'Ends {date}',
  selectHint: 'To select a range with the keyboard: focus a day (in the week and day views, a day\'s header), press Space, move the selection with the arrow keys (Shift and the arrow keys extend it), then Space to select or Escape to cancel. With a mouse: drag over days or times; with a finger: press and hold, then drag.',
  selecting: 'Selecting {range}. Arrow keys move it, Shift and the arrow keys extend it, Space selects, Escape cancels.',
  selected: 'Selected: {range}',
  sending: 'Saving {range}…',
  selectCancelled: 'Selection cancelled',
  added: 'Added: {event}',
  selectError: 'The event for {range} could not be added.',
};

export type EditStrings = typeof EDIT_TEXT;

const FILES = new Map<string, Partial<EditStrings>>();

/** The texts in `locale`: what is loaded now (English until the language file is there). */
export function editText(locale: string): EditStrings {
  const out = { ...EDIT_TEXT, ...FILES.get(baseLanguage(locale)) };
  const i18n = hostI18n();
  for (const key of Object.keys(EDIT_TEXT) as (keyof EditStrings)[]) out[key] = hostText(i18n, EDIT_TEXT[key], locale) ?? out[key];
  return out;
}

/** Load the texts of `locale` (its language file, once per page); resolves with them, English when there is no file. */
export async function loadEditText(locale: string): Promise<EditStrings> {
  const lang = baseLanguage(locale);
  if (!FILES.has(lang) && languages.includes(lang)) {
    const file = await languageFile(lang, 'editing is said in English').catch(() => null);
    if (file) FILES.set(lang, (file as { calendarEdit?: Partial<EditStrings> }).calendarEdit ?? {});
  }
  return editText(locale);
}
