/**
 * Text shown for events: times, date ranges and the detail rows of the
 * event dialog, localized through Intl. Pure.
 */
import { dateOfDay, hhmm } from './dates';
import { dateFormat, type Strings } from './locale';
import type { CalendarEvent } from './normalize';
import { inlineStart } from './schedule';

/** The title to show: the localized 'Untitled' when the payload had none. */
export function displayTitle(event: CalendarEvent, strings: Strings): string {
  return event.untitled ? strings.untitled : event.title;
}

/** 'HH:mm' of an inline month item (slot start, or the event's start). */
export function inlineTime(event: CalendarEvent): string {
  return hhmm(inlineStart(event));
}

function range(locale: string, a: Date, b: Date, options: Intl.DateTimeFormatOptions): string {
  const f = dateFormat(locale, options);
  if (a.getTime() === b.getTime()) return f.format(a);
  return typeof f.formatRange === 'function' ? f.formatRange(a, b) : `${f.format(a)} – ${f.format(b)}`;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };

/**
 * When an event happens, e.g. 'Tue, Mar 5, 2024 · All day',
 * 'Mar 4 – 15, 2024 · 09:00–09:15', 'Tue, Mar 5, 2024, 9:30 – 11:00 AM'.
 */
function eventTimeText(event: CalendarEvent, locale: string, strings: Strings): string {
  const days = range(locale, dateOfDay(event.startDay), dateOfDay(event.endDay), DAY);
  if (event.scheduleType === 'recurring-slot') {
    const slot = event.slotStartTime ? `${event.slotStartTime}${event.slotEndTime ? `–${event.slotEndTime}` : ''}` : '';
    return slot ? `${days} · ${slot}` : days;
  }
  if (event.allDay) return `${days} · ${strings.allDay}`;
  return range(locale, event.start, event.end, { ...DAY, hour: '2-digit', minute: '2-digit' });
}

export interface DetailRow {
  label: string | null;
  value: string;
  kind: 'time' | 'location' | 'category' | 'description';
}

/** Rows of the detail dialog (all text; never markup). */
export function detailRows(event: CalendarEvent, locale: string, strings: Strings): DetailRow[] {
  const rows: DetailRow[] = [{ label: null, value: eventTimeText(event, locale, strings), kind: 'time' }];
  if (event.location) rows.push({ label: strings.location, value: event.location, kind: 'location' });
  if (event.category) rows.push({ label: strings.category, value: event.category, kind: 'category' });
  if (event.description) rows.push({ label: null, value: event.description, kind: 'description' });
  return rows;
}
