/**
 * The one option table of the calendar (spec "Calendar configuration";
 * style.md #6): name, data attribute, default and parser per option. The
 * bootstrap reads markup through it, options passed from script are checked
 * against it, and the Svelte props are typed from it.
 */
import { editDistance, parseJson, parsers, type OptionSpec, type Parser, type Report } from '../../core/attrs';
import { DEFAULT_COLORS, SCHEDULE_TYPES, type RawEvent, type ScheduleType, type Timezone } from './normalize';
import { parseBound, VIEWS, type View } from './ranges';

export type Callback = ((...args: never[]) => unknown) | string | null;
export type DateBound = Date | string | null;
export type EventsSource = RawEvent[] | string | null;

interface CalendarOptionSpec<T> extends OptionSpec<T> {
  /** Whether a non-string value passed from script is acceptable as it is. */
  accept: (value: unknown) => boolean;
}

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

const method: Parser<string> = (raw, report) => {
  const v = raw.trim().toUpperCase();
  if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(v)) return v;
  report(`"${raw}" is not an HTTP method`);
  return undefined;
};

const isNum = (v: unknown) => typeof v === 'number';
const isBool = (v: unknown) => typeof v === 'boolean';
const isFnOrNull = (v: unknown) => typeof v === 'function' || v === null;

function spec<T>(attr: string | null, def: T, parse: Parser<T>, accept: (v: unknown) => boolean, fallback?: string): CalendarOptionSpec<T> {
  return { attr, default: def, parse, accept, fallback };
}

export const calendarOptions = {
  defaultView: spec<View>('data-view', 'month', parsers.oneOf(...VIEWS), () => false, 'showing the month view'),
  views: spec<View[]>('data-views', [...VIEWS], viewList, () => false),
  locale: spec<string>('data-locale', 'auto', (raw) => raw.trim() || 'auto', () => false),
  timezone: spec<Timezone>(null, 'local', (raw, report) => (raw.trim().toUpperCase() === 'UTC' ? 'UTC' : parsers.oneOf<Timezone>('local')(raw, report)), () => false),
  scheduleMode: spec<ScheduleType>('data-schedule-mode', 'continuous', parsers.oneOf(...SCHEDULE_TYPES), () => false),
  firstDayOfWeek: spec<number>('data-first-day', 0, parsers.int(0, 6), (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 6),
  maxEventsPerDay: spec<number>('data-max-events', 3, parsers.int(1, 100), (v) => Number.isInteger(v) && (v as number) >= 1),
  showNavigation: spec<boolean>('data-show-navigation', true, parsers.flag, isBool),
  showToday: spec<boolean>('data-show-today', true, parsers.flag, isBool),
  showViewSwitcher: spec<boolean>('data-show-view-switcher', true, parsers.flag, isBool),
  showPeriodPicker: spec<boolean>('data-show-period-picker', false, parsers.flag, isBool),
  api: spec<string | null>('data-api', null, nonEmpty, (v) => v === null),
  apiMethod: spec<string>('data-api-method', 'GET', method, () => false),
  eventDataPath: spec<string>('data-event-data-path', 'data', (raw) => raw.trim(), () => false),
  minDate: spec<DateBound>('data-min-date', null, bound, (v) => v === null || (v instanceof Date && !Number.isNaN(v.getTime()))),
  maxDate: spec<DateBound>('data-max-date', null, bound, (v) => v === null || (v instanceof Date && !Number.isNaN(v.getTime()))),
  yearRangeBefore: spec<number>('data-year-range-before', 10, parsers.int(0, 1000), (v) => Number.isInteger(v) && (v as number) >= 0),
  yearRangeAfter: spec<number>('data-year-range-after', 10, parsers.int(0, 1000), (v) => Number.isInteger(v) && (v as number) >= 0),
  eventColors: spec<string[]>(null, [...DEFAULT_COLORS], parsers.list, (v) => Array.isArray(v) && v.length > 0 && v.every((c) => typeof c === 'string')),
  onDateClick: spec<Callback>('data-on-date-click', null, functionPath, isFnOrNull),
  onEventClick: spec<Callback>('data-on-event-click', null, functionPath, isFnOrNull),
  onEventClickApi: spec<string | null>('data-on-event-click-api', null, nonEmpty, (v) => v === null),
  events: spec<EventsSource>('data-events', null, eventsSource, (v) => v === null || Array.isArray(v)),
  /** Beyond the spec: the initially shown date (YYYY-MM-DD or YYYY-MM, or a Date); today by default. */
  date: spec<DateBound>('data-date', null, bound, (v) => v === null || (v instanceof Date && !Number.isNaN(v.getTime()))),
};

export type CalendarOptions = { -readonly [K in keyof typeof calendarOptions]: (typeof calendarOptions)[K]['default'] };
export type OptionName = keyof CalendarOptions;

/** Every data-* attribute the calendar reads, plus the marker (for did-you-mean warnings). */
export const KNOWN_ATTRIBUTES: readonly string[] = [
  'data-event-calendar',
  ...Object.values(calendarOptions).map((s) => s.attr).filter((a): a is string => !!a),
];

/** Attribute name of an option, or the option name when it has none (for warnings). */
export function optionLabel(name: string): string {
  return (calendarOptions as Record<string, OptionSpec<unknown>>)[name]?.attr ?? name;
}

/**
 * Check options passed from script: strings go through the attribute
 * parser, other values must be of the option's type; anything else is
 * reported and left out (the default, global or markup value stays).
 * Unknown names are reported with a suggestion.
 */
export function checkOptions(input: Record<string, unknown> | null | undefined, report: (name: string, problem: string) => void): Partial<CalendarOptions> {
  const out: Record<string, unknown> = {};
  if (!input || typeof input !== 'object') return out;
  const specs = calendarOptions as Record<string, CalendarOptionSpec<unknown>>;
  for (const [name, value] of Object.entries(input)) {
    const s = Object.prototype.hasOwnProperty.call(specs, name) ? specs[name] : undefined;
    if (!s) {
      const near = Object.keys(specs).find((k) => editDistance(k, name, 2) <= 2);
      report(name, `is not a calendar option${near ? ` (did you mean ${near}?)` : ''} and is ignored`);
      continue;
    }
    if (value === undefined) continue;
    if (s.accept(value)) out[name] = value;
    else if (typeof value === 'string') {
      const parsed = s.parse(value, (problem: string) => report(name, problem));
      if (parsed !== undefined) out[name] = parsed;
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      const parsed = s.parse(String(value), (problem: string) => report(name, problem));
      if (parsed !== undefined) out[name] = parsed;
    } else if (Array.isArray(value) && name === 'views') {
      const parsed = viewList(value.map(String).join(','), (problem: string) => report(name, problem));
      if (parsed) out[name] = parsed;
    } else report(name, `has an unusable value (${Object.prototype.toString.call(value)})`);
  }
  return out as Partial<CalendarOptions>;
}

/** Cross-option rule: defaultView must be one of views. */
export function settleOptions(options: CalendarOptions, report: Report): CalendarOptions {
  if (!options.views.includes(options.defaultView)) {
    report(`defaultView "${options.defaultView}" is not among views (${options.views.join(', ')}); showing ${options.views[0]}`);
    return { ...options, defaultView: options.views[0] };
  }
  return options;
}
