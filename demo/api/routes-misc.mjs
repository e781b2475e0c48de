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
