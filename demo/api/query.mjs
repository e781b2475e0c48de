// A small, safe query builder for the table protocol. Two rules make it safe,
// and a port to PHP/Django must keep both:
//   1. Identifiers (column names, sort directions) never come from the request:
//      a request value is only used to *choose* one from a whitelist.
//   2. Values always travel as bound parameters (`?`), never inside the SQL text.

/**
 * What a table exposes to the protocol.
 * @typedef {{
 *   table: string,
 *   columns: string[],                 selected columns, in response order
 *   sortable: string[],                allowed in `sort`
 *   searchable: string[],              matched by `search` (LIKE)
 *   filterable: string[],              `<col>=value` equality filters
 *   ranges: Record<string, 'number' | 'date'>,  `<col>_min` / `<col>_max`
 *   dateColumn?: string,               target of `from` / `to`
 *   defaultSort: string,               used when `sort` selects nothing
 * }} Resource
 */

export const MAX_PAGE_SIZE = 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The trimmed string value of a request parameter, '' when absent. Looks up own
 * properties only, so names like `__proto__` or `constructor` are never special.
 * @param {Record<string, unknown>} params
 * @param {string} name
 */
export function param(params, name) {
  if (!Object.hasOwn(params, name)) return '';
  const value = params[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/**
 * Parse `sort=name asc,hired desc` (or the object form `{name:'asc'}` sent by
 * filter actions) into `[column, 'ASC'|'DESC']` pairs; unknown columns are dropped.
 * @param {unknown} sort
 * @param {string[]} sortable
 * @returns {[string, 'ASC' | 'DESC'][]}
 */
export function parseSort(sort, sortable) {
  const parts = typeof sort === 'string'
    ? sort.split(',').map((part) => part.trim().split(/\s+/))
    : sort && typeof sort === 'object' ? Object.entries(sort).map(([field, dir]) => [field, String(dir)]) : [];
  /** @type {[string, 'ASC' | 'DESC'][]} */
  const result = [];
  for (const [field, dir = 'asc'] of parts) {
    if (!sortable.includes(field) || result.some(([seen]) => seen === field)) continue;
    result.push([field, dir.toLowerCase() === 'desc' ? 'DESC' : 'ASC']);
  }
  return result;
}

/**
 * Build WHERE and ORDER BY from request parameters.
 * @param {Resource} resource
 * @param {Record<string, unknown>} params  query string (or filter-action body) as a plain object
 * @returns {{ where: string, args: (string | number)[], orderBy: string, filters: Record<string, string> }}
 *   filters: the filters actually applied, echoed back to the client.
 */
export function buildQuery(resource, params) {
  const conditions = [];
  const args = [];
  /** @type {Record<string, string>} */
  const filters = {};

  // search: one LIKE per searchable column, OR-ed; % and _ typed by the user are literal.
  const search = param(params, 'search');
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(`(${resource.searchable.map((col) => `${col} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    args.push(...resource.searchable.map(() => like));
    filters.search = search;
  }
  // Equality: ?status=active&department=Sales
  for (const col of resource.filterable) {
    const value = param(params, col);
    if (value === '') continue;
    conditions.push(`${col} = ?`);
    args.push(value);
    filters[col] = value;
  }
  // Ranges, inclusive: ?from=2024-01-01&to=2024-12-31 on the date column,
  // ?salary_min=50000&salary_max=90000 on any range column. Malformed values are ignored.
  const bounds = [];
  if (resource.dateColumn) bounds.push(['from', resource.dateColumn, '>=', 'date'], ['to', resource.dateColumn, '<=', 'date']);
  for (const [col, type] of Object.entries(resource.ranges)) bounds.push([`${col}_min`, col, '>=', type], [`${col}_max`, col, '<=', type]);
  for (const [name, col, op, type] of bounds) {
    const value = param(params, name);
    if (value === '' || (type === 'date' ? !DATE.test(value) : !Number.isFinite(Number(value)))) continue;
    conditions.push(`${col} ${op} ?`);
    args.push(type === 'date' ? value : Number(value));
    filters[name] = value;
  }

  const sort = parseSort(Object.hasOwn(params, 'sort') ? params.sort : '', resource.sortable);
  const order = sort.length ? sort.map(([col, dir]) => `${col} ${dir}`) : [resource.defaultSort];
  return {
    where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    args,
    orderBy: `ORDER BY ${[...order, 'id ASC'].join(', ')}`, // id last: a stable order for paging
    filters,
  };
}

/**
 * Page and page size from the request. pageSize=0 or 'all' means every row
 * (echoed back as pageSize 0, one page). The page is clamped to the last page,
 * so a stale page number still shows data.
 * @param {Record<string, unknown>} params
 * @param {number} total  rows matching the filters
 * @returns {{ page: number, pageSize: number, total: number, totalPages: number, limit: number, offset: number }}
 *   limit -1 means no limit (SQLite's LIMIT -1).
 */
export function paging(params, total) {
  const raw = param(params, 'pageSize');
  const size = Number.parseInt(raw, 10);
  const pageSize = raw === 'all' ? 0 : Number.isInteger(size) && size >= 0 ? Math.min(size, MAX_PAGE_SIZE) : 10;
  const totalPages = pageSize === 0 ? 1 : Math.max(1, Math.ceil(total / pageSize));
  const requested = Number.parseInt(param(params, 'page'), 10);
  const page = Math.min(Number.isInteger(requested) && requested > 0 ? requested : 1, totalPages);
  return { page, pageSize, total, totalPages, limit: pageSize || -1, offset: (page - 1) * pageSize };
}
