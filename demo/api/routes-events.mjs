// Calendar endpoints (spec EventCalendar "HTTP interactions").
//
// GET /api/events?start=YYYY-MM-DD&end=YYYY-MM-DD -> { success, data: [events] }
//   Both dates are inclusive (the calendar sends its first and last visible
//   day). An event is returned when the days it covers overlap that range, so
//   a trip from Oct 29 to Nov 3 shows up in November too:
//       event.firstDay <= end AND event.lastDay >= start
import { HttpError, notify } from './http.mjs';
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
