/**
 * One selection in progress (issue 23 items 4, 5), by keyboard or pointer:
 * where it was started and where it is extended to, each change checked
 * against the rules (model/select.ts: minDate/maxDate, the days shown) and
 * drawn as boxes over the days or slots it covers (the range as text in
 * the first); confirming it emits eventcalendar:select and sends it to the
 * select API (store/select.ts), then says what was added.
 */
import { say } from '../../core/i18n';
import { isoDay, parseIsoDay } from '../model/dates';
import { eventLabel } from '../model/format';
import { rangeOf, rangeText, selectRefusal, type Selection, type SelectRange, type Slot } from '../model/select';
import type { CalendarStore } from '../store.svelte';
import { commitSelect } from '../store/select';
import type { EditUi } from './edit-session';
import { laneBoxes } from './edit-lane';

/** A box the selection covers (viewport pixels), and the text it shows (the range, in the first box). */
export interface SelectionBox {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
}

const DAY_MINUTES = 1440;

/** The boxes `range` covers: per week row of the month grid, or per day column of a time grid (inside its scrolled area). */
function boxesOf(root: HTMLElement, range: SelectRange): Omit<SelectionBox, 'text'>[] {
  const boxes: Omit<SelectionBox, 'text'>[] = [];
  if (range.allDay) {
    boxes.push(...laneBoxes(root, range.start, range.end)); // the all-day lane of the week and day views
    for (const row of root.querySelectorAll('.ec-month-view .ec-week-row')) {
      const cells = [...row.querySelectorAll('.ec-day-cell[data-date]')].filter((c) => {
        const day = c.getAttribute('data-date') ?? '';
        return day >= isoDay(range.start) && day <= isoDay(range.end);
      }).map((c) => c.getBoundingClientRect());
      if (!cells.length) continue;
      const [left, right] = [Math.min(...cells.map((r) => r.left)), Math.max(...cells.map((r) => r.right))];
      boxes.push({ x: left, y: cells[0].top, width: right - left, height: cells[0].height });
    }
    return boxes;
  }
  const scroller = root.querySelector('.ec-tg-scroll')?.getBoundingClientRect();
  for (const column of root.querySelectorAll<HTMLElement>('.ec-time-view .ec-day-column[data-date]')) {
    const day = parseIsoDay(column.getAttribute('data-date') ?? '');
    if (day === null) continue;
    const from = Math.max(range.start - day * DAY_MINUTES, 0);
    const to = Math.min(range.end - day * DAY_MINUTES, DAY_MINUTES);
    if (to <= from) continue;
    const box = column.getBoundingClientRect();
    const top = Math.max(box.top + (from / DAY_MINUTES) * box.height, scroller?.top ?? -Infinity);
    const bottom = Math.min(box.top + (to / DAY_MINUTES) * box.height, scroller?.bottom ?? Infinity);
    if (bottom > top) boxes.push({ x: box.left, y: top, width: box.width, height: bottom - top });
  }
  return boxes;
}

/** The editing layer's side of a selection: its texts and live region, and where the boxes are drawn (`sending`: busy, its request in flight). */
export interface SelectUi extends EditUi {
  select(boxes: SelectionBox[], sending?: boolean): void;
}

/** The session whose boxes a layer shows: a selection answered late clears its boxes only when no newer one drew since. */
const shownBy = new WeakMap<SelectUi, SelectSession>();

export class SelectSession {
  sel: Selection;

  constructor(readonly root: HTMLElement, readonly store: CalendarStore, readonly ui: SelectUi, start: Slot) {
    this.sel = { anchor: start, focus: start };
  }

  get range(): SelectRange {
    return rangeOf(this.sel.anchor, this.sel.focus, this.store.options.snapMinutes);
  }

  /** Why `next` cannot be selected, or null when it can. */
  refusal(next: Selection): 'bounds' | 'view' | null {
    return selectRefusal(rangeOf(next.anchor, next.focus, this.store.options.snapMinutes), this.store.bounds, this.store.range);
  }

  /** Select `next` when the rules allow it (and draw it); null when it is selected, else why not. */
  set(next: Selection): 'bounds' | 'view' | null {
    const refused = this.refusal(next);
    if (refused) return refused;
    this.sel = next;
    this.draw();
    return null;
  }

  /** The range as said. */
  text(): string {
    return rangeText(this.range, this.store.locale, this.store.strings);
  }

  /** Draw the boxes again (after a step, a re-render or a scroll). */
  draw(text = this.text(), sending = false): void {
    shownBy.set(this.ui, this);
    this.ui.select(boxesOf(this.root, this.range).map((box, i) => ({ ...box, text: i ? '' : text })), sending);
  }

  /**
   * Select it: eventcalendar:select, the select API, and what was added
   * said. While its request is in flight the range stays drawn, busy and
   * saying so ("Saving …", said too); the answer clears it.
   */
  async confirm(): Promise<void> {
    const { store, ui } = this;
    const sending = store.options.onSelectApi ? say(store.locale, ui.text().sending, { range: this.text() }) : '';
    if (sending) this.draw(sending, true);
    else ui.select([]);
    ui.say(sending || say(store.locale, ui.text().selected, { range: this.text() }));
    const outcome = await commitSelect(store, this.range);
    if (shownBy.get(ui) === this) ui.select([]);
    if (outcome && outcome !== 'failed') ui.say(say(store.locale, ui.text().added, { event: eventLabel(outcome, store.locale, store.strings) }));
  }

  /** Drop it, saying so unless `quiet` (the calendar goes). */
  cancel(quiet = false): void {
    this.ui.select([]);
    if (!quiet) this.ui.say(this.ui.text().selectCancelled);
  }
}
