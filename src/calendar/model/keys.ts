/**
 * Keyboard shortcuts (spec "Events" rule 3): ArrowLeft/ArrowRight navigate,
 * Home or T go to today, M/W/D switch view when that view is enabled.
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
const VIEW_KEYS: Record<string, View> = { m: 'month', w: 'week', d: 'day' };

/** The action of a keydown, or null when the calendar should not react. */
export function keyAction(input: KeyInput, views: readonly View[]): KeyAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (FORM_TAGS.has(input.targetTag ?? '') || input.targetEditable || input.inOverlay) return null;
  if (input.key === 'ArrowLeft') return { type: 'navigate', direction: -1 };
  if (input.key === 'ArrowRight') return { type: 'navigate', direction: 1 };
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (key === 'Home' || key === 't') return { type: 'today' };
  const view = VIEW_KEYS[key];
  return view && views.includes(view) ? { type: 'view', view } : null;
}

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Roving focus in the month grid (issue 14): the day a key moves the focused
 * `day` to — ArrowLeft/Right by a day, ArrowUp/Down by a week, PageUp/PageDown
 * by a month, Home/End to the start/end of its week; null for other keys.
 */
export function gridTarget(key: string, day: Day, firstDayOfWeek: number): Day | null {
  if (key in STEPS) return day + STEPS[key];
  if (key === 'PageUp' || key === 'PageDown') return addMonths(day, key === 'PageUp' ? -1 : 1);
  if (key === 'Home' || key === 'End') return weekStart(day, firstDayOfWeek) + (key === 'End' ? 6 : 0);
  return null;
}
