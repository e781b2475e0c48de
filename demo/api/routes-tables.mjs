// GET /api/employees and GET /api/orders: the table protocol.
//
// Request (all optional):  page=1  pageSize=10 (0 or 'all': every row, max 1000)
//   sort=name asc,hired desc   search=text   <column>=value (equality)
//   from=YYYY-MM-DD  to=YYYY-MM-DD (inclusive, on the date column)
//   <column>_min / <column>_max (inclusive)   columns=1 (also send column metadata)
// Empty values mean "no filter"; unknown names and unknown sort columns are ignored.
//
// Response: { success: true, data: [rows], meta: { page, pageSize, total, totalPages },
//   options: { field: [{ value, text }] },  (fills <select name="field"> in filter forms)
//   filters: { the filters applied },  columns: [...] (only with columns=1) }
//   totals=1 adds meta.aggregates (footer totals over every filtered row: aggregates.mjs)
import { totals } from './aggregates.mjs';
import { buildQuery, paging, param } from './query.mjs';
import { EMPLOYEE_STATUS, ORDER_STATUS } from './seed.mjs';

/** @type {import('./query.mjs').Resource} */
export const EMPLOYEES = {
  table: 'employees',
  columns: ['id', 'name', 'email', 'department', 'role', 'status', 'salary', 'hired', 'rating', 'notes', 'position'],
  sortable: ['id', 'name', 'email', 'department', 'role', 'status', 'salary', 'hired', 'rating', 'position'],
  searchable: ['name', 'email', 'department', 'role', 'notes'],
  filterable: ['status', 'department', 'role', 'rating'],
  ranges: { salary: 'number', rating: 'number', hired: 'date' },
  dateColumn: 'hired',
  defaultSort: 'position ASC',
};

/** @type {import('./query.mjs').Resource} */
export const ORDERS = {
  table: 'orders',
  columns: ['id', 'customer', 'product', 'amount', 'status', 'date', 'quantity'],
  sortable: ['id', 'customer', 'product', 'amount', 'status', 'date', 'quantity'],
  searchable: ['customer', 'product'],
  filterable: ['status', 'product', 'customer'],
  ranges: { amount: 'number', quantity: 'number', date: 'date' },
  dateColumn: 'date',
  defaultSort: 'date DESC',
};

/** `{ active: 'Active' }` -> `[{ value: 'active', text: 'Active' }]` */
const toOptions = (labels) => Object.entries(labels).map(([value, text]) => ({ value, text }));
/** Options from the distinct values of a (whitelisted) column. */
const distinct = (db, table, col) =>
  db.all(`SELECT DISTINCT ${col} AS value FROM ${table} ORDER BY ${col}`).map(({ value }) => ({ value, text: value }));

const OPTIONS = {
  employees: (db) => ({ status: toOptions(EMPLOYEE_STATUS), department: distinct(db, 'employees', 'department'), role: distinct(db, 'employees', 'role') }),
  orders: (db) => ({ status: toOptions(ORDER_STATUS), product: distinct(db, 'orders', 'product'), customer: distinct(db, 'orders', 'customer') }),
};

// Column metadata for tables with data-dynamic-columns (spec "Dynamic column metadata").
const COLUMNS = {
  employees: [
    { field: 'id', label: 'ID', type: 'number', sort: true },
    { field: 'name', label: 'Name', sort: true },
    { field: 'email', label: 'Email', sort: true },
    { field: 'department', label: 'Department', sort: true, filter: true },
    { field: 'role', label: 'Role', sort: true, filter: true },
    { field: 'status', label: 'Status', format: 'lookup', options: EMPLOYEE_STATUS, filter: true, sort: true },
    { field: 'salary', label: 'Salary', type: 'number', format: 'currency', currency: 'USD', decimals: 0, sort: true },
    { field: 'hired', label: 'Hired', type: 'date', format: 'date', sort: true },
    { field: 'rating', label: 'Rating', type: 'number', sort: true },
    { field: 'notes', label: 'Notes' },
  ],
  orders: [
    { field: 'id', label: 'Order', type: 'number', sort: true },
    { field: 'customer', label: 'Customer', sort: true, filter: true },
    { field: 'product', label: 'Product', sort: true, filter: true },
    { field: 'quantity', label: 'Qty', type: 'number', sort: true },
    { field: 'amount', label: 'Amount', type: 'number', format: 'currency', currency: 'USD', decimals: 2, sort: true },
    { field: 'status', label: 'Status', format: 'lookup', options: ORDER_STATUS, filter: true, sort: true },
    { field: 'date', label: 'Date', type: 'date', format: 'date', sort: true },
  ],
};

/**
 * Count and fetch one page of a resource for the given request parameters.
 * @param {import('./db.mjs').Db} db
 * @param {import('./query.mjs').Resource} resource
 * @param {Record<string, unknown>} params
 */
export function listRows(db, resource, params) {
  const { where, args, orderBy, filters } = buildQuery(resource, params);
  const { n: total } = db.get(`SELECT COUNT(*) AS n FROM ${resource.table} ${where}`, args);
  const { limit, offset, ...meta } = paging(params, Number(total));
  const data = db.all(`SELECT ${resource.columns.join(', ')} FROM ${resource.table} ${where} ${orderBy} LIMIT ? OFFSET ?`,
    [...args, limit, offset]);
  return { data, meta, filters };
}

/** The full table-protocol response for a resource. */
function tableResponse(db, resource, query) {
  const { data, meta, filters } = listRows(db, resource, query);
  const body = { success: true, data, meta, options: OPTIONS[resource.table](db), filters };
  if (['1', 'true'].includes(param(query, 'columns'))) body.columns = COLUMNS[resource.table];
  if (['1', 'true'].includes(param(query, 'totals'))) body.meta.aggregates = totals(db, resource, query);
  return body;
}

/** @typedef {{ db: import('./db.mjs').Db, query: Record<string, string>, body: Record<string, unknown>, id: number }} Context */

/** @param {Context} ctx */
export const listEmployees = ({ db, query }) => tableResponse(db, EMPLOYEES, query);
/** @param {Context} ctx */
export const listOrders = ({ db, query }) => tableResponse(db, ORDERS, query);

/** GET /api/employees/nested: the same rows deeper, for data-attr="data:result.items". */
export function nestedEmployees({ db, query }) {
  const { data, meta, options, filters } = tableResponse(db, EMPLOYEES, query);
  return { result: { items: data, meta, options, filters } };
}
