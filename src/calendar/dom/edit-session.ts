/**
 * One move or resize in progress (issue 23), by keyboard or pointer: the
 * event as it was, where it is shown now, and the payload of that place.
 * Each step goes through the rules (model/edit.ts) and is shown at once
 * through the store's editing module; a drop commits it (eventDrop or
 * eventResize, then the update API), Escape puts it back. An occurrence of a
 * series (issue 45 item 5) is shown as "this event" would leave it (its
 * series without it, it on its own: model/occurrence-edit.ts) and its drop
 * asks which events change (the occurrence-move part, loaded then).
 */
import { parseIsoDay, type Day } from '../model/dates';
import { moveEvent, resizeEvent, type Delta, type EditPayload, type Refusal } from '../model/edit';
import type { CalendarEvent } from '../model/normalize';
import { seriesOf } from '../model/occurrence-edit';
import type { CalendarStore } from '../store.svelte';
import { commitEdit, editContext, putBack, showAt, showOccurrence, unshowOccurrence } from '../store/edit';
import type { EditStrings } from '../store/edit-text';

/** What the editing part's component gives the keyboard and pointer code: its texts and its live region. */
export interface EditUi {
  text(): EditStrings;
  say(message: string): void;
}

export class EditSession {
  readonly before: CalendarEvent;
  now: CalendarEvent;
  #payload: EditPayload | null = null;
  #moved = false;
  /** The stored series of an occurrence being moved (as it was). */
  readonly series: CalendarEvent | undefined;

  constructor(readonly store: CalendarStore, event: CalendarEvent) {
    this.before = this.now = event;
    this.series = seriesOf(store.events, event);
  }

  #show(payload: EditPayload): CalendarEvent {
    return this.series ? showOccurrence(this.store, this.series, this.before, payload) : showAt(this.store, this.now, payload);
  }

  /**
   * Move the event's start and end (or, `resize`, its end) by `delta` from
   * where it is now (`from`: from where it was, for a pointer that
   * reports the whole distance); null when shown, else why not.
   */
  step(delta: Delta, resize = false, from: CalendarEvent = this.now): Refusal | 'view' | null {
    const result = this.#check(delta, resize, from);
    if (typeof result === 'string') return result;
    this.now = this.#show(result.payload);
    this.#payload = result.payload;
    if (!resize && (delta.days || delta.minutes)) this.#moved = true;
    return null;
  }

  /** Show it at `payload`, a place the rules allowed (a move between the all-day lane and the time grid: ./edit-lane.ts). */
  place(payload: EditPayload): void {
    this.now = this.#show(payload);
    this.#payload = payload;
    this.#moved = true;
  }

  /** Where a move of `delta` from where the event was would put it, or why it cannot go there; nothing is shown. */
  preview(delta: Delta): { payload: EditPayload; first: Day } | Refusal | 'view' {
    return this.#check(delta, false, this.before);
  }

  #check(delta: Delta, resize: boolean, from: CalendarEvent): { payload: EditPayload; first: Day } | Refusal | 'view' {
    const result = (resize ? resizeEvent : moveEvent)(from, delta, editContext(this.store));
    if (!result.ok) return result.reason;
    const { start, end } = this.store.range;
    const first = parseIsoDay(result.payload.start.slice(0, 10)) ?? start;
    const last = parseIsoDay(result.payload.end.slice(0, 10)) ?? end;
    // Beyond the days shown the user could not see it land: it stops at the edge of the view.
    const edge = resize ? last : first;
    return edge < start || edge > end ? 'view' : { payload: result.payload, first };
  }

  /** Whether the event is somewhere else than where it was. */
  get changed(): boolean {
    return this.#payload !== null && (this.now.allDay !== this.before.allDay || this.now.start.getTime() !== this.before.start.getTime() || this.now.end.getTime() !== this.before.end.getTime()
      || this.now.startDay !== this.before.startDay || this.now.endDay !== this.before.endDay || this.now.slotStartTime !== this.before.slotStartTime);
  }

  /**
   * Drop it where it is shown: eventDrop (eventResize when only its end moved) and the save; resolves
   * whether it stays. An occurrence asks first which events change; `chosen` is told the event shown
   * once the user chose (null: cancelled, it is back).
   */
  drop(chosen?: (now: CalendarEvent | null) => void): Promise<boolean> {
    const kind = this.#moved ? 'drop' : 'resize';
    if (!this.#payload || !this.changed) {
      this.cancel();
      return Promise.resolve(true);
    }
    if (!this.series) return commitEdit(this.store, this.before, this.now, this.#payload, kind);
    const move = { series: this.series, before: this.before, after: this.now, payload: this.#payload, kind } as const;
    // The occurrence-move part (issue 45 item 5: the choice, the split, the request), loaded by the first such drop.
    return import('../store/occurrence-move').then((part) => part.moveOccurrence(this.store, move, (now) => {
      this.now = now ?? this.before;
      chosen?.(now);
    }), (error: unknown) => {
      this.store.hooks.warn(`${error instanceof Error ? error.message : String(error)} — the occurrence is put back`);
      this.cancel();
      chosen?.(null);
      return false;
    });
  }

  /** Put it back where it was. */
  cancel(): void {
    if (this.series) unshowOccurrence(this.store, this.series, this.before.key);
    else putBack(this.store, this.before);
    this.now = this.before;
    this.#payload = null;
  }
}

/** The text of a refused step. */
export function refusalText(reason: Refusal | 'view', text: EditStrings): string {
  if (reason === 'bounds') return text.refusedBounds;
  if (reason === 'order') return text.refusedOrder;
  if (reason === 'view') return text.refusedView;
  return reason === 'series' ? text.series : text.locked;
}
