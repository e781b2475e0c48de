/**
 * <almanac-calendar> (issue 49 items 4 and 5): a calendar made by EventCalendar.create on a <div>
 * the element owns; the element's children move into it once (the calendar keeps them aside as
 * its fallback). Properties: every calendar option (`events`, `defaultView`, callbacks, ...).
 * Methods: every EventCalendar method that takes a calendar, without it (`el.navigate(1)`), and
 * `gotoDate(date)`, `reload()`.
 */
import { defaultsOf } from '../core/attrs';
import { EventCalendar } from '../calendar/EventCalendar';
import { calendarOptions, KNOWN_ATTRIBUTES } from '../calendar/model/options';
import { warn } from '../core/warn';
import type { Host, Widget } from './base';

export const calendar: Widget = {
  kind: 'calendar',
  attrs: KNOWN_ATTRIBUTES.filter((a) => a !== 'data-event-calendar'),
  props: defaultsOf(calendarOptions),
  own(host) {
    const inner = document.createElement('div');
    inner.append(...host.childNodes);
    return inner;
  },
  key: (_host, inner) => inner,
  up(host, inner) {
    inner.setAttribute('data-event-calendar', '');
    if (host.id) inner.id = `${host.id}-calendar`;
    EventCalendar.create(inner, host.p);
  },
  down: (_host, inner) => EventCalendar.destroy(inner),
  set(host, name, value) {
    if (name !== 'events' || !Array.isArray(value)) return false;
    EventCalendar.setEvents(host.inner, value);
    return true;
  },
};

/** The element's methods: the facade's, with the element's calendar. */
export function calendarMethods(proto: Record<string, unknown>): void {
  const facade = EventCalendar as unknown as Record<string, (...args: unknown[]) => unknown>;
  const skip = ['init', 'discoverCalendars', 'create', 'getInstance', 'destroy'];
  for (const name of Object.keys(facade)) {
    if (!skip.includes(name)) proto[name] = function (this: Host, ...args: unknown[]) {
      return facade[name](this.inner, ...args);
    };
  }
  Object.assign(proto, {
    /** Show the period with `date` (a Date or YYYY-MM-DD): its month, in the current view. */
    gotoDate(this: Host, date: Date | string) {
      const d = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00`) : date;
      if (!(d instanceof Date) || Number.isNaN(d.getTime())) return warn('calendar', this.id || this.localName, `gotoDate: ${String(date)} is not a date`);
      EventCalendar.getInstance(this.inner)?.store.setPeriod(d.getFullYear(), d.getMonth());
    },
    reload(this: Host) {
      EventCalendar.refreshEvents(this.inner);
    },
  });
}
