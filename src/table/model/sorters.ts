/**
 * Sort keys (style.md #12): normalisation is separate from comparison. Keys
 * are computed once per (rows, field, type) and sorting compares numbers:
 * numbers as numbers, dates as timestamps, text by its rank under a
 * locale-aware Intl.Collator (numeric, case-insensitive).
 */
import { toDate, toNumber } from '../../core/formats';
import type { ColumnType, Row, SortKey } from '../types';
import { getPath } from '../../core/path';

/** Empty values sort after every other value, in both directions. */
const EMPTY = Number.NaN;
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** Read a field; dotted names reach nested objects. */
export function fieldValue(row: Row, field: string): unknown {
  if (Object.prototype.hasOwnProperty.call(row, field)) return row[field];
  return field.includes('.') ? getPath(row, field) : undefined;
}

/** Numeric sort keys of `rows` for `field` interpreted as `type` (NaN for empty/unparseable). */
export function sortKeys(rows: readonly Row[], field: string, type: ColumnType, collator: Intl.Collator): Float64Array {
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
    texts[i] = isEmpty(v) ? '' : String(v);
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
  collator: Intl.Collator,
  keysFor: (field: string, type: ColumnType) => Float64Array = (f, t) => sortKeys(rows, f, t, collator),
): Row[] {
  if (!sort.length || rows.length < 2) return rows;
  const keySets = sort.map((s) => ({ keys: keysFor(s.field, typeOf(s.field)), sign: s.dir === 'desc' ? -1 : 1 }));
  const index = Array.from({ length: rows.length }, (_, i) => i);
  index.sort((a, b) => {
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
  return index.map((i) => rows[i]);
}

/** Parse 'name asc, age desc' (data-default-sort); unknown directions default to asc. */
export function parseSortSpec(spec: string | null | undefined): SortKey[] {
  if (!spec) return [];
  return spec.split(',').map((part) => part.trim().split(/\s+/)).filter((p) => p[0])
    .map(([field, dir]) => ({ field, dir: dir?.toLowerCase() === 'desc' ? 'desc' : 'asc' }));
}

/** The sort request parameter: 'field asc,other desc' (design.md). */
export function formatSortSpec(sort: readonly SortKey[]): string {
  return sort.map((s) => `${s.field} ${s.dir}`).join(',');
}
