/**
 * The click chunk (a part: a dynamic import): what an
 * event click does beyond the built-in dialog, loaded on the first such click
 * (event-click.ts). The click-to-API request (spec "HTTP interactions" 2,
 * design.md "Calendar click-to-API failure"), whose actions go to the
 * response-action handler or whose data is merged into the event for the
 * detail; and the detail in the page's modal manager. It changes the calendar
 * only through the store's actions. No Svelte here: the store comes in as a
 * value.
 */
import { handleResponseActions } from '../core/actions';
import { requestJson } from '../core/http-send';
import { describeError } from '../core/json';
import { normalizeEvent, type CalendarEvent } from './model/normalize';
import { clickData, fillUrlTemplate } from './model/remote';
import { responseActions } from '../core/answer';
import type { CalendarStore } from './store.svelte';

export { showDetailInHost } from './dom/host-modal';

/**
 * The clicked event with the response's data merged in (for display; the stored event is unchanged). An
 * occurrence of a series (issue 45 item 2) keeps its own times: its payload is the series', whose start is the first.
 */
function merge(store: CalendarStore, event: CalendarEvent, data: Record<string, unknown>): CalendarEvent {
  const raw = { ...event.data, id: event.id, color: event.color, ...data };
  const opts = { scheduleMode: store.options.scheduleMode, timezone: store.options.timezone, eventColors: store.options.eventColors };
  const merged = normalizeEvent(raw, 0, opts, (p) => store.hooks.warn(p));
  if (!merged) return event;
  const { occurrence, start, end, startDay, endDay, rangeStart, rangeEnd } = event;
  return occurrence === undefined ? { ...merged, key: event.key } : { ...merged, key: event.key, occurrence, start, end, startDay, endDay, rangeStart, rangeEnd };
}

/**
 * Send the click request of `event` to the `template` URL and act on the
 * answer; on any failure, warn and show the event's details (unless
 * onEventClick handles clicks); data in the answer is merged into the event shown.
 */
export async function clickApi(store: CalendarStore, event: CalendarEvent, template: string): Promise<void> {
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
  const actions = responseActions(response);
  if (actions.length) {
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
