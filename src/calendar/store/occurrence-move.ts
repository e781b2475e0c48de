/**
 * One occurrence of a series moved or resized (issue 45 item 5), a part of
 * its own, loaded by the first such drop: a dialog in the calendar's
 * language asks "Change this event", "This and following events" or
 * Cancel (core/confirm.ts chooseAction: the one built-in dialog, modal,
 * focus kept in it and given back, Escape cancels). Cancel puts the
 * occurrence back, nothing sent. Otherwise the change is made here first
 * — "this": the series with an EXDATE and the occurrence on its own
 * (model/occurrence-edit.ts, already shown while it moved); "following":
 * the series split (model/series-split.ts, in the recurrence part) —, eventDrop / eventResize
 * carry `occurrence` and `scope`, and with `updateApi` the change is sent
 * as `PATCH {id, occurrence, start, end, allDay, scope}`. An answer with
 * the new series (an event payload, or `{events: [...]}`, also under
 * `data`) replaces what was made here; a failure puts the series back as
 * it was and says so as other failed moves do. Moves are made one at a
 * time: a drop chosen while an earlier one is being saved waits for its
 * answer, then is made again on the series as that answer left it.
 */
import { chooseAction } from '../../core/confirm';
import { say } from '../../core/i18n';
import { pageUrl } from '../../core/url';
import type { EditPayload } from '../model/edit';
import { deltaOf } from '../model/edit';
import { displayTitle } from '../model/format';
import { copyEvent, isSeries, normalizeEvent, type CalendarEvent, type RawEvent } from '../model/normalize';
import { occurrenceText, type Scope } from '../model/occurrence-edit';
import { fillUrlTemplate } from '../model/remote';
import type { CalendarStore } from '../store.svelte';
import { renormalize, sendJson, showOccurrence, unshowOccurrence, type EditKind } from './edit';
import { editText } from './edit-text';

export interface OccurrenceMove {
  /** The stored series as it was, the occurrence as it was, and what is shown of it now ("this event"). */
  series: CalendarEvent;
  before: CalendarEvent;
  after: CalendarEvent;
  payload: EditPayload;
  kind: EditKind;
}

/** The user's choice: a scope, or null (Cancel, Escape). */
async function ask(store: CalendarStore, event: CalendarEvent): Promise<Scope | null> {
  const text = editText(store.locale);
  const message = say(store.locale, text.occurrenceAsk, { title: displayTitle(event, store.strings) });
  const choice = await chooseAction(message, [text.occurrenceThis, text.occurrenceFollowing], text.occurrenceCancel, store.locale);
  return choice === 1 ? 'this' : choice === 2 ? 'following' : null;
}

/**
 * "This and following" made here: the series until the occurrence (under its render key), and the new
 * series from it (the whole series moved, under the series' key and id, when it was the first). Returns
 * the keys of what was added, and what is shown of the occurrence; null when the series cannot be split.
 */
async function splitHere(store: CalendarStore, m: OccurrenceMove): Promise<{ made: string[]; now: CalendarEvent } | null> {
  const { series, before, payload } = m;
  const rec = await import('../model/occurrences');
  const split = rec.splitSeries(rec, series, before, payload, store.options.timezone, rec.splitId(before), (p) => store.hooks.warn(p));
  if (!split) return null;
  const whole = split.before === null;
  const after = renormalize(store, whole ? { ...split.after, id: series.id } : split.after, whole ? series.key : `${series.key}+`, series);
  const kept = split.before && renormalize(store, split.before, series.key, series);
  if (!after || (!whole && !kept)) return null;
  store.events = store.events.flatMap((e) => (e.key === series.key ? (kept ? [kept, after] : [after]) : e.key === before.key ? [] : [e]));
  return { made: whole ? [] : [after.key], now: after };
}

/** The events an answer carries: `{events: [...]}`, or an event payload (with an id), at the top or under `data`. */
export function answerEvents(answer: unknown): RawEvent[] | null {
  for (const at of [answer, (answer as { data?: unknown } | null)?.data]) {
    if (!at || typeof at !== 'object') continue;
    const events = (at as { events?: unknown }).events;
    if (Array.isArray(events)) return events.filter((e): e is RawEvent => !!e && typeof e === 'object');
    if (!Array.isArray(at) && (at as RawEvent).id !== undefined && ((at as RawEvent).start !== undefined || (at as RawEvent).rrule !== undefined)) return [at as RawEvent];
  }
  return null;
}

/** Per calendar, the moves being made: a move waits for the one before it. */
const queues = new WeakMap<CalendarStore, Promise<unknown>>();

/**
 * `m` on the series as it is now, after the moves before it: unchanged when its series is still what the
 * drag left; else its occurrence shown again on the stored series of that id (one an answer sent, or the
 * series put back after a failure). Null (the drop put back) when the series is gone.
 */
function rebase(store: CalendarStore, m: OccurrenceMove, left: CalendarEvent | undefined): OccurrenceMove | null {
  const stored = store.events.find((e) => e.key === m.series.key);
  if (stored && stored === left) return m;
  const series = stored ?? store.events.find((e) => e.id === m.series.id && isSeries(e.data));
  store.events = store.events.filter((e) => e.key !== m.before.key);
  if (!series) return null;
  const before = { ...m.before, key: `${series.key}@${m.before.occurrence}` };
  return { ...m, series, before, after: showOccurrence(store, series, before, m.payload) };
}

/**
 * The drop of an occurrence: the choice, the change, the event, the request. `chosen` is told what is
 * shown of the occurrence once the user chose (null: cancelled). Resolves whether the change stays.
 */
export async function moveOccurrence(store: CalendarStore, given: OccurrenceMove, chosen: (now: CalendarEvent | null) => void): Promise<boolean> {
  const left = store.events.find((e) => e.key === given.series.key);
  const scope = await ask(store, given.before);
  const earlier = queues.get(store);
  const run = (async () => {
    await earlier;
    const m = scope && earlier ? rebase(store, given, left) : given;
    if (!m) {
      store.hooks.warn(`event "${given.series.id}" changed while occurrence ${given.before.occurrence} was moved — the move is not made`);
      chosen(null);
      return false;
    }
    return makeMove(store, m, scope, chosen);
  })();
  queues.set(store, run.catch(() => false));
  return run;
}

/** The move made, with the user's choice (null: cancelled), announced and sent. */
async function makeMove(store: CalendarStore, m: OccurrenceMove, scope: Scope | null, chosen: (now: CalendarEvent | null) => void): Promise<boolean> {
  const { series, before, payload } = m;
  const tz = store.options.timezone;
  let made = [before.key];
  let now = m.after;
  if (scope === 'following') {
    const split = await splitHere(store, m);
    if (split) ({ made, now } = split);
  }
  const undo = () => {
    unshowOccurrence(store, series, before.key);
    store.events = store.events.filter((e) => !made.includes(e.key));
  };
  if (!scope) {
    undo();
    chosen(null);
    return false;
  }
  chosen(now);
  const occurrence = occurrenceText(before, tz);
  const detail: Record<string, unknown> = { event: copyEvent(now, tz), oldEvent: copyEvent(before, tz), occurrence, scope };
  if (m.kind === 'drop') detail.delta = deltaOf(before, now, tz);
  store.hooks.emit(m.kind === 'drop' ? 'eventDrop' : 'eventResize', detail);
  const template = store.options.updateApi;
  if (!template) return true;
  const body = { id: payload.id, occurrence, start: payload.start, end: payload.end, allDay: payload.allDay, scope };
  const filled = fillUrlTemplate(template, series);
  const sent = await sendJson(store, {
    url: filled === null ? null : pageUrl(filled), template, method: store.options.updateMethod, body,
    context: { event: copyEvent(now, tz), data: body }, doing: `saving occurrence ${occurrence} of event "${series.id}"`, undo: 'the series is put back',
    notice: say(store.locale, editText(store.locale).saveError, { title: displayTitle(before, store.strings) }),
  });
  if (!sent) {
    undo();
    return false;
  }
  const answered = answerEvents(sent.answer);
  if (answered) {
    const { scheduleMode, eventColors } = store.options;
    const fresh = answered.map((raw, i) => normalizeEvent(raw, store.events.length + i, { scheduleMode, timezone: tz, eventColors }, (p) => store.hooks.warn(p))).filter((e) => e !== null);
    const ids = new Set([series.id, ...fresh.map((e) => e.id)]);
    store.events = [...store.events.filter((e) => !ids.has(e.id) && !made.includes(e.key)), ...fresh];
  }
  return true;
}
