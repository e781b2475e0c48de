/**
 * Moving events by keyboard (issue 23 item 5), the keys of the drag-and-drop
 * pattern: on a focused event Space picks it up (Enter still opens it);
 * arrows move it — month view: ←/→ a day, ↑/↓ a week; week and day views:
 * ↑/↓ a snap step, ←/→ a day (mirrored under dir="rtl" as the calendar's
 * navigation is) —, Shift+arrows move its end; Space or Enter drops it,
 * Escape puts it back. Every step is said in the live region; focus stays
 * on the event. Listens on the root in the capture phase, so the calendar's
 * own keys (navigation, roving focus) do not see the keys it uses.
 */
import { tick } from 'svelte';
import { say } from '../../core/i18n';
import { eventLabel } from '../model/format';
import { visualKey } from '../model/keys';
import { editRights, lockOf, type Delta } from '../model/edit';
import type { CalendarEvent } from '../model/normalize';
import type { CalendarStore } from '../store.svelte';
import { buttonOf, EditSession, eventOf, refusalText, type EditUi } from './edit-session';

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/** The step an arrow makes in `view` for an event (all-day events move by days in every view). */
function arrowDelta(key: string, store: CalendarStore, event: CalendarEvent): Delta | null {
  const day = { ArrowLeft: -1, ArrowRight: 1 }[key];
  if (day) return { days: day, minutes: 0 };
  const up = key === 'ArrowUp' ? -1 : 1;
  if (store.view === 'month') return { days: 7 * up, minutes: 0 };
  return event.allDay ? null : { days: 0, minutes: up * store.options.snapMinutes };
}

export function attachEditKeys(root: HTMLElement, store: CalendarStore, ui: EditUi): () => void {
  let session: EditSession | null = null;
  let swallowKeyUp = false;
  const label = (event: CalendarEvent) => eventLabel(event, store.locale, store.strings);

  /** After the calendar re-rendered: focus (and mark) the moving event's button. */
  const refocus = (id: string, picked: boolean) =>
    void tick().then(() => {
      const button = buttonOf(root, id);
      button?.classList.toggle('ec-picked', picked);
      if (button && document.activeElement !== button) button.focus();
    });

  const pickUp = (target: HTMLElement) => {
    const rights = editRights(store.options);
    const event = eventOf(store, target);
    if (!event || !(rights.move || rights.resize)) return false;
    const lock = lockOf(event);
    if (lock) ui.say(`${label(event)}: ${refusalText(lock, ui.text())}`);
    else {
      session = new EditSession(store, event);
      target.classList.add('ec-picked');
      ui.say(say(store.locale, ui.text().pickedUp, { event: label(event) }));
    }
    return true;
  };

  const finish = (drop: boolean) => {
    const s = session!;
    session = null;
    if (drop) void s.drop();
    else s.cancel();
    ui.say(say(store.locale, drop ? ui.text().dropped : ui.text().cancelled, { event: label(drop ? s.now : s.before) }));
    refocus(s.before.id, false);
  };

  const move = (key: string, shift: boolean) => {
    const s = session!;
    const rights = editRights(store.options);
    if (shift ? !rights.resize : !rights.move) return;
    const delta = arrowDelta(key, store, s.now);
    if (!delta) return;
    const refused = s.step(delta, shift);
    if (refused) ui.say(refusalText(refused, ui.text()));
    else {
      ui.say(label(s.now));
      if (s.now.startDay >= store.range.start) store.cursor = s.now.startDay; // the month grid's tab stop follows the event
      refocus(s.now.id, true);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    if (!session) {
      const target = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>('.ec-body [data-event-id]') : null;
      if (e.key !== ' ' || !target || !root.contains(target) || !pickUp(target)) return;
      swallowKeyUp = true;
    } else if (e.key === 'Tab') return finish(false);
    else {
      const key = visualKey(e.key, getComputedStyle(root).direction === 'rtl');
      if (key === ' ' || key === 'Enter') {
        swallowKeyUp = true;
        finish(true);
      } else if (key === 'Escape') finish(false);
      else if (ARROWS.has(key)) move(key, e.shiftKey);
    }
    e.preventDefault();
    e.stopPropagation();
  };
  // Space activates a button on key up: the key that picked up or dropped an event does not also open it.
  const onKeyUp = (e: KeyboardEvent) => {
    if (!swallowKeyUp || (e.key !== ' ' && e.key !== 'Enter')) return;
    swallowKeyUp = false;
    e.preventDefault();
  };
  // Focus that leaves the calendar puts a picked-up event back.
  const onFocusOut = (e: FocusEvent) => {
    if (session && e.relatedTarget instanceof Node && !root.contains(e.relatedTarget)) finish(false);
  };
  root.addEventListener('keydown', onKeyDown, true);
  root.addEventListener('keyup', onKeyUp, true);
  root.addEventListener('focusout', onFocusOut);
  return () => {
    if (session) session.cancel();
    root.removeEventListener('keydown', onKeyDown, true);
    root.removeEventListener('keyup', onKeyUp, true);
    root.removeEventListener('focusout', onFocusOut);
  };
}
