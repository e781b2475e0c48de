/**
 * A calendar bound to a page element: its store, the mounted component and
 * the public face handed to callbacks and event payloads as `instance`
 * (element, config, currentView, currentDate, events).
 */
import { flushSync, mount, unmount } from 'svelte';
import { dateOfDay } from '../model/dates';
import type { CalendarEvent } from '../model/normalize';
import type { CalendarOptions } from '../model/options';
import type { View } from '../model/ranges';
import { CalendarStore } from '../store.svelte';
import { calendarHooks } from '../hooks';
import Root from '../components/EventCalendar.svelte';
import { lazyParts } from './parts.svelte';

export class CalendarInstance {
  readonly element: HTMLElement;
  readonly id: string;
  readonly store: CalendarStore;
  #app: Record<string, unknown> | null;
  /** The element's own children (a fallback, a loading note): set aside while the calendar is shown, back on teardown. */
  #page: Node[];

  constructor(element: HTMLElement, id: string, options: CalendarOptions, events: unknown[]) {
    this.element = element;
    this.id = id;
    this.store = new CalendarStore(options, events, calendarHooks(id, () => this, () => element));
    this.#page = [...element.childNodes];
    element.replaceChildren();
    // Before mounting: the --ec-* variables must apply when children first measure.
    element.classList.add('ec-calendar');
    const parts = lazyParts(this.store);
    this.#app = mount(Root, { target: element, props: { store: this.store, parts, host: element } });
    flushSync();
    if (options.api || options.ics) void this.store.load();
  }

  /** A copy of the effective options. */
  get config(): CalendarOptions {
    return { ...this.store.options };
  }

  get currentView(): View {
    return this.store.view;
  }

  get currentDate(): Date {
    return dateOfDay(this.store.date);
  }

  /** Copies of the events. */
  get events(): CalendarEvent[] {
    return this.store.getEvents();
  }

  get destroyed(): boolean {
    return this.#app === null;
  }

  /** Unmount, abort requests, remove listeners and observers, give the element its own children back. */
  teardown(): void {
    if (!this.#app) return;
    unmount(this.#app);
    this.#app = null;
    this.store.dispose();
    this.element.replaceChildren(...this.#page);
    this.element.classList.remove('ec-calendar');
    // An element without classes gets no class="" back.
    if (!this.element.classList.length) this.element.removeAttribute('class');
  }
}
