/**
 * Every table and calendar event, dispatched again on its custom element (issue 49 item 5): a
 * bubbling, composed CustomEvent of the same name and `detail`. The widgets emit through the
 * event bus (core/events.ts); the bus's emit is wrapped once, and an event whose table id or
 * calendar element belongs to a live element goes to that element too.
 */
import { eventManager, hostEventManager, type EventManagerLike } from '../core/events';

/** Live elements by the key their widget's events carry: a table id, a calendar's element. */
const hosts = new Map<unknown, HTMLElement>();
const tapped = new WeakSet<object>();

/** Send the events carrying `key` to `host` (null: no longer). */
export function route(key: unknown, host: HTMLElement | null): void {
  if (host) hosts.set(key, host);
  else hosts.delete(key);
}

type Detail = { tableId?: string; instance?: { element?: unknown }; element?: unknown } | undefined;

/** Wrap the emit of Almanac's bus and of the page's own EventManager when there is one. */
export function tapEvents(): void {
  for (const bus of [eventManager, hostEventManager()] as Array<EventManagerLike | null>) {
    if (!bus || tapped.has(bus)) continue;
    tapped.add(bus);
    const emit = bus.emit;
    bus.emit = function (name, arg) {
      const result = emit.call(this, name, arg);
      // Table events carry `{detail}` (table:filterAction the payload itself), calendar events both.
      const detail = ((arg as { detail?: unknown })?.detail ?? arg) as Detail;
      const host = hosts.get(detail?.tableId) ?? hosts.get(detail?.instance?.element ?? detail?.element);
      host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
      return result;
    };
  }
}
