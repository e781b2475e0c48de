/**
 * The list view's own texts and the time it shows for an item (issue 45
 * item 3). English here, beside the code that says them; other languages in
 * the calendar catalogue of their file in src/lang/ (the calendar's strings
 * carry them once that file is loaded); a host translate() wins. Only the
 * list part imports this module, so a calendar that never shows the list
 * carries none of it. Pure.
 */
import { hhmm } from './dates';
import { hostText, say, type HostI18n } from '../../core/i18n';
import type { Strings } from './locale';
import type { ListItem } from './list';

export const LIST_TEXT = {
  /** The first day of a timed event that goes on past that day. */
  listFrom: 'from {time}',
  /** The last day of a timed event that began on an earlier day. */
  listUntil: 'until {time}',
  /** Which day of a multi-day event a list entry is. */
  listPart: 'day {day} of {count}',
};

export type ListStrings = typeof LIST_TEXT;

/** The list's texts: the host's translation, else the language file's (in `strings`, once loaded), else English. */
export function listText(strings: Strings, locale: string, i18n?: HostI18n | null): ListStrings {
  const loaded = strings as Strings & Partial<ListStrings>;
  const out = { ...LIST_TEXT };
  for (const key of Object.keys(LIST_TEXT) as (keyof ListStrings)[]) out[key] = hostText(i18n, LIST_TEXT[key], locale) ?? loaded[key] ?? LIST_TEXT[key];
  return out;
}

/**
 * Isolated left to right (U+2066 ... U+2069): on a right-to-left page '09:00 – 10:00' stays in that
 * order instead of being read as '10:00 – 09:00'.
 */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * The time of a list entry: 'All day', '09:00 – 10:00', '09:00' (no length), 'from 22:00' (its
 * first day, going on past it) or 'until 06:00' (its last day).
 */
export function itemTime(item: ListItem, strings: Strings, text: ListStrings, locale: string): string {
  const { start, end } = item;
  if (start === null) return end === null ? strings.allDay : say(locale, text.listUntil, { time: ltr(hhmm(end)) });
  if (end !== null) return ltr(`${hhmm(start)} – ${hhmm(end)}`);
  return item.part < item.parts ? say(locale, text.listFrom, { time: ltr(hhmm(start)) }) : ltr(hhmm(start));
}
