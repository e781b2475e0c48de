/**
 * Text shown for events: times, date ranges and the detail rows of the
 * event dialog, localized through Intl. Pure.
 */
import { dateOfDay, hhmm, minutesOf } from './dates';
import { longDate, say, type Strings } from './locale';
import { dateTimeFormat } from '../../core/format-intl';
import type { CalendarEvent } from './normalize';
import { inlineStart, timedOccurrence } from './schedule';

/** The title to show: the localized 'Untitled' when the payload had none. */
export function displayTitle(event: CalendarEvent, strings: Strings): string {
  return event.untitled ? strings.untitled : event.title;
}

/** 'HH:mm' of an inline month item (slot start, or the event's start). */
export function inlineTime(event: CalendarEvent): string {
  return hhmm(inlineStart(event));
}

function range(locale: string, a: Date, b: Date, options: Intl.DateTimeFormatOptions): string {
  const f = dateTimeFormat(locale, options);
  if (a.getTime() === b.getTime()) return f.format(a);
  return f.formatRange(a, b); // (ES2021 Intl: in every browser that runs the ES2022 bundles)
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

/**
 * An event's accessible name: title, time range and date(s), e.g.
 * 'Team sync, 10:00 to 11:00, Wednesday, March 12, 2025' or
 * 'Trip, All day, Thursday, November 5, 2026 to Tuesday, November 10, 2026'.
 * `day` is the day the button is drawn on (a recurring slot's occurrence).
 */
export function eventLabel(event: CalendarEvent, locale: string, strings: Strings, day = event.startDay): string {
  const to = (start: string, end: string) => (start === end ? start : say(locale, strings.range, { start, end }));
  const slot = event.scheduleType === 'recurring-slot';
  const occurrence = slot ? timedOccurrence(event, day) : null;
  const [a, b] = occurrence ? [occurrence.start, occurrence.end] : [minutesOf(event.start), minutesOf(event.end)];
  const time = event.allDay && !slot ? strings.allDay : to(hhmm(a), hhmm(b));
  const dates = slot ? longDate(locale, day) : to(longDate(locale, event.startDay), longDate(locale, event.endDay));
  return `${displayTitle(event, strings)}, ${time}, ${dates}`;
}
