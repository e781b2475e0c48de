// The script bundles' calendar (dom/mount.ts) has the week and day views in its bundle and loads the
// click overlays and the period picker when first needed (dom/parts.svelte.ts); a failed load warns once and the calendar works on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushSync } from 'svelte';
import { EventCalendar } from '../../../src/calendar/EventCalendar';
import type { CalendarInstance } from '../../../src/calendar/dom/mount';
import { lazyParts } from '../../../src/calendar/dom/parts.svelte';

const EVENTS = [
  { id: 'sync', title: 'Sync', start: '2026-03-04T10:00:00', end: '2026-03-04T11:00:00', allDay: false },
  { id: 'fair', title: 'Fair', start: '2026-03-04' },
];
let calendar: CalendarInstance | undefined;
afterEach(() => {
  if (calendar) EventCalendar.destroy(calendar);
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function make(view: 'month' | 'week', more: Record<string, unknown> = {}): HTMLElement {
  const element = document.body.appendChild(document.createElement('div'));
  calendar = EventCalendar.create(element, { defaultView: view, date: '2026-03-04', events: EVENTS, ...more } as never)!;
  return element;
}

describe('lazy calendar parts (script bundles)', () => {
  it('the week grid is no part: a month calendar switched to week draws the week with its events at once', () => {
    const element = make('month');
    expect(element.querySelector('.ec-month-view')).not.toBeNull();
    calendar!.store.changeView('week');
    flushSync();
    expect(element.querySelector('.ec-week-view .ec-timed-event[data-event-id="sync"]')).not.toBeNull();
    expect(element.querySelectorAll('.ec-tg-day-header')).toHaveLength(7);
  });

  it('the overlays are not in the page until a click needs one', async () => {
    const element = make('month');
    expect(element.querySelector('dialog.ec-dialog')).toBeNull();
    calendar!.store.openMore(calendar!.store.date);
    await vi.waitFor(() => expect(element.querySelector('.ec-popover')).not.toBeNull());
    expect(element.querySelector('dialog.ec-dialog')).not.toBeNull();
  });

  it('the month and year picker is a part: without showPeriodPicker only the label; with it, the label shows until the picker is there', async () => {
    const plain = make('month');
    expect(plain.querySelector('.ec-period-picker')).toBeNull();
    expect(plain.querySelector('.ec-current-period')!.classList.contains('ec-sr-only')).toBe(false);
    EventCalendar.destroy(calendar!);
    const element = make('month', { showPeriodPicker: true });
    // Before the part arrives: the label, visible (the header is never empty).
    expect(element.querySelector('.ec-period-picker')).toBeNull();
    expect(element.querySelector('.ec-current-period')!.classList.contains('ec-sr-only')).toBe(false);
    await vi.waitFor(() => expect(element.querySelector('.ec-period-picker select.ec-period-month')).not.toBeNull());
    expect((element.querySelector('select.ec-period-month') as HTMLSelectElement).value).toBe('2');
    expect(element.querySelector('.ec-current-period')!.classList.contains('ec-sr-only')).toBe(true);
  });

  it('ready() waits for what was asked: the part is rendered when it resolves', async () => {
    const element = make('month');
    const parts = lazyParts(calendar!.store);
    expect(parts.PeriodPicker).toBeUndefined();
    await parts.ready!();
    expect(parts.PeriodPicker).toBeTypeOf('function');
    expect(element.querySelector('.ec-month-view')).not.toBeNull();
  });
});
