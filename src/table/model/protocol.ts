/**
 * Requests and responses of the table protocol (spec "HTTP interactions" 1):
 * the query string of a data load and the normalisation of every response
 * shape into rows + meta + columns + options + filters. Pure.
 */
import { clampInt, LIMITS } from './limits';
import { getPath } from '../../core/path';
import type { PageMeta, QueryState, Row } from './types';
import { formatSortSpec } from './sorters';

export interface LoadedPayload {
  rows: Row[];
  meta?: PageMeta;
  columns?: unknown[];
  options?: Record<string, unknown>;
  filters?: Record<string, unknown>;
  raw: unknown;
}

/**
 * The data-load URL: page, pageSize, every non-empty filter by its own name,
 * search, and sort as 'field asc,other desc'.
 */
export function buildLoadUrl(source: string, query: QueryState, base = typeof location !== 'undefined' ? location.href : 'http://localhost/'): string {
  const url = new URL(source, base);
  const params = url.searchParams;
  params.set('page', String(query.page));
  // Without a page size of its own the table lets the server choose (a pageSize in data-source stays).
  if (query.pageSize > 0) params.set('pageSize', String(query.pageSize));
  for (const [name, value] of Object.entries(query.filters)) {
    if (value !== '' && value !== null && value !== undefined) params.set(name, String(value));
  }
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.sort.length) params.set('sort', formatSortSpec(query.sort));
  return url.origin === new URL(base).origin ? url.pathname + url.search : url.href;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Paging metadata of a response; every number a whole number within LIMITS (out-of-range values are reported). */
function toMeta(v: unknown, rowCount: number, report: (problem: string) => void): PageMeta | undefined {
  if (!isObject(v)) return undefined;
  const n = (name: string, x: unknown, d: number, min: number, max: number) => {
    const raw = x !== null && x !== '' && x !== undefined ? Number(x) : NaN;
    const { value, changed } = clampInt(raw, min, max, d);
    if (changed) report(`meta.${name} ${String(x)} is out of range — ${value} used`);
    return value;
  };
  const pageSize = n('pageSize', v.pageSize ?? v.per_page ?? v.limit, rowCount, 0, LIMITS.pageSize);
  const total = n('total', v.total ?? v.totalRecords, rowCount, 0, LIMITS.total);
  const meta: PageMeta = {
    page: n('page', v.page ?? v.currentPage, 1, 1, LIMITS.page),
    pageSize,
    total,
    totalPages: n('totalPages', v.totalPages ?? v.lastPage, pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1, 1, LIMITS.page),
  };
  // Server totals for the footer (issue "TableManager III" 6), read by the footer (components/TableFoot.svelte).
  if (isObject(v.aggregates)) meta.aggregates = v.aggregates;
  return meta;
}

/**
 * The rows a table can show (Hardening 4): entries that are not objects
 * (null, strings, numbers, arrays) are dropped and counted in one report;
 * an object that appears twice is shallow-copied, so every row has its own
 * identity (rows are keyed by object). Returns `rows` itself when all is well.
 */
function usableRows(rows: readonly unknown[], report: (problem: string) => void): Row[] {
  let out: unknown[] | null = null;
  let dropped = 0;
  const seen = new Set<unknown>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const usable = row !== null && typeof row === 'object' && !Array.isArray(row);
    const repeated = usable && seen.has(row);
    if (usable && !repeated) seen.add(row);
    if (!out && (!usable || repeated)) out = rows.slice(0, i);
    if (!usable) dropped++;
    else if (out) out.push(repeated ? { ...(row as Row) } : row);
  }
  if (dropped) report(`${dropped} ${dropped === 1 ? 'row is' : 'rows are'} not an object — dropped`);
  return (out ?? rows) as Row[];
}

/**
 * Rows and metadata from a response: a rows array; `{data, meta, columns,
 * options, filters}`; or an object whose rows sit at `dataPath`
 * (data-attr 'data:result.items'). Returns null when no rows array is found.
 */
export function normalizePayload(raw: unknown, dataPath?: string | null, report: (problem: string) => void = () => {}): LoadedPayload | null {
  if (Array.isArray(raw)) return { rows: usableRows(raw, report), raw };
  if (!isObject(raw)) return null;
  let rows: unknown;
  let holder: Record<string, unknown> = raw;
  if (dataPath) {
    rows = getPath(raw, dataPath);
    const parentPath = dataPath.split('.').slice(0, -1).join('.');
    const parent = parentPath ? getPath(raw, parentPath) : raw;
    if (isObject(parent)) holder = parent;
  }
  if (!Array.isArray(rows)) {
    rows = raw.data;
    if (isObject(rows) && Array.isArray((rows as Record<string, unknown>).data)) {
      holder = rows as Record<string, unknown>;
      rows = holder.data;
    }
  }
  if (!Array.isArray(rows)) return null;
  const pick = (key: string) => holder[key] ?? raw[key];
  const columns = pick('columns');
  const options = pick('options');
  const filters = pick('filters');
  return {
    rows: usableRows(rows, report),
    meta: toMeta(pick('meta'), rows.length, report),
    columns: Array.isArray(columns) ? columns : undefined,
    options: isObject(options) ? options : undefined,
    filters: isObject(filters) ? filters : undefined,
    raw,
  };
}
