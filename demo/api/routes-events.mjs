// Calendar endpoints (spec EventCalendar "HTTP interactions").
//
// GET /api/events?start=YYYY-MM-DD&end=YYYY-MM-DD -> { success, data: [events] }
//   Both dates are inclusive (the calendar sends its first and last visible
//   day). An event is returned when the days it covers overlap that range, so
//   a trip from Oct 29 to Nov 3 shows up in November too:
//       event.firstDay <= end AND event.lastDay >= start
import { HttpError, RawResponse, notify } from './http.mjs';
import { param } from './query.mjs';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A database row -> the calendar's event payload (spec "Event payload"). */
function toEvent(row) {
  const event = {
    id: String(row.id), title: row.title, start: row.start_at, end: row.end_at ?? undefined, // undefined: left out of the JSON
    allDay: row.all_day === 1, color: row.color, category: row.category, location: row.location, description: row.description,
  };
  if (row.schedule_type === 'recurring-slot') {
    // The same daily slot on every day from startDate to endDate (inclusive).
    Object.assign(event, { scheduleType: 'recurring-slot', startDate: row.start_date, endDate: row.end_date,
      slotStartTime: row.slot_start_time, slotEndTime: row.slot_end_time });
  }
  return event;
}

/** Events overlapping ?start..?end (either may be omitted: open-ended). */
function eventsInRange(db, query) {
  const conditions = [];
  const args = [];
  for (const [name, sql] of [['start', 'range_end >= ?'], ['end', 'range_start <= ?']]) {
    const value = param(query, name);
    if (value === '') continue;
    if (!DATE.test(value)) throw new HttpError(400, `${name} must be YYYY-MM-DD`);
    conditions.push(sql);
    args.push(value);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return db.all(`SELECT * FROM events ${where} ORDER BY range_start, start_at, id`, args).map(toEvent);
}

function findEvent(db, id) {
  const row = db.get('SELECT * FROM events WHERE id = ?', [id]);
  if (!row) throw new HttpError(404, `Event ${id} not found`);
  return toEvent(row);
}

/** GET /api/events */
export const listEvents = ({ db, query }) => ({ success: true, data: eventsInRange(db, query) });
/** GET /api/events/nested: for data-event-data-path="payload.items". */
export const nestedEvents = ({ db, query }) => ({ payload: { items: eventsInRange(db, query) } });
/** GET /api/events/:id: the detail; the calendar merges `data` into the clicked event. */
export const getEvent = ({ db, id }) => ({ success: true, data: findEvent(db, id) });
/** GET /api/events/:id/click: for data-on-event-click-api; answers with response actions. */
export function clickEvent({ db, id }) {
  const event = findEvent(db, id);
  return { success: true, actions: [notify('info', `Clicked ${event.title}`)] };
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const CLOCK = /^\d{2}:\d{2}$/;

/**
 * PATCH /api/events/:id (data-update-api="/api/events/{id}", issue 23): a moved
 * or resized event, `{id, start, end, allDay}` (YYYY-MM-DD for all-day,
 * YYYY-MM-DDTHH:mm:ss for timed; a recurring series adds startDate, endDate,
 * slotStartTime, slotEndTime). Checked, then stored with bound parameters;
 * answers the event as it is now and a notification action. 422 with an
 * `errors` map when a value is wrong.
 */
export function updateEvent({ db, id, body }) {
  const row = db.get('SELECT * FROM events WHERE id = ?', [id]);
  if (!row) throw new HttpError(404, `Event ${id} not found`);
  const allDay = body.allDay === true;
  const errors = {};
  const dateOf = (value) => (typeof value === 'string' && (allDay ? DATE.test(value) : DATE_TIME.test(value)) ? value : null);
  const [start, end] = [dateOf(body.start), dateOf(body.end ?? body.start)];
  if (!start) errors.start = allDay ? 'start must be YYYY-MM-DD' : 'start must be YYYY-MM-DDTHH:mm:ss';
  if (!end) errors.end = allDay ? 'end must be YYYY-MM-DD' : 'end must be YYYY-MM-DDTHH:mm:ss';
  if (start && end && end < start) errors.end = 'The event cannot end before it starts';
  const series = row.schedule_type === 'recurring-slot';
  if (series) {
    if (!DATE.test(body.startDate ?? '') || !DATE.test(body.endDate ?? '') || body.endDate < body.startDate) errors.startDate = 'startDate and endDate must be YYYY-MM-DD, in order';
    if (!CLOCK.test(body.slotStartTime ?? '') || !CLOCK.test(body.slotEndTime ?? '')) errors.slotStartTime = 'slot times must be HH:mm';
  }
  if (Object.keys(errors).length) throw new HttpError(422, 'The event was not moved', { errors });
  const [rangeStart, rangeEnd] = series ? [body.startDate, body.endDate] : [start.slice(0, 10), end.slice(0, 10)];
  db.run(`UPDATE events SET start_at = ?, end_at = ?, all_day = ?, start_date = ?, end_date = ?, slot_start_time = ?, slot_end_time = ?,
    range_start = ?, range_end = ? WHERE id = ?`, [start, end, allDay ? 1 : 0, series ? body.startDate : row.start_date, series ? body.endDate : row.end_date,
    series ? body.slotStartTime : row.slot_start_time, series ? body.slotEndTime : row.slot_end_time, rangeStart, rangeEnd, id]);
  const event = findEvent(db, id);
  return { success: true, data: event, actions: [notify('success', `Moved ${event.title}`)] };
}

/**
 * POST /api/events (data-on-select-api="/api/events", issue 23 item 4): a
 * selected range, `{start, end, allDay}` (YYYY-MM-DD, end inclusive, for days;
 * YYYY-MM-DDTHH:mm:ss for times), with an optional `title`. Checked, then stored
 * with bound parameters; answers the new event as `data` (the calendar adds it)
 * and a notification action. 422 with an `errors` map when a value is wrong.
 */
export function createEvent({ db, body }) {
  const allDay = body.allDay === true;
  const errors = {};
  const dateOf = (value) => (typeof value === 'string' && (allDay ? DATE.test(value) : DATE_TIME.test(value)) ? value : null);
  const [start, end] = [dateOf(body.start), dateOf(body.end ?? body.start)];
  if (!start) errors.start = allDay ? 'start must be YYYY-MM-DD' : 'start must be YYYY-MM-DDTHH:mm:ss';
  if (!end) errors.end = allDay ? 'end must be YYYY-MM-DD' : 'end must be YYYY-MM-DDTHH:mm:ss';
  if (start && end && end < start) errors.end = 'The event cannot end before it starts';
  const title = body.title === undefined ? 'New event' : typeof body.title === 'string' ? body.title.trim().slice(0, 200) : '';
  if (!title) errors.title = 'title must be a text';
  if (Object.keys(errors).length) throw new HttpError(422, 'The event was not added', { errors });
  db.run(`INSERT INTO events (title, start_at, end_at, all_day, color, category, location, description, schedule_type, range_start, range_end)
    VALUES (?, ?, ?, ?, ?, 'meeting', '', '', 'continuous', ?, ?)`, [title, start, end, allDay ? 1 : 0, '#3b82f6', start.slice(0, 10), end.slice(0, 10)]);
  const { id } = db.get('SELECT last_insert_rowid() AS id');
  const event = findEvent(db, id);
  return { success: true, data: event, actions: [notify('success', `Added ${event.title}`)] };
}

/**
 * The lines of the demo .ics feed (RFC 5545: CRLF ends, lines folded at 75 octets with a leading space).
 * Written by hand to show what a calendar reads: an all-day trip (DTEND exclusive), a TZID time, a weekly
 * series with EXDATE and one occurrence moved (RECURRENCE-ID), HTML in SUMMARY and DESCRIPTION (shown as text), a javascript:
 * URL (left out), a Thai line folded inside a character, and a VEVENT without DTSTART (skipped).
 */
const FEED = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Almanac demo//Club feed//EN', 'CALSCALE:GREGORIAN',
  'BEGIN:VTIMEZONE', 'TZID:Europe/Berlin', 'BEGIN:STANDARD', 'DTSTART:19701025T030000', 'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100', 'END:STANDARD', 'END:VTIMEZONE',
  'BEGIN:VEVENT', 'UID:trip-2026@club.example', 'DTSTAMP:20261001T000000Z', 'DTSTART;VALUE=DATE:20261105',
  'DTEND;VALUE=DATE:20261108', 'SUMMARY:Club trip\\, Alps', 'LOCATION:Innsbruck', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:talk-2026@club.example', 'DTSTAMP:20261001T000000Z', 'DTSTART;TZID=Europe/Berlin:20261112T190000',
  'DTEND;TZID=Europe/Berlin:20261112T203000', 'SUMMARY:Evening talk', 'URL:https://club.example/talk', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:run-2026@club.example', 'DTSTAMP:20261001T000000Z', 'DTSTART:20261103T063000Z',
  'DTEND:20261103T073000Z', 'RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE:20261110T063000Z', 'SUMMARY:Morning run',
  'END:VEVENT',
  // One run moved: the 17 November occurrence (RECURRENCE-ID) is on Wednesday the 18th at 07:00 this time.
  'BEGIN:VEVENT', 'UID:run-2026@club.example', 'DTSTAMP:20261001T000000Z', 'RECURRENCE-ID:20261117T063000Z',
  'DTSTART:20261118T070000Z', 'DTEND:20261118T080000Z', 'SUMMARY:Morning run (moved to Wednesday)', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:html-2026@club.example', 'DTSTAMP:20261001T000000Z', 'DTSTART;VALUE=DATE:20261119',
  'SUMMARY:<img src=x onerror="alert(1)">Open <b>house</b>', 'DESCRIPTION:<script>alert(1)</script>\\nBring a',
  '  friend', 'URL:javascript:alert(1)', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:thai-2026@club.example', 'DTSTAMP:20261001T000000Z', 'DTSTART;VALUE=DATE:20261124',
  // Folded between the first octet of ฮ (E0) and its other two (B8 AE).
  Buffer.concat([Buffer.from('SUMMARY:งานเลี้ยงปีใหม่สโมสร'), Buffer.from('ฮ').subarray(0, 1)]),
  Buffer.concat([Buffer.from(' '), Buffer.from('ฮ').subarray(1)]),
  'END:VEVENT',
  'BEGIN:VEVENT', 'UID:broken@club.example', 'SUMMARY:No start', 'END:VEVENT',
  'END:VCALENDAR',
];

/** GET /api/events/feed.ics: a small iCalendar feed for data-ics (text/calendar). */
export const icsFeed = () => new RawResponse(200, 'text/calendar; charset=utf-8', Buffer.concat(FEED.map((line) => Buffer.concat([Buffer.from(line), Buffer.from('\r\n')]))));
