/**
 * The calendar's parts few pages show (design.md "Lazy parts"): the overlays a click opens ('+N more',
 * the event dialog), the month and year picker (PeriodPicker: data-show-period-picker, off by
 * default) and the list view (ListView: `list` in data-views, issue 45 item 3; asked for when it is
 * first shown, which is at once for a calendar that opens in it). The week and day grid is not one of them: it is in the calendar bundle (design.md "Build
 * outputs": measured faster there than as a part, bench/RESULTS.md). A
 * Svelte app passes them imported statically (components/Calendar.svelte: rendered on the server
 * too); the script bundles pass `lazyParts`, whose getters load a part the first time the
 * calendar needs it, where it is rendered (the bundler makes each a part file). A part that cannot
 * be loaded: one warning (core/lazy.ts) and the calendar works on without it.
 */
import { tick, type Component } from 'svelte';
import { lazy } from '../../core/lazy';
import type { CalendarStore } from '../store.svelte';

export interface CalendarParts {
  PeriodPicker?: Component;
  MorePopover?: Component;
  EventDialog?: Component;
  ListView?: Component;
  /** Resolves once the parts asked for so far are loaded (or failed) and rendered. */
  ready?(): Promise<unknown>;
}

export function lazyParts(store: CalendarStore): CalendarParts {
  let picker = $state.raw<Component>();
  let list = $state.raw<Component>();
  let overlays = $state.raw<typeof import('../components/overlays')>();
  const asked = new Map<string, Promise<unknown>>();
  /** Load once: `set` gets the module; on failure, one warning ending in `without`. */
  const ask = <M,>(name: string, load: () => Promise<M>, without: string, set: (loaded: M) => unknown) => {
    if (!asked.has(name)) asked.set(name, lazy(load, without).then(set, () => {}));
  };
  const askOverlays = () => ask('overlays', () => import('../components/overlays'), "event details and '+N more' lists are not shown", (m) => (overlays = m));
  return {
    get PeriodPicker() {
      ask('picker', () => import('../components/PeriodPicker.svelte'), 'the month and year picker is not shown', (m) => (picker = m.default));
      return picker;
    },
    // Read only while the list is shown (components/EventCalendar.svelte): at once by a calendar that opens in it.
    get ListView() {
      ask('list', () => import('../components/ListView.svelte'), 'the list view is not shown', (m) => (list = m.default));
      return list;
    },
    get MorePopover() {
      if (store.more) askOverlays();
      return overlays?.MorePopover;
    },
    get EventDialog() {
      if (store.detail) askOverlays();
      return overlays?.EventDialog;
    },
    ready: () => Promise.all(asked.values()).then(tick),
  };
}
