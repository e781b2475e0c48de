/**
 * The one option table of the calendar (spec "Calendar configuration";
 * style.md #6): name, data attribute, default and parser per option. The
 * bootstrap reads markup through it, options passed from script are checked
 * against it, and the Svelte props are typed from it.
 */
import { named, parseJson, parsers, type OptionSpec, type Parser, type Report } from '../../core/attrs';
import { safeCssColor } from '../../core/css-color';
import { safeStringify } from '../../core/json';
import { DEFAULT_COLORS, SCHEDULE_TYPES, type RawEvent, type ScheduleType, type Timezone } from './normalize';
import { parseBound, VIEWS, type View } from './ranges';
import { parseBusinessDays, parseBusinessHours } from './business';

export type Callback = ((...args: never[]) => unknown) | string | null;
export type DateBound = Date | string | null;
export type EventsSource = RawEvent[] | string | null;

const GLOBAL_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

const viewList: Parser<View[]> = (raw, report) => {
  const items = parsers.list(raw, report);
  if (!items) return undefined;
  const bad = items.filter((v) => !(VIEWS as readonly string[]).includes(v));
  if (bad.length) report(`has unknown view(s) ${bad.map((v) => `"${v}"`).join(', ')} (use ${VIEWS.join(', ')})`);
  const good = [...new Set(items.filter((v): v is View => (VIEWS as readonly string[]).includes(v)))];
  return good.length ? good : undefined;
};

const bound: Parser<DateBound> = (raw, report) => {
  if (raw.trim() === '') return null;
  if (parseBound(raw, 'min') === null) {
    report(`"${raw}" is not a date (use YYYY-MM or YYYY-MM-DD)`);
    return undefined;
  }
  return raw.trim();
};

const nonEmpty: Parser<string | null> = (raw) => (raw.trim() === '' ? null : raw.trim());

const functionPath: Parser<Callback> = (raw, report) => {
  const v = raw.trim();
  if (v === '') return null;
  if (!GLOBAL_PATH.test(v)) {
    report(`"${raw}" is not a global function name such as app.onClick`);
    return undefined;
  }
  return v;
};

/** data-events: a JSON array, or the name of a global variable holding one (resolved at creation). */
const eventsSource: Parser<EventsSource> = (raw, report) => {
  const v = raw.trim();
  if (v === '') return null;
  if (v.startsWith('[') || v.startsWith('{')) {
    const parsed = parseJson(v, report);
    if (parsed === undefined) return undefined;
    if (!Array.isArray(parsed)) {
      report('is not a JSON array of events');
      return undefined;
    }
    return parsed as RawEvent[];
  }
  if (!GLOBAL_PATH.test(v)) {
    report(`"${raw}" is neither a JSON array nor a global variable name`);
    return undefined;
  }
  return v;
};

/**
 * eventColors: the palette is written into inline styles as an event's own colour is, so each entry
 * must be one CSS colour (core/css-color.ts). The others are left out, named in one warning; with
 * none left, the option is left out (the built-in palette stays).
 */
function paletteOf(items: readonly unknown[], report: Report): string[] | undefined {
  const colors = items.map(safeCssColor);
  const refused = items.filter((_, i) => colors[i] === null);
  if (refused.length) report(`has entries that are not CSS colours (${refused.map((c) => safeStringify(c, 60)).join(', ')}) — left out`);
  const good = colors.filter((c): c is string => c !== null);
  return good.length ? good : undefined;
}

/** A palette as text: a list as every list option takes it (core/attrs.ts), each entry checked. */
const palette: Parser<string[]> = (raw, report) => {
  const items = parsers.list(raw, report);
  return items && paletteOf(items, report);
};

const method: Parser<string> = (raw, report) => {
  const v = raw.trim().toUpperCase();
  if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(v)) return v;
  report(`"${raw}" is not an HTTP method`);
  return undefined;
};

/** A finer editing switch: true or false, or absent (null: the default) to follow `editable`. */
const switchFlag = parsers.flag as Parser<boolean | null>;

/** `local`, `UTC` (any case), or an IANA zone the browser knows, as Intl spells it. */
function zoneName(raw: string, report: (problem: string) => void): Timezone | undefined {
  const v = raw.trim();
  if (/^utc$/i.test(v)) return 'UTC';
  try {
    return v === 'local' ? v : new Intl.DateTimeFormat('en', { timeZone: v }).resolvedOptions().timeZone;
  } catch {
    report(`"${raw}" is not a time zone this browser knows`);
  }
}

/** An option; its attribute is its name's data-* form (core/attrs.ts named) unless `attr` names another (null: none). */
function spec<T>(def: T, parse: Parser<T>, fallback?: string, attr?: string | null): OptionSpec<T> {
  return { attr, default: def, parse, fallback } as OptionSpec<T>;
}

export const calendarOptions = named({
  /** Week and day views: a second column of hour labels, in this zone (`'UTC'`, `'Asia/Bangkok'`; `'local'`: the browser's), with both zones' short names above. */
  secondaryTimezone: spec<Timezone | null>(null, zoneName, 'no second zone'),
  /** The view shown first. When no view is named and `list` is among the views, a calendar narrower than 480px opens in the list. */
  defaultView: spec<View>('month', parsers.oneOf(...VIEWS), 'showing the month view', 'data-view'),
  /** Views the switcher offers, in its order: `month`, `week`, `day` and `list` (the month's events as a list: not on by default). */
  views: spec<View[]>(['month', 'week', 'day'], viewList, 'month, week and day'),
  /** BCP 47 tag, or `'auto'` (the page's language). */
  locale: spec<string>('auto', (raw) => raw.trim() || 'auto'),
  /** `'local'` (the browser's), `'UTC'` (times without an offset read as UTC), or a named zone (`'Asia/Bangkok'`): the calendar shows its events, today and the period in it. */
  timezone: spec<Timezone>('local', zoneName, 'local time'),
  /** How events without `scheduleType` are placed: `'continuous'` (start to end) or `'recurring-slot'` (a daily time slot over a range of days). */
  scheduleMode: spec<ScheduleType>('continuous', parsers.oneOf(...SCHEDULE_TYPES)),
  /** First day of the week, 0 (Sunday) to 6. */
  firstDayOfWeek: spec<number>(0, parsers.int(0, 6), 'weeks start on Sunday', 'data-first-day'),
  /** Events per day cell before "+N more" (1-100). */
  maxEventsPerDay: spec<number>(3, parsers.int(1, 100), 'showing 3 per day', 'data-max-events'),
  /** Previous and next buttons. */
  showNavigation: spec<boolean>(true, parsers.flag),
  /** The Today button. */
  showToday: spec<boolean>(true, parsers.flag),
  /** The month, week and day buttons. */
  showViewSwitcher: spec<boolean>(true, parsers.flag),
  /** Month and year selects in the toolbar. */
  showPeriodPicker: spec<boolean>(false, parsers.flag),
  /** URL the events of the visible range are loaded from (`?start=YYYY-MM-DD&end=YYYY-MM-DD`). */
  api: spec<string | null>(null, nonEmpty),
  /** URL of an iCalendar (.ics) feed on this page's origin, loaded once as the events (RRULE kept, not expanded: the first occurrence shows). `api` wins when both are set. */
  ics: spec<string | null>(null, nonEmpty),
  /** HTTP method of the events request. */
  apiMethod: spec<string>('GET', method, 'using GET'),
  /** Where the events array sits in the API's answer (dotted path). */
  eventDataPath: spec<string>('data', (raw) => raw.trim()),
  /** Earliest month or day that can be shown (`YYYY-MM` or `YYYY-MM-DD`). */
  minDate: spec<DateBound>(null, bound, 'no lower bound'),
  /** Latest month or day that can be shown. */
  maxDate: spec<DateBound>(null, bound, 'no upper bound'),
  /** Years before today the period picker offers. */
  yearRangeBefore: spec<number>(10, parsers.int(0, 1000)),
  /** Years after today the period picker offers. */
  yearRangeAfter: spec<number>(10, parsers.int(0, 1000)),
  /** Palette for events without a colour: CSS colours (an entry that is not one is left out, with a warning). */
  eventColors: spec<string[]>([...DEFAULT_COLORS], palette, undefined, null),
  /** Declarative path: a global function (dotted path) called with `{date, instance, element}` when a day or slot is clicked. */
  onDateClick: spec<Callback>(null, functionPath, 'no callback'),
  /** Declarative path: a global function called with `{event, instance, element}` instead of the built-in details dialog. */
  onEventClick: spec<Callback>(null, functionPath, 'no callback'),
  /** URL template (`{id}` filled and encoded) requested on an event click; the answer's actions are handled. */
  onEventClickApi: spec<string | null>(null, nonEmpty),
  /** The events: a JSON array, or the name of a global variable holding one. */
  events: spec<EventsSource>(null, eventsSource, 'starting without events'),
  /** Beyond the spec: the initially shown date (YYYY-MM-DD or YYYY-MM, or a Date); today by default. */
  date: spec<DateBound>(null, bound, 'starting at today'),
  /** Week and day views: opening hours (`HH:mm-HH:mm`) on business days; the rest of the grid is shaded. Off by default. */
  businessHours: spec<string | null>(null, parseBusinessHours, 'none shown'),
  /** Weekdays with business hours, 0 (Sunday) to 6; the other days are shaded all day. */
  businessDays: spec<number[]>([1, 2, 3, 4, 5], parseBusinessDays, 'Monday to Friday'),
  /** Events can be moved and resized by pointer, touch and keyboard. Off by default. */
  editable: spec<boolean>(false, parsers.flag),
  /** Events can be moved (default: as `editable`). */
  eventMove: spec<boolean | null>(null, switchFlag),
  /** Events can be resized (default: as `editable`). */
  eventResize: spec<boolean | null>(null, switchFlag),
  /** Ranges can be selected by dragging over days or times, or by keyboard (default: as `editable`). */
  select: spec<boolean | null>(null, switchFlag),
  /** URL a selected range is POSTed to as JSON `{start, end, allDay}`; the event in the answer is added. */
  onSelectApi: spec<string | null>(null, nonEmpty),
  /** URL template (`{id}` filled and encoded) a moved or resized event is sent to as JSON `{id, start, end, allDay}`. */
  updateApi: spec<string | null>(null, nonEmpty),
  /** HTTP method of the update request. */
  updateMethod: spec<string>('PATCH', method),
  /** Week and day views: minutes a timed event moves by (1-60). */
  snapMinutes: spec<number>(15, parsers.int(1, 60)),
});

export type CalendarOptions = { -readonly [K in keyof typeof calendarOptions]: (typeof calendarOptions)[K]['default'] };
/** Every data-* attribute the calendar reads, plus the marker (for did-you-mean warnings). */
export const KNOWN_ATTRIBUTES: readonly string[] = [
  'data-event-calendar',
  ...Object.values(calendarOptions).map((s) => s.attr).filter((a): a is string => !!a),
];

/** Attribute name of an option, or the option name when it has none (for warnings). */
function optionLabel(name: string): string {
  return (calendarOptions as Record<string, OptionSpec<unknown>>)[name]?.attr ?? name;
}

const CALLBACKS = ['onDateClick', 'onEventClick'];
const DATES = ['minDate', 'maxDate', 'date'];
const ARRAYS = ['events'];

/** checkOptions' problem for a name that is no option (calendar/hinted.ts adds the one most likely meant). */
export const UNKNOWN_OPTION = 'is not a calendar option';

/**
 * Check options passed from script: strings, numbers and booleans go
 * through the attribute parser (so ranges and names are validated the same
 * way), functions are taken for callbacks, Dates for date options, arrays
 * for views, businessDays, eventColors (each entry one CSS colour) and
 * events; anything else is reported and left
 * out (the default, global or markup value stays). Unknown names are
 * reported as UNKNOWN_OPTION.
 */
export function checkOptions(input: Record<string, unknown> | null | undefined, report: (name: string, problem: string) => void): Partial<CalendarOptions> {
  const out: Record<string, unknown> = {};
  if (!input || typeof input !== 'object') return out;
  const specs = calendarOptions as Record<string, OptionSpec<unknown>>;
  for (const [name, value] of Object.entries(input)) {
    const s = Object.prototype.hasOwnProperty.call(specs, name) ? specs[name] : undefined;
    const problem = (p: string) => report(name, p);
    if (!s) problem(UNKNOWN_OPTION);
    else if (value === undefined) continue;
    else if (['string', 'number', 'boolean'].includes(typeof value)) {
      const parsed = s.parse(String(value), problem);
      if (parsed !== undefined) out[name] = parsed;
    } else if ((name === 'views' || name === 'businessDays') && Array.isArray(value)) {
      const parsed = s.parse(value.join(','), problem);
      if (parsed) out[name] = parsed;
    } else if (name === 'eventColors' && Array.isArray(value)) {
      const parsed = paletteOf(value, problem);
      if (parsed) out[name] = parsed;
    } else if ((value === null && s.default === null) || (typeof value === 'function' && CALLBACKS.includes(name))
      || (value instanceof Date && DATES.includes(name) && !Number.isNaN(value.getTime())) || (Array.isArray(value) && ARRAYS.includes(name))) {
      out[name] = value;
    } else problem(`has an unusable value (${Object.prototype.toString.call(value)})`);
  }
  return out as Partial<CalendarOptions>;
}

/**
 * The view a calendar opens in (issue 45 item 3): below 480px wide (the compact layout's width), a
 * calendar whose views include `list` and that was given no view (`asked` false) opens in the list;
 * otherwise in `defaultView`. `width` is read only when the rest of the rule applies.
 */
export function narrowView(options: CalendarOptions, asked: boolean, width: () => number): View {
  return !asked && options.views.includes('list') && width() < 480 ? 'list' : options.defaultView;
}

/**
 * Cross-option rule: defaultView must be one of views, else the first of them; a warning only when
 * the view was asked for (`asked`: views without month and no view named is no mistake).
 */
export function settleOptions(options: CalendarOptions, report: Report, asked = true): CalendarOptions {
  if (!options.views.includes(options.defaultView)) {
    if (asked) report(`defaultView "${options.defaultView}" is not among views (${options.views.join(', ')}); showing ${options.views[0]}`);
    return { ...options, defaultView: options.views[0] };
  }
  return options;
}
