// Line items (demo/pages/table-editing.html): a small order editor whose cells
// save one field at a time (data-edit-url, issue "TableManager IV" 2).
// PUT /api/line-items/:id, body { id, field, value }: the field is checked
// against a whitelist and its value validated; a bad value is a 422 whose
// `errors` map is keyed by the element id `{table}_{field}_{id}` (the table
// id comes from ?table=, letters, digits, - and _ only; default "items").
// POST /api/line-items, body { id: null, tempId, field, value, row }: a row
// made on the page (data-editable-rows) is created from its whole row; the
// answer's row carries the new id. DELETE /api/line-items/:id deletes one.
import { HttpError } from './http.mjs';

export const LINE_ITEM_STATUS = { open: 'Open', packed: 'Packed', shipped: 'Shipped' };

export const LINE_ITEMS_SCHEMA = `CREATE TABLE line_items (
  id INTEGER PRIMARY KEY, product TEXT NOT NULL, quantity INTEGER NOT NULL, price REAL NOT NULL,
  note TEXT NOT NULL DEFAULT '', status TEXT NOT NULL, active TEXT NOT NULL, due TEXT NOT NULL
)`;

const SEED = [
  ['Pears', 12, 0.8, 'Ripe ones', 'open', '1', '2026-11-03'],
  ['Apples', 30, 0.5, '', 'packed', '1', '2026-11-04'],
  ['Walnuts', 2, 7.25, 'Shelled', 'open', '0', '2026-11-05'],
  ['Honey', 4, 6.4, '', 'shipped', '1', '2026-11-02'],
  ['Oat flakes', 10, 1.9, 'Large bag', 'open', '1', '2026-11-09'],
  ['Tea', 3, 4.75, '', 'packed', '0', '2026-11-12'],
];

export function seedLineItems(db) {
  db.run(LINE_ITEMS_SCHEMA);
  SEED.forEach((row, i) => db.run('INSERT INTO line_items VALUES (?,?,?,?,?,?,?,?)', [i + 1, ...row]));
}

const COLUMNS = 'id, product, quantity, price, note, status, active, due';
const withTotal = (row) => ({ ...row, total: Math.round(row.quantity * row.price * 100) / 100 });

/** GET /api/line-items -> { data: rows (with total) }; ?errors=1 adds an errors map (a load that reports field errors). */
export function listLineItems({ db, query }) {
  // A database file made before line items existed gets them on first use.
  if (!db.get("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'line_items'")) seedLineItems(db);
  const data = db.all(`SELECT ${COLUMNS} FROM line_items ORDER BY id`).map(withTotal);
  const table = tableId(query);
  return query.errors === '1' ? { data, errors: { [`${table}_note_1`]: 'Note checked by the server: please shorten it' } } : { data };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Each editable field: its check (a message when bad) and the value stored. */
const FIELDS = {
  product: (v) => (typeof v === 'string' && v.trim() !== '' && v.length <= 80 ? null : 'Enter a product (at most 80 characters)'),
  quantity: (v) => (Number.isInteger(v) && v >= 0 && v <= 1000 ? null : 'Quantity must be a whole number from 0 to 1000'),
  price: (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100000 ? null : 'Price must be 0 or more'),
  note: (v) => (typeof v === 'string' && v.length <= 200 ? null : 'Note: at most 200 characters'),
  status: (v) => (typeof v === 'string' && Object.hasOwn(LINE_ITEM_STATUS, v) ? null : 'Unknown status'),
  active: (v) => (v === '1' || v === '' ? null : 'Active is 1 or empty'),
  due: (v) => (typeof v === 'string' && DATE.test(v) ? null : 'Due must be a date'),
};

function tableId(query) {
  return typeof query.table === 'string' && /^[\w-]{1,40}$/.test(query.table) ? query.table : 'items';
}

/** PUT /api/line-items/:id, body { id, field, value } -> { success, row } or 422 { errors }. */
export function saveLineItem({ db, id, body, query }) {
  const row = db.get(`SELECT ${COLUMNS} FROM line_items WHERE id = ?`, [id]);
  if (!row) throw new HttpError(404, `Line item ${id} not found`);
  const field = body.field;
  if (typeof field !== 'string' || !Object.hasOwn(FIELDS, field)) throw new HttpError(400, 'This field cannot be edited');
  const value = field === 'active' && body.value === '0' ? '' : body.value;
  const problem = FIELDS[field](value);
  if (problem) throw new HttpError(422, problem, { errors: { [`${tableId(query)}_${field}_${id}`]: problem } });
  // The column name comes from the whitelist above; the value stays bound.
  db.run(`UPDATE line_items SET ${field} = ? WHERE id = ?`, [value, id]);
  return { success: true, row: withTotal(db.get(`SELECT ${COLUMNS} FROM line_items WHERE id = ?`, [id])) };
}

/** What a new line item starts with: the fields the page did not send. */
const DEFAULTS = { product: '', quantity: 1, price: 0, note: '', status: 'open', active: '1', due: '2026-12-01' };

/**
 * POST /api/line-items, body { id: null, tempId, field, value, row } -> { success, row } (row.id: the new id),
 * or 422 { errors } keyed by the temporary id (`{table}_{field}_{tempId}`), so the page marks the new row's controls.
 */
export function createLineItem({ db, body, query }) {
  const sent = body && typeof body.row === 'object' && body.row !== null ? body.row : {};
  const tempId = typeof body?.tempId === 'string' && /^[\w-]{1,40}$/.test(body.tempId) ? body.tempId : 'new';
  const values = {};
  const errors = {};
  for (const field of Object.keys(FIELDS)) {
    let value = Object.hasOwn(sent, field) && sent[field] !== '' && sent[field] !== null ? sent[field] : DEFAULTS[field];
    if (field === 'active' && value === '0') value = '';
    if (body?.field === field) value = body.value;
    const problem = FIELDS[field](value);
    if (problem) errors[`${tableId(query)}_${field}_${tempId}`] = problem;
    values[field] = value;
  }
  if (Object.keys(errors).length) throw new HttpError(422, Object.values(errors)[0], { errors });
  const id = (db.get('SELECT MAX(id) AS id FROM line_items')?.id ?? 0) + 1;
  db.run('INSERT INTO line_items (id, product, quantity, price, note, status, active, due) VALUES (?,?,?,?,?,?,?,?)',
    [id, values.product, values.quantity, values.price, values.note, values.status, values.active, values.due]);
  return { success: true, row: withTotal(db.get(`SELECT ${COLUMNS} FROM line_items WHERE id = ?`, [id])) };
}

/** DELETE /api/line-items/:id -> { success }; 404 when there is no such row. */
export function deleteLineItem({ db, id }) {
  if (!db.get('SELECT id FROM line_items WHERE id = ?', [id])) throw new HttpError(404, `Line item ${id} not found`);
  db.run('DELETE FROM line_items WHERE id = ?', [id]);
  return { success: true };
}

/**
 * POST /api/line-items/bulk, body { action: 'check', ids } -> { success, message, errors }: a stock check
 * that marks every selected quantity above 20 (an errors map keyed by element id; nothing is changed).
 */
export function bulkLineItems({ db, body, query }) {
  if (body?.action !== 'check') throw new HttpError(400, 'Unknown action');
  const ids = Array.isArray(body.ids) ? body.ids.filter((id) => Number.isInteger(Number(id))).map(Number).slice(0, 500) : [];
  const errors = {};
  for (const id of ids) {
    const row = db.get('SELECT quantity FROM line_items WHERE id = ?', [id]);
    if (row && row.quantity > 20) errors[`${tableId(query)}_quantity_${id}`] = 'More than 20 in stock? Check with the supplier';
  }
  const count = Object.keys(errors).length;
  return { success: true, message: count ? `${count} quantities to check` : 'Stock looks fine', errors };
}

/**
 * POST /api/line-items/batch, body { changes: [{ id, field, value }] } -> { success, errors } (issue 46 item 4,
 * data-batch-url): every good change is saved; each bad one is named in `errors` by "id.field" and not saved.
 */
export function batchLineItems({ db, body }) {
  const changes = Array.isArray(body?.changes) ? body.changes.slice(0, 100000) : null;
  if (!changes) throw new HttpError(400, 'Send { changes: [{ id, field, value }] }');
  const errors = {};
  for (const change of changes) {
    const { id, field } = change ?? {};
    const key = `${id}.${field}`;
    if (typeof field !== 'string' || !Object.hasOwn(FIELDS, field)) errors[key] = 'This field cannot be edited';
    else if (!db.get('SELECT id FROM line_items WHERE id = ?', [id])) errors[key] = `Line item ${id} not found`;
    else {
      const value = field === 'active' && change.value === '0' ? '' : change.value;
      const problem = FIELDS[field](value);
      if (problem) errors[key] = problem;
      else db.run(`UPDATE line_items SET ${field} = ? WHERE id = ?`, [value, id]);
    }
  }
  return { success: true, errors };
}
