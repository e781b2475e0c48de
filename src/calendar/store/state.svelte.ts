/**
 * What a calendar is — the first layer of CalendarStore (store.svelte.ts):
 * its state in runes, what is derived from it (bounds, the visible range,
 * the compact layout, the keyboard's day), its language, and the small
 * actions of its dialogs, notice and size. Moving through time, the events,
 * loading them and clicks are the store's.
 */
import { resolveGlobalFunction } from '../../core/path';
import { hostI18n } from '../../core/host';
import { hostNotify } from '../../core/host-managers';
import { baseLanguage, localeEnv } from '../../core/i18n';
import { languageFile, languages } from '../../lang/files';
import { dayOf, type Day } from '../model/dates';
import { resolveLocale, stringsFor, type Strings, STRINGS_EN } from '../model/locale';
import { DEFAULT_COLORS, isSeries, normalizeEvents, type CalendarEvent, type NormalizeOptions } from '../model/normalize';
import type { CalendarOptions } from '../model/options';
import { boundsOf, clampDay, navigationTarget, parseBound, visibleRange, type View } from '../model/ranges';
import { contrastArriving, textColorOf } from '../model/text-color';
import { expansion, type Expand } from '../model/series';
import { shown, zoneArriving } from '../model/zone-clock';
import type { Notice, StoreHooks } from '../store.svelte';

/** The calendar catalogues of the language files loaded on this page (src/lang/), by base language. */
const LANGUAGE_FILES = new Map<string, Partial<Strings>>();

export class CalendarState {
  options = $state.raw<CalendarOptions>() as CalendarOptions;
  view = $state<View>('month');
  /** The current date (a Day); the period shown is the one containing it. */
  date = $state<Day>(0);
  /** Today in the calendar's zone. */
  today = $state<Day>(0);
  /** While a named zone's maths are on their way (model/zone-clock.ts): no event is drawn. */
  zoning = $state(false);
  #events = $state.raw<CalendarEvent[]>([]);
  locale = $state('en');
  strings = $state.raw<Strings>(STRINGS_EN);
  /** Root width from a ResizeObserver; the compact layout applies under 480px (rendering rule 3). */
  width = $state(Number.POSITIVE_INFINITY);
  loading = $state(false);
  notice = $state.raw<Notice | null>(null);
  /** Event shown in the built-in detail dialog. */
  detail = $state.raw<CalendarEvent | null>(null);
  /** Day whose '+N more' list is open. */
  more = $state.raw<{ day: Day } | null>(null);
  /** Day the keyboard moved the month grid's focus to (issue 14). */
  cursor = $state<Day | null>(null);
  /** On an editable calendar, what an event's accessible name adds when it cannot be moved (set by the editing part, issue 23). */
  editNote = $state.raw<((event: CalendarEvent) => string) | null>(null);

  bounds = $derived(boundsOf(this.options.minDate, this.options.maxDate));
  range = $derived(visibleRange(this.view, this.date, this.options.firstDayOfWeek));
  compact = $derived(this.width < 480);
  /** The month grid's one tab stop: the cursor while it is visible, else the current date. */
  active = $derived(this.cursor !== null && this.cursor >= this.range.start && this.cursor <= this.range.end ? this.cursor : this.date);

  /** While events wait for the contrast chunk (model/text-color.ts): none is drawn. */
  #colouring = $state(false);
  /** What the views draw of the events (issue 45 item 2): them as they are, until some payload is a series; then the recurrence part's expansion (model/series.ts; until it is here, nothing). */
  #expand = $state.raw<Expand>((events) => events);
  /** The events of the visible range: series as their occurrences there. */
  #shown = $derived(this.#expand(this.#events, this.range, this.options.timezone, (p) => this.hooks.warn(p)));

  get events(): CalendarEvent[] {
    return this.#events;
  }

  /**
   * The events; those whose text colour waits for the contrast chunk get it once it is there, and
   * until then no event is drawn (`drawn`): each is drawn once, in its final colours (design.md "Build outputs").
   */
  set events(list: CalendarEvent[]) {
    this.#events = list;
    if (list.some((e) => isSeries(e.data))) this.#expand = expansion((e) => (this.#expand = e));
    const arriving = list.some((e) => !e.textColor) ? contrastArriving() : undefined;
    this.#colouring = !!arriving;
    void arriving?.then(() => {
      if (this.#events !== list) return; // (newer events have their own wait, or none)
      this.#events = list.map((e) => (e.textColor ? e : { ...e, textColor: textColorOf(e.color) }));
      this.#colouring = false;
    });
  }

  /** The events the views draw: those of the visible range, or none while their colours or the recurrence part are on their way. */
  get drawn(): CalendarEvent[] {
    return this.#colouring || this.zoning ? [] : this.#shown;
  }

  /** Today's day in the calendar's zone (model/zone-clock.ts). */
  todayNow(): Day {
    return dayOf(shown(Date.now(), this.options.timezone));
  }

  readonly hooks: StoreHooks;

  constructor(options: CalendarOptions, events: unknown[], hooks: StoreHooks) {
    this.options = options;
    this.hooks = hooks;
    this.view = options.defaultView;
    const zone = zoneArriving(options.timezone, options.secondaryTimezone);
    this.#start();
    this.refreshLocale();
    // A palette colour outside the default palette needs the contrast chunk: asked for now, beside the events.
    for (const color of options.eventColors) if (!DEFAULT_COLORS.includes(color)) textColorOf(color);
    this.events = normalizeEvents(events, this.normalizeOptions(), (p) => hooks.warn(p));
    // A named zone whose maths are on their way: nothing is drawn until they are there; then today, the
    // date and the events are read again, in the zone (or in local time if the maths never come).
    if (zone) {
      this.zoning = true;
      void zone.then(() => {
        this.#start();
        this.events = normalizeEvents(this.#events.map((e) => e.data), this.normalizeOptions(), (p) => hooks.warn(p));
        this.zoning = false;
      });
    }
  }

  /** Today, and the date the calendar opens on (data-date, else today), in its zone. */
  #start(): void {
    this.today = this.todayNow();
    this.date = clampDay(parseBound(this.options.date, 'min') ?? this.today, this.bounds);
  }

  /** How payloads are normalized (the .ics part normalizes a feed with them: store/ics.ts). */
  normalizeOptions(): NormalizeOptions {
    return { scheduleMode: this.options.scheduleMode, timezone: this.options.timezone, eventColors: this.options.eventColors };
  }

  /** Whether the period `direction` away is within the bounds. */
  allowed(direction: number): boolean {
    return navigationTarget(this.view, this.date, direction, this.options.firstDayOfWeek, this.bounds) !== null;
  }

  // ---- dialogs, notice, size ----

  /** The built-in dialog was closed. */
  closeDetail(): void {
    this.detail = null;
  }

  /** Open the '+N more' list of `day` (the component that opened it returns focus on close). */
  openMore(day: Day): void {
    this.more = { day };
  }

  closeMore(): void {
    this.more = null;
  }

  /** The user dismissed the notice. */
  dismissNotice(): void {
    this.notice = null;
  }

  /** The root element's width changed (the compact layout applies under 480px, rendering rule 3). */
  setWidth(width: number): void {
    if (width > 0 && width !== this.width) this.width = width;
  }

  /** Call onDateClick / onEventClick (a function or a global function path) with (arg, instance). */
  callUser(option: 'onDateClick' | 'onEventClick', arg: unknown): void {
    const cb = this.options[option];
    if (!cb) return;
    const fn = typeof cb === 'function' ? cb : resolveGlobalFunction(cb);
    if (!fn) {
      this.hooks.warn(`${option} "${String(cb)}" is not a global function; nothing was called`);
      return;
    }
    try {
      (fn as (a: unknown, i: unknown) => unknown)(arg, this.hooks.instance());
    } catch (error) {
      console.error(`[almanac] the ${option} callback threw`, error);
    }
  }

  /** Host notification manager when present, else the built-in polite notice. */
  notify(level: string, message: string, retry = false): void {
    if (!retry && hostNotify(level, message)) return;
    this.notice = { level, message, retry };
  }

  // ---- locale ----

  /**
   * Re-resolve locale 'auto' and the strings (locale:changed, i18n:updated).
   * A language with a file in src/lang/ loads it (a chunk, once per page) and
   * its texts replace the English ones when it arrives; if it cannot be
   * loaded, one warning and English stays.
   */
  refreshLocale(): void {
    const locale = (this.locale = resolveLocale(this.options.locale, localeEnv()));
    const lang = baseLanguage(locale);
    const file = LANGUAGE_FILES.get(lang);
    this.strings = stringsFor(locale, hostI18n(), file);
    if (file || !languages.includes(lang)) return;
    languageFile(lang, 'the calendar stays in English').then((loaded) => {
      LANGUAGE_FILES.set(lang, loaded.calendar);
      if (this.locale === locale) this.strings = stringsFor(locale, hostI18n(), loaded.calendar);
    }, () => {});
  }
}
