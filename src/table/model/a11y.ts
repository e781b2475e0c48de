/**
 * Roles, ARIA and classes of table parts (style.md #8): components spread
 * what these return, so the rules are testable without a DOM.
 */
import type { ColumnDef, SortKey } from './types';

export interface HeaderState {
  class: string;
  'aria-sort'?: 'ascending' | 'descending';
  /** 1-based position in a multi-column sort, when more than one key is active. */
  priority?: number;
}

/** Header classes: the th's own class, plus `asc`/`desc` when sorted (spec "States"). */
export function headerState(column: ColumnDef, sort: readonly SortKey[]): HeaderState {
  const index = sort.findIndex((s) => s.field === column.sortField);
  const key = index >= 0 ? sort[index] : undefined;
  const classes = [column.headerClass, column.sortable ? 'alm-sortable' : '', key && column.sortable ? key.dir : '']
    .filter(Boolean).join(' ');
  if (!key || !column.sortable) return { class: classes };
  return {
    class: classes,
    'aria-sort': key.dir === 'asc' ? 'ascending' : 'descending',
    priority: sort.length > 1 ? index + 1 : undefined,
  };
}

/** Page buttons to show: first, last, and a window around the current page; null is a gap. */
export function pageWindow(page: number, totalPages: number, span = 1): Array<number | null> {
  const pages = new Set<number>([1, totalPages]);
  for (let p = page - span; p <= page + span; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] === 2) out.push(p - 1);
    else if (i > 0 && p - sorted[i - 1] > 2) out.push(null);
    out.push(p);
  });
  return out;
}
