// Routes that let demo pages and tests exercise failure paths.
import { HttpError } from './http.mjs';
import { param } from './query.mjs';
import { listEmployees } from './routes-tables.mjs';

/** GET /api/secure/401: the table navigates to /login (spec "Authentication"). */
export const unauthorized = () => { throw new HttpError(401, 'Unauthorized'); };
/** GET /api/secure/403: the table navigates to the forbidden page. */
export const forbidden = () => { throw new HttpError(403, 'Forbidden'); };
/**
 * GET /api/guarded?secure=403: answers like /api/employees unless the filter
 * form asks for secure=403 (the filter-form authentication demo).
 */
export function guarded(ctx) {
  if (param(ctx.query, 'secure') === '403') throw new HttpError(403, 'Forbidden');
  if (param(ctx.query, 'secure') === '401') throw new HttpError(401, 'Unauthorized');
  return listEmployees(ctx);
}

/** GET /api/fail: a server error; the table keeps its rows and offers a retry. */
export const fail = () => { throw new HttpError(500, 'Simulated server error'); };

/**
 * GET /api/slow?ms=800&page=2...: waits (at most 5 s), then answers like
 * GET /api/employees with the same parameters. For "a late response is dropped" tests.
 */
export async function slow(ctx) {
  const ms = Math.min(Math.max(Number.parseInt(param(ctx.query, 'ms'), 10) || 0, 0), 5000);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return listEmployees(ctx);
}

/** POST /api/reset: drop every change and seed again (handy before an e2e run). */
export function reset({ db }) {
  db.reset();
  return { success: true };
}

/**
 * POST /api/tasks/bulk, body { action, ids }: the bulk actions of the local
 * "tasks" table on table-bulk-actions.html (its rows live in the page, so
 * nothing is stored). 'done' succeeds; 'assign' is refused with an errors map
 * keyed by the element ids of the rows' owner inputs ({tableId}_{field}_{rowId},
 * spec "Errors" 4), which the table marks.
 */
export function tasksBulk({ body }) {
  const ids = Array.isArray(body.ids) ? body.ids.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= 1000) : [];
  if (ids.length === 0) throw new HttpError(400, 'Select at least one task');
  if (body.action === 'done') return { success: true, affected: ids.length, actions: [{ type: 'notification', level: 'success', message: `${ids.length} task(s) marked done (demo: nothing stored)` }] };
  if (body.action === 'assign') {
    const errors = Object.fromEntries(ids.map((id) => [`tasks_owner_${id}`, 'Choose an owner first']));
    throw new HttpError(422, 'Some tasks have no owner', { errors });
  }
  throw new HttpError(400, 'Unknown bulk action');
}
