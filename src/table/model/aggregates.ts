/**
 * Footer aggregates (spec "Footer cells (tfoot)", rules 3 and 4; "Errors" 6).
 * Pure: plain functions over rows and plain descriptions of the tfoot cells.
 *
 * What a value is, for aggregation:
 * - **empty**: null, undefined, or a string that is blank after trimming.
 *   Every aggregate skips empty values (a missing salary neither counts nor
 *   makes the total unknown), as SQL aggregates skip NULL.
 * - **numeric**: a finite number, a safe bigint, or a string that reads as a
 *   plain number after trimming: optional sign, digits with optional strict
 *   ',' thousands groups, optional fraction and exponent ('1,234.5', ' -12 ',
 *   '1e3'). The same reading as the numeric sort (core/format-numbers toNumber).
 * - **non-numeric**: anything else that is not empty: NaN, ±Infinity, 'abc',
 *   '$12', '12 kg', '0x1F', booleans, dates, arrays, objects.
 *
 * sum, avg, min and max run only when every non-empty value is numeric; one
 * non-numeric value makes them "skipped" (null: the cell shows nothing),
 * never guessed. count counts the non-empty values, whatever they are.
 * Over no numeric value at all: sum and count are 0; avg, min, max null.
 * A result that is not finite (a sum past Number.MAX_VALUE) is null too.
 */
import { toNumber } from '../../core/format-numbers';
import { fieldValue } from './fields';
import type { Row } from './types';

export const AGGREGATE_TYPES = ['sum', 'avg', 'count', 'min', 'max', 'custom'] as const;
export type AggregateType = typeof AGGREGATE_TYPES[number];
/** The aggregates the table computes itself (custom calls a page function). */
export type BuiltInAggregate = Exclude<AggregateType, 'custom'>;

/** Whether `name` is one of sum, avg, count, min, max, custom (exact, case-sensitive). */
export function isAggregateType(name: unknown): name is AggregateType {
  return typeof name === 'string' && (AGGREGATE_TYPES as readonly string[]).includes(name);
}

/** null, undefined and blank strings: skipped by every aggregate. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** What one pass over a field's values learns. */
export interface FieldStats {
  /** Non-empty values (count). */
  count: number;
  /** Numeric values among them. */
  numeric: number;
  sum: number;
  min: number;
  max: number;
}

/**
 * One pass over `rows` reading `field` (own property, else a dotted path).
 * The sum is compensated (Neumaier), so 0.1 + 0.2 + ... stays as exact as a
 * double allows whatever the row order. `countOnly` skips reading numbers
 * (a field only counted): then only `count` is meaningful.
 */
export function fieldStats(rows: readonly Row[], field: string, countOnly = false): FieldStats {
  if (countOnly) {
    let n = 0;
    for (let i = 0; i < rows.length; i++) if (!isEmptyValue(fieldValue(rows[i], field))) n++;
    return { count: n, numeric: 0, sum: 0, min: Infinity, max: -Infinity };
  }
  let count = 0;
  let numeric = 0;
  let sum = 0;
  let compensation = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < rows.length; i++) {
    const value = fieldValue(rows[i], field);
    if (isEmptyValue(value)) continue;
    count++;
    const n = typeof value === 'number' ? (Number.isFinite(value) ? value : undefined) : toNumber(value);
    if (n === undefined) continue;
    numeric++;
    const t = sum + n;
    compensation += Math.abs(sum) >= Math.abs(n) ? (sum - t) + n : (n - t) + sum;
    sum = t;
    if (n < min) min = n;
    if (n > max) max = n;
  }
  return { count, numeric, sum: sum + compensation, min, max };
}

/**
 * Field stats, remembered: one pass per field over the same rows (a page
 * change or a re-render reuses it). The filtered rows only ever drop rows,
 * so as many as the table holds (`source`) are all of them, whatever the
 * order: a sort or a cleared search reuses the full pass instead of reading
 * 100,000 rows again. `countOnly` fields read no numbers (fieldStats).
 */
export function statsMemo(): (rows: readonly Row[], source: readonly Row[], field: string, countOnly: boolean) => FieldStats {
  let full: { source: readonly Row[] | null; stats: Map<string, FieldStats> } = { source: null, stats: new Map() };
  let part: { rows: readonly Row[] | null; stats: Map<string, FieldStats> } = { rows: null, stats: new Map() };
  return (rows, source, field, countOnly) => {
    const all = rows.length === source.length;
    if (all && full.source !== source) full = { source, stats: new Map() };
    if (!all && part.rows !== rows) part = { rows, stats: new Map() };
    const cache = all ? full.stats : part.stats;
    const key = `${+countOnly}${field}`;
    let stats = cache.get(key);
    if (!stats) cache.set(key, (stats = fieldStats(rows, field, countOnly)));
    return stats;
  };
}

const finite = (n: number): number | null => (Number.isFinite(n) ? n : null);

/**
 * The aggregate from a field's stats: a number, or null when skipped (a
 * non-numeric value among sum/avg/min/max sources, nothing to average, or
 * a result that is not finite).
 */
export function aggregateFromStats(stats: FieldStats, type: BuiltInAggregate): number | null {
  if (type === 'count') return stats.count;
  if (stats.numeric < stats.count) return null; // rule 3: mixed or non-numeric values are skipped
  if (type === 'sum') return stats.numeric ? finite(stats.sum) : 0;
  if (!stats.numeric) return null;
  if (type === 'avg') return finite(stats.sum / stats.numeric);
  return type === 'min' ? stats.min : stats.max;
}

/** One aggregate of one field over `rows` (see the module comment for every edge case). */
export function aggregate(rows: readonly Row[], field: string, type: BuiltInAggregate): number | null {
  return aggregateFromStats(fieldStats(rows, field), type);
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const own = (o: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** A server total: found (with its value), absent, or malformed (with why). */
export type ServerTotal = { found: true; value: unknown } | { found: false; problem?: string };

/**
 * The total a server sent for `field` in `meta.aggregates` (own keys only):
 * `{salary: {sum: 10, avg: 2}}` by type, or `{salary: 10}` for every
 * aggregate of that field. sum, avg, count, min and max must be numeric
 * (numbers or numeric strings); custom takes any scalar. null means absent.
 */
export function serverTotal(aggregates: unknown, field: string, type: AggregateType): ServerTotal {
  if (!isRecord(aggregates) || !field || !own(aggregates, field)) return { found: false };
  let entry = aggregates[field];
  if (isRecord(entry)) {
    if (!own(entry, type)) return { found: false };
    entry = entry[type];
  }
  if (entry === null || entry === undefined) return { found: false };
  if (type === 'custom') return typeof entry === 'object' ? { found: false, problem: 'is not a single value' } : { found: true, value: entry };
  const n = toNumber(entry);
  return n === undefined ? { found: false, problem: 'is not a number' } : { found: true, value: n };
}

/**
 * The legacy data-footer-aggregates map (`{"salary": "sum"}`), checked:
 * field -> built-in aggregate; each bad entry becomes a problem text. A
 * prototype-free map, so a field named `__proto__` is a field.
 */
export function legacyAggregates(map: Record<string, unknown> | null): { types: Map<string, BuiltInAggregate>; problems: string[] } {
  const types = new Map<string, BuiltInAggregate>();
  const problems: string[] = [];
  if (!map) return { types, problems };
  for (const field of Object.keys(map)) {
    const type = map[field];
    if (isAggregateType(type) && type !== 'custom') types.set(field, type);
    else problems.push(`data-footer-aggregates: "${field}" has ${typeof type === 'string' ? `"${type.slice(0, 40)}"` : 'a value that is not a string'}, not sum, avg, count, min or max — that field is not aggregated`);
  }
  return { types, problems };
}
