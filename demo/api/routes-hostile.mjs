// Hostile payloads for the hostile demo pages (demo/pages/hostile-*.html) and
// tests/e2e/hostile-*.e2e.ts: every string of hostile-corpus.mjs as table rows,
// column labels, filter options, calendar events and click answers.
import { HttpError } from './http.mjs';
import { HOSTILE } from './hostile-corpus.mjs';

/** A query parameter as sent (not trimmed: the strings' own spaces matter), '' when absent. */
const raw = (query, name) => (Object.hasOwn(query, name) ? String(query[name]) : '');
const int = (value, fallback, max) => {
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** GET /api/hostile/corpus: the strings themselves. */
export const corpus = () => ({ success: true, data: HOSTILE });

/**
 * One row per string; `c0..cN` fill the dynamic columns (one per string), row i
 * column j holding string (i + j) mod N: every column, whatever its formatter
 * name, shows every string.
 */
function hostileRows() {
  return HOSTILE.map((h, i) => {
    const row = { id: i + 1, name: h, url: h, kind: h, note: h };
    HOSTILE.forEach((_, j) => { row[`c${j}`] = HOSTILE[(i + j) % HOSTILE.length]; });
    return row;
  });
}

/** Column metadata whose labels, classes and formatter names are the strings. */
const hostileColumns = () => HOSTILE.map((h, i) => ({ field: `c${i}`, label: h, class: h, cellClass: h, formatter: h }));

/**
 * GET /api/hostile/rows: the table protocol over the strings (search: contains,
 * kind: equality after trimming, as filter forms trim; page/pageSize; columns=1).
 */
export function rows({ query }) {
  const search = raw(query, 'search').trim();
  const kind = raw(query, 'kind').trim();
  let data = hostileRows();
  if (search) data = data.filter((r) => r.name.includes(search));
  if (kind) data = data.filter((r) => r.kind.trim() === kind);
  const pageSize = int(raw(query, 'pageSize'), 50, 100);
  const totalPages = Math.max(1, Math.ceil(data.length / pageSize));
  const page = Math.min(int(raw(query, 'page'), 1, 1000), totalPages);
  const body = {
    success: true,
    data: data.slice((page - 1) * pageSize, page * pageSize),
    meta: { page, pageSize, total: data.length, totalPages },
    options: { kind: HOSTILE.map((h) => ({ value: h, text: h })) },
  };
  if (raw(query, 'columns') === '1') body.columns = [{ field: 'id', label: 'ID' }, ...hostileColumns()];
  return body;
}

/** The strings as events, one a day from Sunday 26 July 2026: the six weeks of August 2026's month grid hold 42 days. */
export function hostileEvents() {
  return HOSTILE.map((h, i) => {
    const day = new Date(Date.UTC(2026, 6, 26 + i)).toISOString().slice(0, 10);
    return { id: h, title: h, description: h, location: h, category: h, color: h, start: day };
  });
}

/** GET /api/hostile/events: every hostile event, whatever the range. */
export const events = () => ({ success: true, data: hostileEvents() });

/** GET /api/hostile/events/:key/click: data merged into the clicked event, echoing its id. */
export const click = ({ key }) => ({ success: true, data: { description: `clicked ${key}`, location: key } });

/**
 * POST /api/hostile/action (hostile-bulk-actions.html), whose answers carry the
 * strings. A bulk action (body { action: one of the strings, ids }) is refused
 * (422) with the string as `message` and an errors map marking each row's note
 * input with it (the first row's as an object). A filter action 'say-N' succeeds
 * with string N in a notification.
 */
export function action({ body }) {
  const index = HOSTILE.indexOf(body.action);
  if (index >= 0) {
    const ids = Array.isArray(body.ids) ? body.ids.filter((id) => Number.isInteger(id) && id > 0 && id <= HOSTILE.length) : [];
    // The first row's message is an object (shown as its JSON text), the others the string.
    const errors = Object.fromEntries(ids.map((id, i) => [`hostile-bulk_note_${id}`, i === 0 ? { '<b>': HOSTILE[index].slice(0, 40) } : HOSTILE[index]]));
    throw new HttpError(422, HOSTILE[index], { errors });
  }
  const n = Number(/^say-(\d+)$/.exec(String(body.action))?.[1] ?? NaN);
  const message = Number.isInteger(n) && n < HOSTILE.length ? HOSTILE[n] : 'no such string';
  return { success: true, actions: [{ type: 'notification', level: 'info', message }] };
}

/**
 * PUT /api/hostile/save/:id (hostile-editing.html): a cell save whose answer is refused (422) with
 * string id-1 as `message` and an errors map marking the saved control with it.
 */
export function save({ id, body }) {
  const text = HOSTILE[(id - 1) % HOSTILE.length];
  const field = typeof body.field === 'string' && /^[a-z]{1,20}$/.test(body.field) ? body.field : 'note';
  throw new HttpError(422, text, { errors: { [`hostile-edit_${field}_${id}`]: text } });
}
