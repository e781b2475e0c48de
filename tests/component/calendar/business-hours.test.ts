// Issue 23 item 8: the time grid shades the time outside business hours (props, followed after
// mount), says the hours in each day header, and draws a now line that moves with the clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import EventCalendar from '../../../src/calendar/components/Calendar.svelte';

const closedCount = (c: Element) => [...c.querySelectorAll('.ec-day-column')].map((col) => col.querySelectorAll('.ec-closed').length);
const headerText = (c: Element) => [...c.querySelectorAll('.ec-tg-day-header .ec-sr-only')].map((s) => s.textContent);
const nowLine = (c: Element) => c.querySelector<HTMLElement>('.ec-now-line');

describe('business hours on the time grid', () => {
  it('props businessHours and businessDays shade and say the hours, and are followed after mount', async () => {
    const { container, rerender } = render(EventCalendar, { props: { view: 'week', date: '2026-03-04', businessHours: '09:00-17:00' } });
    expect(closedCount(container)).toEqual([1, 2, 2, 2, 2, 2, 1]);
    expect(headerText(container)[6]).toBe('Saturday, March 7, 2026, Closed');
    expect(headerText(container)[3]).toBe('Wednesday, March 4, 2026, Business hours 09:00 to 17:00');
    const evening = container.querySelectorAll<HTMLElement>('.ec-day-column')[3].querySelectorAll<HTMLElement>('.ec-closed')[1];
    expect(evening.style.top).toBe(`${(1020 / 1440) * 100}%`);
    await rerender({ businessDays: [0, 6], businessHours: '10:00-14:00' });
    expect(closedCount(container)).toEqual([2, 1, 1, 1, 1, 1, 2]);
    expect(headerText(container)[0]).toBe('Sunday, March 1, 2026, Business hours 10:00 to 14:00');
    await rerender({ businessHours: null });
    expect(closedCount(container)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(headerText(container)[0]).toBe('Sunday, March 1, 2026');
  });

  it('a bad prop warns once, naming the calendar and the option, and business hours stay off', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(EventCalendar, { props: { id: 'bh', view: 'day', date: '2026-03-04', businessHours: '9 to 5', businessDays: '1,8' } });
    const said = warn.mock.calls.flat().join('\n');
    expect(said).toMatch(/calendar "bh": businessHours "9 to 5" is not a time range such as 09:00-17:00/);
    expect(said).toMatch(/calendar "bh": businessDays "1,8" is not a list of weekdays/);
    expect(container.querySelector('.ec-closed')).toBeNull();
    warn.mockRestore();
  });

  it('the month view has neither shading nor a now line', () => {
    const { container } = render(EventCalendar, { props: { date: '2026-03-04', businessHours: '09:00-17:00' } });
    expect(container.querySelector('.ec-closed, .ec-now-line')).toBeNull();
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
    expect(line.style.getPropertyValue('--ec-now-col')).toBe('3');
    expect(line.style.top).toBe('50%');
    vi.advanceTimersByTime(29_000);
    flushSync();
    expect(nowLine(container)!.style.top).toBe('50%');
    vi.advanceTimersByTime(1_000);
    flushSync();
    expect(parseFloat(nowLine(container)!.style.top)).toBeCloseTo(((12 * 60 + 1) / 1440) * 100, 6);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('none when today is not shown; one timer per calendar, cleared on destroy', () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 4, 12, 0) });
    const { container, unmount } = render(EventCalendar, { props: { view: 'week', date: '2026-03-20' } });
    flushSync();
    expect(nowLine(container)).toBeNull();
    vi.advanceTimersByTime(50); // the grid's first-frame scroll to 07:00
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('day view: the line spans the one column and follows the clock past midnight out of the shown day', () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 4, 23, 59) });
    const { container } = render(EventCalendar, { props: { view: 'day', date: '2026-03-04' } });
    flushSync();
    expect(nowLine(container)!.style.getPropertyValue('--ec-now-col')).toBe('0');
    vi.advanceTimersByTime(60_000);
    flushSync();
    expect(nowLine(container)).toBeNull();
  });
});
