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
