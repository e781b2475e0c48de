// Entry for Svelte apps: components, stores and types, exported by name.
export { EventBus, eventManager } from './core/events';
export { TableManager } from './table/TableManager';
export { TableStore, type TableConfig } from './table/store.svelte';
export type { ColumnDef, Row, SortKey, QueryState, TableView } from './table/model/types';
export { default as EventCalendar } from './calendar/components/EventCalendar.svelte';
export { EventCalendar as EventCalendarManager } from './calendar/EventCalendar';
export { CalendarStore } from './calendar/store.svelte';
export type { CalendarEvent } from './calendar/model/normalize';
export type { CalendarOptions } from './calendar/model/options';
export { default as DataTable } from './table/components/DataTable.svelte';
