/**
 * What a Svelte app passes to `<EventCalendar>` and receives from it: the
 * input shapes, separate from the processed `CalendarEvent` the store keeps.
 * Types only (nothing here reaches a bundle).
 */
import type { CalendarEvent, ScheduleType, Timezone } from './normalize';
import type { View } from './ranges';
import type { Snippet } from 'svelte';

export type { ScheduleType, Timezone, View };

/** A date as an event or option accepts it: a `Date`, or an ISO string (`2026-03-01`, `2026-03-01T09:30`). */
export type DateInput = Date | string;

/**
 * One event as the app supplies it (spec "Event payload"). Extra fields are
 * kept untouched as `event.data` of the processed event.
 *
 * The all-day rule: a continuous event is **all-day unless `allDay: false`**,
 * even when `start` has a time. Send `allDay: false` for a timed block.
 */
export interface EventInput {
  /** Generated when omitted. */
  id?: string | number;
  /** Shown as the event's text; "Untitled" when missing. */
  title?: string;
  /** When the event starts; needed for the event to show. */
  start?: DateInput;
  /** When it ends; defaults to `start`. */
  end?: DateInput;
  /** Continuous events are all-day unless this is `false`; recurring-slot events never are. */
  allDay?: boolean;
  /** Overrides the calendar's `scheduleMode` for this event. */
  scheduleType?: ScheduleType;
  /** The spec's other name for `scheduleType`. */
  scheduleMode?: ScheduleType;
  /** Inclusive first day of a recurring slot (also `rangeStart`). */
  startDate?: DateInput;
  /** The spec's other name for `startDate`. */
  rangeStart?: DateInput;
  /** Inclusive last day of a recurring slot (also `rangeEnd`). */
  endDate?: DateInput;
  /** The spec's other name for `endDate`. */
  rangeEnd?: DateInput;
  /** `HH:mm`: daily slot start (recurring-slot). */
  slotStartTime?: string;
  /** `HH:mm`: daily slot end (recurring-slot). */
  slotEndTime?: string;
  /** One CSS colour; otherwise the palette's. */
  color?: string;
  /** Shown in the details dialog. */
  description?: string;
  /** Shown in the details dialog. */
  location?: string;
  /** Kept with the event (`event.category`). */
  category?: string;
  /** On an editable calendar: `false` keeps this event in place; `'series'` lets a recurring slot move as its whole series. */
  editable?: boolean | 'series';
  /** Repeats the event by RFC 5545: an RRULE value (`FREQ=WEEKLY;BYDAY=MO,WE,FR`), or `DTSTART`/`RRULE`/`EXDATE`/`RDATE` lines (a `DTSTART;TZID=` line then gives the start and the zone). */
  rrule?: string;
  /** Each occurrence's length, ISO 8601 (`PT1H30M`, `P1D`); without it, `end` minus `start`. */
  duration?: string;
  /** Occurrences left out: their starts (`2026-03-17T09:00:00`, an instant with `Z`, or a day), as a list or one comma-separated string. */
  exdate?: DateInput[] | string;
  /** Occurrences added beyond the rule: their starts, as `exdate`. */
  rdate?: DateInput[] | string;
  /** The IANA zone (`America/New_York`) the series repeats in, keeping its wall-clock time across DST; otherwise the calendar's. */
  timezone?: string;
  /** Any other field travels along in `event.data`. */
  [extra: string]: unknown;
}

/** The calendar instance handed to callbacks (the store of this calendar). */
export type CalendarInstance = unknown;

/** `ondateclick`: a day (month view) or a time slot (week, day views) was clicked. */
export interface DateClickDetail { date: Date; instance: CalendarInstance; element: Element | null }
/** `oneventclick`: an event was clicked; `event.data` is the object the app supplied. */
export interface EventClickDetail { event: CalendarEvent; instance: CalendarInstance; element: Element | null }
/** `onnavigate`: previous or next period. */
export interface NavigateDetail { date: Date; direction: number; view: View; instance: CalendarInstance }
/** `ontoday`: back to today. */
export interface TodayDetail { date: Date; view: View; instance: CalendarInstance }
/** `onviewchange`: another view is shown. */
export interface ViewChangeDetail { view: View; date: Date; instance: CalendarInstance }
/** `onperiodchange`: the period picker chose a month (`month` 1-12). */
export interface PeriodChangeDetail { date: Date; year: number; month: number; view: View; instance: CalendarInstance }
/** `oneventadd`, `oneventupdate`: the processed event. */
export interface EventChangeDetail { event: CalendarEvent; instance: CalendarInstance }
/** `oneventremove`: the id of the removed event. */
export interface EventRemoveDetail { eventId: string; instance: CalendarInstance }
/** How far a drop moved an event: whole days, and minutes (week and day views). */
export interface EventDelta { days: number; minutes: number }
/**
 * A moved occurrence of a series (issue 45 item 5): `occurrence`, its original start (as the update API
 * writes dates), and `scope`, which events the user chose to change.
 */
export interface OccurrenceChange { occurrence?: string; scope?: 'this' | 'following' }
/** `oneventdrop`: an event was moved (shown at once; sent to `updateApi` when set). `oldEvent` is where it was. */
export interface EventDropDetail extends OccurrenceChange { event: CalendarEvent; oldEvent: CalendarEvent; delta: EventDelta; instance: CalendarInstance }
/** `oneventresize`: an event's end was moved. */
export interface EventResizeDetail extends OccurrenceChange { event: CalendarEvent; oldEvent: CalendarEvent; instance: CalendarInstance }
/**
 * `onselect`: a range was selected (dragging over days or times, or by keyboard). Dates as the calendar
 * reads its inputs; an all-day range's `end` is its last day (inclusive, as a date-only end is).
 */
export interface SelectDetail { start: Date; end: Date; allDay: boolean; view: View; instance: CalendarInstance }
/** What `exportIcs` takes (issue 45 item 4). */
export interface IcsExportOptions {
  /** First instant (or day) of the range; without start and end, every event. */
  start?: DateInput;
  /** Last instant (or day, inclusive) of the range. */
  end?: DateInput;
  /** The file's name (made safe, `.ics` added once); `calendar.ics` by default. */
  filename?: string;
}
/** `onexport`: an .ics file was handed to the browser; `count` events (a series counts once), `start`/`end` null when not given. */
export interface IcsExportDetail { start: Date | null; end: Date | null; filename: string; count: number; instance: CalendarInstance }
/** `onerror`: loading events failed. */
export interface CalendarErrorDetail { error: unknown; instance: CalendarInstance }

/**
 * Every calendar event and its payload (spec "Events"): through `EventManager.on(name, (e) => e.detail)`
 * and as a DOM `CustomEvent` on `document`, and as a callback prop in Svelte (`oneventclick`...).
 */
export interface CalendarEventMap {
  /** A day (month view) or a time slot (week, day) was clicked. */
  'eventcalendar:dateClick': DateClickDetail;
  /** An event was clicked. */
  'eventcalendar:eventClick': EventClickDetail;
  /** Previous or next period. */
  'eventcalendar:navigate': NavigateDetail;
  /** Back to today. */
  'eventcalendar:today': TodayDetail;
  /** Another view is shown. */
  'eventcalendar:viewChange': ViewChangeDetail;
  /** The period picker chose a month. */
  'eventcalendar:periodChange': PeriodChangeDetail;
  /** An event was added. */
  'eventcalendar:eventAdd': EventChangeDetail;
  /** An event was removed. */
  'eventcalendar:eventRemove': EventRemoveDetail;
  /** An event was updated. */
  'eventcalendar:eventUpdate': EventChangeDetail;
  /** Loading events failed. */
  'eventcalendar:error': CalendarErrorDetail;
  /** An event was moved (editable calendars). */
  'eventcalendar:eventDrop': EventDropDetail;
  /** An event's end was moved (editable calendars). */
  'eventcalendar:eventResize': EventResizeDetail;
  /** A range was selected (editable calendars); with `onSelectApi` it is POSTed and the answered event added. */
  'eventcalendar:select': SelectDetail;
  /** An .ics file was exported (exportIcs). */
  'eventcalendar:export': IcsExportDetail;
  /** A calendar was destroyed (script-include path). */
  'eventcalendar:destroy': { element: Element };
}

/** Callback props of `<EventCalendar>`, Svelte 5 style (lower case, `on` + event name). */
export interface CalendarCallbacks {
  ondateclick?: (detail: DateClickDetail) => void;
  oneventclick?: (detail: EventClickDetail) => void;
  onnavigate?: (detail: NavigateDetail) => void;
  ontoday?: (detail: TodayDetail) => void;
  onviewchange?: (detail: ViewChangeDetail) => void;
  onperiodchange?: (detail: PeriodChangeDetail) => void;
  oneventadd?: (detail: EventChangeDetail) => void;
  oneventremove?: (detail: EventRemoveDetail) => void;
  oneventupdate?: (detail: EventChangeDetail) => void;
  onerror?: (detail: CalendarErrorDetail) => void;
  oneventdrop?: (detail: EventDropDetail) => void;
  oneventresize?: (detail: EventResizeDetail) => void;
  onselect?: (detail: SelectDetail) => void;
  onexport?: (detail: IcsExportDetail) => void;
}

/** Options of `<EventCalendar>` (spec "Calendar configuration"); each may change after mount. */
export interface CalendarOptionsInput {
  /** The view shown first (bind `view` to follow it). Without it (and without `view`), a calendar with `list` among its views that is narrower than 480px once mounted switches to the list. */
  defaultView?: View;
  /** Views the switcher offers, in its order: `month`, `week`, `day` (the default) and `list`. */
  views?: View[];
  /** BCP 47 tag, or 'auto' (the page's language). */
  locale?: string;
  /** 'local' (the browser's zone, the default), 'UTC' (times without an offset read as UTC), or a named zone ('Asia/Bangkok'): events, today and the period are shown in it. */
  timezone?: Timezone;
  /** Week and day views: a second column of hour labels in this zone ('UTC', 'Asia/Tokyo'; 'local': the browser's), with both zones' short names above. */
  secondaryTimezone?: Timezone | null;
  /** How events without `scheduleType` are placed. */
  scheduleMode?: ScheduleType;
  /** 0 (Sunday) to 6. */
  firstDayOfWeek?: number;
  /** Events per day cell before "+N more" (1-100). */
  maxEventsPerDay?: number;
  showNavigation?: boolean;
  showToday?: boolean;
  showViewSwitcher?: boolean;
  showPeriodPicker?: boolean;
  /** URL the events of the visible range are loaded from. */
  api?: string | null;
  apiMethod?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** URL of an iCalendar (.ics) feed on this page's origin, loaded once as the events (RRULE kept, not expanded). `api` wins when both are set. */
  ics?: string | null;
  /** Where the events array sits in the API's answer (dotted path). */
  eventDataPath?: string;
  minDate?: DateInput | null;
  maxDate?: DateInput | null;
  yearRangeBefore?: number;
  yearRangeAfter?: number;
  /** Palette for events without a colour: CSS colours (an entry that is not one is left out, with a warning). */
  eventColors?: string[];
  /** URL template opened (GET, JSON) when an event is clicked. */
  onEventClickApi?: string | null;
  /** Week and day views: opening hours, `'09:00-17:00'`; outside them the grid is shaded. Off by default. */
  businessHours?: string | null;
  /** Weekdays with business hours, 0 (Sunday) to 6: `'1,2,3,4,5'` or `[1, 2, 3, 4, 5]` (the default). */
  businessDays?: string | number[];
  /** Events can be moved and resized (pointer, touch, keyboard). Off by default. */
  editable?: boolean;
  /** Events can be moved; `null` (the default) follows `editable`. */
  eventMove?: boolean | null;
  /** Events can be resized; `null` follows `editable`. */
  eventResize?: boolean | null;
  /** Ranges can be selected (dragging over days or times, or by keyboard); `null` follows `editable`. */
  select?: boolean | null;
  /** URL a selected range is POSTed to as JSON `{start, end, allDay}` (same origin, CSRF header); the event in the answer is added. */
  onSelectApi?: string | null;
  /** URL template (`{id}` filled and encoded) a moved or resized event is sent to as JSON `{id, start, end, allDay}`. */
  updateApi?: string | null;
  /** Method of the update request (default `'PATCH'`). */
  updateMethod?: 'POST' | 'PUT' | 'PATCH';
  /** Week and day views: minutes a timed event moves by (1-60, default 15). */
  snapMinutes?: number;
}

/** Every prop of `<EventCalendar>`. */
export interface EventCalendarProps extends CalendarOptionsInput, CalendarCallbacks {
  /** Names the calendar in warnings and events. */
  id?: string;
  /** Classes of the calendar's root element. */
  class?: string;
  /** The events; reassigning the array or changing it in place both update the calendar. */
  events?: EventInput[];
  /** The view shown; bindable (`bind:view`) to follow the user's switches. */
  view?: View;
  /** A day in the shown period; bindable (`bind:date`) to follow navigation. */
  date?: DateInput;
  /**
   * What an event shows inside its button, drawn by the app: `{#snippet name({ event, title, time, view })}`
   * (rendered on the server too). The button, its colour, accessible name and keyboard stay the calendar's.
   */
  eventContent?: Snippet<[EventContentArgs]>;
}

/** What an `eventContent` snippet is given. */
export interface EventContentArgs {
  event: CalendarEvent;
  /** The title as the calendar shows it ("Untitled" in the page's language when the event has none). */
  title: string;
  /** The time the calendar shows beside the title in this place ('' where it shows none). */
  time: string;
  view: View;
}
