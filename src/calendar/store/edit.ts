/**
 * Saving moved and resized events (issue 23 item 6), a store module of the
 * editing part (loaded only by editable calendars, or by the first
 * moveEvent() call). The new place is shown at once (the store's event list
 * changes), eventcalendar:eventDrop / eventResize are emitted, and with
 * `updateApi` the change is sent as JSON `{id, start, end, allDay}` with the
 * CSRF header; a failed answer puts the event back and shows the notice
 * (its `errors` as text). A second change of the same event while the first
 * is in flight waits for it; when the first fails, the ones queued behind it
 * are dropped with it (they were built on it). Response actions are handled
 * as for clicks.
 */
import { handleResponseActions } from '../../core/actions';
import { requestJson } from '../../core/http-send';
import { pageUrl } from '../../core/url';
import { describeError } from '../../core/json';
import { say } from '../../core/i18n';
import { deltaOf, payloadFields, placeEvent, type EditPayload, type Placement } from '../model/edit';
import { displayTitle } from '../model/format';
import { copyEvent, normalizeEvent, type CalendarEvent, type RawEvent } from '../model/normalize';
import { exceptionOf, occurrenceText } from '../model/occurrence-edit';
import { fillUrlTemplate } from '../model/remote';
import { responseActions, succeeded } from '../../core/answer';
import type { CalendarStore } from '../store.svelte';
import { editText } from './edit-text';

export type EditKind = 'drop' | 'resize';

/** Per calendar and event id: the save in flight (later ones chain on it) and a generation that a failure bumps. */
const queues = new WeakMap<CalendarStore, Map<string, { tail: Promise<unknown>; generation: number }>>();

function queueOf(store: CalendarStore, id: string) {
  let byId = queues.get(store);
  if (!byId) queues.set(store, (byId = new Map()));
  let queue = byId.get(id);
  if (!queue) byId.set(id, (queue = { tail: Promise.resolve(), generation: 0 }));
  return queue;
}

/** The rules' context of this calendar. */
export const editContext = (store: CalendarStore) => ({ bounds: store.bounds, timezone: store.options.timezone });

/** Replace the event of render key `key` by `next` (the store's event list: what the calendar shows). */
function replace(store: CalendarStore, key: string, next: CalendarEvent): void {
  store.events = store.events.map((e) => (e.key === key ? next : e));
}

/** Show `event` at `payload`'s place; its render key and colours stay (focus stays on its button). */
export function showAt(store: CalendarStore, event: CalendarEvent, payload: EditPayload): CalendarEvent {
  const { scheduleMode, timezone, eventColors } = store.options;
  const index = Math.max(0, store.events.findIndex((e) => e.key === event.key));
  const normalized = normalizeEvent({ ...event.data, ...payloadFields(payload) }, index, { scheduleMode, timezone, eventColors }, (p) => store.hooks.warn(p));
  if (!normalized) return event;
  const next = { ...normalized, key: event.key, color: event.color, textColor: event.textColor };
  replace(store, event.key, next);
  return next;
}

/** `raw` normalized as the calendar reads its events, with render key `key` and `like`'s colours (null when it cannot be read). */
export function renormalize(store: CalendarStore, raw: RawEvent, key: string, like: CalendarEvent): CalendarEvent | null {
  const { scheduleMode, timezone, eventColors } = store.options;
  const index = Math.max(0, store.events.findIndex((e) => e.key === like.key));
  const normalized = normalizeEvent(raw, index, { scheduleMode, timezone, eventColors }, (p) => store.hooks.warn(p));
  return normalized && { ...normalized, key, color: like.color, textColor: like.textColor };
}

/**
 * Show the occurrence `event` of `series` (the stored series as it was) at `payload`, as "this event"
 * would leave it (issue 45 item 5): the series without it, and it on its own, under the occurrence's
 * render key. Returns what is shown of it.
 */
export function showOccurrence(store: CalendarStore, series: CalendarEvent, event: CalendarEvent, payload: EditPayload): CalendarEvent {
  const made = exceptionOf(series.data, event, payload, store.options.timezone);
  const rest = renormalize(store, made.series, series.key, series);
  const single = renormalize(store, made.single, event.key, series);
  if (!rest || !single) return event;
  store.events = store.events.flatMap((e) => (e.key === series.key ? [rest, single] : e.key === event.key ? [] : [e]));
  return single;
}

/** The occurrence of render key `key` back in its series (the stored series as it was). */
export function unshowOccurrence(store: CalendarStore, series: CalendarEvent, key: string): void {
  store.events = store.events.filter((e) => e.key !== key).map((e) => (e.key === series.key ? series : e));
}

/** Put `before` back in the place of the event with its render key. */
export function putBack(store: CalendarStore, before: CalendarEvent): void {
  replace(store, before.key, before);
}

/**
 * A change the user (or moveEvent) made: `after` is shown already and
 * `payload` says where it is. Emits the event, then saves; resolves with
 * whether the change stays.
 */
export function commitEdit(store: CalendarStore, before: CalendarEvent, after: CalendarEvent, payload: EditPayload, kind: EditKind): Promise<boolean> {
  const detail: Record<string, unknown> = { event: copyEvent(after, store.options.timezone), oldEvent: copyEvent(before, store.options.timezone) };
  if (kind === 'drop') detail.delta = deltaOf(before, after, store.options.timezone);
  // An occurrence already on its own (`recurrenceId`, issue 45 item 5) moves as itself: it says which it was, scope "this".
  const occurrence = occurrenceText(before, store.options.timezone);
  if (occurrence !== null) {
    Object.assign(detail, { occurrence, scope: 'this' });
    payload = { ...payload, occurrence, scope: 'this' } as EditPayload;
  }
  store.hooks.emit(kind === 'drop' ? 'eventDrop' : 'eventResize', detail);
  if (!store.options.updateApi) return Promise.resolve(true);
  const queue = queueOf(store, before.id);
  const generation = queue.generation;
  const run = queue.tail.then(() => (generation === queue.generation ? save(store, before, after, payload) : false));
  queue.tail = run;
  return run.then((saved) => {
    if (!saved && generation === queue.generation) {
      queue.generation++;
      putBack(store, before);
    }
    return saved;
  });
}

/** The text of a failed answer: its message and its `errors` (a map or a list), as text. */
function answerText(error: unknown): string {
  const body = (error as { body?: unknown } | null)?.body as { message?: unknown; errors?: unknown } | undefined;
  const parts: string[] = [];
  if (body && typeof body.message === 'string') parts.push(body.message);
  const errors = body?.errors;
  if (errors && typeof errors === 'object') for (const value of Object.values(errors)) parts.push(...[value].flat().filter((v): v is string => typeof v === 'string'));
  return parts.join(' ').slice(0, 500);
}

/** Send one change; true when the answer succeeded. Never throws. */
async function save(store: CalendarStore, before: CalendarEvent, after: CalendarEvent, payload: EditPayload): Promise<boolean> {
  const template = store.options.updateApi as string;
  const filled = fillUrlTemplate(template, before);
  const notice = say(store.locale, editText(store.locale).saveError, { title: displayTitle(after, store.strings) });
  const sent = await sendJson(store, {
    url: filled === null ? null : pageUrl(filled), template, method: store.options.updateMethod, body: payload,
    context: { event: copyEvent(after, store.options.timezone), data: payload }, doing: `saving event "${before.id}"`, undo: 'the event is put back', notice,
  });
  return sent !== null;
}

/** One request of the editing part: where, what, and what a failure says. */
export interface Sending {
  /** The resolved URL; null when the URL policy refused it (`template` says which). */
  url: string | null;
  template: string;
  method: string;
  body: object;
  /** What the answer's response actions are handed with the instance. */
  context: Record<string, unknown>;
  /** For warnings: what was being done ("saving event 7"), and what a failure undoes. */
  doing: string;
  undo: string;
  /** The notice a failure shows (the answer's message and `errors` follow it, as text). */
  notice: string;
}

/**
 * The editing part's one request path (the update API and the select API):
 * JSON with the CSRF header through the core client, the answer's response
 * actions handled as for clicks; `{answer}` when it succeeded, null after
 * one warning and the notice when it failed (`success: false` too). Never throws.
 */
export async function sendJson(store: CalendarStore, s: Sending): Promise<{ answer: unknown } | null> {
  const fail = (why: string, details = '') => {
    store.hooks.warn(`${s.doing}${why}; ${s.undo}`);
    store.notify('error', details ? `${s.notice} ${details}` : s.notice);
    return null;
  };
  if (s.url === null) return fail(`: not sent, ${s.template} is not a URL on this page's origin once filled`);
  let answer: unknown;
  try {
    answer = await requestJson(s.url, { method: s.method, body: s.body });
  } catch (error) {
    return fail(` to ${s.url} failed (${describeError(error)})`, answerText(error));
  }
  const failed = !succeeded(answer);
  const actions = responseActions(answer);
  if (actions.length) {
    await handleResponseActions(answer, actions, { ...s.context, instance: store.hooks.instance() }, {
      notify: (level, message) => store.notify(level, message),
      reloadWidget: () => void store.load(),
      warn: (message) => store.hooks.warn(message),
    });
  }
  return failed ? fail(` to ${s.url} was refused (success: false)`, actions.length ? '' : answerText({ body: answer })) : { answer };
}

/** calendar.moveEvent(id, {start, end?, allDay?}): as a drop; false when refused (with one warning) or not saved. */
export function placeById(store: CalendarStore, id: string, place: unknown): Promise<boolean> {
  const before = store.events.find((e) => e.id === id);
  if (!before || !place || typeof place !== 'object') {
    store.hooks.warn(before ? 'moveEvent() needs {start, end, allDay}' : `moveEvent(): no event with id "${id}"`);
    return Promise.resolve(false);
  }
  const result = placeEvent(before, place as Placement, editContext(store));
  if (!result.ok) {
    store.hooks.warn(`moveEvent(): event "${id}" was not moved (${result.reason})`);
    return Promise.resolve(false);
  }
  const after = showAt(store, before, result.payload);
  const kind: EditKind = after.start.getTime() === before.start.getTime() && after.allDay === before.allDay ? 'resize' : 'drop';
  return commitEdit(store, before, after, result.payload, kind);
}
