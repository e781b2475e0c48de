// The demo API: the reference backend for Almanac tables and calendars.
// demo/server.mjs sends every /api/* request to handle(). Each route is a
// plain function (context) -> JSON body; errors are thrown as HttpError.
// Porting: one controller action per line of ROUTES below.
import { openDb } from './db.mjs';
import { HttpError, RawResponse, readJson, sendJson } from './http.mjs';
import * as backups from './routes-backups.mjs';
import * as employees from './routes-employees.mjs';
import * as exporting from './routes-export.mjs';
import * as fault from './routes-fault.mjs';
import * as events from './routes-events.mjs';
import * as hostile from './routes-hostile.mjs';
import * as lineItems from './routes-line-items.mjs';
import * as misc from './routes-misc.mjs';
import * as orderLines from './routes-order-lines.mjs';
import * as rowActions from './routes-row-actions.mjs';
import * as tables from './routes-tables.mjs';
import * as taskTree from './routes-task-tree.mjs';

/** [method, path (":id" = a positive integer), handler] */
const ROUTES = [
  ['GET', '/api/employees', tables.listEmployees],
  ['GET', '/api/employees/nested', tables.nestedEmployees],
  ['GET', '/api/employees/paced', exporting.pacedEmployees],
  ['POST', '/api/employees/bulk', employees.bulkEmployees],
  ['POST', '/api/employees/filter-action', employees.filterAction],
  ['POST', '/api/employees/reorder', employees.reorderEmployees],
  ['GET', '/api/employees/:id', employees.getEmployee],
  ['PATCH', '/api/employees/:id', employees.updateEmployee],
  ['PUT', '/api/employees/:id', employees.updateEmployee],
  ['POST', '/api/employees/:id', employees.updateEmployee],
  ['DELETE', '/api/employees/:id', employees.deleteEmployee],
  ['POST', '/api/employees/:id/toggle', employees.toggleEmployee],
  ['GET', '/api/employees/:id/summary', rowActions.employeeSummary],
  ['POST', '/api/employees/:id/promote', rowActions.promoteEmployee],
  ['POST', '/api/employees/:id/payslip', rowActions.employeePayslip],
  ['POST', '/api/employees/:id/archive', rowActions.archiveEmployee],
  ['GET', '/api/echo/:key', rowActions.echo],
  ['POST', '/api/echo/:key', rowActions.echo],
  ['POST', '/api/hostile/row-action/:key', rowActions.hostileRowAction],
  ['GET', '/api/orders', tables.listOrders],
  ['GET', '/api/orders/:id/lines', orderLines.listOrderLines],
  ['GET', '/api/backups', backups.listBackups],
  ['POST', '/api/backups/bulk', backups.bulkBackups],
  ['GET', '/api/line-items', lineItems.listLineItems],
  ['POST', '/api/line-items', lineItems.createLineItem],
  ['POST', '/api/line-items/bulk', lineItems.bulkLineItems],
  ['POST', '/api/line-items/batch', lineItems.batchLineItems],
  ['PUT', '/api/line-items/:id', lineItems.saveLineItem],
  ['DELETE', '/api/line-items/:id', lineItems.deleteLineItem],
  ['GET', '/api/events', events.listEvents],
  ['GET', '/api/events/nested', events.nestedEvents],
  ['GET', '/api/events/feed.ics', events.icsFeed],
  ['GET', '/api/events/:id', events.getEvent],
  ['GET', '/api/events/:id/click', events.clickEvent],
  ['PATCH', '/api/events/:id', events.updateEvent],
  ['POST', '/api/events', events.createEvent],
  ['GET', '/api/secure/401', misc.unauthorized],
  ['GET', '/api/secure/403', misc.forbidden],
  ['GET', '/api/guarded', misc.guarded],
  ['GET', '/api/fail', misc.fail],
  ['GET', '/api/slow', misc.slow],
  ['POST', '/api/reset', misc.reset],
  ['POST', '/api/tasks/bulk', misc.tasksBulk],
  ['GET', '/api/task-tree', taskTree.listTaskTree],
  ['GET', '/api/hostile/corpus', hostile.corpus],
  ['GET', '/api/hostile/rows', hostile.rows],
  ['GET', '/api/hostile/events', hostile.events],
  ['GET', '/api/hostile/events/:key/click', hostile.click],
  ['POST', '/api/hostile/action', hostile.action],
  ['PUT', '/api/hostile/save/:id', hostile.save],
  ['POST', '/api/fault/plan', fault.plan],
  ['GET', '/api/fault/rows', fault.rows],
  ['GET', '/api/fault/events', fault.events],
  ['GET', '/api/fault/status', fault.status],
].map(([method, path, handler]) => [method, new RegExp(`^${path.replace(':id', '(?<id>[1-9]\\d{0,15})').replace(':key', '(?<key>[^/]+)')}/?$`), handler]);

/** A path segment decoded, or as sent when it is not valid percent-encoding. */
function segment(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * @param {{ quiet?: boolean, file?: string | null }} [options]
 *   file: the SQLite file (default demo/data/almanac.sqlite); null = in memory.
 * @returns {Promise<{ handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL): Promise<void>, close(): void, db: import('./db.mjs').Db }>}
 */
export async function createApi({ quiet = false, file } = {}) {
  const db = await openDb({ file });
  return {
    db,
    async handle(req, res, url) {
      try {
        const method = req.method === 'HEAD' ? 'GET' : req.method;
        const matches = ROUTES.filter(([, pattern]) => pattern.test(url.pathname));
        if (matches.length === 0) throw new HttpError(404, 'Not found');
        const route = matches.find(([m]) => m === method);
        if (!route) throw new HttpError(405, 'Method not allowed');
        const [, pattern, handler] = route;
        const groups = pattern.exec(url.pathname).groups;
        const id = Number(groups?.id ?? 0);
        const key = segment(groups?.key ?? '');
        const body = method === 'GET' ? {} : await readJson(req);
        // Repeated query keys: the last one wins. A plain object is fine here:
        // handlers only read whitelisted names, with Object.hasOwn.
        const query = Object.fromEntries(url.searchParams);
        const closed = new AbortController(); // the client went away (a hung fault route stops waiting)
        res.on('close', () => closed.abort());
        const result = await handler({ db, query, body, id, key, signal: closed.signal });
        if (method !== 'GET') db.changed(); // schedule the write to disk (sql.js only)
        if (closed.signal.aborted) return; // nobody is listening any more (a late answer the client dropped)
        if (result instanceof RawResponse) {
          if (!res.writableEnded) res.writeHead(result.status, { 'Content-Type': result.type, 'Cache-Control': 'no-store' }).end(result.body);
          return;
        }
        sendJson(res, 200, result);
      } catch (error) {
        if (!(error instanceof HttpError) && !quiet) console.error(error);
        const { status, body } = error instanceof HttpError ? error : { status: 500, body: { success: false, message: 'Internal error' } };
        if (res.headersSent) res.end();
        else sendJson(res, status, body);
      }
    },
    close() {
      db.close();
    },
  };
}
