/**
 * Behaviour of the calendar's root element, whether it is the page's
 * [data-event-calendar] host or the Svelte component's own div:
 * role="application" and tabindex="0" (rendering rule 5), the keyboard
 * shortcuts (spec "Events" rule 3) and the ResizeObserver that drives the
 * compact layout and re-measuring (rules 1 and 3). The returned function
 * undoes all of it (design.md: destroy leaves nothing behind).
 */
import { tick } from 'svelte';
import { gridTarget, keyAction } from '../model/keys';
import { isoDay, parseIsoDay } from '../model/dates';
import type { CalendarStore } from '../store.svelte';

export function attachRoot(root: HTMLElement, store: CalendarStore): { reflect(): void; detach(): void } {
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
    if (!e.defaultPrevented && !(e.ctrlKey || e.metaKey || e.altKey) && target && gridKey(e, target)) return e.preventDefault();
    const action = keyAction(
      {
        key: e.key,
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
    // The focused button may have been re-rendered away: keep keyboard users in the calendar.
    void tick().then(() => {
      if (hadFocus && !root.contains(document.activeElement)) root.focus();
    });
  };
  root.addEventListener('keydown', onKey);

  /** Month grid (issue 14): arrows, Page and Home/End move the day focus; Up/Down move through the focused day's events. */
  const gridKey = (e: KeyboardEvent, target: Element): boolean => {
    if (!target.closest('.ec-month-view')) return false;
    const focusDay = () => root.querySelector<HTMLElement>(`[data-date="${isoDay(store.active)}"] .ec-day-number`)?.focus();
    if (target.matches('.ec-day-number')) {
      const to = gridTarget(e.key, store.active, store.options.firstDayOfWeek);
      if (to === null) return false;
      store.focusDay(to, e.key.startsWith('Page'));
      void tick().then(focusDay);
      return true;
    }
    const step = { ArrowUp: -1, ArrowDown: 1 }[e.key];
    if (e.key === 'Escape') focusDay();
    if (!step) return e.key === 'Escape';
    const items = [...root.querySelectorAll<HTMLElement>('.ec-month-view [tabindex="0"]:is([data-event-id], .ec-more-events)')];
    items.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
    items[items.indexOf(target as HTMLElement) + step]?.focus();
    return true;
  };
  // Focus given by Tab or a click moves the grid's tab stop with it.
  const onFocus = (e: FocusEvent) => {
    const day = e.target instanceof Element && e.target.matches('.ec-day-number') ? e.target.closest('[data-date]')?.getAttribute('data-date') : null;
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
