// Issue 23 item 8: the time grid shades the time outside business hours (props, followed after
// mount), says the hours in each day header, and draws a now line that moves with the clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import EventCalendar from '../../../src/calendar/components/Calendar.svelte';

/** Each day column's open part (--ec-open-from..to; the rest of the column is shaded), or null when nothing is shaded. */
const open = (c: Element) => [...c.querySelectorAll<HTMLElement>('.ec-day-column')].map((col) =>
  col.style.getPropertyValue('--ec-open-from') ? [col.style.getPropertyValue('--ec-open-from'), col.style.getPropertyValue('--ec-open-to')].map(parseFloat) : null);
const CLOSED = [0, 0];
const headerText = (c: Element) => [...c.querySelectorAll('.ec-tg-day-header .ec-sr-only')].map((s) => s.textContent);
const nowLine = (c: Element) => c.querySelector<HTMLElement>('.ec-now-line');

describe('business hours on the time grid', () => {
  it('props businessHours and businessDays shade and say the hours, and are followed after mount', async () => {
    const { container, rerender } = render(EventCalendar, { props: { view: 'week', date: '2026-03-04', businessHours: '09:00-17:00' } });
    const nineToFive = [37.5, (1020 / 1440) * 100];
    expect(open(container)).toEqual([CLOSED, nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, CLOSED]);
    expect(headerText(container)[6]).toBe('Saturday, March 7, 2026, Closed');
    expect(headerText(container)[3]).toBe('Wednesday, March 4, 2026, Business hours 09:00 to 17:00');
    await rerender({ businessDays: [0, 6], businessHours: '10:00-14:00' });
    const tenToTwo = [(600 / 1440) * 100, (840 / 1440) * 100];
    expect(open(container)).toEqual([tenToTwo, CLOSED, CLOSED, CLOSED, CLOSED, CLOSED, tenToTwo]);
    expect(headerText(container)[0]).toBe('Sunday, March 1, 2026, Business hours 10:00 to 14:00');
    await rerender({ businessHours: null });
    expect(open(container)).toEqual([null, null, null, null, null, null, null]);
    expect(headerText(container)[0]).toBe('Sunday, March 1, 2026');
  });

  it('a bad prop warns once, naming the calendar and the option, and business hours stay off', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(EventCalendar, { props: { id: 'bh', view: 'day', date: '2026-03-04', businessHours: '9 to 5', businessDays: '1,8' } });
    const said = warn.mock.calls.flat().join('\n');
    expect(said).toMatch(/calendar "bh": businessHours "9 to 5" is not a time range such as 09:00-17:00/);
    expect(said).toMatch(/calendar "bh": businessDays "1,8" is not a list of weekdays/);
    expect(open(container)).toEqual([null]);
    warn.mockRestore();
  });

  it('the month view has neither shading nor a now line', () => {
    const { container } = render(EventCalendar, { props: { date: '2026-03-04', businessHours: '09:00-17:00' } });
    expect(container.querySelector('.ec-day-column, .ec-now-line')).toBeNull();
  });
});

describe('the now line', () => {
  afterEach(() => vi.useRealTimers());

  it('sits in today\'s column, is hidden from assistive technology, and moves when a minute passes', () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 4, 12, 0, 30) });
    const { container } = render(EventCalendar, { props: { view: 'week', date: '2026-03-04' } });
    flushSync();
    const line = nowLine(container)!;
    expect(line.getAttribute('aria-hidden')).toBe('true');
    expect(line.closest('[aria-live], [role="status"]')).toBeNull();
    expect(line.parentElement!.getAttribute('data-date')).toBe('2026-03-04');
    expect(line.style.top).toBe('50%');
    vi.advanceTimersByTime(29_000);
    flushSync();
    expect(nowLine(container)!.style.top).toBe('50%');
    vi.advanceTimersByTime(1_000);
    flushSync();
    expect(parseFloat(nowLine(container)!.style.top)).toBeCloseTo(((12 * 60 + 1) / 1440) * 100, 6);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('none (and no timer) when today is not shown; one timer per calendar, cleared on destroy', async () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 4, 12, 0) });
    const { container, rerender, unmount } = render(EventCalendar, { props: { view: 'week', date: '2026-03-20' } });
    flushSync();
    vi.advanceTimersByTime(50); // the grid's first-frame scroll to 07:00
    expect(nowLine(container)).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    await rerender({ date: '2026-03-04' });
    flushSync();
    vi.advanceTimersByTime(50);
    expect(container.querySelectorAll('.ec-now-line').length).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('day view: the line is in the one column, and leaves it at midnight', () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 4, 23, 59) });
    const { container } = render(EventCalendar, { props: { view: 'day', date: '2026-03-04' } });
    flushSync();
    expect(nowLine(container)!.parentElement!.getAttribute('data-date')).toBe('2026-03-04');
    vi.advanceTimersByTime(60_000);
    flushSync();
    expect(nowLine(container)).toBeNull();
  });
});
