/**
 * What a load hands to the page: the normalized payload of a
 * data-load-target container (spec "Normalized payload"). Pure.
 */
import type { LoadedPayload } from './protocol';
import type { ColumnDef, PageMeta, QueryState, Row } from './types';

/** The payload handed to a data-load-target container (spec "Normalized payload"). */
export interface NormalizedPayload {
  data: Row[];
  meta: PageMeta;
  filters: Record<string, unknown>;
  options: Record<string, unknown>;
  columns: unknown[];
  params: Record<string, unknown>;
  tableId: string;
  tableSource: string;
  isServerSide: boolean;
  hasData: boolean;
  empty: boolean;
  raw: unknown;
}

export interface TargetContext {
  tableId: string;
  source: string | null;
  query: QueryState;
  meta: PageMeta;
  isServerSide: boolean;
  options?: Record<string, unknown>;
  columns: readonly ColumnDef[];
}

/** Build the normalized payload: every field of the spec's table, `params` as the request named them. */
export function normalizeForTarget(payload: LoadedPayload, ctx: TargetContext): NormalizedPayload {
  const { query, meta } = ctx;
  const params: Record<string, unknown> = { ...query.filters, page: meta.page, pageSize: meta.pageSize };
  if (query.search) params.search = query.search;
  if (query.sort.length) params.sort = query.sort.map((s) => `${s.field} ${s.dir}`).join(',');
  return {
    data: payload.rows, meta, filters: payload.filters ?? { ...query.filters }, options: payload.options ?? ctx.options ?? {},
    columns: payload.columns ?? ctx.columns.map((c) => ({ field: c.field, label: c.label })), params, tableId: ctx.tableId,
    tableSource: ctx.source ?? '', isServerSide: ctx.isServerSide, hasData: payload.rows.length > 0,
    empty: payload.rows.length === 0, raw: payload.raw,
  };
}
