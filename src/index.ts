// Entry for Svelte apps: components, stores and types, exported by name.
// Names: components are `DataTable` and `EventCalendar`; the imperative APIs (the script-include
// facades) are `TableManager` and `CalendarManager` (on a page, `window.EventCalendar`, the spec's global).
import { installEager } from './eager';
export { EventBus, eventManager } from './core/events';
export { TableManager } from './table/TableManager';
export { TableStore, type TableConfig } from './table/store.svelte';
export type { ColumnDef, Row, SortKey, QueryState, TableView } from './table/model/types';
export type * from './table/model/inputs';
export { default as EventCalendar } from './calendar/components/Calendar.svelte';
export { EventCalendar as CalendarManager } from './calendar/EventCalendar';
/** @deprecated Use `CalendarManager` (the same class). */
export { EventCalendar as EventCalendarManager } from './calendar/EventCalendar';
export { CalendarStore } from './calendar/store.svelte';
export type { CalendarEvent } from './calendar/model/normalize';
export type { CalendarOptions } from './calendar/model/options';
export type * from './calendar/model/inputs';
export { default as DataTable } from './table/components/DataTable.svelte';

// The dayjs formats and the contrast maths from the start (an app's bundler keeps this call: package.json "sideEffects").
installEager();
