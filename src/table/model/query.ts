/**
 * The client-side query pipeline (style.md #1): sort, then filter and
 * search, then page. Each stage returns its input when it has nothing to do.
 * Sorting happens before filtering so that typing in a filter reuses the
 * sorted order instead of sorting again.
 */
import type { ColumnDef, FilterMode, QueryState, Row, TableView } from './types';
import { fieldValue } from './fields';
import { ascendingOrder, sortKeys, sortOrder } from './sorters';
import { columnContains, lower } from './haystacks';
import { toDate, toNumber } from '../../core/formats';
import type { Comparer } from './collator';

export interface FilterContext {
  /** Display text of a cell (formatted, lookup labels), for search and 'contains'. */
  textOf(row: Row, column: ColumnDef): string;
  columns: readonly ColumnDef[];
  modeOf(field: string): FilterMode;
  /** Fields searched by the search text; empty means every column with a field. */
  searchFields: readonly string[];
  /** Apply only filters on known columns (and their range pairs); others are left to a server. */
  columnsOnly?: boolean;
  /** Changes whenever display texts may change (the store passes its lookups): a filtered view is not reused across it. */
  textVersion?: unknown;
}

type RowTest = (row: Row) => boolean;

/** The filters that filter: an empty value is no filter. */
const activeFilters = (filters: Record<string, string>) => Object.entries(filters).filter(([, v]) => v !== '' && v != null);
const hasFilters = (filters: Record<string, string>, search: string) => !!search.trim() || activeFilters(filters).length > 0;

/** Rows whose fields match every non-empty filter and the search text. */
export function filterRows(rows: Row[], filters: Record<string, string>, search: string, ctx: FilterContext): Row[] {
  if (!hasFilters(filters, search)) return rows;
  return filterIndices(rows, null, filters, search, ctx).map((i) => rows[i]);
}

/**
 * The indices among `candidates` (in their order; null: every row in input
 * order) whose rows pass every non-empty filter and the search text.
 */
function filterIndices(
  rows: readonly Row[], candidates: readonly number[] | Int32Array | null, filters: Record<string, string>, search: string, ctx: FilterContext,
): number[] {
  const tests = filterTests(filters, ctx);
  const needle = search.trim().toLowerCase();
  if (needle) tests.push(searchTest(needle, ctx));
  const passes = (row: Row) => {
    for (let t = 0; t < tests.length; t++) if (!tests[t](row)) return false;
    return true;
  };
  // Rows are tested in input order, as they lie in memory (in a sort order, reading 100,000 rows
  // takes several times as long), then the candidates that passed are kept in their order.
  const n = rows.length;
  const hit = new Uint8Array(n);
  if (!candidates || candidates.length === n) for (let i = 0; i < n; i++) hit[i] = +passes(rows[i]);
  else for (const i of Int32Array.from(candidates).sort()) hit[i] = +passes(rows[i]);
  const out: number[] = [];
  const m = candidates ? candidates.length : n;
  for (let k = 0; k < m; k++) {
    const i = candidates ? candidates[k] : k;
    if (hit[i]) out.push(i);
  }
  return out;
}

/** One test per non-empty filter: a range pair, an exact value (selects), or a substring. */
function filterTests(filters: Record<string, string>, ctx: FilterContext): RowTest[] {
  const byField = new Map(ctx.columns.filter((c) => c.field).map((c) => [c.field, c]));
  return activeFilters(filters).map(([field, value]): RowTest => {
    const range = rangeTest(field, value, byField, ctx.columns);
    if (range) return range;
    const column = byField.get(field);
    if (!column && ctx.columnsOnly) return () => true;
    const want = lower(value);
    if (ctx.modeOf(field) === 'equals') {
      return (row) => {
        const v = fieldValue(row, field);
        return Array.isArray(v) ? v.some((x) => lower(x) === want) : lower(v) === want;
      };
    }
    if (!column) return (row) => lower(fieldValue(row, field)).includes(want);
    return columnContains(column, want, ctx.textOf);
  });
}

/** The search text in any search column (a field no column shows is read from the row, as a column without a format). */
function searchTest(needle: string, ctx: FilterContext): RowTest {
  const tests = searchTargets(ctx).map((c) => columnContains(c, needle, ctx.textOf));
  return (row) => {
    for (let t = 0; t < tests.length; t++) if (tests[t](row)) return true;
    return false;
  };
}

/**
 * Whether filtering with `next` can start from the rows `prev` kept: every
 * filter and the search only narrowed (the same field set, each substring
 * value containing the previous one, exact and range values unchanged).
 */
export function narrows(prev: { filters: Record<string, string>; search: string }, next: { filters: Record<string, string>; search: string }, ctx: FilterContext): boolean {
  const before = new Map(activeFilters(prev.filters));
  const after = activeFilters(next.filters);
  if (after.length !== before.size) return false;
  const byField = new Set(ctx.columns.map((c) => c.field));
  for (const [field, value] of after) {
    const old = before.get(field);
    if (old === undefined) return false;
    const substring = byField.has(field) && ctx.modeOf(field) === 'contains';
    if (substring ? !lower(value).includes(lower(old)) : value !== old) return false;
  }
  return lower(next.search.trim()).includes(lower(prev.search.trim()));
}

/** The same active filters and search (empty values are no filter). */
export function sameFilters(prev: { filters: Record<string, string>; search: string }, next: { filters: Record<string, string>; search: string }): boolean {
  if (prev.filters === next.filters) return prev.search.trim() === next.search.trim();
  const before = activeFilters(prev.filters);
  const after = new Map(activeFilters(next.filters));
  return before.length === after.size && before.every(([k, v]) => after.get(k) === v) && prev.search.trim() === next.search.trim();
}

/**
 * Range filters on the client (spec "Filter bindings": pairs such as
 * price_min/price_max and from/to): `<field>_min` / `<field>_max` bound a
 * column inclusively; `from` / `to` bound the first date column. Returns null
 * when `name` is not a range filter this table can apply.
 */
function rangeTest(name: string, value: string, byField: Map<string, ColumnDef>, columns: readonly ColumnDef[]): ((row: Row) => boolean) | null {
  if (byField.has(name)) return null;
  const m = /^(.+)_(min|max)$/.exec(name);
  const column = m ? byField.get(m[1]) : name === 'from' || name === 'to' ? columns.find((c) => c.type === 'date') : undefined;
  if (!column) return null;
  const lower = m ? m[2] === 'min' : name === 'from';
  const asDate = column.type === 'date';
  const key = (v: unknown) => (asDate ? toDate(v)?.getTime() : toNumber(v));
  const bound = key(value);
  if (bound === undefined) return () => true; // an unparseable bound filters nothing
  return (row) => {
    const k = key(fieldValue(row, column.field));
    return k !== undefined && (lower ? k >= bound : k <= bound);
  };
}

function searchTargets(ctx: FilterContext): ColumnDef[] {
  if (ctx.searchFields.length) {
    const known = new Map(ctx.columns.map((c) => [c.field, c]));
    return ctx.searchFields.map((f) => known.get(f) ?? ({ field: f } as ColumnDef));
  }
  return ctx.columns.filter((c) => c.field && !c.autoNumber);
}

/** Clamp `page` to 1..totalPages; pageSize 0 means one page holding every row. */
export function pageRows(rows: Row[], page: number, pageSize: number): { rows: Row[]; page: number; totalPages: number; offset: number } {
  if (pageSize <= 0) return { rows, page: 1, totalPages: 1, offset: 0 };
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const offset = (current - 1) * pageSize;
  if (offset === 0 && rows.length <= pageSize) return { rows, page: current, totalPages, offset };
  return { rows: rows.slice(offset, offset + pageSize), page: current, totalPages, offset };
}

/**
 * A view computer with a one-entry memo of the sorted rows, so a filter or
 * page change over the same rows and sort does not sort again.
 */
export function createViewComputer(collator: Comparer) {
  let lastRows: Row[] | null = null;
  let lastSort = '';
  let lastTypes = '';
  let sorted: Row[] = [];
  // Sort keys are computed once per (rows, field, type): sorting the same column again only compares numbers.
  let keysRows: Row[] | null = null;
  const keyCache = new Map<string, Float64Array>();
  const orderCache = new Map<string, Int32Array>();
  const keysFor = (rows: Row[]) => (field: string, type: ColumnDef['type']) => {
    if (rows !== keysRows) {
      keyCache.clear();
      orderCache.clear();
      keysRows = rows;
    }
    const id = `${type}:${field}`;
    let keys = keyCache.get(id);
    if (!keys) keyCache.set(id, (keys = sortKeys(rows, field, type, collator)));
    return keys;
  };
  const orderFor = (rows: Row[]) => (field: string, type: ColumnDef['type']) => {
    const keys = keysFor(rows)(field, type);
    const id = `${type}:${field}`;
    let order = orderCache.get(id);
    if (!order) orderCache.set(id, (order = ascendingOrder(keys)));
    return order;
  };
  let last: { from: Row[]; columns: readonly ColumnDef[]; textVersion: unknown; rows: Row[]; kept: number[] | null; filters: Record<string, string>; search: string } | null = null;
  let order: Int32Array | null = null;
  function computeView(rows: Row[], query: QueryState, ctx: FilterContext): TableView {
    const sortSig = JSON.stringify(query.sort);
    const types = ctx.columns.map((c) => c.sortField + c.type).join();
    if (rows !== lastRows || sortSig !== lastSort || types !== lastTypes) {
      const typeOf = (field: string) => ctx.columns.find((c) => c.sortField === field || c.field === field)?.type ?? 'text';
      order = sortOrder(rows.length, query.sort, typeOf, keysFor(rows), orderFor(rows));
      sorted = order ? Array.from(order, (i) => rows[i]) : rows;
      lastRows = rows;
      lastSort = sortSig;
      lastTypes = types;
    }
    // A page change (same rows, sort and filters) reuses the filtered rows as they are. Typing
    // that only narrows a filter tests the rows the previous value kept, not every row. Either
    // way the rows are read by input row index, through the sort order.
    const prev = last && last.from === sorted && last.columns === ctx.columns && last.textVersion === ctx.textVersion ? last : null;
    let kept: number[] | null = null;
    let filtered = sorted;
    if (prev && sameFilters(prev, query)) ({ kept, rows: filtered } = prev);
    else if (hasFilters(query.filters, query.search)) {
      const from = prev && narrows(prev, query, ctx) ? prev.kept ?? order : order;
      kept = filterIndices(rows, from, query.filters, query.search, ctx);
      filtered = new Array(kept.length);
      for (let k = 0; k < kept.length; k++) filtered[k] = rows[kept[k]];
    }
    last = { from: sorted, columns: ctx.columns, textVersion: ctx.textVersion, rows: filtered, kept, filters: query.filters, search: query.search };
    const paged = pageRows(filtered, query.page, query.pageSize);
    return {
      rows: paged.rows, total: rows.length, filtered: filtered.length, page: paged.page,
      pageSize: query.pageSize, totalPages: paged.totalPages, offset: paged.offset, ordered: filtered,
    };
  }
  return computeView;
}
