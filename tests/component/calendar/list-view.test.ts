// Issue 45 item 3: the list view — a heading per day and a list of its events, each event one button
// that opens it as a click in the grid does; the narrow rule; the script bundles' list part; Thai.
// Focus, keys and layout are the Chromium tests' (tests/e2e/calendar-list.e2e.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { flushSync, tick } from 'svelte';
import Calendar from '../../../src/calendar/components/Calendar.svelte';
import { EventCalendar } from '../../../src/calendar/EventCalendar';
import type { CalendarInstance } from '../../../src/calendar/dom/mount';
import { parseIsoDay } from '../../../src/calendar/model/dates';
import { longDate } from '../../../src/calendar/model/locale';
import type { EventCalendarProps, EventInput } from '../../../src/calendar/model/inputs';

const EVENTS: EventInput[] = [
  { id: 'sync', title: 'Sync', start: '2026-11-04T10:00:00', end: '2026-11-04T11:00:00', allDay: false, location: 'Room 4', color: '#b91c1c' },
  { id: 'fair', title: 'Fair', start: '2026-11-04' },
  { id: 'trip', title: 'Trip', start: '2026-11-06', end: '2026-11-08' },
  { id: 'class', title: 'Yoga', scheduleType: 'recurring-slot', startDate: '2026-11-16', endDate: '2026-11-17', slotStartTime: '18:00', slotEndTime: '19:00' },
  { id: '__proto__', title: 'Proto', start: '2026-11-20' },
  { id: 'later', title: 'December', start: '2026-12-02' },
];
const LIST: EventCalendarProps = { view: 'list', views: ['month', 'week', 'list'], date: '2026-11-01', events: EVENTS };
/** The text of an accessible name without the left-to-right isolates around times. */
const plain = (s: string | null) => (s ?? '').replace(/[\u2066\u2069]/g, '');

afterEach(() => vi.restoreAllMocks());

describe('the list view: days, their events, the month', () => {
  it('a level-3 heading per day with events (the calendar\'s long date), then a list of that day\'s events named by it', () => {
    render(Calendar, { props: LIST });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Wednesday, November 4, 2026', 'Friday, November 6, 2026', 'Saturday, November 7, 2026', 'Sunday, November 8, 2026',
      'Monday, November 16, 2026', 'Tuesday, November 17, 2026', 'Friday, November 20, 2026',
    ]);
    const first = screen.getByRole('list', { name: 'Wednesday, November 4, 2026' });
    const buttons = within(first).getAllByRole('button');
    expect(buttons.map((b) => plain(b.getAttribute('aria-label')))).toEqual(['All day, Fair', '10:00 – 11:00, Sync, Room 4']);
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    // December's event is not in November's list.
    expect(screen.queryByRole('button', { name: /December/ })).toBeNull();
  });

  it('each event button shows its colour (the start border), time, title and location, in a list named by its day', () => {
    render(Calendar, { props: LIST });
    const sync = screen.getByRole('button', { name: /Sync/ });
    expect(sync.closest('ul')).toHaveAccessibleName('Wednesday, November 4, 2026');
    expect(sync.style.getPropertyValue('--ec-event-color')).toBe('#b91c1c');
    expect(plain(sync.querySelector('.ec-event-time')!.textContent)).toBe('10:00 – 11:00');
    expect(sync.querySelector('.ec-event-title')!.textContent).toBe('Sync');
    expect(sync.querySelector('.ec-list-note')!.textContent).toBe('Room 4');
  });

  it('a multi-day event is on each of its days, saying which; a recurring slot on each day of its range at its slot time', () => {
    render(Calendar, { props: LIST });
    expect(screen.getAllByRole('button', { name: /Trip/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'All day, Trip, day 1 of 3', 'All day, Trip, day 2 of 3', 'All day, Trip, day 3 of 3',
    ]);
    expect(screen.getAllByRole('button', { name: /Yoga/ }).map((b) => plain(b.getAttribute('aria-label')))).toEqual(['18:00 – 19:00, Yoga', '18:00 – 19:00, Yoga']);
    expect(screen.getByRole('button', { name: /Proto/ })).toHaveAttribute('data-event-id', '__proto__');
  });

  it('a month without events says "No events"; Next moves by a month and the period label says it', async () => {
    render(Calendar, { props: { ...LIST, date: '2026-10-01' } });
    expect(screen.getByText('No events')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    await fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    await fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Wednesday, December 2, 2026']);
  });

  it('clicking an event is an event click: eventcalendar:eventClick and oneventclick with the event', async () => {
    const dom = vi.fn();
    document.addEventListener('eventcalendar:eventClick', dom);
    const oneventclick = vi.fn();
    render(Calendar, { props: { ...LIST, oneventclick } });
    await fireEvent.click(screen.getAllByRole('button', { name: /Trip/ })[1]);
    document.removeEventListener('eventcalendar:eventClick', dom);
    expect(oneventclick).toHaveBeenCalledTimes(1);
    expect(oneventclick.mock.calls[0][0].event).toMatchObject({ id: 'trip', title: 'Trip' });
    expect(dom).toHaveBeenCalledTimes(1);
  });

  it('without a callback the click opens the built-in details dialog', async () => {
    // jsdom has no showModal: a stand-in that opens the dialog.
    const had = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal');
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    try {
      render(Calendar, { props: LIST });
      await fireEvent.click(screen.getByRole('button', { name: /Sync/ }));
      await tick();
      const dialog = document.querySelector('dialog.ec-dialog') as HTMLDialogElement;
      expect(dialog.open).toBe(true);
      expect(dialog.textContent).toContain('Room 4');
    } finally {
      if (had) Object.defineProperty(HTMLDialogElement.prototype, 'showModal', had);
      else delete (HTMLDialogElement.prototype as { showModal?: unknown }).showModal;
    }
  });

  it('the month and year picker (showPeriodPicker) is there in the list too, its period being a month', async () => {
    render(Calendar, { props: { ...LIST, showPeriodPicker: true } });
    expect((screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe('10');
    await fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '11' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Wednesday, December 2, 2026']);
  });

  it('an editable calendar says how to move events in the grids, not in the list (nothing moves there)', async () => {
    render(Calendar, { props: { ...LIST, view: 'month', editable: true } });
    await vi.waitFor(() => expect(document.querySelector('.ec-edit-hint')).not.toBeNull());
    await fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(document.querySelector('.ec-edit-hint')).toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(document.querySelector('.ec-edit-hint')).not.toBeNull();
  });

  it('the view switcher offers "List" when the views include it, and it switches to the list', async () => {
    const onviewchange = vi.fn();
    render(Calendar, { props: { views: ['month', 'list'], date: '2026-11-01', events: EVENTS, onviewchange } });
    expect(document.querySelector('.ec-month-view')).not.toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(document.querySelector('.ec-list-view')).not.toBeNull();
    expect(onviewchange.mock.calls[0][0]).toMatchObject({ view: 'list' });
    expect(screen.getByText('November 2026')).toBeInTheDocument();
  });
});

describe('the narrow rule: no view asked for and list among the views -> the list below 480px', () => {
  /** Every element is `px` wide (jsdom lays nothing out: 0 otherwise). */
  const width = (px: number) => vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(px);
  const NARROW: EventCalendarProps = { views: ['month', 'week', 'list'], date: '2026-11-01', events: EVENTS };

  it('Svelte: a 400px calendar shows the list once mounted (and says so: onviewchange); at 1280px the month', async () => {
    width(400);
    const onviewchange = vi.fn();
    const { unmount } = render(Calendar, { props: { ...NARROW, onviewchange } });
    await tick();
    expect(document.querySelector('.ec-list-view')).not.toBeNull();
    expect(onviewchange.mock.calls.map((c) => c[0].view)).toEqual(['list']);
    unmount();
    width(1280);
    render(Calendar, { props: NARROW });
    await tick();
    expect(document.querySelector('.ec-month-view')).not.toBeNull();
    expect(document.querySelector('.ec-list-view')).toBeNull();
  });

  it('Svelte: a view asked for (view or defaultView) wins at 400px; so does a calendar without list', async () => {
    width(400);
    for (const props of [{ ...NARROW, view: 'month' }, { ...NARROW, defaultView: 'week' }, { ...NARROW, views: ['month', 'week'] }] as EventCalendarProps[]) {
      const { unmount } = render(Calendar, { props });
      await tick();
      expect(document.querySelector('.ec-list-view'), JSON.stringify(props.views)).toBeNull();
      unmount();
    }
  });

  let calendar: CalendarInstance | null = null;
  afterEach(() => {
    if (calendar) EventCalendar.destroy(calendar);
    calendar = null;
    document.body.replaceChildren();
  });
  const markup = (attributes: string) => {
    document.body.innerHTML = `<div id="narrow" data-event-calendar data-date="2026-11-01" ${attributes}></div>`;
    calendar = EventCalendar.create('#narrow', { events: EVENTS });
    flushSync();
    return document.getElementById('narrow')!;
  };

  it('script bundles: a 400px calendar opens in the list (never the month first) and loads the list part', async () => {
    width(400);
    const element = markup('data-views="month,list"');
    expect(calendar!.currentView).toBe('list');
    expect(element.querySelector('.ec-month-view')).toBeNull();
    await vi.waitFor(() => expect(element.querySelector('.ec-list-view [data-event-id="sync"]')).not.toBeNull());
    expect(element.querySelector('.ec-view-btn[data-view="list"]')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('script bundles: data-view wins; 1280px opens in the default view; a page with only the list gets no warning', async () => {
    width(400);
    expect(markup('data-views="month,list" data-view="month"').querySelector('.ec-month-view')).not.toBeNull();
    EventCalendar.destroy(calendar!);
    width(1280);
    expect(markup('data-views="month,list"').querySelector('.ec-month-view')).not.toBeNull();
    EventCalendar.destroy(calendar!);
    const warn = vi.spyOn(console, 'warn');
    markup('data-views="list"');
    expect(calendar!.currentView).toBe('list');
    expect(warn).not.toHaveBeenCalled();
  });

  it('script bundles: a hidden calendar (no width yet) goes by the window\'s width', () => {
    width(0);
    vi.stubGlobal('innerWidth', 390);
    expect(markup('data-views="month,list"') && calendar!.currentView).toBe('list');
    vi.unstubAllGlobals();
  });
});

describe('the list view in Thai', () => {
  it('headings in Thai through Intl; "List", "All day" and which day of a multi-day event from the language file', async () => {
    render(Calendar, { props: { ...LIST, locale: 'th' } });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'รายการ' })).toBeInTheDocument());
    expect(screen.getAllByRole('heading', { level: 3 })[0].textContent).toBe(longDate('th', parseIsoDay('2026-11-04')!));
    expect(screen.getAllByRole('heading', { level: 3 })[0].textContent).toMatch(/^วันพุธที่ 4 พฤศจิกายน (พ\.ศ\. )?2569$/);
    expect(screen.getAllByRole('button', { name: /Trip/ })[1].getAttribute('aria-label')).toBe('ทั้งวัน, Trip, วันที่ 2 จาก 3');
    expect(plain(screen.getByRole('button', { name: /Sync/ }).getAttribute('aria-label'))).toBe('10:00 – 11:00, Sync, Room 4');
  });
});
