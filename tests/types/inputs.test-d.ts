// Type tests (issue 13 item 2), checked by svelte-check in `npm run check`: every
// `@ts-expect-error` line must fail to compile, or the check fails.
import type { ColumnInput, DataTableProps, EventCalendarProps, EventInput } from '../../src/index';

interface User { id: number; name: string; email: string }

export const good: ColumnInput<User>[] = [{ field: 'name', label: 'Name', sort: true }, { field: 'email', format: 'text' }];
// @ts-expect-error a field the row type does not have
export const wrongField: ColumnInput<User> = { field: 'nmae' };
// @ts-expect-error a misspelt format
export const misspelt: ColumnInput = { field: 'total', format: 'curency' };
// @ts-expect-error a type outside the union
export const badType: ColumnInput = { field: 'n', type: 'integer' };
// @ts-expect-error field must be a string
export const numericField: ColumnInput = { field: 1 };

export const props: DataTableProps<User> = {
  id: 'users', columns: good, rows: [{ id: 1, name: 'Ada', email: 'a@x' }],
  onselectionchange: (p) => p.selectedRows.map((u) => u.email),
  // @ts-expect-error callbacks receive the row type: no such field
  onrender: (p) => p.data[0].age,
};

export const events: EventInput[] = [{ title: 'Stand-up', start: '2026-11-10T09:00', allDay: false }];
// @ts-expect-error a misspelt event field with a wrong type
export const badEvent: EventInput = { title: 'x', allDay: 'no' };

export const calendar: EventCalendarProps = {
  events, defaultView: 'week',
  oneventclick: (p) => p.event.title.toUpperCase(),
};
// @ts-expect-error an unknown view
export const badView: EventCalendarProps = { defaultView: 'year' };
// @ts-expect-error the declarative onEventClick is not a Svelte prop
export const declarative: EventCalendarProps = { onEventClick: () => {} };

// DataTable props for row, bulk and filter actions, footers and row editing.
export const features: DataTableProps<User> = {
  id: 'users', columns: good,
  rowActions: { toggle: { title: 'Toggle', method: 'post', url: '/api/users/{id}/toggle', condition: "name != ''" } },
  actions: { delete: 'Delete' }, actionUrl: '/api/users/bulk', actionButton: 'Apply|btn',
  filterActions: { report: { label: 'Report', url: '/report', type: 'link', target: '_blank' } },
  footerAggregates: { id: 'count' }, editableRows: true, rowSortable: true, sortUrl: '/api/users/order',
  onrowaction: (p) => p.row.email.toUpperCase(),
  onactioncomplete: (p) => p.ids.length,
  onrowadded: (p) => p.row.name,
  onrowreorder: (p) => p.order.length + p.from + p.to,
};
// @ts-expect-error a row action method that is not HTTP
export const badMethod: DataTableProps<User> = { id: 'u', columns: good, rowActions: { go: { method: 'fetch' } } };
// @ts-expect-error a filter action without its url
export const noUrl: DataTableProps<User> = { id: 'u', columns: good, filterActions: { report: { label: 'Report' } } };
// @ts-expect-error a filter action type other than button or link
export const badKind: DataTableProps<User> = { id: 'u', columns: good, filterActions: { r: { url: '/r', type: 'form' } } };
// @ts-expect-error a misspelt aggregate
export const badAggregate: DataTableProps<User> = { id: 'u', columns: good, footerAggregates: { id: 'total' } };
// @ts-expect-error an aggregate of a field the row type does not have
export const badAggregateField: DataTableProps<User> = { id: 'u', columns: good, footerAggregates: { salary: 'sum' } };
// @ts-expect-error bulk action labels are strings
export const badBulk: DataTableProps<User> = { id: 'u', columns: good, actions: { delete: true } };
export const badRowPayload: DataTableProps<User> = {
  id: 'u', columns: good,
  // @ts-expect-error onrowaction receives the row type: no such field
  onrowaction: (p) => p.row.salary,
};
