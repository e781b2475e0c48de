// The export demo's server-side table (demo/pages/table-export.html, tests/e2e/table-export.e2e.ts).
import { param } from './query.mjs';
import { listEmployees } from './routes-tables.mjs';

/** The largest page this route answers: like many real APIs, it caps what a client may ask for. */
const PAGE_CAP = 100;

/** Wait `ms`, or until the client goes away. */
function pause(ms, signal) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * GET /api/employees/paced?delay=250&page=2&pageSize=500...: answers like
 * GET /api/employees (same filters, search and sort), but with at most 100
 * rows a page (pageSize=0 or 'all' too), and each answer held `delay` ms
 * (0 to 2000): an export of the 300 employees then takes three requests whose
 * progress ("Exporting… 100 of 300 rows") and Cancel button can be seen.
 */
export async function pacedEmployees(ctx) {
  const delay = Math.min(Math.max(Number.parseInt(param(ctx.query, 'delay'), 10) || 0, 0), 2000);
  const asked = Number.parseInt(param(ctx.query, 'pageSize'), 10);
  const pageSize = Number.isInteger(asked) && asked > 0 ? Math.min(asked, PAGE_CAP) : PAGE_CAP;
  if (delay) await pause(delay, ctx.signal);
  return listEmployees({ ...ctx, query: { ...ctx.query, pageSize: String(pageSize) } });
}
