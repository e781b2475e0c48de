/**
 * What an event click does after eventcalendar:eventClick was emitted
 * (spec "Events" rule 1, "HTTP interactions" 2, design.md "Calendar
 * click-to-API failure"): the onEventClick callback; the click-to-API
 * request whose actions go to the response-action handler, or whose data is
 * merged into the event for the detail dialog; otherwise the detail
 * dialog. It changes the calendar only through the store's actions.
 */
import { handleResponseActions } from '../core/actions';
import { requestJson } from '../core/http';
import { normalizeEvent, type CalendarEvent } from './model/normalize';
import { actionsOf, clickData, fillUrlTemplate } from './model/remote';
import { describeError } from '../core/json';
import type { CalendarStore } from './store.svelte';

export function followEventClick(store: CalendarStore, event: CalendarEvent, copy: CalendarEvent): void {
  const { onEventClickApi, onEventClick } = store.options;
  if (onEventClickApi) void clickApi(store, event, onEventClickApi);
  if (onEventClick) {
    store.callUser('onEventClick', copy);
    return;
  }
  if (!onEventClickApi) store.showDetail(event);
}

async function clickApi(store: CalendarStore, event: CalendarEvent, template: string): Promise<void> {
  const url = fillUrlTemplate(template, event);
  if (url === null) {
    // A value of '.' or '..' would move the request off the template's path (Hardening 1).
    store.hooks.warn(`the click request for event "${event.id}" was not sent: a value would leave the URL template's path; showing the event details instead`);
    if (!store.options.onEventClick) store.showDetail(event);
    return;
  }
  let response: unknown;
  try {
    response = await requestJson(url);
  } catch (error) {
    store.hooks.warn(`the click request to ${url} failed (${describeError(error)}); showing the event details instead`);
    if (!store.options.onEventClick) store.showDetail(event);
    return;
  }
  const actions = actionsOf(response);
  if (actions) {
    await handleResponseActions(response, actions, { event, data: event, instance: store.hooks.instance() }, {
      notify: (level, message) => store.notify(level, message),
      reloadWidget: () => void store.load(),
      warn: (message) => store.hooks.warn(message),
    });
    return;
  }
  if (store.options.onEventClick) return;
  const data = clickData(response);
  store.showDetail(data ? merge(store, event, data) : event);
}

/** The clicked event with the response's data merged in (for display; the stored event is unchanged). */
function merge(store: CalendarStore, event: CalendarEvent, data: Record<string, unknown>): CalendarEvent {
  const raw = { ...event.data, id: event.id, color: event.color, ...data };
  const opts = { scheduleMode: store.options.scheduleMode, timezone: store.options.timezone, eventColors: store.options.eventColors };
  const merged = normalizeEvent(raw, 0, opts, (p) => store.hooks.warn(p));
  return merged ? { ...merged, key: event.key } : event;
}
