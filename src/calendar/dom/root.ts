/**
 * Behaviour of the calendar's root element, whether it is the page's
 * [data-event-calendar] host or the Svelte component's own div:
 * role="application" and tabindex="0" (rendering rule 5), the keyboard
 * shortcuts (spec "Events" rule 3) and the ResizeObserver that drives the
 * compact layout and re-measuring (rules 1 and 3). The returned function
 * undoes all of it (design.md: destroy leaves nothing behind).
 */
import { tick } from 'svelte';
import { gridTarget, keyAction, visualKey } from '../model/keys';
import { isoDay, parseIsoDay } from '../model/dates';
import type { CalendarStore } from '../store.svelte';

export function attachRoot(root: HTMLElement, store: CalendarStore, ready?: () => Promise<unknown>): { reflect(): void; detach(): void } {
  const added: string[] = [];
  const set = (name: string, value: string) => {
    if (root.hasAttribute(name)) return;
    root.setAttribute(name, value);
    added.push(name);
  };
  set('role', 'application');
  set('tabindex', '0');
  const ownLabel = !root.hasAttribute('aria-label');
  const hadClass = root.classList.contains('ec-calendar');
  root.classList.add('ec-calendar');

  const onKey = (e: KeyboardEvent) => {
    const target = e.target instanceof Element ? e.target : null;
    const key = visualKey(e.key, getComputedStyle(root).direction === 'rtl');
    if (!e.defaultPrevented && !(e.ctrlKey || e.metaKey || e.altKey) && target && gridKey(key, target)) return e.preventDefault();
    const action = keyAction(
      {
        key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        targetTag: target?.tagName,
        targetEditable: target instanceof HTMLElement && target.isContentEditable,
        inOverlay: !!target?.closest('dialog, .ec-popover'),
      },
      store.options.views,
    );
    if (!action || e.defaultPrevented) return;
    e.preventDefault();
    const hadFocus = root.contains(document.activeElement);
    if (action.type === 'navigate') store.navigate(action.direction);
    else if (action.type === 'today') store.goToToday();
    else store.changeView(action.view);
    // The focused button may have been re-rendered away: keep keyboard users on the day they were on, or in
    // the calendar (once a view that had to be loaded is there: `ready`, dom/parts.svelte.ts).
    void tick().then(ready).then(() => {
      if (hadFocus && !root.contains(document.activeElement)) (dayButton() ?? root).focus();
    });
  };
  root.addEventListener('keydown', onKey);

  /** The focused day's button: its day number (month) or its column header (week, day). */
  const dayButton = (at = `[data-date="${isoDay(store.active)}"]`) => root.querySelector<HTMLElement>(`${at} .ec-day-number, .ec-tg-day-header${at}`);

  /**
   * Roving focus over the days (issue 14): arrows, Page and Home/End move the day focus; ArrowUp/Down
   * move through the focused day's events (in week and day views, from the day's header too); Escape goes back to the day.
   */
  const gridKey = (key: string, target: Element): boolean => {
    const body = target.closest('.ec-body');
    if (!body) return false;
    const step = { ArrowUp: -1, ArrowDown: 1 }[key];
    const items = [...body.querySelectorAll<HTMLElement>('[tabindex="0"]:is([data-event-id], .ec-more-events)')];
    items.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
    if (target.matches('.ec-day-number, .ec-tg-day-header')) {
      const to = gridTarget(key, store.active, store.options.firstDayOfWeek, store.view);
      if (to !== null) {
        store.focusDay(to, key.startsWith('Page'));
        void tick().then(() => dayButton()?.focus());
      } else if (step === 1 && items[0]) items[0].focus();
      else return false;
      return true;
    }
    const at = items.indexOf(target as HTMLElement);
    if (key === 'Escape') dayButton()?.focus();
    else if (step && at >= 0) items[at + step]?.focus();
    else return false;
    return true;
  };
  // Focus given by Tab or a click moves the grid's tab stop with it.
  const onFocus = (e: FocusEvent) => {
    const day = e.target instanceof Element && e.target.matches('.ec-day-number, .ec-tg-day-header') ? e.target.closest('[data-date]')?.getAttribute('data-date') : null;
    const parsed = day ? parseIsoDay(day) : null;
    if (parsed !== null) store.cursor = parsed;
  };
  root.addEventListener('focusin', onFocus);

  let observer: ResizeObserver | null = null;
  if (typeof ResizeObserver === 'function') {
    observer = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]?.contentRect.width;
      if (typeof width === 'number') store.setWidth(width);
    });
    observer.observe(root);
  }

  return {
    /** State reflected on the root (called from an effect whenever it changes). */
    reflect() {
      root.classList.toggle('ec-compact', store.compact);
      root.classList.toggle('ec-loading', store.loading);
      root.setAttribute('aria-busy', String(store.loading));
      if (ownLabel) root.setAttribute('aria-label', store.strings.calendar);
    },
    detach() {
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('focusin', onFocus);
      observer?.disconnect();
      for (const name of added) root.removeAttribute(name);
      if (!hadClass) root.classList.remove('ec-calendar');
      root.classList.remove('ec-compact', 'ec-loading');
      root.removeAttribute('aria-busy');
      if (ownLabel) root.removeAttribute('aria-label');
    },
  };
}
