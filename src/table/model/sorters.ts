/**
 * Sort keys (style.md #12): normalisation is separate from comparison. Keys
 * are computed once per (rows, field, type) and sorting compares numbers:
 * numbers as numbers, dates as timestamps, text by its rank under a
 * locale-aware Intl.Collator (numeric, case-insensitive).
 */
import { toDate, toNumber } from '../../core/formats';
import type { ColumnType, Row, SortKey } from './types';
import { fieldValue, valueText } from './fields';
import type { Comparer } from './collator';

/** Empty values sort after every other value, in both directions. */
const EMPTY = Number.NaN;
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** Numeric sort keys of `rows` for `field` interpreted as `type` (NaN for empty/unparseable). */
export function sortKeys(rows: readonly Row[], field: string, type: ColumnType, collator: Comparer): Float64Array {
  const keys = new Float64Array(rows.length);
  if (type === 'number' || type === 'date') {
    for (let i = 0; i < rows.length; i++) {
      const v = fieldValue(rows[i], field);
      const n = isEmpty(v) ? undefined : type === 'number' ? toNumber(v) : toDate(v)?.getTime();
      keys[i] = n ?? EMPTY;
    }
    return keys;
  }
  const texts: string[] = new Array(rows.length);
  const unique = new Set<string>();
  for (let i = 0; i < rows.length; i++) {
    const v = fieldValue(rows[i], field);
    texts[i] = isEmpty(v) ? '' : valueText(v);
    if (texts[i] !== '') unique.add(texts[i]);
  }
  const ranked = [...unique].sort(collator.compare);
  const rank = new Map<string, number>();
  // Strings the collator calls equal ('Bob'/'bob') share a rank, so stability and later keys decide.
  let r = 0;
  ranked.forEach((t, i) => {
    if (i > 0 && collator.compare(ranked[i - 1], t) !== 0) r++;
    rank.set(t, r);
  });
  for (let i = 0; i < rows.length; i++) keys[i] = texts[i] === '' ? EMPTY : (rank.get(texts[i]) as number);
  return keys;
}

/**
 * Rows ordered by `sort` (several keys, first wins); stable, empties last.
 * Returns `rows` itself when there is nothing to sort by.
 */
export function sortRows(
  rows: Row[],
  sort: readonly SortKey[],
  typeOf: (field: string) => ColumnType,
  collator: Comparer,
  keysFor: (field: string, type: ColumnType) => Float64Array = (f, t) => sortKeys(rows, f, t, collator),
  orderFor: (field: string, type: ColumnType) => Int32Array = (f, t) => ascendingOrder(keysFor(f, t)),
): Row[] {
  const order = sortOrder(rows.length, sort, typeOf, keysFor, orderFor);
  if (!order) return rows;
  const out = new Array<Row>(order.length);
  for (let i = 0; i < order.length; i++) out[i] = rows[order[i]];
  return out;
}

/**
 * The sorted order as row indexes (sorted row i is input row order[i]); null
 * when there is nothing to sort by, meaning the input order.
 */
export function sortOrder(
  count: number,
  sort: readonly SortKey[],
  typeOf: (field: string) => ColumnType,
  keysFor: (field: string, type: ColumnType) => Float64Array,
  orderFor: (field: string, type: ColumnType) => Int32Array = (f, t) => ascendingOrder(keysFor(f, t)),
): Int32Array | null {
  if (!sort.length || count < 2) return null;
  if (sort.length === 1) {
    // One key: the ascending order is computed once; descending is derived from it in linear time.
    const { field, dir } = sort[0];
    const type = typeOf(field);
    const asc = orderFor(field, type);
    return dir === 'desc' ? descendingFrom(asc, keysFor(field, type)) : asc;
  }
  const keySets = sort.map((s) => ({ keys: keysFor(s.field, typeOf(s.field)), sign: s.dir === 'desc' ? -1 : 1 }));
  const index = new Int32Array(count);
  for (let i = 0; i < count; i++) index[i] = i;
  return index.sort((a, b) => {
    for (const { keys, sign } of keySets) {
      const ka = keys[a];
      const kb = keys[b];
      if (ka === kb) continue;
      if (Number.isNaN(ka)) { if (Number.isNaN(kb)) continue; return 1; }
      if (Number.isNaN(kb)) return -1;
      return ka < kb ? -sign : sign;
    }
    return a - b;
  });
}

/** Row indexes by ascending key, empties (NaN) last, ties in input order. */
export function ascendingOrder(keys: Float64Array): Int32Array {
  const order = new Int32Array(keys.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((a, b) => {
    const ka = keys[a];
    const kb = keys[b];
    if (ka === kb) return a - b;
    if (Number.isNaN(ka)) return Number.isNaN(kb) ? a - b : 1;
    if (Number.isNaN(kb)) return -1;
    return ka < kb ? -1 : 1;
  });
  return order;
}

/** The descending order from an ascending one: groups of equal keys reversed, each kept in input order; empties stay last. */
export function descendingFrom(asc: Int32Array, keys: Float64Array): Int32Array {
  let filled = asc.length;
  while (filled > 0 && Number.isNaN(keys[asc[filled - 1]])) filled--;
  const out = new Int32Array(asc.length);
  let w = 0;
  let end = filled;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && keys[asc[start - 1]] === keys[asc[end - 1]]) start--;
    for (let i = start; i < end; i++) out[w++] = asc[i];
    end = start;
  }
  for (let i = filled; i < asc.length; i++) out[w++] = asc[i];
  return out;
}

/**
 * Parse 'name asc, age desc' (data-default-sort, the sort parameter). An
 * unknown direction is ascending and reported; so is a field that no
 * sortable column names, when `fields` (the sortable fields) is given. All
 * problems go in one report (one warning per attribute, design.md).
 */
export function parseSortSpec(spec: string | null | undefined, report?: (problem: string) => void, fields?: readonly string[]): SortKey[] {
  if (typeof spec !== 'string' || !spec) return []; // a script or prop may pass anything (design.md bad-input policy)
  const problems: string[] = [];
  const keys = spec.split(',').map((part) => part.trim().split(/\s+/)).filter((p) => p[0]).map(([field, dir, ...rest]): SortKey => {
    const known = !dir || /^(asc|desc)$/i.test(dir);
    if (!known || rest.length) problems.push(`"${[dir, ...rest].join(' ')}" is not asc or desc — "${field}" sorted ascending`);
    if (fields && !fields.includes(field)) problems.push(`"${field}" is not a sortable column`);
    return { field, dir: dir?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
  });
  if (report && problems.length) report(problems.join('; '));
  return keys;
}

/** The sort request parameter: 'field asc,other desc' (design.md). */
export function formatSortSpec(sort: readonly SortKey[]): string {
  return sort.map((s) => `${s.field} ${s.dir}`).join(',');
}
