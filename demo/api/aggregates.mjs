// Footer totals for the table protocol: GET /api/orders?totals=1 (or /api/employees?totals=1)
// adds meta.aggregates, computed by SQL over ALL the rows the request's filters and search
// select (not only the page sent), so a footer can show totals of every page:
//   meta.aggregates = { amount: { sum, avg, min, max, count }, quantity: { ... } }
// Safe as the rest of the API: the columns come from the whitelist below, values stay bound.
import { buildQuery } from './query.mjs';

/** The numeric columns totalled per table (whitelist: never taken from the request). */
const TOTALLED = { employees: ['salary', 'rating'], orders: ['quantity', 'amount'] };

/** Round a money-like double to 1e-6 so 0.1 + 0.2 style noise does not reach the client. */
const tidy = (n) => (n === null || n === undefined ? null : Math.round(Number(n) * 1e6) / 1e6);

/**
 * meta.aggregates for `resource` under the request's filters.
 * @param {import('./db.mjs').Db} db
 * @param {import('./query.mjs').Resource} resource
 * @param {Record<string, unknown>} params
 */
export function totals(db, resource, params) {
  const columns = TOTALLED[resource.table] ?? [];
  if (!columns.length) return {};
  const { where, args } = buildQuery(resource, params);
  const select = columns.map((c) => `SUM(${c}) AS ${c}_sum, AVG(${c}) AS ${c}_avg, MIN(${c}) AS ${c}_min, MAX(${c}) AS ${c}_max, COUNT(${c}) AS ${c}_count`);
  const row = db.get(`SELECT ${select.join(', ')} FROM ${resource.table} ${where}`, args);
  return Object.fromEntries(columns.map((c) => [c, {
    sum: tidy(row[`${c}_sum`]) ?? 0, avg: tidy(row[`${c}_avg`]), min: tidy(row[`${c}_min`]), max: tidy(row[`${c}_max`]), count: Number(row[`${c}_count`]),
  }]));
}
