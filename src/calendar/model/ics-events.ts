/**
 * An iCalendar feed as the calendar's events (issue 45 item 4, and its bench:
 * a 5,000-event feed loads in ≤ 1.0 × ical.js's parse). Pure. The same events
 * as normalizeEvents(readIcs(feed)) (tested), made without reading back the
 * ISO instants the reader has just written: each payload is normalized with
 * its instants handed over as epoch ms, which normalizeEvent reads without a
 * regular expression, and keeps its own payload (with the text) as `data`.
 * It is the .ics part's (a lazy part), so the calendar's eager bundle carries
 * no fast path of its own for it.
 */
import { readIcs } from './ics-read';
import { normalizeEvent, type CalendarEvent, type NormalizeOptions, type RawEvent } from './normalize';

/** The payload text of an instant as the reader writes it (`YYYY-MM-DDTHH:mm:ss.sssZ`, ./iso-string.ts) as epoch ms; any other value as it is. */
function instant(value: unknown): unknown {
  if (typeof value !== 'string' || value.length !== 24 || value.charCodeAt(23) !== 90) return value;
  const ms = Date.parse(value);
  return ms === ms ? ms : value;
}

/** What normalizeEvent reads of a feed's payload, its instants as epoch ms (a literal of one shape: no copy of every field). */
const shadow = (raw: RawEvent): RawEvent => ({
  id: raw.id, title: raw.title, description: raw.description, location: raw.location, category: raw.category,
  start: instant(raw.start), end: instant(raw.end), allDay: raw.allDay, rrule: raw.rrule,
});

/** The events of an .ics feed, normalized as `options` say; the reader's reports and normalizeEvent's go to `report`. */
export function icsEvents(input: string | Uint8Array, options: NormalizeOptions, report: (problem: string) => void): CalendarEvent[] {
  const payloads = readIcs(input, report);
  const out: CalendarEvent[] = [];
  for (let i = 0; i < payloads.length; i++) {
    const raw = payloads[i];
    const event = normalizeEvent(shadow(raw), i, options, report);
    if (event) {
      event.data = raw;
      out.push(event);
    }
  }
  return out;
}
