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
