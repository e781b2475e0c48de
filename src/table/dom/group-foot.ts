/**
 * The aggregates a group header shows (issue 47 item 1): the footer's — the
 * tfoot cells with data-field and a built-in data-aggregate, then the
 * legacy data-footer-aggregates map — each field and type once. `lib`: the footer's functions (TableFoot.svelte).
 */
import type { isAggregateType, legacyAggregates } from '../model/aggregates';
import type { GroupAggregate } from '../model/groups';
import type { TableStore } from '../store.svelte';

export function groupAggregates(store: TableStore, table: HTMLTableElement | null, lib: { isAggregateType: typeof isAggregateType; legacyAggregates: typeof legacyAggregates }): GroupAggregate[] {
  const found: GroupAggregate[] = [];
  const add = (field: string | undefined, type: string | undefined) => {
    field = field?.trim();
    type = type?.trim();
    if (field && lib.isAggregateType(type) && type !== 'custom' && !found.some((a) => a.field === field && a.type === type)) found.push({ field, type });
  };
  for (const cell of table?.tFoot?.querySelectorAll<HTMLElement>('[data-field][data-aggregate]') ?? []) add(cell.dataset.field, cell.dataset.aggregate);
  for (const [field, type] of lib.legacyAggregates(store.config.footerAggregates).types) add(field, type);
  return found;
}
