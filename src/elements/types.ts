/**
 * Types of <almanac-table> and <almanac-calendar> (issue 49 item 6): the element interfaces and
 * HTMLElementTagNameMap (document.querySelector('almanac-table') is an AlmanacTableElement). The
 * React 19 JSX and Vue GlobalComponents declarations are ./frameworks.d.ts, shipped beside them.
 */
import type { CalendarOptions } from '../calendar/model/options';
import type { CalendarEvent } from '../calendar/model/normalize';
import type { View } from '../calendar/model/ranges';
import type { CalendarEventMap, EventInput, IcsExportOptions } from '../calendar/model/inputs';
import type { TableOptions } from '../table/model/options';
import type { ColumnInput } from '../table/model/inputs';
import type { TableEventMap } from '../table/model/table-events';
import type { Row } from '../table/model/types';
import type { TableManager } from '../table/TableManager';

type Options<T> = Partial<Omit<T, keyof HTMLElement>>;
/** A facade method without its first argument (the table id, the calendar). */
type Tail<F> = F extends (first: never, ...rest: infer A) => infer R ? (...args: A) => R : never;
type Mirror<F, K extends keyof F> = { [P in K]: Tail<F[P]> };

/** The element's events, as lib.dom types an element's: its own (CustomEvents of the widget's detail) and HTMLElement's. */
type EventsOf<M> = HTMLElementEventMap & { [K in keyof M]: CustomEvent<M[K]> };
export type AlmanacTableEventMap = EventsOf<TableEventMap>;
export type AlmanacCalendarEventMap = EventsOf<CalendarEventMap>;

type TableMethods = 'loadTableData' | 'renderTable' | 'setFilters' | 'toggleColumnVisibility' | 'getColumnState' | 'setColumnState' | 'setGroupBy'
  | 'clearTableCache' | 'setRefreshInterval' | 'getRefreshInterval' | 'startAutoRefresh' | 'stopAutoRefresh' | 'enableRowSort' | 'disableRowSort'
  | 'exportData' | 'getData' | 'getTable';

/** `<almanac-table>`: the table's options as properties, its rows and columns, the TableManager methods without the id. */
export interface AlmanacTableElement extends HTMLElement, Options<TableOptions>, Mirror<typeof TableManager, TableMethods> {
  addEventListener<K extends keyof AlmanacTableEventMap>(type: K, listener: (this: AlmanacTableElement, event: AlmanacTableEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof AlmanacTableEventMap>(type: K, listener: (this: AlmanacTableElement, event: AlmanacTableEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
  rows: Row[] | undefined;
  columns: ColumnInput[] | undefined;
  /** Replace the rows (an array: the `rows` property), or give `{data, columns, meta}`. */
  setData(rows: Row[] | { data: Row[]; columns?: ColumnInput[]; meta?: Record<string, unknown> }): void;
  /** Load again from `source` (past the cache). */
  reload(): Promise<boolean>;
  clearSelection(): void;
}

/** `<almanac-calendar>`: the calendar's options as properties, the EventCalendar methods without the calendar. */
export interface AlmanacCalendarElement extends HTMLElement, Omit<Options<CalendarOptions>, 'events'> {
  addEventListener<K extends keyof AlmanacCalendarEventMap>(type: K, listener: (this: AlmanacCalendarElement, event: AlmanacCalendarEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof AlmanacCalendarEventMap>(type: K, listener: (this: AlmanacCalendarElement, event: AlmanacCalendarEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
  events: EventInput[] | string | null | undefined;
  addEvent(event: EventInput): void;
  removeEvent(eventId: string): void;
  updateEvent(eventId: string, partialData: Partial<EventInput>): void;
  moveEvent(eventId: string, place: { start: Date | string; end?: Date | string; allDay?: boolean }): Promise<boolean>;
  getEvents(start?: Date | string, end?: Date | string): CalendarEvent[];
  setEvents(events: EventInput[]): void;
  refreshEvents(): void;
  reload(): void;
  navigate(direction: -1 | 1): void;
  goToToday(): void;
  /** Show the month of `date` (a Date or YYYY-MM-DD) in the current view. */
  gotoDate(date: Date | string): void;
  changeView(view: View): void;
  exportIcs(options?: IcsExportOptions): Promise<boolean>;
}

declare global {
  interface HTMLElementTagNameMap {
    'almanac-table': AlmanacTableElement;
    'almanac-calendar': AlmanacCalendarElement;
  }
}
