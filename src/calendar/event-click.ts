/**
 * What an event click does after eventcalendar:eventClick was emitted
 * (spec "Events" rule 1, "HTTP interactions" 2, design.md "Calendar
 * click-to-API failure"): the onEventClick callback; the click-to-API
 * request whose actions go to the host ResponseHandler or the built-in
 * handler, or whose data is merged into the event for the detail dialog;
 * otherwise the detail dialog (a host modal manager wins).
 */
import { detailRows, displayTitle } from './model/format';
import { normalizeEvent, type CalendarEvent } from './model/normalize';
import { actionsOf, clickData, fillTemplate } from './model/remote';
import { hostResponseHandler, showHostModal } from './host';
import { requestJson } from './remote-io';
import { runActions } from '../core/actions';
import type { CalendarStore } from './store.svelte';

export function clickEvent(store: CalendarStore, event: CalendarEvent, copy: CalendarEvent): void {
  const { onEventClickApi, onEventClick } = store.options;
  if (onEventClickApi) void clickApi(store, event, onEventClickApi);
  if (onEventClick) {
    store.callUser('onEventClick', copy);
    return;
  }
  if (!onEventClickApi) openDetail(store, event);
}

async function clickApi(store: CalendarStore, event: CalendarEvent, template: string): Promise<void> {
  const url = fillTemplate(template, event);
  let response: unknown;
  try {
    response = await requestJson(url);
  } catch (error) {
    store.hooks.warn(`the click request to ${url} failed (${(error as Error)?.message ?? error}); showing the event details instead`);
    if (!store.options.onEventClick) openDetail(store, event);
    return;
  }
  const actions = actionsOf(response);
  if (actions) {
    const host = hostResponseHandler();
    const context = { event, data: event, instance: store.hooks.instance() };
    try {
      if (host) await host(response, context);
      else {
        runActions(actions, {
          notify: (level, message) => store.notify(level, message),
          reloadCalendar: () => void store.load(),
          warn: (message) => store.hooks.warn(message),
        });
      }
    } catch (error) {
      console.error('[almanac] the response handler threw', error);
    }
    return;
  }
  if (store.options.onEventClick) return;
  const data = clickData(response);
  openDetail(store, data ? merge(store, event, data) : event);
}

/** The clicked event with the response's data merged in (for display; the stored event is unchanged). */
function merge(store: CalendarStore, event: CalendarEvent, data: Record<string, unknown>): CalendarEvent {
  const raw = { ...event.data, id: event.id, color: event.color, ...data };
  const opts = { scheduleMode: store.options.scheduleMode, timezone: store.options.timezone, eventColors: store.options.eventColors };
  const merged = normalizeEvent(raw, 0, opts, (p) => store.hooks.warn(p));
  return merged ? { ...merged, key: event.key } : event;
}

/** Detail popup: the host modal manager when present, else the built-in <dialog>. */
export function openDetail(store: CalendarStore, event: CalendarEvent): void {
  if (typeof document !== 'undefined' && showHostModal(displayTitle(event, store.strings), detailElement(store, event), store.strings.close)) return;
  store.detail = event;
}

/** Detail content for a host modal, built from text nodes. */
function detailElement(store: CalendarStore, event: CalendarEvent): HTMLElement {
  const root = document.createElement('div');
  root.className = 'ec-detail';
  for (const row of detailRows(event, store.locale, store.strings)) {
    const p = document.createElement('p');
    p.className = `ec-detail-${row.kind}`;
    p.textContent = row.label ? `${row.label}: ${row.value}` : row.value;
    root.appendChild(p);
  }
  return root;
}
