/**
 * Keyboard shortcuts (spec "Events" rule 3): ArrowLeft/ArrowRight navigate,
 * Home or T go to today, M/W/D (and L, the list: issue 45 item 3) switch view when that view is enabled.
 * Keys typed into form fields, with Ctrl/Meta/Alt, or inside the built-in
 * dialogs are left alone.
 */
import { addMonths, type Day } from './dates';
import { weekStart, type View } from './ranges';

export type KeyAction = { type: 'navigate'; direction: -1 | 1 } | { type: 'today' } | { type: 'view'; view: View };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** Tag name of the event target, upper case. */
  targetTag?: string;
  /** Target is contenteditable or inside a dialog/popover. */
  targetEditable?: boolean;
  inOverlay?: boolean;
}

const FORM_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** The action of a keydown, or null when the calendar should not react. */
export function keyAction(input: KeyInput, views: readonly View[]): KeyAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (FORM_TAGS.has(input.targetTag ?? '') || input.targetEditable || input.inOverlay) return null;
  if (input.key === 'ArrowLeft') return { type: 'navigate', direction: -1 };
  if (input.key === 'ArrowRight') return { type: 'navigate', direction: 1 };
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (key === 'Home' || key === 't') return { type: 'today' };
  // A view's key is its initial (M, W, D, L: each view's is its own).
  const view = views.find((v) => v[0] === key);
  return view ? { type: 'view', view } : null;
}

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The key as the calendar reads it: on a right-to-left page ArrowLeft and
 * ArrowRight swap, so they keep meaning previous/next visually (ArrowLeft
 * moves to the next day, issue 14 item 4).
 */
export const visualKey = (key: string, rtl: boolean): string =>
  (rtl && { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' }[key]) || key;

/**
 * Roving focus over the days (issue 14): the day a key moves the focused
 * `day` to — ArrowLeft/Right by a day, PageUp/PageDown by the view's period
 * (a month, a week or a day), Home/End to the start/end of its week, and in
 * the month grid ArrowUp/Down by a week (week and day views use them for the
 * day's events: null); null for other keys.
 */
export function gridTarget(key: string, day: Day, firstDayOfWeek: number, view: View = 'month'): Day | null {
  if (view !== 'month' && (key === 'ArrowUp' || key === 'ArrowDown')) return null;
  if (key in STEPS) return day + STEPS[key];
  const page = { PageUp: -1, PageDown: 1 }[key];
  if (page) return view === 'month' ? addMonths(day, page) : day + page * (view === 'week' ? 7 : 1);
  if (key === 'Home' || key === 'End') return weekStart(day, firstDayOfWeek) + (key === 'End' ? 6 : 0);
  return null;
}
