/**
 * The all-day lane of the week and day views, for the pointer (issue 23
 * items 2 and 4): which day of the lane is under a point (the lane is a CSS
 * grid of equal day columns, in the order of the day headers, mirrored under
 * dir="rtl"), the boxes a range of days covers there (a selection), and a
 * move between the lane and the time grid (model/edit.ts crossEvent): an
 * all-day bar dropped into the grid becomes a timed event at the slot under
 * the pointer, an hour long; a timed block dropped on the lane becomes
 * all-day on that day. Part of the editing part.
 */
import { say } from '../../core/i18n';
import { parseIsoDay, type Day } from '../model/dates';
import { crossEvent, type EditPayload } from '../model/edit';
import { longDate } from '../model/locale';
import type { CalendarEvent } from '../model/normalize';
import type { CalendarStore } from '../store.svelte';
import { editContext } from '../store/edit';
import type { EditStrings } from '../store/edit-text';
import { refusalText } from './edit-session';

/** The lane of a time view in `root`: its box, its days (in header order) and whether it runs right to left. */
function laneOf(root: HTMLElement): { box: DOMRect; days: Day[]; rtl: boolean } | null {
  const lane = root.querySelector<HTMLElement>('.ec-time-view .ec-allday-lane');
  const days = [...root.querySelectorAll('.ec-time-view .ec-tg-day-header[data-date]')].map((h) => parseIsoDay(h.getAttribute('data-date') ?? ''));
  if (!lane || !days.length || days.includes(null)) return null;
  return { box: lane.getBoundingClientRect(), days: days as Day[], rtl: getComputedStyle(lane).direction === 'rtl' };
}

/** The box of the lane's `index`-th day (viewport pixels). */
function columnBox(lane: { box: DOMRect; days: Day[]; rtl: boolean }, index: number): DOMRect {
  const width = lane.box.width / lane.days.length;
  const visual = lane.rtl ? lane.days.length - 1 - index : index;
  return new DOMRect(lane.box.left + visual * width, lane.box.top, width, lane.box.height);
}

type LaneDay = { day: Day; minutes: null; box: DOMRect };

/** The day of the all-day lane under a viewport point, and its box; null off the lane. */
export function laneAt(root: HTMLElement, x: number, y: number): LaneDay | null {
  const over = document.elementFromPoint(x, y)?.closest('.ec-allday-lane');
  return over && root.contains(over) ? laneDayAt(root, x) : null;
}

/**
 * The day of the lane whose column holds `x`, wherever the pointer is up or down (a bar's resize keeps
 * following the pointer when it leaves the lane), and its box; null left or right of the lane.
 */
export function laneDayAt(root: HTMLElement, x: number): LaneDay | null {
  const lane = laneOf(root);
  if (!lane || x < lane.box.left || x > lane.box.right) return null;
  const visual = Math.min(lane.days.length - 1, Math.floor(((x - lane.box.left) / lane.box.width) * lane.days.length));
  const index = lane.rtl ? lane.days.length - 1 - visual : visual;
  return { day: lane.days[index], minutes: null, box: columnBox(lane, index) };
}

/** The box the days `first` to `last` (the shown ones) cover in the lane: one box, or none outside a time view. */
export function laneBoxes(root: HTMLElement, first: Day, last: Day): { x: number; y: number; width: number; height: number }[] {
  const lane = laneOf(root);
  const shown = lane ? lane.days.map((day, i) => (day >= first && day <= last ? columnBox(lane, i) : null)).filter((b) => b !== null) : [];
  if (!shown.length) return [];
  const [left, right] = [Math.min(...shown.map((b) => b.left)), Math.max(...shown.map((b) => b.right))];
  return [{ x: left, y: shown[0].top, width: right - left, height: shown[0].height }];
}

/**
 * A move between the lane and the grid, to `day` (and `minutes`, in the grid):
 * the payload (null when refused), the ghost's text, and the slot it starts at.
 */
export function crossPlan(store: CalendarStore, event: CalendarEvent, day: Day, minutes: number | null, text: EditStrings): { payload: EditPayload | null; text: string; at: number | null } {
  const snap = store.options.snapMinutes;
  const at = minutes === null ? null : Math.min(Math.max(Math.floor(minutes / snap) * snap, 0), 1440 - snap);
  const result = crossEvent(event, day, at, editContext(store));
  if (!result.ok) return { payload: null, text: refusalText(result.reason, text), at };
  const { start } = result.payload;
  const date = longDate(store.locale, parseIsoDay(start.slice(0, 10)) ?? day);
  return { payload: result.payload, text: say(store.locale, text.ghost, { date: at === null ? date : `${date} ${start.slice(11, 16)}` }), at };
}
