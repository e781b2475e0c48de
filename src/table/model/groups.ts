/**
 * Rows in groups (issue 47 item 1), pure: the rows of the view grouped by
 * one field or several (nested), each group with its row count and the
 * footer's aggregates of its rows (model/aggregates.ts, computed as the
 * footer computes them: its functions are given, measureWith, so that the part that
 * groups does not split them off the footer's part), the groups ordered by label or by the sorted
 * column's group aggregate, and the order of the rows inside a group kept
 * as the view sorted them. components/GroupedBody.svelte draws what
 * ./group-items.ts flattens from it.
 */
import type { aggregateFromStats, BuiltInAggregate, fieldStats } from './aggregates';
import { fieldValue, valueText } from './fields';
import type { Row, SortKey } from './types';

/** One aggregate a group shows: the footer's (`data-footer-aggregates`, a tfoot cell's data-field and data-aggregate). */
export interface GroupAggregate {
  field: string;
  type: BuiltInAggregate;
}

export interface Group {
  /** The group's value as text ('' for an empty value): what it is known by in the open state and the URL. */
  key: string;
  /** Its keys and its parents', outermost first, joined (./group-items.ts pathKey). */
  path: string;
  /** The field it groups by. */
  field: string;
  /** 0 for the outermost groups. */
  depth: number;
  /** Its rows, in the view's order (every row under it, subgroups included). */
  rows: Row[];
  /** Aggregate values by `field:type`: a number, or null when skipped (aggregates.ts). */
  values: Record<string, number | null>;
  /** Subgroups (by the next field), or none at the innermost level. */
  groups: Group[];
}

/** How two groups' labels compare (a locale-aware collator, numeric). */
export type LabelCompare = (a: string, b: string) => number;

/** `field:type`, the key of an aggregate in Group.values. */
export const aggregateKey = (a: GroupAggregate): string => `${a.field}:${a.type}`;

/** The group fields as written: `region, country` or a list; blanks dropped, each field once. */
export function groupFields(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(list.filter((f): f is string => typeof f === 'string').map((f) => f.trim()).filter(Boolean))];
}

/** Separates the keys of a path (a control character no label holds in practice; escaped in the URL anyway). */
export const PATH_SEP = '\u001f';

/**
 * `rows` grouped by `fields` (outermost first), the groups ordered by
 * `order`; `rows` are the view's (sorted and filtered) rows.
 */
export function groupRows(rows: readonly Row[], fields: readonly string[], aggregates: readonly GroupAggregate[], order: (groups: Group[]) => Group[], measure: Measure, depth = 0, parent = ''): Group[] {
  const field = fields[depth];
  if (field === undefined) return [];
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    const v = fieldValue(row, field);
    const key = v === null || v === undefined ? '' : valueText(v);
    const list = byKey.get(key);
    if (list) list.push(row);
    else byKey.set(key, [row]);
  }
  const groups = [...byKey].map(([key, members]): Group => {
    const path = depth ? parent + PATH_SEP + key : key;
    return {
      key, path, field, depth, rows: members,
      values: measure(members, aggregates),
      groups: groupRows(members, fields, aggregates, order, measure, depth + 1, path),
    };
  });
  return order(groups);
}

/** The aggregate values of a group's rows, by `field:type` (Group.values). */
export type Measure = (rows: readonly Row[], aggregates: readonly GroupAggregate[]) => Record<string, number | null>;

/** The aggregates of rows as the footer computes them over the same rows, with its functions (model/aggregates.ts). */
export function measureWith(lib: { fieldStats: typeof fieldStats; aggregateFromStats: typeof aggregateFromStats }): Measure {
  return (rows, aggregates) => {
    const values: Record<string, number | null> = Object.create(null);
    const stats = new Map<string, ReturnType<typeof fieldStats>>();
    for (const a of aggregates) {
      let s = stats.get(a.field);
      if (!s) stats.set(a.field, (s = lib.fieldStats(rows, a.field)));
      values[aggregateKey(a)] = lib.aggregateFromStats(s, a.type);
    }
    return values;
  };
}

/**
 * How sibling groups are ordered: by the first sort key's aggregate when
 * the groups have one for that field (its first aggregate: a sum before a
 * count as the footer lists them), in the key's direction, skipped values
 * last; else by label, in the key's direction when the sort is on the group
 * field, else ascending; empty labels last. Ties keep first-seen order.
 */
export function groupOrder(sort: readonly SortKey[], aggregates: readonly GroupAggregate[], compare: LabelCompare): (groups: Group[]) => Group[] {
  const key = sort[0];
  return (groups) => {
    if (!groups.length) return groups;
    const field = groups[0].field;
    const by = key && aggregates.find((a) => a.field === key.field);
    const dir = key?.dir === 'desc' ? -1 : 1;
    const sorted = [...groups];
    if (by) {
      const k = aggregateKey(by);
      const num = (g: Group) => g.values[k];
      sorted.sort((a, b) => {
        const x = num(a);
        const y = num(b);
        if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
        return (x - y) * dir;
      });
      return sorted;
    }
    const labelDir = key && key.field === field ? dir : 1;
    sorted.sort((a, b) => (a.key === '' || b.key === '' ? +(a.key === '') - +(b.key === '') : compare(a.key, b.key) * labelDir));
    return sorted;
  };
}

/** The rows in the order the groups show them (every group open): paging counts these. */
export function groupedOrder(groups: readonly Group[]): Row[] {
  const out: Row[] = [];
  const walk = (list: readonly Group[]) => {
    for (const g of list) {
      if (g.groups.length) walk(g.groups);
      else for (const row of g.rows) out.push(row);
    }
  };
  walk(groups);
  return out;
}
