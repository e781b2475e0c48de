/**
 * What an event click does after eventcalendar:eventClick was emitted
 * (spec "Events" rule 1, "HTTP interactions" 2, design.md "Calendar
 * click-to-API failure"): the onEventClick callback; the click-to-API
 * request (the click chunk, ./click-api.ts); otherwise the detail: in the
 * page's modal manager (the click chunk too) or the built-in dialog. It
 * changes the calendar only through the store's actions.
 */
import { lazy } from '../core/lazy';
import { hasHostModal } from '../core/host';
import type { CalendarEvent } from './model/normalize';
import type { CalendarStore } from './store.svelte';

/** The click chunk; if it cannot be loaded, one warning and the built-in dialog shows the details. */
const clickChunk = () => lazy(() => import('./click-api'), "event clicks neither call data-on-event-click-api nor use the page's modal manager: the built-in dialog shows event details");

export function followEventClick(store: CalendarStore, event: CalendarEvent, copy: CalendarEvent): void {
  const { onEventClickApi, onEventClick } = store.options;
  if (onEventClickApi) {
    clickChunk().then(
      (chunk) => chunk.clickApi(store, event, onEventClickApi),
      () => store.options.onEventClick || store.showDetail(event),
    );
  }
  if (onEventClick) {
    store.callUser('onEventClick', copy);
    return;
  }
  if (!onEventClickApi) store.showDetail(event);
}

/** Show `event` in the page's modal manager when it has one, else (or when that fails) in the built-in dialog. */
export function showEventDetail(store: CalendarStore, event: CalendarEvent): void {
  const builtIn = () => (store.detail = event);
  if (!hasHostModal()) builtIn();
  else clickChunk().then((chunk) => chunk.showDetailInHost(event, store.locale, store.strings)).then((shown) => shown || builtIn(), builtIn);
}
