/**
 * Behaviour of the calendar's root element, whether it is the page's
 * [data-event-calendar] host or the Svelte component's own div:
 * role="application" and tabindex="0" (rendering rule 5), the keyboard
 * shortcuts (spec "Events" rule 3) and the ResizeObserver that drives the
 * compact layout and re-measuring (rules 1 and 3). The returned function
 * undoes all of it (design.md: destroy leaves nothing behind).
 */
import { tick } from 'svelte';
import { keyAction } from '../model/keys';
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
      observer?.disconnect();
      for (const name of added) root.removeAttribute(name);
      if (!hadClass) root.classList.remove('ec-calendar');
      root.classList.remove('ec-compact', 'ec-loading');
      root.removeAttribute('aria-busy');
      if (ownLabel) root.removeAttribute('aria-label');
    },
  };
}
