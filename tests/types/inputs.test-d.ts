// Type tests (issue 13 item 2), checked by svelte-check in `npm run check`: every
// `@ts-expect-error` line must fail to compile, or the check fails.
import type { CalendarEventMap, ColumnInput, DataTableProps, EventCalendarProps, EventInput, IcsExportOptions } from '../../src/index';
import type { calendarOptions } from '../../src/calendar/model/options';

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

// EventCalendar III (issue 45): named zones, recurrence, the list view and .ics, as typed props and payloads.
export const zoned: EventCalendarProps = {
  timezone: 'Asia/Bangkok', secondaryTimezone: 'Asia/Tokyo', views: ['week', 'list'], defaultView: 'list', ics: '/calendar.ics',
  onexport: (p) => `${p.filename}: ${p.count} from ${p.start?.toISOString() ?? 'the first event'}`,
  oneventdrop: (p) => (p.scope === 'following' ? p.occurrence?.slice(0, 10) : p.delta.minutes),
  oneventresize: (p) => (p.scope === 'this' ? p.occurrence?.length : p.event.end),
};
export const noSecondZone: EventCalendarProps = { timezone: 'UTC', secondaryTimezone: null };
// @ts-expect-error a zone is a name, not an offset in hours
export const numericZone: EventCalendarProps = { timezone: 7 };
// @ts-expect-error the second zone is a name, not an offset in hours
export const numericSecondZone: EventCalendarProps = { secondaryTimezone: 9 };
// @ts-expect-error the .ics feed is one URL
export const icsList: EventCalendarProps = { ics: ['/a.ics', '/b.ics'] };
// @ts-expect-error an unknown view among the switcher's
export const badViews: EventCalendarProps = { views: ['month', 'agenda'] };
export const badScope: EventCalendarProps = {
  // @ts-expect-error scope is 'this' or 'following', never 'all'
  oneventdrop: (p) => p.scope === 'all',
};
// The same payloads as DOM events (EventManager.on, document listeners).
type Detail<K extends keyof CalendarEventMap> = CalendarEventMap[K];
export const onExport = (d: Detail<'eventcalendar:export'>) => `${d.filename}: ${d.count}, ${d.end?.getTime() ?? 'no end'}`;
export const onResize = (d: Detail<'eventcalendar:eventResize'>) => [d.occurrence, d.scope, d.event.end.getTime()];
// @ts-expect-error the export payload has no events list, only their count
export const exportedEvents = (d: Detail<'eventcalendar:export'>) => d.events;
export const exportRange: IcsExportOptions = { start: '2026-03-01', end: new Date(), filename: 'team' };
// @ts-expect-error the file name is text
export const badFilename: IcsExportOptions = { filename: true };

export const series: EventInput[] = [
  { id: 'standup', title: 'Stand-up', start: '2026-03-02T09:00', allDay: false, rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR', duration: 'PT15M', timezone: 'America/New_York', exdate: ['2026-03-04T09:00'], rdate: '2026-03-07T09:00' },
  { id: 'lines', title: 'Review', rrule: 'DTSTART;TZID=Europe/London:20260302T100000\nRRULE:FREQ=DAILY;COUNT=5' },
];
// @ts-expect-error an RRULE is text, not an options object
export const ruleObject: EventInput = { title: 'x', rrule: { freq: 'WEEKLY' } };
// @ts-expect-error a duration is ISO 8601 text, not minutes
export const minutes: EventInput = { title: 'x', duration: 30 };
// @ts-expect-error excluded starts are dates or text
export const badExdate: EventInput = { title: 'x', exdate: [20260304] };
// @ts-expect-error added starts are dates or text
export const badRdate: EventInput = { title: 'x', rdate: 20260307 };
// @ts-expect-error the event's zone is a name
export const badEventZone: EventInput = { title: 'x', timezone: -5 };

// Every option of the calendar's option table is a typed prop (the table's declarative click handlers are not:
// Svelte apps pass callbacks): a new option missing from EventCalendarProps names itself here.
type DeclarativeOnly = 'onDateClick' | 'onEventClick';
type OptionWithoutProp = Exclude<keyof typeof calendarOptions, keyof EventCalendarProps | DeclarativeOnly>;
export const everyOptionIsAProp: [OptionWithoutProp] extends [never] ? true : OptionWithoutProp = true;
