/**
 * A selected range (issue 23 item 4), a store module of the editing part:
 * eventcalendar:select `{start, end, allDay, view}` (Dates, read as the
 * calendar reads its inputs; an all-day range's end is its last day, as a
 * date-only end is), then, with `onSelectApi`, the range POSTed as JSON
 * `{start, end, allDay}` through the editing part's one request path
 * (./edit.ts sendJson: URL policy, CSRF header, response actions); the event
 * in the answer (the answer itself, or its `data`) is added through the
 * store's addEvent (eventcalendar:eventAdd). A failed answer adds nothing
 * and shows the notice.
 */
import { say } from '../../core/i18n';
import { pageUrl } from '../../core/url';
import { answeredEvent, rangeText, selectDates, selectPayload, type SelectRange } from '../model/select';
import type { CalendarEvent } from '../model/normalize';
import type { CalendarStore } from '../store.svelte';
import { sendJson } from './edit';
import { editText } from './edit-text';

/** What a selection came to: the event the API added, 'failed' (the notice is shown), or null (no API, or no event in its answer). */
export type SelectOutcome = CalendarEvent | 'failed' | null;

export async function commitSelect(store: CalendarStore, range: SelectRange): Promise<SelectOutcome> {
  const payload = selectPayload(range);
  store.hooks.emit('select', { ...selectDates(payload, store.options.timezone), allDay: payload.allDay, view: store.view });
  const template = store.options.onSelectApi;
  if (!template) return null;
  const notice = say(store.locale, editText(store.locale).selectError, { range: rangeText(range, store.locale, store.strings) });
  const sent = await sendJson(store, {
    url: pageUrl(template), template, method: 'POST', body: payload, context: { data: payload },
    doing: `sending the selection ${payload.start} to ${payload.end}`, undo: 'nothing is added', notice,
  });
  if (!sent) return 'failed';
  const raw = answeredEvent(sent.answer);
  if (!raw) {
    store.hooks.warn(`the answer of ${template} carries no event (the answer itself or its data, with a start); nothing is added`);
    return null;
  }
  return store.addEvent(raw);
}
