// Employee actions: row actions, bulk actions, filter actions, reorder, inline edit.
// Every mutating handler re-checks its input: hiding a button in the browser
// is presentation only (spec "Row action entry", condition rule 4).
import { HttpError, notify } from './http.mjs';
import { buildQuery } from './query.mjs';
import { DEPARTMENTS, EMPLOYEE_STATUS } from './seed.mjs';
import { EMPLOYEES } from './routes-tables.mjs';

const SELECT = `SELECT ${EMPLOYEES.columns.join(', ')} FROM employees WHERE id = ?`;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The employee with this id, or a 404. */
function find(db, id) {
  const row = db.get(SELECT, [id]);
  if (!row) throw new HttpError(404, `Employee ${id} not found`);
  return row;
}

/** Positive integer ids from a request array (strings like "12" accepted); others dropped. */
function toIds(value) {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.map(Number).filter((id) => Number.isInteger(id) && id > 0))];
}
/** `?, ?, ?` for an IN (...) list: the count is ours, the values stay bound. */
const marks = (list) => list.map(() => '?').join(', ');

/** GET /api/employees/:id -> { success, data: row } */
export const getEmployee = ({ db, id }) => ({ success: true, data: find(db, id) });

/** DELETE /api/employees/:id (row action; the body { id, row } is not needed). */
export function deleteEmployee({ db, id }) {
  const row = find(db, id);
  db.run('DELETE FROM employees WHERE id = ?', [id]);
  return { success: true, actions: [notify('success', `Deleted ${row.name}`)] };
}

/** POST /api/employees/:id/toggle: active -> inactive, anything else -> active. */
export function toggleEmployee({ db, id }) {
  const row = find(db, id);
  const status = row.status === 'active' ? 'inactive' : 'active';
  db.run('UPDATE employees SET status = ? WHERE id = ?', [status, id]);
  return { success: true, data: { ...row, status }, actions: [notify('success', `${row.name} is now ${EMPLOYEE_STATUS[status]}`)] };
}

/**
 * POST /api/employees/bulk, body { action, ids, ...extra } (spec "Bulk action").
 * A compound data-actions key such as 'status|inactive' arrives as
 * { action: 'status', status: 'inactive', ids: [...] }.
 * -> { success, affected, removed (delete: the ids deleted), actions }; 'promote' is always refused (422)
 */
export function bulkEmployees({ db, body }) {
  const ids = toIds(body.ids);
  if (ids.length === 0) throw new HttpError(400, 'Select at least one row');
  if (body.action === 'delete') {
    // `removed` lists the rows that are gone: the table announces table:rowRemoved for each.
    const removed = db.all(`SELECT id FROM employees WHERE id IN (${marks(ids)})`, ids).map((row) => row.id);
    const affected = db.run(`DELETE FROM employees WHERE id IN (${marks(ids)})`, ids);
    return { success: true, affected, removed, actions: [notify('success', `Deleted ${affected} employee(s)`)] };
  }
  if (body.action === 'promote') {
    // A demo of a refused action: the table keeps the selection and shows this message.
    throw new HttpError(422, 'Promotions need a manager’s approval: nothing was changed');
  }
  if (body.action === 'status') {
    const status = body.status;
    if (typeof status !== 'string' || !Object.hasOwn(EMPLOYEE_STATUS, status)) throw new HttpError(400, 'Unknown status');
    const affected = db.run(`UPDATE employees SET status = ? WHERE id IN (${marks(ids)})`, [status, ...ids]);
    return { success: true, affected, actions: [notify('success', `${affected} employee(s) set to ${EMPLOYEE_STATUS[status]}`)] };
  }
  throw new HttpError(400, 'Unknown bulk action');
}

/**
 * POST /api/employees/filter-action (spec "Filter action, type button"),
 * body { action, tableId, filters: { field: value }, sort: { field: 'asc' } }.
 * The filters are the table's current ones, applied with the same whitelist as GET.
 * -> { success, message, received: body, actions }
 */
export function filterAction({ db, body }) {
  const filters = body.filters && typeof body.filters === 'object' ? body.filters : {};
  const count = (extra) => {
    const { where, args } = buildQuery(EMPLOYEES, { ...filters, ...extra });
    return Number(db.get(`SELECT COUNT(*) AS n FROM employees ${where}`, args).n);
  };
  let message;
  const actions = [];
  if (body.action === 'archive-inactive') {
    message = `${count({ status: 'inactive' })} inactive employee(s) would be archived (demo: nothing changed)`;
  } else if (body.action === 'recalculate') {
    message = `Recalculated ${count({})} employee(s)`;
    actions.push({ type: 'reload', target: 'table' });
  } else {
    throw new HttpError(400, 'Unknown filter action');
  }
  return { success: true, message, received: body, actions: [notify('success', message), ...actions] };
}

/**
 * POST /api/employees/reorder, body { order: ids[] } (sent by data-sort-url after a drag).
 * The listed rows keep the positions they occupied together, in the new order,
 * so reordering one page does not move it elsewhere in the list.
 */
export function reorderEmployees({ db, body }) {
  const order = toIds(body.order);
  if (order.length === 0 || !Array.isArray(body.order) || order.length !== body.order.length) {
    throw new HttpError(400, 'order must be an array of distinct employee ids');
  }
  const positions = db.all(`SELECT position FROM employees WHERE id IN (${marks(order)}) ORDER BY position`, order);
  if (positions.length !== order.length) throw new HttpError(400, 'order contains unknown ids');
  db.transaction(() => order.forEach((id, i) => db.run('UPDATE employees SET position = ? WHERE id = ?', [positions[i].position, id])));
  return { success: true, order };
}

// Editable fields: [normalise(value), isValid(normalised), message]. Anything else in the body is ignored.
const RULES = {
  name: [(v) => String(v ?? '').trim(), (v) => v !== '' && v.length <= 100, 'Name is required (100 characters at most)'],
  email: [(v) => String(v ?? '').trim(), (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 200, 'Enter a valid email address'],
  department: [(v) => String(v ?? ''), (v) => DEPARTMENTS.includes(v), 'Unknown department'],
  role: [(v) => String(v ?? '').trim(), (v) => v !== '' && v.length <= 50, 'Role is required'],
  status: [(v) => String(v ?? ''), (v) => Object.hasOwn(EMPLOYEE_STATUS, v), 'Unknown status'],
  salary: [(v) => (v === '' || v === null ? NaN : Number(v)), (v) => Number.isInteger(v) && v >= 0 && v <= 10_000_000, 'Salary must be a whole number ≥ 0'],
  hired: [(v) => String(v ?? ''), (v) => DATE.test(v), 'Use the format YYYY-MM-DD'],
  rating: [(v) => Number(v), (v) => Number.isInteger(v) && v >= 1 && v <= 5, 'Rating is 1 to 5'],
  notes: [(v) => String(v ?? ''), (v) => v.length <= 500, 'Notes are 500 characters at most'],
};

/**
 * PATCH or POST /api/employees/:id: update fields. The body holds the fields
 * ({ name: 'Ada' }) or one inline edit ({ field: 'name', value: 'Ada' }), plus
 * an optional tableId. Invalid fields -> 422 with an errors map keyed by the
 * element id the table gave the cell: `{tableId}_{field}_{rowId}`.
 */
export function updateEmployee({ db, id, body }) {
  const row = find(db, id);
  const input = typeof body.field === 'string' && Object.hasOwn(body, 'value') ? { [body.field]: body.value } : body;
  const tableId = typeof body.tableId === 'string' && /^[\w-]{1,64}$/.test(body.tableId) ? body.tableId : 'employees';
  const changes = {};
  const errors = {};
  for (const [field, [normalise, valid, message]] of Object.entries(RULES)) {
    if (!Object.hasOwn(input, field)) continue;
    const value = normalise(input[field]);
    if (valid(value)) changes[field] = value;
    else errors[`${tableId}_${field}_${id}`] = message;
  }
  if (Object.keys(errors).length) throw new HttpError(422, 'Please correct the highlighted fields', { errors });
  const fields = Object.keys(changes);
  if (fields.length === 0) throw new HttpError(400, 'Nothing to update');
  // Column names come from RULES (our whitelist), values are bound.
  db.run(`UPDATE employees SET ${fields.map((f) => `${f} = ?`).join(', ')} WHERE id = ?`, [...Object.values(changes), id]);
  return { success: true, data: { ...row, ...changes }, actions: [notify('success', `Saved ${changes.name ?? row.name}`)] };
}
