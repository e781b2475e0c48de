/**
 * One move or resize in progress (issue 23), by keyboard or pointer: the
 * event as it was, where it is shown now, and the payload of that place.
 * Each step goes through the rules (model/edit.ts) and is shown at once
 * through the store's editing module; a drop commits it (eventDrop or
 * eventResize, then the update API), Escape puts it back.
 */
import { parseIsoDay, type Day } from '../model/dates';
import { moveEvent, resizeEvent, type Delta, type EditPayload, type Refusal } from '../model/edit';
import type { CalendarEvent } from '../model/normalize';
import type { CalendarStore } from '../store.svelte';
import { commitEdit, editContext, putBack, showAt } from '../store/edit';
import type { EditStrings } from '../store/edit-text';

/** What the editing part's component gives the keyboard and pointer code: its texts and its live region. */
export interface EditUi {
  text(): EditStrings;
  say(message: string): void;
}

/** The event a button of the calendar draws (`data-event-id`), or undefined. */
export function eventOf(store: CalendarStore, button: Element): CalendarEvent | undefined {
  const id = button.getAttribute('data-event-id');
  return store.events.find((e) => e.id === id);
}

/** The first button drawing the event `id` in `root` (outside the '+N more' list). */
export function buttonOf(root: HTMLElement, id: string): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>('.ec-body [data-event-id]')) if (el.getAttribute('data-event-id') === id) return el;
  return null;
}

export class EditSession {
  readonly before: CalendarEvent;
  now: CalendarEvent;
  #payload: EditPayload | null = null;
  #moved = false;

  constructor(readonly store: CalendarStore, event: CalendarEvent) {
    this.before = this.now = event;
  }

  /**
   * Move the event's start and end (or, `resize`, its end) by `delta` from
   * where it is now (`from`: from where it was, for a pointer that
   * reports the whole distance); null when shown, else why not.
   */
  step(delta: Delta, resize = false, from: CalendarEvent = this.now): Refusal | 'view' | null {
    const result = this.#check(delta, resize, from);
    if (typeof result === 'string') return result;
    this.now = showAt(this.store, this.now, result.payload);
    this.#payload = result.payload;
    if (!resize && (delta.days || delta.minutes)) this.#moved = true;
    return null;
  }

  /** Show it at `payload`, a place the rules allowed (a move between the all-day lane and the time grid: ./edit-lane.ts). */
  place(payload: EditPayload): void {
    this.now = showAt(this.store, this.now, payload);
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

  /** Drop it where it is shown: eventDrop (eventResize when only its end moved) and the save; resolves whether it stays. */
  drop(): Promise<boolean> {
    if (!this.#payload || !this.changed) {
      this.cancel();
      return Promise.resolve(true);
    }
    return commitEdit(this.store, this.before, this.now, this.#payload, this.#moved ? 'drop' : 'resize');
  }

  /** Put it back where it was. */
  cancel(): void {
    putBack(this.store, this.before);
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
