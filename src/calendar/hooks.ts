/**
 * The store's hooks to the outside world: every event goes through the
 * EventManager and as a DOM CustomEvent on document (spec "Events"), with
 * `instance` added, and `element` for the two click events; warnings go
 * through the one warning helper.
 */
import { emitCalendarEvent } from '../core/events';
import { warn } from '../core/warn';
import type { CalendarEventName, StoreHooks } from './store.svelte';

export type EventListener = (name: CalendarEventName, payload: Record<string, unknown>) => void;

export function calendarHooks(id: string, instance: () => unknown, element: () => Element | null, listener?: EventListener): StoreHooks {
  return {
    emit(name, payload) {
      const full: Record<string, unknown> = { ...payload, instance: instance() };
      if (name === 'dateClick' || name === 'eventClick') full.element = element();
      emitCalendarEvent(`eventcalendar:${name}`, full);
      listener?.(name, full);
    },
    warn: (message) => warn('calendar', id, message),
    instance,
  };
}
