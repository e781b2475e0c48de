// Row-action routes of the demo (demo/pages/table-row-actions.html and
// hostile-row-actions.html) beside the employee routes they share
// (toggle, delete): a read that answers with a response action, and the
// failures a row action must handle (spec "Authentication" 2, "Errors" 3, 4).
// The body a row action sends is { id, row } (design.md "Decisions"); as
// everywhere, the handler trusts nothing in it and re-reads the row.
import { HttpError, notify } from './http.mjs';
import { EMPLOYEE_STATUS } from './seed.mjs';
import { getEmployee } from './routes-employees.mjs';
import { HOSTILE } from './hostile-corpus.mjs';

const TABLE_ID = /^[\w-]{1,64}$/;

/** GET /api/employees/:id/summary -> { success, data, actions: [notification] } (a read: nothing changes). */
export function employeeSummary(ctx) {
  const { data } = getEmployee(ctx);
  const status = EMPLOYEE_STATUS[data.status] ?? data.status;
  return { success: true, data, actions: [notify('info', `${data.name}: ${data.role} in ${data.department}, ${status}`)] };
}

/** POST /api/employees/:id/promote: always 403 (only HR may; this demo user is not HR). */
export function promoteEmployee(ctx) {
  getEmployee(ctx); // 404 first for unknown ids
  throw new HttpError(403, 'Only HR may promote employees');
}

/** POST /api/employees/:id/payslip: always 401 (the demo's session for payslips has "expired"). */
export function employeePayslip(ctx) {
  getEmployee(ctx);
  throw new HttpError(401, 'Your session has expired: sign in again to see payslips');
}

/**
 * POST /api/employees/:id/archive?table=ID: only inactive employees can be
 * archived, and archiving is off in the demo, so this answers 200 with
 * success: false, a message and an errors map keyed by the element id of
 * the row's status cell, `{table}_status_{id}` (spec "Errors" 4).
 */
export function archiveEmployee(ctx) {
  const { data } = getEmployee(ctx);
  const table = typeof ctx.query.table === 'string' && TABLE_ID.test(ctx.query.table) ? ctx.query.table : 'employees';
  const message = data.status === 'inactive' ? `Archiving is switched off in the demo (${data.name} was not archived)` : `${data.name} is not inactive: only inactive employees can be archived`;
  return { success: false, message, errors: { [`${table}_status_${data.id}`]: 'Set the status to Inactive first' } };
}

/** GET or POST /api/echo/:key: what arrived (the hostile row-action page checks where requests went). */
export function echo({ key, body }) {
  return { success: true, key, received: body };
}

/**
 * POST /api/hostile/row-action/:key (key: 1-based index into the hostile
 * corpus): answers success: false with the string as the message and as an
 * errors-map key and value; with ?ok=1, success with the string as a
 * notification and as an event name (refused: not "app:").
 */
export function hostileRowAction({ key, query }) {
  const index = Number(key) - 1;
  if (!Number.isInteger(index) || index < 0 || index >= HOSTILE.length) throw new HttpError(404, 'No such string');
  const h = HOSTILE[index];
  if (query.ok === '1') return { success: true, actions: [notify('info', h), { type: 'event', name: h, payload: h }] };
  return { success: false, message: h, errors: { [h]: h } };
}
